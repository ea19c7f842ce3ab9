//! perft: the number of move sequences of a given length, the standard check
//! of a move generator. A forced pass counts as a ply; a finished game counts
//! as one leaf at every greater depth.
//!
//! Counting is "bulk": the last ply is a popcount, not a move each. Once the
//! centre opening is over and neither supply can run out within the depth, the
//! count runs on bare bitboards.

use crate::bitboard::{flips, placements};
use crate::position::{Phase, Position};
use crate::Square;

/// Counts the leaves `depth` plies below `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if supplies_last(position, depth) {
        return bitboard_perft(position.player(), position.opponent(), depth);
    }
    let moves = position.placements();
    if moves == 0 {
        let passed = position.swapped();
        return if passed.placements() == 0 {
            1
        } else {
            perft(&passed, depth - 1)
        };
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    Square::iter_bits(moves)
        .map(|square| perft(&position.place_unchecked(square), depth - 1))
        .sum()
}

/// Whether the next `depth` plies are plain bitboard play: normal phase, and
/// neither side can run out of discs (each places at most `depth` of them).
fn supplies_last(position: &Position, depth: u32) -> bool {
    let enough = |color| {
        position
            .supply(color)
            .is_none_or(|left| u32::from(left) >= depth)
    };
    position.phase() == Phase::Normal
        && enough(position.side_to_move())
        && enough(position.side_to_move().opposite())
}

/// The same count on bare bitboards.
fn bitboard_perft(player: u64, opponent: u64, depth: u32) -> u64 {
    let moves = placements(player, opponent);
    if moves == 0 {
        return if placements(opponent, player) == 0 || depth == 1 {
            1
        } else {
            bitboard_perft(opponent, player, depth - 1)
        };
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut total = 0;
    let mut remaining = moves;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as u8;
        remaining &= remaining - 1;
        let flipped = flips(player, opponent, square);
        let next_player = opponent ^ flipped;
        let next_opponent = player | flipped | (1u64 << square);
        total += if depth == 2 {
            u64::from(placements(next_player, next_opponent).count_ones().max(1))
        } else {
            bitboard_perft(next_player, next_opponent, depth - 1)
        };
    }
    total
}
