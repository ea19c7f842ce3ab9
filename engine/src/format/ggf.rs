//! GGF game records, as NBoard sends them: `(;GM[Othello]...BO[8 <64
//! squares> <side>]B[d3]W[c5/0.5];)`. Only what the position needs is read:
//! the start board and the moves in order; `write` gives a record with the
//! caller's tags (players, date, result) for other programs. Games are
//! Othello; `parse_in` reads the same record for classic or free Reversi,
//! which GGF cannot name, as moves from that variant's empty start board.
//!
//! engine/baseline/adapter.rs compiles this file against the library of
//! c23b9dd too: it uses only what that library had.

use std::fmt;

use crate::position::{Color, Move, PlayError, Position, SetupError};
use crate::square::ParseSquareError;
use crate::{Square, Variant};

/// Why a GGF record gives no position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GgfError {
    NoBoard,
    /// The board is not 8×8.
    NotEightByEight,
    NoSide,
    /// Not 64 squares before the side to move.
    SquareCount,
    BadSquare(char),
    BadSide,
    /// A classic or free game whose board is not the variant's empty start.
    NotTheStart(Variant),
    Setup(SetupError),
    /// A `B[` or `W[` without its `]`.
    UnclosedMove,
    BadMove(ParseSquareError),
    Illegal(PlayError),
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GgfError::NoBoard => f.write_str("no BO[] board"),
            GgfError::NotEightByEight => f.write_str("only 8x8 boards"),
            GgfError::NoSide => f.write_str("no side to move"),
            GgfError::SquareCount => f.write_str("the board needs 64 squares"),
            GgfError::BadSquare(c) => write!(f, "bad square '{c}'"),
            GgfError::BadSide => f.write_str("bad side to move"),
            GgfError::NotTheStart(variant) => {
                write!(f, "a {variant} game must start from the empty board")
            }
            GgfError::Setup(error) => error.fmt(f),
            GgfError::UnclosedMove => f.write_str("unclosed move"),
            GgfError::BadMove(error) => error.fmt(f),
            GgfError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for GgfError {}

/// A GGF move: a square name or `PA` (`pass`) for a pass, either case.
pub fn parse_move(token: &str) -> Result<Move, ParseSquareError> {
    if token.eq_ignore_ascii_case("pa") || token.eq_ignore_ascii_case("pass") {
        Ok(Move::Pass)
    } else {
        token.parse::<Square>().map(Move::Place)
    }
}

/// Plays a GGF move on `position`.
pub fn play_move(position: &Position, token: &str) -> Result<Position, GgfError> {
    let mv = parse_move(token).map_err(GgfError::BadMove)?;
    position.play(mv).map_err(GgfError::Illegal)
}

/// Reads the start board and the moves of a GGF game record: the position
/// after its last move.
pub fn parse(text: &str) -> Result<Position, GgfError> {
    parse_in(Variant::Othello, text)
}

/// As `parse`, under `variant`'s rules: for classic and free Reversi the
/// board must be empty with black to move (their start), and the moves are
/// played from there, so the disc supplies follow from them.
pub fn parse_in(variant: Variant, text: &str) -> Result<Position, GgfError> {
    let board = tag(text, "BO").ok_or(GgfError::NoBoard)?;
    let mut fields = board.split_whitespace();
    if fields.next() != Some("8") {
        return Err(GgfError::NotEightByEight);
    }
    // Counted in characters, not bytes: the text may hold any character.
    let squares: Vec<char> = fields
        .by_ref()
        .take_while(|f| f.chars().count() != 1 || f == &"-")
        .flat_map(str::chars)
        .take(64)
        .collect();
    let side = board.trim().chars().last().ok_or(GgfError::NoSide)?;
    if squares.len() != 64 {
        return Err(GgfError::SquareCount);
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (index, &c) in squares.iter().enumerate() {
        match c {
            '*' | 'X' | 'x' | 'B' => black |= 1 << index,
            'O' | 'o' | 'W' => white |= 1 << index,
            '-' | '.' => {}
            _ => return Err(GgfError::BadSquare(c)),
        }
    }
    let side = match side {
        '*' | 'X' | 'B' => Color::Black,
        'O' | 'W' => Color::White,
        _ => return Err(GgfError::BadSide),
    };
    let mut position = if variant == Variant::Othello {
        Position::from_parts(variant, black, white, side, (0, 0)).map_err(GgfError::Setup)?
    } else if black | white == 0 && side == Color::Black {
        Position::new(variant)
    } else {
        return Err(GgfError::NotTheStart(variant));
    };
    // The moves, in order, each as B[...] or W[...].
    let mut rest = text;
    while let Some(start) = rest.find(['B', 'W']) {
        let after = &rest[start + 1..];
        let is_move = after.starts_with('[')
            && (start == 0 || !rest.as_bytes()[start - 1].is_ascii_alphabetic());
        if is_move {
            let end = after.find(']').ok_or(GgfError::UnclosedMove)?;
            let token = after[1..end].split('/').next().unwrap_or("");
            position = play_move(&position, token)?;
            rest = &after[end..];
        } else {
            rest = after;
        }
    }
    Ok(position)
}

/// A GGF record of the game from `start` through `moves` (passes
/// included, as GGF wants them), with the tags given (`("PB", "Ann")`)
/// after `GM`; brackets and backslashes are dropped from tag values, which
/// GGF cannot hold.
pub fn write(start: &Position, moves: &[Move], tags: &[(&str, &str)]) -> String {
    let mut text = String::from("(;GM[Othello]");
    for (name, value) in tags {
        let value: String = value
            .chars()
            .filter(|c| !matches!(c, '[' | ']' | '\\') && !c.is_control())
            .collect();
        text.push_str(&format!("{name}[{value}]"));
    }
    text.push_str("TY[8]BO[8 ");
    let (black, white) = (start.discs(Color::Black), start.discs(Color::White));
    for square in Square::all() {
        text.push(match square.bit() {
            bit if black & bit != 0 => '*',
            bit if white & bit != 0 => 'O',
            _ => '-',
        });
    }
    let mut side = start.side_to_move();
    text.push_str(if side == Color::Black { " *]" } else { " O]" });
    for mv in moves {
        let tag = if side == Color::Black { 'B' } else { 'W' };
        match mv {
            Move::Place(square) => text.push_str(&format!("{tag}[{square}]")),
            Move::Pass => text.push_str(&format!("{tag}[PA]")),
        }
        side = side.opposite();
    }
    text.push_str(";)");
    text
}

/// The text inside `NAME[...]`.
fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let start = text.find(&format!("{name}["))? + name.len() + 1;
    let end = text[start..].find(']')? + start;
    Some(&text[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6/0.12];)";

    #[test]
    fn reads_the_board_and_plays_the_moves() {
        let position = parse(START).unwrap();
        // f5 then d6 from the Othello start, as a transcript gives it.
        let expected = crate::transcript::position_after(Variant::Othello, "f5d6").unwrap();
        assert_eq!(position, expected);
    }

    #[test]
    fn writes_what_it_reads() {
        let start = Position::new(Variant::Othello);
        let moves: Vec<Move> = ["f5", "d6"]
            .iter()
            .map(|s| Move::Place(s.parse().unwrap()))
            .collect();
        let text = write(&start, &moves, &[("PB", "a"), ("PW", "b[x]")]);
        // The NBoard record above, without its PC, RE and TI tags and the
        // time after d6; squares in lower case.
        assert_eq!(
            text,
            "(;GM[Othello]PB[a]PW[bx]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)"
        );
        assert_eq!(parse(&text), parse(START));
        // A pass is written as PA and read back: white (b1 only) cannot
        // move, black a1 then turns b1 and fills the board.
        let board = format!("-O{} O", "X".repeat(62));
        let cornered = crate::obf::parse(Variant::Othello, &board).unwrap();
        let a1 = Move::Place("a1".parse().unwrap());
        let passed = write(&cornered, &[Move::Pass, a1], &[]);
        assert!(passed.ends_with(" O]W[PA]B[a1];)"), "{passed}");
        let full = crate::obf::parse(Variant::Othello, &format!("{} O", "X".repeat(64)));
        assert_eq!(parse(&passed), Ok(full.unwrap()));
    }

    #[test]
    fn classic_and_free_games_are_moves_from_the_empty_board() {
        let start = Position::new(Variant::Classic);
        let moves: Vec<Move> = ["d4", "d5", "e4", "e5", "d6"]
            .iter()
            .map(|s| Move::Place(s.parse().unwrap()))
            .collect();
        let text = write(&start, &moves, &[]);
        // docs/rules.md's worked example: black d4 e4 d5 d6, red e5.
        let after = parse_in(Variant::Classic, &text).unwrap();
        assert_eq!(
            after,
            crate::transcript::position_after(Variant::Classic, "d4d5e4e5d6").unwrap()
        );
        assert_eq!(after.color_at("d5".parse().unwrap()), Some(Color::Black));
        assert_eq!(after.color_at("e5".parse().unwrap()), Some(Color::White));
        // An Othello board is not a classic start; as Othello the moves are illegal.
        assert_eq!(
            parse_in(Variant::Free, START),
            Err(GgfError::NotTheStart(Variant::Free))
        );
        assert!(parse(&text).is_err());
    }

    #[test]
    fn bad_records_are_errors() {
        assert_eq!(parse("(;GM[Othello];)"), Err(GgfError::NoBoard));
        assert_eq!(parse("(;BO[10 - *];)"), Err(GgfError::NotEightByEight));
        assert_eq!(parse("(;BO[8 nonsense *];)"), Err(GgfError::SquareCount));
        let board = format!("{}é{}", "-".repeat(63), "-".repeat(4));
        assert_eq!(
            parse(&format!("(;BO[8 {board} *];)")),
            Err(GgfError::BadSquare('é'))
        );
        let unclosed = START.replace("W[D6/0.12];)", "W[D6");
        assert_eq!(parse(&unclosed), Err(GgfError::UnclosedMove));
        let illegal = START.replace("B[F5]", "B[A1]");
        assert_eq!(parse(&illegal).unwrap_err().to_string(), "a1 flips nothing");
    }
}
