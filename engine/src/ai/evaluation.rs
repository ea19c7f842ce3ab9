//! The one place that decides which evaluation each search uses, natively
//! and in wasm. Natively: the learned evaluation (`learned`, built in) at
//! the midgame search's leaves and in its move order, and as the exact
//! solver's guide (MTD(f)'s first guess and its move order). In wasm, where
//! the page ships without learned weights, the hand-set weights (`eval`) at
//! the midgame's leaves and no guide: the solver sorts by mobility.
//! `Evaluation::hand_set` keeps the evaluation used before the learned one,
//! for matches and benchmarks that compare the two in one binary.

use super::eval::{evaluate, Weights, DEFAULT_WEIGHTS, SCALE};
use super::learned::LearnedEval;
use super::patterns::{trained, PatternEval};
use crate::position::Position;

/// The evaluations a search asks for.
#[derive(Clone)]
pub struct Evaluation {
    midgame: Midgame,
    solver_guide: Option<Guide>,
}

/// What the midgame search scores its leaves with.
#[derive(Clone)]
enum Midgame {
    HandSet(Weights),
    Learned(&'static LearnedEval),
}

/// A learned evaluation of the solver's plain boards (empties going to the
/// winner, as in Othello) that guides its first guess and move order.
#[derive(Clone, Copy)]
pub enum Guide {
    /// The older pattern evaluation (`engine/data/patterns.bin`).
    Patterns(&'static PatternEval),
    /// The evaluation the midgame uses too (`engine/data/learned.bin`).
    Learned(&'static LearnedEval),
}

impl Guide {
    /// The value of a plain board for the side to move, in hundredths of a
    /// disc.
    #[inline]
    pub fn evaluate(self, player: u64, opponent: u64) -> i32 {
        match self {
            Guide::Patterns(eval) => eval.evaluate(player, opponent),
            Guide::Learned(eval) => eval.evaluate_plain(player, opponent, true),
        }
    }
}

impl Default for Evaluation {
    fn default() -> Evaluation {
        Evaluation::current()
    }
}

/// The built-in learned evaluation; `None` in wasm, which fetches it instead.
fn learned() -> Option<&'static LearnedEval> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        super::learned::embedded::embedded()
    }
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
}

impl Evaluation {
    /// What every search uses unless a caller asks for something else: the
    /// learned evaluation everywhere where it is built in, else the
    /// hand-set one.
    pub fn current() -> Evaluation {
        match learned() {
            Some(eval) => Evaluation {
                midgame: Midgame::Learned(eval),
                solver_guide: Some(Guide::Learned(eval)),
            },
            None => Evaluation::hand_set(),
        }
    }

    /// The evaluation used before the learned one: the hand-set weights in
    /// the midgame and the older patterns guiding the solver (natively).
    pub fn hand_set() -> Evaluation {
        Evaluation {
            midgame: Midgame::HandSet(DEFAULT_WEIGHTS),
            solver_guide: trained().map(Guide::Patterns),
        }
    }

    /// The same solver guide with the hand-set midgame at other weights
    /// (for tuning and tests).
    pub fn with_weights(self, weights: Weights) -> Evaluation {
        Evaluation {
            midgame: Midgame::HandSet(weights),
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
        match &self.midgame {
            Midgame::HandSet(weights) => evaluate(position, weights),
            // Within the final scores, as the search's bounds expect. The
            // `cfg!` repeats that wasm never has one (`learned()`), so that
            // the compiler leaves the learned code out of the worker.
            Midgame::Learned(eval) if !cfg!(target_arch = "wasm32") => {
                eval.evaluate(position).clamp(-64 * SCALE, 64 * SCALE)
            }
            Midgame::Learned(_) => evaluate(position, &DEFAULT_WEIGHTS),
        }
    }

    /// Whether the midgame uses the learned evaluation.
    pub fn is_learned(&self) -> bool {
        matches!(self.midgame, Midgame::Learned(_))
    }

    /// The learned evaluation that guides the exact solver, if any. A
    /// constant `None` in wasm keeps the code that reads it out of the page.
    #[inline]
    pub fn solver_guide(&self) -> Option<Guide> {
        if cfg!(target_arch = "wasm32") {
            None
        } else {
            self.solver_guide
        }
    }
}
