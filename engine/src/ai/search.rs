//! The midgame search and the top-level `Engine::think`: iterative deepening
//! of a negascout (PVS) search with aspiration windows and a transposition
//! table, handing over to the exact endgame solver near the end.
//!
//! Time comes from a `Clock` the caller provides (the browser has no
//! `std::time`), and `should_stop` lets the caller cancel.

use super::endgame::{Solution, Solver};
use super::evaluation::Evaluation;
use super::evaluation::SCALE;
use super::probcut;
use super::table::{Key, Searched, Table, DEFAULT_SLOTS_LOG2};
use super::timing::{self, Iteration, TimePlan};
use crate::bitboard::CORNERS;
use crate::position::{Move, Position};
use crate::Square;

/// Milliseconds from some fixed start, supplied by the caller.
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// A clock for native programs.
pub struct SystemClock(std::time::Instant);

impl SystemClock {
    pub fn start() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// How far and how long to think.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// The deepest midgame iteration.
    pub depth: u32,
    /// The move's time in milliseconds, `None` for no limit. `Engine::think`
    /// aims to use about this much (`ai::timing`: more while the best move
    /// is unstable, less once it has settled) and stops at 1.5 times it
    /// whatever it is doing; `Engine::hints` stops at it.
    pub time_ms: Option<f64>,
    /// Stop after this many nodes; `None` for no limit.
    pub nodes: Option<u64>,
    /// Solve exactly when this few empty squares remain.
    pub exact_empties: u32,
    /// Up to this many hundredths of a disc of noise added to each root move,
    /// so weak levels vary their play.
    pub randomness: i32,
    /// Seed for the noise and the variety.
    pub seed: u64,
    /// Games that vary: while more than `VARIETY_EMPTIES` squares are empty,
    /// `Engine::think` plays a move chosen by the seed among those the
    /// search values within this many hundredths of a disc of the best
    /// (less than the margin below it). `None` (the default): always the
    /// best. Ignored where `randomness` is set (the weak levels vary by
    /// their noise).
    pub variety: Option<i32>,
}

/// Variety (`Limits::variety`) plays while more squares than this are
/// empty: the first ten moves of Othello, the four centre placements and
/// ten moves more in classic and free.
pub const VARIETY_EMPTIES: u32 = 50;

/// The app's variety margin: one disc.
pub const VARIETY_MARGIN: i32 = SCALE;

/// From how many empty squares the analysis, the command line's searches
/// and the NBoard engine solve exactly unless told otherwise: the solver
/// takes at most a few hundred milliseconds there, in the browser too.
pub const EXACT_EMPTIES: u32 = 14;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: 60,
            time_ms: None,
            nodes: None,
            exact_empties: 0,
            randomness: 0,
            seed: 1,
            variety: None,
        }
    }
}

/// One finished iteration, for live display.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub depth: u32,
    /// Hundredths of a disc for the side to move; exact disc difference × 100
    /// when `exact`.
    pub score: i32,
    pub exact: bool,
    pub best_line: Vec<Move>,
    pub nodes: u64,
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// `None` only when the game is over.
    pub best: Option<Move>,
    pub score: i32,
    pub exact: bool,
    pub depth: u32,
    pub nodes: u64,
    pub best_line: Vec<Move>,
}

pub(super) const INFINITY: i32 = 100 * SCALE;

/// The longest principal line kept (a hint's, an analysis's).
pub(super) const MAX_LINE: usize = 14;
const ASPIRATION: i32 = 2 * SCALE;

/// One legal placement's value, for the hint overlay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub square: Square,
    /// Hundredths of a disc for the side that plays `square`.
    pub score: i32,
    /// Whether `score` is the exact final disc difference (× `SCALE`).
    pub exact: bool,
    /// The principal line, `square` first (at most `MAX_LINE` moves): the
    /// search's best replies read back from its table, or the solver's;
    /// shorter where the time ran out.
    pub line: Vec<Move>,
}

/// The AI: its tables, reused from move to move, and the evaluation.
pub struct Engine {
    table: Table,
    solver_table: Table,
    evaluation: Evaluation,
    /// Whether the midgame search cuts by ProbCut (`ai::probcut`).
    probcut: bool,
    /// Threads of the exact solves inside `think` (`Solver::with_threads`).
    solver_threads: usize,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(DEFAULT_SLOTS_LOG2)
    }
}

pub(super) struct Budget<'a> {
    clock: &'a dyn Clock,
    started: f64,
    /// Where the search stops whatever it is doing.
    time_ms: Option<f64>,
    nodes_limit: Option<u64>,
    should_stop: &'a dyn Fn() -> bool,
    pub(super) nodes: u64,
    pub(super) stopped: bool,
}

impl<'a> Budget<'a> {
    pub(super) fn new(
        clock: &'a dyn Clock,
        limits: &Limits,
        should_stop: &'a dyn Fn() -> bool,
    ) -> Budget<'a> {
        Budget {
            clock,
            started: clock.now_ms(),
            time_ms: limits.time_ms,
            nodes_limit: limits.nodes,
            should_stop,
            nodes: 0,
            stopped: false,
        }
    }

    /// Called every node; checks the clock and the flag every 1024 nodes.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && !self.stopped {
            self.stopped = (self.should_stop)()
                || self.nodes_limit.is_some_and(|n| self.nodes >= n)
                || self
                    .time_ms
                    .is_some_and(|t| self.clock.now_ms() - self.started >= t);
        }
        self.stopped
    }

    fn elapsed(&self) -> f64 {
        self.clock.now_ms() - self.started
    }
}

impl Engine {
    /// An engine whose tables have 2^`slots_log2` slots each.
    pub fn new(slots_log2: u32) -> Engine {
        Engine {
            table: Table::new(slots_log2),
            solver_table: Table::new(slots_log2),
            evaluation: Evaluation::current(),
            probcut: true,
            solver_threads: 1,
        }
    }

    /// The same engine solving exactly with `threads` threads in all (1:
    /// this one alone); the midgame search stays on one.
    pub fn with_solver_threads(mut self, threads: usize) -> Engine {
        self.solver_threads = threads.max(1);
        self
    }

    /// The same engine with ProbCut on or off (off: every midgame
    /// iteration is the plain depth-limited value, for calibration and
    /// comparisons).
    pub fn with_probcut(mut self, on: bool) -> Engine {
        self.probcut = on;
        self
    }

    /// The same engine searching with `evaluation` instead.
    pub fn with_evaluation(mut self, evaluation: Evaluation) -> Engine {
        self.evaluation = evaluation;
        self
    }

    /// Forgets everything learned, for a new game.
    pub fn clear(&mut self) {
        self.table.clear();
        self.solver_table.clear();
    }

    /// Chooses a move for `position`.
    ///
    /// By iterative deepening, then (where `limits.exact_empties` says, and
    /// at a time a move where the solve is predicted to fit: `ai::timing`)
    /// an exact solve; at a time a move the clock of `ai::timing` decides
    /// when to stop.
    pub fn think(
        &mut self,
        position: &Position,
        limits: &Limits,
        clock: &dyn Clock,
        should_stop: &dyn Fn() -> bool,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> Thought {
        let mut budget = Budget::new(clock, limits, should_stop);
        budget.time_ms = limits.time_ms.map(timing::stop_ms);
        let placements = position.placements();
        let empties = position.empty_count();
        if placements == 0 {
            let over = !position.opponent_can_place();
            // A forced pass near the end still gets its exact value.
            let solved = (!over && empties <= limits.exact_empties)
                .then(|| self.solve(position, &mut budget))
                .flatten();
            return Thought {
                best: if over { None } else { Some(Move::Pass) },
                score: if over {
                    position.final_difference() * SCALE
                } else {
                    solved.map_or(0, |s| s.score * SCALE)
                },
                exact: over || solved.is_some(),
                depth: 0,
                nodes: 0,
                best_line: Vec::new(),
            };
        }
        let mut search = Deepening {
            answer: Thought {
                best: Some(Move::Place(first_square(placements))),
                score: 0,
                exact: false,
                depth: 0,
                nodes: 0,
                best_line: Vec::new(),
            },
            plan: limits
                .time_ms
                .map(|t| TimePlan::new(t, placements.count_ones() == 1)),
            variety: limits
                .variety
                .filter(|&m| m > 0 && limits.randomness == 0 && empties > VARIETY_EMPTIES),
            candidates: Vec::new(),
        };
        let forced = placements.count_ones() == 1 && limits.time_ms.is_some();
        // The exact endgame overrides the noise of the weaker levels too: the
        // level table says where each starts playing perfectly. At a time a
        // move, a strong side also solves a few empties earlier where the
        // solve is predicted to fit the move's time.
        let beyond = empties > limits.exact_empties;
        let may_solve = !forced
            && (!beyond
                || (limits.time_ms.is_some()
                    && limits.randomness == 0
                    && empties <= limits.exact_empties + timing::EXTRA_EXACT));
        if may_solve {
            // The midgame iterations give a move to fall back on, and order
            // the solve: a quarter of the move's time at most.
            let depth = limits.depth.min(empties.saturating_sub(8)).max(1);
            self.deepen(
                position,
                limits,
                depth,
                0.25,
                &mut search,
                &mut budget,
                on_progress,
            );
            let fits = search.plan.as_ref().is_none_or(|plan| {
                plan.solve_fits(empties, budget.elapsed(), budget.nodes, beyond)
            });
            if fits && !budget.stopped {
                if let Some(solution) = self.solve(position, &mut budget) {
                    let answer = &mut search.answer;
                    if let Some(square) = solution.best {
                        answer.best = Some(Move::Place(square));
                    }
                    answer.score = solution.score * SCALE;
                    answer.exact = true;
                    answer.depth = empties;
                    answer.best_line = answer.best.into_iter().collect();
                    on_progress(&Progress {
                        depth: empties,
                        score: answer.score,
                        exact: true,
                        best_line: answer.best_line.clone(),
                        nodes: budget.nodes,
                    });
                }
                // Solved, or stopped at the hard limit: the midgame answer.
                search.answer.nodes = budget.nodes;
                return search.answer;
            }
            if limits.time_ms.is_none() {
                search.answer.nodes = budget.nodes;
                return search.answer;
            }
            // The solve would not fit: the midgame search goes on.
        }
        let depth = limits.depth.min(empties).max(1);
        self.deepen(
            position,
            limits,
            depth,
            1.0,
            &mut search,
            &mut budget,
            on_progress,
        );
        if let Some(margin) = search.variety {
            self.vary(position, limits.seed, margin, &mut search);
        }
        search.answer.nodes = budget.nodes;
        search.answer
    }

    /// Iterations after `search.answer.depth` up to `last`; at a time a move
    /// each starts only where `search.plan` expects it to end within `share`
    /// of its target.
    #[allow(clippy::too_many_arguments)]
    fn deepen(
        &mut self,
        position: &Position,
        limits: &Limits,
        last: u32,
        share: f64,
        search: &mut Deepening,
        budget: &mut Budget,
        on_progress: &mut dyn FnMut(&Progress),
    ) {
        for depth in search.answer.depth + 1..=last {
            if budget.stopped
                || search
                    .plan
                    .as_ref()
                    .is_some_and(|plan| !plan.start_next(budget.elapsed(), share))
            {
                break;
            }
            let previous = search.answer.score;
            let mut candidates = Vec::new();
            let margin = search.variety;
            let Some((square, score)) = self.root(
                position,
                depth,
                previous,
                limits,
                margin,
                &mut candidates,
                budget,
            ) else {
                break;
            };
            let answer = &mut search.answer;
            answer.best = Some(Move::Place(square));
            answer.score = score;
            answer.depth = depth;
            answer.best_line = self.best_line(position, depth);
            answer.nodes = budget.nodes;
            on_progress(&Progress {
                depth,
                score,
                exact: false,
                best_line: answer.best_line.clone(),
                nodes: budget.nodes,
            });
            if budget.stopped {
                // A part of an iteration: its best of the moves searched.
                break;
            }
            search.candidates = candidates;
            if let Some(plan) = &mut search.plan {
                plan.record(Iteration {
                    elapsed: budget.elapsed(),
                    best: square,
                    score,
                });
            }
        }
    }

    /// Variety: the move the seed picks among the last complete
    /// iteration's within `margin` of its best.
    fn vary(&self, position: &Position, seed: u64, margin: i32, search: &mut Deepening) {
        let Some(&(_, best)) = search.candidates.iter().max_by_key(|&&(_, score)| score) else {
            return;
        };
        let mut close: Vec<(Square, i32)> = search
            .candidates
            .iter()
            .copied()
            .filter(|&(_, score)| score > best - margin)
            .collect();
        close.sort_unstable_by_key(|&(square, _)| square.index());
        let mut rng =
            crate::random::SplitMix64::new(seed ^ position.player() ^ position.opponent());
        let (square, score) = close[rng.below(close.len() as u64) as usize];
        let answer = &mut search.answer;
        if answer.best != Some(Move::Place(square)) {
            answer.best = Some(Move::Place(square));
            answer.score = score;
            let child = position.place_unchecked(square);
            answer.best_line = vec![Move::Place(square)];
            answer
                .best_line
                .extend(self.best_line(&child, answer.depth.saturating_sub(1)));
        }
    }

    /// Values every legal placement for the side to move: exactly when the
    /// position after it has at most `limits.exact_empties` empties, else by a
    /// search of `limits.depth` plies. Stops early (returning the hints done so
    /// far) when the time or `should_stop` says so.
    pub fn hints(
        &mut self,
        position: &Position,
        limits: &Limits,
        clock: &dyn Clock,
        should_stop: &dyn Fn() -> bool,
    ) -> Vec<Hint> {
        let mut budget = Budget::new(clock, limits, should_stop);
        let mut hints = Vec::new();
        for square in Square::iter_bits(position.placements()) {
            let child = position.place_unchecked(square);
            let hint = if child.empty_count() <= limits.exact_empties {
                let Some(solution) = self.solve(&child, &mut budget) else {
                    break;
                };
                let mut line = vec![Move::Place(square)];
                // The table is warm from the solve: the line's solves are
                // quick; a line cut short by the time stays short (and the
                // next move's solve then stops the loop).
                let _ = self.exact_line(child, &mut line, &mut budget);
                Hint {
                    square,
                    score: -solution.score * SCALE,
                    exact: true,
                    line,
                }
            } else {
                let depth = limits.depth.clamp(1, child.empty_count().max(1));
                let mut score = 0;
                for iteration in 1..=depth {
                    let value = -self.pvs(&child, iteration - 1, -INFINITY, INFINITY, &mut budget);
                    if budget.stopped {
                        break;
                    }
                    score = value;
                }
                if budget.stopped {
                    break;
                }
                let mut line = vec![Move::Place(square)];
                line.extend(
                    self.best_line(&child, depth - 1)
                        .into_iter()
                        .take(MAX_LINE - 1),
                );
                Hint {
                    square,
                    score,
                    exact: false,
                    line,
                }
            };
            hints.push(hint);
        }
        hints
    }

    /// The exact solve within the budget's time, node and stop limits;
    /// `None` when a limit cut it short.
    pub(super) fn solve(&mut self, position: &Position, budget: &mut Budget) -> Option<Solution> {
        let (clock, started, time_ms, should_stop) = (
            budget.clock,
            budget.started,
            budget.time_ms,
            budget.should_stop,
        );
        let mut stop = || should_stop() || time_ms.is_some_and(|t| clock.now_ms() - started >= t);
        let mut solver = Solver::new(&mut self.solver_table, &mut stop)
            .with_evaluation(&self.evaluation)
            .with_threads(self.solver_threads);
        solver.node_limit = budget.nodes_limit.map(|n| n.saturating_sub(budget.nodes));
        let solution = solver.solve(position, false);
        budget.nodes += solver.nodes;
        if solver.stopped {
            budget.stopped = true;
            None
        } else {
            Some(solution)
        }
    }

    /// One root iteration: the best placement and its score, or `None` if
    /// stopped before the first move was searched. With a variety `margin`,
    /// every move is searched with a full window to its exact value, and
    /// those above the best so far less the margin are listed in `close`.
    #[allow(clippy::too_many_arguments)]
    fn root(
        &mut self,
        position: &Position,
        depth: u32,
        previous: i32,
        limits: &Limits,
        margin: Option<i32>,
        close: &mut Vec<(Square, i32)>,
        budget: &mut Budget,
    ) -> Option<(Square, i32)> {
        let noise = limits.randomness;
        let moves = self.ordered_moves(position, depth);
        let mut best: Option<(Square, i32)> = None;
        let (mut alpha, beta) = if noise > 0 || depth < 3 || margin.is_some() {
            (-INFINITY, INFINITY)
        } else {
            (previous - ASPIRATION, previous + ASPIRATION)
        };
        let mut rng =
            limits.seed ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ position.player();
        for (index, &square) in moves.iter().enumerate() {
            let child = position.place_unchecked(square);
            let mut score = if noise > 0 {
                -self.pvs(&child, depth - 1, -INFINITY, INFINITY, budget)
            } else if index == 0 {
                let mut score = -self.pvs(&child, depth - 1, -beta, -alpha, budget);
                if !budget.stopped && (score <= alpha || score >= beta) {
                    score = -self.pvs(&child, depth - 1, -INFINITY, INFINITY, budget);
                }
                score
            } else if margin.is_some() {
                // Variety: every move valued as the first is, with a full
                // window. With a window ending at the bar, ProbCut at the
                // child cut moves as good as the first (by the opening's
                // swings from depth to depth): of Othello's four equal
                // first moves only the first stayed at depths 5 and 6.
                -self.pvs(&child, depth - 1, -INFINITY, INFINITY, budget)
            } else {
                let probe = -self.pvs(&child, depth - 1, -alpha - 1, -alpha, budget);
                if probe > alpha && !budget.stopped {
                    -self.pvs(&child, depth - 1, -INFINITY, -alpha, budget)
                } else {
                    probe
                }
            };
            if budget.stopped {
                break;
            }
            if let Some(margin) = margin {
                // Every score is exact here: the ones near the best so far
                // are kept (`vary` measures them against the final best).
                if index == 0 || score > alpha - margin {
                    close.push((square, score));
                }
            }
            if noise > 0 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                score += (rng % (2 * noise as u64 + 1)) as i32 - noise;
            }
            if best.is_none_or(|(_, s)| score > s) {
                // The first move's score is exact (re-searched outside the
                // aspiration window if need be), so it sets alpha even when
                // it fell below the window.
                if noise == 0 {
                    alpha = if best.is_none() {
                        score
                    } else {
                        alpha.max(score)
                    };
                }
                best = Some((square, score));
            }
        }
        if let Some((square, score)) = best {
            // A window wider than any score: the root's score is exact.
            let searched = Searched {
                depth: depth as u8,
                best: Some(square),
                score,
                alpha: -INFINITY - 1,
                beta: INFINITY + 1,
            };
            self.table.store(Key::of(position), searched);
        }
        best
    }

    /// Negascout: fail-soft alpha-beta with null windows after the first move.
    pub(super) fn pvs(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> i32 {
        if budget.tick() {
            return 0;
        }
        let placements = position.placements();
        if placements == 0 {
            let passed = position.swapped();
            if passed.placements() == 0 {
                return position.final_difference() * SCALE;
            }
            return -self.pvs(&passed, depth, -beta, -alpha, budget);
        }
        if depth == 0 {
            return self.evaluation.midgame(position);
        }
        let key = Key::of(position);
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            if u32::from(entry.depth) >= depth {
                if let Some(score) = entry.cut(alpha, beta) {
                    return score;
                }
            }
            table_move = entry.best;
        }
        if self.probcut && self.evaluation.is_learned() {
            if let Some(score) = self.probcut(position, depth, alpha, beta, budget) {
                return score;
            }
        }
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let moves = self.order(position, placements, table_move, depth);
        for (index, &square) in moves.iter().enumerate() {
            let child = position.place_unchecked(square);
            let score = if index == 0 {
                -self.pvs(&child, depth - 1, -beta, -alpha, budget)
            } else {
                let probe = -self.pvs(&child, depth - 1, -alpha - 1, -alpha, budget);
                if probe > alpha && probe < beta {
                    -self.pvs(&child, depth - 1, -beta, -probe, budget)
                } else {
                    probe
                }
            };
            if budget.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(square);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let searched = Searched {
            depth: depth as u8,
            best: best_move,
            score: best_score,
            alpha: original_alpha,
            beta,
        };
        self.table.store(key, searched);
        best_score
    }

    /// ProbCut: `beta` (or `alpha`) when a shallow null-window search says
    /// the deep value is that far outside the window with high probability.
    fn probcut(
        &mut self,
        position: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> Option<i32> {
        let (shallow, high, low) = probcut::bounds(position.empty_count(), depth, alpha, beta)?;
        // No value lies beyond a final score of ±64 discs.
        let most = 64 * SCALE;
        if high <= most && self.pvs(position, shallow, high - 1, high, budget) >= high {
            return Some(beta);
        }
        if low >= -most && self.pvs(position, shallow, low, low + 1, budget) <= low {
            return Some(alpha);
        }
        None
    }

    /// Move order: the table's move, then (deep enough) the static evaluation
    /// of each reply as a shallow search, else the opponent's mobility.
    fn order(
        &self,
        position: &Position,
        placements: u64,
        table_move: Option<Square>,
        depth: u32,
    ) -> Vec<Square> {
        let mut scored: Vec<(i32, Square)> = Square::iter_bits(placements)
            .map(|square| {
                if Some(square) == table_move {
                    return (i32::MIN, square);
                }
                let child = position.place_unchecked(square);
                let key = if depth >= 3 {
                    self.evaluation.midgame(&child)
                } else {
                    let replies = child.placements();
                    (replies.count_ones() as i32) * 16 + corner_penalty(replies)
                        - corner_bonus(square)
                };
                (key, square)
            })
            .collect();
        scored.sort_unstable_by_key(|&(key, _)| key);
        scored.into_iter().map(|(_, square)| square).collect()
    }

    fn ordered_moves(&self, position: &Position, depth: u32) -> Vec<Square> {
        let table_move = self.table.probe(Key::of(position)).and_then(|e| e.best);
        self.order(position, position.placements(), table_move, depth.max(3))
    }

    /// Extends `line` with the solver's best moves from `position`.
    pub(super) fn exact_line(
        &mut self,
        mut position: Position,
        line: &mut Vec<Move>,
        budget: &mut Budget,
    ) -> Option<()> {
        while line.len() < MAX_LINE && !position.is_over() {
            let mv = if position.must_pass() {
                Move::Pass
            } else {
                // The table is warm from valuing the moves: these solves are quick.
                Move::Place(self.solve(&position, budget)?.best?)
            };
            line.push(mv);
            position = position.play_unchecked(mv);
        }
        Some(())
    }

    /// The principal variation, read back from the table.
    pub(super) fn best_line(&self, position: &Position, depth: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut current = *position;
        while line.len() < depth as usize {
            if current.placements() == 0 {
                if current.is_over() {
                    break;
                }
                line.push(Move::Pass);
                current = current.swapped();
                continue;
            }
            let Some(entry) = self.table.probe(Key::of(&current)) else {
                break;
            };
            let Some(square) = entry.best.filter(|s| current.placements() & s.bit() != 0) else {
                break;
            };
            line.push(Move::Place(square));
            current = current.place_unchecked(square);
        }
        line
    }
}

/// What `Engine::think`'s iterations have found so far.
struct Deepening {
    answer: Thought,
    /// The clock at a time a move.
    plan: Option<TimePlan>,
    /// The variety margin where it applies to this move.
    variety: Option<i32>,
    /// With variety, the last complete iteration's moves within the margin
    /// of its best, with their values.
    candidates: Vec<(Square, i32)>,
}

fn first_square(placements: u64) -> Square {
    Square::iter_bits(placements)
        .next()
        .unwrap_or(Square::new(0).expect("a1"))
}

fn corner_penalty(replies: u64) -> i32 {
    (replies & CORNERS).count_ones() as i32 * 40
}

fn corner_bonus(square: Square) -> i32 {
    if square.bit() & CORNERS != 0 {
        40
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::position_after;
    use crate::Variant;

    #[test]
    fn exact_hints_agree_with_the_solver() {
        // FFO #20 has 6 empties: every hint is exact and the best is h5 +6.
        let position = crate::obf::parse(
            Variant::Othello,
            "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X",
        )
        .unwrap();
        let mut engine = Engine::new(12);
        let limits = Limits {
            exact_empties: 10,
            ..Limits::default()
        };
        let hints = engine.hints(&position, &limits, &SystemClock::start(), &|| false);
        assert_eq!(hints.len(), position.placements().count_ones() as usize);
        assert!(hints.iter().all(|h| h.exact));
        let best = hints.iter().max_by_key(|h| h.score).unwrap();
        assert_eq!(
            (best.square.to_string(), best.score),
            ("h5".to_string(), 6 * SCALE)
        );
    }

    #[test]
    fn midgame_hints_cover_every_placement() {
        let position = position_after(Variant::Classic, "d4d5e4e5").unwrap();
        let mut engine = Engine::new(12);
        let limits = Limits {
            depth: 3,
            ..Limits::default()
        };
        let hints = engine.hints(&position, &limits, &SystemClock::start(), &|| false);
        let squares: Vec<String> = hints.iter().map(|h| h.square.to_string()).collect();
        assert_eq!(squares, ["c6", "d6", "e6", "f6"]);
        assert!(hints.iter().all(|h| !h.exact));
    }
}
