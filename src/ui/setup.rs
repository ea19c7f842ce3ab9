//! The position editor's panel (its state and checks: the core's `setup`;
//! its controls' markup: `setup::markup`). The board shows the editor's
//! position while it is open, and a click on a square edits it
//! (`AppState::play`).

use leptos::prelude::*;
use reversi_app_core::game::{PlayerKind, Players};
use reversi_app_core::setup::markup::{self, side_name, tool_id, TOOLS};
use reversi_app_core::setup::Setup;
use reversi_engine::{Color, Variant};
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::state::LaterTexts;
use super::AppState;
use crate::browser;

/// The editor, while it is open (its texts are later texts).
#[component]
pub fn SetupPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Built once per opening: the panel follows the edits in place.
    let open = Memo::new(move |_| state.setup.with(Option::is_some));
    move || {
        open.get().then(|| {
            if state.later_texts.get() == LaterTexts::Ready {
                view! { <SetupTools/> }.into_any()
            } else {
                view! { <p data-testid="setup">{state.later_text(String::new)}</p> }.into_any()
            }
        })
    }
}

#[component]
fn SetupTools() -> impl IntoView {
    let state = expect_context::<AppState>();
    let setup = state.setup;
    let players = StoredValue::new(state.board.game.with_untracked(|g| g.players()));
    let panel = NodeRef::<leptos::html::Section>::new();
    let variant = Memo::new(move |_| setup.with(|s| s.as_ref().map(Setup::variant)));
    // The controls, written again only when the rules change.
    let html = move || {
        variant.track();
        setup.with_untracked(|s| {
            s.as_ref()
                .map(|s| markup::editor(s, players.get_value()))
                .unwrap_or_default()
        })
    };
    // Everything else follows the editor's state in place, so that the
    // focus and a click in progress stay where they are.
    Effect::new(move || {
        variant.track();
        let Some(panel) = panel.get() else { return };
        setup.with(|s| {
            let Some(s) = s else { return };
            for tool in TOOLS {
                if let Some(button) = browser::find_test_id(&panel, tool_id(tool)) {
                    let _ = button.set_attribute("aria-pressed", &(s.tool == tool).to_string());
                }
            }
            if let Some(side) = browser::find_test_id_as::<HtmlSelectElement>(&panel, "setup-side")
            {
                side.set_value(side_name(s.side));
            }
            for (color, id) in [
                (Color::Black, "setup-hand-black"),
                (Color::White, "setup-hand-red"),
            ] {
                if let Some(input) = browser::find_test_id_as::<HtmlInputElement>(&panel, id) {
                    if let Some(hand) = s.hand(color) {
                        input.set_value(&hand.to_string());
                    }
                }
            }
            let (status, error) = markup::verdict(s);
            if let Some(line) = browser::find_test_id(&panel, "setup-status") {
                line.set_text_content(Some(&status));
            }
            if let Some(line) = browser::find_test_id_as::<HtmlElement>(&panel, "setup-error") {
                line.set_hidden(error.is_none());
                line.set_text_content(error.as_deref());
            }
        });
    });
    // Focus moves into the editor as it opens (the button that opened it
    // may be far below the board on a phone), and back to the rules'
    // menu when they change.
    let opened = StoredValue::new(false);
    Effect::new(move || {
        variant.track();
        if let Some(panel) = panel.get() {
            let id = if opened.get_value() {
                "setup-variant"
            } else {
                "setup-black"
            };
            opened.set_value(true);
            if let Some(control) = browser::find_test_id_as::<HtmlElement>(&panel, id) {
                let _ = control.focus();
            }
        }
    });
    let edit = move |change: &dyn Fn(&mut Setup)| setup.update(|s| s.as_mut().map_or((), change));
    let clicked = move |ev: leptos::ev::MouseEvent| {
        let Some(id) = browser::event_test_id(&ev) else {
            return;
        };
        match id.as_str() {
            "setup-black" => edit(&|s| s.tool = TOOLS[0]),
            "setup-red" => edit(&|s| s.tool = TOOLS[1]),
            "setup-empty" => edit(&|s| s.tool = TOOLS[2]),
            "setup-clear" => edit(&Setup::clear),
            "setup-start" => edit(&Setup::start),
            "setup-from-game" => {
                let position = state.board.view.get_untracked();
                edit(&|s| s.load(&position));
            }
            "setup-cancel" => state.close_setup(),
            "setup-done" => {
                if state.finish_setup(players.get_value()).is_ok() {
                    browser::focus_square(&state.board.focus.get_untracked().to_string());
                } else {
                    browser::focus_selector("[data-testid=\"setup-error\"]");
                }
            }
            _ => {}
        }
    };
    let changed = move |ev: leptos::ev::Event| {
        let Some(id) = browser::event_test_id(&ev) else {
            return;
        };
        let value = event_target_value(&ev);
        match id.as_str() {
            "setup-side" => {
                let side = if value == side_name(Color::Black) {
                    Color::Black
                } else {
                    Color::White
                };
                edit(&|s| s.side = side);
            }
            "setup-variant" => {
                if let Ok(variant) = value.parse::<Variant>() {
                    edit(&|s| s.set_variant(variant));
                }
            }
            "setup-hand-black" => edit(&|s| s.set_hand(Color::Black, &value)),
            "setup-hand-red" => edit(&|s| s.set_hand(Color::White, &value)),
            "setup-player-black" | "setup-player-second" => {
                if let Some(kind) = PlayerKind::parse(&value) {
                    players.update_value(|p: &mut Players| {
                        if id.ends_with("black") {
                            p.black = kind;
                        } else {
                            p.white = kind;
                        }
                    });
                }
            }
            _ => {}
        }
    };
    view! {
        <section
            class="setup"
            data-testid="setup"
            aria-labelledby="setup-title"
            node_ref=panel
            inner_html=html
            on:click=clicked
            on:change=changed
        ></section>
    }
}
