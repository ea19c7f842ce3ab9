//! The last few empties: plain alpha-beta without sorting, moves into odd
//! regions first; on plain boards no move generation at all, and the last
//! empty square scored from its flip count alone.

use super::board::SolverBoard;
use super::Solver;
use crate::bitboard::{flips, last_flip_count, NEIGHBOURS};

/// Up to this many empties a plain board is solved by `search_small`.
pub(super) const SMALL_MAX_EMPTIES: u32 = 5;

const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

impl Solver<'_> {
    /// A few empties: plain alpha-beta without sorting, moves into regions
    /// (quadrants) with an odd number of empties first.
    pub(super) fn search_unsorted<B: SolverBoard>(
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

    /// A plain board with two to five empties, `squares` in parity order:
    /// a move is legal when it flips something, so there is no move
    /// generation and no sorting, only the flips of each empty square.
    pub(super) fn search_small<B: SolverBoard>(
        &mut self,
        board: &B,
        mut alpha: i32,
        beta: i32,
        squares: &[u8],
        passed: bool,
    ) -> i32 {
        // Up to four empties, unrolled: no square lists to build.
        match *squares {
            [a, b] => return self.two_empties(board, a, b, alpha, beta, passed),
            [a, b, c] => return self.three_empties(board, [a, b, c], alpha, beta, passed),
            [a, b, c, d] => return self.four_empties(board, [a, b, c, d], alpha, beta, passed),
            _ => {}
        }
        self.nodes += 1;
        let mut best_score = i32::MIN;
        for (at, &square) in squares.iter().enumerate() {
            let flipped = flips_beside(board.player(), board.opponent(), square);
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

    /// A plain board with four empties: as `three_empties`, one more.
    /// (The two share no helper on purpose: one generic loop taking the
    /// deeper search as a closure measured 1-4 % slower in wasm.)
    fn four_empties<B: SolverBoard>(
        &mut self,
        board: &B,
        squares: [u8; 4],
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let [a, b, c, d] = squares;
        let mut best_score = i32::MIN;
        for (square, rest) in [
            (a, [b, c, d]),
            (b, [a, c, d]),
            (c, [a, b, d]),
            (d, [a, b, c]),
        ] {
            let flipped = flips_beside(board.player(), board.opponent(), square);
            if flipped == 0 {
                continue;
            }
            let child = board.play(square, flipped);
            let score = -self.three_empties(&child, rest, -beta, -alpha, false);
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
            -self.four_empties(&board.pass(), squares, -beta, -alpha, true)
        }
    }

    /// A plain board with three empties, tried in the order given, each
    /// leaving the other two in their order: `search_small` unrolled, no
    /// square lists to build (the most frequent case after two empties).
    fn three_empties<B: SolverBoard>(
        &mut self,
        board: &B,
        squares: [u8; 3],
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let [a, b, c] = squares;
        let mut best_score = i32::MIN;
        for (square, first, second) in [(a, b, c), (b, a, c), (c, a, b)] {
            let flipped = flips_beside(board.player(), board.opponent(), square);
            if flipped == 0 {
                continue;
            }
            let child = board.play(square, flipped);
            let score = -self.two_empties(&child, first, second, -beta, -alpha, false);
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
            -self.three_empties(&board.pass(), squares, -beta, -alpha, true)
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
            let flipped = flips_beside(board.player(), board.opponent(), square);
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
    pub(super) fn last_empty<B: SolverBoard>(&mut self, board: &B) -> i32 {
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
        let flipped = last_flip_count_beside(player, opponent, square) as i32;
        if flipped > 0 {
            self.nodes += 1;
            // The board ends full: 64 discs, our share grown by the flips.
            return 2 * (mine + flipped + 1) - 64;
        }
        let flipped = last_flip_count_beside(opponent, player, square) as i32;
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

/// `flips`, after a test far cheaper than the flips: with no `opponent`
/// disc beside `square` a placement there flips nothing.
#[inline(always)]
fn flips_beside(player: u64, opponent: u64, square: u8) -> u64 {
    if opponent & NEIGHBOURS[square as usize & 63] == 0 {
        0
    } else {
        flips(player, opponent, square)
    }
}

/// `last_flip_count` of `mover` on the last empty square, after the same
/// test against the `other` side's discs.
#[inline(always)]
fn last_flip_count_beside(mover: u64, other: u64, square: u8) -> u32 {
    if other & NEIGHBOURS[square as usize & 63] == 0 {
        0
    } else {
        last_flip_count(mover, square)
    }
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
pub(super) fn parity_order<B: SolverBoard>(board: &B) -> SmallSquares {
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
pub(super) struct SmallSquares {
    squares: [u8; SMALL_MAX_EMPTIES as usize],
    len: usize,
}

impl std::ops::Deref for SmallSquares {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.squares[..self.len]
    }
}
