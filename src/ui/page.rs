//! The page's layout: its parts, the controls, the load notices and the
//! display choice.

use leptos::prelude::*;
use reversi_app_core::game::Game;
use reversi_app_core::settings::Contrast;
use reversi_app_core::strings;

use crate::browser;

use super::{
    analysis, archive, diagram, embed_dialog, language, later_dialog, records, AppState, Board,
    ComputerProblem, GameOver, HintToggle, Modal, MoveList, NewGameDialog, PlayerCards, RulesPanel,
    Status, TutorialPanel,
};

/// The page's layout, given an [`AppState`] in context.
#[component]
pub fn Page() -> impl IntoView {
    let state = super::context::<AppState>();
    // Before the board, which marks the better move of a mistake chosen.
    provide_context(super::state::analysis::AnalysisState::new(state));
    let theme = move || {
        let tutorial = match state.tutorial.current.with(|t| t.map(|t| t.index)) {
            None => "",
            Some(0) => " tutorial-on tutorial-trays",
            Some(_) => " tutorial-on",
        };
        // The light and dark schemes are the embed's (style/main.css); the
        // automatic one follows `prefers-color-scheme` there.
        let contrast = match state.settings.contrast.get() {
            c if c.is_high(state.settings.system_contrast.get()) => " contrast-high",
            Contrast::Auto => " scheme-auto",
            Contrast::Dark => " scheme-dark",
            _ => "",
        };
        let setup = if state.setup.with(Option::is_some) {
            " setup-on"
        } else {
            ""
        };
        format!(
            "app theme-{}{tutorial}{contrast}{setup}",
            state.board.game.with(|g| g.variant().name())
        )
    };
    let extras = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        // Once: the slot is empty until then.
        if let Some(slot) = extras.get().filter(|s| s.child_element_count() == 0) {
            super::markup_panel::copy_template(&slot, "extras-template");
            super::markup_panel::fill(&slot, reversi_engine::Variant::Classic);
            if let Some(select) =
                browser::find_test_id_as::<web_sys::HtmlSelectElement>(&slot, "language")
            {
                select.set_value(reversi_app_core::i18n::current().code());
            }
        }
    });
    let remount = use_context::<language::Remount>();
    let on_extra = move |ev: leptos::ev::MouseEvent| {
        match browser::event_test_id(&ev).as_deref() {
            Some("learn") => state.start_tutorial(),
            Some("archive") => state.dialogs.archive.set(true),
            Some("lessons-open") => state.open_lessons(None),
            Some("puzzles-open") => state.open_puzzles(None),
            Some("setup-open") => state.open_setup(),
            Some("diagram") => state.dialogs.diagram.set(true),
            Some("embed-open") => state.dialogs.embed.set(true),
            _ => return,
        }
        // The menu closes once one of its buttons has done its work.
        let menu = extras.get_untracked();
        if let Some(menu) =
            menu.and_then(|slot| browser::find_test_id_as::<web_sys::HtmlElement>(&slot, "extras"))
        {
            let _ = menu.hide_popover();
        }
    };
    view! {
        <div class=theme>
            <header class="top">
                <div class="brand">
                    <h1>{strings::title()}</h1>
                    <p class="subtitle">{strings::subtitle()}</p>
                </div>
                <Controls/>
                // The extras (Learn to play, Games, …, the language): index.html's
                // `extras-template`, copied in, its texts filled in, one click
                // and one change listener. On phones a menu under ☰ (a
                // popover: Escape or a tap outside closes it, the browser
                // says whether it is open); elsewhere, or in a browser
                // without popovers, in line (style/main.css).
                <div class="extras-slot" node_ref=extras on:click=on_extra on:change=move |ev| {
                    if browser::event_test_id(&ev).as_deref() == Some("language") {
                        language::switch(state, remount, event_target_value(&ev));
                    }
                }></div>
            </header>
            // Inside <main>, so that everything but the header and the
            // dialogs sits in a landmark (axe's region rule).
            <main class="layout">
                <Problems/>
                <ComputerProblem/>
                <section class="board-area">
                    <Board/>
                    <super::opening_name::OpeningName/>
                    <label class="toggle">
                        <input
                            type="checkbox"
                            data-testid="legal-toggle"
                            prop:checked=move || state.settings.show_legal.get()
                            on:change=move |ev| state.set_show_legal(event_target_checked(&ev))
                        />
                        {strings::show_legal()}
                    </label>
                    <HintToggle/>
                    <DisplayChoice/>
                </section>
                <aside class="side">
                    <super::setup::SetupPanel/>
                    <super::puzzles::PuzzlePanel/>
                    <super::lessons::LessonPanel/>
                    <TutorialPanel/>
                    <Status/>
                    <GameOver/>
                    <PlayerCards/>
                    <MoveList/>
                    <analysis::AnalysisPanel/>
                    <records::Records/>
                </aside>
            </main>
            <RulesPanel/>
            <NewGameDialog/>
            <embed_dialog::EmbedDialog/>
            <Modal open=state.dialogs.archive title_id="archive-title" return_focus="[data-testid=\"archive\"]" test_id="archive-dialog" class="archive-dialog">
                {move || later_dialog(state, "archive-title", strings::archive_open, || view! { <archive::Archive/> }.into_any())}
            </Modal>
            <Modal open=state.dialogs.diagram title_id="diagram-title" return_focus="[data-testid=\"diagram\"]" test_id="diagram-dialog" class="diagram-dialog">
                {move || later_dialog(state, "diagram-title", strings::diagram_open, || view! { <diagram::Diagram/> }.into_any())}
            </Modal>
            // The one live region: other notices on the page are not live,
            // and whatever they say is said here too.
            <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
                {move || state.notices.announcement.get()}
            </div>
        </div>
    }
}

#[component]
fn Controls() -> impl IntoView {
    let state = super::context::<AppState>();
    view! {
        // Game actions, not navigation: the page keeps one <nav> (the
        // extras), so that its landmarks stay unique (axe's landmark-unique).
        <div class="controls">
            <button
                class="primary"
                data-testid="new-game"
                on:click=move |_| state.dialogs.new_game.set(true)
            >
                {strings::new_game()}
            </button>
            <button
                data-testid="undo"
                disabled=move || state.tutorial.current.with(Option::is_some) || state.setup.with(Option::is_some) || state.puzzles.with(|p| p.visible) || !state.board.game.with(Game::can_undo)
                on:click=move |_| state.undo()
            >
                <span aria-hidden="true">"↶ "</span>
                <span class="label">{strings::undo()}</span>
            </button>
            <button
                data-testid="redo"
                disabled=move || state.tutorial.current.with(Option::is_some) || state.setup.with(Option::is_some) || state.puzzles.with(|p| p.visible) || !state.board.game.with(Game::can_redo)
                on:click=move |_| state.redo()
            >
                <span class="label">{strings::redo()}</span>
                <span aria-hidden="true">" ↷"</span>
            </button>
        </div>
    }
}

/// The notices: problems met loading the game (a bad link, a save that
/// cannot be read, with its text to copy), the game not being saved, and
/// another tab's game. One row for all, so that each costs the page little.
#[component]
pub fn Problems() -> impl IntoView {
    let state = super::context::<AppState>();
    move || {
        state.notices.problems.with(|problems| {
            problems
                .iter()
                .map(|problem| {
                    let (acted, closed) = (problem.clone(), problem.clone());
                    view! {
                        <div class="problem" data-testid=super::state::keeping::notice_id(problem)>
                            <span>{strings::load_problem(problem)}</span>
                            {strings::problem_action(problem).map(|label| view! {
                                <button data-testid="notice-action" on:click=move |_| state.notice_action(&acted)>
                                    {label}
                                </button>
                            })}
                            <button data-testid="notice-close" on:click=move |_| state.close_notice(&closed)>
                                {strings::problem_close(problem)}
                            </button>
                        </div>
                    }
                })
                .collect_view()
        })
    }
}

/// The display theme: automatic, light, dark or high contrast.
#[component]
fn DisplayChoice() -> impl IntoView {
    let state = super::context::<AppState>();
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
                            <option value=contrast.name() selected=move || state.settings.contrast.get() == contrast>
                                {strings::contrast_label(contrast)}
                            </option>
                        }
                    })}
            </select>
        </label>
    }
}
