//! The command line's options: each value is read and range-checked by one
//! function here, which every command that takes the option uses, so an
//! option means the same and has the same limits everywhere. `OPTIONS`
//! describes them for `reversi help COMMAND` and `docs/cli.md` (a test
//! checks that the document's table is the one this file makes).
//!
//! Parsing is lexopt's: `--name value`, `--name=value`, `--` before
//! arguments that start with a dash; a value is taken whole even when it
//! starts with `-` (board strings do).

use std::fmt;

use lexopt::{Arg, Parser};
use reversi_engine::ai::{Level, Limits, LEVELS};
use reversi_engine::{obf, transcript, Position, Variant};

/// A command-line error: one line for stderr, then exit code 2; or a
/// request for a command's help, which goes to stdout with exit code 0.
#[derive(Debug)]
pub enum CliError {
    Usage(String),
    Help(&'static str),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(message) => f.write_str(message),
            CliError::Help(command) => write!(f, "help for {command}"),
        }
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(error: E) -> CliError {
        CliError::Usage(error.to_string())
    }
}

/// A one-line error.
pub fn error(message: impl Into<String>) -> CliError {
    CliError::Usage(message.into())
}

/// Where the engine solves exactly unless told otherwise (the library's
/// one threshold, also the analysis's): `best`, `nboard --time`, `match`'s
/// `depth:` and `time:` players and an external engine in a match.
pub use reversi_engine::ai::EXACT_EMPTIES;

/// An inclusive range of whole numbers an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Whole {
    pub min: u64,
    pub max: u64,
}

impl Whole {
    const fn new(min: u64, max: u64) -> Whole {
        Whole { min, max }
    }

    /// "from 1 to 60", or "from 0 up" where only the type bounds it.
    pub fn describe(self) -> String {
        if self.max == u64::MAX {
            format!("from {} up", self.min)
        } else {
            format!("from {} to {}", self.min, self.max)
        }
    }

    /// `text` as a number in the range, or an error naming `what` (an
    /// option such as `--depth`) and the range.
    pub fn parse(self, what: &str, text: &str) -> Result<u64, CliError> {
        text.parse::<u64>()
            .ok()
            .filter(|n| (self.min..=self.max).contains(n))
            .ok_or_else(|| {
                error(format!(
                    "{what}: expected a whole number {}, got '{text}'",
                    self.describe()
                ))
            })
    }
}

/// A midgame search depth in plies (`--depth`, `depth:N`).
pub const DEPTH: Whole = Whole::new(1, 60);
/// `perft`'s depth: 0 counts the position itself.
pub const PERFT_DEPTH: Whole = Whole::new(0, 60);
/// A time in milliseconds (`--time`, `--budget`, `--timeout`, `time:MS`):
/// at least 1, at most an hour.
pub const MILLISECONDS: Whole = Whole::new(1, 3_600_000);
/// Solve exactly from this many empty squares (`--exact`, `exact:E`).
pub const EXACT: Whole = Whole::new(0, 60);
/// The variety margin in discs (`--variety`).
pub const VARIETY: Whole = Whole::new(1, 8);
/// Threads for the exact solver.
pub const THREADS: Whole = Whole::new(1, 64);
/// A playing level (`--level`, `level:L`).
pub const LEVEL: Whole = Whole::new(1, LEVELS.len() as u64);
/// How many openings a match plays.
pub const COUNT: Whole = Whole::new(1, u64::MAX);
/// A seed or a position number.
pub const ANY: Whole = Whole::new(0, u64::MAX);
/// How many moves a diagram numbers.
pub const NUMBERS: Whole = Whole::new(0, 60);
/// A diagram's square size in pixels.
pub const SIZE: Whole = Whole::new(8, 200);

/// The next argument as the value of option `--name`.
pub fn value(name: &str, parser: &mut Parser) -> Result<String, CliError> {
    match parser.value() {
        Ok(value) => value
            .into_string()
            .map_err(|_| error(format!("--{name}: the value is not valid UTF-8"))),
        Err(_) => Err(error(format!("--{name} needs a value"))),
    }
}

/// The value of `--name` as a whole number in `range`.
pub fn whole(name: &str, range: Whole, parser: &mut Parser) -> Result<u64, CliError> {
    let text = value(name, parser)?;
    range.parse(&format!("--{name}"), &text)
}

/// `--name`'s value as one of the named `choices`.
pub fn choice<T: Copy>(
    name: &str,
    choices: &[(&str, T)],
    parser: &mut Parser,
) -> Result<T, CliError> {
    let text = value(name, parser)?;
    pick(&format!("--{name}"), choices, &text)
}

/// `text` as one of the named `choices` (case-insensitive), or an error
/// naming `what` and listing them.
pub fn pick<T: Copy>(what: &str, choices: &[(&str, T)], text: &str) -> Result<T, CliError> {
    choices
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(text))
        .map(|&(_, value)| value)
        .ok_or_else(|| {
            error(format!(
                "{what}: expected {}, got '{text}'",
                or_list(choices.iter().map(|(name, _)| *name))
            ))
        })
}

/// "a, b or c".
fn or_list<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// `on` or `off`.
pub const SWITCH: [(&str, bool); 2] = [("on", true), ("off", false)];

/// The variants by name.
pub fn variant(text: &str) -> Result<Variant, CliError> {
    let choices = Variant::ALL.map(|v| (v.name(), v));
    pick("--variant", &choices, text)
}

/// A level by number: the one place levels are read (`--level L` and a
/// match player's `level:L`).
pub fn level(what: &str, text: &str) -> Result<Level, CliError> {
    let number = LEVEL.parse(what, text)?;
    Ok(u8::try_from(number)
        .ok()
        .and_then(Level::get)
        .expect("LEVEL's range holds only level numbers"))
}

/// `--threads N`.
pub fn threads(parser: &mut Parser) -> Result<usize, CliError> {
    Ok(whole("threads", THREADS, parser)? as usize)
}

/// Where the position comes from: `--variant`, and `--moves` or `--board`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PositionArgs {
    /// `None` when not given: the command's default (classic, or Othello
    /// for `match`).
    pub variant: Option<Variant>,
    pub source: Source,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum Source {
    /// The variant's start.
    #[default]
    Start,
    /// A transcript from the start.
    Moves(String),
    /// A board string.
    Board(String),
}

impl PositionArgs {
    /// Takes `--variant`, `--moves` and `--board`; false for other options.
    pub fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "variant" => self.variant = Some(variant(&value(name, parser)?)?),
            "moves" | "board" => {
                let text = value(name, parser)?;
                let source = if name == "moves" {
                    Source::Moves(text)
                } else {
                    Source::Board(text)
                };
                match (&self.source, &source) {
                    (Source::Moves(_), Source::Board(_)) | (Source::Board(_), Source::Moves(_)) => {
                        return Err(error("give --moves or --board, not both"))
                    }
                    _ => self.source = source,
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The variant, classic unless given.
    pub fn variant(&self) -> Variant {
        self.variant.unwrap_or_default()
    }

    /// The position: the start, a transcript's end, or a board.
    pub fn position(&self) -> Result<Position, CliError> {
        let variant = self.variant();
        Ok(match &self.source {
            Source::Start => Position::new(variant),
            Source::Moves(moves) => transcript::position_after(variant, moves)?,
            Source::Board(board) => obf::parse(variant, board)?,
        })
    }
}

/// How long a search goes: one of `--depth`, `--time` and `--level`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SearchLimit {
    Depth(u32),
    TimeMs(u32),
    Level(Level),
}

impl SearchLimit {
    fn option_name(&self) -> &'static str {
        match self {
            SearchLimit::Depth(_) => "--depth",
            SearchLimit::TimeMs(_) => "--time",
            SearchLimit::Level(_) => "--level",
        }
    }

    /// The search limits of `best` and of a match's `depth:`, `time:` and
    /// `level:` players: a depth or a time with exact solves from
    /// `EXACT_EMPTIES`, or the level as it plays (by time, with its own
    /// exact threshold and noise).
    pub fn limits(&self) -> Limits {
        match *self {
            SearchLimit::Depth(depth) => Limits {
                depth,
                exact_empties: EXACT_EMPTIES,
                ..Limits::default()
            },
            SearchLimit::TimeMs(ms) => Limits {
                time_ms: Some(f64::from(ms)),
                exact_empties: EXACT_EMPTIES,
                ..Limits::default()
            },
            SearchLimit::Level(level) => level.limits(1),
        }
    }
}

/// `--depth`, `--time`, `--level`, `--exact`, `--variety` and `--seed` as
/// `best` and `nboard` take them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchArgs {
    pub limit: Option<SearchLimit>,
    pub exact: Option<u32>,
    /// The variety margin in discs (`Limits::variety`); off unless given.
    pub variety: Option<u32>,
    pub seed: Option<u64>,
}

impl SearchArgs {
    pub fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        let limit = match name {
            "depth" => SearchLimit::Depth(whole(name, DEPTH, parser)? as u32),
            "time" => SearchLimit::TimeMs(whole(name, MILLISECONDS, parser)? as u32),
            "level" => SearchLimit::Level(level("--level", &value(name, parser)?)?),
            "exact" => {
                self.exact = Some(whole(name, EXACT, parser)? as u32);
                return Ok(true);
            }
            "variety" => {
                self.variety = Some(whole(name, VARIETY, parser)? as u32);
                return Ok(true);
            }
            "seed" => {
                self.seed = Some(whole(name, ANY, parser)?);
                return Ok(true);
            }
            _ => return Ok(false),
        };
        if let Some(earlier) = self.limit {
            if earlier.option_name() != limit.option_name() {
                return Err(error(format!(
                    "{} and {}: give one of --depth, --time and --level",
                    earlier.option_name(),
                    limit.option_name()
                )));
            }
        }
        self.limit = Some(limit);
        Ok(true)
    }

    /// `limits` with `--exact`, `--variety` and `--seed` applied.
    pub fn apply(&self, mut limits: Limits) -> Limits {
        if let Some(exact) = self.exact {
            limits.exact_empties = exact;
        }
        if let Some(discs) = self.variety {
            limits.variety = Some(discs as i32 * reversi_engine::ai::SCALE);
        }
        if let Some(seed) = self.seed {
            limits.seed = seed;
        }
        limits
    }
}

/// What a command's arguments fill in.
pub trait Command: Default {
    /// The command's name, for its help.
    const NAME: &'static str;

    /// Takes option `--name` (reading its value from `parser` if it has
    /// one); false if the command has no such option.
    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError>;

    /// Takes a positional argument.
    fn positional(&mut self, text: String) -> Result<(), CliError> {
        Err(error(format!(
            "{}: unexpected argument '{text}'; try 'reversi help {}'",
            Self::NAME,
            Self::NAME
        )))
    }

    /// Checks what must be given once all arguments are read.
    fn finish(&mut self) -> Result<(), CliError> {
        Ok(())
    }
}

/// Reads a command's arguments (those after its name). `--help` or `-h`
/// anywhere asks for the command's help instead.
pub fn parse<C: Command>(args: &[String]) -> Result<C, CliError> {
    let mut command = C::default();
    let mut parser = Parser::from_args(args.iter().cloned());
    while let Some(arg) = parser.next()? {
        match arg {
            Arg::Long("help") | Arg::Short('h') => return Err(CliError::Help(C::NAME)),
            Arg::Long(name) => {
                let name = name.to_string();
                if !command.option(&name, &mut parser)? {
                    return Err(error(format!(
                        "{}: unknown option --{name}; try 'reversi help {}'",
                        C::NAME,
                        C::NAME
                    )));
                }
            }
            // A negative number is an argument (and then a bad one).
            Arg::Short(c) if c.is_ascii_digit() => {
                let rest = parser
                    .optional_value()
                    .map(|v| v.to_string_lossy().into_owned())
                    .unwrap_or_default();
                command.positional(format!("-{c}{rest}"))?;
            }
            Arg::Short(c) => {
                return Err(error(format!(
                    "{}: unknown option -{c}; try 'reversi help {}'",
                    C::NAME,
                    C::NAME
                )))
            }
            Arg::Value(value) => {
                let text = value
                    .into_string()
                    .map_err(|_| error("an argument is not valid UTF-8"))?;
                command.positional(text)?;
            }
        }
    }
    command.finish()?;
    Ok(command)
}

/// One option as `reversi help COMMAND` and `docs/cli.md` describe it.
pub struct OptionDoc {
    /// As written, with its value: `--depth N`.
    pub usage: &'static str,
    /// The commands that take it.
    pub commands: &'static [&'static str],
    /// What values it accepts.
    pub accepts: String,
    /// Its default where not given.
    pub default: String,
    /// What it does.
    pub meaning: &'static str,
}

/// Every option of every command.
pub fn options() -> Vec<OptionDoc> {
    let whole = |range: Whole| format!("a whole number {}", range.describe());
    let ms = |range: Whole| format!("{} (milliseconds)", whole(range));
    vec![
        OptionDoc {
            usage: "--variant V",
            commands: &[
                "legal", "perft", "show", "solve", "best", "diagram", "match",
            ],
            accepts: "classic, free or othello".into(),
            default: "classic; match: othello".into(),
            meaning: "the rules",
        },
        OptionDoc {
            usage: "--moves T",
            commands: &["legal", "perft", "show", "solve", "best", "diagram"],
            accepts: "a transcript such as d4d5e4e5d6 (passes left out)".into(),
            default: "none: the start".into(),
            meaning: "the position after these moves; not with --board",
        },
        OptionDoc {
            usage: "--board B",
            commands: &["legal", "perft", "show", "solve", "best", "diagram"],
            accepts: "64 squares of X O -, the side to move (X or O), and for classic the discs left to black and red: \"... X 28 27\"".into(),
            default: "none: the start".into(),
            meaning: "this position; not with --moves",
        },
        OptionDoc {
            usage: "DEPTH",
            commands: &["perft"],
            accepts: whole(PERFT_DEPTH),
            default: "required".into(),
            meaning: "plies to count",
        },
        OptionDoc {
            usage: "--wld",
            commands: &["solve"],
            accepts: "no value".into(),
            default: "off: the exact score".into(),
            meaning: "solve for win, draw or loss only",
        },
        OptionDoc {
            usage: "--threads N",
            commands: &["solve", "bench", "nboard"],
            accepts: whole(THREADS),
            default: "1".into(),
            meaning: "threads for the exact solver",
        },
        OptionDoc {
            usage: "--weights FILE",
            commands: &["nboard"],
            accepts: "a learned-weights file, as engine/data/learned.bin".into(),
            default: "the weights built into the program".into(),
            meaning: "play with these weights (to compare two weights files in a match)",
        },
        OptionDoc {
            usage: "--depth N",
            commands: &["best", "nboard"],
            accepts: whole(DEPTH),
            default: format!(
                "best: {}; nboard: {} (or the GUI's 'set depth')",
                crate::ai::BEST_DEPTH,
                crate::nboard::DEFAULT_DEPTH
            ),
            meaning: "search this many plies; one of --depth, --time and --level",
        },
        OptionDoc {
            usage: "--time MS",
            commands: &["best", "nboard"],
            accepts: ms(MILLISECONDS),
            default: "none".into(),
            meaning: "search by time, about this long a move (less when the best move is clear, more when it is not, out by 1.5 times it); one of --depth, --time and --level",
        },
        OptionDoc {
            usage: "--level L",
            commands: &["best", "nboard"],
            accepts: whole(LEVEL),
            default: "none".into(),
            meaning: "play as this level (its time, depth, exact threshold and noise); one of --depth, --time and --level",
        },
        OptionDoc {
            usage: "--exact E",
            commands: &["best", "nboard"],
            accepts: whole(EXACT),
            default: format!(
                "{EXACT_EMPTIES}; with --level the level's; nboard --depth N: N + 6, at most 22"
            ),
            meaning: "solve exactly from this many empty squares",
        },
        OptionDoc {
            usage: "--variety D",
            commands: &["best", "nboard"],
            accepts: whole(VARIETY),
            default: "off: always the best move".into(),
            meaning: "games that vary: while more than 50 squares are empty, play a move the seed picks among those valued within D discs of the best (not at levels 1-4, which vary by their own noise)",
        },
        OptionDoc {
            usage: "ffo FILE",
            commands: &["bench"],
            accepts: "a file of FFO positions (.obf with annotated scores)".into(),
            default: "required".into(),
            meaning: "the positions to solve",
        },
        OptionDoc {
            usage: "--from N",
            commands: &["bench"],
            accepts: whole(ANY),
            default: "the first".into(),
            meaning: "the first position number to solve",
        },
        OptionDoc {
            usage: "--to N",
            commands: &["bench"],
            accepts: whole(ANY),
            default: "the last".into(),
            meaning: "the last position number to solve",
        },
        OptionDoc {
            usage: "--a P, --b P",
            commands: &["match"],
            accepts: "a player: depth:N, level:L or time:MS, then optionally ,exact:E ,eval:hand|learned ,probcut:on|off; or nboard:PROGRAM ARGS, nboard,exact:E:PROGRAM ARGS (same limits as the options)".into(),
            default: "required".into(),
            meaning: "the two sides",
        },
        OptionDoc {
            usage: "--openings FILE",
            commands: &["match"],
            accepts: "a file of transcripts, one a line".into(),
            default: "the XOT list built into the program".into(),
            meaning: "the openings to play",
        },
        OptionDoc {
            usage: "--count N",
            commands: &["match"],
            accepts: whole(COUNT),
            default: crate::engine_match::DEFAULT_COUNT.to_string(),
            meaning: "openings to play, each with both colours",
        },
        OptionDoc {
            usage: "--seed S",
            commands: &["best", "nboard", "match"],
            accepts: whole(ANY),
            default: "1".into(),
            meaning: "match: which openings, and the weak levels' noise; best, nboard: the noise and the variety",
        },
        OptionDoc {
            usage: "--budget MS",
            commands: &["match"],
            accepts: ms(MILLISECONDS),
            default: "none".into(),
            meaning: "count each side's moves over twice this outside exact solves",
        },
        OptionDoc {
            usage: "--timeout MS",
            commands: &["match"],
            accepts: ms(MILLISECONDS),
            default: crate::engine_match::DEFAULT_TIMEOUT_MS.to_string(),
            meaning: "an NBoard engine that takes longer over an answer forfeits the game",
        },
        OptionDoc {
            usage: "--numbers N",
            commands: &["diagram"],
            accepts: whole(NUMBERS),
            default: "0".into(),
            meaning: "number the last N placements of --moves",
        },
        OptionDoc {
            usage: "--coordinates on|off",
            commands: &["diagram"],
            accepts: "on or off".into(),
            default: "on".into(),
            meaning: "letters and numbers round the board",
        },
        OptionDoc {
            usage: "--look L",
            commands: &["diagram"],
            accepts: "classic or othello".into(),
            default: "the variant's".into(),
            meaning: "the colours",
        },
        OptionDoc {
            usage: "--to-move on|off",
            commands: &["diagram"],
            accepts: "on or off".into(),
            default: "on".into(),
            meaning: "show whose move it is",
        },
        OptionDoc {
            usage: "--size PX",
            commands: &["diagram"],
            accepts: whole(SIZE),
            default: reversi_engine::format::diagram::Options::default()
                .square_size
                .to_string(),
            meaning: "a square's size in pixels",
        },
        OptionDoc {
            usage: "--title TEXT",
            commands: &["diagram"],
            accepts: "any text".into(),
            default: "none".into(),
            meaning: "a title for screen readers",
        },
    ]
}

/// The options table as Markdown, as `docs/cli.md` has it.
#[cfg(test)]
pub fn options_markdown() -> String {
    let mut text = String::from(
        "| option | commands | accepts | default | meaning |\n| --- | --- | --- | --- | --- |\n",
    );
    for option in options() {
        let cell = |s: &str| s.replace('|', "\\|");
        text.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            cell(option.usage),
            option.commands.join(", "),
            cell(&option.accepts),
            cell(&option.default),
            cell(option.meaning)
        ));
    }
    text
}
