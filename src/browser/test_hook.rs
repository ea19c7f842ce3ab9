//! `window.__reversiTest`, a hook for the browser tests only: installed
//! when `reversi.pace` is `instant` (the tests' setting, never a player's),
//! so a player's page has none. `__reversiTest.killWorker(withError)` makes
//! the AI worker stop answering (ended without a word), or, with `true`,
//! fail as a crashed worker does (its `error` event).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;

pub fn install(kill_worker: impl Fn(bool) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hook = js_sys::Object::new();
    let kill = Closure::<dyn Fn(JsValue)>::new(move |with_error: JsValue| {
        kill_worker(with_error.is_truthy())
    });
    let _ = js_sys::Reflect::set(&hook, &"killWorker".into(), kill.as_ref());
    kill.forget();
    let _ = js_sys::Reflect::set(&window, &"__reversiTest".into(), &hook);
}
