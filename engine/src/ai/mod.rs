//! The AI: evaluation, midgame search, exact endgame solver, levels, and the
//! analysis of a position for reviewing a game.

pub mod analysis;
pub mod endgame;
pub mod eval;
pub mod evaluation;
pub mod learned;
pub mod level;
pub mod probcut;
pub mod search;
pub mod stability;
pub mod table;

pub use analysis::{Analysis, Depth, MoveValue};
pub use endgame::{Solution, Solver};
pub use level::{Level, LEVELS};
pub use search::{Clock, Engine, Hint, Limits, Progress, SystemClock, Thought, EXACT_EMPTIES};
