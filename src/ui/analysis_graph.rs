//! The analysis graph, an SVG the app draws (one focusable point per
//! placement, exact points filled, estimates hollow, passes and a player
//! running out of discs marked), and the same numbers as a table for
//! screen readers and anyone who prefers one. A point reviews its position
//! on a click, Enter or Space; the arrow keys, Home and End step along.

use leptos::prelude::*;
use reversi_app_core::analysis::discs_number;
use reversi_app_core::analysis_graph::{self as layout, Placed, HEIGHT, MIDDLE, PAD, WIDTH};
use reversi_app_core::analysis_text as text;
use reversi_app_core::game::Notice;
use reversi_app_core::strings;
use reversi_engine::Variant;

use super::analysis::AnalysisState;
use super::AppState;
use crate::browser;

/// The placed points of the report on show.
fn placed(analysis: &AnalysisState) -> Vec<Placed> {
    analysis.report.with(|r| {
        r.as_ref()
            .map(|r| layout::layout(&r.points))
            .unwrap_or_default()
    })
}

/// "12. red c4" for ply `ply`, from the game's list of placements.
fn placement_name(state: &AppState, ply: usize) -> String {
    state.game.with(|g| {
        g.plies()
            .get(ply - 1)
            .map(|p| text::placement(g.variant(), ply, p.color, p.square))
            .unwrap_or_default()
    })
}

/// What happened after a placement, in the status line's words.
fn note(variant: Variant, p: &Placed) -> Option<String> {
    let notices = [
        p.point.passed.map(Notice::Passed),
        p.point.ran_out.map(Notice::Exhausted),
    ];
    let words: Vec<String> = notices
        .into_iter()
        .flatten()
        .map(|n| strings::notice(variant, n))
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

#[component]
pub fn Graph() -> impl IntoView {
    let state = expect_context::<AppState>();
    let analysis = expect_context::<AnalysisState>();
    let depth = analysis.depth();
    let points = Memo::new(move |_| placed(&analysis));
    let count = move || points.with(Vec::len);
    let line = move || points.with(|p| layout::path(p));
    // The roving tab stop: the point of the position on show, else the last.
    let stop = move || {
        let shown = state.game.with(|g| g.view_index());
        let count = count();
        if (1..=count).contains(&shown) {
            shown
        } else {
            count
        }
    };
    let go = move |ply: usize| {
        let count = points.with_untracked(Vec::len);
        if (1..=count).contains(&ply) {
            state.review(ply);
            browser::focus_svg(&format!(
                "[data-testid=\"analysis-graph\"] [data-ply=\"{ply}\"]"
            ));
        }
    };
    let marks = move || {
        let variant = state.game.with(|g| g.variant());
        points.with(|points| {
            points
                .iter()
                .filter_map(|p| {
                    note(variant, p).map(|words| (p.x, p.point.passed.is_some(), words))
                })
                .map(|(x, passed, words)| {
                    let class = if passed { "mark-pass" } else { "mark-out" };
                    view! {
                        <line class=class x1=x x2=x y1=PAD / 2 y2=HEIGHT - PAD / 2>
                            <title>{words}</title>
                        </line>
                    }
                })
                .collect_view()
        })
    };
    let dots = move || {
        let band = layout::band(count());
        points.with(|all| {
            all.iter()
                .map(|p| {
                    let ply = p.ply;
                    let exact = p.point.exact && p.y.is_some();
                    let value = p.point.value.zip(p.y.map(|_| p.point.exact));
                    let label = move || text::point(&placement_name(&state, ply), value);
                    let current = move || state.game.with(|g| g.view_index() == ply);
                    let on_key = move |ev: leptos::ev::KeyboardEvent| {
                        let to = match ev.key().as_str() {
                            "ArrowLeft" | "ArrowDown" => ply.checked_sub(1),
                            "ArrowRight" | "ArrowUp" => Some(ply + 1),
                            "Home" => Some(1),
                            "End" => Some(points.with_untracked(Vec::len)),
                            "Enter" | " " => Some(ply),
                            _ => return,
                        };
                        ev.prevent_default();
                        // The page's own arrow keys would step once more.
                        ev.stop_propagation();
                        if let Some(to) = to {
                            go(to);
                        }
                    };
                    let dot = p.y.map(|y| {
                        view! { <circle class="dot" class:exact=exact cx=p.x cy=y r="5"></circle> }
                    });
                    view! {
                        <g
                            class="point"
                            class:current=current
                            role="button"
                            tabindex=move || if stop() == ply { "0" } else { "-1" }
                            aria-label=label
                            data-ply=ply
                            data-eval=p.point.value.map(discs_number)
                            data-exact=exact.then_some("true")
                            on:click=move |_| go(ply)
                            on:keydown=on_key
                        >
                            <rect class="band" x=p.x - band / 2 y="0" width=band height=HEIGHT></rect>
                            {dot}
                        </g>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <figure class="analysis-graph">
            <svg
                data-testid="analysis-graph"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="group"
                aria-label=text::graph()
                aria-describedby="analysis-key"
            >
                <line class="zero" x1="0" x2=WIDTH y1=MIDDLE y2=MIDDLE></line>
                {marks}
                <path class="curve" d=line></path>
                {dots}
            </svg>
            <figcaption class="small" id="analysis-key">
                {text::graph()} ". " {text::key(depth.exact_empties, depth.plies)}
            </figcaption>
        </figure>
    }
}

/// The graph's numbers as a table: move, value for black, exact, note.
#[component]
pub fn ValueTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let analysis = expect_context::<AnalysisState>();
    let rows = move || {
        let variant = state.game.with(|g| g.variant());
        placed(&analysis)
            .into_iter()
            .map(|p| {
                let known = p.point.value.is_some();
                let exact = p.point.exact && known;
                view! {
                    <tr data-ply=p.ply>
                        <th scope="row">{placement_name(&state, p.ply)}</th>
                        <td data-eval=p.point.value.map(discs_number)>
                            {p.point.value.map(|v| text::value(v, exact))}
                        </td>
                        <td>{known.then(|| text::kind(exact))}</td>
                        <td>{note(variant, &p)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <details class="analysis-table">
            <summary>{text::table()}</summary>
            <table data-testid="analysis-table">
                <thead>
                    <tr>
                        <th scope="col">{text::column_move()}</th>
                        <th scope="col">{text::column_value()}</th>
                        <th scope="col">{text::column_exact()}</th>
                        <th scope="col">{text::column_note()}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </details>
    }
}
