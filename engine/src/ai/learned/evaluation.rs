//! The learned evaluation at play time: the weights file expanded into one
//! flat `i16` table per phase, read straight by arrangement number.

use super::format::{FormatError, Weights};
use super::layout::{
    arrangement, canonical_arrangements, instances, phase_of, table_size, transform, Board,
    PHASE_COUNT, SHAPE_COUNT, TABLE_COUNT,
};
use crate::position::Position;
use crate::Variant;

/// A learned evaluation ready to evaluate: about 4 MB of tables.
pub struct LearnedEval {
    /// `PHASE_COUNT` blocks of `phase_len` weights, hundredths of a disc.
    weights: Vec<i16>,
    phase_len: usize,
    /// Where each table starts inside a phase block.
    offsets: [usize; TABLE_COUNT],
    /// For each shape, the symmetries that bring its places onto it
    /// (`layout::instances`, grouped by shape): the first `places[shape]`.
    symmetries: [[usize; 8]; SHAPE_COUNT],
    places: [usize; SHAPE_COUNT],
}

impl LearnedEval {
    /// Reads and expands a weights file.
    pub fn from_bytes(bytes: &[u8]) -> Result<LearnedEval, FormatError> {
        Ok(LearnedEval::from_weights(&Weights::from_bytes(bytes)?))
    }

    /// Expands quantised weights (in the layout's sizes, as
    /// `Weights::from_bytes` guarantees) into lookup tables.
    pub fn from_weights(weights: &Weights) -> LearnedEval {
        let mut offsets = [0; TABLE_COUNT];
        let mut phase_len = 0;
        for (table, offset) in offsets.iter_mut().enumerate() {
            *offset = phase_len;
            phase_len += table_size(table);
        }
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
        let mut expanded = vec![0i16; PHASE_COUNT * phase_len];
        for phase in 0..PHASE_COUNT {
            let block = &mut expanded[phase * phase_len..(phase + 1) * phase_len];
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
                let start = offsets[table];
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
        let mut symmetries = [[0; 8]; SHAPE_COUNT];
        let mut places = [0; SHAPE_COUNT];
        for instance in instances() {
            symmetries[instance.shape][places[instance.shape]] = instance.symmetry;
            places[instance.shape] += 1;
        }
        LearnedEval {
            weights: expanded,
            phase_len,
            offsets,
            symmetries,
            places,
        }
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
        let block = &self.weights[phase * self.phase_len..(phase + 1) * self.phase_len];
        let mut boards = [(0u64, 0u64); 8];
        for (symmetry, pair) in boards.iter_mut().enumerate() {
            *pair = (
                transform(symmetry, board.player),
                transform(symmetry, board.opponent),
            );
        }
        let mut score = 0i32;
        // Shape by shape, each one's reading compiled for it: with the
        // shape a literal, `arrangement` (always inlined) reads it without
        // choosing among the shapes at each place.
        macro_rules! shapes {
            ($($shape:literal)*) => {$(
                let table = &block[self.offsets[$shape]..];
                for &symmetry in &self.symmetries[$shape][..self.places[$shape]] {
                    let (player, opponent) = boards[symmetry & 7];
                    score += i32::from(table[arrangement($shape, player, opponent)]);
                }
            )*};
        }
        const _: () = assert!(SHAPE_COUNT == 11, "shapes! lists every shape");
        shapes!(0 1 2 3 4 5 6 7 8 9 10);
        for (global, index) in board.globals().into_iter().enumerate() {
            score += i32::from(block[self.offsets[SHAPE_COUNT + global] + index]);
        }
        score
    }
}
