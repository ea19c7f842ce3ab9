//! What the two calibration examples share: their games and the
//! least-squares line.

use reversi_engine::ai::{Engine, Limits, SystemClock};
use reversi_engine::random::SplitMix64;
use reversi_engine::{Move, Position};

/// Plays `position` out with sensible but varied moves (a depth-2 search
/// with ±4 discs of root noise), showing `visit` each position that has a
/// placement before its move is made.
pub fn play_out(mut position: Position, rng: &mut SplitMix64, mut visit: impl FnMut(&Position)) {
    let mut mover = Engine::new(16).with_probcut(false);
    let clock = SystemClock::start();
    while !position.is_over() {
        if position.must_pass() {
            position = position.swapped();
            continue;
        }
        visit(&position);
        let limits = Limits {
            depth: 2,
            randomness: 400,
            seed: rng.next_u64(),
            ..Limits::default()
        };
        let thought = mover.think(&position, &limits, &clock, &|| false, &mut |_| {});
        position = position.play_unchecked(thought.best.unwrap_or(Move::Pass));
    }
}

/// The line y ≈ a·x + b through `pairs` (x, y) and the standard deviation
/// of its residuals, as (a, b, sigma); `None` for fewer than three pairs or
/// when every x is the same.
pub fn least_squares(pairs: &[(f64, f64)]) -> Option<(f64, f64, f64)> {
    let n = pairs.len() as f64;
    if pairs.len() < 3 {
        return None;
    }
    let (mx, my) = pairs
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0 / n, y + p.1 / n));
    let sxx: f64 = pairs.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = pairs.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if sxx <= 0.0 {
        return None;
    }
    let a = sxy / sxx;
    let b = my - a * mx;
    let residual: f64 = pairs.iter().map(|p| (p.1 - a * p.0 - b).powi(2)).sum();
    Some((a, b, (residual / (n - 2.0)).sqrt()))
}
