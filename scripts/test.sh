#!/usr/bin/env bash
# Sets up whatever is missing, then runs every test: formatting, lints, no
# module cycles in any crate, the Rust tests of every workspace crate
# (debug), the engine tests that need optimisations (release), the engine's
# rules, reference and perft tests on the portable code path (the one the
# wasm build ships), and the browser tests against the built site. Each
# step prints how long it took.
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

step "Rust tests of the whole workspace (debug)"
cargo test --workspace

# Only the test files whose tests are marked
# #[cfg_attr(debug_assertions, ignore = ...)]: in release they are not
# ignored, so they run here (no `-- --ignored`, which would select none).
# The rest of the engine suite, proptests included, ran in debug above.
step "engine tests that need optimisations (release)"
cargo test --release -p reversi-engine --test perft --test ai_ffo --test ai_levels --test ai_threads

# The AVX2/BMI2 paths are what native builds on this machine use; wasm ships
# the portable code, which the `portable` feature forces natively.
step "engine rules, reference and perft on the portable code path"
cargo test -p reversi-engine --features portable --test rules --test against_reference
cargo test --release -p reversi-engine --features portable --test perft

# Called with bash, not run for its execute bit: the browser tests never
# get skipped.
step "browser tests"
bash scripts/e2e.sh

step ""
echo "== all tests passed in $((SECONDS - started)) s"
