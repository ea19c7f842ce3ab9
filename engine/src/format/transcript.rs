//! Game records: the placements in order, `d4d5e4e5d6`. Passes are not written:
//! a side with no legal placement passes automatically before the next one.

use std::fmt;

use crate::position::{Move, PlayError, Position};
use crate::{Square, Variant};

/// The longest transcript accepted: every placement fills a square.
pub const MAX_PLACEMENTS: usize = 64;

/// A transcript that cannot be read or replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TranscriptError {
    /// Not a sequence of square names; `offset` is the character position.
    Malformed {
        offset: usize,
    },
    TooLong,
    /// Placement number `move_number` (from 1) on `square` breaks the rules.
    Illegal {
        move_number: usize,
        square: Square,
        reason: PlayError,
    },
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranscriptError::Malformed { offset } => write!(
                f,
                "malformed transcript at character {}: expected square names such as d4d5e4",
                offset + 1
            ),
            TranscriptError::TooLong => {
                write!(f, "transcript longer than {MAX_PLACEMENTS} placements")
            }
            TranscriptError::Illegal {
                move_number,
                square,
                reason,
            } => write!(f, "move {move_number} ({square}) is illegal: {reason}"),
        }
    }
}

impl std::error::Error for TranscriptError {}

/// Reads the square names of a transcript, in either case. Whitespace between
/// names is allowed.
pub fn parse(text: &str) -> Result<Vec<Square>, TranscriptError> {
    let bytes = text.as_bytes();
    let mut squares = Vec::new();
    let mut offset = 0;
    while offset < bytes.len() {
        if bytes[offset].is_ascii_whitespace() {
            offset += 1;
            continue;
        }
        let square =
            Square::parse_prefix(&bytes[offset..]).ok_or(TranscriptError::Malformed { offset })?;
        if squares.len() == MAX_PLACEMENTS {
            return Err(TranscriptError::TooLong);
        }
        squares.push(square);
        offset += 2;
    }
    Ok(squares)
}

/// Writes placements as a transcript, lower case, no separators.
pub fn write(squares: &[Square]) -> String {
    squares.iter().map(Square::to_string).collect()
}

/// Plays `squares` from `start`, passing automatically where the side to move
/// has no placement. Returns every position after each placement (the last is
/// the current one; a pass owed after the last placement is left to be played).
pub fn replay_from(start: Position, squares: &[Square]) -> Result<Vec<Position>, TranscriptError> {
    let mut positions = Vec::with_capacity(squares.len());
    replay(start, squares, |mv, position| {
        if mv != Move::Pass {
            positions.push(position);
        }
    })?;
    Ok(positions)
}

/// The moves of `squares` played from `start` with the passes a transcript
/// leaves out written in, and the position they reach (a pass owed after the
/// last placement is left to be played).
pub fn moves_from(
    start: Position,
    squares: &[Square],
) -> Result<(Vec<Move>, Position), TranscriptError> {
    let mut moves = Vec::with_capacity(squares.len());
    let reached = replay(start, squares, |mv, _| moves.push(mv))?;
    Ok((moves, reached))
}

/// The one replay of a transcript: each move (automatic passes included) is
/// handed to `each` with the position after it.
fn replay(
    start: Position,
    squares: &[Square],
    mut each: impl FnMut(Move, Position),
) -> Result<Position, TranscriptError> {
    let mut position = start;
    for (index, &square) in squares.iter().enumerate() {
        if position.must_pass() {
            position = position.play_unchecked(Move::Pass);
            each(Move::Pass, position);
        }
        position =
            position
                .play(Move::Place(square))
                .map_err(|reason| TranscriptError::Illegal {
                    move_number: index + 1,
                    square,
                    reason,
                })?;
        each(Move::Place(square), position);
    }
    Ok(position)
}

/// The position after `text` from the variant's start.
pub fn position_after(variant: Variant, text: &str) -> Result<Position, TranscriptError> {
    let start = Position::new(variant);
    let squares = parse(text)?;
    Ok(replay_from(start, &squares)?.pop().unwrap_or(start))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    #[test]
    fn round_trip_writes_lower_case() {
        let squares = parse("D4d5 E4e5d6").unwrap();
        assert_eq!(write(&squares), "d4d5e4e5d6");
        assert_eq!(parse(&write(&squares)).unwrap(), squares);
    }

    #[test]
    fn malformed_text_names_the_place() {
        assert_eq!(parse("d4x5"), Err(TranscriptError::Malformed { offset: 2 }));
        assert_eq!(parse("d4d"), Err(TranscriptError::Malformed { offset: 2 }));
        assert!(parse(&"d4".repeat(65)).is_err());
    }

    #[test]
    fn rules_page_example() {
        // After d4 d5 e4 e5, black's moves are c6 d6 e6 f6; d6 flips d5.
        let position = position_after(Variant::Classic, "d4d5e4e5").unwrap();
        let names: Vec<String> = Square::iter_bits(position.placements())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(names, ["c6", "d6", "e6", "f6"]);
        let after = position_after(Variant::Classic, "d4d5e4e5d6").unwrap();
        let black: Vec<String> = Square::iter_bits(after.discs(Color::Black))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(black, ["d4", "e4", "d5", "d6"]);
        let red: Vec<String> = Square::iter_bits(after.discs(Color::White))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(red, ["e5"]);
    }

    #[test]
    fn illegal_move_is_named() {
        let error = position_after(Variant::Classic, "d4d5e4e5a1").unwrap_err();
        assert_eq!(
            error.to_string(),
            "move 5 (a1) is illegal: a1 flips nothing"
        );
        let error = position_after(Variant::Classic, "d4d4").unwrap_err();
        assert_eq!(error.to_string(), "move 2 (d4) is illegal: d4 is occupied");
    }

    #[test]
    fn the_passes_a_transcript_leaves_out_are_written_in() {
        // Classic: after move 12 (red a3) black has no placement and passes
        // (the browser tests' PASS_GAME, found with `reversi show`).
        let text = "e4e5d5d4c4c3e6b4a4a5c2a3d2e2e1";
        let squares = parse(text).unwrap();
        let (moves, reached) = moves_from(Position::new(Variant::Classic), &squares).unwrap();
        assert_eq!(moves.len(), 16);
        assert_eq!(moves[12], Move::Pass);
        assert_eq!(moves[11], Move::Place("a3".parse().unwrap()));
        assert_eq!(moves[13], Move::Place("d2".parse().unwrap()));
        assert_eq!(reached, position_after(Variant::Classic, text).unwrap());
        // The positions after each placement: one a square, none for the pass.
        assert_eq!(
            replay_from(Position::new(Variant::Classic), &squares)
                .unwrap()
                .len(),
            15
        );
    }
}
