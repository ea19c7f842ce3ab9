#!/usr/bin/env bash
# Benchmark: the solver in wasm at BASE (a commit) against the working tree,
# in Node, the two taking turns position by position (e2e/bench/wasm-ab.mjs)
# so a noisy machine weighs on both alike: a finer comparison of two builds
# than two runs of scripts/bench-wasm.sh. Both sides are the solver of
# e2e/bench/wasm-solve, built as the AI worker is (release, LTO, the engine
# at opt-level 3); the working tree's with the `simd128` feature (the vector
# build) unless --portable, the base's with it where its engine has it.
#
# usage: scripts/bench-wasm-ab.sh BASE [--portable] [ROUNDS [FIRST LAST]]
#        (default 3 rounds over FFO #40-#44)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh all >&2

portable=0
args=()
for arg in "$@"; do
  case "$arg" in
    --portable) portable=1 ;;
    *) args+=("$arg") ;;
  esac
done
[ ${#args[@]} -ge 1 ] || { echo "usage: scripts/bench-wasm-ab.sh BASE [--portable] [ROUNDS [FIRST LAST]]" >&2; exit 2; }
base=$(git rev-parse --short "${args[0]}")
work=$PWD/target/wasm-ab
mkdir -p "$work"
base_tree=$work/tree-$base
if [ ! -d "$base_tree" ]; then
  git worktree add --detach -q "$base_tree" "$base"
fi

source scripts/wasm-bench-crate.sh

# build NAME TREE: the solver against TREE's engine, built with TREE's wasm
# toolchain; prints the wasm's path.
build() {
  local name=$1 tree=$2 features="[]" lib_rs
  if [ "$portable" = 0 ] && grep -q '^simd128 = ' "$tree/engine/Cargo.toml"; then
    features='["simd128"]'
  fi
  # Each side with its own tree's harness, since the engine's API narrowed
  # (ai::Evaluation was ai::evaluation::Evaluation, ai::LearnedWeights was
  # ai::learned::LearnedEval, ...). A tree older than the harness takes its
  # first version (b8617ec), written against the API before that.
  lib_rs=$tree/e2e/bench/wasm-solve/src/lib.rs
  if [ ! -f "$lib_rs" ]; then
    lib_rs=$work/first-wasm-solve.rs
    git show b8617ec:e2e/bench/wasm-solve/src/lib.rs >"$lib_rs"
  fi
  build_wasm_bench wasm-solve "$lib_rs" "$tree" "$features" "$work/$name"
}

a=$(build "base-$base" "$base_tree")
b=$(build "working-tree" "$PWD")
echo "A: $base, B: the working tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine || echo ', with uncommitted changes to engine/'))"
nice node e2e/bench/wasm-ab.mjs "$a" "$b" "${args[@]:1}"
