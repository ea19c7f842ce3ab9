//! The AI worker: a second wasm binary that trunk builds as a Web Worker. It
//! says "ready" with the engine's version, then answers each request posted
//! by the page (`reversi_app_core::worker` reads and handles it; this is the glue). The search runs here, never on the page's
//! main thread; the page cancels a search by ending the worker.

use std::cell::RefCell;
use std::rc::Rc;

use reversi_app::browser::js_value;
use reversi_app_core::protocol::{self, FromWorker};
use reversi_app_core::worker::Worker;
use reversi_engine::ai::Clock;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// `performance.now()` of the worker.
struct PerformanceClock(web_sys::Performance);

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.0.now()
    }
}

fn main() {
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
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let mut send = |answer: FromWorker| {
            let _ = reply_scope.post_message(&js_value::write(&answer.to_data()));
        };
        let message = js_value::read(&event.data(), &protocol::LIMITS);
        worker.borrow_mut().receive(&message, &clock, &mut send);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&js_value::write(&Worker::ready().to_data()));
}
