//! The AI worker built with the `simd128` feature: the engine generates
//! moves with wasm's 128-bit vectors. A module with vector instructions does
//! not load at all in a browser without them, so this is a second build of
//! the same program, and public/ai_worker_loader.js starts it only where the
//! browser validates a vector instruction.

fn main() {
    reversi_worker::main();
}
