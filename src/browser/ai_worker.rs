//! The page's side of the AI worker: spawns it, waits for "ready", sends
//! requests with fresh ids, and hands the worker's answers (read and typed
//! at this edge by [`FromWorker::from_value`]) to the page. Cancelling a
//! search ends the worker and starts a new one: a worker busy searching
//! cannot read messages, and ending it is immediate and clean.

use std::cell::RefCell;
use std::rc::Rc;

use reversi_app_core::protocol::{self, FromWorker, ToWorker};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use super::js_value;

/// The script that loads the worker's wasm (copied from `public/`).
const LOADER: &str = "./ai_worker_loader.js";
/// After this many failed starts in a row the page stops retrying.
const MAX_RESTARTS: u32 = 3;

/// What the page hears from the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum AiEvent {
    /// An answer (ready, progress, a move, hints).
    Answer(FromWorker),
    /// The worker crashed or could not load; it is being restarted unless
    /// `gave_up`.
    Failed { message: String, gave_up: bool },
}

struct Inner {
    worker: Option<Worker>,
    ready: bool,
    /// Requests sent before "ready" would be lost: they wait here.
    waiting: Vec<JsValue>,
    next_id: u32,
    busy: bool,
    restarts: u32,
    on_event: Rc<dyn Fn(AiEvent)>,
    // The callbacks live as long as the worker they are attached to.
    _callbacks: Vec<Closure<dyn FnMut(JsValue)>>,
}

/// A handle on the AI worker. Clones share the same worker.
#[derive(Clone)]
pub struct AiClient {
    inner: Rc<RefCell<Inner>>,
}

impl AiClient {
    /// Starts the worker; `on_event` hears every answer.
    pub fn new(on_event: impl Fn(AiEvent) + 'static) -> AiClient {
        let client = AiClient {
            inner: Rc::new(RefCell::new(Inner {
                worker: None,
                ready: false,
                waiting: Vec::new(),
                next_id: 1,
                busy: false,
                restarts: 0,
                on_event: Rc::new(on_event),
                _callbacks: Vec::new(),
            })),
        };
        client.spawn();
        client
    }

    fn spawn(&self) {
        let worker = match Worker::new(LOADER) {
            Ok(worker) => worker,
            Err(error) => {
                self.fail(format!(
                    "cannot start the AI worker: {}",
                    super::error_text(&error)
                ));
                return;
            }
        };
        let on_message = {
            let client = self.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                let data = event
                    .dyn_into::<MessageEvent>()
                    .map_or(JsValue::NULL, |e| e.data());
                client.receive(data);
            })
        };
        let on_error = {
            let client = self.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                let message = event
                    .dyn_into::<web_sys::ErrorEvent>()
                    .map(|e| e.message())
                    .unwrap_or_else(|_| "unknown error".into());
                client.fail(format!("the AI stopped: {message}"));
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut inner = self.inner.borrow_mut();
        inner.worker = Some(worker);
        inner.ready = false;
        inner._callbacks = vec![on_message, on_error];
    }

    fn receive(&self, data: JsValue) {
        let answer = match FromWorker::from_value(&js_value::read(&data, &protocol::LIMITS)) {
            Ok(answer) => answer,
            Err(error) => {
                web_sys::console::warn_1(&format!("ignored a message from the AI: {error}").into());
                return;
            }
        };
        match &answer {
            FromWorker::Ready { .. } => {
                let waiting = {
                    let mut inner = self.inner.borrow_mut();
                    inner.ready = true;
                    inner.restarts = 0;
                    std::mem::take(&mut inner.waiting)
                };
                for message in waiting {
                    self.post(message);
                }
            }
            FromWorker::Progress { .. } | FromWorker::Weights(_) => {}
            FromWorker::Move { .. } | FromWorker::Hints { .. } => {
                self.inner.borrow_mut().busy = false;
            }
            // Only the benchmark asks for solves; the analysis panel's own
            // client hears the analyses.
            FromWorker::Solved { .. } => return,
            FromWorker::Analysed { .. } => {}
            FromWorker::Error { id, message } => {
                self.inner.borrow_mut().busy = false;
                if id.is_none() && !self.inner.borrow().ready {
                    // The worker's wasm did not load.
                    self.fail(message.clone());
                    return;
                }
                web_sys::console::warn_1(&format!("the AI refused a request: {message}").into());
                return;
            }
        }
        self.emit(AiEvent::Answer(answer));
    }

    fn emit(&self, event: AiEvent) {
        let on_event = self.inner.borrow().on_event.clone();
        on_event(event);
    }

    /// Ends the broken worker and starts another, a few times at most.
    fn fail(&self, message: String) {
        let gave_up = {
            let mut inner = self.inner.borrow_mut();
            if let Some(worker) = inner.worker.take() {
                end(&worker);
            }
            inner.busy = false;
            inner.waiting.clear();
            inner.restarts += 1;
            inner.restarts > MAX_RESTARTS
        };
        self.emit(AiEvent::Failed { message, gave_up });
        if !gave_up {
            self.spawn();
        }
    }

    fn post(&self, message: JsValue) {
        let mut inner = self.inner.borrow_mut();
        match (&inner.worker, inner.ready) {
            (Some(worker), true) => {
                let _ = worker.post_message(&message);
            }
            _ => inner.waiting.push(message),
        }
    }

    /// Sends the request `make` builds with a fresh id; the answers repeat it.
    pub fn request(&self, make: impl FnOnce(u32) -> ToWorker) -> u32 {
        let id = {
            let mut inner = self.inner.borrow_mut();
            let id = inner.next_id;
            inner.next_id = inner.next_id.wrapping_add(1).max(1);
            inner.busy = true;
            id
        };
        self.post(js_value::write(&make(id).to_data()));
        id
    }

    /// Sends `message` as it is, with the id its maker gave it (the
    /// analysis numbers its own requests).
    pub fn send(&self, message: &ToWorker) {
        self.inner.borrow_mut().busy = true;
        self.post(js_value::write(&message.to_data()));
    }

    /// Whether a request is being worked on.
    pub fn is_busy(&self) -> bool {
        self.inner.borrow().busy
    }

    /// Ends the worker (stuck or gone) and starts a fresh one.
    pub fn restart(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            if let Some(worker) = inner.worker.take() {
                end(&worker);
            }
            inner.busy = false;
            inner.waiting.clear();
        }
        self.spawn();
    }

    /// Drops whatever the worker is doing: a busy worker is replaced by a
    /// fresh one; an idle one is kept.
    pub fn cancel(&self) {
        let busy = {
            let mut inner = self.inner.borrow_mut();
            inner.waiting.clear();
            inner.busy
        };
        if busy {
            {
                let mut inner = self.inner.borrow_mut();
                if let Some(worker) = inner.worker.take() {
                    end(&worker);
                }
                inner.busy = false;
            }
            self.spawn();
        }
    }
}

/// Stops a worker for good. Its handlers go first: a message it posted
/// before `terminate` may still be queued here, and would otherwise reach
/// the handler's closure after `spawn` dropped it for the next worker's
/// ("closure invoked recursively or after being dropped", seen under load
/// when an analysis was cancelled).
fn end(worker: &Worker) {
    worker.set_onmessage(None);
    worker.set_onerror(None);
    worker.terminate();
}
