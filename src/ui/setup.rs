//! The position editor's panel (its state and checks: the core's `setup`;
//! its controls' markup: `setup::markup`), a [`MarkupPanel`]. The board
//! shows the editor's position while it is open, and a click on a square
//! edits it (`AppState::play`).

use std::sync::Arc;

use leptos::prelude::*;
use reversi_app_core::game::PlayerKind;
use reversi_app_core::setup::{side_name, tool_id, Setup, TOOLS};
use reversi_engine::{Color, Variant};
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::markup_panel::{MarkupPanel, Panel};
use super::AppState;
use crate::browser;

/// The editor, while it is open.
#[component]
pub fn SetupPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    let setup = state.setup;
    let edit = move |change: &dyn Fn(&mut Setup)| setup.update(|s| s.as_mut().map_or((), change));
    let panel = Panel {
        class: "setup",
        test_id: "setup",
        template: "setup-template",
        title_id: "setup-title",
        open: Arc::new(move || setup.with(Option::is_some).then_some(Ok(true))),
        variant: Arc::new(move || {
            setup.with(|s| s.as_ref().map_or(Variant::Classic, Setup::variant))
        }),
        sync: Arc::new(move |panel| setup.with(|s| s.as_ref().map_or((), |s| sync(panel, s)))),
        clicked: Arc::new(move |id| match id {
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
                if state.finish_setup().is_ok() {
                    browser::focus_square(&state.board.focus.get_untracked().to_string());
                } else {
                    browser::focus_selector("[data-testid=\"setup-error\"]");
                }
            }
            _ => {}
        }),
        changed: Arc::new(move |id, value| match id {
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
                    let black = id.ends_with("black");
                    edit(&|s| {
                        if black {
                            s.players.black = kind;
                        } else {
                            s.players.white = kind;
                        }
                    });
                }
            }
            _ => {}
        }),
        data_id: Arc::new(|| None),
        first: "setup-black",
        close_id: "setup-cancel",
        close: Arc::new(move || state.close_setup()),
    };
    view! { <MarkupPanel panel=panel/> }
}

/// The pressed tool, the menus, the hands and the verdict, in place.
fn sync(panel: &Element, s: &Setup) {
    let select = |id: &str, value: &str| {
        if let Some(menu) = browser::find_test_id_as::<HtmlSelectElement>(panel, id) {
            menu.set_value(value);
        }
    };
    select("setup-variant", s.variant().name());
    select("setup-player-black", &s.players.black.name());
    select("setup-player-second", &s.players.white.name());
    if let Some(hands) = browser::find_test_id_as::<HtmlElement>(panel, "setup-hands") {
        hands.set_hidden(s.variant().disc_limit().is_none());
    }
    for tool in TOOLS {
        if let Some(button) = browser::find_test_id(panel, tool_id(tool)) {
            let _ = button.set_attribute("aria-pressed", &(s.tool == tool).to_string());
        }
    }
    select("setup-side", side_name(s.side));
    for (color, id) in [
        (Color::Black, "setup-hand-black"),
        (Color::White, "setup-hand-red"),
    ] {
        if let (Some(input), Some(hand)) = (
            browser::find_test_id_as::<HtmlInputElement>(panel, id),
            s.hand(color),
        ) {
            input.set_value(&hand.to_string());
        }
    }
    let (status, error) = reversi_app_core::strings::setup_verdict(s);
    if let Some(line) = browser::find_test_id(panel, "setup-status") {
        line.set_text_content(Some(&status));
    }
    if let Some(line) = browser::find_test_id_as::<HtmlElement>(panel, "setup-error") {
        line.set_hidden(error.is_none());
        line.set_text_content(error.as_deref());
    }
}
