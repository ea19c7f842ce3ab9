//! Starting the page: the state of a page load (from the address, the
//! saved game and the settings, by the core's start-up policy), the
//! language, and mounting the page or the embed.

use leptos::prelude::*;
use reversi_app_core::i18n::Lang;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save::STORAGE_KEY;
use reversi_app_core::settings::{self, Contrast, Pace, DISPLAY_KEY, SETTINGS_KEY};
use reversi_app_core::{startup, strings};

use super::language::Remount;
use super::{AppState, EmbedApp, Page, UpdateNotice};
use crate::browser::{self, language};

impl AppState {
    /// The state of a page load: the linked game, else the saved one.
    pub fn from_browser() -> AppState {
        let query = browser::query();
        let (game, settings, display) = (
            browser::load(STORAGE_KEY),
            browser::load(SETTINGS_KEY),
            browser::load(DISPLAY_KEY),
        );
        let saved = startup::Saved {
            game: game.as_deref(),
            settings: settings.as_deref(),
            display: display.as_deref(),
        };
        let start = startup::start_page(&query, saved);
        if !query.is_empty() {
            browser::clear_query();
        }
        let board = settings::BoardSettings::stored(saved.settings);
        let state = AppState::new(start.game, board.show_legal, true);
        state.computer.show_hints.set(board.show_hints);
        state.computer.hint_lines.set(board.hint_lines.to_string());
        state
            .settings
            .contrast
            .set(display.map_or(Contrast::Auto, |t| Contrast::parse(&t)));
        state
            .settings
            .system_contrast
            .set(browser::prefers_more_contrast());
        state.read_pace();
        let mut problems = start.problems;
        // Read before the first save, which keeps a linked finished game.
        problems.extend(state.read_archive());
        state.show_problems(problems.clone());
        state.keep_aside(&problems);
        state.save();
        if !query.is_empty() {
            // A finished game opened from a link is kept (once).
            state.keep_if_finished();
        }
        state.watch_other_tabs();
        if start.tutorial {
            state.start_tutorial();
        }
        if start.puzzle.is_some() {
            state.open_puzzles(start.puzzle);
        }
        if start.lesson.is_some() {
            state.open_lessons(start.lesson);
        }
        state
    }

    /// The computer's pace, as the `reversi.pace` setting asks (tests
    /// shorten the pause before its moves to nothing).
    pub(super) fn read_pace(&self) {
        let stored = browser::load(settings::PACE_KEY);
        self.computer.set_pace(Pace::parse(stored.as_deref()));
    }

    /// Shows the problems met starting up (and says the first).
    pub(super) fn show_problems(&self, problems: Vec<LoadProblem>) {
        if let Some(first) = problems.first() {
            self.notices.announcement.set(strings::load_problem(first));
        }
        self.notices.problems.set(problems);
    }
}

/// Starts the page (or, with `?embed=1`, the embed): in English at once, or
/// once the visitor's language has been fetched (English if it cannot be).
/// The "Setting up the board…" placeholder of index.html stays until then.
pub fn start() {
    let embedded = reversi_app_core::embed::requested(&browser::query());
    // An embed's `lang=` is the host's choice for its frame, not the
    // visitor's for the site: it is not remembered.
    let lang = language::initial(!embedded);
    let show = move || {
        if embedded {
            leptos::mount::mount_to_body(EmbedApp);
        } else {
            mount();
        }
    };
    // The tutorial's first scene is what `?tutorial=1` shows first: its
    // text is worth waiting for, as the visitor's language is. The embed's
    // styles are in `style/later.css` (the page's budget, docs/size.md), so
    // it waits for the later files too rather than show itself unstyled.
    let tutorial = reversi_app_core::link::Link::parse(&browser::query()).tutorial;
    let later_first = tutorial || embedded;
    if lang == Lang::En && !later_first {
        language::apply(Lang::En, None);
        show();
        return;
    }
    // Leptos's own executor starts with the first mount: not yet here.
    wasm_bindgen_futures::spawn_local(async move {
        let bundle = language::load(lang).await;
        language::apply(lang, bundle);
        if later_first {
            language::load_later().await;
        }
        show();
    });
}

thread_local! {
    /// The state of the page and the "new version" signal, made once.
    static SHARED: std::cell::OnceCell<(AppState, RwSignal<bool>)> =
        const { std::cell::OnceCell::new() };
    /// The view on show; dropping it unmounts it.
    static MOUNTED: std::cell::RefCell<Option<Box<dyn std::any::Any>>> =
        const { std::cell::RefCell::new(None) };
}

/// Builds the page in the current language, replacing the one on show. The
/// game, the position under review, the settings, the tutorial and the
/// computer live in the [`AppState`], which outlives the views.
pub fn mount() {
    drop(MOUNTED.with(|m| m.borrow_mut().take()));
    let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    else {
        return;
    };
    let handle = leptos::mount::mount_to(body, App);
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(handle)));
}

/// The [`AppState`] of the page load, in a reactive owner of its own so
/// that it outlives a remount.
pub(super) fn shared() -> (AppState, RwSignal<bool>) {
    SHARED.with(|shared| {
        *shared.get_or_init(|| {
            let owner = Owner::new_root(None);
            let made = owner.with(|| {
                let state = AppState::from_browser();
                state.schedule_computer();
                state.follow_hint_lines();
                state.follow_swipes();
                (state, crate::browser::service_worker::register())
            });
            std::mem::forget(owner);
            made
        })
    })
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let (state, update) = shared();
    provide_context(state);
    provide_context(Remount(mount));
    browser::remove_placeholder();
    state.fetch_later();
    view! {
        <Page/>
        <UpdateNotice ready=update/>
    }
}
