#!/usr/bin/env bash
# Installs whatever this project needs and is missing; skips what is already
# there at the right version, so a second run takes seconds.
#   scripts/setup.sh          everything (Rust engine, wasm app, browser tests)
#   scripts/setup.sh engine   only what the native engine needs
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.129 # must equal wasm-bindgen in Cargo.lock and Trunk.toml

say() { printf '[setup] %s\n' "$*" >&2; }

need_cargo() {
  command -v cargo >/dev/null || { say "cargo is missing: install Rust with rustup first"; exit 1; }
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# The pinned nightly that builds the wasm (scripts/page-toolchain.sh), with
# the standard library's sources and their dependencies fetched, so that
# trunk's offline builds can compile std.
ensure_page_toolchain() {
  source scripts/page-toolchain.sh
  if ! rustup toolchain list | grep -q "^$PAGE_TOOLCHAIN"; then
    say "installing Rust $PAGE_TOOLCHAIN for the wasm builds"
    rustup toolchain install "$PAGE_TOOLCHAIN" --profile minimal \
      --target wasm32-unknown-unknown --component rust-src
  fi
  local library
  library="$(rustc +"$PAGE_TOOLCHAIN" --print sysroot)/lib/rustlib/src/rust/library"
  cargo +"$PAGE_TOOLCHAIN" fetch --quiet --manifest-path "$library/Cargo.toml"
}

# cargo install TOOL VERSION BINARY: skip when BINARY --version already says VERSION.
ensure_cargo_tool() {
  local crate=$1 version=$2 binary=$3
  if command -v "$binary" >/dev/null && "$binary" --version 2>/dev/null | grep -q "$version"; then
    return
  fi
  say "installing $crate $version (takes minutes on a fresh machine)"
  cargo install --locked "$crate" --version "$version"
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  say "installing Debian's chromium"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

ensure_node_packages() {
  command -v npm >/dev/null || { say "node and npm are missing: apt-get install nodejs npm"; exit 1; }
  # binaryen (wasm-opt), playwright-core and axe-core, pinned by package-lock.json.
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
     || [ ! -f node_modules/axe-core/axe.min.js ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing node packages (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

need_cargo
case "${1:-all}" in
  engine) ;;
  all)
    ensure_wasm_target
    ensure_page_toolchain
    ensure_cargo_tool trunk "$TRUNK_VERSION" trunk &
    trunk_pid=$!
    ensure_cargo_tool wasm-bindgen-cli "$WASM_BINDGEN_VERSION" wasm-bindgen
    ensure_chromium
    ensure_node_packages
    wait "$trunk_pid"
    ;;
  *) say "usage: scripts/setup.sh [all|engine]"; exit 2 ;;
esac
say "ready"
