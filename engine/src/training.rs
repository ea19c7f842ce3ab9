//! For the examples that train and calibrate the AI (`examples/train.rs`,
//! `corpus.rs`, `probcut_calibrate.rs`, `endcut_calibrate.rs`); not for
//! the app, which needs only [`crate::ai`].
//!
//! The learned evaluation's layout (what its weights mean) and file (how
//! they are stored), a plain fixed-depth search for training labels and
//! matches, the solver's guide value, and ProbCut's fitted lines.

pub use crate::ai::endgame::guide_value;
pub use crate::ai::evaluation::learned::file::{QuantisedTable, WeightsFile};
pub use crate::ai::fixed_depth::alpha_beta;
pub use crate::bitboard::CENTRE;

/// What the learned evaluation looks at: pattern shapes and their places,
/// phases, global features, and the board's symmetries.
pub mod layout {
    pub use crate::ai::evaluation::learned::layout::{
        arrangement, canonical_arrangements, phase_of, table_size, Board, Instance, OFFSETS,
        PHASE_COUNT, PHASE_LEN, PHASE_WIDTH, PLACES, SHAPE_COUNT, TABLE_COUNT,
    };
    pub use crate::symmetry::transform;
}

/// ProbCut's fitted lines, which `examples/probcut_calibrate.rs` writes.
pub mod probcut {
    pub use crate::ai::probcut::{bucket, fitted_shallow, Fit, BUCKETS, FITS, MIN_DEPTH};
}
