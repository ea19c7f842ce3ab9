//! The trained pattern weights that come with the engine, judged on
//! positions they were not trained on: random games solved exactly here.

mod ai_support;

use ai_support::{random_game_reaching, solve, Rng};
use reversi_engine::ai::eval::{evaluate, DEFAULT_WEIGHTS, SCALE};
use reversi_engine::ai::patterns::trained;
use reversi_engine::Variant;

/// Mean absolute error in discs of both evaluations over positions of 12
/// empties from random Othello games (a different generator and seed from
/// the training data's).
#[test]
fn trained_weights_predict_exact_scores_far_better_than_the_hand_set_evaluation() {
    let eval = trained().expect("data/patterns.bin loads");
    let mut rng = Rng::new(2024);
    let (mut trained_error, mut hand_error, mut count) = (0.0, 0.0, 0);
    while count < 60 {
        let position = random_game_reaching(Variant::Othello, &mut rng, 12);
        if position.must_pass() || position.is_over() {
            continue;
        }
        let (solution, _) = solve(&position, false);
        let exact = f64::from(solution.score);
        let learned = f64::from(eval.evaluate(position.player(), position.opponent()));
        let hand = f64::from(evaluate(&position, &DEFAULT_WEIGHTS));
        trained_error += (learned / f64::from(SCALE) - exact).abs();
        hand_error += (hand / f64::from(SCALE) - exact).abs();
        count += 1;
    }
    let (trained_error, hand_error) = (trained_error / 60.0, hand_error / 60.0);
    println!("mean error: trained {trained_error:.2} discs, hand-set {hand_error:.2}");
    assert!(
        trained_error < 10.0,
        "trained error {trained_error:.2} discs"
    );
    assert!(
        trained_error < 0.6 * hand_error,
        "trained {trained_error:.2} vs hand-set {hand_error:.2} discs"
    );
}
