#!/usr/bin/env bash
# Benchmark: the native solver at BASE (a commit) against the working tree,
# one thread, the two taking turns position by position on FFO positions
# (which goes first alternates), so a noisy machine weighs on both alike.
# Prints each side's seconds per round, on how many positions it was the
# faster, and both sides' nodes.
#
# usage: scripts/bench-native-ab.sh BASE [ROUNDS [FIRST LAST]]
#        (default 2 rounds over FFO #40-#49)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/bench-native-ab.sh BASE [ROUNDS [FIRST LAST]]" >&2; exit 2; }
base=$(git rev-parse --short "$1")
rounds=${2:-2}
first=${3:-40}
last=${4:-49}
work=$PWD/target/native-ab
mkdir -p "$work"
base_tree=$work/tree-$base
if [ ! -d "$base_tree" ]; then
  git worktree add --detach -q "$base_tree" "$base"
fi
echo "building the engine at $base and in the working tree" >&2
(cd "$base_tree" && nice cargo build --release --quiet -p reversi-engine --bin reversi --target-dir "$work/target-$base")
nice cargo build --release --quiet -p reversi-engine --bin reversi
a=$work/target-$base/release/reversi
b=$PWD/target/release/reversi
ffo=engine/data/ffo/fforum-40-59.obf

# solve BIN N: "seconds nodes" of position N.
solve() {
  "$1" bench ffo "$ffo" --from "$2" --to "$2" | grep '^total:' |
    sed -E 's/.* positions, ([0-9.]+) s, ([0-9]+) nodes.*/\1 \2/'
}

echo "A: $base, B: the working tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine || echo ', with uncommitted changes to engine/'))"
declare -A seconds=([a]=0 [b]=0) nodes=([a]=0 [b]=0) faster=([a]=0 [b]=0)
for round in $(seq "$rounds"); do
  for n in $(seq "$first" "$last"); do
    order="a b"
    [ $(((round + n) % 2)) = 1 ] && order="b a"
    declare -A took=()
    for side in $order; do
      bin=$a
      [ "$side" = b ] && bin=$b
      read -r s count < <(solve "$bin" "$n")
      took[$side]=$s
      seconds[$side]=$(awk -v x="${seconds[$side]}" -v y="$s" 'BEGIN { print x + y }')
      [ "$round" = 1 ] && nodes[$side]=$((nodes[$side] + count))
    done
    if awk -v x="${took[a]}" -v y="${took[b]}" 'BEGIN { exit !(x <= y) }'; then
      faster[a]=$((faster[a] + 1))
    else
      faster[b]=$((faster[b] + 1))
    fi
  done
done
total=$((rounds * (last - first + 1)))
echo "FFO #$first-#$last, one thread, $rounds rounds, taking turns position by position:"
for side in a b; do
  label=$(echo "$side" | tr ab AB)
  printf '  %s: %.3f s a round, the faster on %d of %d, %d nodes\n' "$label" \
    "$(awk -v x="${seconds[$side]}" -v r="$rounds" 'BEGIN { print x / r }')" "${faster[$side]}" "$total" "${nodes[$side]}"
done
echo "  B/A: $(awk -v a="${seconds[a]}" -v b="${seconds[b]}" 'BEGIN { printf "%.3f", b / a }')"
