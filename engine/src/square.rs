//! Squares and their names: `a1`..`h8`, column letter then row number, row 1 at
//! the top and column a at the left (the Othello convention).

use std::fmt;
use std::str::FromStr;

/// One of the 64 squares. Bit `index` of a bitboard is this square;
/// index = row * 8 + column, so a1 is bit 0, h1 bit 7 and h8 bit 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square with this bit index, if it is on the board (0..64).
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `column` (0 = a) and `row` (0 = row 1).
    pub const fn at(column: u8, row: u8) -> Option<Square> {
        if column < 8 && row < 8 {
            Some(Square(row * 8 + column))
        } else {
            None
        }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    /// 0 for column a .. 7 for column h.
    pub const fn column(self) -> u8 {
        self.0 % 8
    }

    /// 0 for row 1 (the top) .. 7 for row 8.
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// All 64 squares, a1, b1, .. h1, a2, .. h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The squares of a bitboard, lowest index first.
    pub fn iter_bits(mut bits: u64) -> impl Iterator<Item = Square> {
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Some(Square(index))
            }
        })
    }

    /// Parses a square name at the start of `text` (two characters, either case).
    pub(crate) fn parse_prefix(text: &[u8]) -> Option<Square> {
        let (&letter, &digit) = (text.first()?, text.get(1)?);
        let column = letter.to_ascii_lowercase().checked_sub(b'a')?;
        let row = digit.checked_sub(b'1')?;
        Square::at(column, row)
    }
}

/// A square name that is not `a1`..`h8`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a1..h8)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(text.as_bytes()) {
            Some(square) if text.len() == 2 => Ok(square),
            _ => Err(ParseSquareError(text.chars().take(16).collect())),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_round_trips() {
        for square in Square::all() {
            let name = square.to_string();
            assert_eq!(name.parse::<Square>(), Ok(square));
            assert_eq!(name.to_uppercase().parse::<Square>(), Ok(square));
        }
    }

    #[test]
    fn layout_is_row_major_with_a1_first() {
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("h1".parse::<Square>().unwrap().index(), 7);
        assert_eq!("a2".parse::<Square>().unwrap().index(), 8);
        assert_eq!("h8".parse::<Square>().unwrap().index(), 63);
    }

    #[test]
    fn bad_names_are_rejected() {
        for bad in ["", "a", "a0", "a9", "i1", "1a", "a10", "d4 ", "é1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?}");
        }
    }
}
