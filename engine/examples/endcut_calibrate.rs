//! Measures how well a shallow search on the learned evaluation predicts
//! the exact endgame score, for the selective solve's ProbCut
//! (`ai::Solver`'s `endcut`):
//!
//! ```text
//! nice cargo run --release --example endcut_calibrate -- --seed 1 --games 200
//! ```
//!
//! Othello games start from a random line of `--openings` (XOT by default)
//! and continue with depth-2 moves and ±4 discs of root noise, as in
//! `probcut_calibrate`. At every number of empties from `--from` to `--to`
//! the position is solved exactly and valued by `guide_value` at depths 0
//! to `--depth`. For each (empties, depth) the program prints the pairs'
//! least-squares line `exact ≈ a·shallow + b` (discs) and its residuals'
//! standard deviation, and the standard deviation with a = 1, b = 0.

mod args;
mod calibration;
mod openings;

use reversi_engine::ai::{Evaluation, Solver, Table};
use reversi_engine::random::SplitMix64;
use reversi_engine::training::guide_value;
use reversi_engine::transcript::position_after;
use reversi_engine::Variant;
use std::path::PathBuf;
use std::time::Instant;

const SCALE: f64 = reversi_engine::ai::SCALE as f64;

struct Options {
    openings: PathBuf,
    games: u64,
    seed: u64,
    from: u32,
    to: u32,
    depth: u32,
    threads: u64,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        openings: PathBuf::from("engine/data/openings/xot-large.txt"),
        games: 200,
        seed: 1,
        from: 10,
        to: 22,
        depth: 8,
        threads: 2,
    };
    for (name, value) in args::pairs(&[])? {
        let number = || args::whole(&name, &value);
        match name.as_str() {
            "--openings" => options.openings = PathBuf::from(&value),
            "--games" => options.games = number()?.max(1),
            "--seed" => options.seed = number()?,
            "--from" => options.from = (number()? as u32).clamp(2, 30),
            "--to" => options.to = (number()? as u32).clamp(2, 30),
            "--depth" => options.depth = (number()? as u32).min(12),
            "--threads" => options.threads = number()?.clamp(1, 16),
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(options)
}

fn main() {
    args::exit_on_error("endcut_calibrate", || {
        parse_options().and_then(|options| run(&options))
    });
}

/// One position: its empties, exact score and guide values at depth 0, 1, ….
struct Record {
    empties: u32,
    exact: i32,
    values: Vec<i32>,
}

fn run(options: &Options) -> Result<(), String> {
    let openings = openings::read(&options.openings)?;
    let started = Instant::now();
    let records = calibration::play_games(options.games, options.threads, |game| {
        play(options, &openings, game)
    })?;
    eprintln!(
        "{} positions solved in {:.0} s",
        records.len(),
        started.elapsed().as_secs_f64()
    );
    println!("empties depth     n       a       b   sigma  sigma(a=1,b=0)");
    for empties in options.from..=options.to {
        for depth in 0..=options.depth {
            let pairs: Vec<(f64, f64)> = records
                .iter()
                .filter(|r| r.empties == empties)
                .filter_map(|r| {
                    let value = *r.values.get(depth as usize)?;
                    Some((f64::from(value) / SCALE, f64::from(r.exact)))
                })
                .collect();
            if pairs.len() < 20 {
                continue;
            }
            let Some((a, b, sigma)) = calibration::least_squares(&pairs) else {
                continue;
            };
            let n = pairs.len() as f64;
            let plain = (pairs.iter().map(|p| (p.1 - p.0).powi(2)).sum::<f64>() / n).sqrt();
            println!(
                "{empties:7} {depth:5} {:5} {a:7.3} {b:7.2} {sigma:7.2} {plain:7.2}",
                pairs.len()
            );
        }
    }
    Ok(())
}

/// Plays one game, solving and valuing a position at each target empties.
fn play(options: &Options, openings: &[String], game: u64) -> Result<Vec<Record>, String> {
    let mut rng = SplitMix64::new(options.seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let line = &openings[rng.below(openings.len() as u64) as usize];
    let position =
        position_after(Variant::Othello, line).map_err(|e| format!("game {game}: {e}"))?;
    let evaluation = Evaluation::current();
    let mut table = Table::new(20);
    let mut records = Vec::new();
    calibration::play_out(position, &mut rng, |position| {
        let empties = position.empty_count();
        if (options.from..=options.to).contains(&empties) {
            table.clear();
            let mut never = || false;
            let exact = Solver::new(&mut table, &mut never)
                .solve(position, false)
                .score;
            let values = (0..=options.depth.min(empties))
                .filter_map(|depth| guide_value(&evaluation, position, depth))
                .collect();
            records.push(Record {
                empties,
                exact,
                values,
            });
        }
    });
    Ok(records)
}
