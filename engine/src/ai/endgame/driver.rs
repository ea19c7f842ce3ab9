//! The solve itself: MTD(f) null-window probes from a first guess, each
//! probe's root, and the choice of board for it.

use super::board::{Plain, SolverBoard};
use super::ordering::{Estimate, ScoredMove, NO_MOVE, SCORE_BOUND};
use super::{Solution, Solver};
use crate::ai::evaluation::SCALE;
use crate::position::{Phase, Position};
use crate::Square;

/// MTD(f) guesses from a search whose leaves have this many empties ...
const GUESS_LEAF_EMPTIES: u32 = 14;
/// ... but no deeper than this, and only from this many empties.
const GUESS_MAX_DEPTH: u32 = 12;
const GUESS_MIN_EMPTIES: u32 = 16;
/// Where MTD(f) starts from the estimate, in discs: a little above it.
/// Over FFO #20-#49 with the learned guide, nodes on #40-#49 (#20-#39)
/// for the start at the estimate minus 8: 1.385 G (171 M), minus 4:
/// 1.357 G (147 M), 0: 1.302 G (128 M), plus 2: 1.286 G (121 M), plus 4:
/// 1.306 G (126 M).
const GUESS_ABOVE: i32 = 2;
/// From this many empties a selective solve (`endcut`) comes first: it
/// costs a few per cent of the exact solve's nodes and saves far more
/// (FFO #40–#49: 1.346 G nodes without, 0.944 G with, its shallow
/// searches counted); below, it barely pays (#20–#39: 121 M and 108 M
/// nodes, the shallow searches' not counted, the same time).
const PRESOLVE_MIN_EMPTIES: u32 = 18;
/// The selective solve cuts where the prediction clears the window by this
/// many standard deviations. Over FFO #40–#49, ProbCut from 10 empties
/// (nodes, the shallow searches' not counted): 1.2 1.04 G, 1.5 0.98 G,
/// 1.8 1.06 G, 2.0 1.09 G, 2.5 1.08 G; two selective solves, 1.0 then
/// 2.0, 1.12 G; from 6 empties and counted, a second one at 2.5 or 3.5
/// after 1.5 no better (0.943 G, 0.949 G, against 0.944 G).
const PRESOLVE_SIGMAS: f32 = 1.5;

impl Solver<'_> {
    /// Solves `position` exactly, or only for win/draw/loss when `wld`.
    pub fn solve(&mut self, position: &Position, wld: bool) -> Solution {
        if wld {
            return self.solve_window(position, -1, 1);
        }
        let mut guess = self.first_guess(position);
        if self.guide().is_some() && position.empty_count() >= PRESOLVE_MIN_EMPTIES {
            self.endcut = Some(PRESOLVE_SIGMAS);
            let selective = self.mtdf(position, guess);
            self.endcut = None;
            if self.stopped {
                return selective;
            }
            guess = selective.score;
        }
        self.mtdf(position, guess)
    }

    /// Solves within the window (`alpha`, `beta`) only: a score strictly
    /// inside it is the exact one, a score at or below `alpha` an upper
    /// bound of it, at or above `beta` a lower bound. Much cheaper than
    /// `solve` when a bound is all that is asked (a window of width 2
    /// around a value `v`, (`v - 1`, `v + 1`), says whether the score is
    /// `v`, below it or above it). The window is clamped to -64..=64 and
    /// made at least 1 wide. `best` is meaningful only for an exact score
    /// or a lower bound.
    pub fn solve_within(&mut self, position: &Position, alpha: i32, beta: i32) -> Solution {
        let alpha = alpha.clamp(-64, 63);
        let beta = beta.clamp(alpha + 1, 64);
        self.solve_window(position, alpha, beta)
    }

    /// MTD(f): null-window probes from `guess` close in on the score; each
    /// probe is far cheaper than a full-window search, and the table
    /// carries what earlier probes learned.
    pub(super) fn mtdf(&mut self, position: &Position, mut guess: i32) -> Solution {
        let (mut lower, mut upper) = (-64, 64);
        let mut best = None;
        while lower < upper && !self.stopped {
            let beta = guess.max(lower + 1);
            let probe = self.solve_window(position, beta - 1, beta);
            if probe.score >= beta {
                // The probe's move reaches at least this score.
                lower = probe.score;
                best = probe.best;
            } else {
                upper = probe.score;
                if lower == -64 {
                    best = best.or(probe.best);
                }
            }
            guess = probe.score;
        }
        Solution { best, score: lower }
    }

    /// Where MTD(f) starts: a shallow search with the learned evaluation
    /// when there is one (each probe it saves is a full null-window solve),
    /// else 0.
    fn first_guess(&mut self, position: &Position) -> i32 {
        let Some(eval) = self.guide() else {
            return 0;
        };
        let empties = position.empty_count();
        if empties < GUESS_MIN_EMPTIES {
            return 0;
        }
        let depth = empties
            .saturating_sub(GUESS_LEAF_EMPTIES)
            .clamp(1, GUESS_MAX_DEPTH);
        let board = Plain::<true>::of(position);
        let mut estimate = Estimate::counted(eval, &mut self.nodes, &mut self.lists);
        let score = estimate.search(&board, None, depth, -SCORE_BOUND, SCORE_BOUND, false);
        // Whole discs, even like most final scores.
        (score as f32 / (2 * SCALE) as f32).round() as i32 * 2 + GUESS_ABOVE
    }

    /// Solves within the window (alpha, beta): a result at or below alpha is
    /// an upper bound, at or above beta a lower bound.
    fn solve_window(&mut self, position: &Position, alpha: i32, beta: i32) -> Solution {
        let empties = position.empty_count();
        let plain = position.phase() == Phase::Normal
            && u32::from(position.supply_left().min(position.opponent_supply_left())) >= empties;
        match (plain, position.variant().empties_to_winner()) {
            (true, true) => self.root(&Plain::<true>::of(position), alpha, beta, empties),
            (true, false) => self.root(&Plain::<false>::of(position), alpha, beta, empties),
            (false, _) => self.root(position, alpha, beta, empties),
        }
    }

    fn root<B: SolverBoard>(&mut self, board: &B, alpha: i32, beta: i32, empties: u32) -> Solution {
        let moves = board.moves();
        if moves == 0 {
            let passed = board.pass();
            if passed.moves() == 0 {
                return Solution {
                    best: None,
                    score: board.final_score(),
                };
            }
            let score = -self.search(&passed, -beta, -alpha, empties, false, None);
            return Solution { best: None, score };
        }
        let mut best = None;
        let mut best_score = i32::MIN;
        let mut alpha = alpha;
        let table_move = self
            .table
            .probe(board.key())
            .and_then(|e| e.best)
            .map_or(NO_MOVE, Square::index);
        let at = self.order_moves(board, moves, table_move, empties);
        for index in 0..self.lists[at].len() {
            let so_far = (best_score, best);
            if let Some(found) = self.try_split(board, at, index, (alpha, beta), empties, so_far) {
                (best_score, best) = found;
                break;
            }
            let ScoredMove {
                square,
                flipped,
                replies,
                ..
            } = self.lists[at].get(index);
            let child = board.play(square, flipped);
            let score =
                self.search_child(&child, replies, alpha, beta, empties - 1, best.is_none());
            if score > best_score {
                best_score = score;
                best = Square::new(square);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        Solution {
            best,
            score: best_score,
        }
    }
}
