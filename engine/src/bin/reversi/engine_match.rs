//! `reversi match`: two engine configurations play each other from a file
//! of openings, every opening once with each colour, and the result comes
//! with its uncertainty: wins, draws and losses, the score with a 95%
//! interval, the Elo difference it implies, and the mean disc difference.

use std::io::Write;

use crate::{CliError, Options};
use reversi_engine::ai::evaluation::Evaluation;
use reversi_engine::ai::{Engine, Level, Limits, SystemClock, LEVELS};
use reversi_engine::{transcript, Color, Move, Position, Variant};

/// The openings used when `--openings` is not given (XOT: 8-ply Othello
/// openings, each close to even).
const DEFAULT_OPENINGS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings/xot-large.txt");
/// How many openings a match takes from the file unless `--count` says.
const DEFAULT_COUNT: usize = 50;
/// Tables of 2^18 slots (8 MiB each): cleared before every game.
const TABLE_LOG2: u32 = 18;
/// The normal distribution's two-sided 95% point.
const Z95: f64 = 1.96;

/// One side's configuration, as written on the command line: `depth:N`,
/// `level:L` (the level as it plays, with its time budget) or `time:MS`,
/// optionally followed by `,exact:E`, `,eval:hand` (the hand-set evaluation
/// and the older solver guide) or `,eval:learned` (the default), and
/// `,probcut:off` (the midgame search without ProbCut).
#[derive(Clone, Debug, PartialEq)]
struct Player {
    name: String,
    limits: Limits,
    hand_set: bool,
    probcut: bool,
}

impl Player {
    /// An engine that searches as this player asks.
    fn engine(&self) -> Engine {
        let engine = Engine::new(TABLE_LOG2).with_probcut(self.probcut);
        if self.hand_set {
            engine.with_evaluation(Evaluation::hand_set())
        } else {
            engine
        }
    }
}

fn parse_player(text: &str) -> Result<Player, CliError> {
    let bad = || {
        CliError(format!(
            "cannot read player '{text}': give depth:N, level:1..{} or time:MS, optionally with ,exact:E, ,eval:hand or ,eval:learned, and ,probcut:off",
            LEVELS.len()
        ))
    };
    let mut parts = text.split(',');
    let (kind, value) = parts
        .next()
        .and_then(|p| p.split_once(':'))
        .ok_or_else(bad)?;
    let value: u32 = value.parse().map_err(|_| bad())?;
    let mut limits = match kind {
        "depth" if (1..=60).contains(&value) => Limits {
            depth: value,
            exact_empties: 14,
            ..Limits::default()
        },
        // The level as it plays: by time, so a match does not replay
        // exactly (`depth:N` does).
        "level" => u8::try_from(value)
            .ok()
            .and_then(Level::get)
            .ok_or_else(bad)?
            .limits(1),
        "time" if value > 0 => Limits {
            time_ms: Some(f64::from(value)),
            exact_empties: 14,
            ..Limits::default()
        },
        _ => return Err(bad()),
    };
    let mut hand_set = false;
    let mut probcut = true;
    for part in parts {
        match part.split_once(':') {
            Some(("exact", e)) => limits.exact_empties = e.parse().map_err(|_| bad())?,
            Some(("eval", "hand")) => hand_set = true,
            Some(("eval", "learned")) => hand_set = false,
            Some(("probcut", "off")) => probcut = false,
            Some(("probcut", "on")) => probcut = true,
            _ => return Err(bad()),
        }
    }
    Ok(Player {
        name: text.to_string(),
        limits,
        hand_set,
        probcut,
    })
}

/// The tally of a match from side A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Sum over the games of A's discs minus B's.
    disc_difference: i64,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's mean points per game (win 1, draw ½) and the half-width of its
    /// 95% interval (normal approximation from the games' own spread).
    fn score(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let mean = (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n;
        let square_mean = (f64::from(self.wins) + 0.25 * f64::from(self.draws)) / n;
        let variance = (square_mean - mean * mean).max(0.0);
        (mean, Z95 * (variance / n).sqrt())
    }
}

/// The Elo difference that a mean score implies; infinite at 0 and 1.
fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        400.0 * (score / (1.0 - score)).log10()
    }
}

fn signed(value: f64) -> String {
    if value.is_infinite() {
        if value > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{value:+.1}")
    }
}

/// The summary lines of a finished match.
fn report(a: &Player, b: &Player, openings: usize, tally: &Tally) -> Vec<String> {
    let (score, half_width) = tally.score();
    let (low, high) = ((score - half_width).max(0.0), (score + half_width).min(1.0));
    vec![
        format!("a: {}  b: {}", a.name, b.name),
        format!(
            "games: {} ({openings} openings, each with both colours)",
            tally.games()
        ),
        format!(
            "a: {} wins, {} draws, {} losses",
            tally.wins, tally.draws, tally.losses
        ),
        format!("score: {score:.3} ± {half_width:.3} (95%)"),
        format!(
            "elo: {} [{}, {}] (95%)",
            signed(elo(score)),
            signed(elo(low)),
            signed(elo(high))
        ),
        format!(
            "mean disc difference (a - b): {:+.2}",
            tally.disc_difference as f64 / f64::from(tally.games().max(1))
        ),
    ]
}

/// Picks `count` of `total` indices, the same ones for the same seed.
fn pick_openings(total: usize, count: usize, seed: u64) -> Vec<usize> {
    let mut indices: Vec<usize> = (0..total).collect();
    let mut rng = reversi_engine::random::SplitMix64::new(seed);
    // Fisher-Yates.
    for i in (1..total).rev() {
        indices.swap(i, rng.below(i as u64 + 1) as usize);
    }
    indices.truncate(count);
    indices
}

/// Plays one game from `start`, `black` moving first where black is to
/// move; returns the final position.
fn play_game(
    start: Position,
    black: (&Player, &mut Engine),
    white: (&Player, &mut Engine),
    seed: u64,
) -> Result<Position, CliError> {
    black.1.clear();
    white.1.clear();
    let mut position = start;
    while !position.is_over() {
        let (player, engine) = match position.side_to_move() {
            Color::Black => (black.0, &mut *black.1),
            Color::White => (white.0, &mut *white.1),
        };
        let limits = Limits {
            seed: seed ^ u64::from(position.empty_count()),
            ..player.limits.clone()
        };
        let clock = SystemClock::start();
        let thought = engine.think(&position, &limits, &clock, &|| false, &mut |_| {});
        let mv = thought.best.unwrap_or(Move::Pass);
        position = position
            .play(mv)
            .map_err(|e| CliError(format!("{}: the engine chose {mv}: {e}", player.name)))?;
    }
    Ok(position)
}

pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &["a", "b", "openings", "count", "seed"])?;
    options.expect_positionals(0)?;
    let player = |name: &str| {
        options
            .flag(name)
            .ok_or_else(|| CliError(format!("match needs --{name}, e.g. --{name} depth:6")))
            .and_then(parse_player)
    };
    let (a, b) = (player("a")?, player("b")?);
    let number = |name: &str, default: u64| -> Result<u64, CliError> {
        options.flag(name).map_or(Ok(default), |v| {
            v.parse()
                .map_err(|_| CliError(format!("--{name} needs a whole number, not '{v}'")))
        })
    };
    let count = usize::try_from(number("count", DEFAULT_COUNT as u64)?).unwrap_or(usize::MAX);
    let seed = number("seed", 1)?;
    // XOT openings are Othello: the default unless --variant says otherwise.
    let variant = if args.iter().any(|arg| arg == "--variant") {
        options.variant
    } else {
        Variant::Othello
    };
    let path = options.flag("openings").unwrap_or(DEFAULT_OPENINGS);
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError(format!("cannot read {path}: {e}")))?;
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty())
        .collect();
    let chosen = pick_openings(lines.len(), count, seed);
    if chosen.is_empty() {
        return Err(CliError(format!("{path}: no openings")));
    }
    let mut engines = (a.engine(), b.engine());
    let mut tally = Tally::default();
    for (game_pair, &index) in chosen.iter().enumerate() {
        let (line_number, opening) = lines[index];
        let start = transcript::position_after(variant, opening)
            .map_err(|e| CliError(format!("{path}: line {line_number}: {e}")))?;
        for a_is_black in [true, false] {
            let game_seed = seed ^ ((2 * game_pair as u64 + u64::from(a_is_black)) << 8);
            let (a_side, b_side) = ((&a, &mut engines.0), (&b, &mut engines.1));
            let end = if a_is_black {
                play_game(start, a_side, b_side, game_seed)?
            } else {
                play_game(start, b_side, a_side, game_seed)?
            };
            let Some(outcome) = end.outcome() else {
                return Err(CliError("a game stopped before its end".into()));
            };
            let a_colour = if a_is_black {
                Color::Black
            } else {
                Color::White
            };
            let (mine, theirs) = match a_colour {
                Color::Black => (outcome.black, outcome.white),
                Color::White => (outcome.white, outcome.black),
            };
            tally.disc_difference += i64::from(mine) - i64::from(theirs);
            match outcome.winner {
                Some(colour) if colour == a_colour => tally.wins += 1,
                Some(_) => tally.losses += 1,
                None => tally.draws += 1,
            }
            writeln!(
                err,
                "game {}/{}: {opening}, a {}: {mine}-{theirs}",
                tally.games(),
                2 * chosen.len(),
                if a_is_black { "black" } else { "white" }
            )?;
        }
    }
    for line in report(&a, &b, chosen.len(), &tally) {
        writeln!(out, "{line}")?;
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_from_the_command_line() {
        let depth = parse_player("depth:8").unwrap();
        assert_eq!((depth.limits.depth, depth.limits.exact_empties), (8, 14));
        let level = parse_player("level:5,exact:10").unwrap();
        let five = Level::get(5).unwrap();
        assert_eq!(level.limits.depth, five.depth);
        assert_eq!(level.limits.exact_empties, 10);
        assert_eq!(level.limits.time_ms, Some(f64::from(five.time_ms)));
        assert_eq!(
            parse_player("time:250").unwrap().limits.time_ms,
            Some(250.0)
        );
        assert!(!depth.hand_set);
        let hand = parse_player("depth:8,exact:12,eval:hand").unwrap();
        assert_eq!((hand.limits.depth, hand.limits.exact_empties), (8, 12));
        assert!(hand.hand_set);
        assert!(!parse_player("time:100,eval:learned").unwrap().hand_set);
        assert!(depth.probcut);
        assert!(!parse_player("time:100,probcut:off").unwrap().probcut);
        for bad in [
            "",
            "depth",
            "depth:0",
            "depth:x",
            "level:9",
            "time:0",
            "depth:3,exact",
            "depth:3,eval",
            "depth:3,eval:hands",
            "depth:3,probcut:no",
            "speed:3",
        ] {
            assert!(parse_player(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_score_interval_and_elo_follow_the_formulas() {
        // 3 wins, 1 draw, 0 losses: mean 0.875; per-game variance
        // (3·0.125² + 0.375²)/4 = 0.046875; half-width 1.96·√(0.046875/4)
        // = 0.2122; Elo −400·log10(1/0.875 − 1) = +338.0, and at the
        // interval's low end 0.6628: +117.4 (worked out independently).
        let tally = Tally {
            wins: 3,
            draws: 1,
            losses: 0,
            disc_difference: 30,
        };
        let (score, half_width) = tally.score();
        assert!((score - 0.875).abs() < 1e-12);
        assert!((half_width - 0.2122).abs() < 1e-4, "{half_width}");
        assert!((elo(score) - 338.04).abs() < 0.01, "{}", elo(score));
        assert_eq!(signed(elo(0.5)), "+0.0");
        assert_eq!(elo(1.0), f64::INFINITY);
        let lines = report(
            &parse_player("depth:2").unwrap(),
            &parse_player("depth:1").unwrap(),
            2,
            &tally,
        );
        assert_eq!(lines[2], "a: 3 wins, 1 draws, 0 losses");
        assert_eq!(lines[3], "score: 0.875 ± 0.212 (95%)");
        assert_eq!(lines[4], "elo: +338.0 [+117.4, +inf] (95%)");
        assert_eq!(lines[5], "mean disc difference (a - b): +7.50");
    }

    #[test]
    fn openings_are_picked_by_the_seed() {
        let one = pick_openings(100, 10, 7);
        assert_eq!(one, pick_openings(100, 10, 7));
        assert_ne!(one, pick_openings(100, 10, 8));
        let mut sorted = one.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 10);
        assert_eq!(pick_openings(3, 10, 1).len(), 3);
    }
}
