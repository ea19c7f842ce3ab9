//! `reversi match`: two engine configurations play each other from a file
//! of openings, every opening once with each colour, and the result comes
//! with its uncertainty: wins, draws and losses, the score with a 95%
//! interval, the Elo difference it implies, and the mean disc difference.
//! A side is this library in process or an external program speaking
//! NBoard; every move either side makes is checked by the rules, and each
//! side's thinking time is measured.

use std::borrow::Cow;
use std::io::Write;
use std::time::{Duration, Instant};

use crate::args::{
    self, error, CliError, Command, SearchLimit, DEPTH, EXACT, EXACT_EMPTIES, MILLISECONDS,
};
use crate::nboard_client::Remote;
use lexopt::Parser;
use reversi_engine::ai::{Engine, Evaluation, Limits, SystemClock};
use reversi_engine::format::ggf;
use reversi_engine::{transcript, Color, Move, Position, Variant};

/// The openings used when `--openings` is not given (XOT: 8-ply Othello
/// openings, each close to even), built in so that the program finds them
/// wherever it is moved.
const DEFAULT_OPENINGS: &str = include_str!("../../../data/openings/xot-large.txt");
/// What errors call the built-in openings.
const DEFAULT_OPENINGS_NAME: &str = "the built-in XOT openings";
/// How many openings a match takes from the file unless `--count` says.
pub const DEFAULT_COUNT: usize = 50;
/// Tables of 2^18 slots (8 MiB each): cleared before every game.
const TABLE_LOG2: u32 = 18;
/// The normal distribution's two-sided 95% point.
const Z95: f64 = 1.96;
/// Where an external engine is taken to solve exactly unless its spec says:
/// the threshold of this library's `time:` players and `reversi nboard --time`.
const EXTERNAL_EXACT: u32 = EXACT_EMPTIES;
/// How long an external engine may take over any one answer by default.
pub const DEFAULT_TIMEOUT_MS: u64 = 30_000;

/// One side's configuration, as written on the command line: `depth:N`,
/// `level:L` (the level as it plays, with its time budget) or `time:MS`,
/// optionally followed by `,exact:E`, `,eval:hand` (the hand-set
/// evaluation, `Evaluation::hand_set()`) or `,eval:learned` (the default),
/// and `,probcut:off` (the midgame search without ProbCut); or
/// `nboard:PROGRAM ARGS` (optionally `nboard,exact:E:PROGRAM ARGS`), an
/// external NBoard engine. The numbers have the limits of the options of
/// the same names (see `args`).
#[derive(Clone, Debug, PartialEq)]
struct Player {
    name: String,
    brain: Brain,
    /// From how many empties the side solves exactly: its moves there are
    /// not held to the time budget.
    exact_from: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum Brain {
    /// This library's engine, in this process.
    Engine {
        limits: Limits,
        hand_set: bool,
        probcut: bool,
    },
    /// A program speaking NBoard on stdin/stdout: the program and its arguments.
    External(Vec<String>),
}

/// A side during the match: its engine, or its program once started.
enum Mover {
    Local(Box<Engine>),
    /// `None` before the first move and after a failure (started again
    /// for the next game).
    Remote(Option<Remote>),
}

impl Player {
    fn mover(&self) -> Mover {
        match &self.brain {
            Brain::Engine {
                hand_set, probcut, ..
            } => {
                let engine = Engine::new(TABLE_LOG2).with_probcut(*probcut);
                Mover::Local(Box::new(if *hand_set {
                    engine.with_evaluation(Evaluation::hand_set())
                } else {
                    engine
                }))
            }
            Brain::External(_) => Mover::Remote(None),
        }
    }
}

/// `nboard:PROGRAM ARGS` or `nboard,exact:E:PROGRAM ARGS`.
fn parse_external(text: &str, spec: &str) -> Result<Player, CliError> {
    let bad = |why: &str| error(format!("cannot read player '{text}': {why}"));
    let (exact_from, command) = match spec.strip_prefix(",exact:") {
        Some(rest) => {
            let (e, command) = rest
                .split_once(':')
                .ok_or_else(|| bad("write nboard,exact:E:PROGRAM ARGS"))?;
            let e = EXACT.parse("exact", e).map_err(|e| bad(&e.to_string()))?;
            (e as u32, command)
        }
        None => match spec.strip_prefix(':') {
            Some(command) => (EXTERNAL_EXACT, command),
            None => return Err(bad("write nboard:PROGRAM ARGS")),
        },
    };
    let command: Vec<String> = command.split_whitespace().map(str::to_string).collect();
    if command.is_empty() {
        return Err(bad("nboard: needs the program to run"));
    }
    Ok(Player {
        name: text.to_string(),
        brain: Brain::External(command),
        exact_from,
    })
}

/// A player spec; its numbers have the limits of the options of the same
/// names (`depth:N` as `--depth N`, and so on), checked by the same code.
fn parse_player(text: &str) -> Result<Player, CliError> {
    if let Some(spec) = text.strip_prefix("nboard") {
        return parse_external(text, spec);
    }
    let bad = |why: String| error(format!("cannot read player '{text}': {why}"));
    let form = || {
        bad("give depth:N, level:L or time:MS, optionally with ,exact:E, ,eval:hand or ,eval:learned, and ,probcut:off; or nboard:PROGRAM ARGS".into())
    };
    let mut parts = text.split(',');
    let (kind, value) = parts
        .next()
        .and_then(|p| p.split_once(':'))
        .ok_or_else(form)?;
    let within = |result: Result<u64, CliError>| result.map_err(|e| bad(e.to_string()));
    let limit = match kind {
        "depth" => SearchLimit::Depth(within(DEPTH.parse("depth", value))? as u32),
        // The level as it plays: by time, so a match does not replay
        // exactly (`depth:N` does).
        "level" => SearchLimit::Level(args::level("level", value).map_err(|e| bad(e.to_string()))?),
        "time" => SearchLimit::TimeMs(within(MILLISECONDS.parse("time", value))? as u32),
        _ => return Err(form()),
    };
    let mut limits = limit.limits();
    let mut hand_set = false;
    let mut probcut = true;
    for part in parts {
        match part.split_once(':') {
            Some(("exact", e)) => limits.exact_empties = within(EXACT.parse("exact", e))? as u32,
            Some(("eval", name)) => {
                let evals = [("hand", true), ("learned", false)];
                hand_set = args::pick("eval", &evals, name).map_err(|e| bad(e.to_string()))?;
            }
            Some(("probcut", name)) => {
                probcut =
                    args::pick("probcut", &args::SWITCH, name).map_err(|e| bad(e.to_string()))?;
            }
            _ => return Err(form()),
        }
    }
    Ok(Player {
        name: text.to_string(),
        exact_from: limits.exact_empties,
        brain: Brain::Engine {
            limits,
            hand_set,
            probcut,
        },
    })
}

/// One side's thinking times over the match.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct MoveTimes {
    moves: u32,
    total_ms: f64,
    max_ms: f64,
    /// Moves over twice the budget with more empties than the side's
    /// exact threshold (an exact solve may take longer by design).
    over_budget: u32,
    /// The longest move with more empties than the exact threshold.
    max_outside_exact_ms: f64,
    /// By phase (`PHASES`): moves, total and longest time.
    phases: [(u32, f64, f64); 3],
}

/// The phases move times are reported by: the least empties of each, and
/// its name.
const PHASES: [(u32, &str); 3] = [
    (51, "opening (51+ empties)"),
    (20, "middle game (20-50)"),
    (0, "endgame (0-19)"),
];

impl MoveTimes {
    fn record(&mut self, ms: f64, empties: u32, outside_exact: bool, budget_ms: Option<f64>) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
        if outside_exact {
            self.max_outside_exact_ms = self.max_outside_exact_ms.max(ms);
            if budget_ms.is_some_and(|b| ms > 2.0 * b) {
                self.over_budget += 1;
            }
        }
        let phase = PHASES.iter().position(|&(least, _)| empties >= least);
        if let Some(phase) = phase.and_then(|p| self.phases.get_mut(p)) {
            phase.0 += 1;
            phase.1 += ms;
            phase.2 = phase.2.max(ms);
        }
    }

    /// The mean and longest time of each phase, and the longest move
    /// outside exact solves.
    fn phase_line(&self, side: &str) -> String {
        let phases: Vec<String> = PHASES
            .iter()
            .zip(&self.phases)
            .map(|(&(_, name), &(moves, total, max))| {
                let mean = total / f64::from(moves.max(1));
                format!("{name} mean {mean:.1} ms, max {max:.1} ms over {moves}")
            })
            .collect();
        format!(
            "time {side} by phase: {}; max outside exact solves {:.1} ms",
            phases.join("; "),
            self.max_outside_exact_ms
        )
    }

    fn line(&self, side: &str, budget_ms: Option<f64>) -> String {
        let mean = self.total_ms / f64::from(self.moves.max(1));
        let mut line = format!(
            "time {side}: mean {mean:.1} ms, max {:.1} ms over {} moves",
            self.max_ms, self.moves
        );
        if let Some(budget) = budget_ms {
            line.push_str(&format!(
                "; over 2 x {budget} ms outside exact solves: {}",
                self.over_budget
            ));
        }
        line
    }
}

/// The tally of a match from side A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Sum over the games of A's discs minus B's.
    disc_difference: i64,
    /// Games lost by an illegal, unreadable or missing move: (A's, B's).
    forfeits: (u32, u32),
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
    let mut lines = vec![
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
    ];
    if tally.forfeits != (0, 0) {
        lines.push(format!(
            "forfeits (lost by a bad or missing move, counted -64): a {}, b {}",
            tally.forfeits.0, tally.forfeits.1
        ));
    }
    lines
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

/// How a game ended.
enum Ending {
    Over(Position),
    /// The side of this colour made an illegal or unreadable move, or none.
    Forfeit(Color, String),
}

/// One side in a game: who, its engine or program, its time record.
struct Side<'a> {
    player: &'a Player,
    mover: &'a mut Mover,
    times: &'a mut MoveTimes,
}

/// What the match holds every move to.
struct Rules {
    variant: Variant,
    budget_ms: Option<f64>,
    timeout: Duration,
}

/// The side's move in `position` (reached by `moves` from the variant's
/// start) and how long it thought.
fn choose(
    side: &mut Side,
    rules: &Rules,
    position: &Position,
    moves: &[Move],
    seed: u64,
) -> Result<(Move, Duration), String> {
    match (&mut *side.mover, &side.player.brain) {
        (Mover::Local(engine), Brain::Engine { limits, .. }) => {
            let limits = Limits {
                seed: seed ^ u64::from(position.empty_count()),
                ..limits.clone()
            };
            let started = Instant::now();
            let clock = SystemClock::start();
            let thought = engine.think(position, &limits, &clock, &|| false, &mut |_| {});
            Ok((thought.best.unwrap_or(Move::Pass), started.elapsed()))
        }
        (Mover::Remote(slot), Brain::External(command)) => {
            let remote = match slot {
                Some(remote) => remote,
                None => slot.insert(Remote::start(command, rules.timeout)?),
            };
            let game = ggf::write(&Position::new(rules.variant), moves, &[]);
            let answer = remote.choose(rules.variant, &game);
            if answer.is_err() {
                // Whatever state it is in, the next game starts it afresh.
                *slot = None;
            }
            answer
        }
        _ => Err("the side's engine does not match its spec".into()),
    }
}

/// Plays one game from `start` (reached by `opening` from the variant's
/// start), `black` moving first where black is to move; every move is
/// checked by the rules.
fn play_game<'a>(
    start: Position,
    opening: &[Move],
    mut black: Side<'a>,
    mut white: Side<'a>,
    rules: &Rules,
    seed: u64,
) -> Ending {
    if let Mover::Local(engine) = &mut *black.mover {
        engine.clear();
    }
    if let Mover::Local(engine) = &mut *white.mover {
        engine.clear();
    }
    let mut position = start;
    let mut moves = opening.to_vec();
    while !position.is_over() {
        let colour = position.side_to_move();
        let side = match colour {
            Color::Black => &mut black,
            Color::White => &mut white,
        };
        let played = choose(side, rules, &position, &moves, seed).and_then(|(mv, thought)| {
            let outside_exact = position.empty_count() > side.player.exact_from;
            let ms = thought.as_secs_f64() * 1000.0;
            let empties = position.empty_count();
            side.times
                .record(ms, empties, outside_exact, rules.budget_ms);
            let next = position
                .play(mv)
                .map_err(|e| format!("chose {mv}, which is illegal: {e}"))?;
            Ok((mv, next))
        });
        match played {
            Ok((mv, next)) => {
                moves.push(mv);
                position = next;
            }
            Err(reason) => {
                return Ending::Forfeit(colour, format!("{}: {reason}", side.player.name));
            }
        }
    }
    Ending::Over(position)
}

/// The moves of a transcript from the variant's start, with the passes it
/// leaves out, and the position they reach.
fn opening_moves(variant: Variant, text: &str) -> Result<(Vec<Move>, Position), String> {
    let squares = transcript::parse(text).map_err(|e| e.to_string())?;
    transcript::moves_from(Position::new(variant), &squares).map_err(|e| e.to_string())
}

/// `reversi match`'s options.
#[derive(Debug)]
pub struct MatchArgs {
    a: Option<Player>,
    b: Option<Player>,
    /// Othello (XOT's) unless given.
    variant: Option<Variant>,
    openings: Option<String>,
    count: u64,
    seed: u64,
    budget_ms: Option<u64>,
    timeout_ms: u64,
}

impl Default for MatchArgs {
    fn default() -> MatchArgs {
        MatchArgs {
            a: None,
            b: None,
            variant: None,
            openings: None,
            count: DEFAULT_COUNT as u64,
            seed: 1,
            budget_ms: None,
            timeout_ms: DEFAULT_TIMEOUT_MS,
        }
    }
}

impl Command for MatchArgs {
    const NAME: &'static str = "match";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "a" | "b" => {
                let player = parse_player(&args::value(name, parser)?)
                    .map_err(|e| error(format!("--{name}: {e}")))?;
                if name == "a" {
                    self.a = Some(player);
                } else {
                    self.b = Some(player);
                }
            }
            "variant" => self.variant = Some(args::variant(&args::value(name, parser)?)?),
            "openings" => self.openings = Some(args::value(name, parser)?),
            "count" => self.count = args::whole(name, args::COUNT, parser)?,
            "seed" => self.seed = args::whole(name, args::ANY, parser)?,
            "budget" => self.budget_ms = Some(args::whole(name, MILLISECONDS, parser)?),
            "timeout" => self.timeout_ms = args::whole(name, MILLISECONDS, parser)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn finish(&mut self) -> Result<(), CliError> {
        for (name, player) in [("a", &self.a), ("b", &self.b)] {
            if player.is_none() {
                return Err(error(format!(
                    "match needs --{name}, e.g. --{name} depth:6"
                )));
            }
        }
        Ok(())
    }
}

pub fn run(options: MatchArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let (Some(a), Some(b)) = (options.a, options.b) else {
        return Err(error("match needs --a and --b"));
    };
    let count = usize::try_from(options.count).unwrap_or(usize::MAX);
    let seed = options.seed;
    let budget_ms = options.budget_ms.map(|ms| ms as f64);
    let timeout = Duration::from_millis(options.timeout_ms);
    let variant = options.variant.unwrap_or(Variant::Othello);
    let (path, text): (&str, Cow<str>) = match &options.openings {
        Some(path) => (
            path,
            Cow::Owned(
                std::fs::read_to_string(path)
                    .map_err(|e| error(format!("cannot read {path}: {e}")))?,
            ),
        ),
        None => (DEFAULT_OPENINGS_NAME, Cow::Borrowed(DEFAULT_OPENINGS)),
    };
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty())
        .collect();
    let chosen = pick_openings(lines.len(), count, seed);
    if chosen.is_empty() {
        return Err(error(format!("{path}: no openings")));
    }
    let rules = Rules {
        variant,
        budget_ms,
        timeout,
    };
    let (mut a_mover, mut b_mover) = (a.mover(), b.mover());
    let (mut a_times, mut b_times) = (MoveTimes::default(), MoveTimes::default());
    let mut tally = Tally::default();
    for (game_pair, &index) in chosen.iter().enumerate() {
        let (line_number, opening) = lines[index];
        let (opening_line, start) = opening_moves(variant, opening)
            .map_err(|e| error(format!("{path}: line {line_number}: {e}")))?;
        for a_is_black in [true, false] {
            let game_seed = seed ^ ((2 * game_pair as u64 + u64::from(a_is_black)) << 8);
            let a_side = Side {
                player: &a,
                mover: &mut a_mover,
                times: &mut a_times,
            };
            let b_side = Side {
                player: &b,
                mover: &mut b_mover,
                times: &mut b_times,
            };
            let ending = if a_is_black {
                play_game(start, &opening_line, a_side, b_side, &rules, game_seed)
            } else {
                play_game(start, &opening_line, b_side, a_side, &rules, game_seed)
            };
            let a_colour = if a_is_black {
                Color::Black
            } else {
                Color::White
            };
            let result = match ending {
                Ending::Over(end) => {
                    let Some(outcome) = end.outcome() else {
                        return Err(error("a game stopped before its end"));
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
                    format!("{mine}-{theirs}")
                }
                Ending::Forfeit(colour, reason) => {
                    if colour == a_colour {
                        tally.losses += 1;
                        tally.forfeits.0 += 1;
                        tally.disc_difference -= 64;
                    } else {
                        tally.wins += 1;
                        tally.forfeits.1 += 1;
                        tally.disc_difference += 64;
                    }
                    format!(
                        "forfeit by {}: {reason}",
                        if colour == a_colour { "a" } else { "b" }
                    )
                }
            };
            writeln!(
                err,
                "game {}/{}: {opening}, a {}: {result}",
                tally.games(),
                2 * chosen.len(),
                if a_is_black { "black" } else { "white" }
            )?;
        }
    }
    for line in report(&a, &b, chosen.len(), &tally) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{}", a_times.line("a", budget_ms))?;
    writeln!(out, "{}", b_times.line("b", budget_ms))?;
    writeln!(out, "{}", a_times.phase_line("a"))?;
    writeln!(out, "{}", b_times.phase_line("b"))?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::ai::Level;

    /// The limits and evaluation choice of an in-process player.
    fn engine_of(text: &str) -> (Limits, bool) {
        let (limits, hand_set, _) = engine_with_probcut(text);
        (limits, hand_set)
    }

    /// The same and whether ProbCut is on.
    fn engine_with_probcut(text: &str) -> (Limits, bool, bool) {
        match parse_player(text).unwrap().brain {
            Brain::Engine {
                limits,
                hand_set,
                probcut,
            } => (limits, hand_set, probcut),
            Brain::External(command) => panic!("{text} read as external {command:?}"),
        }
    }

    #[test]
    fn players_read_from_the_command_line() {
        let (depth, hand_set) = engine_of("depth:8");
        assert_eq!((depth.depth, depth.exact_empties), (8, 14));
        assert!(!hand_set);
        let (level, _) = engine_of("level:5,exact:10");
        let five = Level::get(5).unwrap();
        assert_eq!(level.depth, five.depth);
        assert_eq!(level.exact_empties, 10);
        assert_eq!(level.time_ms, Some(f64::from(five.time_ms)));
        assert_eq!(parse_player("level:5,exact:10").unwrap().exact_from, 10);
        assert_eq!(engine_of("time:250").0.time_ms, Some(250.0));
        let (hand, hand_set) = engine_of("depth:8,exact:12,eval:hand");
        assert_eq!((hand.depth, hand.exact_empties), (8, 12));
        assert!(hand_set);
        assert!(!engine_of("time:100,eval:learned").1);
        assert!(engine_with_probcut("depth:8").2);
        assert!(!engine_with_probcut("time:100,probcut:off").2);
        let external = parse_player("nboard:edax -q  -n 1").unwrap();
        let command = ["edax", "-q", "-n", "1"].map(String::from).to_vec();
        assert_eq!(external.brain, Brain::External(command.clone()));
        assert_eq!(external.exact_from, EXTERNAL_EXACT);
        let exact = parse_player("nboard,exact:20:edax -q -n 1").unwrap();
        assert_eq!(
            (exact.brain, exact.exact_from),
            (Brain::External(command), 20)
        );
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
            "nboard",
            "nboard:",
            "nboard:   ",
            "nboard,exact:x:edax",
            "nboard,exact:12",
            "nboardedax",
        ] {
            assert!(parse_player(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn move_times_count_only_slow_moves_outside_exact_solves() {
        let mut times = MoveTimes::default();
        times.record(100.0, 52, true, Some(200.0));
        times.record(401.0, 30, true, Some(200.0));
        // An exact solve may take long: not counted.
        times.record(900.0, 12, false, Some(200.0));
        times.record(400.0, 20, true, Some(200.0));
        assert_eq!((times.moves, times.over_budget), (4, 1));
        assert_eq!(
            times.phase_line("a"),
            "time a by phase: opening (51+ empties) mean 100.0 ms, max 100.0 ms over 1; \
             middle game (20-50) mean 400.5 ms, max 401.0 ms over 2; \
             endgame (0-19) mean 900.0 ms, max 900.0 ms over 1; max outside exact solves 401.0 ms"
        );
        assert_eq!(
            times.line("a", Some(200.0)),
            "time a: mean 450.2 ms, max 900.0 ms over 4 moves; over 2 x 200 ms outside exact solves: 1"
        );
        assert_eq!(
            times.line("b", None),
            "time b: mean 450.2 ms, max 900.0 ms over 4 moves"
        );
    }

    #[test]
    fn openings_keep_the_passes_a_transcript_leaves_out() {
        let (moves, position) = opening_moves(Variant::Classic, "d4d5e4e5d6").unwrap();
        assert_eq!(moves.len(), 5);
        assert_eq!(position.count(Color::Black), 4);
        assert!(opening_moves(Variant::Othello, "d4").is_err());
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
            forfeits: (0, 0),
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
    fn the_default_openings_are_built_in() {
        // The list itself, not a path to it: a moved program still has it.
        let lines: Vec<&str> = DEFAULT_OPENINGS.lines().collect();
        assert_eq!(lines.len(), 10784);
        for line in lines {
            let (moves, _) = opening_moves(Variant::Othello, line.trim()).unwrap();
            assert_eq!(moves.len(), 8, "{line}");
        }
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
