//! The exact endgame solver: alpha-beta to the end of the game on the final
//! disc difference. Moves are ordered fastest-first (fewest replies), with
//! the table's move first; a stability bound cuts hopeless windows; the last
//! empty squares have their own code. A null window around zero gives the
//! faster win/draw/loss answer.
//!
//! - `driver`: MTD(f) from a first guess, and the root of each probe;
//! - `board`: the boards the solver plays on (`Position`, or bare bitboards);
//! - `search`: the negascout search with the table and the cut-offs;
//! - `last`: the last few empties, without sorting or move generation;
//! - `ordering`: the move order and the learned evaluation's look-ahead.

mod board;
mod driver;
mod last;
mod ordering;
mod search;

use super::evaluation::{Evaluation, Guide};
use super::table::Table;
use crate::Square;
use ordering::MoveList;

/// The answer of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The best placement, or `None` for a pass or a finished game.
    pub best: Option<Square>,
    /// The final disc difference for the side to move (exact mode), or its
    /// sign in win/draw/loss mode.
    pub score: i32,
}

/// An exact solver with its own table and node count.
pub struct Solver<'a> {
    table: &'a mut Table,
    pub nodes: u64,
    /// Checked every few thousand nodes; when it says stop, the solve unwinds
    /// and its result must be thrown away.
    should_stop: &'a mut dyn FnMut() -> bool,
    /// Stop after this many nodes, if set.
    pub node_limit: Option<u64>,
    pub stopped: bool,
    /// The node count at which to look at the limits again.
    next_check: u64,
    /// One move list per number of empties, reused from node to node
    /// instead of built and copied on the stack each time.
    lists: Vec<MoveList>,
    /// The learned evaluation that gives MTD(f) its first guess and sorts
    /// moves where the tree is still wide, as `Evaluation` decides.
    guide: Option<Guide>,
}

/// Nodes between two looks at the stop flag and the node limit.
const CHECK_INTERVAL: u64 = 4096;

impl<'a> Solver<'a> {
    /// A solver guided as `Evaluation::current` says.
    pub fn new(table: &'a mut Table, should_stop: &'a mut dyn FnMut() -> bool) -> Solver<'a> {
        Solver {
            table,
            nodes: 0,
            should_stop,
            node_limit: None,
            stopped: false,
            next_check: CHECK_INTERVAL,
            lists: (0..=64).map(|_| MoveList::default()).collect(),
            guide: Evaluation::current().solver_guide(),
        }
    }

    /// The same solver guided by `evaluation` instead.
    pub fn with_evaluation(self, evaluation: &Evaluation) -> Solver<'a> {
        Solver {
            guide: evaluation.solver_guide(),
            ..self
        }
    }
}

impl Solver<'_> {
    /// The solver's guide, as `Evaluation` decided.
    #[inline]
    fn guide(&self) -> Option<Guide> {
        self.guide
    }
}
