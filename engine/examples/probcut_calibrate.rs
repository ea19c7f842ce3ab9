//! Fits ProbCut's lines (`training::probcut`) on the learned evaluation's own
//! search values and writes them as Rust (`engine/src/ai/probcut/fits.rs`):
//!
//! ```text
//! nice cargo run --release --example probcut_calibrate -- --seed 1 --games 120 \
//!     --out engine/src/ai/probcut/fits.rs
//! ```
//!
//! Games cycle Othello (a random line of `--openings`, XOT by default),
//! classic (a line of `--classic`) and free (a random centre opening and up
//! to four random moves); their moves come from a depth-2 search with ±4
//! discs of root noise, so the positions are varied but sensible. From each
//! game one position per phase bucket (10–19, 20–29, …, 50+ empties) is
//! searched by a fresh engine without ProbCut, iteratively to `--depth`
//! plies (less than its empties); every iteration's score is the plain
//! depth-limited value. For each depth d the pairs (value at `shallow(d)`,
//! value at d) of a bucket give the least-squares line and its residual
//! standard deviation. Bucket 0–9 takes the fits of 10–19 (ProbCut rarely
//! reaches there: the solver does).

mod args;
mod calibration;
mod openings;

use reversi_engine::ai::{Engine, Limits, SystemClock};
use reversi_engine::random::SplitMix64;
use reversi_engine::training::probcut::{bucket, fitted_shallow, Fit, BUCKETS, MIN_DEPTH};
use reversi_engine::training::CENTRE;
use reversi_engine::transcript::position_after;
use reversi_engine::{Move, Position, Square, Variant};
use std::path::PathBuf;
use std::time::Instant;

const SCALE: f64 = reversi_engine::ai::SCALE as f64;

struct Options {
    openings: PathBuf,
    classic: PathBuf,
    games: u64,
    seed: u64,
    depth: u32,
    threads: u64,
    out: Option<PathBuf>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        openings: PathBuf::from("engine/data/openings/xot-large.txt"),
        classic: PathBuf::from("engine/data/openings/classic-random.txt"),
        games: 120,
        seed: 1,
        depth: 12,
        threads: 2,
        out: None,
    };
    for (name, value) in args::pairs(&[])? {
        let number = || args::whole(&name, &value);
        match name.as_str() {
            "--openings" => options.openings = PathBuf::from(&value),
            "--classic" => options.classic = PathBuf::from(&value),
            "--games" => options.games = number()?.max(1),
            "--seed" => options.seed = number()?,
            "--depth" => options.depth = (number()? as u32).clamp(MIN_DEPTH, 20),
            "--threads" => options.threads = number()?.clamp(1, 16),
            "--out" => options.out = Some(PathBuf::from(&value)),
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(options)
}

fn main() {
    args::exit_on_error("probcut_calibrate", || {
        parse_options().and_then(|options| run(&options))
    });
}

/// One searched position: its bucket and its value (hundredths of a disc)
/// at each depth from 1 (index 0).
struct Record {
    bucket: usize,
    values: Vec<i32>,
}

fn run(options: &Options) -> Result<(), String> {
    let xot = openings::read(&options.openings)?;
    let classic = openings::read(&options.classic)?;
    let started = Instant::now();
    let records = calibration::play_games(options.games, options.threads, |game| {
        play(options, &xot, &classic, game)
    })?;
    eprintln!(
        "{} positions searched in {:.0} s",
        records.len(),
        started.elapsed().as_secs_f64()
    );
    let fits = fit_all(&records, options.depth);
    let source = rust_source(options, &fits);
    match &options.out {
        Some(path) => {
            std::fs::write(path, &source).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => print!("{source}"),
    }
    Ok(())
}

/// Plays one game, searching one position per bucket on the way.
fn play(
    options: &Options,
    xot: &[String],
    classic: &[String],
    game: u64,
) -> Result<Vec<Record>, String> {
    let mut rng = SplitMix64::new(options.seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let variant = [Variant::Othello, Variant::Classic, Variant::Free][(game % 3) as usize];
    let position = match variant {
        Variant::Othello => position_after(variant, &xot[rng.below(xot.len() as u64) as usize]),
        Variant::Classic => {
            position_after(variant, &classic[rng.below(classic.len() as u64) as usize])
        }
        _ => Ok(free_opening(&mut rng)),
    }
    .map_err(|e| format!("game {game}: {e}"))?;
    // The empties at which each bucket's position is taken.
    let targets: Vec<u32> = (1..BUCKETS as u32)
        .map(|b| 10 * b + rng.below(10) as u32)
        .collect();
    let mut searcher = Engine::new(18).with_probcut(false);
    let clock = SystemClock::start();
    let mut records = Vec::new();
    calibration::play_out(position, &mut rng, |position| {
        let empties = position.empty_count();
        if targets.contains(&empties) {
            let depth = options.depth.min(empties - 1);
            let mut values = Vec::new();
            searcher.clear();
            let limits = Limits {
                depth,
                ..Limits::default()
            };
            searcher.think(position, &limits, &clock, &|| false, &mut |p| {
                values.push(p.score)
            });
            records.push(Record {
                bucket: bucket(empties),
                values,
            });
        }
    });
    Ok(records)
}

/// A free-variant opening: four random centre placements, then up to four
/// random moves.
fn free_opening(rng: &mut SplitMix64) -> Position {
    let mut position = Position::new(Variant::Free);
    for _ in 0..4 {
        let free: Vec<Square> = Square::iter_bits(CENTRE & !position.occupied()).collect();
        let Some(&square) = free.get(rng.below(free.len().max(1) as u64) as usize) else {
            break;
        };
        position = position.play_unchecked(Move::Place(square));
    }
    for _ in 0..rng.below(5) {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position = position.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
    }
    position
}

/// Per bucket and depth: the fit and the number of pairs.
type Fits = Vec<Vec<(Fit, usize)>>;

fn fit_all(records: &[Record], max_depth: u32) -> Fits {
    let mut fits: Fits = (0..BUCKETS)
        .map(|b| {
            (MIN_DEPTH..=max_depth)
                .map(|depth| {
                    let pairs: Vec<(f64, f64)> = records
                        .iter()
                        .filter(|r| r.bucket == b)
                        .filter_map(|r| {
                            let deep = *r.values.get(depth as usize - 1)?;
                            let low = *r.values.get(fitted_shallow(depth) as usize - 1)?;
                            Some((f64::from(low) / SCALE, f64::from(deep) / SCALE))
                        })
                        .collect();
                    (least_squares(&pairs), pairs.len())
                })
                .collect()
        })
        .collect();
    fits[0] = fits[1].clone();
    fits
}

/// The fitted line; a = 0 (no cuts) when there are too few pairs to trust.
fn least_squares(pairs: &[(f64, f64)]) -> Fit {
    let none = Fit {
        a: 0.0,
        b: 0.0,
        sigma: 0.0,
    };
    if pairs.len() < 20 {
        return none;
    }
    calibration::least_squares(pairs).map_or(none, |(a, b, sigma)| Fit {
        a: a as f32,
        b: b as f32,
        sigma: sigma as f32,
    })
}

fn rust_source(options: &Options, fits: &Fits) -> String {
    let mut s = String::new();
    s.push_str("//! ProbCut's fitted lines, generated by\n");
    s.push_str(&format!(
        "//! `nice cargo run --release --example probcut_calibrate -- --seed {} --games {} --depth {} --out engine/src/ai/probcut/fits.rs`\n",
        options.seed, options.games, options.depth
    ));
    s.push_str("//! (do not edit by hand). Per phase bucket (10 empties each, the last\n");
    s.push_str("//! 50–60) and depth d from `MIN_DEPTH`: deep ≈ a·shallow + b (discs)\n");
    s.push_str("//! with the residual's standard deviation; n = pairs fitted.\n\n");
    s.push_str("use super::{Fit, BUCKETS};\n\n");
    s.push_str(&format!(
        "/// The shallowest node ProbCut tries.\npub const MIN_DEPTH: u32 = {MIN_DEPTH};\n"
    ));
    s.push_str(&format!(
        "/// The deepest fitted depth; deeper nodes use its fit.\npub const MAX_DEPTH: u32 = {};\n\n",
        options.depth
    ));
    s.push_str("const fn fit(a: f32, b: f32, sigma: f32) -> Fit {\n    Fit { a, b, sigma }\n}\n\n");
    let width = options.depth - MIN_DEPTH + 1;
    // One bucket's fits as an array literal, its lines under `indent`.
    let rows = |row: &[(Fit, usize)], indent: &str| -> String {
        let mut text = String::from("[\n");
        for (i, (f, n)) in row.iter().enumerate() {
            let depth = MIN_DEPTH + i as u32;
            text.push_str(&format!(
                "{indent}    fit({:.4}, {:.3}, {:.3}), // d {depth} from {}: n {n}\n",
                f.a,
                f.b,
                f.sigma,
                fitted_shallow(depth)
            ));
        }
        text.push_str(&format!("{indent}]"));
        text
    };
    // Bucket 0 is bucket 1's fits (`fit_all`): written once, named twice.
    s.push_str("/// The fits of 10–19 empties, which 0–9 empties take too.\n");
    s.push_str(&format!(
        "const TEN_TO_NINETEEN: [Fit; {width}] = {};\n\n",
        rows(&fits[1], "")
    ));
    s.push_str(&format!("pub const FITS: [[Fit; {width}]; BUCKETS] = [\n"));
    for (b, row) in fits.iter().enumerate() {
        s.push_str(&format!(
            "    // {}–{} empties\n",
            10 * b,
            if b == BUCKETS - 1 { 60 } else { 10 * b + 9 }
        ));
        if b <= 1 {
            s.push_str("    TEN_TO_NINETEEN,\n");
        } else {
            s.push_str(&format!("    {},\n", rows(row, "    ")));
        }
    }
    s.push_str("];\n");
    s
}
