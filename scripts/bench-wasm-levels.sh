#!/usr/bin/env bash
# Benchmark: the playing levels against each other with the engine compiled
# to wasm as the page's AI worker is, in Node (V8, Chromium's engine), each
# move timed by JavaScript's performance.now(): `reversi match --a level:N+1
# --b level:N` (Othello, XOT openings, each with both colours, the same
# seed) but in wasm, where the timed levels (5-8) search less deep in their
# time than natively (e2e/bench/wasm-levels.mjs). The module is
# e2e/bench/wasm-levels, built against the working tree's engine as the
# worker's vector build (release, LTO, opt-level z with the engine at 3,
# the `simd128` feature, the page's toolchain), then `wasm-opt -O3` as
# trunk runs it on the worker (index.html's data-wasm-opt="3").
#
# usage: scripts/bench-wasm-levels.sh [PAIRS [COUNT [SEED]]]
#        PAIRS: higher levels, comma-separated (6 plays 6 v 5); default 6
#        COUNT: openings a pair, each played with both colours; default 2
#        SEED:  picks the openings, as `reversi match --seed`; default 72
# e.g.   scripts/bench-wasm-levels.sh 2,3,4,5,6,7 40 72
# Builds under $CARGO_TARGET_DIR (target/ without it)/wasm-levels.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh all >&2

work=${CARGO_TARGET_DIR:-$PWD/target}/wasm-levels
dir=$work/crate
mkdir -p "$dir/src"
cp e2e/bench/wasm-levels/src/lib.rs "$dir/src/lib.rs"
cp Cargo.lock "$dir/Cargo.lock"
cat >"$dir/Cargo.toml" <<EOF
[package]
name = "wasm-levels"
version = "0.1.0"
edition = "2021"
publish = false

[lib]
crate-type = ["cdylib"]

[dependencies]
reversi-engine = { path = "$PWD/engine", features = ["simd128"] }

# As the AI worker's build (the root Cargo.toml's release profile).
[profile.release]
codegen-units = 1
lto = true
panic = "abort"
opt-level = "z"

[profile.release.package.reversi-engine]
opt-level = 3
$(sed -n '/^\[profile.release.package."\*"\]/,/^$/p' Cargo.toml)
[workspace]
EOF
echo "building the levels' module (engine features [\"simd128\"])" >&2
(
  # With the toolchain the page's wasm is built with.
  source scripts/page-toolchain.sh
  page_toolchain_env
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS=${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS/--cfg erase_components /}
  nice -n 5 cargo build --release --quiet --target wasm32-unknown-unknown \
    --manifest-path "$dir/Cargo.toml" --target-dir "$work/target" >&2
)
built=$work/target/wasm32-unknown-unknown/release/wasm_levels.wasm
wasm=$work/wasm_levels.wasm
# wasm-opt from npm's binaryen (scripts/setup.sh), as trunk finds it.
PATH=$PWD/node_modules/.bin:$PATH wasm-opt -O3 --output="$wasm" "$built"
echo "the working tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine || echo ', with uncommitted changes to engine/')): $wasm" >&2
nice -n 5 node e2e/bench/wasm-levels.mjs "$wasm" "${1:-6}" "${2:-2}" "${3:-72}"
