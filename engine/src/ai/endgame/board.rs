//! The boards the solver plays on: `Position` follows every rule of every
//! variant (the centre opening, running out of discs), and `Plain` is the
//! bare bitboard pair used when the supplies cannot run out before the end.

use crate::ai::table::Key;
use crate::bitboard::placements;
use crate::position::Position;

/// A board the solver can play on.
pub(super) trait SolverBoard: Copy + Send + Sync {
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
    /// The board's transposition-table key.
    #[inline]
    fn key(&self) -> Key {
        Key {
            player: self.player(),
            opponent: self.opponent(),
            supplies: self.supplies(),
        }
    }
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
pub(super) struct Plain<const EMPTIES_TO_WINNER: bool> {
    pub player: u64,
    pub opponent: u64,
}

impl<const EMPTIES_TO_WINNER: bool> Plain<EMPTIES_TO_WINNER> {
    pub fn of(position: &Position) -> Self {
        Plain {
            player: position.player(),
            opponent: position.opponent(),
        }
    }

    /// The empty squares.
    #[inline]
    pub fn empty_count(&self) -> u32 {
        64 - (self.player | self.opponent).count_ones()
    }
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
