//! Makes the learned evaluation's weights (`ai::patterns`), in two steps:
//!
//! ```text
//! cargo run --release --example train_eval -- label OUT.txt GAMES SEED MIN MAX
//! cargo run --release --example train_eval -- fit OUT.bin DATA.txt...
//! ```
//!
//! `label` plays games of half random, half greedy moves and solves every
//! position from MAX down to MIN empties exactly, one `player opponent
//! score` line each. `fit` finds the pattern weights that best predict those
//! scores (least squares by gradient descent) and writes the weights file.

use reversi_engine::ai::eval::{evaluate, DEFAULT_WEIGHTS, SCALE};
use reversi_engine::ai::patterns::{
    instances, shape_size, PatternWeights, PhaseWeights, SHAPE_COUNT,
};
use reversi_engine::ai::table::Table;
use reversi_engine::ai::Solver;
use reversi_engine::bitboard::placements;
use reversi_engine::{Position, Square, Variant};
use std::io::{BufRead, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("label") if args.len() == 6 => label(&args[1..]),
        Some("fit") if args.len() >= 3 => fit(&args[1], &args[2..]),
        _ => Err("usage: train_eval label OUT GAMES SEED MIN MAX | fit OUT.bin DATA...".into()),
    };
    if let Err(message) = result {
        eprintln!("train_eval: {message}");
        std::process::exit(2);
    }
}

/// xorshift64*: a small deterministic generator, enough for picking moves.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("'{text}' is not a number"))
}

/// Half the moves at random, half the best by the hand-set evaluation, so
/// the positions are neither all sensible nor all chaos.
fn pick(position: &Position, rng: &mut Rng) -> Square {
    let squares: Vec<Square> = Square::iter_bits(position.placements()).collect();
    if rng.next().is_multiple_of(2) {
        return squares[(rng.next() % squares.len() as u64) as usize];
    }
    *squares
        .iter()
        .max_by_key(|&&s| -evaluate(&position.place_unchecked(s), &DEFAULT_WEIGHTS))
        .unwrap_or(&squares[0])
}

fn label(args: &[String]) -> Result<(), String> {
    let games = number(&args[1])?;
    let mut rng = Rng(number(&args[2])? | 1);
    let (min, max) = (number(&args[3])? as u32, number(&args[4])? as u32);
    let file = std::fs::File::create(&args[0]).map_err(|e| e.to_string())?;
    let mut out = std::io::BufWriter::new(file);
    let mut table = Table::new(18);
    let mut written = 0;
    for _ in 0..games {
        let mut position = Position::new(Variant::Othello);
        table.clear();
        while !position.is_over() && position.empty_count() >= min {
            if position.must_pass() {
                position = position.swapped();
                continue;
            }
            if position.empty_count() <= max {
                let mut never = || false;
                let mut solver = Solver::new(&mut table, &mut never);
                let score = solver.solve(&position, false).score;
                writeln!(
                    out,
                    "{:016x} {:016x} {}",
                    position.player(),
                    position.opponent(),
                    score
                )
                .map_err(|e| e.to_string())?;
                written += 1;
            }
            position = position.place_unchecked(pick(&position, &mut rng));
        }
        out.flush().map_err(|e| e.to_string())?;
    }
    eprintln!("{written} positions");
    Ok(())
}

/// One labelled position, reduced to what the model reads.
struct Sample {
    phase: usize,
    /// (shape, arrangement) of each instance.
    features: Vec<(usize, usize)>,
    mobility: f32,
    /// The exact score in evaluation units.
    target: f32,
    /// The hand-set evaluation, for comparison.
    hand: f32,
}

fn read_samples(paths: &[String]) -> Result<Vec<Sample>, String> {
    let instances = instances();
    let mut samples = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for line in std::io::BufReader::new(file).lines() {
            let line = line.map_err(|e| e.to_string())?;
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [player, opponent, score] = fields[..] else {
                return Err(format!("{path}: bad line '{line}'"));
            };
            let bits = |t: &str| u64::from_str_radix(t, 16).map_err(|e| format!("{t}: {e}"));
            let (player, opponent) = (bits(player)?, bits(opponent)?);
            let score: f32 = score
                .parse()
                .map_err(|_| format!("bad score in '{line}'"))?;
            let position = Position::from_player_discs(
                Variant::Othello,
                player,
                opponent,
                reversi_engine::Color::Black,
            );
            let mobility = placements(player, opponent).count_ones() as f32
                - placements(opponent, player).count_ones() as f32;
            let empties = 64 - (player | opponent).count_ones();
            samples.push(Sample {
                phase: RANGES
                    .iter()
                    .position(|r| r.contains(&empties))
                    .unwrap_or(0),
                features: instances
                    .iter()
                    .map(|i| (i.shape, i.index(player, opponent)))
                    .collect(),
                mobility,
                target: score * SCALE as f32,
                hand: evaluate(&position, &DEFAULT_WEIGHTS) as f32,
            });
        }
    }
    Ok(samples)
}

/// Floating-point weights of one phase while fitting.
struct Model {
    shapes: Vec<Vec<f32>>,
    mobility: f32,
    bias: f32,
}

impl Model {
    fn predict(&self, sample: &Sample) -> f32 {
        let patterns: f32 = sample
            .features
            .iter()
            .map(|&(shape, index)| self.shapes[shape][index])
            .sum();
        self.bias + self.mobility * sample.mobility + patterns
    }
}

/// Gradient descent where each weight's step is its mean residual over the
/// samples that use it, damped for weights seen only a few times (the way
/// Logistello's and Edax's pattern weights are fitted).
fn fit_phase(train: &[&Sample]) -> Model {
    let mut model = Model {
        shapes: (0..SHAPE_COUNT).map(|s| vec![0.0; shape_size(s)]).collect(),
        mobility: 0.0,
        bias: 0.0,
    };
    let mut counts: Vec<Vec<f32>> = (0..SHAPE_COUNT).map(|s| vec![0.0; shape_size(s)]).collect();
    for sample in train {
        for &(shape, index) in &sample.features {
            counts[shape][index] += 1.0;
        }
    }
    let mobility_norm: f32 = train
        .iter()
        .map(|s| s.mobility * s.mobility)
        .sum::<f32>()
        .max(1.0);
    let mut gradient: Vec<Vec<f32>> = counts.iter().map(|t| vec![0.0; t.len()]).collect();
    for _ in 0..EPOCHS {
        let (mut mobility_gradient, mut bias_gradient) = (0.0, 0.0);
        for sample in train {
            let residual = sample.target - model.predict(sample);
            for &(shape, index) in &sample.features {
                gradient[shape][index] += residual;
            }
            mobility_gradient += residual * sample.mobility;
            bias_gradient += residual;
        }
        for ((weights, gradients), counts) in
            model.shapes.iter_mut().zip(&mut gradient).zip(&counts)
        {
            for ((weight, g), &n) in weights.iter_mut().zip(gradients.iter_mut()).zip(counts) {
                if n > 0.0 {
                    *weight += STEP * *g / (n + DAMPING);
                }
                *g = 0.0;
            }
        }
        model.mobility += STEP * mobility_gradient / mobility_norm;
        model.bias += STEP * bias_gradient / train.len().max(1) as f32;
    }
    model
}

/// The empties each table covers. The labels run from 8 to 18 empties;
/// the last table also serves the emptier boards, where it is the nearest.
const RANGES: [std::ops::RangeInclusive<u32>; 3] = [0..=10, 11..=14, 15..=60];

const EPOCHS: usize = 600;
/// Each weight's step, shared by the 46 instances on a board: more
/// diverges.
const STEP: f32 = 0.01;
/// Damping of rarely seen arrangements: as if each had this many more
/// samples with no residual (measured best of 3, 10 and 30 on held-out data).
const DAMPING: f32 = 30.0;

fn error(samples: &[&Sample], predict: impl Fn(&Sample) -> f32) -> (f32, f32) {
    let n = samples.len().max(1) as f32;
    let (abs, sq) = samples.iter().fold((0.0, 0.0), |(a, q), s| {
        let e = (predict(s) - s.target) / SCALE as f32;
        (a + e.abs(), q + e * e)
    });
    (abs / n, (sq / n).sqrt())
}

fn fit(out: &str, data: &[String]) -> Result<(), String> {
    let samples = read_samples(data)?;
    eprintln!("{} samples", samples.len());
    let mut tables = Vec::new();
    for (phase, range) in RANGES.iter().enumerate() {
        let of_phase: Vec<&Sample> = samples.iter().filter(|s| s.phase == phase).collect();
        // Every tenth sample is held out to measure the fit honestly.
        let (mut train, mut held) = (Vec::new(), Vec::new());
        for (i, sample) in of_phase.iter().enumerate() {
            if i.is_multiple_of(10) {
                held.push(*sample)
            } else {
                train.push(*sample)
            }
        }
        let model = fit_phase(&train);
        let (train_mae, _) = error(&train, |s| model.predict(s));
        let (mae, rmse) = error(&held, |s| model.predict(s));
        let (hand_mae, hand_rmse) = error(&held, |s| s.hand);
        eprintln!(
            "empties {range:?}: {} samples; held out: error {mae:.2} discs (rms {rmse:.2}), \
             hand-set evaluation {hand_mae:.2} (rms {hand_rmse:.2}); training error {train_mae:.2}",
            of_phase.len()
        );
        let round = |w: f32| w.round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        tables.push(PhaseWeights {
            shapes: model
                .shapes
                .iter()
                .map(|t| t.iter().map(|&w| round(w)).collect())
                .collect(),
            mobility: round(model.mobility),
            bias: round(model.bias),
        });
    }
    let mut by_empties = [0u8; 61];
    for (empties, slot) in by_empties.iter_mut().enumerate() {
        *slot = RANGES
            .iter()
            .position(|r| r.contains(&(empties as u32)))
            .unwrap_or(0) as u8;
    }
    let bytes = PatternWeights { tables, by_empties }.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("{out}: {e}"))?;
    eprintln!("wrote {} bytes to {out}", bytes.len());
    Ok(())
}
