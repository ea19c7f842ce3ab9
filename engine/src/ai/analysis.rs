//! Analysing one position of a game for review: the value of every legal
//! placement, the best one and its principal line. Exact (the solver on
//! each placement's position) when the position has at most
//! `exact_empties` empty squares, else a search of a fixed depth, so the
//! same position always gets the same values whatever the machine's speed.
//! Values are the final disc difference for the side to move under the
//! variant's scoring, in hundredths of a disc (`SCALE`) like every other
//! score of the engine; an exact value is a whole number of discs × `SCALE`.

use super::evaluation::SCALE;
use super::search::{Budget, Clock, Engine, Limits, EXACT_EMPTIES, INFINITY, MAX_LINE};
use crate::position::{Move, Position};
use crate::Square;

/// How deep the analysis looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    /// A position with this many empty squares or fewer is valued exactly.
    pub exact_empties: u32,
    /// The midgame search's depth below each placement (clamped to 1..=60).
    pub plies: u32,
}

impl Default for Depth {
    /// The page's setting: exact from `EXACT_EMPTIES` (the solver takes a few
    /// hundred milliseconds there in wasm, without the learned guide), and
    /// six plies below each placement before that.
    fn default() -> Depth {
        Depth {
            exact_empties: EXACT_EMPTIES,
            plies: 6,
        }
    }
}

/// One placement's value for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub square: Square,
    pub value: i32,
}

/// What the analysis found about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The best move: a placement, a forced pass, or `None` when the game is over.
    pub best: Option<Move>,
    /// The position's value for the side to move (the best move's value).
    pub value: i32,
    /// Whether `value` and every move's value are exact.
    pub exact: bool,
    /// Every legal placement, in square order (empty for a pass or the end).
    pub moves: Vec<MoveValue>,
    /// The best line from here, best move first (at most `MAX_LINE` moves).
    pub line: Vec<Move>,
}

impl Analysis {
    /// The value of placing on `square`, if it is legal here.
    pub fn value_of(&self, square: Square) -> Option<i32> {
        self.moves
            .iter()
            .find(|m| m.square == square)
            .map(|m| m.value)
    }
}

impl Engine {
    /// Analyses `position`; `None` only when `should_stop` cut it short.
    pub fn analyse(
        &mut self,
        position: &Position,
        depth: Depth,
        clock: &dyn Clock,
        should_stop: &dyn Fn() -> bool,
    ) -> Option<Analysis> {
        let limits = Limits::default();
        let mut budget = Budget::new(clock, &limits, should_stop);
        if position.is_over() {
            return Some(Analysis {
                best: None,
                value: position.final_difference() * SCALE,
                exact: true,
                moves: Vec::new(),
                line: Vec::new(),
            });
        }
        if position.must_pass() {
            let after = self.analyse(&position.swapped(), depth, clock, should_stop)?;
            let mut line = vec![Move::Pass];
            line.extend(after.line.into_iter().take(MAX_LINE - 1));
            return Some(Analysis {
                best: Some(Move::Pass),
                value: -after.value,
                exact: after.exact,
                moves: Vec::new(),
                line,
            });
        }
        let exact = position.empty_count() <= depth.exact_empties;
        let mut moves = Vec::new();
        for square in Square::iter_bits(position.placements()) {
            let child = position.place_unchecked(square);
            let value = if exact {
                -self.solve(&child, &mut budget)?.score * SCALE
            } else {
                self.fixed_depth(&child, depth.plies, &mut budget)?
            };
            moves.push(MoveValue { square, value });
        }
        // The first of the best in square order, so ties always resolve alike.
        let best = *moves
            .iter()
            .reduce(|best, m| if m.value > best.value { m } else { best })?;
        let after = position.place_unchecked(best.square);
        let mut line = vec![Move::Place(best.square)];
        if exact {
            self.exact_line(after, &mut line, &mut budget)?;
        } else {
            let rest = self.best_line(&after, depth.plies.clamp(1, 60) - 1);
            line.extend(rest.into_iter().take(MAX_LINE - 1));
        }
        Some(Analysis {
            best: Some(Move::Place(best.square)),
            value: best.value,
            exact,
            moves,
            line,
        })
    }

    /// The value of `child` for the side that moved into it: iterative
    /// deepening to `plies - 1` below it (the shallower searches order the
    /// deeper ones through the table).
    fn fixed_depth(&mut self, child: &Position, plies: u32, budget: &mut Budget) -> Option<i32> {
        let depth = plies.clamp(1, 60).min(child.empty_count().max(1));
        let mut value = 0;
        for iteration in 1..=depth {
            value = -self.pvs(child, iteration - 1, -INFINITY, INFINITY, budget);
            if budget.stopped {
                return None;
            }
        }
        Some(value)
    }
}
