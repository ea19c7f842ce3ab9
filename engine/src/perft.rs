//! perft: the number of move sequences of a given length, the standard check
//! of a move generator. A forced pass counts as a ply; a finished game counts
//! as one leaf at every greater depth.

use crate::position::Position;

/// Counts the leaves `depth` plies below `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => leaves_one_ply_below(position),
        _ => perft_inner(position, depth),
    }
}

fn perft_inner(position: &Position, depth: u32) -> u64 {
    let placements = position.placements();
    if placements == 0 {
        let passed = position.swapped();
        return if passed.placements() == 0 {
            1
        } else {
            perft(&passed, depth - 1)
        };
    }
    let mut total = 0;
    let mut remaining = placements;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as u8;
        remaining &= remaining - 1;
        let child = position.place_unchecked(square);
        total += if depth == 2 {
            leaves_one_ply_below(&child)
        } else {
            perft_inner(&child, depth - 1)
        };
    }
    total
}

/// One leaf per placement; a pass or a finished game is a single leaf.
#[inline]
fn leaves_one_ply_below(position: &Position) -> u64 {
    u64::from(position.placements().count_ones().max(1))
}
