//! The negascout search: the table, enhanced transposition cut-offs and
//! the stability bound, down to where `last` takes over.

use super::board::SolverBoard;
use super::last::{parity_order, SMALL_MAX_EMPTIES};
use super::ordering::{ScoredMove, NO_MOVE};
use super::{Solver, CHECK_INTERVAL};
use crate::ai::stability::stable_discs;
use crate::ai::table::Searched;
use crate::Square;

/// From this many empties children are looked up before searching (ETC).
const ETC_MIN_EMPTIES: u32 = 12;
/// Below this many empties the table costs more than it saves.
const TABLE_MIN_EMPTIES: u32 = 8;
/// Below this many empties moves are tried in square order, not sorted.
const SORT_MIN_EMPTIES: u32 = 6;
/// From this many empties the stability bound is checked.
const STABILITY_MIN_EMPTIES: u32 = 5;

/// The stability bound rarely cuts unless alpha is already high: at least
/// this high for `empties` empty squares (the values Edax uses).
fn stability_threshold(empties: u32) -> i32 {
    (2 * empties as i32).clamp(8, 48)
}

impl Solver<'_> {
    /// Negamax alpha-beta (fail-soft) with `empties` empty squares left.
    /// `known_moves` saves generating the moves again when the caller has
    /// them already (from sorting).
    pub(super) fn search<B: SolverBoard>(
        &mut self,
        board: &B,
        mut alpha: i32,
        beta: i32,
        empties: u32,
        passed: bool,
        known_moves: Option<u64>,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.next_check && !self.stopped {
            self.next_check = self.nodes + CHECK_INTERVAL;
            self.stopped = self.check_halt() || self.cancelled();
            if let Some(threads) = &self.threads {
                threads.sample();
            }
        }
        if self.stopped {
            return 0;
        }
        if empties == 1 {
            return self.last_empty(board);
        }
        if B::PLAIN && (2..=SMALL_MAX_EMPTIES).contains(&empties) {
            return self.search_small(board, alpha, beta, &parity_order(board), passed);
        }
        let moves = known_moves.unwrap_or_else(|| board.moves());
        if moves == 0 {
            if passed {
                return board.final_score();
            }
            return -self.search(&board.pass(), -beta, -alpha, empties, true, None);
        }
        if empties >= STABILITY_MIN_EMPTIES && alpha >= stability_threshold(empties) {
            let ceiling =
                64 - 2 * stable_discs(board.opponent(), board.player()).count_ones() as i32;
            if ceiling <= alpha {
                return ceiling;
            }
        }
        if empties < SORT_MIN_EMPTIES {
            return self.search_unsorted(board, moves, alpha, beta, empties);
        }

        let use_table = empties >= TABLE_MIN_EMPTIES;
        let key = board.key();
        let mut beta = beta;
        let mut table_move = NO_MOVE;
        if use_table {
            if let Some(entry) = self.table.probe(key) {
                table_move = entry.best.map_or(NO_MOVE, Square::index);
                if self.trusts(entry.depth, empties) {
                    if let Some(score) = entry.cut(alpha, beta) {
                        return score;
                    }
                    // Bounds inside the window narrow it.
                    alpha = alpha.max(entry.lower);
                    beta = beta.min(entry.upper);
                }
            }
        }
        if let Some(score) = self.endcut(board, moves, alpha, beta, empties) {
            return score;
        }
        let original_alpha = alpha;
        let at = self.order_moves(board, moves, table_move, empties);
        let count = self.lists[at].len();
        if empties > TABLE_MIN_EMPTIES {
            // The children will probe the table (or ETC will, below): the
            // slots start coming from memory now, all at once.
            for index in 0..count {
                let ScoredMove {
                    square, flipped, ..
                } = self.lists[at].get(index);
                self.table.prefetch(board.play(square, flipped).key());
            }
        }
        if empties >= ETC_MIN_EMPTIES {
            // Enhanced transposition cut-off: a child already known to be
            // bad enough for the opponent proves the cut without a search.
            for index in 0..count {
                let ScoredMove {
                    square, flipped, ..
                } = self.lists[at].get(index);
                let child = board.play(square, flipped);
                if let Some(entry) = self.table.probe(child.key()) {
                    if -entry.upper >= beta && self.trusts(entry.depth, empties - 1) {
                        return -entry.upper;
                    }
                }
            }
        }
        let mut best_score = i32::MIN;
        let mut best_move = None;
        let mut first = true;
        // Decided once per node: a single thread pays one predictable
        // branch a move here, not a call to `try_split` (which cost 2.6 %
        // more instructions on FFO #40 when called for every move).
        let may_split = self.may_split(empties, alpha, beta);
        for index in 0..count {
            if may_split && index > 0 {
                let so_far = (best_score, best_move);
                let window = (alpha, beta);
                if let Some(found) = self.try_split(board, at, index, window, empties, so_far) {
                    (best_score, best_move) = found;
                    break;
                }
            }
            let ScoredMove {
                square,
                flipped,
                replies,
                ..
            } = self.lists[at].get(index);
            let child = board.play(square, flipped);
            let score = self.search_child(&child, replies, alpha, beta, empties - 1, first);
            first = false;
            if score > best_score {
                best_score = score;
                best_move = Square::new(square);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if use_table && !self.stopped {
            let searched = Searched {
                depth: self.table_depth(empties),
                best: best_move,
                score: best_score,
                alpha: original_alpha,
                beta,
            };
            self.table.store(key, searched);
        }
        best_score
    }

    /// One negascout step: the first child gets the full window, the others
    /// a null window first and a re-search only if they beat alpha.
    pub(super) fn search_child<B: SolverBoard>(
        &mut self,
        child: &B,
        child_moves: u64,
        alpha: i32,
        beta: i32,
        empties: u32,
        first: bool,
    ) -> i32 {
        let known = Some(child_moves);
        if first {
            return -self.search(child, -beta, -alpha, empties, false, known);
        }
        let probe = -self.search(child, -alpha - 1, -alpha, empties, false, known);
        if probe > alpha && probe < beta {
            -self.search(child, -beta, -probe, empties, false, known)
        } else {
            probe
        }
    }
}
