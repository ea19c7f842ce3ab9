//! Lesson steps (`engine/data/lessons.txt`, `docs/lessons.md`): one step a
//! line, six fields separated by single spaces,
//!
//! ```text
//! corners-2 othello --XXO…-_X c1,h1 0 corner
//! ```
//!
//! - the step's id, `<lesson>-<n>`: the lesson (a word of lowercase letters
//!   and `-`, such as `corners` or `x-squares`) and the step's number in it,
//!   1, 2, … in the file's order;
//! - the variant: `classic`, `free` or `othello`;
//! - the board as [`obf::write`] writes it, its spaces written `_` (as in
//!   puzzle lines);
//! - the accepted answers: the squares, comma-separated, any of which
//!   completes the step;
//! - the margin: the answers are exactly the moves whose exact final disc
//!   difference is within this many discs of the best move's (checked by
//!   `engine/tests/lessons.rs` with the solver, not here);
//! - the theme: what the step teaches, a property of the position and the
//!   answers that [`Theme::holds`] checks.
//!
//! A line that starts with `#` is a comment; empty lines are skipped. The
//! reader checks the line (the board a position of its variant, the
//! answers legal there, the theme a known one, the steps of a lesson
//! together and numbered from 1); it never panics. Whether the theme holds
//! is [`Step::theme_holds`] (the page, which only shows the steps, leaves
//! it to `engine/tests/lessons.rs`).

use std::fmt;
use std::str::FromStr;

use crate::obf;
use crate::{Color, Move, Position, Square, Variant};

/// What a step teaches.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Theme {
    /// Every answer takes a corner.
    Corner,
    /// An X-square (diagonally next to an empty corner) can be played and
    /// is not an answer.
    XSquare,
    /// A C-square (beside an empty corner on the edge) can be played, is
    /// not an answer, and after it the opponent can take that corner.
    CSquare,
    /// No corner can be played, and every answer is on an edge.
    Edge,
    /// After every answer the opponent has no placement and must pass.
    Pass,
    /// Every answer flips the fewest discs of any move, and is not a
    /// corner.
    Quiet,
    /// Every answer lies in an odd region of empty squares, and some legal
    /// move lies in an even one.
    Parity,
    /// Classic only: the same board under the free variant's rules
    /// (unlimited discs) has other answers within the margin.
    Supply,
}

impl Theme {
    pub const ALL: [Theme; 8] = [
        Theme::Corner,
        Theme::XSquare,
        Theme::CSquare,
        Theme::Edge,
        Theme::Pass,
        Theme::Quiet,
        Theme::Parity,
        Theme::Supply,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Theme::Corner => "corner",
            Theme::XSquare => "x-square",
            Theme::CSquare => "c-square",
            Theme::Edge => "edge",
            Theme::Pass => "pass",
            Theme::Quiet => "quiet",
            Theme::Parity => "parity",
            Theme::Supply => "supply",
        }
    }

    /// Whether the theme holds for these answers in `position`. `Supply`
    /// needs the solver, so here it only checks the variant; the test
    /// checks the rest.
    pub fn holds(self, position: &Position, answers: &[Square]) -> bool {
        let legal = Square::iter_bits(position.placements());
        let mut answers_too = answers.iter().copied();
        let empty = !position.occupied();
        match self {
            Theme::Corner => answers_too.all(|s| s.bit() & CORNERS != 0),
            Theme::XSquare => legal
                .filter(|s| !answers.contains(s))
                .any(|s| x_square_corner(s).is_some_and(|c| c.bit() & empty != 0)),
            Theme::CSquare => legal.filter(|s| !answers.contains(s)).any(|s| {
                c_square_corner(s).is_some_and(|corner| {
                    corner.bit() & empty != 0
                        && position.play_unchecked(Move::Place(s)).placements() & corner.bit() != 0
                })
            }),
            Theme::Edge => {
                position.placements() & CORNERS == 0 && answers_too.all(|s| s.bit() & EDGES != 0)
            }
            Theme::Pass => answers_too.all(|s| {
                let after = position.play_unchecked(Move::Place(s));
                after.placements() == 0 && !after.is_over()
            }),
            Theme::Quiet => {
                let fewest = legal.map(|s| position.flips(s).count_ones()).min();
                answers_too.all(|s| {
                    s.bit() & CORNERS == 0 && Some(position.flips(s).count_ones()) == fewest
                })
            }
            Theme::Parity => {
                let odd = |s: Square| region(empty, s).count_ones() % 2 == 1;
                answers_too.all(odd) && legal.into_iter().any(|s| !odd(s))
            }
            Theme::Supply => position.variant() == Variant::Classic,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = StepError;

    fn from_str(text: &str) -> Result<Theme, StepError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == text)
            .ok_or(StepError::Theme)
    }
}

/// a1, h1, a8, h8.
pub const CORNERS: u64 = 1 | 1 << 7 | 1 << 56 | 1 << 63;
/// The outer ring, corners included.
pub const EDGES: u64 = 0xff | 0xff << 56 | 0x0101_0101_0101_0101 | 0x8080_8080_8080_8080;

fn corner_of(square: Square, offsets: [(i8, i8); 2]) -> Option<Square> {
    let (column, row) = (square.column() as i8, square.row() as i8);
    let near = |v: i8| if v < 4 { 0 } else { 7 };
    let (cx, cy) = (near(column), near(row));
    offsets
        .into_iter()
        .any(|(dx, dy)| (column - cx).abs() == dx && (row - cy).abs() == dy)
        .then(|| Square::at(cx as u8, cy as u8))
        .flatten()
}

/// The corner an X-square (b2, g2, b7, g7) is next to.
pub fn x_square_corner(square: Square) -> Option<Square> {
    corner_of(square, [(1, 1), (1, 1)])
}

/// The corner a C-square (a2, b1, g1, h2, a7, b8, g8, h7) is next to.
pub fn c_square_corner(square: Square) -> Option<Square> {
    corner_of(square, [(1, 0), (0, 1)])
}

/// The region of `empty` squares that `square` belongs to: the empty
/// squares reached from it by king steps through empty squares.
pub fn region(empty: u64, square: Square) -> u64 {
    let mut region = square.bit() & empty;
    loop {
        let grown = (region | king_steps(region)) & empty;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

fn king_steps(bits: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let sideways = (bits << 1 & NOT_A) | (bits >> 1 & NOT_H);
    let row = bits | sideways;
    sideways | row << 8 | row >> 8
}

/// One step of a lesson.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    pub lesson: String,
    /// 1, 2, … within the lesson.
    pub number: u8,
    pub position: Position,
    pub answers: Vec<Square>,
    /// Answers are the moves within this many discs of the best.
    pub margin: u8,
    pub theme: Theme,
}

impl Step {
    pub fn id(&self) -> String {
        format!("{}-{}", self.lesson, self.number)
    }

    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Color {
        self.position.side_to_move()
    }

    /// Whether the step's theme holds for its answers.
    pub fn theme_holds(&self) -> bool {
        self.theme.holds(&self.position, &self.answers)
    }
}

/// Why a line is not a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepError {
    /// Not six fields separated by single spaces.
    Fields,
    Id,
    Variant,
    Board,
    /// An answer is not a legal placement (or the list is empty or repeats).
    Answers,
    Margin,
    Theme,
    /// The lesson's steps are not together, numbered 1, 2, … in order.
    Order,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StepError::Fields => "expected 6 fields: id variant board answers margin theme",
            StepError::Id => "bad id: expected a lesson name, '-' and the step's number",
            StepError::Variant => "unknown variant (expected classic, free or othello)",
            StepError::Board => "bad board: not as obf writes it, with '_' for spaces",
            StepError::Answers => "bad answers: legal squares such as c4, comma-separated",
            StepError::Margin => "bad margin: expected 0 to 64",
            StepError::Theme => "unknown theme",
            StepError::Order => "the lesson's steps are not together and numbered 1, 2, …",
        })
    }
}

impl std::error::Error for StepError {}

/// A bad line of a lessons file: its number (from 1) and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineError {
    pub line: usize,
    pub error: StepError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl std::error::Error for LineError {}

/// Reads one line: `Ok(None)` for a comment or an empty line.
pub fn parse_line(line: &str) -> Result<Option<Step>, StepError> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = line.split(' ').collect();
    let &[id, variant, board, answers, margin, theme] = &fields[..] else {
        return Err(StepError::Fields);
    };
    let (lesson, number) = id.rsplit_once('-').ok_or(StepError::Id)?;
    let number: u8 = number
        .parse()
        .ok()
        .filter(|n| *n > 0)
        .ok_or(StepError::Id)?;
    if lesson.is_empty() || !lesson.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
        return Err(StepError::Id);
    }
    let variant: Variant = variant.parse().map_err(|_| StepError::Variant)?;
    let position = obf::parse(variant, &board.replace('_', " ")).map_err(|_| StepError::Board)?;
    if board.contains(' ') || obf::write(&position).replace(' ', "_") != board {
        return Err(StepError::Board);
    }
    let mut squares = Vec::new();
    for word in answers.split(',') {
        let square: Square = word.parse().map_err(|_| StepError::Answers)?;
        if square.to_string() != word
            || squares.contains(&square)
            || position.placements() & square.bit() == 0
        {
            return Err(StepError::Answers);
        }
        squares.push(square);
    }
    let margin: u8 = margin
        .parse()
        .ok()
        .filter(|m| *m <= 64)
        .ok_or(StepError::Margin)?;
    let theme: Theme = theme.parse()?;
    Ok(Some(Step {
        lesson: lesson.to_string(),
        number,
        position,
        answers: squares,
        margin,
        theme,
    }))
}

/// Every step of a lessons file, in its order.
pub fn parse(text: &str) -> Result<Vec<Step>, LineError> {
    let mut steps: Vec<Step> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let bad = |error| LineError {
            line: index + 1,
            error,
        };
        let Some(step) = parse_line(line).map_err(bad)? else {
            continue;
        };
        let follows = match steps.last() {
            Some(last) if last.lesson == step.lesson => step.number == last.number + 1,
            _ => step.number == 1 && steps.iter().all(|s| s.lesson != step.lesson),
        };
        if !follows {
            return Err(bad(StepError::Order));
        }
        steps.push(step);
    }
    Ok(steps)
}

/// The line of a step (without the newline).
pub fn write_line(step: &Step) -> String {
    let answers: Vec<String> = step.answers.iter().map(Square::to_string).collect();
    format!(
        "{} {} {} {} {} {}",
        step.id(),
        step.variant(),
        obf::write(&step.position).replace(' ', "_"),
        answers.join(","),
        step.margin,
        step.theme
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_squares_next_to_corners() {
        for (x, corner) in [("b2", "a1"), ("g2", "h1"), ("b7", "a8"), ("g7", "h8")] {
            assert_eq!(x_square_corner(sq(x)), Some(sq(corner)), "{x}");
        }
        for (c, corner) in [
            ("a2", "a1"),
            ("b1", "a1"),
            ("g1", "h1"),
            ("h2", "h1"),
            ("a7", "a8"),
            ("b8", "a8"),
            ("g8", "h8"),
            ("h7", "h8"),
        ] {
            assert_eq!(c_square_corner(sq(c)), Some(sq(corner)), "{c}");
            assert_eq!(x_square_corner(sq(c)), None, "{c}");
        }
        for other in ["a1", "c3", "d1", "c1", "b3", "e5", "h8"] {
            assert_eq!(x_square_corner(sq(other)), None, "{other}");
            assert_eq!(c_square_corner(sq(other)), None, "{other}");
        }
        assert_eq!(EDGES.count_ones(), 28);
        assert_eq!(CORNERS & EDGES, CORNERS);
    }

    #[test]
    fn regions_join_by_king_steps() {
        // Empty: a1, b2 (diagonal: one region), h8 alone, d4 d5 (one).
        let empty = [sq("a1"), sq("b2"), sq("h8"), sq("d4"), sq("d5")]
            .iter()
            .fold(0, |bits, s| bits | s.bit());
        assert_eq!(region(empty, sq("a1")), sq("a1").bit() | sq("b2").bit());
        assert_eq!(region(empty, sq("h8")), sq("h8").bit());
        assert_eq!(region(empty, sq("d5")), sq("d4").bit() | sq("d5").bit());
        // Not across the board's side: h1 and a2 are not neighbours.
        let wrap = sq("h1").bit() | sq("a2").bit();
        assert_eq!(region(wrap, sq("h1")), sq("h1").bit());
        assert_eq!(region(wrap, sq("a2")), sq("a2").bit());
        assert_eq!(region(0, sq("a1")), 0);
    }

    // Othello's start after f5: black's discs d5 e5 f5 e4, white's d4;
    // white to move with d6, f4 and f6 legal.
    const AFTER_F5: &str = "---------------------------OX------XXX--------------------------_O";

    #[test]
    fn reads_and_writes_steps() {
        let line = format!("open-1 othello {AFTER_F5} d6,f4 1 quiet");
        let step = parse_line(&line).unwrap().unwrap();
        assert_eq!(step.id(), "open-1");
        assert_eq!(step.learner(), Color::White);
        assert_eq!(step.answers, vec![sq("d6"), sq("f4")]);
        assert_eq!(write_line(&step), line);
        assert_eq!(parse_line("# comment"), Ok(None));
        let bad = |text: &str| parse_line(text).unwrap_err();
        assert_eq!(bad("open-1 othello"), StepError::Fields);
        assert_eq!(
            bad(&format!("open othello {AFTER_F5} d6 0 quiet")),
            StepError::Id
        );
        assert_eq!(
            bad(&format!("Open-1 othello {AFTER_F5} d6 0 quiet")),
            StepError::Id
        );
        assert_eq!(
            bad(&format!("open-1 othello {AFTER_F5} e6 0 quiet")),
            StepError::Answers,
            "not legal"
        );
        assert_eq!(
            bad(&format!("open-1 othello {AFTER_F5} d6,d6 0 quiet")),
            StepError::Answers
        );
        assert_eq!(
            bad(&format!("open-1 othello {AFTER_F5} d6 x quiet")),
            StepError::Margin
        );
        assert_eq!(
            bad(&format!("open-1 othello {AFTER_F5} d6 0 calm")),
            StepError::Theme
        );
        let corner = parse_line(&format!("open-1 othello {AFTER_F5} d6 0 corner"));
        assert!(!corner.unwrap().unwrap().theme_holds());
        assert_eq!(
            bad(&format!("open-1 classic {AFTER_F5} d6 0 quiet")),
            StepError::Board
        );
    }

    #[test]
    fn steps_come_together_and_in_order() {
        let step = |id: &str| format!("{id} othello {AFTER_F5} d6 0 quiet\n");
        let file = [step("a-1"), step("a-2"), step("b-1")].concat();
        assert_eq!(parse(&file).unwrap().len(), 3);
        for bad in [
            [step("a-1"), step("a-3")].concat(),
            [step("a-2")].concat(),
            [step("a-1"), step("b-1"), step("a-2")].concat(),
            [step("a-1"), step("b-1"), step("a-1")].concat(),
        ] {
            assert_eq!(parse(&bad).unwrap_err().error, StepError::Order, "{bad}");
        }
        assert_eq!(parse(&step("a-1x")).unwrap_err().line, 1);
    }

    #[test]
    fn themes_hold_or_not() {
        let start = obf::parse(Variant::Othello, &AFTER_F5.replace('_', " ")).unwrap();
        // Every move flips one disc: all are quiet; none is a corner or edge.
        assert!(Theme::Quiet.holds(&start, &[sq("d6"), sq("f4"), sq("f6")]));
        assert!(!Theme::Corner.holds(&start, &[sq("d6")]));
        assert!(!Theme::Edge.holds(&start, &[sq("d6")]));
        assert!(!Theme::XSquare.holds(&start, &[sq("d6")]));
        assert!(!Theme::Pass.holds(&start, &[sq("d6")]));
        // One region of 59 empties: no even region to avoid.
        assert!(!Theme::Parity.holds(&start, &[sq("d6")]));
        assert!(!Theme::Supply.holds(&start, &[sq("d6")]));
    }
}
