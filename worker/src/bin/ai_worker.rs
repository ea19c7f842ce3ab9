//! The AI worker, portable: runs in every browser with WebAssembly
//! (`public/ai_worker_loader.js` picks it where wasm's vectors are missing).

fn main() {
    reversi_worker::main();
}
