//! Text formats: board strings (OBF), transcripts, GGF game records and FFO
//! test files.

pub mod ffo;
pub mod ggf;
pub mod obf;
pub mod transcript;
