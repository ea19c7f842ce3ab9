//! Embed mode (`?embed=1`): the board, whose turn, the score and a few
//! buttons, filling the frame; and the bridge to the host page
//! (`window.parent`) that follows [`crate::host_api`].

use std::cell::RefCell;

use leptos::prelude::*;
use reversi_engine::{Color, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{AppState, Board, ComputerProblem, NewGameDialog, Problems, TutorialPanel};
use crate::embed::{Embed, Look};
use crate::game::{Game, Players};
use crate::host_api::{self, Event, Rejection};
use crate::link::Link;
use crate::save::{LoadProblem, SETTINGS_KEY};
use crate::{browser, js_tree, save, strings};

thread_local! {
    /// The host page's window, once the bridge is up (only inside a frame).
    static HOST: RefCell<Option<web_sys::Window>> = const { RefCell::new(None) };
}

/// Sends an event to the host page, if there is one. The target origin is
/// `*`: any page may frame the game, and the events carry nothing the
/// frame's own address does not.
fn post(event: &Event) {
    HOST.with(|host| {
        if let Some(parent) = &*host.borrow() {
            let _ = parent.post_message(&js_tree::write(&event.data()), "*");
        }
    });
}

/// Tells the host about the placement just made (and the end, if it came).
pub(crate) fn notify_placement(game: &Game) {
    if HOST.with(|host| host.borrow().is_none()) {
        return;
    }
    for event in host_api::after_placement(game) {
        post(&event);
    }
}

fn warn(message: &str) {
    web_sys::console::warn_1(&JsValue::from_str(message));
}

impl AppState {
    /// The state of an embedded game: the link's game (or a fresh classic
    /// game against the computer), never saved, never read from the
    /// visitor's saved game.
    fn for_embed(query: &str, embed: &Embed) -> AppState {
        let link = Link::parse(query);
        let (game, problem) = if link.is_game() {
            match link.open() {
                Ok(game) => (game, None),
                Err((reason, game)) => (game, Some(LoadProblem::BadLink(reason))),
            }
        } else {
            (
                Game::new(Variant::Classic, Players::against_computer()),
                None,
            )
        };
        let show_legal = browser::load(SETTINGS_KEY).is_none_or(|text| save::read_settings(&text));
        let state = AppState::new(game, show_legal, false);
        let mut problems: Vec<LoadProblem> = problem.into_iter().collect();
        problems.extend(embed.problems.iter().cloned().map(LoadProblem::Notice));
        if let Some(first) = problems.first() {
            state.announcement.set(strings::load_problem(first));
        }
        state.problems.set(problems);
        if link.tutorial {
            state.start_tutorial();
        }
        state
    }

    /// Follows a message from the host page.
    fn host_message(&self, data: &JsValue) {
        let command = match host_api::parse(&js_tree::read(data, &host_api::LIMITS)) {
            Ok(command) => command,
            Err(rejection) => {
                warn(&rejection.message());
                if let Rejection::Refused { command, reason } = rejection {
                    self.refuse(command, reason);
                }
                return;
            }
        };
        match self.game.with_untracked(|game| command.apply(game)) {
            Ok(game) => {
                self.problems.set(Vec::new());
                self.replace_game(game);
            }
            Err(reason) => {
                warn(
                    &Rejection::Refused {
                        command: command.name(),
                        reason: reason.clone(),
                    }
                    .message(),
                );
                self.refuse(command.name(), reason);
            }
        }
    }

    fn refuse(&self, command: &'static str, reason: String) {
        let text = strings::host_command_refused(command, &reason);
        self.announcement.set(text.clone());
        self.problems.set(vec![LoadProblem::Notice(text)]);
        post(&Event::error(command, reason));
    }
}

/// Listens to the host page (only when framed, and only to `window.parent`)
/// and says `ready`.
fn start_bridge(state: AppState) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(parent) = window.parent().ok().flatten() else {
        return;
    };
    if js_sys::Object::is(&parent, &window) {
        return; // not in a frame: nobody to talk to
    }
    let host = parent.clone();
    let listener =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let from_host = event
                .source()
                .is_some_and(|source| js_sys::Object::is(&source, &host));
            if !from_host {
                warn("reversi: message ignored: it did not come from the page around the frame");
                return;
            }
            state.host_message(&event.data());
        });
    let _ = window.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
    listener.forget();
    HOST.with(|h| *h.borrow_mut() = Some(parent));
    state.game.with_untracked(|game| post(&Event::ready(game)));
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
    let class = move || {
        let theme = match look {
            Look::Auto => state.game.with(|g| g.variant().name()),
            look => look.name(),
        };
        let tutorial = if state.tutorial.with(Option::is_some) {
            " tutorial-on"
        } else {
            ""
        };
        format!("{classes} theme-{theme}{tutorial}")
    };
    let status = move || {
        state.game.with(|game| {
            let variant = game.variant();
            match game.outcome() {
                Some(outcome) => strings::result(variant, &outcome),
                None => strings::to_move(variant, game.view().side_to_move()),
            }
        })
    };
    let dot = move || {
        state.game.with(|game| {
            let view = game.view();
            match (view.is_over(), view.side_to_move()) {
                (true, _) => "turn-dot over",
                (false, Color::Black) => "turn-dot black",
                (false, Color::White) => "turn-dot second",
            }
        })
    };
    let score = move |color: Color| move || state.view.with(|p| p.count(color));
    let second = move || state.game.with(|g| g.variant().second_colour_name());
    let full_game = move || browser::page_address() + &state.game.with(Link::write);
    view! {
        <div class=class data-testid="embed">
            <div class="embed-bar">
                <p class="embed-status" data-testid="status" aria-live="off">
                    <span class=dot aria-hidden="true"></span>
                    <span>{status}</span>
                </p>
                <p class="embed-score" data-testid="embed-score">
                    <span class="chip black" aria-hidden="true"></span>
                    <span data-testid="score-black">{score(Color::Black)}</span>
                    " "
                    <span class="chip second" aria-hidden="true"></span>
                    <span data-testid=move || format!("score-{}", second())>{score(Color::White)}</span>
                </p>
                <nav class="embed-buttons">
                    <button data-testid="new-game" title=strings::new_game() aria-label=strings::new_game()
                        on:click=move |_| state.dialog_open.set(true)>"+"</button>
                    <button data-testid="undo" title=strings::undo() aria-label=strings::undo()
                        disabled=move || state.tutorial.with(Option::is_some) || !state.game.with(Game::can_undo)
                        on:click=move |_| state.undo()>"↶"</button>
                    <button data-testid="redo" title=strings::redo() aria-label=strings::redo()
                        disabled=move || state.tutorial.with(Option::is_some) || !state.game.with(Game::can_redo)
                        on:click=move |_| state.redo()>"↷"</button>
                    <a class="embed-full" data-testid="embed-full" href=full_game target="_blank" rel="noopener"
                        title=strings::embed_open_full() aria-label=strings::embed_open_full()>"↗"</a>
                </nav>
            </div>
            <div class="embed-notices">
                <Problems/>
                <ComputerProblem/>
            </div>
            <div class="embed-board">
                <Board/>
            </div>
            <div class="embed-tutorial">
                <TutorialPanel/>
            </div>
            <NewGameDialog/>
            <div class="sr-only" aria-live="polite" data-testid="announcer">
                {move || state.announcement.get()}
            </div>
        </div>
    }
}
