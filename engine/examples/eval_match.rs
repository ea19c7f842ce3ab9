//! Plays the learned evaluation (`ai::learned`) against the hand-set one
//! (`ai::eval`) with the same fixed-depth alpha-beta for both, so only the
//! evaluation differs:
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

use reversi_engine::ai::eval::{evaluate, DEFAULT_WEIGHTS, SCALE};
use reversi_engine::ai::learned::LearnedEval;
use reversi_engine::ai::table::Table;
use reversi_engine::ai::Solver;
use reversi_engine::bitboard::CENTRE;
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
    let mut args = std::env::args().skip(1);
    while let Some(name) = args.next() {
        let value = args.next().ok_or(format!("{name} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{name}: '{value}' is not a whole number"))
        };
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
    if let Err(message) = parse_options().and_then(|options| run(&options)) {
        eprintln!("eval_match: {message}");
        std::process::exit(2);
    }
}

/// The two evaluations, behind one call.
enum Side<'a> {
    Hand,
    Learned(&'a LearnedEval),
}

impl Side<'_> {
    fn evaluate(&self, position: &Position) -> i32 {
        match self {
            Side::Hand => evaluate(position, &DEFAULT_WEIGHTS),
            Side::Learned(eval) => eval.evaluate(position),
        }
    }
}

/// A fixed-depth fail-soft alpha-beta, children ordered by the opponent's
/// mobility after them (fewest first): the same for both evaluations.
fn search(
    side: &Side,
    position: &Position,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let placements = position.placements();
    if placements == 0 {
        let passed = position.swapped();
        if passed.placements() == 0 {
            return position.final_difference() * SCALE;
        }
        return -search(side, &passed, depth, -beta, -alpha, nodes);
    }
    if depth == 0 {
        return side.evaluate(position);
    }
    let mut children: Vec<(u32, Position)> = Square::iter_bits(placements)
        .map(|square| {
            let child = position.play_unchecked(Move::Place(square));
            (child.placements().count_ones(), child)
        })
        .collect();
    children.sort_by_key(|&(replies, _)| replies);
    let mut best = i32::MIN + 1;
    for (_, child) in &children {
        let score = -search(side, child, depth - 1, -beta, -alpha, nodes);
        if score > best {
            best = score;
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}

fn best_move(side: &Side, position: &Position, depth: u32, nodes: &mut u64) -> Move {
    let mut best = (i32::MIN, Move::Pass);
    for square in Square::iter_bits(position.placements()) {
        let child = position.play_unchecked(Move::Place(square));
        let score = -search(
            side,
            &child,
            depth - 1,
            -i32::MAX,
            -best.0.max(-i32::MAX),
            nodes,
        );
        if score > best.0 {
            best = (score, Move::Place(square));
        }
    }
    best.1
}

/// The final disc difference for the learned side.
fn play(
    sides: [&Side; 2],
    learned_is_black: bool,
    start: Position,
    options: &Options,
    table: &mut Table,
    nodes: &mut [u64; 2],
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
            solution
                .best
                .and_then(Square::new)
                .map_or(Move::Pass, Move::Place)
        } else {
            best_move(sides[mover], &position, options.depth, &mut nodes[mover])
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
        let text = std::fs::read_to_string(&options.openings)
            .map_err(|e| format!("{}: {e}", options.openings.display()))?;
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        if lines.is_empty() {
            return Err("no openings".into());
        }
        return (0..pairs)
            .map(|_| {
                let line = lines[(next() % lines.len() as u64) as usize];
                position_after(Variant::Othello, line.trim()).map_err(|e| format!("{line}: {e:?}"))
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
    let learned = LearnedEval::from_bytes(&bytes)
        .map_err(|e| format!("{}: {e}", options.weights.display()))?;
    let sides = [&Side::Learned(&learned), &Side::Hand];
    let mut table = Table::new(18);
    let (mut wins, mut draws, mut losses, mut total) = (0, 0, 0, 0i64);
    let mut nodes = [0u64; 2];
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
         ({:.1} %), mean disc difference {:+.2}; nodes learned {} hand {}; {:.0} s",
        options.variant,
        options.depth,
        options.exact,
        100.0 * (wins as f64 + draws as f64 / 2.0) / games as f64,
        total as f64 / games as f64,
        nodes[0],
        nodes[1],
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
