//! perft: the number of move sequences of a given length, the standard check
//! of a move generator. A forced pass counts as a ply; a finished game counts
//! as one leaf at every greater depth.
//!
//! Counting is "bulk": the last ply is a popcount, not a move each. Once the
//! centre opening is over and neither supply can run out within the depth, the
//! count runs on bare bitboards, where the counts of positions with three or
//! more plies to go are kept in a table by position and depth, a position and
//! its mirror images sharing a slot: transpositions and symmetric lines are
//! counted once.

use crate::bitboard::{flips, placements};
use crate::position::{Phase, Position};
use crate::symmetry::transform;
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

/// From this many plies to go, counts are kept in a table and looked up
/// first: a position that deep is often reached by other move orders, or is
/// a mirror image of one already counted (the start is symmetric).
const TABLE_MIN_DEPTH: u32 = 3;
/// At most this many slots (24 bytes each).
const TABLE_MAX_LOG2: u32 = 20;

/// The same count on bare bitboards.
fn bitboard_perft(player: u64, opponent: u64, depth: u32) -> u64 {
    if depth <= TABLE_MIN_DEPTH {
        return bare_perft(player, opponent, depth, None);
    }
    let mut counts = Counts::new((2 * depth).clamp(4, TABLE_MAX_LOG2));
    bare_perft(player, opponent, depth, Some(&mut counts))
}

fn bare_perft(player: u64, opponent: u64, depth: u32, mut counts: Option<&mut Counts>) -> u64 {
    let moves = placements(player, opponent);
    if moves == 0 {
        return if placements(opponent, player) == 0 || depth == 1 {
            1
        } else {
            bare_perft(opponent, player, depth - 1, counts)
        };
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let key = match counts.as_deref() {
        Some(table) if depth >= TABLE_MIN_DEPTH => {
            let key = canonical(player, opponent);
            if let Some(count) = table.get(key, depth) {
                return count;
            }
            Some(key)
        }
        _ => None,
    };
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
            bare_perft(next_player, next_opponent, depth - 1, counts.as_deref_mut())
        };
    }
    if let (Some(table), Some(key)) = (counts, key) {
        table.put(key, depth, total);
    }
    total
}

/// The least of the position's eight mirror images, which all have the
/// same count.
fn canonical(player: u64, opponent: u64) -> (u64, u64) {
    (1..8).fold((player, opponent), |least, symmetry| {
        least.min((transform(symmetry, player), transform(symmetry, opponent)))
    })
}

/// Counts by position (canonical) and plies to go; a slot is overwritten
/// by the newest count that maps to it.
struct Counts {
    /// player, opponent, count << 8 | depth (depth 0: empty)
    slots: Vec<[u64; 3]>,
    shift: u32,
}

impl Counts {
    fn new(log2: u32) -> Counts {
        Counts {
            slots: vec![[0; 3]; 1 << log2],
            shift: 64 - log2,
        }
    }

    #[inline]
    fn index(&self, (player, opponent): (u64, u64)) -> usize {
        let mixed = (player ^ opponent.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> self.shift) as usize
    }

    #[inline]
    fn get(&self, key: (u64, u64), depth: u32) -> Option<u64> {
        let [player, opponent, data] = self.slots[self.index(key)];
        ((player, opponent) == key && data & 0xFF == u64::from(depth)).then_some(data >> 8)
    }

    #[inline]
    fn put(&mut self, key: (u64, u64), depth: u32, count: u64) {
        if count < 1 << 56 {
            let index = self.index(key);
            self.slots[index] = [key.0, key.1, count << 8 | u64::from(depth)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    /// Positions along random games, from the opening to the end, where
    /// passes and finished games fall within the depth.
    fn positions() -> Vec<(u64, u64)> {
        let mut rng = SplitMix64::new(17);
        let mut found = Vec::new();
        for _ in 0..12 {
            let (mut player, mut opponent) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            loop {
                found.push((player, opponent));
                let moves = placements(player, opponent);
                if moves == 0 {
                    if placements(opponent, player) == 0 {
                        break;
                    }
                    (player, opponent) = (opponent, player);
                    continue;
                }
                let mut pick = rng.below(u64::from(moves.count_ones()));
                let mut remaining = moves;
                while pick > 0 {
                    remaining &= remaining - 1;
                    pick -= 1;
                }
                let square = remaining.trailing_zeros() as u8;
                let flipped = flips(player, opponent, square);
                (player, opponent) = (opponent ^ flipped, player | flipped | 1 << square);
            }
        }
        found
    }

    #[test]
    fn the_table_changes_no_count() {
        // A tiny table: slots are overwritten all the time.
        let mut counts = Counts::new(4);
        for (i, &(player, opponent)) in positions().iter().enumerate() {
            let depth = if i % 3 == 0 { 5 } else { 4 };
            assert_eq!(
                bare_perft(player, opponent, depth, Some(&mut counts)),
                bare_perft(player, opponent, depth, None),
                "{player:#x} {opponent:#x} depth {depth}"
            );
        }
    }

    #[test]
    fn mirror_images_share_a_key() {
        for (player, opponent) in positions().into_iter().step_by(7) {
            for symmetry in 0..8 {
                let image = (transform(symmetry, player), transform(symmetry, opponent));
                assert_eq!(canonical(image.0, image.1), canonical(player, opponent));
            }
        }
    }
}
