//! The computer player on the page: asks the AI worker for moves and hints,
//! shows its thinking, and lets nothing stale land. Each request carries an
//! id and the position it was made for; an answer counts only while both
//! still match. Undo, review and new game cancel the search.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use reversi_engine::{Position, Square};

use super::AppState;
use crate::browser::ai_worker::{AiClient, AiEvent};
use reversi_app_core::game::{Game, PlayerKind};
use reversi_app_core::strings;

/// The shortest time from a request to the computer's move on the board,
/// so that a person sees their own flips first.
const MOVE_PAUSE_MS: f64 = 700.0;
/// The same between two computers, so that a person can follow the game.
const WATCH_PAUSE_MS: f64 = 1200.0;

/// What the computer is working on.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Purpose {
    Move,
    Hints,
}

/// A request in flight.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Pending {
    pub id: u32,
    pub position: Position,
    pub purpose: Purpose,
    pub asked_at: f64,
}

/// The live search, for the "thinking…" indicator.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Thinking {
    pub depth: u32,
    pub eval: i32,
    pub exact: bool,
    /// The best move found so far, which "move now" plays.
    pub best: Option<Square>,
}

/// Hint values for one position.
#[derive(Clone, PartialEq, Debug)]
pub struct Hints {
    pub position: Position,
    pub values: Vec<(Square, i32, bool)>,
}

/// The computer's signals, part of [`AppState`].
#[derive(Clone, Copy)]
pub struct ComputerState {
    pub thinking: RwSignal<Option<Thinking>>,
    pub hints: RwSignal<Option<Hints>>,
    pub show_hints: RwSignal<bool>,
    /// A problem with the worker, until it works again.
    pub problem: RwSignal<Option<String>>,
    pending: StoredValue<Option<Pending>>,
    client: StoredValue<Option<AiClient>, LocalStorage>,
}

impl Default for ComputerState {
    fn default() -> ComputerState {
        ComputerState {
            thinking: RwSignal::new(None),
            hints: RwSignal::new(None),
            show_hints: RwSignal::new(false),
            problem: RwSignal::new(None),
            pending: StoredValue::new(None),
            client: StoredValue::new_local(None),
        }
    }
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn random_seed() -> u32 {
    (js_sys::Math::random() * f64::from(u32::MAX)) as u32
}

impl AppState {
    /// The worker client, started on first use.
    fn ai(&self) -> AiClient {
        if let Some(client) = self.computer.client.with_value(|c| c.clone()) {
            return client;
        }
        let state = *self;
        let client = AiClient::new(move |event| state.on_ai_event(event));
        self.computer.client.set_value(Some(client.clone()));
        client
    }

    /// Drops any request in flight and ends a busy search.
    pub fn cancel_computer(&self) {
        self.computer.pending.set_value(None);
        self.computer.thinking.set(None);
        if let Some(client) = self.computer.client.with_value(|c| c.clone()) {
            client.cancel();
        }
    }

    /// Starts whatever the computer should do in the current state: a move
    /// when it has the turn, hints when they are on and a person has it.
    pub fn schedule_computer(&self) {
        let (current, reviewing, to_move) = self
            .game
            .with_untracked(|game| (game.current(), game.is_reviewing(), game.player_to_move()));
        let pending = self.computer.pending.get_value();
        if pending.is_some_and(|p| p.position == current && !reviewing) {
            return; // already on it
        }
        if pending.is_some() {
            self.cancel_computer();
        }
        if reviewing {
            return;
        }
        match to_move {
            Some(PlayerKind::Computer(level)) => {
                let id = self.ai().think(&current, level, random_seed());
                self.computer.pending.set_value(Some(Pending {
                    id,
                    position: current,
                    purpose: Purpose::Move,
                    asked_at: now_ms(),
                }));
                self.computer.thinking.set(Some(Thinking::default()));
            }
            Some(PlayerKind::Human) if self.computer.show_hints.get_untracked() => {
                let have = self
                    .computer
                    .hints
                    .with_untracked(|h| h.as_ref().is_some_and(|h| h.position == current));
                if !have {
                    let level = self.game.with_untracked(Game::players);
                    let level = [level.black, level.white]
                        .iter()
                        .find_map(|k| match k {
                            PlayerKind::Computer(l) => Some(*l),
                            PlayerKind::Human => None,
                        })
                        .unwrap_or(PlayerKind::DEFAULT_LEVEL);
                    let id = self.ai().hints(&current, level);
                    self.computer.pending.set_value(Some(Pending {
                        id,
                        position: current,
                        purpose: Purpose::Hints,
                        asked_at: now_ms(),
                    }));
                }
            }
            _ => {}
        }
    }

    /// The request `id` if it is still the one in flight for the game as it is.
    fn live_request(&self, id: u32) -> Option<Pending> {
        let pending = self.computer.pending.get_value()?;
        let (current, reviewing) = self
            .game
            .with_untracked(|game| (game.current(), game.is_reviewing()));
        (pending.id == id && pending.position == current && !reviewing).then_some(pending)
    }

    fn on_ai_event(&self, event: AiEvent) {
        match event {
            AiEvent::Ready { .. } => {
                self.computer.problem.set(None);
            }
            AiEvent::Progress {
                id,
                depth,
                eval,
                exact,
                line,
            } => {
                if self.live_request(id).is_some() {
                    let best = line.first().and_then(|m| m.parse().ok());
                    self.computer.thinking.set(Some(Thinking {
                        depth,
                        eval,
                        exact,
                        best,
                    }));
                }
            }
            AiEvent::Move { id, square, .. } => {
                let Some(pending) = self.live_request(id) else {
                    return;
                };
                let Some(square) = square else { return };
                let both_computers = self.game.with_untracked(|g| {
                    let p = g.players();
                    p.black != PlayerKind::Human && p.white != PlayerKind::Human
                });
                let pause = if both_computers {
                    WATCH_PAUSE_MS
                } else {
                    MOVE_PAUSE_MS
                };
                let wait = (pause - (now_ms() - pending.asked_at)).max(0.0) as u32;
                let state = *self;
                Timeout::new(wait, move || {
                    // Still the same request and position after the pause?
                    if state.live_request(id).is_some() {
                        state.computer.pending.set_value(None);
                        state.computer.thinking.set(None);
                        state.play_for_computer(square);
                    }
                })
                .forget();
            }
            AiEvent::Hints { id, hints } => {
                if let Some(pending) = self.live_request(id) {
                    self.computer.pending.set_value(None);
                    self.computer.hints.set(Some(Hints {
                        position: pending.position,
                        values: hints,
                    }));
                }
            }
            AiEvent::Failed { message, gave_up } => {
                self.computer.pending.set_value(None);
                self.computer.thinking.set(None);
                let text = strings::ai_failed(&message, gave_up);
                self.announcement.set(text.clone());
                self.computer.problem.set(Some(text));
                if !gave_up {
                    // The client has started a fresh worker: ask again.
                    self.schedule_computer();
                }
            }
        }
    }

    /// "Move now": plays the best move found so far and ends the search.
    pub fn move_now(&self) {
        let Some(best) = self
            .computer
            .thinking
            .with_untracked(|t| t.as_ref().and_then(|t| t.best))
        else {
            return;
        };
        self.cancel_computer();
        self.play_for_computer(best);
    }

    pub fn set_show_hints(&self, on: bool) {
        self.computer.show_hints.set(on);
        if on {
            self.schedule_computer();
        }
    }
}

/// The hint for `square` in the position on show, as a disc difference.
pub fn hint_for(state: &AppState, square: Square) -> Option<String> {
    if !state.computer.show_hints.get() {
        return None;
    }
    let view = state.view.get();
    state.computer.hints.with(|hints| {
        let hints = hints.as_ref().filter(|h| h.position == view)?;
        let &(_, eval, exact) = hints.values.iter().find(|(s, _, _)| *s == square)?;
        Some(strings::eval_discs(eval, exact))
    })
}

/// "Thinking…" with the live depth and evaluation, and "move now".
#[component]
pub fn ThinkingPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.computer.thinking.get().map(|thinking| {
            let can_move = thinking.best.is_some();
            view! {
                <div class="thinking" data-testid="thinking">
                    <span class="spinner" aria-hidden="true"></span>
                    <span>{strings::thinking(thinking.depth, thinking.eval, thinking.exact)}</span>
                    <button
                        data-testid="move-now"
                        disabled=!can_move
                        on:click=move |_| state.move_now()
                    >
                        {strings::move_now()}
                    </button>
                </div>
            }
        })
    }
}

/// The hint overlay switch.
#[component]
pub fn HintToggle() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                data-testid="hint-toggle"
                prop:checked=move || state.computer.show_hints.get()
                on:change=move |ev| state.set_show_hints(event_target_checked(&ev))
            />
            {strings::show_hints()}
        </label>
    }
}

/// A notice while the AI worker is broken; people can still play each other.
#[component]
pub fn ComputerProblem() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.computer.problem.get().map(|text| {
            view! {
                <div class="problem" data-testid="ai-notice">
                    <span>{text}</span>
                </div>
            }
        })
    }
}
