//! Play with no network: registers the service worker (`dist/sw.js`,
//! written at build time by `scripts/precache.mjs` with every built file)
//! and says when a new version has installed and waits ([`apply_update`]
//! lets it take over; `ui::UpdateNotice` offers it).

use std::cell::RefCell;

use leptos::prelude::RwSignal;
use leptos::prelude::Set;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// Relative to the page, so the site works under any path.
const SCRIPT: &str = "./sw.js";

thread_local! {
    /// The new version's worker, installed and waiting.
    static WAITING: RefCell<Option<ServiceWorker>> = const { RefCell::new(None) };
}

/// `navigator.serviceWorker`, absent outside a secure context.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let value = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    (!value.is_undefined() && !value.is_null()).then(|| value.unchecked_into())
}

/// Registers the service worker. The answer turns true when a new version
/// waits to take over.
pub fn register() -> RwSignal<bool> {
    let update = RwSignal::new(false);
    let Some(container) = container() else {
        return update;
    };
    let promise = container.register(SCRIPT);
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(promise).await {
            // A browser that blocks service workers (a policy, or a test
            // harness) may resolve with nothing rather than refuse.
            Ok(registration) if registration.is_undefined() || registration.is_null() => {
                web_sys::console::warn_1(&"no offline play: no service worker registration".into())
            }
            Ok(registration) => watch(registration.unchecked_into(), update),
            Err(error) => web_sys::console::warn_2(&"no offline play:".into(), &error),
        }
    });
    update
}

fn watch(registration: ServiceWorkerRegistration, update: RwSignal<bool>) {
    // Without a controller this is the first visit: the worker simply takes
    // over at the next load, and there is nothing to offer.
    let offer = move |worker: ServiceWorker| {
        if container().and_then(|c| c.controller()).is_some() {
            WAITING.with(|waiting| *waiting.borrow_mut() = Some(worker));
            update.set(true);
        }
    };
    if let Some(waiting) = registration.waiting() {
        offer(waiting);
    }
    let found = registration.clone();
    let on_update_found = Closure::<dyn FnMut()>::new(move || {
        let Some(installing) = found.installing() else {
            return;
        };
        let worker = installing.clone();
        let on_state_change = Closure::<dyn FnMut()>::new(move || {
            if worker.state() == ServiceWorkerState::Installed {
                offer(worker.clone());
            }
        });
        installing.set_onstatechange(Some(on_state_change.as_ref().unchecked_ref()));
        on_state_change.forget();
    });
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    // Lives as long as the page.
    on_update_found.forget();
}

/// Lets the waiting version take over, then reloads the page with it.
pub fn apply_update() {
    let reload = || {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    };
    let waiting = WAITING.with(|waiting| waiting.borrow_mut().take());
    match (container(), waiting) {
        (Some(container), Some(worker)) if worker.state() == ServiceWorkerState::Installed => {
            let on_change = Closure::<dyn FnMut()>::new(reload);
            container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
            on_change.forget();
            let _ = worker.post_message(&JsValue::from_str("skipWaiting"));
        }
        // Another tab has already switched to it.
        _ => reload(),
    }
}
