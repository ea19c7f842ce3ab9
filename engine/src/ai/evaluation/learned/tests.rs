//! The learned evaluation's layout, file format and symmetry (an
//! integration test, `tests/learned_eval.rs`, until the API narrowed).

use super::file::{stored_sizes, QuantisedTable, WeightsError, WeightsFile};
use super::layout::{phase_of, shape_squares, PHASE_COUNT, SHAPE_COUNT, TABLE_COUNT};
use super::*;
use crate::random::SplitMix64;
use crate::symmetry::{transform, transform_square};
use crate::transcript::position_after;
use crate::Variant;

/// The crate's generator, as these tests call it.
struct Rng(SplitMix64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }
}

/// Weights with a random value in one entry of `density` (1 = all).
fn random_weights(seed: u64, density: u64) -> WeightsFile {
    let mut rng = Rng(SplitMix64::new(seed));
    let mut weights = WeightsFile::zero();
    for table in &mut weights.tables {
        table.step = 1.0 + (rng.next() % 100) as f32 / 10.0;
        for value in &mut table.values {
            if rng.next().is_multiple_of(density) {
                *value = rng.next() as i8;
            }
        }
    }
    weights
}

fn random_board(rng: &mut Rng, variant: Variant) -> Board {
    let occupied = rng.next() | rng.next();
    let player = occupied & rng.next();
    let empties = 64 - occupied.count_ones() as u8;
    let player_supply = (rng.next() % (u64::from(empties) + 1)) as u8;
    let (player_supply, opponent_supply) = if variant == Variant::Classic {
        (player_supply, empties - player_supply)
    } else {
        (64, 64)
    };
    Board {
        player,
        opponent: occupied & !player,
        player_supply,
        opponent_supply,
        variant,
    }
}

#[test]
fn all_eight_symmetries_evaluate_the_same() {
    let eval = LearnedWeights::from_weights(&random_weights(7, 1));
    let mut rng = Rng(SplitMix64::new(0x1234_5678_9ABC_DEF1));
    let mut distinct = std::collections::HashSet::new();
    for round in 0..300 {
        let variant = Variant::ALL[round % 3];
        let board = random_board(&mut rng, variant);
        let expected = eval.evaluate_board(&board);
        distinct.insert(expected);
        for symmetry in 1..8 {
            let image = Board {
                player: transform(symmetry, board.player),
                opponent: transform(symmetry, board.opponent),
                ..board
            };
            assert_eq!(eval.evaluate_board(&image), expected, "symmetry {symmetry}");
        }
    }
    // Random weights really vary: the check is not of a constant.
    assert!(distinct.len() > 250);
}

#[test]
fn a_corner_weight_counts_once_per_corner() {
    // Only the 3×3 corner table of the phase with 55–60 empties is set:
    // "the side to move owns the corner, the rest of the block is empty"
    // (arrangement 1: digit 1 on a1) is worth 5 discs.
    let mut weights = WeightsFile::zero();
    let corner = &mut weights.tables[(PHASE_COUNT - 1) * TABLE_COUNT + 1];
    corner.step = 5.0;
    corner.values[1] = 100;
    let eval = LearnedWeights::from_weights(&weights);
    let board = |player: u64, opponent: u64| Board {
        player,
        opponent,
        player_supply: 64,
        opponent_supply: 64,
        variant: Variant::Othello,
    };
    let centre = (1u64 << 27) | (1 << 36);
    let other = (1u64 << 28) | (1 << 35);
    assert_eq!(eval.evaluate_board(&board(centre, other)), 0);
    assert_eq!(eval.evaluate_board(&board(centre | 1, other)), 500);
    assert_eq!(eval.evaluate_board(&board(centre | 1 << 63, other)), 500);
    assert_eq!(
        eval.evaluate_board(&board(centre | 1 | 1 << 7, other)),
        1000
    );
    // The opponent's corner is another arrangement, worth nothing here.
    assert_eq!(eval.evaluate_board(&board(centre, other | 1)), 0);
    // With 54 empties the next phase, all zero, applies.
    assert_eq!(phase_of(54), PHASE_COUNT - 2);
    let fuller = centre | 1 | 0xFE00;
    assert_eq!(eval.evaluate_board(&board(fuller, other)), 0);
}

#[test]
fn position_and_board_agree() {
    let eval = LearnedWeights::from_weights(&random_weights(11, 1));
    for (variant, moves) in [
        (Variant::Othello, "f5d6c3d3c4f4f6"),
        (Variant::Classic, "d4e4d5e5f4"),
        (Variant::Free, "d5d4e4e5f5"),
    ] {
        let position = position_after(variant, moves).unwrap();
        let board = Board::of(&position);
        assert_eq!(eval.evaluate(&position), eval.evaluate_board(&board));
        assert_eq!(board.player, position.player());
        if variant == Variant::Classic {
            // White to move after 2 of its discs and 3 of black's: 30 and 29 left.
            assert_eq!((board.player_supply, board.opponent_supply), (30, 29));
        }
    }
}

#[test]
fn the_file_round_trips() {
    for density in [1, 7, 1000] {
        let weights = random_weights(density, density);
        let bytes = weights.to_bytes();
        assert_eq!(WeightsFile::from_bytes(&bytes), Ok(weights));
    }
    let zero = WeightsFile::zero().to_bytes();
    assert_eq!(WeightsFile::from_bytes(&zero), Ok(WeightsFile::zero()));
    // Zero runs keep an empty file small: a few bytes per table.
    assert!(
        zero.len() < 20 * PHASE_COUNT * TABLE_COUNT,
        "{}",
        zero.len()
    );
}

#[test]
fn every_cut_and_every_flipped_byte_is_refused() {
    let bytes = random_weights(3, 300).to_bytes();
    for length in 0..bytes.len() {
        assert!(
            WeightsFile::from_bytes(&bytes[..length]).is_err(),
            "cut at {length}"
        );
    }
    for at in 0..bytes.len() {
        for bit in [0x01, 0x80] {
            let mut damaged = bytes.clone();
            damaged[at] ^= bit;
            assert!(
                WeightsFile::from_bytes(&damaged).is_err(),
                "byte {at} bit {bit}"
            );
        }
    }
    assert_eq!(
        LearnedWeights::from_bytes(b"PK\x03\x04 not weights").err(),
        Some(WeightsError::NotWeights)
    );
    let mut future = bytes.clone();
    future[4] = 99;
    assert_eq!(
        WeightsFile::from_bytes(&future),
        Err(WeightsError::UnsupportedVersion(99))
    );
}

#[test]
fn a_valid_checksum_over_a_wrong_layout_is_refused() {
    // A file with one table too few, otherwise well formed.
    let mut weights = WeightsFile::zero();
    weights.tables.pop();
    let bytes = weights.to_bytes();
    assert!(matches!(
        WeightsFile::from_bytes(&bytes),
        Err(WeightsError::Truncated | WeightsError::LayoutMismatch)
    ));
    // A table with one entry too many.
    let mut weights = WeightsFile::zero();
    weights.tables[SHAPE_COUNT].values.push(3);
    assert_eq!(
        WeightsFile::from_bytes(&weights.to_bytes()),
        Err(WeightsError::LayoutMismatch)
    );
}

#[test]
fn quantising_keeps_weights_within_half_a_step() {
    let weights: Vec<f32> = (0..500).map(|i| (i as f32 * 7.3).sin() * 900.0).collect();
    let table = QuantisedTable::quantise(&weights);
    for (i, &w) in weights.iter().enumerate() {
        assert!((table.value(i) - w).abs() <= table.step / 2.0 + 1e-3);
    }
    assert_eq!(stored_sizes()[SHAPE_COUNT], 64);
}

/// `evaluate_board` read square by square, as the layout defines it:
/// each place's digit i from the square that its symmetry carries onto
/// the shape's square i (no `transform`, no `extract`, no unrolling).
fn evaluate_slowly(eval: &LearnedWeights, board: &Board) -> i32 {
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
    let eval = LearnedWeights {
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
