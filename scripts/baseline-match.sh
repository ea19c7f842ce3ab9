#!/usr/bin/env bash
# The current engine against the engine of issue #15's starting commit at
# equal time a move, through `reversi match` and an NBoard adapter built on
# the old library (engine/baseline/adapter.rs). Needs only the repository's
# own history and builds offline.
#
# usage: scripts/baseline-match.sh [othello|classic|both] [GAMES] [MS]
#   defaults: both, 100 games a variant, 200 ms a move. Environment:
#   BASELINE (commit, default c23b9dd), SEED (default 1).
# The builds and the match run under nice already; a second nice outside
# starves both sides on a loaded machine (time a move is wall-clock time).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
which=${1:-both}
games=${2:-100}
ms=${3:-200}
commit=${BASELINE:-c23b9dd}
seed=${SEED:-1}
base=target/baseline/$commit

if [ ! -f "$base/engine/Cargo.toml" ]; then
  mkdir -p "$base"
  git archive "$commit" engine | tar -x -C "$base"
fi
mkdir -p "$base/adapter"
cat > "$base/adapter/Cargo.toml" <<TOML
# Written by scripts/baseline-match.sh: the adapter over the old library.
[package]
name = "baseline-adapter"
version = "0.0.0"
edition = "2021"
publish = false

[[bin]]
name = "baseline-adapter"
path = "$root/engine/baseline/adapter.rs"

[dependencies]
reversi-engine = { path = "../engine" }

[profile.release]
debug = false

# Not part of the repository's workspace.
[workspace]
TOML
nice cargo build --offline --release --quiet --manifest-path "$base/adapter/Cargo.toml" \
  --target-dir "$base/target"
nice cargo build --offline --release --quiet -p reversi-engine --bin reversi
adapter=$root/$base/target/release/baseline-adapter
new=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- engine || echo +changes)
# A copy, so rebuilding the workspace during the match does not touch it.
reversi=$base/reversi-$new
cp target/release/reversi "$reversi"
echo "new: $new (in-process time:$ms), old: $commit (adapter --time $ms), $games games a variant, seed $seed"

play() { # variant openings
  local pairs=$(( (games + 1) / 2 ))
  echo "== $1: $games games from $2"
  nice "$reversi" match --variant "$1" --openings "$2" --count "$pairs" --seed "$seed" \
    --a "time:$ms" --b "nboard:$adapter --time $ms" --budget "$ms"
}
case $which in
  othello) play othello engine/data/openings/xot-large.txt ;;
  classic) play classic engine/data/openings/classic-random.txt ;;
  both)
    play othello engine/data/openings/xot-large.txt
    play classic engine/data/openings/classic-random.txt
    ;;
  *) echo "usage: $0 [othello|classic|both] [GAMES] [MS]" >&2; exit 2 ;;
esac
