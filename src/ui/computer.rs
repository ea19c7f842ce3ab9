//! The computer player on the page: the glue between the core's
//! [`Schedule`] (what to ask, which answers count, how long to pause) and
//! the AI worker's client, the timers and the signals the components show.
//! Undo, review and new game cancel the search.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use reversi_app_core::computer::{Reaction, Schedule, Stall, Thinking};
use reversi_app_core::hint_lines;
use reversi_app_core::hints::{self, Shown};
use reversi_app_core::protocol::{FromWorker, WeightsState};
use reversi_app_core::strings;
use reversi_engine::{Color, Square};
use wasm_bindgen::JsCast;

use super::AppState;
use crate::browser::ai_worker::{AiClient, AiEvent};
use crate::browser::{self, now_ms, random_seed};

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
        self.computer.schedule.update_value(Schedule::cancel);
        self.computer.thinking.set(None);
        if let Some(client) = self.computer.client.with_value(|c| c.clone()) {
            client.cancel();
        }
    }

    /// Starts whatever the computer should do in the current state: a move
    /// when it has the turn, hints when they are on and a person has it.
    pub fn schedule_computer(&self) {
        // The editor's board is not the game's: nothing to move or hint.
        if self.setup.with_untracked(Option::is_some) {
            return;
        }
        let current = self.board.game.with_untracked(|game| game.current());
        let hints_wanted = self.computer.show_hints.get_untracked()
            && !self
                .computer
                .hints
                .with_untracked(|h| h.as_ref().is_some_and(|h| h.position == current));
        let plan = self.board.game.with_untracked(|game| {
            self.computer
                .schedule
                .with_value(|s| s.plan(game, hints_wanted))
        });
        if plan.cancel {
            self.cancel_computer();
        }
        if let Some(ask) = plan.ask {
            let id = self.ai().request(|id| ask.request(id, random_seed()));
            let now = now_ms();
            self.computer
                .schedule
                .update_value(|s| s.asked(id, ask, now));
            self.watch(id, 0);
            if ask.purpose == reversi_app_core::computer::Purpose::Move {
                self.computer.thinking.set(Some(Thinking::default()));
            }
        }
    }

    /// Looks at request `id` after `wait_ms`: a worker that let it pass its
    /// deadline is restarted (the player told once) and asked again.
    fn watch(&self, id: u32, wait_ms: u32) {
        let state = *self;
        Timeout::new(wait_ms, move || {
            let mut stall = Stall::Gone;
            state
                .computer
                .schedule
                .update_value(|s| stall = s.check_stall(id, now_ms()));
            match stall {
                Stall::Gone => {}
                Stall::Wait(ms) => state.watch(id, ms),
                Stall::Stuck => {
                    state.tell_ai(strings::ai_restarted());
                    if let Some(client) = state.computer.client.with_value(|c| c.clone()) {
                        client.restart();
                    }
                    state.schedule_computer();
                }
            }
        })
        .forget();
    }

    /// Says what became of the worker, and shows it until the worker is up.
    fn tell_ai(&self, text: String) {
        self.computer.thinking.set(None);
        self.notices.announcement.set(text.clone());
        self.computer.problem.set(Some(text));
    }

    /// What an answer of the worker changes, decided by the schedule.
    fn react(&self, answer: &FromWorker) -> Reaction {
        let mut reaction = Reaction::Nothing;
        self.board.game.with_untracked(|game| {
            self.computer
                .schedule
                .update_value(|s| reaction = s.answer(answer, game, now_ms()))
        });
        reaction
    }

    fn on_ai_event(&self, event: AiEvent) {
        let answer = match event {
            AiEvent::Answer(answer) => answer,
            AiEvent::Failed { message, gave_up } => {
                self.computer.schedule.update_value(Schedule::cancel);
                web_sys::console::warn_1(&message.as_str().into());
                if gave_up {
                    self.tell_ai(strings::ai_gave_up());
                } else {
                    self.tell_ai(strings::ai_restarted());
                    // The client has started a fresh worker: ask again.
                    self.schedule_computer();
                }
                return;
            }
        };
        match &answer {
            FromWorker::Ready { .. } => self.computer.problem.set(None),
            FromWorker::Weights(weights) => {
                if let WeightsState::Failed(message) = weights {
                    web_sys::console::warn_1(&message.as_str().into());
                }
                self.computer.weights.set(Some(weights.clone()));
                return;
            }
            _ => {}
        }
        match self.react(&answer) {
            Reaction::Nothing => {}
            Reaction::Thinking(thinking) => self.computer.thinking.set(Some(thinking)),
            Reaction::Passed => self.computer.thinking.set(None),
            Reaction::Hints(hints) => self.computer.hints.set(Some(hints)),
            Reaction::PlayAfter {
                id,
                square,
                wait_ms,
            } => {
                let state = *self;
                Timeout::new(wait_ms, move || {
                    // Still the same request and position after the pause?
                    let mut live = false;
                    state.board.game.with_untracked(|game| {
                        state
                            .computer
                            .schedule
                            .update_value(|s| live = s.take_move(id, game))
                    });
                    if live {
                        state.computer.thinking.set(None);
                        state.play_for_computer(square);
                    }
                })
                .forget();
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

    /// How many hint lines to list (0: all).
    pub fn hint_lines_untracked(&self) -> u8 {
        let count = self
            .computer
            .hint_lines
            .with_untracked(|c| hints::line_count(c));
        count.unwrap_or(hints::DEFAULT_LINES)
    }

    pub fn set_show_hints(&self, on: bool) {
        self.computer.show_hints.set(on);
        self.store_board_settings();
        if on {
            self.schedule_computer();
        }
    }

    /// The hint lines' events, heard on the window: the count chosen, and
    /// the line of the item in focus or under the pointer drawn on the
    /// board (the pointer's first) until both leave it: each square of the
    /// line gets `data-ghost` (its number) and `data-ghost-face` (`black`
    /// or `second`, left behind: it means nothing without `data-ghost`),
    /// which the style sheet draws only while an item has the focus or the
    /// pointer, so that a line whose item has gone never shows.
    pub fn follow_hint_lines(&self) {
        let state = *self;
        let kinds = ["change", "focusin", "focusout", "mouseover", "mouseout"];
        browser::on_window_events(&kinds, move |event| {
            let kind = event.type_();
            if kind == "change" {
                if browser::event_test_id(&event).as_deref() == Some("hint-count") {
                    state.computer.hint_lines.set(event_target_value(&event));
                    state.store_board_settings();
                }
                return;
            }
            browser::remove_attributes("data-ghost");
            // The item under the pointer, else the one in focus.
            let item = |target: Option<web_sys::EventTarget>| {
                target?
                    .dyn_into::<web_sys::Element>()
                    .ok()?
                    .closest(".hint-line")
                    .ok()?
            };
            let entered = kind == "focusin" || kind == "mouseover";
            let Some(square) = item(event.target().filter(|_| entered))
                .or_else(|| item(browser::active_element().map(Into::into)))
                .and_then(|e| e.get_attribute("data-move")?.parse::<Square>().ok())
            else {
                return;
            };
            let view = state.board.view.get_untracked();
            state.computer.hints.with_untracked(|hints| {
                let Some(hint) = hints.as_ref().and_then(|h| h.get(&view, square)) else {
                    return;
                };
                for (square, number, color) in hints::ghosts(&view, &hint.line) {
                    if let Some(element) = browser::square_element(&square.to_string()) {
                        let face = if color == Color::Black {
                            "black"
                        } else {
                            "second"
                        };
                        let _ = element.set_attribute("data-ghost", &number.to_string());
                        let _ = element.set_attribute("data-ghost-face", face);
                    }
                }
            });
        });
    }
}

/// Whether hints are on show: switched on, and neither the editor's board
/// nor a puzzle or a lesson's step on the board (they would give it away).
fn hints_on_show(state: &AppState) -> bool {
    state.computer.show_hints.get()
        && state.setup.with(Option::is_none)
        && !state.puzzles.with(|p| p.visible)
        && !state
            .board
            .with(reversi_app_core::game::session::Session::in_puzzles)
}

/// The hint for `square` in the position on show, as the board shows it.
pub fn hint_for(state: &AppState, square: Square) -> Option<Shown> {
    if !hints_on_show(state) {
        return None;
    }
    let view = state.board.view.get();
    state
        .computer
        .hints
        .with(|hints| hints.as_ref()?.shown(&view, square))
}

/// The computer's search, inside the status line: a spinner, the depth
/// (and, with hints on, the value for the person playing it), "move now".
/// It takes the room the status line keeps for it, so nothing moves.
#[component]
pub fn ThinkingPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    move || {
        state.computer.thinking.get().map(|thinking| {
            let can_move = thinking.best.is_some();
            // The search's value is the computer's; the person's is its opposite.
            let for_person = (state.computer.show_hints.get() && thinking.depth > 0)
                .then(|| strings::eval_for_you(-thinking.eval, thinking.exact));
            view! {
                <span class="thinking" data-testid="thinking">
                    <span class="spinner" aria-hidden="true"></span>
                    <span class="depth">
                        {strings::thinking(thinking.depth, thinking.exact)} {for_person} <WeightsNote failed=false/>
                    </span>
                    <button
                        data-testid="move-now"
                        disabled=!can_move
                        on:click=move |_| state.move_now()
                    >
                        {strings::move_now()}
                    </button>
                </span>
            }
        })
    }
}

/// What the page says of the worker's learned evaluation: beside the
/// search while its weights load (the computer plays with the simpler one
/// meanwhile), or in the status once they could not be loaded (`failed`).
#[component]
pub fn WeightsNote(failed: bool) -> impl IntoView {
    let state = super::context::<AppState>();
    move || {
        let shown = match state.computer.weights.get() {
            Some(WeightsState::Loading) => !failed,
            Some(WeightsState::Failed(_)) => failed,
            _ => false,
        };
        shown.then(|| {
            if failed {
                view! { <p class="notice" data-testid="ai-weights-failed">{strings::ai_weights_failed()}</p> }
                    .into_any()
            } else {
                view! { <span data-testid="ai-weights-loading">{strings::ai_weights_loading()}</span> }
                    .into_any()
            }
        })
    }
}

/// The hint overlay switch, and while hints are on, what their numbers
/// mean: in words, not only in a tooltip that touch screens never show.
#[component]
pub fn HintToggle() -> impl IntoView {
    let state = super::context::<AppState>();
    let on = move || state.computer.show_hints.get();
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                data-testid="hint-toggle"
                prop:checked=on
                on:change=move |ev| state.set_show_hints(event_target_checked(&ev))
            />
            {strings::show_hints()}
        </label>
        {move || on().then(|| view! {
            <p class="hint-legend" data-testid="hint-legend">
                {move || state.later_text(strings::hints_legend)}
            </p>
        })}
        <HintLines/>
    }
}

/// While hints are on, how many of the best moves to list, and the list:
/// each its value and line, as one string (`hint_lines`). Their events
/// are heard on the window ([`AppState::follow_hint_lines`]).
#[component]
fn HintLines() -> impl IntoView {
    let state = super::context::<AppState>();
    let ready = move || state.later_texts.get() == super::state::LaterTexts::Ready;
    // Made again only as hints are switched and the texts come: the
    // choice keeps its focus.
    let choice = move || {
        if ready() && state.computer.show_hints.get() {
            hint_lines::count_choice(state.hint_lines_untracked())
        } else {
            String::new()
        }
    };
    let items = move || {
        let view = state.board.view.get();
        let count = state.computer.hint_lines.with(|c| hints::line_count(c));
        state.computer.hints.with(|hints| match hints {
            Some(hints) if hints.position == view && hints_on_show(&state) && ready() => {
                hint_lines::html(hints, count.unwrap_or(hints::DEFAULT_LINES))
            }
            _ => String::new(),
        })
    };
    view! {
        <label class="toggle" inner_html=choice></label>
        <ol class="hint-lines" data-testid="hint-lines" inner_html=items></ol>
    }
}

/// A notice while the AI worker is broken; people can still play each other.
#[component]
pub fn ComputerProblem() -> impl IntoView {
    let state = super::context::<AppState>();
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
