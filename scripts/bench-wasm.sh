#!/usr/bin/env bash
# Benchmark: FFO #40-#44 solved in the AI worker (wasm, Chromium) and natively
# in the same run, the solver guided by the learned evaluation on both sides;
# prints seconds per position and the wasm/native ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh all
export PATH="$PWD/node_modules/.bin:$PATH"
cargo build --release -p reversi-engine --bin reversi
[ -f dist/index.html ] || scripts/build-site.sh
node e2e/bench/worker-ffo.mjs "$@"
