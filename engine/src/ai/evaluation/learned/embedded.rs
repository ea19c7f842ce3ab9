//! The weights that come with the engine (`engine/data/learned.bin`, made
//! by `examples/train.rs`), built into native programs. The web worker
//! fetches the same file and calls `LearnedWeights::from_bytes` instead, so
//! the wasm binary does not carry it.

use super::LearnedWeights;

/// The weights file's bytes (`engine/data/learned.bin`), what
/// `Evaluation::current` expands natively (public as `ai::BUILT_IN_WEIGHTS`).
pub const BYTES: &[u8] = include_bytes!("../../../../data/learned.bin");

/// The built-in evaluation, expanded on first use; `None` only if the file
/// were damaged, which a test rules out.
pub fn embedded() -> Option<&'static LearnedWeights> {
    static EXPANDED: std::sync::OnceLock<Option<LearnedWeights>> = std::sync::OnceLock::new();
    EXPANDED
        .get_or_init(|| LearnedWeights::from_bytes(BYTES).ok())
        .as_ref()
}
