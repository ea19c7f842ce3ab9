//! The AI worker: a second wasm program that trunk builds as a Web Worker
//! (`src/bin/ai_worker.rs`, and `ai_worker_simd.rs` with wasm's vectors). It
//! says "ready" with the engine's version, then answers each request posted
//! by the page (`reversi_app_core::worker` reads and handles it; this is the
//! glue). The search runs here, never on the page's main thread; the page
//! cancels a search by ending the worker.
//!
//! The learned evaluation's weights are not in this binary: the worker
//! fetches them (`WEIGHTS`, copied into dist/ by trunk, precached by the
//! service worker) when it starts, and says "ready" once they are read
//! ("loaded") or cannot be ("failed"), so that even a worker restarted by a
//! cancel plays its first move with them. If they take longer than
//! `WEIGHTS_GRACE_MS` (a slow first visit) it says "ready" and "loading"
//! and plays with the hand-set evaluation until they come. A search cannot
//! be interrupted, so requests taken meanwhile finish with the hand-set one.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

// The page's reader and writer of JS values (one file, compiled into both):
// the worker is a crate of its own so that its build never compiles the
// page's Leptos.
#[path = "../../src/browser/js_value.rs"]
mod js_value;

use reversi_app_core::protocol::{self, FromWorker, WeightsState};
use reversi_app_core::worker::Worker;
use reversi_engine::ai::Clock;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Response};

/// The learned evaluation's weights (`engine/data/learned.bin`), relative
/// to the worker's script; see index.html's copy-file.
const WEIGHTS: &str = "./weights/learned.bin";
/// How long the worker waits for its weights before it takes requests:
/// ample for the cached or nearby file, short on a slow network.
const WEIGHTS_GRACE_MS: u32 = 2000;

/// `performance.now()` of the worker.
struct PerformanceClock(web_sys::Performance);

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.0.now()
    }
}

pub fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let Some(performance) = scope.performance() else {
        let _ = scope.post_message(&js_value::write(
            &FromWorker::Error {
                id: None,
                message: "no performance clock in this worker".into(),
            }
            .to_data(),
        ));
        return;
    };
    let clock = PerformanceClock(performance);
    let worker = Rc::new(RefCell::new(Worker::default()));
    let on_message = {
        let (scope, worker) = (scope.clone(), worker.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let message = js_value::read(&event.data(), &protocol::LIMITS);
            worker
                .borrow_mut()
                .receive(&message, &clock, &mut |answer| send(&scope, &answer));
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    if worker.borrow().is_learned() {
        send(&scope, &Worker::ready());
        return;
    }
    // "ready" goes once, when the weights have settled or the grace ends;
    // true if this call sent it.
    let ready = Rc::new(Cell::new(false));
    let say_ready = {
        let (scope, ready) = (scope.clone(), ready.clone());
        move || {
            let first = !ready.replace(true);
            if first {
                send(&scope, &Worker::ready());
            }
            first
        }
    };
    let grace = {
        let (scope, say_ready) = (scope.clone(), say_ready.clone());
        gloo_timers::callback::Timeout::new(WEIGHTS_GRACE_MS, move || {
            if say_ready() {
                send(&scope, &FromWorker::Weights(WeightsState::Loading));
            }
        })
    };
    wasm_bindgen_futures::spawn_local(async move {
        let answer = match fetch_weights(&scope).await {
            Ok(bytes) => worker.borrow_mut().load_weights(&bytes),
            Err(message) => FromWorker::Weights(WeightsState::Failed(message)),
        };
        grace.cancel();
        say_ready();
        send(&scope, &answer);
    });
}

fn send(scope: &DedicatedWorkerGlobalScope, answer: &FromWorker) {
    let _ = scope.post_message(&js_value::write(&answer.to_data()));
}

/// The weights file's bytes, or why there are none (in English, for the
/// console).
async fn fetch_weights(scope: &DedicatedWorkerGlobalScope) -> Result<Vec<u8>, String> {
    // Not `{:?}`, which prints nothing in the wasm's build
    // (scripts/page-toolchain.sh).
    let failed = |what: &str, error: JsValue| {
        let error = error
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.to_string()))
            .or_else(|| error.as_string())
            .unwrap_or_default();
        format!("{what} {WEIGHTS}: {error}")
    };
    let response: Response = JsFuture::from(scope.fetch_with_str(WEIGHTS))
        .await
        .map_err(|e| failed("cannot fetch", e))?
        .unchecked_into();
    if !response.ok() {
        return Err(format!(
            "cannot fetch {WEIGHTS}: {} {}",
            response.status(),
            response.status_text()
        ));
    }
    let buffer = JsFuture::from(
        response
            .array_buffer()
            .map_err(|e| failed("cannot read", e))?,
    )
    .await
    .map_err(|e| failed("cannot read", e))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
