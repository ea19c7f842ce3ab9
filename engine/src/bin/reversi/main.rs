//! The `reversi` command-line program: argument parsing and the commands
//! (see `reversi help`); `ai` has the search commands, `nboard` the NBoard
//! protocol. `run` takes the arguments and output streams, so the unit
//! tests drive it without a process.

use std::fmt;
use std::io::Write;
use std::time::Instant;

use reversi_engine::ai::{Level, Limits, LEVELS};
use reversi_engine::format::diagram::{self, Look, Options as DiagramOptions};
use reversi_engine::{obf, perft, transcript, Color, Position, Square, Variant};

mod ai;
mod engine_match;
mod nboard;
mod nboard_client;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}

const USAGE: &str = "usage: reversi <command> [options]
commands:
  legal  [--variant V] [--moves T | --board B]   legal placements, 'pass' or 'over'
  perft DEPTH [--variant V] [--moves T | --board B]   count move sequences
  show   [--variant V] [--moves T | --board B]   board, side to move, supplies, score
  solve  [--variant V] [--moves T | --board B] [--wld] [--threads N]
                                                   exact solve: '<move> <score>'
  best   [--variant V] [--moves T | --board B] [--depth N | --time MS | --level L]
                                                   best move: '<move> <eval>'
  bench ffo FILE.obf [--from N] [--to N] [--eval hand|learned]
                 [--threads N]
                                                   solve FFO positions, check scores
  match  --a P --b P [--openings FILE] [--count N] [--seed S]
         [--budget MS] [--timeout MS]
                   two engines play each opening with both colours: W/D/L,
                   score and Elo with 95% intervals, mean disc difference,
                   each side's mean and max move time (and moves over 2 x
                   the budget outside exact solves); P is depth:N, level:L
                   or time:MS, optionally ,exact:E, ,eval:hand (the old
                   evaluation) or ,eval:learned, and ,probcut:off (the
                   midgame search without ProbCut); or nboard:PROGRAM ARGS
                   (nboard,exact:E:PROGRAM ARGS), an NBoard engine that
                   must answer each move within the timeout (default 30 s)
  diagram [--variant V] [--moves T | --board B] [--numbers N] [--coordinates on|off]
          [--look classic|othello] [--to-move on|off] [--size PX] [--title TEXT]
                                                   the position as an SVG diagram
  nboard [--time MS | --level L | --depth N] [--exact E] [--threads N]
                   the NBoard protocol on stdin/stdout: MS a move (exact
                   from E empties, default 14), a level, or a fixed depth
                   (default 12, or 'set depth N'), exact solves on N
                   threads; 'set variant V' extends it
options:
  --variant classic|free|othello   (default classic)
  --moves T    a transcript such as d4d5e4e5d6
  --board B    a board string: 64 squares of X O -, the side to move, and for
               classic the discs left to black and red (\"... X 28 27\")";

/// A command-line error: one line for stderr, then exit code 2.
#[derive(Debug)]
struct CliError(String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(error: E) -> CliError {
        CliError(error.to_string())
    }
}

/// Options shared by the commands, as given on the command line.
#[derive(Default, Debug)]
struct Options {
    variant: Variant,
    moves: Option<String>,
    board: Option<String>,
    positional: Vec<String>,
    flags: Vec<(String, String)>,
}

impl Options {
    /// Reads `--name value` pairs, the `--wld` switch and positional
    /// arguments. `extra` names the
    /// value options a command adds to `--variant`, `--moves` and `--board`.
    fn parse(args: &[String], extra: &[&str]) -> Result<Options, CliError> {
        let mut options = Options::default();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let Some(name) = arg.strip_prefix("--") else {
                options.positional.push(arg.clone());
                continue;
            };
            if name == "wld" && extra.contains(&name) {
                options.flags.push((name.to_string(), String::new()));
                continue;
            }
            let value = iter
                .next()
                .ok_or_else(|| CliError(format!("--{name} needs a value")))?
                .clone();
            match name {
                "variant" => options.variant = value.parse()?,
                "moves" => options.moves = Some(value),
                "board" => options.board = Some(value),
                _ if extra.contains(&name) => options.flags.push((name.to_string(), value)),
                _ => return Err(CliError(format!("unknown option --{name}"))),
            }
        }
        if options.moves.is_some() && options.board.is_some() {
            return Err(CliError("give --moves or --board, not both".into()));
        }
        Ok(options)
    }

    /// `--threads N` for the exact solver, 1 without it.
    fn threads(&self) -> Result<usize, CliError> {
        match self.number("threads")? {
            None => Ok(1),
            Some(n @ 1..=64) => Ok(n as usize),
            Some(n) => Err(CliError(format!("--threads is 1 to 64, not {n}"))),
        }
    }

    /// The position the options describe: the start, a transcript's end, or a board.
    fn position(&self) -> Result<Position, CliError> {
        if let Some(board) = &self.board {
            return Ok(obf::parse(self.variant, board)?);
        }
        let moves = self.moves.as_deref().unwrap_or("");
        Ok(transcript::position_after(self.variant, moves)?)
    }

    fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// A whole-number option, if given.
    fn number(&self, name: &str) -> Result<Option<u32>, CliError> {
        self.flag(name)
            .map(|text| {
                text.parse::<u32>()
                    .map_err(|_| CliError(format!("--{name} needs a whole number, not '{text}'")))
            })
            .transpose()
    }

    /// The single positional argument of a command, if given.
    fn expect_positionals(&self, count: usize) -> Result<(), CliError> {
        if self.positional.len() == count {
            Ok(())
        } else {
            Err(CliError(format!(
                "expected {count} argument(s), got {}: {}",
                self.positional.len(),
                self.positional.join(" ")
            )))
        }
    }
}

/// Runs the command line; returns the process exit code.
fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match dispatch(args, out, err) {
        Ok(code) => code,
        Err(error) => {
            // One line, whatever the arguments held.
            let message = error.to_string().replace(|c: char| c.is_control(), " ");
            let _ = writeln!(err, "reversi: {message}");
            2
        }
    }
}

fn dispatch(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let Some((command, rest)) = args.split_first() else {
        return Err(CliError("no command given; try 'reversi help'".into()));
    };
    match command.as_str() {
        "legal" => legal(rest, out),
        "perft" => perft_command(rest, out, err),
        "show" => show(rest, out),
        "solve" => ai::solve(rest, out, err),
        "best" => ai::best(rest, out, err),
        "bench" => ai::bench(rest, out),
        "match" => engine_match::run(rest, out, err),
        "diagram" => diagram(rest, out),
        "nboard" => {
            let (limits, threads) = nboard_options(rest)?;
            let stdin = std::io::stdin();
            nboard::run(limits, threads, &mut stdin.lock(), out)?;
            Ok(0)
        }
        "help" | "--help" | "-h" => {
            writeln!(out, "{USAGE}")?;
            Ok(0)
        }
        other => Err(CliError(format!(
            "unknown command '{other}'; try 'reversi help'"
        ))),
    }
}

/// How `reversi nboard` thinks: `--time MS` a move (solving exactly from
/// 14 empties, or `--exact E`), a level's depth, time and noise
/// (`--level L`), a fixed `--depth N`, or else depth 12 until the GUI
/// sends `set depth`; and on how many threads it solves (`--threads N`).
fn nboard_options(args: &[String]) -> Result<(Limits, usize), CliError> {
    let options = Options::parse(args, &["time", "level", "depth", "exact", "threads"])?;
    options.expect_positionals(0)?;
    let number = |name: &str| options.number(name);
    let mut limits = match (number("time")?, number("level")?, number("depth")?) {
        (Some(0), None, None) => return Err(CliError("--time needs at least 1 ms".into())),
        (Some(ms), None, None) => Limits {
            time_ms: Some(f64::from(ms)),
            exact_empties: 14,
            ..Limits::default()
        },
        (None, Some(level), None) => u8::try_from(level)
            .ok()
            .and_then(Level::get)
            .ok_or_else(|| CliError(format!("--level is 1 to {}, not {level}", LEVELS.len())))?
            .limits(1),
        (None, None, Some(depth)) if (1..=60).contains(&depth) => nboard::depth_limits(depth),
        (None, None, Some(depth)) => {
            return Err(CliError(format!("--depth is 1 to 60, not {depth}")))
        }
        (None, None, None) => nboard::depth_limits(12),
        _ => return Err(CliError("give one of --time, --level and --depth".into())),
    };
    if let Some(exact) = number("exact")? {
        limits.exact_empties = exact.min(60);
    }
    Ok((limits, options.threads()?))
}

fn legal(args: &[String], out: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &[])?;
    options.expect_positionals(0)?;
    let position = options.position()?;
    writeln!(out, "{}", legal_line(&position))?;
    Ok(0)
}

/// The placements separated by spaces, or `pass`, or `over`.
fn legal_line(position: &Position) -> String {
    let placements = position.placements();
    if placements != 0 {
        Square::iter_bits(placements)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    } else if position.opponent_can_place() {
        "pass".into()
    } else {
        "over".into()
    }
}

/// The position as an SVG diagram on stdout; the look follows the variant
/// unless `--look` says otherwise.
fn diagram(args: &[String], out: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(
        args,
        &["numbers", "coordinates", "look", "to-move", "size", "title"],
    )?;
    options.expect_positionals(0)?;
    let position = options.position()?;
    let placements = match &options.moves {
        Some(moves) => transcript::parse(moves)?,
        None => Vec::new(),
    };
    let switch = |name: &str, default: bool| match options.flag(name) {
        None => Ok(default),
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(CliError(format!("--{name} is on or off, not '{other}'"))),
    };
    let number = |name: &str, default: u32, max: u32| match options.flag(name) {
        None => Ok(default),
        Some(text) => text.parse().ok().filter(|n| *n <= max).ok_or_else(|| {
            CliError(format!(
                "--{name} needs a whole number from 0 to {max}, not '{text}'"
            ))
        }),
    };
    let numbers = number("numbers", 0, 60)? as usize;
    if numbers > 0 && options.moves.is_none() {
        return Err(CliError("--numbers needs the moves (--moves)".into()));
    }
    let look = match options.flag("look") {
        None if position.variant() == Variant::Othello => Look::Othello,
        None => Look::Classic,
        Some(text) => Look::parse(text)
            .ok_or_else(|| CliError(format!("--look is classic or othello, not '{text}'")))?,
    };
    let diagram_options = DiagramOptions {
        coordinates: switch("coordinates", true)?,
        numbers,
        look,
        side_to_move: switch("to-move", true)?,
        square_size: number("size", 40, 200)?.max(8),
        title: options.flag("title").unwrap_or("").to_string(),
    };
    write!(
        out,
        "{}",
        diagram::write(&position, &placements, &diagram_options)
    )?;
    Ok(0)
}

fn perft_command(
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, CliError> {
    let options = Options::parse(args, &[])?;
    options.expect_positionals(1)?;
    let depth_text = &options.positional[0];
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|&d| d <= 60)
        .ok_or_else(|| {
            CliError(format!(
                "depth must be a whole number from 0 to 60, not '{depth_text}'"
            ))
        })?;
    let position = options.position()?;
    let started = Instant::now();
    let count = perft::perft(&position, depth);
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        err,
        "perft {depth}: {seconds:.3} s, {:.1} million leaves/s",
        count as f64 / seconds.max(1e-9) / 1e6
    )?;
    writeln!(out, "{count}")?;
    Ok(0)
}

fn show(args: &[String], out: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &[])?;
    options.expect_positionals(0)?;
    let position = options.position()?;
    write!(out, "{}", describe(&position))?;
    Ok(0)
}

/// The ASCII board and the facts a player needs about the position.
fn describe(position: &Position) -> String {
    let variant = position.variant();
    let placements = position.placements();
    let mut text = String::from("  a b c d e f g h\n");
    for row in 0..8u8 {
        text.push_str(&format!("{}", row + 1));
        for column in 0..8u8 {
            let square = Square::at(column, row).expect("row and column are below 8");
            let symbol = match position.color_at(square) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None if placements & square.bit() != 0 => '*',
                None => '.',
            };
            text.push(' ');
            text.push(symbol);
        }
        text.push('\n');
    }
    let (black, white) = (Color::Black, Color::White);
    let white_name = white.name(variant);
    text.push_str(&format!(
        "variant: {variant} (X black, O {white_name}, * legal)\n"
    ));
    match position.outcome() {
        Some(outcome) => {
            let result = match outcome.winner {
                Some(color) => format!("{} wins", color.name(variant)),
                None => "draw".into(),
            };
            text.push_str(&format!(
                "game over: {result} {}-{}\n",
                outcome.black, outcome.white
            ));
        }
        None => {
            let mover = position.side_to_move().name(variant);
            let pass = if placements == 0 { " (must pass)" } else { "" };
            text.push_str(&format!("to move: {mover}{pass}\n"));
        }
    }
    if let (Some(b), Some(w)) = (position.supply(black), position.supply(white)) {
        text.push_str(&format!("discs left: black {b}, {white_name} {w}\n"));
    }
    text.push_str(&format!(
        "discs on board: black {}, {white_name} {}\n",
        position.count(black),
        position.count(white)
    ));
    text.push_str(&format!("board: {}\n", obf::write(position)));
    text
}
