//! Text formats: board strings (OBF), transcripts, GGF game records, FFO
//! test files, and SVG board diagrams (written only).

pub mod diagram;
pub mod ffo;
pub mod ggf;
pub mod obf;
pub mod transcript;
