//! Puzzle lines (`engine/data/puzzles.txt`, `docs/puzzles.md`): one puzzle
//! a line, seven fields separated by single spaces,
//!
//! ```text
//! C2-041 classic ---…X--_X_5_3 c4 6 -2 win
//! ```
//!
//! - the id, `<V><D>-<NNN>`: `C`, `F` or `O` for the variant, the
//!   difficulty 1 to 5, and a serial number of three digits, unique within
//!   the variant;
//! - the variant: `classic`, `free` or `othello`;
//! - the board as [`obf::write`] writes it (the text `reversi --board`
//!   takes), with its spaces written `_`;
//! - the answer: the move to find, or the moves of a longer line (the
//!   answer, the reply, the next answer, …) joined by `-`; a reply may be
//!   `pass`;
//! - the score: the exact final disc difference for the side to move after
//!   the answer and best play;
//! - second: the best exact score of any other first move;
//! - the theme: `win` (the only winning move: score > 0 ≥ second), `draw`
//!   (the only drawing move: score = 0 > second), `best` (neither of these,
//!   and score ≥ second + 4), `supply` (classic only: one of the three,
//!   where a hand running out decides).
//!
//! A line that starts with `#` is a comment; empty lines are skipped. The
//! reader checks that the line is consistent (the board is a position of
//! the variant, written as `obf` writes it; the answer's moves are legal in
//! turn; the scores fit the theme), not that the scores are right: only
//! the solver can say that (`engine/tests/puzzles.rs`). It never panics.

use std::fmt;
use std::str::FromStr;

use crate::obf::{self, BoardError};
use crate::position::{Move, PlayError, Position};
use crate::{Square, Variant};

/// The highest difficulty.
pub const MAX_DIFFICULTY: u8 = 5;

/// A puzzle's name: its variant, its difficulty (1 to 5) and a serial
/// number (0 to 999) unique within the variant. Written `C2-041`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PuzzleId {
    variant: Variant,
    difficulty: u8,
    serial: u16,
}

impl PuzzleId {
    /// The id, or `None` if the difficulty is not 1 to 5 or the serial
    /// over 999.
    pub fn new(variant: Variant, difficulty: u8, serial: u16) -> Option<PuzzleId> {
        ((1..=MAX_DIFFICULTY).contains(&difficulty) && serial <= 999).then_some(PuzzleId {
            variant,
            difficulty,
            serial,
        })
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// 1 (easiest) to 5.
    pub fn difficulty(&self) -> u8 {
        self.difficulty
    }

    pub fn serial(&self) -> u16 {
        self.serial
    }
}

/// The id's first letter for a variant.
fn variant_letter(variant: Variant) -> char {
    match variant {
        Variant::Classic => 'C',
        Variant::Free => 'F',
        Variant::Othello => 'O',
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}-{:03}",
            variant_letter(self.variant),
            self.difficulty,
            self.serial
        )
    }
}

impl FromStr for PuzzleId {
    type Err = PuzzleError;

    fn from_str(text: &str) -> Result<PuzzleId, PuzzleError> {
        let bad = || PuzzleError::Id(shorten(text));
        let &[letter, difficulty, b'-', a, b, c] = text.as_bytes() else {
            return Err(bad());
        };
        let variant = Variant::ALL
            .into_iter()
            .find(|&v| variant_letter(v) as u8 == letter)
            .ok_or_else(bad)?;
        if ![difficulty, a, b, c].iter().all(u8::is_ascii_digit) {
            return Err(bad());
        }
        let digit = |d: u8| u16::from(d - b'0');
        let serial = digit(a) * 100 + digit(b) * 10 + digit(c);
        PuzzleId::new(variant, difficulty - b'0', serial).ok_or_else(bad)
    }
}

/// What the puzzle asks to find.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Theme {
    /// The only winning move: score > 0 ≥ second.
    Win,
    /// The only drawing move: score = 0 > second.
    Draw,
    /// Neither, but the best move by at least 4 discs: score ≥ second + 4.
    Best,
    /// Classic only: one of the three, where a hand runs out before the
    /// board is full and that decides (the same board under the free
    /// variant's rules has another best move or another result).
    Supply,
}

impl Theme {
    pub const ALL: [Theme; 4] = [Theme::Win, Theme::Draw, Theme::Best, Theme::Supply];

    pub const fn name(self) -> &'static str {
        match self {
            Theme::Win => "win",
            Theme::Draw => "draw",
            Theme::Best => "best",
            Theme::Supply => "supply",
        }
    }

    /// Which of `win`, `draw` and `best` a move of exact score `score` is,
    /// when the best other move scores `second`: `None` if it is none.
    pub fn of_scores(score: i32, second: i32) -> Option<Theme> {
        if score > 0 && second <= 0 {
            Some(Theme::Win)
        } else if score == 0 && second < 0 {
            Some(Theme::Draw)
        } else if score >= second + 4 {
            Some(Theme::Best)
        } else {
            None
        }
    }

    /// Whether the scores (and the variant) fit the theme.
    pub fn fits(self, variant: Variant, score: i32, second: i32) -> bool {
        match self {
            Theme::Supply => {
                variant == Variant::Classic && Theme::of_scores(score, second).is_some()
            }
            theme => Theme::of_scores(score, second) == Some(theme),
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = PuzzleError;

    fn from_str(text: &str) -> Result<Theme, PuzzleError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == text)
            .ok_or_else(|| PuzzleError::Theme(shorten(text)))
    }
}

/// One puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    pub id: PuzzleId,
    /// The position to solve (its variant is the id's).
    pub position: Position,
    /// The move to find, or a line of moves: the answer, the reply, the
    /// next answer, … The first is a placement.
    pub answer: Vec<Move>,
    /// The exact final disc difference for the side to move after the
    /// answer and best play.
    pub score: i32,
    /// The best exact score of any other first move.
    pub second: i32,
    pub theme: Theme,
}

impl Puzzle {
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    pub fn difficulty(&self) -> u8 {
        self.id.difficulty()
    }

    /// The board field: the `--board` text with `_` for its spaces.
    pub fn board_field(&self) -> String {
        obf::write(&self.position).replace(' ', "_")
    }
}

/// Why a line is not a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleError {
    /// Not seven fields separated by single spaces (the count found).
    Fields(usize),
    Id(String),
    Variant(String),
    /// The id's letter names another variant than the variant field.
    IdVariant,
    Board(BoardError),
    /// The board is not written as `obf::write` writes it (with `_`).
    BoardForm,
    Answer(String),
    /// A move of the answer is illegal where it is played (its index from 0).
    IllegalAnswer(usize, PlayError),
    Score(String),
    Second(String),
    Theme(String),
    /// The score and second do not fit the theme (or `supply` outside
    /// classic).
    ThemeMismatch,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields(n) => write!(
                f,
                "{n} fields, expected 7 separated by single spaces: \
                 id variant board answer score second theme"
            ),
            PuzzleError::Id(text) => write!(
                f,
                "bad id '{text}': expected C, F or O, a difficulty 1 to 5, '-' and three digits"
            ),
            PuzzleError::Variant(text) => {
                write!(f, "unknown variant '{text}' (expected classic, free or othello)")
            }
            PuzzleError::IdVariant => f.write_str("the id's letter is not the variant's"),
            PuzzleError::Board(error) => write!(f, "board: {error}"),
            PuzzleError::BoardForm => f.write_str(
                "board: not written as obf writes it (X O - squares, the side, classic's hands, '_' for spaces)",
            ),
            PuzzleError::Answer(text) => write!(
                f,
                "bad answer '{text}': expected squares such as c4 (or pass for a reply) joined by '-'"
            ),
            PuzzleError::IllegalAnswer(index, error) => {
                write!(f, "answer move {}: {error}", index + 1)
            }
            PuzzleError::Score(text) => {
                write!(f, "bad score '{text}': expected a disc difference, -64 to 64")
            }
            PuzzleError::Second(text) => {
                write!(f, "bad second '{text}': expected a disc difference, -64 to 64")
            }
            PuzzleError::Theme(text) => {
                write!(f, "unknown theme '{text}' (expected win, draw, best or supply)")
            }
            PuzzleError::ThemeMismatch => f.write_str(
                "score and second do not fit the theme (win: score > 0 >= second; draw: score = 0 > second; \
                 best: score >= second + 4; supply: classic and one of those)",
            ),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// At most 32 characters of a bad field, for an error message.
fn shorten(text: &str) -> String {
    text.chars().take(32).collect()
}

fn disc_difference(text: &str) -> Option<i32> {
    let well_formed = text.strip_prefix('-').unwrap_or(text);
    if well_formed.is_empty() || !well_formed.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<i32>().ok().filter(|v| (-64..=64).contains(v))
}

/// Reads one line: `Ok(None)` for a comment or an empty line. A `\r` at
/// the end is ignored.
pub fn parse_line(line: &str) -> Result<Option<Puzzle>, PuzzleError> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = line.split(' ').collect();
    let &[id, variant, board, answer, score, second, theme] = &fields[..] else {
        return Err(PuzzleError::Fields(fields.len()));
    };
    let id: PuzzleId = id.parse()?;
    let variant: Variant = variant
        .parse()
        .map_err(|_| PuzzleError::Variant(shorten(variant)))?;
    if id.variant() != variant {
        return Err(PuzzleError::IdVariant);
    }
    if board.contains(' ') {
        return Err(PuzzleError::BoardForm);
    }
    let position = obf::parse(variant, &board.replace('_', " ")).map_err(PuzzleError::Board)?;
    if obf::write(&position).replace(' ', "_") != board {
        return Err(PuzzleError::BoardForm);
    }
    let answer = parse_answer(&position, answer)?;
    let score = disc_difference(score).ok_or_else(|| PuzzleError::Score(shorten(score)))?;
    let second = disc_difference(second).ok_or_else(|| PuzzleError::Second(shorten(second)))?;
    let theme: Theme = theme.parse()?;
    if !theme.fits(variant, score, second) {
        return Err(PuzzleError::ThemeMismatch);
    }
    Ok(Some(Puzzle {
        id,
        position,
        answer,
        score,
        second,
        theme,
    }))
}

/// The answer's moves, each checked legal in turn; the first must be a
/// placement.
fn parse_answer(position: &Position, text: &str) -> Result<Vec<Move>, PuzzleError> {
    let bad = || PuzzleError::Answer(shorten(text));
    let mut moves = Vec::new();
    let mut at = *position;
    for (index, word) in text.split('-').enumerate() {
        let mv = match word {
            "pass" if index > 0 => Move::Pass,
            _ => {
                let square: Square = word.parse().map_err(|_| bad())?;
                if square.to_string() != word {
                    return Err(bad());
                }
                Move::Place(square)
            }
        };
        at = at
            .play(mv)
            .map_err(|error| PuzzleError::IllegalAnswer(index, error))?;
        moves.push(mv);
    }
    Ok(moves)
}

/// The line of a puzzle (without the newline).
pub fn write_line(puzzle: &Puzzle) -> String {
    let answer: Vec<String> = puzzle.answer.iter().map(Move::to_string).collect();
    format!(
        "{} {} {} {} {} {} {}",
        puzzle.id,
        puzzle.variant(),
        puzzle.board_field(),
        answer.join("-"),
        puzzle.score,
        puzzle.second,
        puzzle.theme
    )
}

/// A bad line of a puzzle file: its number (from 1) and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LineError {
    pub line: usize,
    pub error: PuzzleError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl std::error::Error for LineError {}

/// Every puzzle of a file's text, comments and empty lines skipped; the
/// first bad line is the error.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, LineError> {
    let mut puzzles = Vec::new();
    for (index, line) in text.lines().enumerate() {
        match parse_line(line) {
            Ok(Some(puzzle)) => puzzles.push(puzzle),
            Ok(None) => {}
            Err(error) => {
                return Err(LineError {
                    line: index + 1,
                    error,
                })
            }
        }
    }
    Ok(puzzles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::position_after;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// A classic position after a few moves, with black to move.
    fn sample() -> Puzzle {
        let position = position_after(Variant::Classic, "d4d5e4e5c6c5").unwrap();
        Puzzle {
            id: PuzzleId::new(Variant::Classic, 2, 41).unwrap(),
            position,
            answer: vec![Move::Place(sq("c4"))],
            score: 6,
            second: -2,
            theme: Theme::Win,
        }
    }

    #[test]
    fn a_line_round_trips() {
        let puzzle = sample();
        let line = write_line(&puzzle);
        assert!(line.starts_with("C2-041 classic "), "{line}");
        assert!(line.ends_with("_X_29_29 c4 6 -2 win"), "{line}");
        assert_eq!(line.split(' ').count(), 7);
        assert_eq!(parse_line(&line), Ok(Some(puzzle.clone())));
        assert_eq!(parse_line(&format!("{line}\r")), Ok(Some(puzzle.clone())));
        // A line of moves with a pass, in Othello.
        let othello = position_after(Variant::Othello, "f5d6c3").unwrap();
        let moves: Vec<Move> = ["d3", "c4", "f4"]
            .iter()
            .map(|s| Move::Place(sq(s)))
            .collect();
        let longer = Puzzle {
            id: PuzzleId::new(Variant::Othello, 5, 999).unwrap(),
            position: othello,
            answer: moves,
            score: 0,
            second: -4,
            theme: Theme::Draw,
        };
        let line = write_line(&longer);
        assert!(line.starts_with("O5-999 othello "), "{line}");
        assert!(line.contains(" d3-c4-f4 0 -4 draw"), "{line}");
        assert_eq!(parse_line(&line), Ok(Some(longer)));
        let text = format!("# puzzles\n\n{}\n", write_line(&puzzle));
        assert_eq!(parse(&text), Ok(vec![puzzle]));
    }

    #[test]
    fn ids_read_and_write() {
        let id: PuzzleId = "F5-007".parse().unwrap();
        assert_eq!(
            (id.variant(), id.difficulty(), id.serial()),
            (Variant::Free, 5, 7)
        );
        assert_eq!(id.to_string(), "F5-007");
        for bad in [
            "", "F6-007", "F0-007", "X1-001", "f1-001", "F1-01", "F1-0001", "F1_001", "F1-0a1",
            "F1-+01", "Ö1-001",
        ] {
            assert!(bad.parse::<PuzzleId>().is_err(), "{bad}");
        }
        assert_eq!(PuzzleId::new(Variant::Classic, 1, 1000), None);
        assert_eq!(PuzzleId::new(Variant::Classic, 6, 1), None);
    }

    #[test]
    fn themes_follow_the_scores() {
        assert_eq!(Theme::of_scores(2, 0), Some(Theme::Win));
        assert_eq!(Theme::of_scores(2, -10), Some(Theme::Win));
        assert_eq!(Theme::of_scores(0, -2), Some(Theme::Draw));
        assert_eq!(Theme::of_scores(10, 6), Some(Theme::Best));
        assert_eq!(Theme::of_scores(-2, -6), Some(Theme::Best));
        assert_eq!(Theme::of_scores(-2, -4), None);
        assert_eq!(Theme::of_scores(0, 0), None);
        assert_eq!(Theme::of_scores(4, 2), None);
        assert!(Theme::Supply.fits(Variant::Classic, 0, -2));
        assert!(!Theme::Supply.fits(Variant::Free, 0, -2));
        assert!(!Theme::Supply.fits(Variant::Classic, 0, 0));
        assert!(!Theme::Best.fits(Variant::Classic, 4, -2));
    }

    #[test]
    fn bad_lines_are_errors() {
        let good = write_line(&sample());
        let fields: Vec<&str> = good.split(' ').collect();
        let with = |index: usize, value: &str| {
            let mut changed = fields.clone();
            changed[index] = value;
            changed.join(" ")
        };
        let cases = [
            (good.replace(' ', "  "), PuzzleError::Fields(13)),
            (format!("{good} extra"), PuzzleError::Fields(8)),
            (" ".into(), PuzzleError::Fields(2)),
            (with(0, "C9-041"), PuzzleError::Id("C9-041".into())),
            (with(0, "O2-041"), PuzzleError::IdVariant),
            (with(1, "chess"), PuzzleError::Variant("chess".into())),
            (with(1, "free"), PuzzleError::IdVariant),
            (
                with(2, &fields[2].replace('_', "")),
                PuzzleError::Board(BoardError::BadBoard),
            ),
            (
                with(2, &fields[2].replace("_29_29", "")),
                PuzzleError::BoardForm,
            ),
            (
                with(2, &fields[2].replace('X', "x")),
                PuzzleError::BoardForm,
            ),
            (with(2, "XO"), PuzzleError::Board(BoardError::BadBoard)),
            (with(3, "z9"), PuzzleError::Answer("z9".into())),
            (with(3, "C4"), PuzzleError::Answer("C4".into())),
            (with(3, "pass"), PuzzleError::Answer("pass".into())),
            (with(3, "c4-"), PuzzleError::Answer("c4-".into())),
            (
                with(3, "a1"),
                PuzzleError::IllegalAnswer(0, PlayError::FlipsNothing(sq("a1"))),
            ),
            (
                with(3, "c4-pass"),
                PuzzleError::IllegalAnswer(1, PlayError::PassNotAllowed),
            ),
            (with(4, "+6"), PuzzleError::Score("+6".into())),
            (with(4, "65"), PuzzleError::Score("65".into())),
            (with(4, ""), PuzzleError::Score("".into())),
            (with(5, "x"), PuzzleError::Second("x".into())),
            (with(6, "mate"), PuzzleError::Theme("mate".into())),
            (with(6, "draw"), PuzzleError::ThemeMismatch),
            (with(6, "best"), PuzzleError::ThemeMismatch),
            (with(5, "2"), PuzzleError::ThemeMismatch),
        ];
        for (line, error) in cases {
            assert_eq!(parse_line(&line), Err(error.clone()), "{line}");
            assert!(!error.to_string().is_empty());
        }
        let text = format!("# header\n{good}\n{}\n", with(6, "mate"));
        let error = parse(&text).unwrap_err();
        assert_eq!(error.line, 3);
        assert!(
            error.to_string().starts_with("line 3: unknown theme"),
            "{error}"
        );
    }

    /// Random bytes, and the good line cut and changed at random places:
    /// errors, never a panic.
    #[test]
    fn no_input_panics() {
        let good = write_line(&sample());
        let mut random = crate::random::SplitMix64::new(29);
        let alphabet = b"CFO0123456789-_ XO#classicfreeothellowindrawbestsupplypassa1h8\r\n\xff";
        for _ in 0..20_000 {
            let mut bytes = good.clone().into_bytes();
            for _ in 0..1 + random.next_u64() % 4 {
                let at = (random.next_u64() % (bytes.len() as u64 + 1)) as usize;
                let byte = alphabet[(random.next_u64() % alphabet.len() as u64) as usize];
                match random.next_u64() % 3 {
                    0 if at < bytes.len() => bytes[at] = byte,
                    1 => bytes.insert(at, byte),
                    _ => bytes.truncate(at),
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let _ = parse_line(&text);
            let _ = parse(&text);
        }
        for text in ["", "#", "\r", "-", "------", "C1-001 classic", "\u{0}"] {
            let _ = parse_line(text);
        }
    }
}
