//! FFO test files: one OBF board string a line (Othello), then the annotated
//! moves with their exact scores, best first: `... X; A2:+38; C7:+36;`.
//! Positions are numbered from the first number in the file name
//! (`fforum-40-59.obf` starts at #40).

use std::fmt;

use super::obf::{self, BoardError};
use crate::square::ParseSquareError;
use crate::{Position, Square, Variant};

/// One position of an FFO file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FfoPosition {
    /// The position's number in the test suite.
    pub number: usize,
    pub position: Position,
    /// The annotated moves with their scores, best first.
    pub expected: Vec<(Square, i32)>,
}

impl FfoPosition {
    /// The best score the file gives, if it gives any.
    pub fn best_score(&self) -> Option<i32> {
        self.expected.first().map(|&(_, score)| score)
    }
}

/// A line of an FFO file that cannot be read; `line` counts the non-blank
/// lines from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FfoError {
    pub line: usize,
    pub kind: FfoErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FfoErrorKind {
    Board(BoardError),
    Square(ParseSquareError),
    /// The score after a move's `:` is not a whole number.
    Score(String),
}

impl fmt::Display for FfoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position {}: ", self.line)?;
        match &self.kind {
            FfoErrorKind::Board(error) => error.fmt(f),
            FfoErrorKind::Square(error) => error.fmt(f),
            FfoErrorKind::Score(text) => write!(f, "bad score '{text}'"),
        }
    }
}

impl std::error::Error for FfoError {}

/// The number of a file's first position: the first number in its name, else 1.
pub fn first_number(file_name: &str) -> usize {
    file_name
        .split(|c: char| !c.is_ascii_digit())
        .find(|part| !part.is_empty())
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
}

/// Reads every non-blank line of an FFO file, numbering the positions from `first`.
pub fn parse(text: &str, first: usize) -> Result<Vec<FfoPosition>, FfoError> {
    let mut positions = Vec::new();
    for (index, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let error = |kind| FfoError {
            line: index + 1,
            kind,
        };
        let position =
            obf::parse(Variant::Othello, line).map_err(|e| error(FfoErrorKind::Board(e)))?;
        let mut expected = Vec::new();
        for note in line.split(';').skip(1) {
            let Some((square, score)) = note.trim().split_once(':') else {
                continue;
            };
            let square: Square = square
                .trim()
                .parse()
                .map_err(|e| error(FfoErrorKind::Square(e)))?;
            let score: i32 = score
                .trim()
                .parse()
                .map_err(|_| error(FfoErrorKind::Score(score.trim().chars().take(16).collect())))?;
            expected.push((square, score));
        }
        positions.push(FfoPosition {
            number: first.saturating_add(index),
            position,
            expected,
        });
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_positions_and_their_annotations() {
        // FFO #40 and #41 as the suite publishes them.
        let text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;\n\n\
                    -OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2;\n";
        let positions = parse(text, first_number("fforum-40-59.obf")).unwrap();
        assert_eq!(positions.len(), 2);
        assert_eq!(positions[0].number, 40);
        assert_eq!(positions[0].position.empty_count(), 20);
        let a2: Square = "a2".parse().unwrap();
        assert_eq!(positions[0].expected[0], (a2, 38));
        assert_eq!(positions[0].best_score(), Some(38));
        assert_eq!(positions[1].number, 41);
        assert_eq!(positions[1].best_score(), Some(0));
    }

    #[test]
    fn bad_lines_name_the_line() {
        let board = "-".repeat(27) + "OX------XO" + &"-".repeat(27);
        let error = parse(&format!("{board} X; A2:+3\n{board} X; A2:x"), 1).unwrap_err();
        assert_eq!(error.line, 2);
        assert_eq!(error.to_string(), "position 2: bad score 'x'");
        let error = parse(&format!("{board} X; Z9:+3"), 1).unwrap_err();
        assert!(matches!(error.kind, FfoErrorKind::Square(_)), "{error}");
        let error = parse("XO X", 1).unwrap_err();
        assert_eq!(error.kind, FfoErrorKind::Board(BoardError::BadBoard));
        assert_eq!(first_number("no-digits.obf"), 1);
    }
}
