# Sourced by the wasm benchmarks (bench-wasm-ab.sh, bench-wasm-levels.sh):
# builds a bench crate, a bare cdylib over the engine, exactly as the AI
# worker is built, so that what they time is the worker's code: with the
# tree's own release profile (the worker's: its root Cargo.toml's
# [profile.release] sections, copied) and the toolchain the tree builds its
# page with (scripts/page-toolchain.sh, where it has one).

# build_wasm_bench NAME LIB_RS TREE FEATURES DIR: the crate NAME (its
# src/lib.rs copied from LIB_RS) against TREE's engine with FEATURES (a
# TOML list such as '["simd128"]'), built under DIR; prints the wasm's path.
build_wasm_bench() {
  local name=$1 lib_rs=$2 tree=$3 features=$4 dir=$5
  mkdir -p "$dir/crate/src"
  cp "$lib_rs" "$dir/crate/src/lib.rs"
  cp "$tree/Cargo.lock" "$dir/crate/Cargo.lock"
  cat >"$dir/crate/Cargo.toml" <<EOF
[package]
name = "$name"
version = "0.1.0"
edition = "2021"
publish = false

[lib]
crate-type = ["cdylib"]

[dependencies]
reversi-engine = { path = "$tree/engine", features = $features }

# As the AI worker's build: the tree's release profile.
$(sed -n '/^\[profile\.release[].]/,/^$/p' "$tree/Cargo.toml")
[workspace]
EOF
  echo "building $name against $tree's engine (features $features)" >&2
  (
    if [ -f "$tree/scripts/page-toolchain.sh" ]; then
      source "$tree/scripts/page-toolchain.sh"
      page_toolchain_env
      # Leptos's cfg means nothing to the engine.
      export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS=${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS/--cfg erase_components /}
    fi
    nice -n 5 cargo build --release --quiet --target wasm32-unknown-unknown \
      --manifest-path "$dir/crate/Cargo.toml" --target-dir "$dir/target" >&2
  )
  echo "$dir/target/wasm32-unknown-unknown/release/${name//-/_}.wasm"
}
