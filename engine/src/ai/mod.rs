//! The AI: the midgame search (`Engine`), the exact endgame solver
//! (`Solver`), the levels the app offers, the analysis of a position for
//! reviewing a game, and the evaluation they use (`Evaluation`: the learned
//! weights, `LearnedWeights`, or the hand-set ones).

mod analysis;
pub(crate) mod endgame;
pub(crate) mod evaluation;
pub(crate) mod fixed_depth;
mod level;
pub(crate) mod probcut;
mod search;
mod stability;
mod table;
mod timing;

pub use analysis::{Analysis, Depth, MoveValue};
pub use endgame::{Solution, Solver};
#[cfg(not(target_arch = "wasm32"))]
pub use evaluation::learned::embedded::BYTES as BUILT_IN_WEIGHTS;
pub use evaluation::learned::file::WeightsError;
pub use evaluation::learned::LearnedWeights;
pub use evaluation::{Evaluation, SCALE};
pub use level::{Level, LEVELS};
pub use search::{
    Clock, Engine, Hint, Limits, Progress, SystemClock, Thought, EXACT_EMPTIES, VARIETY_EMPTIES,
    VARIETY_MARGIN,
};
pub use table::{Table, SOLVE_SLOTS_LOG2};
