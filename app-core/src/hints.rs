//! Hint values as the board shows them: one number a square, the final
//! disc difference for the side to move in whole discs, and how far it
//! falls short of the best. The comparison is made on the rounded numbers,
//! so what a square's name says agrees with the numbers on show (two moves
//! that both show +4 are both the best). The list of the best moves'
//! lines ([`Hints::best`]) and the board's numbered ghost discs of the
//! line in focus ([`ghosts`]) read them too.

use reversi_engine::ai::Hint;
use reversi_engine::{Color, Move, Position, Square};

/// The counts of lines the player may ask for: 0 is all of them.
pub const LINE_COUNTS: [u8; 5] = [1, 2, 3, 5, 0];
/// The count of lines listed before the player picks one.
pub const DEFAULT_LINES: u8 = 3;

/// Hint values for one position.
#[derive(Clone, PartialEq, Debug)]
pub struct Hints {
    pub position: Position,
    pub values: Vec<Hint>,
}

/// One square's hint as the board shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shown {
    /// The final disc difference for the side to move, in whole discs.
    pub discs: i32,
    /// Solved, not estimated.
    pub exact: bool,
    /// How many discs below the best number on show: 0 for the best.
    pub behind: u32,
}

impl Hints {
    /// The hint for `square` in `position`, if these are that position's.
    pub fn get(&self, position: &Position, square: Square) -> Option<Hint> {
        (self.position == *position)
            .then(|| self.values.iter().find(|h| h.square == square).cloned())
            .flatten()
    }

    /// The hint for `square` in `position` as the board shows it.
    pub fn shown(&self, position: &Position, square: Square) -> Option<Shown> {
        let hint = self.get(position, square)?;
        // The values are the mover's, so the best is the largest.
        let best = self.values.iter().map(|h| whole_discs(h.score)).max()?;
        let discs = whole_discs(hint.score);
        Some(Shown {
            discs,
            exact: hint.exact,
            behind: best.abs_diff(discs),
        })
    }

    /// The best `count` hints (all for 0), best first; equal values keep
    /// the order of the squares. (A selection, not a sort: the page's wasm
    /// has no sort of hints to share.)
    pub fn best(&self, count: u8) -> Vec<&Hint> {
        let mut taken = 0;
        let mut best = Vec::new();
        while count == 0 || best.len() < usize::from(count) {
            let Some(top) = self
                .values
                .iter()
                .filter(|h| taken & h.square.bit() == 0)
                .reduce(|top, h| if h.score > top.score { h } else { top })
            else {
                break;
            };
            taken |= top.square.bit();
            best.push(top);
        }
        best
    }
}

/// A count of lines as the choice and the settings write it, if it is
/// one of [`LINE_COUNTS`].
pub fn line_count(text: &str) -> Option<u8> {
    LINE_COUNTS.into_iter().find(|n| n.to_string() == text)
}

/// The placements of `line` played from `position`, each with its number
/// among them (from 1: passes have none) and the colour that places it.
pub fn ghosts(position: &Position, line: &[Move]) -> Vec<(Square, usize, Color)> {
    let mut color = position.side_to_move();
    let mut ghosts = Vec::new();
    for &mv in line {
        if let Move::Place(square) = mv {
            ghosts.push((square, ghosts.len() + 1, color));
        }
        color = color.opposite();
    }
    ghosts
}

/// Hundredths of a disc in whole discs, halves away from zero; a value
/// that rounds to nothing is 0, never "−0".
pub fn whole_discs(hundredths: i32) -> i32 {
    let whole = ((hundredths.unsigned_abs() + 50) / 100) as i32;
    if hundredths < 0 {
        -whole
    } else {
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;
    use reversi_engine::Variant;

    #[test]
    fn hundredths_round_to_the_nearest_disc() {
        for (hundredths, discs) in [
            (0, 0),
            (49, 0),
            (-49, 0),
            (-4, 0),
            (50, 1),
            (-50, -1),
            (151, 2),
            (-1250, -13),
            (6400, 64),
        ] {
            assert_eq!(whole_discs(hundredths), discs, "{hundredths}");
        }
    }

    #[test]
    fn the_best_and_the_shortfall_follow_the_numbers_on_show() {
        let position = Position::new(Variant::Othello);
        let hint = |square, score, exact| Hint {
            line: Vec::new(),
            square: sq(square),
            score,
            exact,
        };
        let hints = Hints {
            position,
            values: vec![
                hint("d3", 440, false),
                hint("c4", 410, false),
                hint("f5", 160, false),
                hint("e6", -80, false),
            ],
        };
        let shown = |square| hints.shown(&position, sq(square));
        // 4.4 and 4.1 both show +4: both are the best.
        assert_eq!(
            shown("d3"),
            Some(Shown {
                discs: 4,
                exact: false,
                behind: 0
            })
        );
        assert_eq!(shown("c4").map(|s| (s.discs, s.behind)), Some((4, 0)));
        assert_eq!(shown("f5").map(|s| (s.discs, s.behind)), Some((2, 2)));
        assert_eq!(shown("e6").map(|s| (s.discs, s.behind)), Some((-1, 5)));
        // No hint off the legal moves, nor for another position.
        assert_eq!(shown("a1"), None);
        let other = Position::new(Variant::Classic);
        assert_eq!(hints.shown(&other, sq("d3")), None);

        // Solved values, all behind the best.
        let solved = Hints {
            position,
            values: vec![hint("d3", -200, true), hint("c4", -1400, true)],
        };
        assert_eq!(
            solved.shown(&position, sq("c4")),
            Some(Shown {
                discs: -14,
                exact: true,
                behind: 12
            })
        );
    }

    #[test]
    fn the_best_lines_come_first_and_as_many_as_asked() {
        let position = Position::new(Variant::Othello);
        let hint = |square, score| Hint {
            line: Vec::new(),
            square: sq(square),
            score,
            exact: false,
        };
        let hints = Hints {
            position,
            values: vec![
                hint("c4", 120),
                hint("d3", 440),
                hint("e6", -80),
                hint("f5", 440),
            ],
        };
        let squares = |count| {
            hints
                .best(count)
                .iter()
                .map(|h| h.square.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(squares(1), ["d3"]);
        assert_eq!(squares(3), ["d3", "f5", "c4"]);
        // More than there are, or all: every move.
        assert_eq!(squares(5), ["d3", "f5", "c4", "e6"]);
        assert_eq!(squares(0), squares(5));
        assert!(LINE_COUNTS.contains(&DEFAULT_LINES));
        assert_eq!(line_count("5"), Some(5));
        assert_eq!(line_count("0"), Some(0));
        assert_eq!(line_count("4"), None);
        assert_eq!(line_count(" 3"), None);
    }

    #[test]
    fn a_line_numbers_its_placements_in_the_colours_that_play_them() {
        // White to move after f5 in Othello.
        let position = Position::new(Variant::Othello)
            .play(Move::Place(sq("f5")))
            .unwrap();
        let line = [
            Move::Place(sq("d6")),
            Move::Place(sq("c3")),
            Move::Pass,
            Move::Place(sq("d3")),
        ];
        // White passed: black places again, and the pass has no number.
        assert_eq!(
            ghosts(&position, &line),
            [
                (sq("d6"), 1, Color::White),
                (sq("c3"), 2, Color::Black),
                (sq("d3"), 3, Color::Black)
            ]
        );
        assert_eq!(ghosts(&position, &[]), []);
    }
}
