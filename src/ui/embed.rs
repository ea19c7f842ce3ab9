//! Embed mode (`?embed=1`): the board, whose turn, the score, the discs
//! left in each hand (classic) and a few buttons, filling the frame; and
//! the bridge to the host page (`window.parent`, through
//! [`crate::browser::host_page`]) that follows [`reversi_app_core::host_api`].

use leptos::prelude::*;
use reversi_app_core::embed::{Embed, Look};
use reversi_app_core::game::Game;
use reversi_app_core::host_api::{self, Event, Rejection};
use reversi_app_core::link::Link;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::settings::{self, SETTINGS_KEY};
use reversi_app_core::value::Value;
use reversi_app_core::{startup, strings};
use reversi_engine::Color;

use super::{AppState, Board, ComputerProblem, NewGameDialog, Problems, TutorialPanel};
use crate::browser::{self, host_page};

impl AppState {
    /// The state of an embedded game: the link's game (or a fresh classic
    /// game against the computer), never saved, never read from the
    /// visitor's saved game.
    fn for_embed(query: &str, embed: &Embed) -> AppState {
        let start = startup::start_embed(query, embed);
        let board = settings::BoardSettings::stored(browser::load(SETTINGS_KEY).as_deref());
        let state = AppState::new(start.game, board.show_legal, false);
        state.read_pace();
        state.show_problems(start.problems);
        if start.tutorial {
            // Fetched before the mount (`boot::start`) unless it failed.
            state.fetch_later();
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

    /// Follows a message from the host page.
    fn host_message(&self, message: &Value) {
        match self
            .board
            .game
            .with_untracked(|game| host_api::receive(game, message))
        {
            Ok(game) => {
                self.notices.problems.set(Vec::new());
                self.replace_game(game);
            }
            Err(rejection) => {
                host_page::warn(&rejection.message());
                if let Rejection::Refused { command, reason } = rejection {
                    host_page::post(&Event::error(command, reason.to_string()));
                    let problem = LoadProblem::HostRefused { command, reason };
                    self.notices
                        .announcement
                        .set(strings::load_problem(&problem));
                    self.notices.problems.set(vec![problem]);
                }
            }
        }
    }
}

/// Listens to the host page and says `ready`.
fn start_bridge(state: AppState) {
    if host_page::listen(move |message| state.host_message(&message)) {
        state
            .board
            .game
            .with_untracked(|game| host_page::post(&Event::ready(game)));
    }
}

/// The embed's status: the disc's classes, the sentence said aloud, and
/// the word or two shown beside the disc (`strings::embed_status`).
fn status(state: AppState) -> (&'static str, String, &'static str) {
    state.board.game.with(|game| {
        let variant = game.variant();
        let side = game.view().side_to_move();
        let thinking = state.computer.thinking.with(Option::is_some);
        match game.outcome() {
            Some(outcome) => (
                match outcome.winner {
                    Some(Color::Black) => "turn-dot black",
                    Some(Color::White) => "turn-dot second",
                    None => "turn-dot over",
                },
                strings::result(variant, &outcome),
                if outcome.winner.is_some() {
                    "wins"
                } else {
                    "draw"
                },
            ),
            None => (
                match (side, thinking) {
                    (Color::Black, false) => "turn-dot black",
                    (Color::White, false) => "turn-dot second",
                    (Color::Black, true) => "turn-dot black busy",
                    (Color::White, true) => "turn-dot second busy",
                },
                if thinking {
                    strings::computer_thinking()
                } else {
                    strings::to_move(variant, side)
                },
                if thinking { "thinking" } else { "turn" },
            ),
        }
    })
}

/// The embedded page.
#[component]
pub fn EmbedApp() -> impl IntoView {
    let query = browser::query();
    let embed = Embed::parse(&query);
    let state = AppState::for_embed(&query, &embed);
    provide_context(state);
    browser::remove_placeholder();
    state.schedule_computer();
    start_bridge(state);
    let look = embed.look;
    let classes = format!(
        "embed scheme-{}{}",
        embed.scheme.name(),
        if embed.coords { "" } else { " no-coords" }
    );
    // The variant's name too: only classic has hands (`.embed-hand`).
    let class = move || {
        let variant = state.board.game.with(|g| g.variant().name());
        let theme = match look {
            Look::Auto => variant,
            look => look.name(),
        };
        let tutorial = if state.tutorial.current.with(Option::is_some) {
            " tutorial-on"
        } else {
            ""
        };
        format!("{classes} theme-{theme} {variant}{tutorial}")
    };
    // Whose turn, the computer thinking or the result, in a disc and a word
    // or two that fit a 280 px frame; the whole sentence for screen readers.
    let dot = move || status(state).0;
    let said = move || status(state).1;
    let word = move || strings::embed_status(status(state).2);
    let score = move |color: Color| move || state.board.view.with(|p| p.count(color));
    // The discs left in a hand: classic only (the main page's trays).
    let supply = move |color: Color| state.board.view.with(|p| p.supply(color));
    let hand = move |color: Color| move || supply(color).map(|left| left.to_string());
    let hand_said = move |color: Color| move || supply(color).map(strings::discs_left);
    let second = move || state.board.game.with(|g| g.variant().second_colour_name());
    let full_game = move || browser::page_address() + &state.board.game.with(Link::write);
    // The colour is said aloud only: the chip shows it.
    let player = move |color: Color| {
        move || {
            state.board.game.with(|g| {
                let colour = strings::colour(g.variant(), color);
                let kind = strings::player_short(g.players().get(color));
                view! { <span class="sr-only">{colour}": "</span>{kind}" " }
            })
        }
    };
    view! {
        // The frame's one landmark: everything in it is the game.
        <main class=class data-testid="embed">
            <div class="embed-bar">
                <p class="embed-status" data-testid="status" aria-live="off">
                    <span class=dot aria-hidden="true"></span>
                    <span class="sr-only">{said}</span>
                    <span aria-hidden="true">{word}</span>
                </p>
                <p class="embed-score" data-testid="embed-score">
                    <span class="chip black" aria-hidden="true"></span>
                    <span data-testid="score-black">{score(Color::Black)}</span>
                    <span class="embed-hand" data-testid="hand-black">
                        {hand(Color::Black)}<span class="sr-only">" "{hand_said(Color::Black)}</span>
                    </span>
                    <span class="chip second" aria-hidden="true"></span>
                    <span data-testid=move || format!("score-{}", second())>{score(Color::White)}</span>
                    <span class="embed-hand" data-testid="hand-red">
                        {hand(Color::White)}<span class="sr-only">" "{hand_said(Color::White)}</span>
                    </span>
                </p>
                <nav class="embed-buttons">
                    <button data-testid="new-game" title=strings::new_game() aria-label=strings::new_game()
                        on:click=move |_| state.dialogs.new_game.set(true)>"+"</button>
                    <button data-testid="undo" title=strings::undo() aria-label=strings::undo()
                        disabled=move || state.tutorial.current.with(Option::is_some) || !state.board.game.with(Game::can_undo)
                        on:click=move |_| state.undo()>"↶"</button>
                    <button data-testid="redo" title=strings::redo() aria-label=strings::redo()
                        disabled=move || state.tutorial.current.with(Option::is_some) || !state.board.game.with(Game::can_redo)
                        on:click=move |_| state.redo()>"↷"</button>
                    <a class="embed-analyse" data-testid="embed-analyse" href=full_game target="_blank" rel="noopener"
                        aria-label=strings::embed_analyse_label()>{strings::embed_analyse()}</a>
                    <a class="embed-full" data-testid="embed-full" href=full_game target="_blank" rel="noopener"
                        title=strings::embed_open_full() aria-label=strings::embed_open_full()>"↗"</a>
                </nav>
            </div>
            // Who plays; the stylesheet hides it in frames too narrow for it.
            <p class="embed-players" data-testid="embed-players">
                <span class="chip black" aria-hidden="true"></span>
                <span data-testid="embed-player-black">{player(Color::Black)}</span>
                <span class="chip second" aria-hidden="true"></span>
                <span data-testid="embed-player-white">{player(Color::White)}</span>
            </p>
            <div class="embed-notices">
                <Problems/>
                <ComputerProblem/>
            </div>
            <div class="embed-board">
                <Board/>
            </div>
            <div class="embed-tutorial">
                <TutorialPanel/>
                <super::puzzles::PuzzlePanel/>
                <super::lessons::LessonPanel/>
            </div>
            <NewGameDialog/>
            <div class="sr-only" aria-live="polite" data-testid="announcer">
                {move || state.notices.announcement.get()}
            </div>
        </main>
    }
}
