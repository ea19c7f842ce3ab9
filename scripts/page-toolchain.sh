# Sourced by the scripts that build dist/ with trunk (build-site.sh) and by
# setup.sh: the wasm (the page and the AI worker) is built with a pinned
# nightly Rust that compiles the standard library itself, for size
# (docs/size.md): std at the page's own opt-level "z", without panics'
# file and line (-Zlocation-detail=none), with `{:?}` printing nothing
# (-Zfmt-debug=none; nothing the page shows or saves uses it), and a panic
# stopping the wasm at once without formatting its message
# (-Cpanic=immediate-abort: on wasm32-unknown-unknown the message went to
# a stderr that does not exist; a trap is what the page and the worker's
# restart see either way). 15 KB gzip off the page, 9 KB off the worker.
# Native builds, tests and clippy keep the stable toolchain.
PAGE_TOOLCHAIN=nightly-2026-05-20

page_toolchain_env() {
  export RUSTUP_TOOLCHAIN=$PAGE_TOOLCHAIN
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  # Replaces .cargo/config.toml's wasm rustflags, so repeats them.
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components -Zlocation-detail=none -Zfmt-debug=none -Zunstable-options -Cpanic=immediate-abort"
}
