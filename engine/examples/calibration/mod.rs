//! What the two calibration examples share: their games (spread over
//! threads) and the least-squares line.

use reversi_engine::ai::{Engine, Limits, SystemClock};
use reversi_engine::random::SplitMix64;
use reversi_engine::{Move, Position};

/// Plays games 0 to `games - 1` on `threads` threads, game `g` on thread
/// `g % threads`; the records of all games in game order, or the first
/// game's error.
pub fn play_games<R: Send>(
    games: u64,
    threads: u64,
    play: impl Fn(u64) -> Result<Vec<R>, String> + Sync,
) -> Result<Vec<R>, String> {
    let play = &play;
    let mut played: Vec<(u64, Result<Vec<R>, String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                scope.spawn(move || {
                    (thread..games)
                        .step_by(threads as usize)
                        .map(|game| (game, play(game)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a calibration thread"))
            .collect()
    });
    played.sort_by_key(|(game, _)| *game);
    let mut records = Vec::new();
    for (_, result) in played {
        records.extend(result?);
    }
    Ok(records)
}

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
