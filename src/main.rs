//! The page's entry point: mounts the app (or the embed) on the body.

// The page's allocator: Talc, a smaller one than Rust's default dlmalloc
// (the page's 250 KB budget, docs/size.md). Its cell is sound only without
// threads, which the page's wasm (no `atomics`) never has.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    reversi_app::ui::start();
}
