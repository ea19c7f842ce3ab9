//! The board: 64 square buttons with coordinates, discs that flip in 3D, and
//! markers for legal moves, the last move, the free centre squares and the
//! tutorial's highlights.

use leptos::prelude::*;
use reversi_engine::{Color, Position, Square};

use super::AppState;
use crate::browser;
use reversi_app_core::{keys, strings};

const COLUMNS: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const ROWS: [&str; 8] = ["1", "2", "3", "4", "5", "6", "7", "8"];

fn disc_at(position: &Position, square: Square) -> Option<Color> {
    [Color::Black, Color::White]
        .into_iter()
        .find(|&color| position.discs(color) & square.bit() != 0)
}

impl AppState {
    /// A swipe across the board steps through the game, as ← and → do: to
    /// the left the next position (a page turned), to the right the one
    /// before. Heard on the window (pointer events, which never hold up a
    /// scroll), once for the page load. Touch only: a mouse drag is no
    /// swipe. A move more up or down than across is the page's scroll (the
    /// browser ends it with `pointercancel`), and a swipe is no tap, so it
    /// places nothing. Not in the tutorial nor the editor, whose boards
    /// are theirs.
    pub fn follow_swipes(&self) {
        let state = *self;
        let start = std::cell::Cell::new(None::<(i32, i32)>);
        browser::on_window_events(
            &["pointerdown", "pointerup", "pointercancel"],
            move |event| {
                use wasm_bindgen::JsCast;
                let kind = event.type_();
                let on_board = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .and_then(|t| t.closest(".app .board").ok().flatten())
                    .is_some();
                let event: web_sys::PointerEvent = event.unchecked_into();
                let at = (event.client_x(), event.client_y());
                let from = start.replace(
                    (kind == "pointerdown" && on_board && event.pointer_type() == "touch")
                        .then_some(at),
                );
                let Some((x, y)) = from.filter(|_| kind == "pointerup") else {
                    return;
                };
                let (dx, dy) = (at.0 - x, at.1 - y);
                if dx.abs() >= 40
                    && dx.abs() > dy.abs()
                    && !state.in_tutorial()
                    && state.setup.with_untracked(Option::is_none)
                {
                    state.review_by(if dx < 0 { 1 } else { -1 });
                }
            },
        );
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let state = super::context::<AppState>();
    let hint = move || {
        (state.setup.with(Option::is_none) && state.board.game.with(|g| g.opening_squares()) != 0)
            .then_some(strings::opening_hint())
    };
    view! {
        <div class="board-frame">
            <div class="coords coords-top" aria-hidden="true">
                {COLUMNS.map(|c| view! { <span>{c}</span> })}
            </div>
            <div class="coords coords-left" aria-hidden="true">
                {ROWS.map(|r| view! { <span>{r}</span> })}
            </div>
            <div
                class="board"
                role="group"
                aria-label=strings::board_label()
                aria-describedby="board-keys"
                data-testid="board"
            >
                {Square::all().map(|square| view! { <SquareButton square=square/> }).collect_view()}
            </div>
        </div>
        <p class="opening-hint" data-testid="opening-hint">
            {hint}
        </p>
        <p class="board-keys" id="board-keys">
            {strings::board_keys()}
        </p>
    }
}

#[component]
fn SquareButton(square: Square) -> impl IntoView {
    let state = super::context::<AppState>();
    let name = square.to_string();
    let bit = square.bit();
    // While the editor is open the board shows its discs, and nothing is legal.
    let editing = move || state.setup.with(Option::is_some);
    let disc = Memo::new(move |_| {
        state.setup.with(|setup| match setup {
            Some(setup) => setup.disc(square),
            None => state.board.view.with(|p| disc_at(p, square)),
        })
    });
    let legal =
        Memo::new(move |_| !editing() && state.board.game.with(|g| g.playable() & bit != 0));
    let variant = move || state.board.game.with(|g| g.variant());
    let disc_name = move || match disc.get() {
        Some(color) => color.name(variant()),
        None => "empty",
    };
    let shown = Memo::new(move |_| super::computer::hint_for(&state, square));
    // The better move of the mistake chosen in the analysis, on review.
    let analysis = use_context::<super::state::analysis::AnalysisState>();
    let better = move || analysis.is_some_and(|a| a.better_on_show() == Some(square));
    let detail = move || shown.get().map(strings::hint_detail);
    // The hint on show is part of the name, as voice control expects.
    let label = move || {
        let colour = disc.get().map(|color| color.name(variant()));
        let label = strings::square_label(square, colour, legal.get());
        let label = match detail() {
            Some(detail) => strings::square_label_with_hint(&label, &detail),
            None => label,
        };
        if better() {
            reversi_app_core::analysis::text::better_square(&label)
        } else {
            label
        }
    };
    // The colour on show, which lags behind `disc` while the flip runs.
    let face = move || {
        let pending = state
            .board
            .flipping
            .with(|f| f.as_ref().is_some_and(|f| f.pending(square)));
        match disc.get().map(|c| if pending { c.opposite() } else { c }) {
            Some(Color::Black) => "black",
            Some(Color::White) => "second",
            None => "none",
        }
    };
    let dropping = move || {
        state
            .board
            .flipping
            .with(|f| f.as_ref().is_some_and(|f| f.placed == Some(square)))
    };
    let last = move || {
        !editing()
            && state
                .board
                .game
                .with(|g| g.last_ply().is_some_and(|p| p.square == square))
    };
    let opening = move || !editing() && state.board.game.with(|g| g.opening_squares() & bit != 0);
    let highlighted = move || state.tutorial.highlight.get() & bit != 0;
    let human_turn = move || {
        state
            .board
            .game
            .with(|g| g.player_to_move() == Some(reversi_app_core::game::PlayerKind::Human))
    };
    // The tutorial's practice scene keeps the answers hidden until a try.
    let hidden = move || {
        state
            .tutorial
            .current
            .with(|t| t.is_some_and(|t| t.hides_legal()))
    };
    let marked =
        move || legal.get() && state.settings.show_legal.get() && human_turn() && !hidden();
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(next) = keys::step(square, &ev.key()) {
            ev.prevent_default();
            state.board.focus.set(next);
            browser::focus_square(&next.to_string());
        }
    };
    view! {
        <button
            type="button"
            class="square"
            class=("legal", marked)
            class=("last", last)
            class=("opening", opening)
            class=("highlight", highlighted)
            class=("better", better)
            data-square=name
            data-disc=disc_name
            data-legal=move || legal.get().then_some("true")
            // The number as plain text ("-3", not the minus sign on show).
            data-hint=move || shown.get().map(|h| strings::hint_value(h.discs).replace('\u{2212}', "-"))
            data-exact=move || shown.get().and_then(|h| h.exact.then_some("true"))
            data-better=move || better().then_some("true")
            data-best=move || shown.get().and_then(|h| (h.behind == 0).then_some("true"))
            data-behind=move || shown.get().and_then(|h| (h.behind > 0).then(|| h.behind.to_string()))
            title=detail
            aria-label=label
            tabindex=move || if state.board.focus.get() == square { "0" } else { "-1" }
            on:click=move |_| {
                state.board.focus.set(square);
                state.play(square);
            }
            on:focus=move |_| state.board.focus.set(square)
            on:keydown=on_keydown
        >
            // One number; ≡ marks it exact (the legend under the switch says so).
            {move || shown.get().map(|h| {
                let mark = if h.exact { "\u{2261}" } else { "" };
                view! { <span class="hint" aria-hidden="true">{strings::hint_value(h.discs)}{mark}</span> }
            })}
            <span class="slot" class=("drop", dropping)>
                <span class="disc" data-face=face>
                    <span class="face front"></span>
                    <span class="face back"></span>
                </span>
            </span>
        </button>
    }
}
