//! The exact endgame solver: alpha-beta to the end of the game on the final
//! disc difference. Moves are ordered fastest-first (fewest replies), with
//! the table's move first; a stability bound cuts hopeless windows; the last
//! empty squares have their own code. A null window around zero gives the
//! faster win/draw/loss answer. Deep solves begin with a selective solve
//! whose score and moves (never its bounds) the exact one starts from.
//!
//! - `driver`: MTD(f) from a first guess, the selective solve before the
//!   exact one, and the root of each probe;
//! - `board`: the boards the solver plays on (`Position`, or bare bitboards);
//! - `search`: the negascout search with the table and the cut-offs;
//! - `last`: the last few empties, without sorting or move generation;
//! - `ordering`: the move order and the learned evaluation's look-ahead;
//! - `endcut`: ProbCut for the selective solve that precedes the exact one;
//! - `split`: more threads sharing a node's later children (YBWC).

mod board;
mod driver;
mod endcut;
mod last;
mod ordering;
mod search;
mod split;

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::Arc;

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
    /// Shared with the solver's helper threads, if it has any.
    table: &'a Table,
    pub nodes: u64,
    /// Checked every few thousand nodes; when it says stop, the solve unwinds
    /// and its result must be thrown away.
    should_stop: &'a mut dyn FnMut() -> bool,
    /// Stop after this many nodes, if set.
    pub node_limit: Option<u64>,
    pub stopped: bool,
    /// `should_stop` or the node limit said stop (`stopped` also follows
    /// `cancel`).
    halted: bool,
    /// Set when a sibling thread's cut at a shared node, here or above,
    /// makes this thread's work there useless.
    cancel: Vec<Arc<AtomicBool>>,
    /// The helper threads not at work, when there are threads.
    threads: Option<Arc<split::Threads>>,
    /// The node count at which to look at the limits again.
    next_check: u64,
    /// One move list per number of empties, reused from node to node
    /// instead of built and copied on the stack each time.
    lists: Vec<MoveList>,
    /// The learned evaluation that gives MTD(f) its first guess and sorts
    /// moves where the tree is still wide, as `Evaluation` decides.
    guide: Option<Guide>,
    /// In a selective solve, how many standard deviations ProbCut's
    /// prediction must clear (`endcut`); `None` in the exact solve.
    endcut: Option<f32>,
}

/// Nodes between two looks at the stop flag and the node limit.
const CHECK_INTERVAL: u64 = 4096;

impl<'a> Solver<'a> {
    /// A solver guided as `Evaluation::current` says.
    pub fn new(table: &'a mut Table, should_stop: &'a mut dyn FnMut() -> bool) -> Solver<'a> {
        Solver::sharing(table, should_stop, Evaluation::current().solver_guide())
    }

    fn sharing(
        table: &'a Table,
        should_stop: &'a mut dyn FnMut() -> bool,
        guide: Option<Guide>,
    ) -> Solver<'a> {
        Solver {
            table,
            nodes: 0,
            should_stop,
            node_limit: None,
            stopped: false,
            halted: false,
            cancel: Vec::new(),
            threads: None,
            next_check: CHECK_INTERVAL,
            lists: (0..=64).map(|_| MoveList::default()).collect(),
            guide,
            endcut: None,
        }
    }

    /// The same solver searching with `threads` threads in all (this one
    /// and `threads - 1` helpers); 1 or 0 for none.
    pub fn with_threads(self, threads: usize) -> Solver<'a> {
        Solver {
            threads: split::Threads::new(threads),
            ..self
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

    /// With threads, the share of the nodes searched while more than one
    /// thread was at work (sampled every few thousand nodes): with two
    /// threads on idle cores, `1 / (1 - share / 2)` bounds the speed-up.
    pub fn parallel_share(&self) -> Option<f64> {
        self.threads.as_ref().map(|t| t.parallel_share())
    }

    /// Whether a sibling thread's cut made this thread's current work useless.
    #[inline]
    fn cancelled(&self) -> bool {
        self.cancel.iter().any(|flag| flag.load(Relaxed))
    }

    /// Looks at the stop flag and the node limit.
    fn check_halt(&mut self) -> bool {
        self.halted =
            self.halted || (self.should_stop)() || self.node_limit.is_some_and(|n| self.nodes >= n);
        self.halted
    }
}

/// The learned evaluation's `depth`-ply value of a position's bare boards,
/// in evaluation units (`SCALE` a disc): what the selective solve's
/// ProbCut predicts the exact score from (`endcut`). `None` where the solver
/// has no guide. For `examples/endcut_calibrate.rs` (`training`).
pub fn guide_value(evaluation: &Evaluation, position: &crate::Position, depth: u32) -> Option<i32> {
    let guide = evaluation.solver_guide()?;
    let board = board::Plain::<true>::of(position);
    let bound = ordering::SCORE_BOUND;
    Some(ordering::Estimate::glance(guide).search(&board, None, depth, -bound, bound, false))
}
