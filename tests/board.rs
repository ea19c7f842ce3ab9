//! The board component in a real browser (wasm-bindgen-test, headless Chromium):
//!
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//! CHROMEDRIVER=/usr/bin/chromedriver \
//! cargo test --target wasm32-unknown-unknown -p reversi-app --test board
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use reversi_app::ui::{AppState, Board};
use reversi_app_core::game::{Game, Players};
use reversi_engine::Variant;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a board over `game` in a fresh container; returns the container,
/// the state and the handle that keeps it mounted.
fn mount(game: Game) -> (web_sys::HtmlElement, AppState, impl Sized) {
    let document = document();
    let container: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&container).unwrap();
    let state = AppState::new(game, true, false);
    let handle = leptos::mount::mount_to(container.clone(), move || {
        provide_context(state);
        view! { <Board/> }
    });
    (container, state, handle)
}

fn square(container: &web_sys::HtmlElement, name: &str) -> web_sys::HtmlElement {
    container
        .query_selector(&format!("[data-square=\"{name}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no square {name}"))
        .unchecked_into()
}

fn attr(element: &web_sys::HtmlElement, name: &str) -> Option<String> {
    element.get_attribute(name)
}

async fn settle() {
    leptos::task::tick().await;
    gloo_timers::future::TimeoutFuture::new(0).await;
}

#[wasm_bindgen_test]
async fn renders_64_labelled_squares_of_the_classic_start() {
    let (container, _state, _handle) = mount(Game::new(Variant::Classic, Players::default()));
    settle().await;
    let squares = container.query_selector_all("button[data-square]").unwrap();
    assert_eq!(squares.length(), 64);
    let d4 = square(&container, "d4");
    assert_eq!(attr(&d4, "data-disc").as_deref(), Some("empty"));
    assert_eq!(attr(&d4, "data-legal").as_deref(), Some("true"));
    assert_eq!(
        attr(&d4, "aria-label").as_deref(),
        Some("d4, empty, legal move")
    );
    let a1 = square(&container, "a1");
    assert_eq!(attr(&a1, "data-legal"), None);
    assert_eq!(attr(&a1, "aria-label").as_deref(), Some("a1, empty"));
    // The roving tab stop starts on d4.
    assert_eq!(attr(&d4, "tabindex").as_deref(), Some("0"));
    assert_eq!(attr(&a1, "tabindex").as_deref(), Some("-1"));
    // The free centre squares are marked during the opening.
    assert!(d4.class_list().contains("opening"));
    container.remove();
}

#[wasm_bindgen_test]
async fn clicks_play_the_rules_page_example() {
    let (container, state, _handle) = mount(Game::new(Variant::Classic, Players::default()));
    settle().await;
    for name in ["d4", "d5", "e4", "e5"] {
        square(&container, name).click();
        settle().await;
    }
    let d5 = square(&container, "d5");
    assert_eq!(attr(&d5, "data-disc").as_deref(), Some("red"));
    assert_eq!(attr(&d5, "aria-label").as_deref(), Some("d5, red disc"));
    let legal: Vec<String> = (0..64)
        .filter_map(reversi_engine::Square::new)
        .map(|s| s.to_string())
        .filter(|name| attr(&square(&container, name), "data-legal").is_some())
        .collect();
    assert_eq!(legal, ["c6", "d6", "e6", "f6"]);

    // An illegal click changes nothing.
    square(&container, "a1").click();
    settle().await;
    assert_eq!(
        state.board.game.with_untracked(|g| g.transcript()),
        "d4d5e4e5"
    );

    // d6 turns d5 black at once in data-disc, whatever the animation shows.
    square(&container, "d6").click();
    settle().await;
    assert_eq!(attr(&d5, "data-disc").as_deref(), Some("black"));
    assert_eq!(
        attr(&square(&container, "d6"), "data-disc").as_deref(),
        Some("black")
    );
    assert!(square(&container, "d6").class_list().contains("last"));

    // Undo reverses the flip.
    state.undo();
    settle().await;
    assert_eq!(attr(&d5, "data-disc").as_deref(), Some("red"));
    assert_eq!(
        attr(&square(&container, "d6"), "data-disc").as_deref(),
        Some("empty")
    );
    container.remove();
}

#[wasm_bindgen_test]
async fn othello_uses_white_discs_and_arrow_keys_move_the_focus() {
    let (container, state, _handle) = mount(Game::new(Variant::Othello, Players::default()));
    settle().await;
    assert_eq!(
        attr(&square(&container, "d4"), "data-disc").as_deref(),
        Some("white")
    );
    assert_eq!(
        attr(&square(&container, "d5"), "data-disc").as_deref(),
        Some("black")
    );
    let d4 = square(&container, "d4");
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &{
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("ArrowRight");
        init.set_bubbles(true);
        init
    })
    .unwrap();
    d4.dispatch_event(&event).unwrap();
    settle().await;
    assert_eq!(state.board.focus.get_untracked().to_string(), "e4");
    assert_eq!(
        attr(&square(&container, "e4"), "tabindex").as_deref(),
        Some("0")
    );
    container.remove();
}
