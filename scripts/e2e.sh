#!/usr/bin/env bash
# Browser tests: builds dist/ with trunk (release, offline), runs the board
# component's wasm-bindgen-test in headless Chromium, then the Playwright
# tests (node --test e2e/) against dist/, and prints the page size
# (HTML + JS + wasm + CSS, gzip -9), which must stay at or under 250 KB.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh all
export PATH="$PWD/node_modules/.bin:$PATH" # wasm-opt from npm binaryen

echo "== build dist/ (trunk, release, offline)"
cargo fetch --locked
trunk build --release --offline

echo "== board component in headless Chromium (wasm-bindgen-test)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER=/usr/bin/chromedriver \
  cargo test --target wasm32-unknown-unknown -p reversi-app --test board

echo "== end-to-end tests in Debian's Chromium (Playwright)"
node --test e2e/

echo "== page size"
scripts/page-size.sh
