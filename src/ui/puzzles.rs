//! The puzzles panel (the state and intents: `state::puzzles`; the
//! controls' markup and texts: the core's `puzzles::markup`). The puzzle
//! itself is on the board, played like a game.

use leptos::prelude::*;
use reversi_app_core::puzzles::markup;
use reversi_app_core::strings;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::state::LaterTexts;
use super::AppState;
use crate::browser;
use reversi_app_core::puzzles::Catalogued;

/// The view, while it is open: its controls once the texts and the
/// catalogue are in, else what stands for them.
#[component]
pub fn PuzzlePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown = Memo::new(move |_| {
        let (visible, catalogued) = state.puzzles.with(|p| (p.visible, p.catalogued));
        visible.then(|| match (state.later_texts.get(), catalogued) {
            (LaterTexts::Ready, Catalogued::Ready) => Ok(()),
            (LaterTexts::Failed, _) | (_, Catalogued::Failed) => Err(true),
            _ => Err(false),
        })
    });
    move || {
        shown.get().map(|shown| match shown {
            Ok(()) => view! { <PuzzleControls/> }.into_any(),
            Err(failed) => view! {
                <section class="puzzles" data-testid="puzzles">
                    <p>{if failed { strings::later_failed() } else { strings::later_loading() }}</p>
                    <button type="button" data-testid="puzzles-close" on:click=move |_| state.close_puzzles()>
                        {move || state.later_text(strings::puzzle_close)}
                    </button>
                </section>
            }
            .into_any(),
        })
    }
}

#[component]
fn PuzzleControls() -> impl IntoView {
    let state = expect_context::<AppState>();
    let puzzles = state.puzzles;
    let panel = NodeRef::<leptos::html::Section>::new();
    let html = markup::panel(puzzles.with_untracked(|p| p.filter));
    let id = Memo::new(move |_| puzzles.with(|p| p.id()));
    // The texts follow the puzzle and the try in place, so that the focus
    // stays on the button pressed.
    Effect::new(move || {
        let Some(panel) = panel.get() else { return };
        let (texts, note) = puzzles.with(|p| (p.texts(), p.note.clone()));
        let set = |id: &str, text: &str| {
            if let Some(element) = browser::find_test_id(&panel, id) {
                element.set_text_content(Some(text));
            }
        };
        let (title, meta, task, progress) = texts
            .as_ref()
            .map(|t| {
                (
                    t.title.as_str(),
                    t.meta.as_str(),
                    t.task.as_str(),
                    t.progress.as_str(),
                )
            })
            .unwrap_or_default();
        set("puzzle-title", title);
        set("puzzle-meta", meta);
        set("puzzle-progress", progress);
        let task = match &note {
            Some(note) => format!("{note} {task}"),
            None => task.to_string(),
        };
        set("puzzle-task", &task);
        let result = texts.and_then(|t| t.result);
        if let Some(line) = browser::find_test_id(&panel, "puzzle-result") {
            let _ = line.set_attribute(
                "data-solved",
                &result.as_ref().is_some_and(|r| r.1).to_string(),
            );
            line.set_text_content(result.as_ref().map(|r| r.0.as_str()));
            if let Ok(line) = line.dyn_into::<HtmlElement>() {
                line.set_hidden(result.is_none());
            }
        }
        if let Some(Ok(retry)) =
            browser::find_test_id(&panel, "puzzle-retry").map(|e| e.dyn_into::<HtmlElement>())
        {
            retry.set_hidden(result.is_none());
        }
    });
    let clicked = move |ev: leptos::ev::MouseEvent| match browser::event_test_id(&ev).as_deref() {
        Some("puzzle-retry") => state.retry_puzzle(),
        Some("puzzle-prev") => state.puzzle_step(false),
        Some("puzzle-next") => state.puzzle_step(true),
        Some("puzzle-today") => state.puzzle_of_the_day(),
        Some("puzzles-close") => state.close_puzzles(),
        _ => {}
    };
    let changed = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        let mut filter = puzzles.with_untracked(|p| p.filter);
        match browser::event_test_id(&ev).as_deref() {
            Some("puzzle-variant") => filter.variant = value.parse().ok(),
            Some("puzzle-difficulty") => filter.difficulty = value.parse().ok(),
            _ => return,
        }
        state.set_puzzle_filter(filter);
    };
    view! {
        <section
            class="puzzles"
            data-testid="puzzle"
            data-id=id
            aria-labelledby="puzzle-title"
            node_ref=panel
            inner_html=html
            on:click=clicked
            on:change=changed
        ></section>
    }
}
