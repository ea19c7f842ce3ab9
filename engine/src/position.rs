//! A position of any variant: the board, the side to move, the discs left in
//! each hand; legal moves, checked and unchecked play, and the outcome.

use std::fmt;

use crate::bitboard::{self, CENTRE};
use crate::{Square, Variant};

/// A player's colour. The second player's discs are red in the classic game
/// and white otherwise; the engine calls them `White` in every variant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// "black", or "red"/"white" as the variant calls the second colour.
    pub const fn name(self, variant: Variant) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => variant.second_colour_name(),
        }
    }
}

/// A move: a disc placed on a square, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Place(Square),
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(square) => square.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Where the game is: the classic centre opening (four free placements on the
/// centre squares, nothing flips) or normal play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    CentreOpening,
    Normal,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayError {
    GameOver,
    Occupied(Square),
    OutsideCentre(Square),
    FlipsNothing(Square),
    NoDiscsLeft,
    PassNotAllowed,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Occupied(s) => write!(f, "{s} is occupied"),
            PlayError::OutsideCentre(s) => write!(
                f,
                "{s} is outside the centre: the first four discs go on d4, e4, d5 and e5"
            ),
            PlayError::FlipsNothing(s) => write!(f, "{s} flips nothing"),
            PlayError::NoDiscsLeft => f.write_str("the side to move has no discs left"),
            PlayError::PassNotAllowed => {
                f.write_str("a pass is only allowed with no legal placement")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// The end of a game: each side's score under the variant's counting, and the winner.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub black: u8,
    pub white: u8,
    /// `None` for a draw.
    pub winner: Option<Color>,
}

/// Why a set of discs and supplies is not a position of the variant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupError {
    Overlap,
    SupplyTooLarge,
    SupplyMismatch,
    OpeningOutsideCentre,
    /// Othello: one of the four centre squares is empty (they start filled
    /// and never empty).
    CentreNotFilled,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SetupError::Overlap => "a square holds two discs",
            SetupError::SupplyTooLarge => "a player has more discs left than the variant allows",
            SetupError::SupplyMismatch => {
                "the discs left in the hands do not match the discs on the board"
            }
            SetupError::OpeningOutsideCentre => {
                "discs lie outside the centre while a centre square is still empty"
            }
            SetupError::CentreNotFilled => {
                "the four centre squares must all hold a disc (Othello starts with them filled)"
            }
        })
    }
}

impl std::error::Error for SetupError {}

/// The supply of a variant without a disc limit: more than can ever be placed.
const UNLIMITED: u8 = 64;

/// A position, stored from the side to move's point of view so that search
/// never branches on colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    player: u64,
    opponent: u64,
    player_supply: u8,
    opponent_supply: u8,
    side_to_move: Color,
    variant: Variant,
}

impl Position {
    /// The starting position: an empty board (classic, free) or the cross with
    /// white on d4 and e5 (Othello). Black moves first.
    pub fn new(variant: Variant) -> Position {
        let supply = variant.disc_limit().unwrap_or(UNLIMITED);
        let (black, white) = if variant.has_centre_opening() {
            (0, 0)
        } else {
            (bit("d5") | bit("e4"), bit("d4") | bit("e5"))
        };
        Position {
            player: black,
            opponent: white,
            player_supply: supply,
            opponent_supply: supply,
            side_to_move: Color::Black,
            variant,
        }
    }

    /// A position from its parts, checked for consistency. `supplies` are the
    /// discs left to black and to white; they are ignored (and may be anything)
    /// in variants without a disc limit.
    pub fn from_parts(
        variant: Variant,
        black: u64,
        white: u64,
        side_to_move: Color,
        supplies: (u8, u8),
    ) -> Result<Position, SetupError> {
        if black & white != 0 {
            return Err(SetupError::Overlap);
        }
        let occupied = black | white;
        if occupied & CENTRE != CENTRE {
            if !variant.has_centre_opening() {
                return Err(SetupError::CentreNotFilled);
            }
            if occupied & !CENTRE != 0 {
                return Err(SetupError::OpeningOutsideCentre);
            }
        }
        let (black_supply, white_supply) = match variant.disc_limit() {
            None => (UNLIMITED, UNLIMITED),
            Some(limit) => {
                if supplies.0 > limit || supplies.1 > limit {
                    return Err(SetupError::SupplyTooLarge);
                }
                let placed = u32::from(2 * limit - supplies.0 - supplies.1);
                if placed != occupied.count_ones() {
                    return Err(SetupError::SupplyMismatch);
                }
                supplies
            }
        };
        let position = Position {
            player: black,
            opponent: white,
            player_supply: black_supply,
            opponent_supply: white_supply,
            side_to_move: Color::Black,
            variant,
        };
        Ok(match side_to_move {
            Color::Black => position,
            Color::White => position.swapped(),
        })
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The side to move's discs.
    pub fn player(&self) -> u64 {
        self.player
    }

    /// The discs of the side not to move.
    pub fn opponent(&self) -> u64 {
        self.opponent
    }

    pub fn occupied(&self) -> u64 {
        self.player | self.opponent
    }

    pub fn empty_count(&self) -> u32 {
        64 - self.occupied().count_ones()
    }

    /// Discs left in the side to move's hand (64 where there is no limit).
    #[inline]
    pub fn supply_left(&self) -> u8 {
        self.player_supply
    }

    /// Discs left in the other side's hand (64 where there is no limit).
    #[inline]
    pub fn opponent_supply_left(&self) -> u8 {
        self.opponent_supply
    }

    /// What a transposition table must add to the two bitboards to tell
    /// positions apart: both supplies and whether the empties go to the winner.
    #[inline]
    pub(crate) fn table_key(&self) -> u16 {
        u16::from(self.player_supply & 0x7F)
            | u16::from(self.opponent_supply & 0x7F) << 7
            | u16::from(self.variant.empties_to_winner()) << 14
    }

    /// Whose disc is on `square`, if any.
    pub fn color_at(&self, square: Square) -> Option<Color> {
        if self.player & square.bit() != 0 {
            Some(self.side_to_move)
        } else if self.opponent & square.bit() != 0 {
            Some(self.side_to_move.opposite())
        } else {
            None
        }
    }

    pub fn discs(&self, color: Color) -> u64 {
        if color == self.side_to_move {
            self.player
        } else {
            self.opponent
        }
    }

    pub fn count(&self, color: Color) -> u32 {
        self.discs(color).count_ones()
    }

    /// Discs left in `color`'s hand, or `None` in a variant without a limit.
    pub fn supply(&self, color: Color) -> Option<u8> {
        self.variant.disc_limit()?;
        Some(if color == self.side_to_move {
            self.player_supply
        } else {
            self.opponent_supply
        })
    }

    pub fn phase(&self) -> Phase {
        if self.in_centre_opening() {
            Phase::CentreOpening
        } else {
            Phase::Normal
        }
    }

    #[inline]
    fn in_centre_opening(&self) -> bool {
        self.occupied() & CENTRE != CENTRE && self.variant.has_centre_opening()
    }

    /// The squares where the side to move may place a disc.
    #[inline]
    pub fn placements(&self) -> u64 {
        if self.player_supply == 0 {
            0
        } else if self.in_centre_opening() {
            CENTRE & !self.occupied()
        } else {
            bitboard::placements(self.player, self.opponent)
        }
    }

    /// Whether the side not to move could place a disc if it were its turn.
    #[inline]
    pub fn opponent_can_place(&self) -> bool {
        self.swapped().placements() != 0
    }

    pub fn is_over(&self) -> bool {
        self.placements() == 0 && !self.opponent_can_place()
    }

    /// The side to move has no placement but the game goes on.
    pub fn must_pass(&self) -> bool {
        self.placements() == 0 && self.opponent_can_place()
    }

    /// Every legal move: the placements, or a lone pass; empty when the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let placements = self.placements();
        if placements != 0 {
            Square::iter_bits(placements).map(Move::Place).collect()
        } else if self.opponent_can_place() {
            vec![Move::Pass]
        } else {
            Vec::new()
        }
    }

    /// The opponent discs that placing on `square` would flip (0 if it flips
    /// nothing, including every placement of the centre opening).
    pub fn flips(&self, square: Square) -> u64 {
        if self.occupied() & square.bit() != 0 || self.in_centre_opening() {
            return 0;
        }
        bitboard::flips(self.player, self.opponent, square.index())
    }

    /// Why `mv` is illegal here, if it is.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        let placements = self.placements();
        match mv {
            _ if placements == 0 && !self.opponent_can_place() => Err(PlayError::GameOver),
            Move::Pass if placements == 0 => Ok(()),
            Move::Pass => Err(PlayError::PassNotAllowed),
            Move::Place(square) if placements & square.bit() != 0 => Ok(()),
            Move::Place(_) if self.player_supply == 0 => Err(PlayError::NoDiscsLeft),
            Move::Place(square) if self.occupied() & square.bit() != 0 => {
                Err(PlayError::Occupied(square))
            }
            Move::Place(square) if self.in_centre_opening() => {
                Err(PlayError::OutsideCentre(square))
            }
            Move::Place(square) => Err(PlayError::FlipsNothing(square)),
        }
    }

    /// Plays a move after checking it.
    pub fn play(&self, mv: Move) -> Result<Position, PlayError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move known to be legal (for search). An illegal move gives a
    /// position that breaks the rules, never a panic.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        match mv {
            Move::Place(square) => self.place_unchecked(square),
            Move::Pass => self.swapped(),
        }
    }

    /// Places the side to move's disc on `square` and flips.
    #[inline]
    pub(crate) fn place_unchecked(&self, square: Square) -> Position {
        let flipped = bitboard::flips(self.player, self.opponent, square.index());
        self.place_with_flips(square.index(), flipped)
    }

    /// As `place_unchecked`, with the flips already computed, on square
    /// `index` (0..64): for the solver, whose move lists hold indices.
    #[inline]
    pub(crate) fn place_with_flips(&self, index: u8, flipped: u64) -> Position {
        let spent = self.variant.disc_limit().is_some() as u8;
        Position {
            player: self.opponent ^ flipped,
            opponent: self.player | flipped | (1u64 << (index & 63)),
            player_supply: self.opponent_supply,
            opponent_supply: self.player_supply.saturating_sub(spent),
            side_to_move: self.side_to_move.opposite(),
            variant: self.variant,
        }
    }

    /// The same board with the other side to move (a pass).
    #[inline]
    pub fn swapped(&self) -> Position {
        Position {
            player: self.opponent,
            opponent: self.player,
            player_supply: self.opponent_supply,
            opponent_supply: self.player_supply,
            side_to_move: self.side_to_move.opposite(),
            variant: self.variant,
        }
    }

    /// The final disc difference for the side to move, under the variant's
    /// scoring, if the game ended here.
    #[inline]
    pub fn final_difference(&self) -> i32 {
        let mine = self.player.count_ones() as i32;
        let theirs = self.opponent.count_ones() as i32;
        let difference = mine - theirs;
        if !self.variant.empties_to_winner() || difference == 0 {
            return difference;
        }
        let empties = 64 - mine - theirs;
        if difference > 0 {
            difference + empties
        } else {
            difference - empties
        }
    }

    /// The result, once neither side can move.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let difference = self.final_difference();
        let total = self.occupied().count_ones() as i32;
        // World Othello Federation scoring: the empties go to the winner, or
        // are shared on a draw.
        let total = if self.variant.empties_to_winner() {
            64
        } else {
            total
        };
        let mover = ((total + difference) / 2) as u8;
        let other = ((total - difference) / 2) as u8;
        let (black, white) = match self.side_to_move {
            Color::Black => (mover, other),
            Color::White => (other, mover),
        };
        let winner = match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            black,
            white,
            winner,
        })
    }
}

fn bit(name: &str) -> u64 {
    name.parse::<Square>().map(Square::bit).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn classic_opening_places_on_the_centre_only() {
        let start = Position::new(Variant::Classic);
        assert_eq!(start.phase(), Phase::CentreOpening);
        assert_eq!(start.placements(), CENTRE);
        assert_eq!(
            start.play(Move::Place(sq("c3"))),
            Err(PlayError::OutsideCentre(sq("c3")))
        );
        assert_eq!(start.play(Move::Pass), Err(PlayError::PassNotAllowed));
        let mut position = start;
        for name in ["d4", "d5", "e4", "e5"] {
            let before = position.occupied().count_ones();
            position = position.play(Move::Place(sq(name))).unwrap();
            assert_eq!(position.occupied().count_ones(), before + 1);
        }
        assert_eq!(position.phase(), Phase::Normal);
        assert_eq!(position.supply(Color::Black), Some(30));
        assert_eq!(position.supply(Color::White), Some(30));
    }

    #[test]
    fn othello_scores_empties_for_the_winner() {
        // Black on the four centre squares, white has none: game over,
        // black wins 64-0.
        let black = bit("d4") | bit("e4") | bit("d5") | bit("e5");
        let position =
            Position::from_parts(Variant::Othello, black, 0, Color::White, (0, 0)).unwrap();
        let outcome = position.outcome().unwrap();
        assert_eq!((outcome.black, outcome.white), (64, 0));
        assert_eq!(outcome.winner, Some(Color::Black));
        assert_eq!(position.final_difference(), -64);
    }

    #[test]
    fn setup_rejects_inconsistent_supplies() {
        let black = bit("d4") | bit("e4");
        let white = bit("d5") | bit("e5");
        assert!(
            Position::from_parts(Variant::Classic, black, white, Color::Black, (30, 30)).is_ok()
        );
        assert_eq!(
            Position::from_parts(Variant::Classic, black, white, Color::Black, (32, 30)),
            Err(SetupError::SupplyMismatch)
        );
        assert_eq!(
            Position::from_parts(Variant::Classic, black, white, Color::Black, (40, 0)),
            Err(SetupError::SupplyTooLarge)
        );
        assert_eq!(
            Position::from_parts(Variant::Classic, black, black, Color::Black, (30, 30)),
            Err(SetupError::Overlap)
        );
        assert_eq!(
            Position::from_parts(Variant::Free, bit("a1"), 0, Color::Black, (0, 0)),
            Err(SetupError::OpeningOutsideCentre)
        );
    }

    #[test]
    fn othello_setup_needs_the_four_centre_squares_filled() {
        let centre = bit("d4") | bit("e4") | bit("d5") | bit("e5");
        let othello = |black, white| {
            Position::from_parts(Variant::Othello, black, white, Color::Black, (0, 0))
        };
        assert!(othello(bit("d5") | bit("e4"), bit("d4") | bit("e5")).is_ok());
        assert!(othello(centre | bit("a1"), bit("h8")).is_ok());
        for missing in ["d4", "d5", "e4", "e5"] {
            let without = centre & !bit(missing);
            assert_eq!(
                othello(without & !bit("d4"), without & bit("d4")),
                Err(SetupError::CentreNotFilled),
                "{missing} empty"
            );
            assert_eq!(
                othello(without | bit("c3"), 0),
                Err(SetupError::CentreNotFilled),
                "{missing} empty, c3 taken"
            );
        }
        assert_eq!(othello(0, 0), Err(SetupError::CentreNotFilled));
        assert_eq!(
            obf::parse(Variant::Othello, &format!("{} X", "-".repeat(64))),
            Err(obf::BoardError::Setup(SetupError::CentreNotFilled))
        );
        assert!(SetupError::CentreNotFilled.to_string().contains("centre"));
        // Classic and free: an empty centre square is the opening still
        // going on, refused only with discs elsewhere.
        for variant in [Variant::Classic, Variant::Free] {
            let partial = bit("d4") | bit("e5");
            assert!(Position::from_parts(variant, partial, 0, Color::White, (30, 32)).is_ok());
            assert_eq!(
                Position::from_parts(variant, partial | bit("c3"), 0, Color::White, (29, 32)),
                Err(SetupError::OpeningOutsideCentre)
            );
        }
    }
}
