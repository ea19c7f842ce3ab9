//! Plays the learned evaluation (`ai::LearnedWeights`) against the hand-set
//! one (`ai::Evaluation::hand_set`) with the same fixed-depth alpha-beta for
//! both (`training::best_move`, children ordered fewest replies first), so
//! only the evaluation differs:
//!
//! ```text
//! nice cargo run --release --example eval_match -- \
//!     --weights engine/data/learned.bin --depth 4 --games 200 --variant othello
//! ```
//!
//! Othello games start from XOT openings (`--openings`), the others from a
//! random centre opening and two random moves; every opening is played
//! twice, each evaluation taking black once. Both sides solve exactly from
//! `--exact` empties with the same solver, so the games are decided before.
//! Prints wins, draws and losses of the learned evaluation and its mean
//! final disc difference.

mod args;
mod openings;

use reversi_engine::ai::{Evaluation, LearnedWeights, Solver, Table};
use reversi_engine::training::{best_move, CENTRE};
use reversi_engine::transcript::position_after;
use reversi_engine::{Color, Move, Position, Square, Variant};
use std::path::PathBuf;
use std::time::Instant;

struct Options {
    weights: PathBuf,
    openings: PathBuf,
    depth: u32,
    games: usize,
    exact: u32,
    seed: u64,
    variant: Variant,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        weights: PathBuf::from("engine/data/learned.bin"),
        openings: PathBuf::from("engine/data/openings/xot-large.txt"),
        depth: 4,
        games: 200,
        exact: 14,
        seed: 1,
        variant: Variant::Othello,
    };
    for (name, value) in args::pairs(&[])? {
        let number = || args::whole(&name, &value);
        match name.as_str() {
            "--weights" => options.weights = PathBuf::from(&value),
            "--openings" => options.openings = PathBuf::from(&value),
            "--depth" => options.depth = number()?.clamp(1, 12) as u32,
            "--games" => options.games = number()?.max(2) as usize,
            "--exact" => options.exact = number()?.min(20) as u32,
            "--seed" => options.seed = number()?,
            "--variant" => options.variant = value.parse().map_err(|e| format!("{e}"))?,
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(options)
}

fn main() {
    args::exit_on_error("eval_match", || {
        parse_options().and_then(|options| run(&options))
    });
}

/// The two evaluations, behind one call.
enum Side<'a> {
    Hand,
    Learned(&'a LearnedWeights),
}

impl Side<'_> {
    fn evaluate(&self, position: &Position) -> i32 {
        match self {
            Side::Hand => Evaluation::hand_set().midgame(position),
            Side::Learned(eval) => eval.evaluate(position),
        }
    }
}

/// The final disc difference for the learned side.
fn play(
    sides: [&Side; 2],
    learned_is_black: bool,
    start: Position,
    options: &Options,
    table: &mut Table,
    nodes: &mut [u64; 2],
    seconds: &mut [f64; 2],
) -> i32 {
    let mut position = start;
    while !position.is_over() {
        let black_to_move = position.side_to_move() == Color::Black;
        let mover = usize::from(black_to_move != learned_is_black);
        let mv = if position.must_pass() {
            Move::Pass
        } else if position.empty_count() <= options.exact {
            table.clear();
            let mut never = || false;
            let mut solver = Solver::new(table, &mut never);
            let solution = solver.solve(&position, false);
            solution.best.map_or(Move::Pass, Move::Place)
        } else {
            let side = sides[mover];
            let started = Instant::now();
            let mv = best_move(
                &|p| side.evaluate(p),
                &position,
                options.depth,
                &mut nodes[mover],
            );
            seconds[mover] += started.elapsed().as_secs_f64();
            mv
        };
        position = position.play_unchecked(mv);
    }
    let difference = position
        .outcome()
        .map_or(0, |o| i32::from(o.black) - i32::from(o.white));
    if learned_is_black {
        difference
    } else {
        -difference
    }
}

fn openings(options: &Options) -> Result<Vec<Position>, String> {
    let pairs = options.games.div_ceil(2);
    let mut state = options.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    if options.variant == Variant::Othello {
        let lines = openings::read(&options.openings)?;
        return (0..pairs)
            .map(|_| {
                let line = &lines[(next() % lines.len() as u64) as usize];
                position_after(Variant::Othello, line).map_err(|e| format!("{line}: {e:?}"))
            })
            .collect();
    }
    Ok((0..pairs)
        .map(|_| {
            let mut position = Position::new(options.variant);
            for _ in 0..6 {
                let moves: Vec<Move> = if position.occupied() & CENTRE != CENTRE {
                    Square::iter_bits(CENTRE & !position.occupied())
                        .map(Move::Place)
                        .collect()
                } else {
                    position.legal_moves()
                };
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
            }
            position
        })
        .collect())
}

fn run(options: &Options) -> Result<(), String> {
    let bytes = std::fs::read(&options.weights)
        .map_err(|e| format!("{}: {e}", options.weights.display()))?;
    let learned = LearnedWeights::from_bytes(&bytes)
        .map_err(|e| format!("{}: {e}", options.weights.display()))?;
    let sides = [&Side::Learned(&learned), &Side::Hand];
    let mut table = Table::new(18);
    let (mut wins, mut draws, mut losses, mut total) = (0, 0, 0, 0i64);
    let mut nodes = [0u64; 2];
    let mut seconds = [0f64; 2];
    let started = Instant::now();
    let starts = openings(options)?;
    for (index, start) in starts.iter().enumerate() {
        for learned_is_black in [true, false] {
            let difference = play(
                sides,
                learned_is_black,
                *start,
                options,
                &mut table,
                &mut nodes,
                &mut seconds,
            );
            match difference.signum() {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
            total += i64::from(difference);
        }
        if (index + 1) % 20 == 0 {
            eprintln!("{} games: +{wins} ={draws} -{losses}", 2 * (index + 1));
        }
    }
    let games = wins + draws + losses;
    println!(
        "{} depth {} exact from {} empties, {games} games: learned +{wins} ={draws} -{losses} \
         ({:.1} %), mean disc difference {:+.2}; nodes learned {} in {:.1} s, hand {} in \
         {:.1} s; {:.0} s",
        options.variant,
        options.depth,
        options.exact,
        100.0 * (wins as f64 + draws as f64 / 2.0) / games as f64,
        total as f64 / games as f64,
        nodes[0],
        seconds[0],
        nodes[1],
        seconds[1],
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
