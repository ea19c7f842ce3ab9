//! A stand-in for [wasm-streams](https://crates.io/crates/wasm-streams)
//! 0.5, which Leptos brings in through its server functions (`server_fn`'s
//! `browser` feature, always on) to stream a request's or a response's
//! body. The page has no server functions, so those calls never run, but
//! the real crate's `#[wasm_bindgen]` classes are exports, which no linker
//! drops: they kept about 3 KB of wasm (and their JS classes) in the page
//! for nothing (its 250 KB budget, docs/size.md).
//!
//! This crate has the two conversions `server_fn` names, with the same
//! signatures; each panics if it is ever called.

use futures_util::stream::{self, Stream};
use wasm_bindgen::JsValue;

const NEVER: &str = "the page has no server functions (patches/wasm-streams)";

/// `wasm_streams::ReadableStream`, as far as `server_fn` uses it.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Never called: see the crate's documentation.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        let _ = raw;
        panic!("{NEVER}")
    }

    /// Never called: see the crate's documentation.
    pub fn from_stream<St>(stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        drop(stream);
        panic!("{NEVER}")
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    pub fn into_stream(self) -> impl Stream<Item = Result<JsValue, JsValue>> + Unpin {
        drop(self);
        stream::empty()
    }
}
