//! The one place that decides which evaluation each search uses, natively
//! and in wasm. Today: the hand-set weights (`eval`) at the midgame
//! search's leaves, and the learned pattern evaluation (`patterns`) to guide
//! the exact solver (MTD(f)'s first guess and its move order) where the
//! learned weights exist, that is natively; the web page ships without them
//! and its solver sorts by mobility. Giving the midgame the learned
//! evaluation too is a change here alone.

use super::eval::{evaluate, Weights, DEFAULT_WEIGHTS};
use super::patterns::{trained, PatternEval};
use crate::position::Position;

/// The evaluations a search asks for.
#[derive(Clone)]
pub struct Evaluation {
    midgame: Weights,
    solver_guide: Option<&'static PatternEval>,
}

impl Default for Evaluation {
    fn default() -> Evaluation {
        Evaluation::current()
    }
}

impl Evaluation {
    /// What every search uses unless a caller asks for something else.
    pub fn current() -> Evaluation {
        Evaluation {
            midgame: DEFAULT_WEIGHTS,
            solver_guide: trained(),
        }
    }

    /// The same, with other midgame weights (for tuning and tests).
    pub fn with_weights(self, weights: Weights) -> Evaluation {
        Evaluation {
            midgame: weights,
            ..self
        }
    }

    /// The same without the solver's guide: the solver sorts by mobility
    /// alone and starts MTD(f) at 0, as in wasm (for comparisons).
    pub fn without_solver_guide(self) -> Evaluation {
        Evaluation {
            solver_guide: None,
            ..self
        }
    }

    /// A midgame leaf's value for the side to move, in hundredths of a disc.
    #[inline]
    pub fn midgame(&self, position: &Position) -> i32 {
        evaluate(position, &self.midgame)
    }

    /// The learned evaluation that guides the exact solver, if any. A
    /// constant `None` in wasm keeps the code that reads it out of the page.
    #[inline]
    pub fn solver_guide(&self) -> Option<&'static PatternEval> {
        if cfg!(target_arch = "wasm32") {
            None
        } else {
            self.solver_guide
        }
    }
}
