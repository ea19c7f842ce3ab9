//! The puzzles panel (the state and intents: `state::puzzles`; the
//! controls' markup and texts: the core's `puzzles::markup`), a
//! [`MarkupPanel`]. The puzzle itself is on the board, played like a game.

use std::sync::Arc;

use leptos::prelude::*;
use reversi_app_core::puzzles::{Catalogued, Puzzles};
use reversi_engine::Variant;
use web_sys::Element;

use super::markup_panel::{MarkupPanel, Panel};
use super::AppState;
use crate::browser;

/// The view, while it is open.
#[component]
pub fn PuzzlePanel() -> impl IntoView {
    let state = super::context::<AppState>();
    let puzzles = state.puzzles;
    let panel = Panel {
        class: "puzzles",
        test_id: "puzzle",
        template: "puzzle-template",
        title_id: "puzzle-title",
        open: Arc::new(move || {
            puzzles.with(|p| {
                p.visible.then_some(match p.catalogued {
                    Catalogued::Ready => Ok(true),
                    Catalogued::Failed => Err(()),
                    _ => Ok(false),
                })
            })
        }),
        variant: Arc::new(move || {
            puzzles.with(|p| p.puzzle().map_or(Variant::Classic, |p| p.variant()))
        }),
        sync: Arc::new(move |panel| puzzles.with(|p| sync(panel, p))),
        clicked: Arc::new(move |id| match id {
            "puzzle-retry" => state.retry_puzzle(),
            "puzzle-prev" => state.puzzle_step(false),
            "puzzle-next" => state.puzzle_step(true),
            "puzzle-today" => state.puzzle_of_the_day(),
            "puzzles-close" => state.close_puzzles(),
            _ => {}
        }),
        changed: Arc::new(move |id, value| {
            let mut filter = puzzles.with_untracked(|p| p.filter);
            match id {
                "puzzle-variant" => filter.variant = value.parse().ok(),
                "puzzle-difficulty" => filter.difficulty = value.parse().ok(),
                _ => return,
            }
            state.set_puzzle_filter(filter);
        }),
        data_id: Arc::new(move || puzzles.with(Puzzles::id)),
        first: "puzzle-next",
        close_id: "puzzles-close",
        close: Arc::new(move || state.close_puzzles()),
    };
    view! { <MarkupPanel panel=panel/> }
}

/// The filters, the texts of the puzzle on show and of the try, in place.
fn sync(panel: &Element, puzzles: &Puzzles) {
    for (id, value) in [
        (
            "puzzle-variant",
            puzzles.filter.variant.map(|v| v.name().to_string()),
        ),
        (
            "puzzle-difficulty",
            puzzles.filter.difficulty.map(|d| d.to_string()),
        ),
    ] {
        if let Some(menu) = browser::find_test_id_as::<web_sys::HtmlSelectElement>(panel, id) {
            menu.set_value(value.as_deref().unwrap_or(""));
        }
    }
    let texts = puzzles.texts();
    let set = |id: &str, text: &str| {
        if let Some(element) = browser::find_test_id(panel, id) {
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
    match &puzzles.note {
        Some(note) => set("puzzle-task", &format!("{} {task}", note.text())),
        None => set("puzzle-task", task),
    }
    let result = texts.and_then(|t| t.result);
    super::markup_panel::show_result(panel, "puzzle", result.as_ref());
}
