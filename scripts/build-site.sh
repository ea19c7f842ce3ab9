#!/usr/bin/env bash
# Builds dist/ (trunk, release, offline) unless it is already built from the
# files as they are: a build takes half a minute even when nothing changed
# (trunk runs wasm-bindgen and wasm-opt again), and scripts/e2e.sh then
# serve.sh (twice, in its test) would each pay it. The stamp is touched
# before a build starts and kept only when it succeeds, so a file changed
# during a build counts as changed.
#   scripts/build-site.sh          build if anything it is built from changed
#   scripts/build-site.sh --force  build anyway
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" # wasm-opt from npm binaryen

stamp=target/site-built
inputs=(index.html Trunk.toml Cargo.toml Cargo.lock package-lock.json .cargo
  src app-core worker engine/Cargo.toml engine/build.rs engine/src engine/data/learned.bin engine/data/openings.txt engine/data/puzzles.txt engine/data/lessons.txt
  style locales public scripts/precache.mjs scripts/wasm-imports.mjs scripts/build-site.sh scripts/page-toolchain.sh)

if [ "${1:-}" != "--force" ] && [ -f "$stamp" ] && [ -f dist/index.html ] \
  && [ -z "$(find "${inputs[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  echo "dist/ is built from the files as they are (scripts/build-site.sh --force builds anyway)"
  exit 0
fi
mkdir -p target
touch "$stamp.new"
rm -f "$stamp"
cargo fetch --locked
source scripts/page-toolchain.sh
page_toolchain_env
trunk build --release --offline
mv "$stamp.new" "$stamp"
