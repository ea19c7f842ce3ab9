//! The exact endgame solver: alpha-beta to the end of the game on the final
//! disc difference. Moves are ordered fastest-first (fewest replies), with
//! the table's move first; a stability bound cuts hopeless windows; the last
//! empty square has its own code. A null window around zero gives the faster
//! win/draw/loss answer.
//!
//! The solver runs on any `SolverBoard`: `Position` follows every rule of
//! every variant (the centre opening, running out of discs), and `Plain` is
//! the bare bitboard pair used when the supplies cannot run out before the end.

use super::eval::SCALE;
use super::patterns::PatternEval;
use super::stability::stable_discs;
use super::table::Table;
use crate::bitboard::{flips, last_flip_count, neighbours, placements};
use crate::position::{Phase, Position};

/// A board the solver can play on.
pub trait SolverBoard: Copy {
    fn player(&self) -> u64;
    fn opponent(&self) -> u64;
    /// The side to move's legal placements.
    fn moves(&self) -> u64;
    fn play(&self, square: u8, flipped: u64) -> Self;
    fn pass(&self) -> Self;
    /// The final disc difference for the side to move if the game ended here.
    fn final_score(&self) -> i32;
    /// The part of the state the bitboards leave out, for the table key.
    fn supplies(&self) -> u16;
    /// True when a placement is legal exactly when it flips something (no
    /// supply or opening rule), so the last few empties can skip move
    /// generation.
    const PLAIN: bool = false;
    /// Othello scoring (empty squares go to the winner); read only on plain
    /// boards, where the last empty square is scored without a board.
    const EMPTIES_TO_WINNER: bool = false;
}

impl SolverBoard for Position {
    #[inline]
    fn player(&self) -> u64 {
        Position::player(self)
    }
    #[inline]
    fn opponent(&self) -> u64 {
        Position::opponent(self)
    }
    #[inline]
    fn moves(&self) -> u64 {
        self.placements()
    }
    #[inline]
    fn play(&self, square: u8, flipped: u64) -> Self {
        self.place_with_flips(square, flipped)
    }
    #[inline]
    fn pass(&self) -> Self {
        self.swapped()
    }
    #[inline]
    fn final_score(&self) -> i32 {
        self.final_difference()
    }
    #[inline]
    fn supplies(&self) -> u16 {
        self.table_key()
    }
}

/// Two bitboards and nothing else: the game from here is plain Othello
/// play. `EMPTIES_TO_WINNER` picks the scoring.
#[derive(Clone, Copy, Debug)]
pub struct Plain<const EMPTIES_TO_WINNER: bool> {
    pub player: u64,
    pub opponent: u64,
}

impl<const EMPTIES_TO_WINNER: bool> SolverBoard for Plain<EMPTIES_TO_WINNER> {
    const PLAIN: bool = true;
    const EMPTIES_TO_WINNER: bool = EMPTIES_TO_WINNER;
    #[inline]
    fn player(&self) -> u64 {
        self.player
    }
    #[inline]
    fn opponent(&self) -> u64 {
        self.opponent
    }
    #[inline]
    fn moves(&self) -> u64 {
        placements(self.player, self.opponent)
    }
    #[inline]
    fn play(&self, square: u8, flipped: u64) -> Self {
        Plain {
            player: self.opponent ^ flipped,
            opponent: self.player | flipped | (1 << square),
        }
    }
    #[inline]
    fn pass(&self) -> Self {
        Plain {
            player: self.opponent,
            opponent: self.player,
        }
    }
    #[inline]
    fn final_score(&self) -> i32 {
        let mine = self.player.count_ones() as i32;
        let theirs = self.opponent.count_ones() as i32;
        let difference = mine - theirs;
        if !EMPTIES_TO_WINNER || difference == 0 {
            difference
        } else {
            let empties = 64 - mine - theirs;
            difference + empties * difference.signum()
        }
    }
    #[inline]
    fn supplies(&self) -> u16 {
        // The same tag as `Position::table_key`: values differ by scoring.
        u16::from(EMPTIES_TO_WINNER) << 14
    }
}

/// The answer of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The best placement's square index, or `None` for a pass or a finished game.
    pub best: Option<u8>,
    /// The final disc difference for the side to move (exact mode), or its
    /// sign in win/draw/loss mode.
    pub score: i32,
}

const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// From this many empties children are looked up before searching (ETC).
const ETC_MIN_EMPTIES: u32 = 12;

/// From this many empties the learned evaluation sorts the moves.
const EVAL_SORT_MIN_EMPTIES: u32 = 14;
/// From these many empties the sort looks one and two moves further.
const SHALLOW_MIN_EMPTIES: u32 = 16;
const SHALLOW2_MIN_EMPTIES: u32 = 20;
/// The sort key's price of one opponent reply (corners counting double),
/// in evaluation units: four discs.
const EVAL_MOBILITY_WEIGHT: i32 = 400;
/// MTD(f) guesses from a search whose leaves have this many empties ...
const GUESS_LEAF_EMPTIES: u32 = 14;
/// ... but no deeper than this, and only from this many empties.
const GUESS_MAX_DEPTH: u32 = 12;
const GUESS_MIN_EMPTIES: u32 = 16;
/// How far below the estimate MTD(f) starts, in discs.
const GUESS_BELOW: i32 = 8;
/// Beyond any evaluation.
const SCORE_BOUND: i32 = 65 * SCALE;

/// Below this many empties the table costs more than it saves.
const TABLE_MIN_EMPTIES: u32 = 8;
/// Up to this many empties a plain board is solved by `search_small`.
const SMALL_MAX_EMPTIES: u32 = 4;
/// Below this many empties moves are tried in square order, not sorted.
const SORT_MIN_EMPTIES: u32 = 6;
/// From this many empties the stability bound is checked.
const STABILITY_MIN_EMPTIES: u32 = 5;

/// The stability bound rarely cuts unless alpha is already high: at least
/// this high for `empties` empty squares (the values Edax uses).
fn stability_threshold(empties: u32) -> i32 {
    (2 * empties as i32).clamp(8, 48)
}

/// An exact solver with its own table and node count.
pub struct Solver<'a> {
    pub table: &'a mut Table,
    pub nodes: u64,
    /// Checked every few thousand nodes; when it says stop, the solve unwinds
    /// and its result must be thrown away.
    pub should_stop: &'a mut dyn FnMut() -> bool,
    /// Stop after this many nodes, if set.
    pub node_limit: Option<u64>,
    pub stopped: bool,
    /// The node count at which to look at the limits again.
    next_check: u64,
    /// One move list per number of empties, reused from node to node
    /// instead of built and copied on the stack each time.
    lists: Vec<MoveList>,
    /// A learned evaluation, if there is one: it gives MTD(f) its first
    /// guess and sorts moves where the tree is still wide.
    pub pattern_eval: Option<&'a PatternEval>,
}

/// Nodes between two looks at the stop flag and the node limit.
const CHECK_INTERVAL: u64 = 4096;

impl<'a> Solver<'a> {
    pub fn new(table: &'a mut Table, should_stop: &'a mut dyn FnMut() -> bool) -> Solver<'a> {
        Solver {
            table,
            nodes: 0,
            should_stop,
            node_limit: None,
            stopped: false,
            next_check: CHECK_INTERVAL,
            lists: (0..=64).map(|_| MoveList::default()).collect(),
            pattern_eval: None,
        }
    }

    /// Solves `position` exactly, or only for win/draw/loss when `wld`.
    pub fn solve(&mut self, position: &Position, wld: bool) -> Solution {
        if wld {
            return self.solve_window(position, -1, 1);
        }
        // MTD(f): null-window probes from a guess of 0 close in on the
        // score; each probe is far cheaper than a full-window search, and
        // the table carries what earlier probes learned.
        let (mut lower, mut upper) = (-64, 64);
        let mut guess = self.first_guess(position);
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

    /// The learned evaluation, never in wasm: the web page ships without
    /// its tables, and a constant `None` keeps the code that reads them out
    /// of the page.
    #[inline]
    fn learned_eval(&self) -> Option<&'a PatternEval> {
        if cfg!(target_arch = "wasm32") {
            None
        } else {
            self.pattern_eval
        }
    }

    /// Where MTD(f) starts: a shallow search with the learned evaluation
    /// when there is one (each probe it saves is a full null-window solve),
    /// else 0.
    fn first_guess(&mut self, position: &Position) -> i32 {
        let Some(eval) = self.learned_eval() else {
            return 0;
        };
        let empties = position.empty_count();
        if empties < GUESS_MIN_EMPTIES {
            return 0;
        }
        let depth = empties
            .saturating_sub(GUESS_LEAF_EMPTIES)
            .clamp(1, GUESS_MAX_DEPTH);
        let board = to_plain::<true>(position);
        let score = self.estimate(eval, &board, depth, -SCORE_BOUND, SCORE_BOUND, false);
        // Whole discs, even like most final scores, and a little low: a
        // probe above the score must refute every move and costs far more
        // than one below it, which needs a single good move.
        (score as f32 / (2 * SCALE) as f32).round() as i32 * 2 - GUESS_BELOW
    }

    /// Depth-limited alpha-beta on the learned evaluation (fail-soft).
    fn estimate(
        &mut self,
        eval: &PatternEval,
        board: &Plain<true>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        if depth == 0 {
            return eval.evaluate(board.player, board.opponent);
        }
        let moves = board.moves();
        if moves == 0 {
            if passed {
                return board.final_score() * SCALE;
            }
            return -self.estimate(eval, &board.pass(), depth, -beta, -alpha, true);
        }
        let empties = 64 - (board.player | board.opponent).count_ones();
        let at = empties as usize & 63;
        order_moves_with(board, moves, 64, &mut self.lists[at], None);
        let mut best = i32::MIN;
        for index in 0..self.lists[at].len() {
            let ScoredMove {
                square, flipped, ..
            } = self.lists[at].get(index);
            let child = board.play(square, flipped);
            let score = -self.estimate(eval, &child, depth - 1, -beta, -alpha, false);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Solves within the window (alpha, beta): a result at or below alpha is
    /// an upper bound, at or above beta a lower bound.
    pub fn solve_window(&mut self, position: &Position, alpha: i32, beta: i32) -> Solution {
        let empties = position.empty_count();
        let plain = position.phase() == Phase::Normal
            && u32::from(position.supply_left().min(position.opponent_supply_left())) >= empties;
        match (plain, position.variant().empties_to_winner()) {
            (true, true) => self.root(&to_plain::<true>(position), alpha, beta, empties),
            (true, false) => self.root(&to_plain::<false>(position), alpha, beta, empties),
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
            .probe(board.player(), board.opponent(), board.supplies())
            .map_or(64, |e| e.best);
        let at = empties as usize & 63;
        let eval = self
            .learned_eval()
            .filter(|_| empties >= EVAL_SORT_MIN_EMPTIES);
        order_moves_with(board, moves, table_move, &mut self.lists[at], eval);
        for index in 0..self.lists[at].len() {
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
                best = Some(square);
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

    /// Negamax alpha-beta (fail-soft) with `empties` empty squares left.
    /// `known_moves` saves generating the moves again when the caller has
    /// them already (from sorting).
    fn search<B: SolverBoard>(
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
            self.stopped = (self.should_stop)() || self.node_limit.is_some_and(|n| self.nodes >= n);
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
        let (player, opponent, supplies) = (board.player(), board.opponent(), board.supplies());
        let mut beta = beta;
        let mut table_move = 64;
        if use_table {
            if let Some(entry) = self.table.probe(player, opponent, supplies) {
                if let Some(score) = entry.cut(alpha, beta) {
                    return score;
                }
                // Bounds inside the window narrow it.
                alpha = alpha.max(entry.lower);
                beta = beta.min(entry.upper);
                table_move = entry.best;
            }
        }
        let original_alpha = alpha;
        let at = empties as usize & 63;
        let eval = self
            .learned_eval()
            .filter(|_| empties >= EVAL_SORT_MIN_EMPTIES);
        order_moves_with(board, moves, table_move, &mut self.lists[at], eval);
        let count = self.lists[at].len();
        if empties >= ETC_MIN_EMPTIES {
            // Enhanced transposition cut-off: a child already known to be
            // bad enough for the opponent proves the cut without a search.
            for index in 0..count {
                let ScoredMove {
                    square, flipped, ..
                } = self.lists[at].get(index);
                let child = board.play(square, flipped);
                if let Some(entry) =
                    self.table
                        .probe(child.player(), child.opponent(), child.supplies())
                {
                    if -entry.upper >= beta {
                        return -entry.upper;
                    }
                }
            }
        }
        let mut best_score = i32::MIN;
        let mut best_move = 64;
        let mut first = true;
        for index in 0..count {
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
                best_move = square;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if use_table && !self.stopped {
            self.table.store(
                player,
                opponent,
                supplies,
                empties as u8,
                best_move,
                best_score,
                original_alpha,
                beta,
            );
        }
        best_score
    }

    /// One negascout step: the first child gets the full window, the others
    /// a null window first and a re-search only if they beat alpha.
    fn search_child<B: SolverBoard>(
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

    /// A few empties: plain alpha-beta without sorting, moves into regions
    /// (quadrants) with an odd number of empties first.
    fn search_unsorted<B: SolverBoard>(
        &mut self,
        board: &B,
        moves: u64,
        mut alpha: i32,
        beta: i32,
        empties: u32,
    ) -> i32 {
        let odd = odd_quadrants(!(board.player() | board.opponent()));
        let mut best_score = i32::MIN;
        for group in [moves & odd, moves & !odd] {
            let mut remaining = group;
            while remaining != 0 {
                let square = remaining.trailing_zeros() as u8;
                remaining &= remaining - 1;
                let child = board.play(square, flips(board.player(), board.opponent(), square));
                let score = -self.search(&child, -beta, -alpha, empties - 1, false, None);
                if score > best_score {
                    best_score = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best_score;
                        }
                    }
                }
            }
        }
        best_score
    }

    /// A plain board with two to four empties, `squares` in parity order:
    /// a move is legal when it flips something, so there is no move
    /// generation and no sorting, only the flips of each empty square.
    fn search_small<B: SolverBoard>(
        &mut self,
        board: &B,
        mut alpha: i32,
        beta: i32,
        squares: &[u8],
        passed: bool,
    ) -> i32 {
        if let &[first, second] = squares {
            return self.two_empties(board, first, second, alpha, beta, passed);
        }
        self.nodes += 1;
        let mut best_score = i32::MIN;
        for (at, &square) in squares.iter().enumerate() {
            let flipped = flips(board.player(), board.opponent(), square);
            if flipped == 0 {
                continue;
            }
            let mut rest = [0u8; SMALL_MAX_EMPTIES as usize];
            let mut len = 0;
            for (other_at, &other) in squares.iter().enumerate() {
                if other_at != at {
                    rest[len] = other;
                    len += 1;
                }
            }
            let child = board.play(square, flipped);
            let score = -self.search_small(&child, -beta, -alpha, &rest[..len], false);
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        return best_score;
                    }
                }
            }
        }
        if best_score != i32::MIN {
            best_score
        } else if passed {
            board.final_score()
        } else {
            -self.search_small(&board.pass(), -beta, -alpha, squares, true)
        }
    }

    /// A plain board with two empties, `first` tried first: the special case
    /// of `search_small` where most of the solver's nodes are.
    fn two_empties<B: SolverBoard>(
        &mut self,
        board: &B,
        first: u8,
        second: u8,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best_score = i32::MIN;
        for (square, last) in [(first, second), (second, first)] {
            let flipped = flips(board.player(), board.opponent(), square);
            if flipped != 0 {
                let child = board.play(square, flipped);
                let score = -self.last_empty_plain::<B>(child.player(), child.opponent(), last);
                best_score = best_score.max(score);
                if best_score >= beta {
                    return best_score;
                }
            }
        }
        if best_score != i32::MIN {
            best_score
        } else if passed {
            board.final_score()
        } else {
            -self.two_empties(&board.pass(), first, second, -beta, -alpha, true)
        }
    }

    /// One empty square left: whoever can fill it does; else the game ends.
    #[inline]
    fn last_empty<B: SolverBoard>(&mut self, board: &B) -> i32 {
        if B::PLAIN {
            let (player, opponent) = (board.player(), board.opponent());
            let square = (!(player | opponent)).trailing_zeros() as u8;
            return self.last_empty_plain::<B>(player, opponent, square);
        }
        let empty = !(board.player() | board.opponent());
        let square = empty.trailing_zeros() as u8;
        // The supplies and the opening have a say in what is legal.
        let legal = |b: &B| b.moves() & empty != 0;
        if legal(board) {
            self.nodes += 1;
            let flipped = flips(board.player(), board.opponent(), square);
            return -board.play(square, flipped).final_score();
        }
        let passed = board.pass();
        if legal(&passed) {
            self.nodes += 1;
            let flipped = flips(passed.player(), passed.opponent(), square);
            return passed.play(square, flipped).final_score();
        }
        board.final_score()
    }

    /// The last empty square of a plain board: a placement is legal when it
    /// flips something, and the final score follows from the flip count
    /// alone, so no board is built.
    #[inline]
    fn last_empty_plain<B: SolverBoard>(&mut self, player: u64, opponent: u64, square: u8) -> i32 {
        let mine = player.count_ones() as i32;
        let flipped = last_flip_count(player, square) as i32;
        if flipped > 0 {
            self.nodes += 1;
            // The board ends full: 64 discs, our share grown by the flips.
            return 2 * (mine + flipped + 1) - 64;
        }
        let flipped = last_flip_count(opponent, square) as i32;
        if flipped > 0 {
            self.nodes += 1;
            return 2 * (mine - flipped) - 64;
        }
        // Nobody can fill it: 63 discs, and under Othello scoring the empty
        // square goes to the winner (a draw is impossible with 63).
        let difference = 2 * mine - 63;
        if B::EMPTIES_TO_WINNER {
            difference + difference.signum()
        } else {
            difference
        }
    }
}

/// Fastest-first: the table's move, then the fewest replies (corners
/// counting double), then corner stability gained, then the opponent's
/// potential mobility, then the square's value.
fn order_moves_with<B: SolverBoard>(
    board: &B,
    moves: u64,
    table_move: u8,
    list: &mut MoveList,
    eval: Option<&PatternEval>,
) {
    list.len = 0;
    let mut remaining = moves;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as u8;
        remaining &= remaining - 1;
        let flipped = flips(board.player(), board.opponent(), square);
        let child = board.play(square, flipped);
        let replies = child.moves();
        let key = if square == table_move {
            i32::MIN
        } else {
            let weighted_replies = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
            if let Some(eval) = eval {
                // The opponent's prospects by the learned evaluation, with
                // their mobility still counting.
                let empties = 64 - (child.player() | child.opponent()).count_ones();
                let theirs = if empties >= SHALLOW_MIN_EMPTIES {
                    let d = if empties >= SHALLOW2_MIN_EMPTIES {
                        2
                    } else {
                        1
                    };
                    shallow(
                        eval,
                        child.player(),
                        child.opponent(),
                        replies,
                        d,
                        -SCORE_BOUND,
                        SCORE_BOUND,
                    )
                } else {
                    eval.evaluate(child.player(), child.opponent())
                };
                list.push(
                    theirs + weighted_replies * EVAL_MOBILITY_WEIGHT,
                    square,
                    flipped,
                    replies,
                );
                continue;
            }
            let empty = !(child.player() | child.opponent());
            let their_potential = (neighbours(child.opponent()) & empty).count_ones() as i32;
            let our_corner_stability = corner_stability(child.opponent()) as i32;
            (weighted_replies << 15) - (our_corner_stability << 11) + (their_potential << 5)
                - SQUARE_VALUE[square as usize & 63]
        };
        list.push(key, square, flipped, replies);
    }
    list.sort();
}

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// A small alpha-beta on the learned evaluation, for sorting.
fn shallow(
    eval: &PatternEval,
    player: u64,
    opponent: u64,
    moves: u64,
    depth: u32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    if depth == 0 {
        return eval.evaluate(player, opponent);
    }
    if moves == 0 {
        let back = placements(opponent, player);
        if back == 0 {
            return eval.evaluate(player, opponent);
        }
        return -shallow(eval, opponent, player, back, depth, -beta, -alpha);
    }
    let mut best = i32::MIN;
    let mut remaining = moves;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as u8;
        remaining &= remaining - 1;
        let flipped = flips(player, opponent, square);
        let (p, o) = (opponent ^ flipped, player | flipped | (1 << square));
        let score = -shallow(eval, p, o, placements(p, o), depth - 1, -beta, -alpha);
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// The quadrants holding an odd number of `empty` squares, as one mask.
#[inline]
fn odd_quadrants(empty: u64) -> u64 {
    QUADRANTS
        .into_iter()
        .filter(|&quadrant| (empty & quadrant).count_ones() % 2 == 1)
        .fold(0, |odd, quadrant| odd | quadrant)
}

/// The empty squares (at most `SMALL_MAX_EMPTIES`), those in quadrants with
/// an odd number of empties first: the last move of a region tends to be
/// the one that gains.
fn parity_order<B: SolverBoard>(board: &B) -> SmallSquares {
    let empty = !(board.player() | board.opponent());
    let odd = odd_quadrants(empty);
    let mut order = SmallSquares::default();
    for group in [empty & odd, empty & !odd] {
        let mut remaining = group;
        while remaining != 0 && order.len < order.squares.len() {
            order.squares[order.len] = remaining.trailing_zeros() as u8;
            order.len += 1;
            remaining &= remaining - 1;
        }
    }
    order
}

#[derive(Default)]
struct SmallSquares {
    squares: [u8; SMALL_MAX_EMPTIES as usize],
    len: usize,
}

impl std::ops::Deref for SmallSquares {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.squares[..self.len]
    }
}

/// A static preference among squares: corners best, X- and C-squares worst.
#[rustfmt::skip]
const SQUARE_VALUE: [i32; 64] = [
    18,  4, 16, 12, 12, 16,  4, 18,
     4,  2,  6,  8,  8,  6,  2,  4,
    16,  6, 14, 10, 10, 14,  6, 16,
    12,  8, 10,  0,  0, 10,  8, 12,
    12,  8, 10,  0,  0, 10,  8, 12,
    16,  6, 14, 10, 10, 14,  6, 16,
     4,  2,  6,  8,  8,  6,  2,  4,
    18,  4, 16, 12, 12, 16,  4, 18,
];

/// Owned corners and the edge squares next to owned corners: a cheap count
/// of discs that are stable for certain.
#[inline]
fn corner_stability(discs: u64) -> u32 {
    let corners = discs & CORNERS;
    let beside = ((corners << 1) & 0x0000_0000_0000_0002)
        | ((corners >> 1) & 0x0000_0000_0000_0040)
        | ((corners << 8) & 0x0000_0000_0000_0100)
        | ((corners << 8) & 0x0000_0000_0000_8000)
        | ((corners >> 8) & 0x0001_0000_0000_0000)
        | ((corners >> 8) & 0x0080_0000_0000_0000)
        | ((corners << 1) & 0x0200_0000_0000_0000)
        | ((corners >> 1) & 0x4000_0000_0000_0000);
    (corners | (beside & discs)).count_ones()
}

/// Moves with their flips, the opponent's replies and sort keys, on the
/// stack: at most 64 squares.
struct MoveList {
    moves: [ScoredMove; 64],
    len: usize,
}

#[derive(Clone, Copy, Default)]
struct ScoredMove {
    key: i32,
    square: u8,
    flipped: u64,
    /// The opponent's legal placements after the move.
    replies: u64,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList {
            moves: [ScoredMove::default(); 64],
            len: 0,
        }
    }
}

impl MoveList {
    #[inline]
    fn push(&mut self, key: i32, square: u8, flipped: u64, replies: u64) {
        self.moves[self.len & 63] = ScoredMove {
            key,
            square,
            flipped,
            replies,
        };
        self.len += 1;
    }

    /// Insertion sort by key: lists are short.
    #[inline]
    fn sort(&mut self) {
        for i in 1..self.len.min(64) {
            let moving = self.moves[i];
            let mut j = i;
            while j > 0 && self.moves[j - 1].key > moving.key {
                self.moves[j] = self.moves[j - 1];
                j -= 1;
            }
            self.moves[j] = moving;
        }
    }

    #[inline]
    fn len(&self) -> usize {
        self.len.min(64)
    }

    #[inline]
    fn get(&self, index: usize) -> ScoredMove {
        self.moves[index & 63]
    }
}

fn to_plain<const E: bool>(position: &Position) -> Plain<E> {
    Plain {
        player: position.player(),
        opponent: position.opponent(),
    }
}
