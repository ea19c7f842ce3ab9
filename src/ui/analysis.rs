//! The analysis panel under the move list: the button, progress and
//! Cancel, the graph and table ([`super::analysis_graph`]), each player's
//! summary and mistakes. The state is [`AnalysisState`].

use leptos::prelude::*;
use reversi_app_core::analysis::markup;
use reversi_app_core::analysis::text;

use super::analysis_graph::{ply_of, Graph, ValueTable};
use super::state::analysis::AnalysisState;
use super::state::LaterTexts;
use super::AppState;

/// The panel under the move list.
#[component]
pub fn AnalysisPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    let analysis = super::context::<AnalysisState>();
    let running = move || analysis.progress.with(|p| p.running);
    let progress = move || {
        let p = analysis.progress.get();
        p.running.then(|| {
            view! {
                <p class="analysis-progress">
                    <span data-testid="analysis-progress">{text::progress(p.done, p.total)}</span>
                    " "
                    <button data-testid="analysis-cancel" on:click=move |_| analysis.cancel()>
                        {text::cancel()}
                    </button>
                </p>
            }
        })
    };
    let in_tutorial = move || state.tutorial.current.with(Option::is_some);
    view! {
        <section class="analysis" data-testid="analysis" hidden=in_tutorial>
            <h2>{text::heading()}</h2>
            <button data-testid="analyse" disabled=running on:click=move |_| analysis.start()>
                {text::start()}
            </button>
            {progress}
            {move || analysis.problem.get().map(|line| view! { <p class="notice" data-testid="analysis-problem">{line}</p> })}
            // The report's texts come after the first paint (`AppState::fetch_later`).
            {move || analysis.report.with(Option::is_some).then(|| {
                if state.later_texts.get() == LaterTexts::Ready {
                    view! {
                        <Graph/>
                        <ValueTable/>
                        <Players/>
                    }
                    .into_any()
                } else {
                    view! { <p class="notice">{state.later_text(String::new)}</p> }.into_any()
                }
            })}
        </section>
    }
}

/// Each player's summary and mistakes; choosing a mistake shows the
/// position before it with the better move marked. A memo of the report
/// and the variant only, so that reviewing leaves the focus where it is.
#[component]
fn Players() -> impl IntoView {
    let state = super::context::<AppState>();
    let analysis = super::context::<AnalysisState>();
    let variant = Memo::new(move |_| state.board.game.with(|g| g.variant()));
    let players = Memo::new(move |_| {
        analysis
            .report
            .with(|r| r.as_ref().map(|r| markup::players(variant.get(), r)))
            .unwrap_or_default()
    });
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((ply, button)) = ply_of(&ev, "[data-testid=\"mistake\"]") else {
            return;
        };
        let best = button
            .get_attribute("data-best")
            .and_then(|b| b.parse().ok());
        if let (Some(best), Some(before)) = (best, ply.checked_sub(1)) {
            analysis.choose(before, best);
        }
    };
    view! { <div class="analysis-players" inner_html=players on:click=on_click></div> }
}
