//! The learned evaluation at play time: the weights file expanded into one
//! flat `i16` table per phase, read straight by arrangement number.

use super::format::{FormatError, Weights};
use super::layout::{
    arrangement, canonical_arrangements, phase_of, table_size, transform, Board, Instance, OFFSETS,
    PHASE_COUNT, PHASE_LEN, PLACES, PLACE_COUNT, SHAPE_COUNT, TABLE_COUNT,
};
use crate::position::Position;
use crate::Variant;

/// A learned evaluation ready to evaluate: about 4 MB of tables.
pub struct LearnedEval {
    /// `PHASE_COUNT` blocks of `PHASE_LEN` weights, hundredths of a disc,
    /// each table of a block at its `OFFSETS`.
    weights: Vec<i16>,
}

impl LearnedEval {
    /// Reads and expands a weights file.
    pub fn from_bytes(bytes: &[u8]) -> Result<LearnedEval, FormatError> {
        Ok(LearnedEval::from_weights(&Weights::from_bytes(bytes)?))
    }

    /// Expands quantised weights (in the layout's sizes, as
    /// `Weights::from_bytes` guarantees) into lookup tables.
    pub fn from_weights(weights: &Weights) -> LearnedEval {
        // Each arrangement's rank among the stored (canonical) ones.
        let ranks: Vec<Vec<u32>> = (0..SHAPE_COUNT)
            .map(|shape| {
                let canonical = canonical_arrangements(shape);
                let mut rank = vec![0u32; canonical.len()];
                let mut next = 0;
                for (index, &c) in canonical.iter().enumerate() {
                    if c as usize == index {
                        rank[index] = next;
                        next += 1;
                    }
                }
                canonical.iter().map(|&c| rank[c as usize]).collect()
            })
            .collect();
        let mut expanded = vec![0i16; PHASE_COUNT * PHASE_LEN];
        for phase in 0..PHASE_COUNT {
            let block = &mut expanded[phase * PHASE_LEN..(phase + 1) * PHASE_LEN];
            for table in 0..TABLE_COUNT {
                let Some(stored) = weights.tables.get(phase * TABLE_COUNT + table) else {
                    continue;
                };
                let value = |entry: usize| -> i16 {
                    stored.values.get(entry).map_or(0, |&q| {
                        (f32::from(q) * stored.step)
                            .round()
                            .clamp(-32000.0, 32000.0) as i16
                    })
                };
                let start = OFFSETS[table];
                for index in 0..table_size(table) {
                    let entry = if table < SHAPE_COUNT {
                        ranks[table][index] as usize
                    } else {
                        index
                    };
                    block[start + index] = value(entry);
                }
            }
        }
        LearnedEval { weights: expanded }
    }

    /// The evaluation of `position` for the side to move, in hundredths of
    /// a disc (`ai::eval::SCALE` per disc of final difference).
    #[inline]
    pub fn evaluate(&self, position: &Position) -> i32 {
        self.evaluate_board(&Board::of(position))
    }

    /// The same for a bare pair of bitboards whose supplies cannot run out
    /// before the end (the solver's plain boards): free-opening scoring, or
    /// Othello's when the empties go to the winner.
    #[inline]
    pub fn evaluate_plain(&self, player: u64, opponent: u64, empties_to_winner: bool) -> i32 {
        self.evaluate_board(&Board {
            player,
            opponent,
            player_supply: 64,
            opponent_supply: 64,
            variant: if empties_to_winner {
                Variant::Othello
            } else {
                Variant::Free
            },
        })
    }

    /// The same from the bare parts, for searches on plain bitboards.
    pub fn evaluate_board(&self, board: &Board) -> i32 {
        let phase = phase_of(board.empties());
        let block = &self.weights[phase * PHASE_LEN..(phase + 1) * PHASE_LEN];
        let (player, opponent) = (board.player, board.opponent);
        let image = |symmetry| (transform(symmetry, player), transform(symmetry, opponent));
        let images = [
            image(0),
            image(1),
            image(2),
            image(3),
            image(4),
            image(5),
            image(6),
            image(7),
        ];
        let mut score = 0i32;
        // Place by place, unrolled, each one's shape and symmetry compiled
        // in: no loop, no choosing among the shapes, the table's offset a
        // constant (measured: 1,180 instructions an evaluation against
        // 1,400 for a loop over each shape's places).
        macro_rules! places {
            ($($place:literal)*) => {$(
                score += read_place::<$place>(block, &images);
            )*};
        }
        const _: () = assert!(PLACE_COUNT == 46, "places! lists every place");
        places!(
            0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22
            23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45
        );
        for (global, index) in board.globals().into_iter().enumerate() {
            score += i32::from(block[OFFSETS[SHAPE_COUNT + global] + index]);
        }
        score
    }
}

/// The weight of place `PLACE` (of `PLACES`) in a phase's `block`, the
/// board seen under each of the eight symmetries in `images`.
#[inline(always)]
fn read_place<const PLACE: usize>(block: &[i16], images: &[(u64, u64); 8]) -> i32 {
    let Instance { shape, symmetry } = const { PLACES[PLACE] };
    let (player, opponent) = images[symmetry & 7];
    i32::from(block[const { OFFSETS[PLACES[PLACE].shape] } + arrangement(shape, player, opponent)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::learned::layout::{shape_squares, transform_square};
    use crate::random::SplitMix64;

    /// `evaluate_board` read square by square, as the layout defines it:
    /// each place's digit i from the square that its symmetry carries onto
    /// the shape's square i (no `transform`, no `extract`, no unrolling).
    fn evaluate_slowly(eval: &LearnedEval, board: &Board) -> i32 {
        let phase = phase_of(board.empties());
        let block = &eval.weights[phase * PHASE_LEN..(phase + 1) * PHASE_LEN];
        let mut score = 0;
        for place in PLACES {
            let mut index = 0;
            for (digit, &target) in shape_squares(place.shape).iter().enumerate() {
                let square = (0..64u8)
                    .find(|&s| transform_square(place.symmetry, s) == target)
                    .expect("a symmetry is a permutation of the squares");
                let value = if board.player >> square & 1 != 0 {
                    1
                } else if board.opponent >> square & 1 != 0 {
                    2
                } else {
                    0
                };
                index += value * 3usize.pow(digit as u32);
            }
            score += i32::from(block[OFFSETS[place.shape] + index]);
        }
        for (global, index) in board.globals().into_iter().enumerate() {
            score += i32::from(block[OFFSETS[SHAPE_COUNT + global] + index]);
        }
        score
    }

    #[test]
    fn every_place_reads_the_weight_its_squares_name() {
        let mut rng = SplitMix64::new(41);
        let eval = LearnedEval {
            weights: (0..PHASE_COUNT * PHASE_LEN)
                .map(|_| rng.below(2001) as i16 - 1000)
                .collect(),
        };
        for round in 0..3000 {
            // From a few discs to a full board: every phase.
            let occupied = match round % 4 {
                0 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                2 => rng.next_u64() | rng.next_u64(),
                _ => !(rng.next_u64() & rng.next_u64() & rng.next_u64()),
            };
            let player = occupied & rng.next_u64();
            let board = Board {
                player,
                opponent: occupied & !player,
                player_supply: 64,
                opponent_supply: 64,
                variant: Variant::ALL[round % 3],
            };
            assert_eq!(
                eval.evaluate_board(&board),
                evaluate_slowly(&eval, &board),
                "{board:?}"
            );
        }
    }
}
