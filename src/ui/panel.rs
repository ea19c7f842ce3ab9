//! The status line, the player cards (score and disc supply) and the
//! game-over panel.

use leptos::prelude::*;
use reversi_engine::{Color, Position};

use super::{AppState, ThinkingPanel, WeightsNote};
use reversi_app_core::game::{Game, PlayerKind};
use reversi_app_core::strings;

/// The status: whose turn (or "Your move" and the computer thinking, in
/// the same line, so that nothing below it moves), a notice, the position
/// on review, and why the last click was refused. "Back to the game" is
/// with the review buttons (`moves.rs`).
#[component]
pub fn Status() -> impl IntoView {
    let state = super::context::<AppState>();
    let line = move || {
        state.board.game.with(|game| {
            let variant = game.variant();
            if game.is_reviewing() {
                let total = game.plies().len();
                return match game.view_index() {
                    0 => strings::reviewing_start(total),
                    index => strings::reviewing(index, total),
                };
            }
            if let Some(outcome) = game.outcome() {
                return strings::game_over_line(variant, &outcome);
            }
            // "Your move" when the person to move plays the computer.
            let side = game.current().side_to_move();
            let opponent = game.players().get(side.opposite());
            match game.player_to_move() {
                Some(PlayerKind::Computer(_)) => strings::computer_thinking(),
                Some(PlayerKind::Human) if matches!(opponent, PlayerKind::Computer(_)) => {
                    strings::your_move()
                }
                _ => strings::to_move(variant, game.view().side_to_move()),
            }
        })
    };
    let turn_class = move || state.board.game.with(|game| turn_dot_class(&game.view()));
    let notice = move || {
        state.board.game.with(|game| {
            game.notice()
                .map(|notice| strings::notice(game.variant(), notice))
        })
    };
    // The status keeps a line for the computer's search, so that nothing
    // moves when it starts or ends.
    let vs_computer = move || {
        state.board.game.with(|game| {
            let players = game.players();
            [players.black, players.white]
                .iter()
                .any(|p| matches!(p, PlayerKind::Computer(_)))
        })
    };
    view! {
        <section class="status" class=("vs-computer", vs_computer) data-testid="status">
            <p class="turn">
                <span class=turn_class aria-hidden="true"></span>
                <span class="turn-text">{line}</span>
                <ThinkingPanel/>
            </p>
            <WeightsNote failed=true/>
            // A notice about the position, or why the last click placed nothing.
            {move || {
                let refusal = state.board.refusal.get();
                let testid = if refusal.is_some() { "refusal" } else { "notice" };
                refusal
                    .or_else(notice)
                    .map(|text| {
                        view! {
                            <p class="notice" data-testid=testid>
                                {text}
                            </p>
                        }
                    })
            }}
        </section>
    }
}

#[component]
pub fn Players() -> impl IntoView {
    view! {
        <section class="players">
            <PlayerCard color=Color::Black/>
            <PlayerCard color=Color::White/>
        </section>
    }
}

#[component]
fn PlayerCard(color: Color) -> impl IntoView {
    let state = super::context::<AppState>();
    let variant = move || state.board.game.with(Game::variant);
    let name = move || color.name(variant());
    let kind = move || state.board.game.with(|g| g.players().get(color));
    let score = move || state.board.view.with(|p| p.count(color));
    let supply = move || state.board.view.with(|p| p.supply(color));
    let to_move = move || {
        state
            .board
            .view
            .with(|p| !p.is_over() && p.side_to_move() == color)
    };
    let face = match color {
        Color::Black => "black",
        Color::White => "second",
    };
    let tray = move || {
        supply().map(|left| {
            // One slice per disc left: the stack shrinks as discs are placed.
            // `style:` sets the property through the CSSOM, which a strict
            // Content-Security-Policy allows (a `style` attribute it blocks).
            let width = format!("{}%", u32::from(left) * 100 / 32);
            view! {
                <div class="tray">
                    <div class="stack" aria-hidden="true">
                        <div class=format!("stack-discs {face}") style:width=width></div>
                    </div>
                    <span class="supply">
                        <span class="supply-count" data-testid=format!("supply-{}", name())>
                            {left}
                        </span>
                        " "
                        {strings::discs_left(left)}
                    </span>
                </div>
            }
        })
    };
    view! {
        <div class="player" class=("to-move", to_move)>
            <span class=format!("chip {face}") aria-hidden="true"></span>
            <span class="player-name">
                {move || strings::colour(variant(), color)}
                // The level's name too where there is room; on phones two
                // short lines (style/main.css), which fit from 320 px.
                <small class="kind">{move || strings::player_kind(kind())}</small>
                <small class="kind-card">{move || strings::player_card(kind())}</small>
            </span>
            <span class="score" data-testid=move || format!("score-{}", name())>
                {score}
            </span>
            {tray}
        </div>
    }
}

#[component]
pub fn GameOver() -> impl IntoView {
    let state = super::context::<AppState>();
    move || {
        state.board.game.with(|game| {
            let variant = game.variant();
            // Swapping two players of one kind would change nothing.
            let players = game.players();
            let swappable = players.black != players.white;
            // The game's end, also while an earlier position is reviewed: the
            // card (and on phones the review buttons under it) stays put.
            game.current().outcome().map(|outcome| {
                view! {
                    <section class="game-over" data-testid="game-over">
                        <h2>{strings::game_over()}</h2>
                        <p class="result">{strings::result(variant, &outcome)}</p>
                        <p class="counts">{strings::final_counts(variant, &outcome)}</p>
                        <p class="small">{strings::empties_note(variant)}</p>
                        // The same game again; "New game" (at the top) is for changes.
                        <div class="game-over-buttons">
                            <button class="primary" data-testid="play-again" on:click=move |_| state.rematch()>
                                {strings::play_again()}
                            </button>
                            // On a short phone screen only its sign shows (the
                            // scores must stay on the first screen).
                            {swappable.then(|| view! {
                                <button data-testid="play-again-swapped" class="swap"
                                    title=strings::play_again_swapped() aria-label=strings::play_again_swapped()
                                    on:click=move |_| state.rematch_swapped()>
                                    <span aria-hidden="true">"⇄"</span>
                                    <span class="swap-words">{strings::play_again_swapped()}</span>
                                </button>
                            })}
                        </div>
                    </section>
                }
            })
        })
    }
}

/// The class of the dot showing whose turn it is (or that the game is over).
pub fn turn_dot_class(view: &Position) -> &'static str {
    match (view.is_over(), view.side_to_move()) {
        (true, _) => "turn-dot over",
        (false, Color::Black) => "turn-dot black",
        (false, Color::White) => "turn-dot second",
    }
}
