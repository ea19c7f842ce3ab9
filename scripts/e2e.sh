#!/usr/bin/env bash
# Browser tests: builds dist/ with trunk (release, offline), runs the
# Playwright tests (node --test e2e/) against dist/, then scripts/serve.sh as the README
# runs it (scripts/serve.test.mjs), and prints the page size (HTML + JS +
# wasm + CSS, gzip -9), which must stay at or under 250 KB. Each step prints
# how long it took. Extra arguments go to `node --test` instead of e2e/
# (e.g. scripts/e2e.sh e2e/play.test.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/steps.sh

step "setup"
scripts/setup.sh all
export PATH="$PWD/node_modules/.bin:$PATH" # wasm-opt from npm binaryen

step "build dist/ (trunk, release, offline)"
scripts/build-site.sh

step "end-to-end tests in Debian's Chromium (Playwright)"
if [ $# -gt 0 ]; then
  node --test "$@"
else
  node --test e2e/
fi

# After the Playwright tests, not among them: serve.sh would rebuild dist/
# if anything had changed since the build above (build-site.sh skips it
# otherwise) and takes port 8080.
step "scripts/serve.sh serves the app (default port 8080, and PORT)"
node --test scripts/serve.test.mjs

step "page size"
scripts/page-size.sh
step ""
