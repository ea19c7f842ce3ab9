//! A learned evaluation for every phase of every variant, in the style of
//! Logistello, Edax and Egaroucid: 46 pattern places (edges with X-squares,
//! corner blocks, rows, diagonals; mirror images sharing weights) plus
//! mobility, potential mobility, parity and, for classic Reversi, the
//! balance of discs left in the hands, each with weights for 12 phases by
//! empty squares. The weights are data (`engine/data/learned.bin`, made by
//! `examples/train.rs`), one byte per weight on disk, expanded at load.
//!
//! Scores are in hundredths of a disc for the side to move, like `ai::eval`.

#[cfg(not(target_arch = "wasm32"))]
pub mod embedded;
pub mod evaluation;
pub mod fixed_depth;
pub mod format;
pub mod layout;

pub use evaluation::LearnedEval;
pub use format::{FormatError, Weights};
pub use layout::Board;
