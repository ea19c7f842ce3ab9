//! The position editor: discs put on and taken off the board, the side to
//! move and, in classic, the discs left in each hand, checked against the
//! rules (`Position::from_parts`) when the player is done. Nothing typed is
//! lost on a refusal: the editor keeps it as it was.

use reversi_engine::{Color, Position, SetupError, Square, Variant};

use crate::game::Players;

/// What a click on a square puts there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    Disc(Color),
    Empty,
}

/// The discs left in one hand (classic only).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hand {
    /// Not typed: as if nobody had passed (black placed the larger half of
    /// the discs on the board), updated as the board changes.
    FollowsBoard,
    /// Typed by the player, kept as typed (it may be out of range).
    Typed(i64),
    /// Typed, but not a whole number.
    NotANumber,
}

/// Why the position cannot be played from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupProblem {
    /// A hand is not a whole number from 0 to the disc limit.
    HandOutOfRange(Color),
    /// The hands do not account for the discs on the board: `placed`
    /// discs should be on it by the hands, and `discs` are.
    HandsMismatch { discs: u32, placed: u32 },
    /// Any other rule of `Position::from_parts`.
    Rules(SetupError),
}

/// What a valid position means for play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ready {
    /// The side to move has a placement.
    ToMove(Color),
    /// The side to move has none and passes; the other moves first.
    MustPass(Color),
    /// Neither side can move: the game is over.
    Over,
}

/// The editor's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    variant: Variant,
    black: u64,
    white: u64,
    pub side: Color,
    hands: [Hand; 2],
    pub tool: Tool,
    /// Who plays from the position.
    pub players: Players,
}

impl Setup {
    /// The editor on `position` (the game on the board). Its hands follow
    /// the board if they are what the board alone would give.
    pub fn from_position(position: &Position) -> Setup {
        let mut setup = Setup {
            variant: position.variant(),
            black: position.discs(Color::Black),
            white: position.discs(Color::White),
            side: position.side_to_move(),
            hands: [Hand::FollowsBoard; 2],
            tool: Tool::Disc(Color::Black),
            players: Players::default(),
        };
        for color in [Color::Black, Color::White] {
            if let Some(left) = position.supply(color) {
                if setup.hand(color) != Some(i64::from(left)) {
                    setup.hands[index(color)] = Hand::Typed(i64::from(left));
                }
            }
        }
        setup
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colour of the disc on `square`, if any.
    pub fn disc(&self, square: Square) -> Option<Color> {
        if self.black & square.bit() != 0 {
            Some(Color::Black)
        } else if self.white & square.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Applies the tool to `square`; a disc of the tool's colour comes off
    /// again, so that one tool both puts and takes (quick on a phone).
    pub fn click(&mut self, square: Square) {
        let bit = square.bit();
        let now = self.disc(square);
        self.black &= !bit;
        self.white &= !bit;
        match self.tool {
            Tool::Disc(color) if now != Some(color) => match color {
                Color::Black => self.black |= bit,
                Color::White => self.white |= bit,
            },
            _ => {}
        }
    }

    /// An empty board, hands following it.
    pub fn clear(&mut self) {
        self.black = 0;
        self.white = 0;
        self.side = Color::Black;
        self.hands = [Hand::FollowsBoard; 2];
    }

    /// The variant's starting position.
    pub fn start(&mut self) {
        self.load(&Position::new(self.variant));
    }

    /// Everything from `position` (the game's), the tool and the players
    /// kept.
    pub fn load(&mut self, position: &Position) {
        *self = Setup {
            tool: self.tool,
            players: self.players,
            ..Setup::from_position(position)
        };
    }

    /// Another variant for the same discs; the hands follow the board.
    pub fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
        self.hands = [Hand::FollowsBoard; 2];
    }

    /// Sets a hand from the text of its input (empty: follow the board).
    pub fn set_hand(&mut self, color: Color, text: &str) {
        let text = text.trim();
        self.hands[index(color)] = if text.is_empty() {
            Hand::FollowsBoard
        } else {
            text.parse().map_or(Hand::NotANumber, Hand::Typed)
        };
    }

    /// The discs left in `color`'s hand as the input shows them: typed, or
    /// what the board gives; `None` without a disc limit or if not a number.
    pub fn hand(&self, color: Color) -> Option<i64> {
        let limit = i64::from(self.variant.disc_limit()?);
        match self.hands[index(color)] {
            Hand::Typed(left) => Some(left),
            Hand::NotANumber => None,
            Hand::FollowsBoard => {
                let discs = i64::from((self.black | self.white).count_ones());
                let placed = match color {
                    Color::Black => (discs + 1) / 2,
                    Color::White => discs / 2,
                };
                Some((limit - placed).max(0))
            }
        }
    }

    /// The position, or why it cannot be played from.
    pub fn position(&self) -> Result<Position, SetupProblem> {
        let limit = self.variant.disc_limit();
        let mut supplies = (0u8, 0u8);
        if let Some(limit) = limit {
            let mut hands = [0u8; 2];
            for color in [Color::Black, Color::White] {
                hands[index(color)] = self
                    .hand(color)
                    .filter(|left| (0..=i64::from(limit)).contains(left))
                    .and_then(|left| u8::try_from(left).ok())
                    .ok_or(SetupProblem::HandOutOfRange(color))?;
            }
            supplies = (hands[0], hands[1]);
        }
        Position::from_parts(self.variant, self.black, self.white, self.side, supplies).map_err(
            |error| match (error, limit) {
                (SetupError::SupplyMismatch, Some(limit)) => SetupProblem::HandsMismatch {
                    discs: (self.black | self.white).count_ones(),
                    placed: u32::from(2 * limit - supplies.0 - supplies.1),
                },
                _ => SetupProblem::Rules(error),
            },
        )
    }

    /// Whether the side to move can play, must pass, or the game is over.
    pub fn ready(position: &Position) -> Ready {
        let side = position.side_to_move();
        if position.is_over() {
            Ready::Over
        } else if position.must_pass() {
            Ready::MustPass(side)
        } else {
            Ready::ToMove(side)
        }
    }
}

/// The value of a colour in the editor's side and player menus, and its
/// test ids' suffix: `black` or `second` (red or white).
pub fn side_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "second",
    }
}

/// A tool's `data-testid` in the editor.
pub fn tool_id(tool: Tool) -> &'static str {
    match tool {
        Tool::Disc(Color::Black) => "setup-black",
        Tool::Disc(Color::White) => "setup-red",
        Tool::Empty => "setup-empty",
    }
}

/// The tools in the order they are shown.
pub const TOOLS: [Tool; 3] = [
    Tool::Disc(Color::Black),
    Tool::Disc(Color::White),
    Tool::Empty,
];

fn index(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::obf;

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn editor(variant: Variant) -> Setup {
        let mut setup = Setup::from_position(&Position::new(variant));
        setup.clear();
        setup
    }

    #[test]
    fn clicks_put_and_take_discs() {
        let mut setup = editor(Variant::Othello);
        setup.click(square("d4"));
        assert_eq!(setup.disc(square("d4")), Some(Color::Black));
        setup.tool = Tool::Disc(Color::White);
        setup.click(square("d4"));
        assert_eq!(setup.disc(square("d4")), Some(Color::White));
        setup.click(square("d4"));
        assert_eq!(setup.disc(square("d4")), None);
        setup.click(square("e5"));
        setup.tool = Tool::Empty;
        setup.click(square("e5"));
        assert_eq!(setup.disc(square("e5")), None);
    }

    #[test]
    fn the_start_and_a_game_come_back_as_they_were() {
        for variant in Variant::ALL {
            let start = Position::new(variant);
            assert_eq!(Setup::from_position(&start).position(), Ok(start));
        }
        // Red has passed once here, so the hands are not the board's own.
        let position = obf::parse(
            Variant::Classic,
            "---------------------------XX------XO------X-------------------- X 28 31",
        );
        let position = position.unwrap();
        let setup = Setup::from_position(&position);
        assert_eq!(setup.hand(Color::Black), Some(28));
        assert_eq!(setup.hand(Color::White), Some(31));
        assert_eq!(setup.position(), Ok(position));
    }

    #[test]
    fn classic_hands_follow_the_board_until_typed() {
        let mut setup = editor(Variant::Classic);
        for name in ["d4", "e4", "d5", "e5", "c3"] {
            setup.click(square(name));
        }
        // Five discs: black placed three, red two.
        assert_eq!(setup.hand(Color::Black), Some(29));
        assert_eq!(setup.hand(Color::White), Some(30));
        assert!(setup.position().is_ok());
        setup.set_hand(Color::White, "20");
        assert_eq!(
            setup.position(),
            Err(SetupProblem::HandsMismatch {
                discs: 5,
                placed: 3 + 12
            })
        );
        setup.set_hand(Color::White, "33");
        assert_eq!(
            setup.position(),
            Err(SetupProblem::HandOutOfRange(Color::White))
        );
        setup.set_hand(Color::Black, "-1");
        assert_eq!(
            setup.position(),
            Err(SetupProblem::HandOutOfRange(Color::Black))
        );
        setup.set_hand(Color::Black, "two");
        assert_eq!(setup.hand(Color::Black), None);
        setup.set_hand(Color::Black, "");
        setup.set_hand(Color::White, " ");
        assert!(setup.position().is_ok());
    }

    #[test]
    fn the_centre_comes_first() {
        let mut setup = editor(Variant::Classic);
        setup.click(square("a1"));
        assert_eq!(
            setup.position(),
            Err(SetupProblem::Rules(SetupError::OpeningOutsideCentre))
        );
        // During the opening a half-filled centre is a position.
        setup.click(square("a1"));
        setup.click(square("d4"));
        setup.side = Color::White;
        assert_eq!(
            Setup::ready(&setup.position().unwrap()),
            Ready::ToMove(Color::White)
        );
    }

    #[test]
    fn passes_and_ends_are_told() {
        let mut setup = editor(Variant::Othello);
        for name in ["d4", "e4", "d5", "e5"] {
            setup.click(square(name));
        }
        // Black discs only: nobody can move.
        assert_eq!(Setup::ready(&setup.position().unwrap()), Ready::Over);
        // A red disc on c4 whose lines of black run to the edge (row 4 and
        // the diagonal to g8): black can trap it from b4, red can trap
        // nothing.
        for name in ["f4", "g4", "h4", "e6", "f7", "g8"] {
            setup.click(square(name));
        }
        setup.tool = Tool::Disc(Color::White);
        setup.click(square("c4"));
        setup.side = Color::White;
        assert_eq!(
            Setup::ready(&setup.position().unwrap()),
            Ready::MustPass(Color::White)
        );
        setup.side = Color::Black;
        assert_eq!(
            Setup::ready(&setup.position().unwrap()),
            Ready::ToMove(Color::Black)
        );
    }
}
