//! The one place that decides which evaluation each search uses: a value
//! the engine and the solver are given. The learned evaluation (`learned`)
//! at the midgame search's leaves and in its move order, and as the exact
//! solver's guide (MTD(f)'s first guess and its move order), wherever there
//! are weights: natively they are built in (`Evaluation::current`), the web
//! worker fetches them and hands them over (`Evaluation::learned`). Without
//! weights (the worker before they arrive, or if they cannot be read): the
//! hand-set weights (`eval`) at the midgame's leaves and no guide, the
//! solver sorting by mobility. `Evaluation::hand_set` keeps the evaluation
//! used before the learned one, for matches and benchmarks that compare the
//! two in one binary.

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

/// The built-in learned evaluation; `None` in wasm, whose binary does not
/// carry the weights (the worker fetches them as a file of their own).
fn built_in() -> Option<&'static LearnedEval> {
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
        match built_in() {
            Some(eval) => Evaluation::learned(eval),
            None => Evaluation::hand_set(),
        }
    }

    /// The learned evaluation `eval` in the midgame and guiding the solver
    /// (what the web worker uses once it has read the weights).
    pub fn learned(eval: &'static LearnedEval) -> Evaluation {
        Evaluation {
            midgame: Midgame::Learned(eval),
            solver_guide: Some(Guide::Learned(eval)),
        }
    }

    /// The evaluation used before the learned one: the hand-set weights in
    /// the midgame and the older patterns guiding the solver (natively; in
    /// wasm, which does not carry them, no guide).
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
    /// alone and starts MTD(f) at 0, as in wasm without weights (for
    /// comparisons).
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
            // Within the final scores, as the search's bounds expect.
            Midgame::Learned(eval) => eval.evaluate(position).clamp(-64 * SCALE, 64 * SCALE),
        }
    }

    /// Whether the midgame uses the learned evaluation.
    pub fn is_learned(&self) -> bool {
        matches!(self.midgame, Midgame::Learned(_))
    }

    /// The learned evaluation that guides the exact solver, if any.
    #[inline]
    pub fn solver_guide(&self) -> Option<Guide> {
        self.solver_guide
    }
}
