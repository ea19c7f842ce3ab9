#!/usr/bin/env bash
# Sets up whatever is missing, then runs every test once: formatting, lints,
# no module cycles in any crate, the app's core (debug), every engine test
# in one optimised build with overflow checks (the `test-fast` profile, so
# the release-only ones run too), the engine's rules, reference and perft
# tests on the portable code path (the one the wasm build ships), and the
# browser tests against the built site. Each step prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
source scripts/steps.sh

step "setup"
scripts/setup.sh all

step "cargo fmt / clippy / module cycles"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings
python3 scripts/module-cycles.py src app-core/src engine/src

# The app's core; the app's components (the root crate and the worker have
# no native tests) are tested in the browser below.
step "Rust tests of the app's core (debug)"
cargo test -p reversi-app-core

# Every engine test, proptests and examples included, once. The tests
# marked #[cfg_attr(debug_assertions, ignore = ...)] (perft(11), FFO,
# self-play, threads) are not ignored in this optimised profile.
step "engine tests (optimised, overflow checks on)"
cargo test --profile test-fast -p reversi-engine

# The AVX2/BMI2 paths are what native builds on this machine use; wasm ships
# the portable code, which the `portable` feature forces natively: the rules
# and perft on that other code path.
step "engine rules, reference and perft on the portable code path"
cargo test --profile test-fast -p reversi-engine --features portable --test rules --test against_reference --test perft

# Called with bash, not run for its execute bit: the browser tests never
# get skipped.
step "browser tests"
bash scripts/e2e.sh

step ""
echo "== all tests passed in $((SECONDS - started)) s"
