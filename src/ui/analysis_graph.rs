//! The analysis graph, an SVG the app draws, and the same numbers as a
//! table for screen readers and anyone who prefers one. The markup comes
//! from the core ([`markup`]); the SVG listens once for clicks and keys and
//! finds the point by its `data-ply`. A point reviews its position on a
//! click, Enter or Space; the arrow keys, Home and End step along.

use leptos::prelude::*;
use reversi_app_core::analysis::graph::Frame;
use reversi_app_core::analysis::markup;
use reversi_app_core::analysis::Report;
use reversi_app_core::game::Game;
use wasm_bindgen::JsCast;

use super::state::analysis::AnalysisState;
use super::AppState;
use crate::browser;

/// The `data-ply` of the element an event happened in (or its ancestors),
/// when it is the element matching `selector`.
pub fn ply_of(event: &web_sys::Event, selector: &str) -> Option<(usize, web_sys::Element)> {
    let element = event
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(selector)
        .ok()??;
    let ply = element.get_attribute("data-ply")?.parse().ok()?;
    Some((ply, element))
}

/// The markup `draw` makes of the game and its report (none before one).
fn drawn(
    state: &AppState,
    analysis: &AnalysisState,
    draw: impl Fn(&Game, &Report) -> String,
) -> String {
    analysis.report.with(|report| {
        report
            .as_ref()
            .map(|r| state.board.game.with(|g| draw(g, r)))
            .unwrap_or_default()
    })
}

#[component]
pub fn Graph() -> impl IntoView {
    let state = super::context::<AppState>();
    let analysis = super::context::<AnalysisState>();
    let depth = analysis.depth();
    let count = move || {
        analysis
            .report
            .with_untracked(|r| r.as_ref().map_or(0, |r| r.points.len().saturating_sub(1)))
    };
    // It changes with the position on show (the tab stop, the current point).
    // A phone's frame is taller than wide: the graph stays readable there.
    let frame = if browser::narrow_screen() {
        Frame::NARROW
    } else {
        Frame::WIDE
    };
    let figure =
        Memo::new(move |_| drawn(&state, &analysis, |g, r| markup::figure(g, r, depth, frame)));
    let go = move |ply: usize| {
        if (1..=count()).contains(&ply) {
            state.review(ply);
            // The graph is drawn again for the new position: focus after.
            request_animation_frame(move || {
                browser::focus_svg(&format!(
                    "[data-testid=\"analysis-graph\"] [data-ply=\"{ply}\"]"
                ));
            });
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some((ply, _)) = ply_of(&ev, "[data-ply]") {
            go(ply);
        }
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let Some((ply, _)) = ply_of(&ev, "[data-ply]") else {
            return;
        };
        let to = match ev.key().as_str() {
            "ArrowLeft" | "ArrowDown" => ply.saturating_sub(1),
            "ArrowRight" | "ArrowUp" => ply + 1,
            "Home" => 1,
            "End" => count(),
            "Enter" | " " => ply,
            _ => return,
        };
        ev.prevent_default();
        go(to);
    };
    view! {
        <figure class="analysis-graph" inner_html=figure on:click=on_click on:keydown=on_key></figure>
    }
}

/// The graph's numbers as a table: move, value for black, exact, note.
/// A memo: reviewing another position leaves it as it is (and open).
#[component]
pub fn ValueTable() -> impl IntoView {
    let state = super::context::<AppState>();
    let analysis = super::context::<AnalysisState>();
    let table = Memo::new(move |_| drawn(&state, &analysis, markup::table));
    view! { <details class="analysis-table" inner_html=table></details> }
}
