//! Hint values as the board shows them: one number a square, the final
//! disc difference for the side to move in whole discs, and how far it
//! falls short of the best. The comparison is made on the rounded numbers,
//! so what a square's name says agrees with the numbers on show (two moves
//! that both show +4 are both the best).

use reversi_engine::ai::Hint;
use reversi_engine::{Position, Square};

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
}
