//! The learned weights that come with the engine (`data/learned.bin`): they
//! load, and on the FFO positions (exact values known, 14–36 empties, not
//! seen in training) they predict the result better than the hand-set
//! evaluation and within a few discs on average.

mod ai_support;

use ai_support::{ffo_line, random_game, read_ffo, Rng};
use reversi_engine::ai::{Evaluation, LearnedWeights, BUILT_IN_WEIGHTS as BYTES, SCALE};
use reversi_engine::training::layout::{transform, Board};
use reversi_engine::training::WeightsFile;
use reversi_engine::Variant;

/// The built-in weights, expanded (what `Evaluation::current` uses).
fn embedded() -> Option<LearnedWeights> {
    LearnedWeights::from_bytes(BYTES).ok()
}

#[test]
fn the_weights_file_loads_and_is_small() {
    assert!(embedded().is_some());
    // Re-encoding gives the same bytes: nothing in the file is ignored.
    let weights = WeightsFile::from_bytes(BYTES).unwrap();
    assert_eq!(weights.to_bytes(), BYTES);
    assert!(BYTES.len() < 400_000, "{} bytes", BYTES.len());
}

#[test]
fn ffo_positions_are_predicted_better_than_by_the_hand_set_evaluation() {
    let eval = embedded().unwrap();
    let hand_set = Evaluation::hand_set();
    let (mut learned, mut hand, mut signs, mut count) = (0.0, 0.0, 0, 0);
    for file in [
        "fforum-1-19.obf",
        "fforum-20-39.obf",
        "fforum-40-59.obf",
        "fforum-60-79.obf",
    ] {
        for line in read_ffo(file) {
            let (position, notes) = ffo_line(&line);
            let exact = f64::from(notes[0].1);
            let predicted = f64::from(eval.evaluate(&position)) / f64::from(SCALE);
            learned += (predicted - exact).abs();
            hand += (f64::from(hand_set.midgame(&position)) / f64::from(SCALE) - exact).abs();
            signs += usize::from(predicted.signum() == exact.signum() || exact == 0.0);
            count += 1;
        }
    }
    let (learned, hand) = (learned / count as f64, hand / count as f64);
    println!("FFO #1-#79: mean absolute error learned {learned:.2}, hand-set {hand:.2} discs; sign right {signs}/{count}");
    assert_eq!(count, 79);
    assert!(learned < hand, "learned {learned:.2} hand-set {hand:.2}");
    assert!(learned < 10.0, "learned {learned:.2}");
}

#[test]
fn the_trained_weights_see_the_eight_symmetries_alike() {
    let eval = embedded().unwrap();
    let mut rng = Rng::new(5);
    for round in 0..90 {
        let variant = Variant::ALL[round % 3];
        let position = random_game(variant, &mut rng, 10 + (round as u32 % 45));
        let board = Board::of(&position);
        let expected = eval.evaluate_board(&board);
        for symmetry in 1..8 {
            let image = Board {
                player: transform(symmetry, board.player),
                opponent: transform(symmetry, board.opponent),
                ..board
            };
            assert_eq!(eval.evaluate_board(&image), expected, "round {round}");
        }
    }
}
