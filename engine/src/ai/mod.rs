//! The AI: evaluation, midgame search, exact endgame solver and levels.

pub mod endgame;
pub mod eval;
pub mod evaluation;
pub mod learned;
pub mod level;
pub mod patterns;
pub mod search;
pub mod stability;
pub mod table;

pub use endgame::{Solution, Solver};
pub use level::{Level, LEVELS};
pub use search::{Clock, Engine, Hint, Limits, Progress, SystemClock, Thought};
