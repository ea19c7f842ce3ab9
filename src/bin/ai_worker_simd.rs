//! The AI worker built with the `simd128` feature: the engine generates
//! moves with wasm's 128-bit vectors. A module with vector instructions does
//! not load at all in a browser without them, so this is a second build of
//! the same program (`ai_worker.rs`), and public/ai_worker_loader.js starts
//! it only where the browser validates a vector instruction.

#[path = "ai_worker.rs"]
mod worker;

fn main() {
    worker::main();
}
