#!/usr/bin/env bash
# The engine's speed figures from one run (issue 17): perft(11) from the
# Othello start (median of RUNS), FFO #40-#49 solved with 1 and then 2
# threads (time, nodes, nodes/s, speed-up), and wasm vs native on FFO
# #40-#44 through scripts/bench-wasm.sh, for both builds of the worker,
# then the portable worker against a native build limited to what wasm has.
# Runs niced; on a loaded machine the figures are the load's as much as
# the engine's.
#
# usage: scripts/bench-speed.sh [--no-wasm] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."

wasm=1
runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --no-wasm) wasm=0 ;;
    --runs) runs="$2"; shift ;;
    *) echo "usage: scripts/bench-speed.sh [--no-wasm] [--runs N]" >&2; exit 2 ;;
  esac
  shift
done

nice cargo build --release -q -p reversi-engine --bin reversi
reversi=target/release/reversi
ffo=engine/data/ffo/fforum-40-59.obf

echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"

# perft(11): the median of the runs' seconds.
times=()
for _ in $(seq "$runs"); do
  line=$(nice "$reversi" perft 11 --variant othello 2>&1 >/dev/null)
  times+=("$(echo "$line" | sed -E 's/^perft 11: ([0-9.]+) s.*/\1/')")
done
median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "perft(11): ${median} s median of ${runs} (${times[*]})"

# FFO #40-#49 with 1 and 2 threads; the total line of each.
declare -A seconds nodes
for threads in 1 2; do
  report=$(nice "$reversi" bench ffo "$ffo" --from 40 --to 49 --threads "$threads")
  total=$(echo "$report" | grep '^total:')
  echo "FFO #40-#49, $threads thread(s): $total"
  seconds[$threads]=$(echo "$total" | sed -E 's/.* positions, ([0-9.]+) s,.*/\1/')
  nodes[$threads]=$(echo "$total" | sed -E 's/.* s, ([0-9]+) nodes,.*/\1/')
done
echo "speed-up with 2 threads, measured: $(awk -v a="${seconds[1]}" -v b="${seconds[2]}" 'BEGIN {printf "%.2f", a / b}')x"
# A loaded machine may give two threads no more CPU than one: the share of
# the nodes searched with both threads at work says what idle cores would give.
rate=$(echo "$report" | grep '^threads:' | sed -E "s/.*at most ([0-9.]+)x.*/\1/")
echo "$(echo "$report" | grep '^threads:')"
echo "speed-up with 2 threads on idle cores, at most (node rate x nodes ratio): $(awk -v r="$rate" -v a="${nodes[1]}" -v b="${nodes[2]}" 'BEGIN {printf "%.2f", r * a / b}')x"

# wasm vs native on #40-#44.
if [ "$wasm" = 0 ]; then
  echo "wasm vs native: skipped (--no-wasm)"
elif [ ! -f dist/index.html ]; then
  echo "wasm vs native: skipped, no dist/ (nice scripts/build-site.sh first)"
elif [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "wasm vs native: skipped, no Chromium at ${CHROMIUM:-/usr/bin/chromium}"
else
  echo "wasm vs native, FFO #40-#44 (the worker's build for Chromium, with wasm's vectors):"
  nice scripts/bench-wasm.sh 40 44
  echo "wasm vs native, FFO #40-#44 (the worker's portable build):"
  nice scripts/bench-wasm.sh 40 44 --portable
  # What the gap is made of: the same portable code built natively for a
  # CPU without AVX2 and BMI2, and without the table's prefetch and huge
  # pages (the `portable` feature), none of which wasm has.
  RUSTFLAGS="-C target-cpu=x86-64-v2" nice cargo build --release -q -p reversi-engine \
    --bin reversi --features portable --target-dir target/like-wasm
  echo "wasm vs a native build with only what wasm has (x86-64-v2, --features portable), FFO #40-#44 (the worker's portable build):"
  nice node e2e/bench/worker-ffo.mjs 40 44 --portable --native target/like-wasm/release/reversi
fi
