//! Rules of classic Reversi (1880s), free-opening Reversi and Othello on
//! bitboards, with the formats that record them, and the AI that plays them.
//!
//! Start from [`Position::new`], ask [`Position::placements`] or
//! [`Position::legal_moves`], and [`Position::play`] a [`Move`]; search code uses
//! [`Position::play_unchecked`]. The `reversi` program (`src/bin/reversi`)
//! is the command line and the NBoard protocol on top of this library.
//!
//! The public surface is what the app, the command line and the examples
//! use:
//!
//! - the rules at the root: [`Position`], [`Move`], [`Square`], [`Variant`],
//!   [`Color`] and their errors, and [`perft`];
//! - [`format`](mod@format): board strings ([`obf`]), transcripts ([`transcript`]), GGF
//!   game records, FFO test files, puzzle lines ([`puzzle`]), SVG diagrams;
//! - [`ai`]: the search [`ai::Engine`], the solver [`ai::Solver`], the
//!   levels, the analysis and the evaluation ([`ai::Evaluation`],
//!   [`ai::LearnedWeights`]);
//! - [`openings`]: the names of openings, matched by position;
//! - [`random`]: the seeded generator behind reproducible games;
//! - [`training`]: the internals the examples that train and calibrate the
//!   AI need (the learned evaluation's layout and file, a fixed-depth
//!   search); not for the app.
//!
//! Everything else (bitboards, the transposition table's entries, the
//! solver's parts) is private to the crate.

pub mod ai;
mod bitboard;
pub mod format;
pub mod openings;
mod perft;
mod position;
pub mod random;
mod square;
mod symmetry;
pub mod training;
mod variant;

pub use format::{lesson, obf, puzzle, transcript};

pub use perft::perft;
pub use position::{Color, Move, Outcome, Phase, PlayError, Position, SetupError};
pub use square::{ParseSquareError, Square};
pub use variant::{ParseVariantError, Variant};
