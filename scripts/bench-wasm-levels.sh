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

source scripts/wasm-bench-crate.sh
work=${CARGO_TARGET_DIR:-$PWD/target}/wasm-levels
built=$(build_wasm_bench wasm-levels e2e/bench/wasm-levels/src/lib.rs "$PWD" '["simd128"]' "$work")
wasm=$work/wasm_levels.wasm
# wasm-opt from npm's binaryen (scripts/setup.sh), as trunk finds it.
PATH=$PWD/node_modules/.bin:$PATH wasm-opt -O3 --output="$wasm" "$built"
echo "the working tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine || echo ', with uncommitted changes to engine/')): $wasm" >&2
nice -n 5 node e2e/bench/wasm-levels.mjs "$wasm" "${1:-6}" "${2:-2}" "${3:-72}"
