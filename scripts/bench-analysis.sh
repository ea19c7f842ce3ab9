#!/usr/bin/env bash
# Benchmark: a whole 60-placement Othello game analysed in the page (the
# Analyse button, default depth) in Chromium; prints the seconds it took.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh all
export PATH="$PWD/node_modules/.bin:$PATH"
[ -f dist/index.html ] || scripts/build-site.sh
node e2e/bench/analysis-othello.mjs "$@"
