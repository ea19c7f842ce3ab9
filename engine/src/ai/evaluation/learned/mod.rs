//! The learned evaluation for every phase of every variant, in the style of
//! Logistello, Edax and Egaroucid: 46 pattern places (edges with X-squares,
//! corner blocks, rows, diagonals; mirror images sharing weights) plus
//! mobility, potential mobility, parity and, for classic Reversi, the
//! balance of discs left in the hands, each with weights for 12 phases by
//! empty squares. The weights are data (`engine/data/learned.bin`, made by
//! `examples/train.rs`), one byte per weight on disk (`file`), expanded at
//! load into one flat `i16` table per phase (`LearnedWeights`), read
//! straight by arrangement number.
//!
//! - `layout`: what the patterns look at (shapes, places, phases, globals);
//! - `file`: the weights file, quantised;
//! - `embedded`: the file built into native programs.
//!
//! Scores are in hundredths of a disc for the side to move (`SCALE`).

#[cfg(not(target_arch = "wasm32"))]
pub mod embedded;
pub mod file;
pub mod layout;
#[cfg(test)]
mod tests;

use crate::position::Position;
use crate::symmetry::transform;
use crate::Variant;
use file::{WeightsError, WeightsFile};
use layout::{
    arrangement, canonical_arrangements, phase_of, table_size, Board, Instance, OFFSETS,
    PHASE_COUNT, PHASE_LEN, PLACES, PLACE_COUNT, SHAPE_COUNT, TABLE_COUNT,
};

/// The learned weights, expanded and ready to evaluate: about 4 MB of
/// tables. Read from a weights file with `from_bytes`.
pub struct LearnedWeights {
    /// `PHASE_COUNT` blocks of `PHASE_LEN` weights, hundredths of a disc,
    /// each table of a block at its `OFFSETS`.
    weights: Vec<i16>,
}

impl LearnedWeights {
    /// Reads and expands a weights file.
    pub fn from_bytes(bytes: &[u8]) -> Result<LearnedWeights, WeightsError> {
        Ok(LearnedWeights::from_weights(&WeightsFile::from_bytes(
            bytes,
        )?))
    }

    /// Expands quantised weights (in the layout's sizes, as
    /// `WeightsFile::from_bytes` guarantees) into lookup tables.
    pub fn from_weights(weights: &WeightsFile) -> LearnedWeights {
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
        LearnedWeights { weights: expanded }
    }

    /// The evaluation of `position` for the side to move, in hundredths of
    /// a disc (`SCALE` per disc of final difference).
    #[inline]
    pub fn evaluate(&self, position: &Position) -> i32 {
        self.evaluate_board(&Board::of(position))
    }

    /// The same for a bare pair of bitboards whose supplies cannot run out
    /// before the end (the solver's plain boards): free-opening scoring, or
    /// Othello's when the empties go to the winner.
    #[inline]
    pub(crate) fn evaluate_plain(
        &self,
        player: u64,
        opponent: u64,
        empties_to_winner: bool,
    ) -> i32 {
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

    /// The same from the bare parts (the training reads boards this way).
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
