//! The `reversi` command-line program: the commands (see `reversi help`);
//! `args` reads and checks the options, `ai` has the search commands,
//! `engine_match` the matches, `nboard` the NBoard protocol. `run` takes the
//! arguments and output streams, so the unit tests drive it without a
//! process.

use std::io::Write;
use std::time::Instant;

use lexopt::Parser;
use reversi_engine::ai::{Evaluation, LearnedWeights};
use reversi_engine::format::diagram::{self, Look, Options as DiagramOptions};
use reversi_engine::{obf, perft, transcript, Color, Position, Square, Variant};

use args::{error, CliError, Command, PositionArgs, SearchArgs, SearchLimit, Source};

mod ai;
mod args;
mod engine_match;
mod nboard;
mod nboard_client;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}

/// A command: its name, how it is written, and what it does.
struct CommandDoc {
    name: &'static str,
    usage: &'static str,
    about: &'static str,
}

const COMMANDS: [CommandDoc; 9] = [
    CommandDoc {
        name: "legal",
        usage: "legal [--variant V] [--moves T | --board B]",
        about: "the legal placements in square order, 'pass' or 'over'",
    },
    CommandDoc {
        name: "perft",
        usage: "perft DEPTH [--variant V] [--moves T | --board B]",
        about: "counts the move sequences DEPTH plies deep (the count on stdout, the time on stderr)",
    },
    CommandDoc {
        name: "show",
        usage: "show [--variant V] [--moves T | --board B]",
        about: "the board, the side to move, the discs left and on the board, and the board string",
    },
    CommandDoc {
        name: "solve",
        usage: "solve [--variant V] [--moves T | --board B] [--wld] [--threads N]",
        about: "exact solve: '<move> <score>' (the node rate on stderr)",
    },
    CommandDoc {
        name: "best",
        usage: "best [--variant V] [--moves T | --board B] [--depth N | --time MS | --level L] [--exact E]",
        about: "the best move and its evaluation: '<move> <eval>' (each iteration on stderr)",
    },
    CommandDoc {
        name: "bench",
        usage: "bench ffo FILE [--from N] [--to N] [--threads N]",
        about: "solves FFO positions and checks the scores: a line a position, a total, exit code 1 if one is wrong",
    },
    CommandDoc {
        name: "match",
        usage: "match --a P --b P [--variant V] [--openings FILE] [--count N] [--seed S] [--budget MS] [--timeout MS]",
        about: "two engines play each opening with both colours: wins, draws and losses, the score and Elo with 95% intervals, the mean disc difference, each side's mean and max move time (and moves over 2 x the budget outside exact solves)",
    },
    CommandDoc {
        name: "diagram",
        usage: "diagram [--variant V] [--moves T | --board B] [--numbers N] [--coordinates on|off] [--look classic|othello] [--to-move on|off] [--size PX] [--title TEXT]",
        about: "the position as an SVG diagram",
    },
    CommandDoc {
        name: "nboard",
        usage: "nboard [--depth N | --time MS | --level L] [--exact E] [--threads N]",
        about: "the NBoard protocol on stdin and stdout ('set variant V' extends it); thinks to a fixed depth, by time or as a level",
    },
];

/// `reversi help`: the commands.
fn overview() -> String {
    let mut text = String::from("usage: reversi COMMAND [options]\ncommands:\n");
    for command in &COMMANDS {
        text.push_str(&format!("  {}\n{}", command.usage, wrap(command.about, 6)));
    }
    text.push_str(
        "  help [COMMAND]\n      this overview, or a command's options and their limits\n",
    );
    text.push_str(
        "'reversi help COMMAND' or 'reversi COMMAND --help' lists a command's options.\n",
    );
    text
}

/// `reversi help COMMAND`: how to write it and each of its options with
/// the values it accepts and its default.
fn command_help(name: &str) -> Option<String> {
    let command = COMMANDS.iter().find(|c| c.name == name)?;
    let mut text = format!(
        "usage: reversi {}\n{}",
        command.usage,
        wrap(command.about, 0)
    );
    let options: Vec<args::OptionDoc> = args::options()
        .into_iter()
        .filter(|o| o.commands.contains(&name))
        .collect();
    if !options.is_empty() {
        text.push_str("options:\n");
    }
    for option in options {
        text.push_str(&format!("  {}\n", option.usage));
        text.push_str(&wrap(option.meaning, 6));
        text.push_str(&wrap(&format!("accepts: {}", option.accepts), 6));
        text.push_str(&wrap(&format!("default: {}", option.default), 6));
    }
    Some(text)
}

/// `text` in lines of at most 79 characters (where its words allow), each
/// indented by `indent` spaces and ending in a line break.
fn wrap(text: &str, indent: usize) -> String {
    let mut lines = String::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && indent + line.len() + 1 + word.len() > 79 {
            lines.push_str(&format!("{:indent$}{line}\n", ""));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push_str(&format!("{:indent$}{line}\n", ""));
    lines
}

/// Runs the command line; returns the process exit code.
fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match dispatch(args, out, err) {
        Ok(code) => code,
        Err(CliError::Help(command)) => {
            let text = command_help(command).unwrap_or_else(overview);
            match write!(out, "{text}") {
                Ok(()) => 0,
                Err(_) => 1,
            }
        }
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
        return Err(error("no command given; try 'reversi help'"));
    };
    match command.as_str() {
        "legal" => legal(args::parse(rest)?, out),
        "perft" => perft_command(args::parse(rest)?, out, err),
        "show" => show(args::parse(rest)?, out),
        "solve" => ai::solve(args::parse(rest)?, out, err),
        "best" => ai::best(args::parse(rest)?, out, err),
        "bench" => ai::bench(args::parse(rest)?, out),
        "match" => engine_match::run(args::parse(rest)?, out, err),
        "diagram" => diagram(args::parse(rest)?, out),
        "nboard" => {
            let options: NboardArgs = args::parse(rest)?;
            let evaluation = options.evaluation()?;
            let stdin = std::io::stdin();
            nboard::run(
                options.limits(),
                options.threads,
                evaluation,
                &mut stdin.lock(),
                out,
            )?;
            Ok(0)
        }
        "help" | "--help" | "-h" => match rest {
            [] => {
                write!(out, "{}", overview())?;
                Ok(0)
            }
            [name] => match command_help(name) {
                Some(text) => {
                    write!(out, "{text}")?;
                    Ok(0)
                }
                None => Err(error(format!(
                    "help: no command '{name}'; try 'reversi help'"
                ))),
            },
            _ => Err(error("help takes one command at most")),
        },
        other => Err(error(format!(
            "unknown command '{other}'; try 'reversi help'"
        ))),
    }
}

/// `legal`, `show`: only the position.
#[derive(Debug, Default)]
struct PositionOnly<const SHOW: bool> {
    position: PositionArgs,
}

impl<const SHOW: bool> Command for PositionOnly<SHOW> {
    const NAME: &'static str = if SHOW { "show" } else { "legal" };

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        self.position.option(name, parser)
    }
}

/// `reversi nboard`'s options.
#[derive(Debug)]
struct NboardArgs {
    search: SearchArgs,
    threads: usize,
    /// Learned weights to play with instead of the built-in ones.
    weights: Option<String>,
}

impl Default for NboardArgs {
    fn default() -> NboardArgs {
        NboardArgs {
            search: SearchArgs::default(),
            threads: 1,
            weights: None,
        }
    }
}

impl Command for NboardArgs {
    const NAME: &'static str = "nboard";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "threads" => self.threads = args::threads(parser)?,
            "weights" => self.weights = Some(args::value(name, parser)?),
            _ => return self.search.option(name, parser),
        }
        Ok(true)
    }
}

impl NboardArgs {
    /// The built-in evaluation, or the learned weights of `--weights FILE`
    /// (so that a match compares two weights files with one program:
    /// `reversi match --a "nboard:reversi nboard --weights NEW.bin ..."`).
    fn evaluation(&self) -> Result<Evaluation, CliError> {
        let Some(path) = &self.weights else {
            return Ok(Evaluation::current());
        };
        let bytes = std::fs::read(path).map_err(|e| error(format!("--weights: {path}: {e}")))?;
        let weights = LearnedWeights::from_bytes(&bytes)
            .map_err(|e| error(format!("--weights: {path}: {e}")))?;
        // Read once for the life of the program, as the built-in weights are.
        Ok(Evaluation::learned(Box::leak(Box::new(weights))))
    }

    /// How `reversi nboard` thinks: `--time MS` a move, a level's depth,
    /// time and noise, a fixed `--depth N` as the protocol's `set depth N`
    /// (exact from N + 6 empties, at most 22), or else depth 12 until the
    /// GUI sends `set depth`; `--exact E` overrides the exact threshold,
    /// `--variety D` and `--seed S` vary the opening.
    fn limits(&self) -> reversi_engine::ai::Limits {
        let limits = match self.search.limit {
            Some(SearchLimit::Depth(depth)) => nboard::depth_limits(depth),
            Some(limit) => limit.limits(),
            None => nboard::depth_limits(nboard::DEFAULT_DEPTH),
        };
        self.search.apply(limits)
    }
}

fn legal(options: PositionOnly<false>, out: &mut dyn Write) -> Result<i32, CliError> {
    let position = options.position.position()?;
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

/// `reversi diagram`'s options.
#[derive(Debug)]
struct DiagramArgs {
    position: PositionArgs,
    numbers: usize,
    coordinates: bool,
    look: Option<Look>,
    to_move: bool,
    size: u32,
    title: String,
}

impl Default for DiagramArgs {
    fn default() -> DiagramArgs {
        let defaults = DiagramOptions::default();
        DiagramArgs {
            position: PositionArgs::default(),
            numbers: defaults.numbers,
            coordinates: defaults.coordinates,
            look: None,
            to_move: defaults.side_to_move,
            size: defaults.square_size,
            title: defaults.title,
        }
    }
}

impl Command for DiagramArgs {
    const NAME: &'static str = "diagram";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "numbers" => self.numbers = args::whole(name, args::NUMBERS, parser)? as usize,
            "coordinates" => self.coordinates = args::choice(name, &args::SWITCH, parser)?,
            "to-move" => self.to_move = args::choice(name, &args::SWITCH, parser)?,
            "look" => {
                let looks = [("classic", Look::Classic), ("othello", Look::Othello)];
                self.look = Some(args::choice(name, &looks, parser)?);
            }
            "size" => self.size = args::whole(name, args::SIZE, parser)? as u32,
            "title" => self.title = args::value(name, parser)?,
            _ => return self.position.option(name, parser),
        }
        Ok(true)
    }

    fn finish(&mut self) -> Result<(), CliError> {
        if self.numbers > 0 && !matches!(self.position.source, Source::Moves(_)) {
            return Err(error("--numbers needs the moves (--moves)"));
        }
        Ok(())
    }
}

/// The position as an SVG diagram on stdout; the look follows the variant
/// unless `--look` says otherwise.
fn diagram(options: DiagramArgs, out: &mut dyn Write) -> Result<i32, CliError> {
    let position = options.position.position()?;
    let placements = match &options.position.source {
        Source::Moves(moves) => transcript::parse(moves)?,
        _ => Vec::new(),
    };
    let look = options.look.unwrap_or(match position.variant() {
        Variant::Othello => Look::Othello,
        _ => Look::Classic,
    });
    let diagram_options = DiagramOptions {
        coordinates: options.coordinates,
        numbers: options.numbers,
        look,
        side_to_move: options.to_move,
        square_size: options.size,
        title: options.title,
    };
    write!(
        out,
        "{}",
        diagram::write(&position, &placements, &diagram_options)
    )?;
    Ok(0)
}

/// `reversi perft DEPTH`'s arguments.
#[derive(Debug, Default)]
struct PerftArgs {
    position: PositionArgs,
    depth: Option<u32>,
}

impl Command for PerftArgs {
    const NAME: &'static str = "perft";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        self.position.option(name, parser)
    }

    fn positional(&mut self, text: String) -> Result<(), CliError> {
        if self.depth.is_some() {
            return Err(error(format!("perft: unexpected argument '{text}'")));
        }
        self.depth = Some(args::PERFT_DEPTH.parse("perft depth", &text)? as u32);
        Ok(())
    }

    fn finish(&mut self) -> Result<(), CliError> {
        match self.depth {
            Some(_) => Ok(()),
            None => Err(error(format!(
                "perft needs a depth, a whole number {}",
                args::PERFT_DEPTH.describe()
            ))),
        }
    }
}

fn perft_command(
    options: PerftArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, CliError> {
    let depth = options.depth.unwrap_or(0);
    let position = options.position.position()?;
    let started = Instant::now();
    let count = perft(&position, depth);
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        err,
        "perft {depth}: {seconds:.3} s, {:.1} million leaves/s",
        count as f64 / seconds.max(1e-9) / 1e6
    )?;
    writeln!(out, "{count}")?;
    Ok(0)
}

fn show(options: PositionOnly<true>, out: &mut dyn Write) -> Result<i32, CliError> {
    let position = options.position.position()?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the command line in process: (exit code, stdout, stderr).
    fn call(args: &[&str]) -> (i32, String, String) {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&args, &mut out, &mut err);
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (code, text(out), text(err))
    }

    /// The one-line usage error of a command that must be refused.
    fn refused(args: &[&str]) -> String {
        let (code, out, err) = call(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        err.trim_end().to_string()
    }

    /// The long options a documented usage names: `--a P, --b P` names two.
    fn names(usage: &str) -> Vec<&str> {
        usage
            .split(", ")
            .filter_map(|part| part.strip_prefix("--"))
            .map(|part| part.split(' ').next().unwrap())
            .collect()
    }

    #[test]
    fn every_command_takes_exactly_the_options_its_help_lists() {
        let options = args::options();
        for command in &COMMANDS {
            for option in &options {
                for name in names(option.usage) {
                    let flag = format!("--{name}");
                    // A value no option accepts (but --title), so nothing runs long.
                    let (code, _, err) = call(&[command.name, &flag, "x"]);
                    let unknown = err.contains(&format!("unknown option {flag}"));
                    let listed = option.commands.contains(&command.name);
                    assert_eq!(!unknown, listed, "{} {flag}: {err}", command.name);
                    if unknown {
                        assert_eq!(code, 2);
                    }
                }
            }
        }
    }

    #[test]
    fn help_for_a_command_lists_its_options_with_their_limits() {
        for command in &COMMANDS {
            let (code, text, err) = call(&["help", command.name]);
            assert_eq!((code, err.as_str()), (0, ""), "{}", command.name);
            assert!(
                text.starts_with(&format!("usage: reversi {} ", command.name)),
                "{text}"
            );
            for option in args::options() {
                let shown = text.contains(&format!("\n  {}\n", option.usage));
                assert_eq!(
                    shown,
                    option.commands.contains(&command.name),
                    "{}: {}\n{text}",
                    command.name,
                    option.usage
                );
            }
            assert!(
                text.lines()
                    .all(|l| l.len() <= 79 || !l.contains(' ') || l.starts_with("usage:")),
                "{text}"
            );
            // --help and -h after the command say the same.
            assert_eq!(call(&[command.name, "--help"]).1, text);
            assert_eq!(call(&[command.name, "-h"]).1, text);
        }
        let (_, best, _) = call(&["help", "best"]);
        assert!(
            best.contains("accepts: a whole number from 1 to 60"),
            "{best}"
        );
        assert!(
            best.contains("accepts: a whole number from 1 to 8"),
            "{best}"
        );
        let (code, overview, _) = call(&["help"]);
        assert_eq!(code, 0);
        for command in &COMMANDS {
            assert!(
                overview.contains(&format!("\n  {} ", command.name)),
                "{overview}"
            );
        }
        assert!(refused(&["help", "frobnicate"]).contains("frobnicate"));
        assert!(refused(&["help", "best", "solve"]).contains("help"));
    }

    #[test]
    fn an_option_has_the_same_limits_in_every_command() {
        // The message names the option and the range, whichever command.
        let cases: [(&str, &[&str], &str, &str); 9] = [
            ("--depth", &["best", "nboard"], "0", "from 1 to 60"),
            ("--depth", &["best", "nboard"], "61", "from 1 to 60"),
            ("--time", &["best", "nboard"], "0", "from 1 to 3600000"),
            ("--level", &["best", "nboard"], "9", "from 1 to 8"),
            ("--exact", &["best", "nboard"], "61", "from 0 to 60"),
            (
                "--threads",
                &["solve", "nboard", "bench"],
                "0",
                "from 1 to 64",
            ),
            (
                "--threads",
                &["solve", "nboard", "bench"],
                "65",
                "from 1 to 64",
            ),
            (
                "--variant",
                &[
                    "legal", "perft", "show", "solve", "best", "diagram", "match",
                ],
                "chess",
                "classic, free or othello",
            ),
            ("--timeout", &["match"], "0", "from 1 to 3600000"),
        ];
        for (option, commands, bad, range) in cases {
            for command in commands {
                let line = refused(&[command, option, bad]);
                assert_eq!(
                    line,
                    format!("reversi: {option}: expected a whole number {range}, got '{bad}'")
                        .replace("a whole number classic", "classic"),
                    "{command}"
                );
            }
        }
        // Two of the three search limits at once: refused by both.
        for command in ["best", "nboard"] {
            let line = refused(&[command, "--depth", "3", "--level", "2"]);
            assert!(
                line.contains("give one of --depth, --time and --level"),
                "{line}"
            );
        }
    }

    #[test]
    fn match_players_have_the_options_limits() {
        for (spec, message) in [
            (
                "depth:0",
                "depth: expected a whole number from 1 to 60, got '0'",
            ),
            (
                "time:0",
                "time: expected a whole number from 1 to 3600000, got '0'",
            ),
            (
                "level:9",
                "level: expected a whole number from 1 to 8, got '9'",
            ),
            (
                "depth:2,exact:61",
                "exact: expected a whole number from 0 to 60, got '61'",
            ),
            (
                "nboard,exact:61:edax",
                "exact: expected a whole number from 0 to 60, got '61'",
            ),
        ] {
            let line = refused(&["match", "--a", "depth:1", "--b", spec]);
            assert_eq!(
                line,
                format!("reversi: --b: cannot read player '{spec}': {message}")
            );
        }
    }

    #[test]
    fn search_options_make_the_limits_each_command_documents() {
        let best = |args: &[&str]| {
            let strings: Vec<String> = args.iter().map(|a| a.to_string()).collect();
            args::parse::<ai::BestArgs>(&strings).unwrap().limits()
        };
        let nboard = |args: &[&str]| {
            let strings: Vec<String> = args.iter().map(|a| a.to_string()).collect();
            args::parse::<NboardArgs>(&strings).unwrap().limits()
        };
        let plain = best(&[]);
        assert_eq!((plain.depth, plain.time_ms), (8, None));
        assert_eq!(plain.exact_empties, args::EXACT_EMPTIES);
        assert_eq!(best(&["--depth", "5"]).depth, 5);
        assert_eq!(best(&["--depth", "5", "--exact", "9"]).exact_empties, 9);
        let timed = best(&["--time", "250"]);
        assert_eq!(timed, nboard(&["--time", "250"]));
        assert_eq!((timed.depth, timed.time_ms), (60, Some(250.0)));
        assert_eq!(timed.exact_empties, args::EXACT_EMPTIES);
        let level = reversi_engine::ai::Level::get(3).unwrap().limits(1);
        assert_eq!(best(&["--level", "3"]), level);
        assert_eq!(nboard(&["--level", "3"]), level);
        // nboard's --depth is the protocol's `set depth`.
        assert_eq!(nboard(&["--depth", "6"]), nboard::depth_limits(6));
        assert_eq!(nboard(&[]), nboard::depth_limits(12));
        assert_eq!(nboard(&["--depth", "6", "--exact", "0"]).exact_empties, 0);
        // The last of the same option counts.
        assert_eq!(best(&["--depth", "5", "--depth=7"]).depth, 7);
        // Variety is off unless asked for, in discs, with its seed.
        assert_eq!((timed.variety, timed.seed), (None, 1));
        let varied = nboard(&["--time", "200", "--variety", "2", "--seed", "9"]);
        assert_eq!((varied.variety, varied.seed), (Some(200), 9));
        assert_eq!(best(&["--variety", "1"]).variety, Some(100));
    }

    #[test]
    fn docs_cli_md_has_the_options_table_this_program_makes() {
        let doc = include_str!("../../../../docs/cli.md");
        let table = args::options_markdown();
        assert!(
            doc.contains(&table),
            "docs/cli.md's options table differs from this one:\n{table}"
        );
    }
}
