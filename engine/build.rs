//! Decides, once, which instruction-set paths the engine compiles: `fast_avx2`
//! and `fast_bmi2` are set when the target has the instructions and the
//! `portable` feature is off; `fast_simd128` when a wasm build asks for
//! wasm's vectors with the `simd128` feature. The `portable` feature forces the plain integer
//! code natively, so the tests can check the code path that wasm ships.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(fast_avx2)");
    println!("cargo::rustc-check-cfg=cfg(fast_bmi2)");
    println!("cargo::rustc-check-cfg=cfg(fast_simd128)");
    println!("cargo::rerun-if-changed=build.rs");
    let portable = std::env::var_os("CARGO_FEATURE_PORTABLE").is_some();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let has = |name: &str| features.split(',').any(|f| f == name);
    // wasm has no run-time detection: a module with vector instructions
    // does not load at all where they are missing, so the `simd128`
    // feature asks for them (the AI worker's second build) instead of the
    // target.
    if arch == "wasm32" && !portable && std::env::var_os("CARGO_FEATURE_SIMD128").is_some() {
        println!("cargo::rustc-cfg=fast_simd128");
    }
    if portable || arch != "x86_64" {
        return;
    }
    if has("avx2") {
        println!("cargo::rustc-cfg=fast_avx2");
    }
    if has("bmi2") {
        println!("cargo::rustc-cfg=fast_bmi2");
    }
}
