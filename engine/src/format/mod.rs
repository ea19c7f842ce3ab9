//! Text formats: board strings (OBF), transcripts, GGF game records, FFO
//! test files, puzzle and lesson lines, SVG board diagrams (written only), and
//! escaping for markup.

pub mod diagram;
pub mod ffo;
pub mod ggf;
pub mod lesson;
pub mod markup;
pub mod obf;
pub mod puzzle;
pub mod transcript;
