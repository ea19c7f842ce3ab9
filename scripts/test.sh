#!/usr/bin/env bash
# Sets up whatever is missing, then runs every test: formatting, lints, the
# engine's and the app's Rust tests (debug, then the release-only ones), and
# the browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh all

echo "== cargo fmt / clippy"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings

echo "== Rust tests (debug)"
cargo test --workspace

echo "== engine tests that need optimisations (release)"
cargo test --release -p reversi-engine

if [ -x scripts/e2e.sh ]; then
  echo "== browser tests"
  scripts/e2e.sh
fi
