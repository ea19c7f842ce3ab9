//! The components. They read the [`AppState`] signals and send it intents;
//! the rules stay in the engine and the game's history in [`Game`].

mod board;
mod computer;
mod dialog;
mod embed;
mod embed_dialog;
mod language;
mod modal;
mod moves;
mod panel;
mod records;
mod rules;
mod tutorial;

pub use board::Board;
pub use computer::{ComputerProblem, ComputerState, HintToggle, ThinkingPanel};
pub use dialog::NewGameDialog;
pub use embed::EmbedApp;
pub use language::LanguageSelect;
pub use modal::Modal;
pub use moves::MoveList;
pub use panel::{GameOver, Players as PlayerCards, Status};
pub use rules::RulesPanel;
pub use tutorial::TutorialPanel;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use reversi_engine::{Position, Square, Variant};

use crate::browser;
use reversi_app_core::game::{Game, Notice, Players, Ply, Refusal};
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save::{self, STORAGE_KEY};
use reversi_app_core::settings::{self, Contrast, Pace, DISPLAY_KEY, SETTINGS_KEY};
use reversi_app_core::startup;
use reversi_app_core::tutorial::Tutorial;
use reversi_app_core::{anim, strings};

/// A flip sequence on show: rings of discs not yet turned still show their
/// old colour.
#[derive(Clone, PartialEq, Debug)]
pub struct Flipping {
    id: u32,
    /// The disc that drops in, if the change placed one.
    pub placed: Option<Square>,
    rings: Vec<u64>,
    turned: usize,
}

impl Flipping {
    /// Whether the disc on `square` still shows its colour from before.
    pub fn pending(&self, square: Square) -> bool {
        self.rings[self.turned.min(self.rings.len())..]
            .iter()
            .any(|ring| ring & square.bit() != 0)
    }
}

/// The signals the components share, and the intents they send.
#[derive(Clone, Copy)]
pub struct AppState {
    pub game: RwSignal<Game>,
    /// The position shown (the current one or the one on review).
    pub view: Memo<Position>,
    pub flipping: RwSignal<Option<Flipping>>,
    pub show_legal: RwSignal<bool>,
    /// Problems met loading the game, until dismissed.
    pub problems: RwSignal<Vec<LoadProblem>>,
    /// The latest line for the page's one aria-live region: every move,
    /// its flips, a pass, a player out of discs, the result.
    pub announcement: RwSignal<String>,
    /// The display theme chosen, and whether the system prefers more contrast.
    pub contrast: RwSignal<Contrast>,
    pub system_contrast: RwSignal<bool>,
    pub dialog_open: RwSignal<bool>,
    /// The "Embed on your site" dialog.
    pub embed_dialog_open: RwSignal<bool>,
    /// The square holding the roving tab stop.
    pub focus: RwSignal<Square>,
    /// The computer player: its requests, thinking and hints.
    pub computer: ComputerState,
    /// The tutorial, while it runs: it shows its positions in `game`.
    pub tutorial: RwSignal<Option<Tutorial>>,
    /// The squares the tutorial highlights.
    pub highlight: Memo<u64>,
    /// The player's own game, put aside while the tutorial runs.
    stash: StoredValue<Option<Game>>,
    /// Whether to save to localStorage (off in component tests).
    persist: StoredValue<bool>,
    next_id: StoredValue<u32>,
}

impl AppState {
    pub fn new(game: Game, show_legal: bool, persist: bool) -> AppState {
        let game = RwSignal::new(game);
        let tutorial = RwSignal::new(None::<Tutorial>);
        AppState {
            game,
            view: Memo::new(move |_| game.with(Game::view)),
            flipping: RwSignal::new(None),
            show_legal: RwSignal::new(show_legal),
            problems: RwSignal::new(Vec::new()),
            announcement: RwSignal::new(String::new()),
            contrast: RwSignal::new(Contrast::default()),
            system_contrast: RwSignal::new(false),
            dialog_open: RwSignal::new(false),
            embed_dialog_open: RwSignal::new(false),
            focus: RwSignal::new("d4".parse().expect("a square")),
            computer: ComputerState::default(),
            tutorial,
            highlight: Memo::new(move |_| {
                tutorial.with(|t| t.map_or(0, |t| t.scene().highlight_bits()))
            }),
            stash: StoredValue::new(None),
            persist: StoredValue::new(persist),
            next_id: StoredValue::new(0),
        }
    }

    /// The state of a page load: the linked game, else the saved one.
    pub fn from_browser() -> AppState {
        let query = browser::query();
        let start = startup::start_page(&query, browser::load(STORAGE_KEY).as_deref());
        if !query.is_empty() {
            browser::clear_query();
        }
        let show_legal = settings::show_legal(browser::load(SETTINGS_KEY).as_deref());
        let state = AppState::new(start.game, show_legal, true);
        state
            .contrast
            .set(browser::load(DISPLAY_KEY).map_or(Contrast::Auto, |t| Contrast::parse(&t)));
        state.system_contrast.set(browser::prefers_more_contrast());
        state.read_pace();
        state.show_problems(start.problems);
        state.save();
        if start.tutorial {
            state.start_tutorial();
        }
        state
    }

    /// The computer's pace, as the `reversi.pace` setting asks (tests
    /// shorten the pause before its moves to nothing).
    fn read_pace(&self) {
        let stored = browser::load(settings::PACE_KEY);
        self.computer.set_pace(Pace::parse(stored.as_deref()));
    }

    /// Shows the problems met starting up (and says the first).
    fn show_problems(&self, problems: Vec<LoadProblem>) {
        if let Some(first) = problems.first() {
            self.announcement.set(strings::load_problem(first));
        }
        self.problems.set(problems);
    }

    pub fn in_tutorial(&self) -> bool {
        self.tutorial.with_untracked(Option::is_some)
    }

    pub fn variant(&self) -> Variant {
        self.game.with_untracked(Game::variant)
    }

    fn save(&self) {
        // The tutorial's positions never replace the player's saved game.
        if self.persist.get_value() && !self.in_tutorial() {
            self.game
                .with_untracked(|game| browser::store(STORAGE_KEY, &save::write(game)));
        }
    }

    /// A click (or Enter/Space) on a square.
    pub fn play(&self, square: Square) {
        if self.in_tutorial() {
            self.tutorial_play(square);
            return;
        }
        let mut result = Err(Refusal::Reviewing);
        self.game.update(|game| result = game.play_as_human(square));
        if let Ok(ply) = result {
            self.after_placement(ply);
            self.schedule_computer();
        }
    }

    /// The computer's placement, once its answer is known to be current.
    fn play_for_computer(&self, square: Square) {
        let mut result = Err(Refusal::Reviewing);
        self.game.update(|game| result = game.play(square));
        if let Ok(ply) = result {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Takes back the last placement, or, against the computer, back to
    /// the person's last turn.
    pub fn undo(&self) {
        if self.in_tutorial() {
            return;
        }
        self.cancel_computer();
        let mut undone = None;
        self.game.update(|game| undone = game.undo_to_human());
        if let Some(ply) = undone {
            self.animate(None, ply.square, ply.flips);
            self.announcement.set(strings::announce_undo(ply.square));
            self.save();
        }
        self.schedule_computer();
    }

    pub fn redo(&self) {
        if self.in_tutorial() {
            return;
        }
        self.cancel_computer();
        let mut redone = None;
        self.game.update(|game| redone = game.redo());
        if let Some(ply) = redone {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Shows the position after `placements` placements.
    pub fn review(&self, placements: usize) {
        self.flipping.set(None);
        self.game.update(|game| game.review(placements));
        self.schedule_computer();
    }

    pub fn end_review(&self) {
        self.flipping.set(None);
        self.game.update(Game::end_review);
        self.schedule_computer();
    }

    pub fn new_game(&self, variant: Variant, players: Players) {
        self.cancel_computer();
        self.flipping.set(None);
        self.game.set(Game::new(variant, players));
        self.tutorial.set(None);
        self.stash.set_value(None);
        self.dialog_open.set(false);
        self.announcement.set(strings::announce_new_game(variant));
        self.save();
        self.schedule_computer();
    }

    /// Shows another game (a pasted record, a host's command): the
    /// computer's search and the tutorial end; saved unless embedded.
    pub fn replace_game(&self, game: Game) {
        self.cancel_computer();
        self.flipping.set(None);
        self.tutorial.set(None);
        self.stash.set_value(None);
        self.game.set(game);
        self.save();
        self.schedule_computer();
    }

    pub fn set_show_legal(&self, on: bool) {
        self.show_legal.set(on);
        if self.persist.get_value() {
            browser::store(SETTINGS_KEY, &settings::write_settings(on));
        }
    }

    pub fn set_contrast(&self, contrast: Contrast) {
        self.contrast.set(contrast);
        if self.persist.get_value() {
            browser::store(DISPLAY_KEY, contrast.name());
        }
    }

    pub(crate) fn after_placement(&self, ply: Ply) {
        self.animate(Some(ply.square), ply.square, ply.flips);
        self.announcement.set(self.placement_line(ply));
        self.save();
        if !self.in_tutorial() {
            self.game
                .with_untracked(browser::host_page::notify_placement);
        }
    }

    /// What the live region says after `ply`: the move and its flips, then
    /// a pass it caused, the mover running out of discs, the result. Each
    /// is said once: the other player playing on after an exhaustion is
    /// not news again.
    pub(crate) fn placement_line(&self, ply: Ply) -> String {
        let variant = self.variant();
        let flips: Vec<Square> = Square::iter_bits(ply.flips).collect();
        let mut line = strings::announce_move(variant, ply.color, ply.square, &flips);
        self.game.with_untracked(|game| {
            let news = match game.notice() {
                Some(Notice::Exhausted(color)) => {
                    (color == ply.color).then_some(Notice::Exhausted(color))
                }
                other => other,
            };
            if let Some(notice) = news {
                line.push(' ');
                line.push_str(&strings::notice(variant, notice));
                line.push('.');
            }
            if let Some(outcome) = game.outcome() {
                line.push(' ');
                line.push_str(&strings::announce_result(variant, &outcome));
            }
        });
        line
    }

    /// Starts the flip sequence of a change that placed (or removed) the
    /// disc on `origin` and turned `flips`.
    fn animate(&self, placed: Option<Square>, origin: Square, flips: u64) {
        if browser::prefers_reduced_motion() {
            self.flipping.set(None);
            return;
        }
        let id = self.next_id.get_value().wrapping_add(1);
        self.next_id.set_value(id);
        let rings = anim::rings(origin, flips);
        // The tutorial turns its discs slowly enough to follow.
        let pace = if self.in_tutorial() { 3 } else { 1 };
        let count = rings.len();
        self.flipping.set(Some(Flipping {
            id,
            placed,
            rings,
            turned: 0,
        }));
        let flipping = self.flipping;
        for index in 0..count {
            Timeout::new(anim::ring_start_ms(index, count) * pace, move || {
                // `try_update`: the board may be gone by the time the timer fires.
                flipping.try_update(|current| {
                    if let Some(current) = current.as_mut().filter(|f| f.id == id) {
                        current.turned = index + 1;
                    }
                });
            })
            .forget();
        }
    }
}

/// Starts the page (or, with `?embed=1`, the embed): in English at once, or
/// once the visitor's language has been fetched (English if it cannot be).
/// The "Setting up the board…" placeholder of index.html stays until then.
pub fn start() {
    use reversi_app_core::i18n::Lang;
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
    if lang == Lang::En {
        language::apply(Lang::En, None);
        show();
        return;
    }
    // Leptos's own executor starts with the first mount: not yet here.
    wasm_bindgen_futures::spawn_local(async move {
        let bundle = language::load(lang).await;
        language::apply(lang, bundle);
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
fn shared() -> (AppState, RwSignal<bool>) {
    SHARED.with(|shared| {
        *shared.get_or_init(|| {
            let owner = Owner::new_root(None);
            let made = owner.with(|| {
                let state = AppState::from_browser();
                state.schedule_computer();
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
    browser::remove_placeholder();
    view! {
        <Page/>
        <crate::browser::service_worker::UpdateNotice ready=update/>
    }
}

/// The page's layout, given an [`AppState`] in context.
#[component]
pub fn Page() -> impl IntoView {
    let state = expect_context::<AppState>();
    let theme = move || {
        let tutorial = match state.tutorial.with(|t| t.map(|t| t.index)) {
            None => "",
            Some(0) => " tutorial-on tutorial-trays",
            Some(_) => " tutorial-on",
        };
        let contrast = if state.contrast.get().is_high(state.system_contrast.get()) {
            " contrast-high"
        } else {
            ""
        };
        format!(
            "app theme-{}{tutorial}{contrast}",
            state.game.with(|g| g.variant().name())
        )
    };
    view! {
        <div class=theme>
            <header class="top">
                <div class="brand">
                    <h1>{strings::title()}</h1>
                    <p class="subtitle">{strings::subtitle()}</p>
                </div>
                <Controls/>
                <LanguageSelect/>
            </header>
            <Problems/>
            <ComputerProblem/>
            <main class="layout">
                <section class="board-area">
                    <Board/>
                    <label class="toggle">
                        <input
                            type="checkbox"
                            data-testid="legal-toggle"
                            prop:checked=move || state.show_legal.get()
                            on:change=move |ev| state.set_show_legal(event_target_checked(&ev))
                        />
                        {strings::show_legal()}
                    </label>
                    <HintToggle/>
                    <DisplayChoice/>
                </section>
                <aside class="side">
                    <TutorialPanel/>
                    <Status/>
                    <ThinkingPanel/>
                    <GameOver/>
                    <PlayerCards/>
                    <MoveList/>
                    <records::Records/>
                </aside>
            </main>
            <RulesPanel/>
            <NewGameDialog/>
            <embed_dialog::EmbedDialog/>
            // The one live region: other notices on the page are not live,
            // and whatever they say is said here too.
            <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
                {move || state.announcement.get()}
            </div>
        </div>
    }
}

#[component]
fn Controls() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <nav class="controls">
            <button
                class="primary"
                data-testid="new-game"
                on:click=move |_| state.dialog_open.set(true)
            >
                {strings::new_game()}
            </button>
            <button data-testid="learn" on:click=move |_| state.start_tutorial()>
                {strings::learn()}
            </button>
            <button data-testid="embed-open" on:click=move |_| state.embed_dialog_open.set(true)>
                {strings::embed()}
            </button>
            <button
                data-testid="undo"
                disabled=move || state.tutorial.with(Option::is_some) || !state.game.with(Game::can_undo)
                on:click=move |_| state.undo()
            >
                "↶ "
                {strings::undo()}
            </button>
            <button
                data-testid="redo"
                disabled=move || state.tutorial.with(Option::is_some) || !state.game.with(Game::can_redo)
                on:click=move |_| state.redo()
            >
                {strings::redo()}
                " ↷"
            </button>
        </nav>
    }
}

/// Problems met loading the game: a corrupt save or a bad link.
#[component]
pub(crate) fn Problems() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.problems.with(|problems| {
            problems
                .iter()
                .map(|problem| {
                    view! {
                        <div class="problem" data-testid="load-notice">
                            <span>{strings::load_problem(problem)}</span>
                            <button on:click=move |_| state.problems.set(Vec::new())>
                                {strings::dismiss()}
                            </button>
                        </div>
                    }
                })
                .collect_view()
        })
    }
}

/// The display theme: automatic, standard or high contrast.
#[component]
fn DisplayChoice() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <label class="toggle display-choice">
            {strings::display()}
            <select
                data-testid="display"
                on:change=move |ev| state.set_contrast(Contrast::parse(&event_target_value(&ev)))
            >
                {Contrast::ALL
                    .map(|contrast| {
                        view! {
                            <option value=contrast.name() selected=move || state.contrast.get() == contrast>
                                {strings::contrast_label(contrast)}
                            </option>
                        }
                    })}
            </select>
        </label>
    }
}
