//! The names of openings (`engine/data/openings.txt`, `docs/openings.md`):
//! named Othello lines matched by position, under the board's 8
//! symmetries, so that f5 d6 is named as e6 f4 is and a transposed move
//! order finds its name too; along a game the longest line wins. In the
//! variants with a free centre opening, the four centre placements make
//! one of two shapes ([`CentreShape`]); a crossed centre is the Othello
//! start, so the Othello names follow it.

use std::fmt;
use std::sync::OnceLock;

use crate::symmetry;
use crate::{Color, Move, Position, Square, Variant};

/// One named line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Opening {
    /// The name, alternatives after a `/` ("Heath/Tobidashi").
    pub name: String,
    /// The moves from the Othello start, black first.
    pub moves: Vec<Square>,
    /// Where the name is documented (a key of the file's header).
    pub source: String,
}

/// A position as the 8 symmetries leave it: the smallest image of its two
/// colours' discs, and whether black is to move.
type Key = (u64, u64, bool);

fn key(position: &Position) -> Key {
    let (black, white) = (position.discs(Color::Black), position.discs(Color::White));
    let image = (0..8)
        .map(|s| (symmetry::transform(s, black), symmetry::transform(s, white)))
        .min()
        .unwrap_or((black, white));
    (image.0, image.1, position.side_to_move() == Color::Black)
}

/// Every named line, found by the position it leads to.
#[derive(Clone, Debug, Default)]
pub struct Openings {
    lines: Vec<Opening>,
    /// Each line's end, in the file's order: where two lines meet, the
    /// first is found. (Searched in order: 70 ends, a few thousand
    /// comparisons for a whole game, and no hash map or sort in the page's
    /// wasm.)
    ends: Vec<Key>,
}

/// Why a line of the file is not an opening.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpeningError {
    /// From 1.
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for OpeningError {}

impl Openings {
    /// The lines of a file's text (comments `#` and empty lines skipped);
    /// the first bad line is the error.
    pub fn parse(text: &str) -> Result<Openings, OpeningError> {
        let mut openings = Openings::default();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |reason: String| OpeningError {
                line: index + 1,
                reason,
            };
            let opening = parse_line(line).map_err(bad)?;
            let end = opening
                .moves
                .iter()
                .try_fold(Position::new(Variant::Othello), |at, &square| {
                    at.play(Move::Place(square))
                })
                .map_err(|error| bad(format!("{}: {error}", opening.name)))?;
            openings.ends.push(key(&end));
            openings.lines.push(opening);
        }
        Ok(openings)
    }

    /// The file shipped with the engine (`engine/data/openings.txt`),
    /// read once.
    pub fn shipped() -> &'static Openings {
        static SHIPPED: OnceLock<Openings> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            // engine/tests/openings.rs reads the same file: it parses.
            Openings::parse(include_str!("../data/openings.txt")).unwrap_or_default()
        })
    }

    pub fn lines(&self) -> &[Opening] {
        &self.lines
    }

    /// The line named at this position, if any.
    pub fn at(&self, position: &Position) -> Option<&Opening> {
        let wanted = key(position);
        let found = self.ends.iter().position(|&end| end == wanted)?;
        Some(&self.lines[found])
    }

    /// The name of a game's opening, from its positions in order (the
    /// start first): the longest named line the game went through; with
    /// a free centre opening, the shape its four centre placements made.
    pub fn of_game(&self, positions: &[Position]) -> Option<GameOpening<'_>> {
        let shape = positions.iter().find_map(CentreShape::of);
        let line = positions.iter().rev().find_map(|p| self.at(p));
        (shape.is_some() || line.is_some()).then_some(GameOpening { shape, line })
    }
}

/// What a game's opening is called.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameOpening<'a> {
    /// The centre's shape, in the variants with a free centre opening,
    /// once the four centre squares are filled.
    pub shape: Option<CentreShape>,
    /// The longest named line.
    pub line: Option<&'a Opening>,
}

/// The shape the four centre placements of the free opening make.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CentreShape {
    /// Each colour on a diagonal, as Othello starts.
    Crossed,
    /// Each colour side by side, in a row or a column.
    Parallel,
}

impl CentreShape {
    /// The shape of a position just after its centre was filled (four
    /// discs on the board, all in the centre), in a variant whose game
    /// begins with the free centre opening.
    pub fn of(position: &Position) -> Option<CentreShape> {
        const D4_E5: u64 = (1 << 27) | (1 << 36);
        const E4_D5: u64 = (1 << 28) | (1 << 35);
        const CENTRE: u64 = D4_E5 | E4_D5;
        if !position.variant().has_centre_opening() || position.occupied() != CENTRE {
            return None;
        }
        let black = position.discs(Color::Black);
        Some(if black == D4_E5 || black == E4_D5 {
            CentreShape::Crossed
        } else {
            CentreShape::Parallel
        })
    }

    pub const fn name(self) -> &'static str {
        match self {
            CentreShape::Crossed => "crossed",
            CentreShape::Parallel => "parallel",
        }
    }
}

fn parse_line(line: &str) -> Result<Opening, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let &[moves, name, source] = &fields[..] else {
        return Err(format!(
            "{} fields, expected 3 separated by \" | \": moves | name | source",
            fields.len()
        ));
    };
    if name.is_empty() || source.is_empty() {
        return Err("an empty name or source".to_string());
    }
    if moves.is_empty() || moves.len() % 2 != 0 || !moves.is_ascii() {
        return Err(format!(
            "bad moves '{moves}': expected squares such as f5d6c3"
        ));
    }
    let moves = (0..moves.len())
        .step_by(2)
        .map(|i| moves[i..i + 2].parse::<Square>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| format!("bad moves: {error}"))?;
    Ok(Opening {
        name: name.to_string(),
        moves,
        source: source.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn positions(variant: Variant, moves: &str) -> Vec<Position> {
        let mut at = Position::new(variant);
        let mut all = vec![at];
        for i in (0..moves.len()).step_by(2) {
            at = at
                .play(Move::Place(moves[i..i + 2].parse().unwrap()))
                .unwrap();
            all.push(at);
        }
        all
    }

    const TEXT: &str = "# two lines\n\
        f5d6 | Perpendicular opening | gatliff\n\
        f5d6c3d3c4 | Tiger | gatliff\n";

    #[test]
    fn a_line_is_named_under_every_symmetry() {
        let openings = Openings::parse(TEXT).unwrap();
        // f5 d6 c3 d3 c4 and its images: c4 e3 f6 e6 f5 (turned half
        // round), d3 c5 f6 f5 e6 (mirrored on the a1-h8 diagonal).
        for line in ["f5d6c3d3c4", "c4e3f6e6f5", "d3c5f6f5e6", "e6f4c3c4d3"] {
            let named = openings.of_game(&positions(Variant::Othello, line));
            assert_eq!(
                named.and_then(|n| n.line).map(|l| l.name.as_str()),
                Some("Tiger"),
                "{line}"
            );
        }
    }

    #[test]
    fn the_longest_line_wins_and_stays() {
        let openings = Openings::parse(TEXT).unwrap();
        let name = |moves: &str| {
            openings
                .of_game(&positions(Variant::Othello, moves))
                .and_then(|n| n.line)
                .map(|l| l.name.clone())
        };
        assert_eq!(name("f5"), None);
        assert_eq!(name("f5d6").as_deref(), Some("Perpendicular opening"));
        assert_eq!(name("f5d6c3").as_deref(), Some("Perpendicular opening"));
        assert_eq!(name("f5d6c3d3c4").as_deref(), Some("Tiger"));
        assert_eq!(name("f5d6c3d3c4f4").as_deref(), Some("Tiger"));
        // The parallel opening is not in these two lines.
        assert_eq!(name("f5f4"), None);
    }

    #[test]
    fn the_centre_shapes_of_the_free_opening() {
        // Black d4 and e5 (a diagonal): crossed, the Othello start seen
        // in a mirror, whose names then follow (c5 e6 is f5 d6 mirrored).
        let openings = Openings::parse(TEXT).unwrap();
        let crossed = positions(Variant::Classic, "d4d5e5e4c5e6");
        let named = openings.of_game(&crossed).unwrap();
        assert_eq!(named.shape, Some(CentreShape::Crossed));
        assert_eq!(
            named.line.map(|l| l.name.as_str()),
            Some("Perpendicular opening")
        );
        // Black d4 and e4 (a row): parallel.
        let parallel = positions(Variant::Free, "d4d5e4e5");
        assert_eq!(CentreShape::of(&parallel[4]), Some(CentreShape::Parallel));
        assert_eq!(CentreShape::of(&parallel[3]), None);
        // Othello has no free centre.
        assert_eq!(CentreShape::of(&Position::new(Variant::Othello)), None);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        let error = |text: &str| Openings::parse(text).unwrap_err();
        assert_eq!(error("f5d6 | Name\n").line, 1);
        assert_eq!(error("# c\nf5z9 | Name | gatliff\n").line, 2);
        // d6 is not legal as black's first move.
        assert!(error("d6 | Name | gatliff").reason.contains("Name"));
        assert!(error("f5d | Name | gatliff").reason.contains("bad moves"));
        assert!(error("f5 |  | gatliff").reason.contains("empty"));
    }
}
