//! Board strings in OBF: 64 characters a1..h8 row by row (`X` black, `O` red or
//! white, `-` empty), a space and the side to move (`X` or `O`). For a variant
//! with a disc limit, the discs left to black and to the second player follow:
//! `... X 28 27`. Text after a `;` is an annotation (FFO files put the best
//! moves there) and is left to the caller.

use std::fmt;

use crate::position::{Color, Position, SetupError};
use crate::{Square, Variant};

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoardError {
    /// The board part is not 64 characters of `X`, `O` and `-`.
    BadBoard,
    BadSide,
    BadSupply,
    Setup(SetupError),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::BadBoard => {
                f.write_str("board string needs 64 squares of X, O or - (a1..h8, row by row)")
            }
            BoardError::BadSide => f.write_str("board string needs the side to move, X or O"),
            BoardError::BadSupply => {
                f.write_str("discs left must be two numbers, black's then the other side's")
            }
            BoardError::Setup(error) => write!(f, "impossible position: {error}"),
        }
    }
}

impl std::error::Error for BoardError {}

/// Reads a board string (without its `;` annotation). In a variant with a
/// disc limit, missing supplies are taken as if nobody had passed: black has
/// placed the larger half of the discs on the board.
pub fn parse(variant: Variant, text: &str) -> Result<Position, BoardError> {
    let text = text.split(';').next().unwrap_or("");
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or(BoardError::BadBoard)?;
    if board.len() != 64 {
        return Err(BoardError::BadBoard);
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (index, byte) in board.bytes().enumerate() {
        match byte {
            b'X' | b'x' | b'*' | b'B' | b'b' => black |= 1 << index,
            b'O' | b'o' | b'W' | b'w' | b'R' | b'r' => white |= 1 << index,
            b'-' | b'.' | b'_' => {}
            _ => return Err(BoardError::BadBoard),
        }
    }
    let side = match fields.next() {
        Some("X" | "x" | "*" | "B" | "b") => Color::Black,
        Some("O" | "o" | "W" | "w" | "R" | "r") => Color::White,
        _ => return Err(BoardError::BadSide),
    };
    let supplies = match (fields.next(), fields.next(), fields.next()) {
        (None, _, _) => default_supplies(variant, (black | white).count_ones()),
        (Some(a), Some(b), None) => (
            a.parse().map_err(|_| BoardError::BadSupply)?,
            b.parse().map_err(|_| BoardError::BadSupply)?,
        ),
        _ => return Err(BoardError::BadSupply),
    };
    Position::from_parts(variant, black, white, side, supplies).map_err(BoardError::Setup)
}

fn default_supplies(variant: Variant, discs: u32) -> (u8, u8) {
    let limit = u32::from(variant.disc_limit().unwrap_or(0));
    let black_placed = discs.div_ceil(2);
    let white_placed = discs / 2;
    (
        limit.saturating_sub(black_placed) as u8,
        limit.saturating_sub(white_placed) as u8,
    )
}

/// Writes the board string of a position.
pub fn write(position: &Position) -> String {
    let mut text: String = Square::all()
        .map(|square| match position.color_at(square) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    text.push_str(match position.side_to_move() {
        Color::Black => " X",
        Color::White => " O",
    });
    if let (Some(b), Some(w)) = (position.supply(Color::Black), position.supply(Color::White)) {
        text.push_str(&format!(" {b} {w}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::position_after;

    #[test]
    fn round_trips_in_every_variant() {
        for variant in Variant::ALL {
            let start = Position::new(variant);
            let moves = if variant.has_centre_opening() {
                "d4d5e4e5d6"
            } else {
                "f5d6c3"
            };
            let position = position_after(variant, moves).unwrap();
            for p in [start, position] {
                assert_eq!(parse(variant, &write(&p)), Ok(p), "{variant}");
            }
        }
    }

    #[test]
    fn classic_string_carries_the_supplies() {
        let position = position_after(Variant::Classic, "d4d5e4e5d6").unwrap();
        assert_eq!(
            write(&position),
            "---------------------------XX------XO------X-------------------- O 29 30"
        );
    }

    #[test]
    fn bad_strings_are_rejected() {
        let board = "-".repeat(64);
        assert_eq!(parse(Variant::Othello, &board), Err(BoardError::BadSide));
        assert_eq!(parse(Variant::Othello, "XO X"), Err(BoardError::BadBoard));
        assert_eq!(
            parse(Variant::Othello, &format!("{}Z X", "-".repeat(63))),
            Err(BoardError::BadBoard)
        );
        assert_eq!(
            parse(Variant::Classic, &format!("{board} X 1")),
            Err(BoardError::BadSupply)
        );
        assert_eq!(
            parse(Variant::Classic, &format!("{board} X 40 40")),
            Err(BoardError::Setup(SetupError::SupplyTooLarge))
        );
    }
}
