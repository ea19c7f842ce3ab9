//! The bridge to the page around an embedded game (`window.parent`):
//! listens to its messages, copied into bounded plain values for
//! [`reversi_app_core::host_api`], and posts the API's events to it.

use std::cell::RefCell;

use reversi_app_core::game::Game;
use reversi_app_core::host_api::{self, Event};
use reversi_app_core::value::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::js_value;

thread_local! {
    /// The host page's window, once the bridge is up (only inside a frame).
    static HOST: RefCell<Option<web_sys::Window>> = const { RefCell::new(None) };
}

/// A warning in the console, where the host page's developer looks.
pub fn warn(message: &str) {
    web_sys::console::warn_1(&JsValue::from_str(message));
}

/// Sends an event to the host page, if there is one. The target origin is
/// `*`: any page may frame the game, and the events carry nothing the
/// frame's own address does not.
pub fn post(event: &Event) {
    HOST.with(|host| {
        if let Some(parent) = &*host.borrow() {
            let _ = parent.post_message(&js_value::write(&event.data()), "*");
        }
    });
}

/// Tells the host about the placement just made (and the end, if it came).
pub fn notify_placement(game: &Game) {
    if HOST.with(|host| host.borrow().is_none()) {
        return;
    }
    for event in host_api::after_placement(game) {
        post(&event);
    }
}

/// Listens to the host page (only when framed, and only to
/// `window.parent`); `on_message` hears each message as plain data.
/// Whether there is a host page at all.
pub fn listen(on_message: impl Fn(Value) + 'static) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let Some(parent) = window.parent().ok().flatten() else {
        return false;
    };
    if js_sys::Object::is(&parent, &window) {
        return false; // not in a frame: nobody to talk to
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
            on_message(js_value::read(&event.data(), &host_api::LIMITS));
        });
    let _ = window.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
    listener.forget();
    HOST.with(|h| *h.borrow_mut() = Some(parent));
    true
}
