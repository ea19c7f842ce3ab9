//! The move order: fastest-first (fewest replies) with the table's move
//! first, by the learned evaluation's look-ahead where the tree is still
//! wide; and `Estimate`, the one small alpha-beta on the learned evaluation
//! that this look-ahead and MTD(f)'s first guess share.

use super::board::{Plain, SolverBoard};
use super::Solver;
use crate::ai::evaluation::Guide;
use crate::ai::evaluation::SCALE;
use crate::bitboard::{flips, CORNERS};

/// From this many empties the learned evaluation sorts the moves.
const EVAL_SORT_MIN_EMPTIES: u32 = 14;
/// From these many empties the sort looks one and two moves further.
const SHALLOW_MIN_EMPTIES: u32 = 16;
const SHALLOW2_MIN_EMPTIES: u32 = 20;
/// The sort key's price of one opponent reply (corners counting double),
/// in evaluation units: two discs. Measured over FFO #20-#49 with the
/// learned guide (nodes on #40-#49): 0 1.68 G, 100 1.47 G, 200 1.38 G,
/// 250 1.37 G, 300 1.59 G, 400 1.76 G (the older patterns' setting).
const EVAL_MOBILITY_WEIGHT: i32 = 200;
/// The square index that stands for no move in a move list.
pub(super) const NO_MOVE: u8 = 64;
/// Beyond any evaluation.
pub(super) const SCORE_BOUND: i32 = 65 * SCALE;

impl Solver<'_> {
    /// Sorts the moves of a node with `empties` empties into its move list,
    /// guided by the learned evaluation from `EVAL_SORT_MIN_EMPTIES` on;
    /// returns the list's index in `self.lists`.
    #[inline]
    pub(super) fn order_moves<B: SolverBoard>(
        &mut self,
        board: &B,
        moves: u64,
        table_move: u8,
        empties: u32,
    ) -> usize {
        let at = empties as usize & 63;
        let guide = self.guide().filter(|_| empties >= EVAL_SORT_MIN_EMPTIES);
        order_moves_with(board, moves, table_move, &mut self.lists[at], guide);
        at
    }
}

/// A depth-limited fail-soft alpha-beta on the learned evaluation, on plain
/// boards; a finished game scores its final disc difference.
pub(super) struct Estimate<'a> {
    eval: Guide,
    /// For MTD(f)'s first guess and the selective solve's ProbCut, deep
    /// enough for sorting to pay: moves sorted by mobility into these
    /// lists, nodes counted here. Without it
    /// (a one- or two-ply look inside the move order) moves go in square
    /// order, uncounted, as the move order's own work is.
    counted: Option<(&'a mut u64, &'a mut [MoveList])>,
}

impl<'a> Estimate<'a> {
    pub fn counted(eval: Guide, nodes: &'a mut u64, lists: &'a mut [MoveList]) -> Self {
        Estimate {
            eval,
            counted: Some((nodes, lists)),
        }
    }

    pub fn glance(eval: Guide) -> Self {
        Estimate {
            eval,
            counted: None,
        }
    }

    /// The score of `board` searched `depth` plies within (alpha, beta);
    /// `known_moves` are its moves if the caller has them, `passed` says
    /// the move before was a pass.
    pub fn search(
        &mut self,
        board: &Plain<true>,
        known_moves: Option<u64>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        if let Some((nodes, _)) = &mut self.counted {
            **nodes += 1;
        }
        if depth == 0 {
            return self.eval.evaluate(board.player, board.opponent);
        }
        let moves = known_moves.unwrap_or_else(|| board.moves());
        if moves == 0 {
            if passed {
                return board.final_score() * SCALE;
            }
            return -self.search(&board.pass(), None, depth, -beta, -alpha, true);
        }
        let at = board.empty_count() as usize & 63;
        if let Some((_, lists)) = &mut self.counted {
            order_moves_with(board, moves, NO_MOVE, &mut lists[at], None);
        }
        let mut best = i32::MIN;
        let mut remaining = moves;
        for index in 0.. {
            let (square, flipped) = match &self.counted {
                Some((_, lists)) if index < lists[at].len() => {
                    let scored = lists[at].get(index);
                    (scored.square, scored.flipped)
                }
                None if remaining != 0 => {
                    let square = remaining.trailing_zeros() as u8;
                    remaining &= remaining - 1;
                    (square, flips(board.player, board.opponent, square))
                }
                _ => break,
            };
            let child = board.play(square, flipped);
            let score = -self.search(&child, None, depth - 1, -beta, -alpha, false);
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
}

/// Fastest-first: the table's move, then the fewest replies (corners
/// counting double), then corner stability gained, then the square's value.
/// (The opponent's potential mobility, once between the last two, saved
/// 0.4 % of the nodes on FFO #40-#49 for 3 % more instructions.)
fn order_moves_with<B: SolverBoard>(
    board: &B,
    moves: u64,
    table_move: u8,
    list: &mut MoveList,
    eval: Option<Guide>,
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
                    let child = Plain::<true> {
                        player: child.player(),
                        opponent: child.opponent(),
                    };
                    Estimate::glance(eval).search(
                        &child,
                        Some(replies),
                        d,
                        -SCORE_BOUND,
                        SCORE_BOUND,
                        false,
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
            let our_corner_stability = corner_stability(child.opponent()) as i32;
            (weighted_replies << 15)
                - (our_corner_stability << 11)
                - SQUARE_VALUE[square as usize & 63]
        };
        list.push(key, square, flipped, replies);
    }
    list.sort();
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
pub(super) struct MoveList {
    moves: [ScoredMove; 64],
    /// After `sort`: the indices into `moves`, best first.
    order: [u8; 64],
    len: usize,
}

#[derive(Clone, Copy, Default)]
pub(super) struct ScoredMove {
    key: i32,
    pub square: u8,
    pub flipped: u64,
    /// The opponent's legal placements after the move.
    pub replies: u64,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList {
            moves: [ScoredMove::default(); 64],
            order: [0; 64],
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

    /// Sorts by key, ties in the order pushed, without a branch on the
    /// keys: each move's place is the number of moves before it, counted
    /// with comparisons that only add. An insertion sort's comparisons are
    /// as good as random to the branch predictor; this costs more
    /// instructions (8 % more in all on FFO #40-#41) and less time (FFO
    /// #40-#44, taking turns: 0.972 natively, 0.969 in wasm).
    #[inline]
    fn sort(&mut self) {
        let len = self.len.min(64);
        // The key made unsigned in the high bits, the index below: ties
        // go by index.
        let sort_key = |moves: &[ScoredMove; 64], i: usize| {
            u64::from(moves[i].key as u32 ^ 1 << 31) << 8 | i as u64
        };
        for i in 0..len {
            let mine = sort_key(&self.moves, i);
            let place = (0..len)
                .map(|j| usize::from(sort_key(&self.moves, j) < mine))
                .sum::<usize>();
            self.order[place & 63] = i as u8;
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len.min(64)
    }

    /// The move in place `index` once sorted.
    #[inline]
    pub fn get(&self, index: usize) -> ScoredMove {
        self.moves[usize::from(self.order[index & 63]) & 63]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::evaluation::Evaluation;
    use crate::transcript::position_after;
    use crate::Variant;

    /// The guide: the learned evaluation, built in natively.
    fn guides() -> [Guide; 1] {
        [Evaluation::current()].map(|e| e.solver_guide().expect("natively the solver is guided"))
    }

    /// The full-window estimate of `board` in both modes, and the nodes counted.
    fn both_ways(eval: Guide, board: &Plain<true>, depth: u32) -> (i32, i32, u64) {
        let mut lists: Vec<MoveList> = (0..=64).map(|_| MoveList::default()).collect();
        let mut nodes = 0;
        let window = (-SCORE_BOUND, SCORE_BOUND);
        let glance = Estimate::glance(eval).search(board, None, depth, window.0, window.1, false);
        let counted = Estimate::counted(eval, &mut nodes, &mut lists)
            .search(board, None, depth, window.0, window.1, false);
        (glance, counted, nodes)
    }

    #[test]
    fn a_finished_game_scores_its_final_difference_not_the_evaluation() {
        // a1 and b1 against h8: nobody can move. Two discs to one, and the
        // 61 empty squares go to the winner: +62 discs.
        let board = Plain::<true> {
            player: 0b11,
            opponent: 1 << 63,
        };
        for eval in guides() {
            for depth in 1..=3 {
                let (glance, counted, _) = both_ways(eval, &board, depth);
                assert_eq!((glance, counted), (62 * SCALE, 62 * SCALE), "depth {depth}");
            }
        }
    }

    #[test]
    fn the_sort_orders_by_key_and_keeps_ties_in_the_order_pushed() {
        let mut rng = crate::random::SplitMix64::new(5);
        let mut list = MoveList::default();
        for round in 0..2000 {
            let len = (round % 40) as u64 + 1;
            list.len = 0;
            // Few distinct keys, so that ties are common; negatives too.
            let spread = [3, 20, 1 << 20][round % 3];
            for square in 0..len {
                let key = rng.below(2 * spread) as i32 - spread as i32;
                list.push(key, square as u8, square, 0);
            }
            list.sort();
            let mut expected: Vec<(i32, u8)> = (0..list.len())
                .map(|i| (list.moves[i].key, list.moves[i].square))
                .collect();
            expected.sort_by_key(|&(key, _)| key); // stable
            let sorted: Vec<(i32, u8)> = (0..list.len())
                .map(|i| (list.get(i).key, list.get(i).square))
                .collect();
            assert_eq!(sorted, expected, "round {round}");
        }
    }

    #[test]
    fn sorting_and_counting_change_the_cost_not_the_score() {
        for moves in ["f5d6c3d3c4", "f5f6e6f4g5d6", "d3c5f6f5e6e3c3d2"] {
            let position = position_after(Variant::Othello, moves).unwrap();
            for (eval, depth) in guides()
                .into_iter()
                .flat_map(|e| (1..=3).map(move |d| (e, d)))
            {
                let (glance, counted, nodes) = both_ways(eval, &Plain::of(&position), depth);
                assert_eq!(glance, counted, "{moves} depth {depth}");
                assert!(nodes > u64::from(depth), "{moves}: {nodes} nodes");
            }
        }
    }
}
