#!/usr/bin/env bash
# The longer fuzzing run: every cargo-fuzz target of fuzz/ for SECONDS each
# (default 600), from a seed corpus made from the repository's own test data
# (saves, FFO positions, openings). Installs what is missing: the nightly
# toolchain (rustup) and cargo-fuzz (crates.io). CI runs the same properties
# as stable proptests instead (app-core/tests/fuzz_mirror.rs).
#   scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install --locked cargo-fuzz

cd fuzz
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cargo +nightly fuzz list)

# Seeds: real inputs of every kind, so the fuzzer starts past the first byte.
seed() { mkdir -p "corpus/$1"; printf '%s' "$3" >"corpus/$1/seed-$2"; }
n=0
for file in ../app-core/tests/fixtures/save-*.txt; do
  seed save "$((n += 1))" "$(cat "$file")"
done
n=0
while IFS= read -r line; do
  seed ffo "$((n += 1))" "$line"
  seed board "$n" "${line%%;*}"
done < <(grep -v '^\s*$' ../engine/data/ffo/fforum-40-59.obf | head -20)
n=0
while IFS= read -r line; do
  seed transcript "$((n += 1))" "$line"
  seed record "$n" "$line"
  seed link "$n" "?variant=othello&moves=$line&black=human&white=ai:3"
done < <(head -20 ../engine/data/openings/xot-large.txt)
seed ggf 1 '(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6/0.12];)'
seed embed 1 '?embed=1&variant=othello&moves=f5d6c3&black=human&white=ai:3&theme=othello,dark&coords=0&lang=ru'

for target in "${targets[@]}"; do
  started=$SECONDS
  mkdir -p "corpus/$target" # libFuzzer stops at once on a missing corpus folder
  echo "== fuzz $target for $seconds s"
  cargo +nightly fuzz run "$target" "corpus/$target" -- \
    -max_total_time="$seconds" -seed=1 -print_final_stats=1 2>&1 |
    grep -E 'stat::number_of_executed_units|Done [0-9]+ runs|SUMMARY|panicked|crash-|ERROR' || true
  if ls "artifacts/$target"/crash-* >/dev/null 2>&1; then
    echo "== fuzz $target: CRASH (fuzz/artifacts/$target/)" >&2
    exit 1
  fi
  echo "== fuzz $target: no crash in $((SECONDS - started)) s"
done
