//! Rules of classic Reversi (1880s), free-opening Reversi and Othello on
//! bitboards, with the formats that record them.
//!
//! Start from [`Position::new`], ask [`Position::placements`] or
//! [`Position::legal_moves`], and [`Position::play`] a [`Move`]; search code uses
//! [`Position::play_unchecked`]. The `reversi` program (`src/bin/reversi`)
//! is the command line and the NBoard protocol on top of this library.

pub mod ai;
pub mod bitboard;
pub mod format;
pub mod perft;
pub mod position;
pub mod random;
pub mod square;
mod symmetry;
pub mod variant;

pub use format::{obf, transcript};

pub use position::{Color, Move, Outcome, Phase, PlayError, Position, SetupError};
pub use square::Square;
pub use variant::Variant;
