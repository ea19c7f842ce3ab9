//! The game-state store: the placements played so far, automatic passes,
//! undo and redo, and reviewing an earlier position. A plain struct with no
//! browser in sight, so it is tested with ordinary `#[test]`s; the components
//! only read it and send it intents.

pub mod session;

use reversi_engine::ai::{Level, LEVELS};
use reversi_engine::transcript::{self, TranscriptError};
use reversi_engine::{Color, Move, Outcome, Phase, PlayError, Position, Square, Variant};

/// Who makes a side's moves: a person at this device, or the engine at one
/// of its levels (1 to 8, the engine's level table).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PlayerKind {
    #[default]
    Human,
    Computer(u8),
}

impl PlayerKind {
    /// The level of a new game's computer: easy to medium.
    pub const DEFAULT_LEVEL: u8 = 3;

    /// Every choice: a person, then the computer at each level.
    pub fn all() -> impl Iterator<Item = PlayerKind> {
        std::iter::once(PlayerKind::Human).chain(
            LEVELS
                .iter()
                .map(|level| PlayerKind::Computer(level.number)),
        )
    }

    /// The name used in saved games and links: `human` or `ai:3`.
    pub fn name(self) -> String {
        match self {
            PlayerKind::Human => "human".into(),
            PlayerKind::Computer(level) => format!("ai:{level}"),
        }
    }

    /// Reads `human`, `ai:L` for a level L of the table, or `ai` for the
    /// default level; any case.
    pub fn parse(text: &str) -> Option<PlayerKind> {
        let text = text.to_ascii_lowercase();
        match text.as_str() {
            "human" => Some(PlayerKind::Human),
            "ai" => Some(PlayerKind::Computer(Self::DEFAULT_LEVEL)),
            _ => {
                let level: u8 = text.strip_prefix("ai:")?.parse().ok()?;
                Level::get(level).map(|l| PlayerKind::Computer(l.number))
            }
        }
    }

    pub fn level(self) -> Option<Level> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Computer(level) => Level::get(level),
        }
    }
}

/// The kind of player on each side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Players {
    pub black: PlayerKind,
    pub white: PlayerKind,
}

impl Players {
    /// A person with black against the computer at the default level: the
    /// game a first visit starts with.
    pub const fn against_computer() -> Players {
        Players {
            black: PlayerKind::Human,
            white: PlayerKind::Computer(PlayerKind::DEFAULT_LEVEL),
        }
    }

    /// Each side's player on the other side: a rematch with colours swapped.
    pub fn swapped(self) -> Players {
        Players {
            black: self.white,
            white: self.black,
        }
    }

    pub fn get(&self, color: Color) -> PlayerKind {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

/// One placement and what came with it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ply {
    pub square: Square,
    pub color: Color,
    /// The discs the placement turned over.
    pub flips: u64,
    /// The side that then had no placement and passed automatically.
    pub pass: Option<Color>,
}

/// Something the status line must say about the position shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The side had no legal placement and passed.
    Passed(Color),
    /// The side has placed all its discs; the other plays on.
    Exhausted(Color),
}

/// Why a click on the board did not become a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// An earlier position is on show; return to the game first.
    Reviewing,
    /// The side to move is played by the computer.
    ComputersTurn,
    Illegal(PlayError),
}

/// A game in progress.
#[derive(Clone, PartialEq, Debug)]
pub struct Game {
    variant: Variant,
    players: Players,
    plies: Vec<Ply>,
    /// `positions[k]` is the position after `k` placements, with any owed
    /// pass already made; `positions[0]` is the start.
    positions: Vec<Position>,
    /// Undone placements, the next one to redo last.
    redo: Vec<Square>,
    /// The number of placements of the position on review, if any.
    review: Option<usize>,
}

impl Game {
    pub fn new(variant: Variant, players: Players) -> Game {
        Game {
            variant,
            players,
            plies: Vec::new(),
            positions: vec![settle(Position::new(variant)).0],
            redo: Vec::new(),
            review: None,
        }
    }

    /// A game that starts from `position` (a pasted board string) instead
    /// of the variant's start.
    pub fn from_position(players: Players, position: Position) -> Game {
        Game {
            variant: position.variant(),
            players,
            plies: Vec::new(),
            positions: vec![settle(position).0],
            redo: Vec::new(),
            review: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// Whether the game started somewhere else than the variant's start.
    pub fn has_own_start(&self) -> bool {
        self.positions[0] != settle(Position::new(self.variant)).0
    }

    /// The game after a transcript such as `d4d5e4e5d6`.
    pub fn from_transcript(
        variant: Variant,
        players: Players,
        text: &str,
    ) -> Result<Game, TranscriptError> {
        Game::new(variant, players).then_transcript(text)
    }

    /// This game (with no placements yet) after a transcript.
    pub fn then_transcript(self, text: &str) -> Result<Game, TranscriptError> {
        let mut game = self;
        for (index, square) in transcript::parse(text)?.into_iter().enumerate() {
            game.push(square)
                .map_err(|reason| TranscriptError::Illegal {
                    move_number: index + 1,
                    square,
                    reason,
                })?;
        }
        Ok(game)
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn players(&self) -> Players {
        self.players
    }

    pub fn set_players(&mut self, players: Players) {
        self.players = players;
    }

    /// Every placement of the game, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The position after each placement, the start first (an owed pass
    /// already made): one more than `plies`.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The undone placements that redo would replay, next first.
    pub fn redo_line(&self) -> impl Iterator<Item = Square> + '_ {
        self.redo.iter().rev().copied()
    }

    /// The position of the game now (not the one on review).
    pub fn current(&self) -> Position {
        *self.positions.last().expect("the start is always there")
    }

    /// The number of placements behind the position shown.
    pub fn view_index(&self) -> usize {
        self.review.unwrap_or(self.plies.len())
    }

    /// The position shown: the current one, or the one on review.
    pub fn view(&self) -> Position {
        self.positions[self.view_index()]
    }

    /// The placement that led to the position shown.
    pub fn last_ply(&self) -> Option<Ply> {
        self.view_index()
            .checked_sub(1)
            .map(|index| self.plies[index])
    }

    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }

    pub fn transcript(&self) -> String {
        let squares: Vec<Square> = self.plies.iter().map(|ply| ply.square).collect();
        transcript::write(&squares)
    }

    /// Who plays the side to move now, or `None` when the game is over.
    pub fn player_to_move(&self) -> Option<PlayerKind> {
        let current = self.current();
        (!current.is_over()).then(|| self.players.get(current.side_to_move()))
    }

    /// A placement by the person at the device: refused while the
    /// computer has the move.
    pub fn play_as_human(&mut self, square: Square) -> Result<Ply, Refusal> {
        if matches!(self.player_to_move(), Some(PlayerKind::Computer(_))) && !self.is_reviewing() {
            return Err(Refusal::ComputersTurn);
        }
        self.play(square)
    }

    /// Takes back placements until a person has the move again (one
    /// placement when nobody is a computer). `None` if nothing was undone.
    pub fn undo_to_human(&mut self) -> Option<Ply> {
        let first = self.undo()?;
        let mut last = first;
        let any_human = [Color::Black, Color::White]
            .iter()
            .any(|&c| self.players.get(c) == PlayerKind::Human);
        while any_human
            && matches!(self.player_to_move(), Some(PlayerKind::Computer(_)))
            && self.can_undo()
        {
            match self.undo() {
                Some(ply) => last = ply,
                None => break,
            }
        }
        Some(last)
    }

    /// The squares where a click plays: none while reviewing or when over.
    pub fn playable(&self) -> u64 {
        if self.is_reviewing() {
            0
        } else {
            self.current().placements()
        }
    }

    /// The free centre squares, while the centre opening lasts.
    pub fn opening_squares(&self) -> u64 {
        let view = self.view();
        if view.phase() == Phase::CentreOpening {
            view.placements()
        } else {
            0
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.view().outcome()
    }

    /// What the status must announce about the position shown.
    pub fn notice(&self) -> Option<Notice> {
        let view = self.view();
        if view.is_over() {
            return None;
        }
        for color in [Color::Black, Color::White] {
            if view.supply(color) == Some(0) {
                return Some(Notice::Exhausted(color));
            }
        }
        self.last_ply().and_then(|ply| ply.pass).map(Notice::Passed)
    }

    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Places the side to move's disc on `square`. A new placement that is
    /// not the next redo forgets the undone line.
    pub fn play(&mut self, square: Square) -> Result<Ply, Refusal> {
        if self.is_reviewing() {
            return Err(Refusal::Reviewing);
        }
        let ply = self.push(square).map_err(Refusal::Illegal)?;
        if self.redo.last() == Some(&square) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(ply)
    }

    /// Takes back the last placement (and the pass that followed it),
    /// returning to the game first if a position is on review.
    pub fn undo(&mut self) -> Option<Ply> {
        self.review = None;
        let ply = self.plies.pop()?;
        self.positions.pop();
        self.redo.push(ply.square);
        Some(ply)
    }

    /// Replays the last undone placement.
    pub fn redo(&mut self) -> Option<Ply> {
        self.review = None;
        let square = *self.redo.last()?;
        match self.push(square) {
            Ok(ply) => {
                self.redo.pop();
                Some(ply)
            }
            Err(_) => {
                self.redo.clear();
                None
            }
        }
    }

    /// Shows the position after `placements` placements; the current count
    /// returns to the game.
    pub fn review(&mut self, placements: usize) {
        self.review = (placements < self.plies.len()).then_some(placements);
    }

    pub fn end_review(&mut self) {
        self.review = None;
    }

    /// The game up to the position after `placements` placements, with no
    /// undone line and nothing on review: where a variation tried from a
    /// reviewed position starts (the game itself is left as it is).
    pub fn branch_at(&self, placements: usize) -> Game {
        let placements = placements.min(self.plies.len());
        Game {
            variant: self.variant,
            players: self.players,
            plies: self.plies[..placements].to_vec(),
            positions: self.positions[..=placements].to_vec(),
            redo: Vec::new(),
            review: None,
        }
    }

    /// Restores an undone line (from a saved game). Stops at the first
    /// placement that is not legal in turn.
    pub fn set_redo_line(&mut self, line: &[Square]) {
        let mut position = self.current();
        self.redo.clear();
        for &square in line {
            match position.play(Move::Place(square)) {
                Ok(next) => position = settle(next).0,
                Err(_) => break,
            }
            self.redo.insert(0, square);
        }
    }

    fn push(&mut self, square: Square) -> Result<Ply, PlayError> {
        let before = self.current();
        let after = before.play(Move::Place(square))?;
        let (after, pass) = settle(after);
        let ply = Ply {
            square,
            color: before.side_to_move(),
            flips: before.flips(square),
            pass,
        };
        self.plies.push(ply);
        self.positions.push(after);
        Ok(ply)
    }
}

/// Makes the pass a side owes, returning who passed.
fn settle(position: Position) -> (Position, Option<Color>) {
    // A pass is legal exactly when the side to move must pass.
    match position.play(Move::Pass) {
        Ok(passed) => (passed, Some(position.side_to_move())),
        Err(_) => (position, None),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn game(variant: Variant, moves: &str) -> Game {
        Game::from_transcript(variant, Players::default(), moves).unwrap()
    }

    /// A classic game in which red passes twice and black then runs out of discs.
    pub const EXHAUSTION: &str = "e5d5d4e4c5c6c7e6f5b7d6c4b6c8c3d3e3b5d7c2b8f6a6g5a5e8f4g4g6f7b3h6h4e7g8h3h7a4a8f2d2e2f3g7f8b2d8g3g1g2b4h8h2a7d1a3h1e1f1b1c1h5a1a2";

    #[test]
    fn a_branch_replays_the_game_up_to_the_reviewed_position() {
        let mut game = game(Variant::Classic, "d4d5e4e5d6c5");
        game.review(4);
        let before = game.clone();
        let mut branch = game.branch_at(game.view_index());
        assert_eq!(game, before, "the game itself is untouched");
        assert_eq!(branch.transcript(), "d4d5e4e5");
        assert!(!branch.is_reviewing() && !branch.can_redo());
        // The parallel start of docs/rules.md: black to move; e6 (not the
        // game's d6) traps e5 against e4.
        assert_eq!(branch.current(), game.view());
        assert_eq!(branch.play(sq("e6")).unwrap().flips, sq("e5").bit());
        assert_eq!(branch.transcript(), "d4d5e4e5e6");
        assert_eq!(game.branch_at(99).transcript(), "d4d5e4e5d6c5");
    }

    #[test]
    fn rules_page_example() {
        let mut game = Game::new(Variant::Classic, Players::default());
        assert_eq!(game.opening_squares().count_ones(), 4);
        for name in ["d4", "d5", "e4", "e5"] {
            let ply = game.play(sq(name)).unwrap();
            assert_eq!(ply.flips, 0);
        }
        assert_eq!(game.opening_squares(), 0);
        let ply = game.play(sq("d6")).unwrap();
        assert_eq!(ply.flips, sq("d5").bit());
        assert_eq!(ply.color, Color::Black);
        let view = game.view();
        assert_eq!(view.count(Color::Black), 4);
        assert_eq!(view.count(Color::White), 1);
        assert_eq!(game.transcript(), "d4d5e4e5d6");
    }

    #[test]
    fn illegal_clicks_change_nothing() {
        let mut game = game(Variant::Classic, "d4d5e4e5");
        let before = game.clone();
        assert_eq!(
            game.play(sq("a1")),
            Err(Refusal::Illegal(PlayError::FlipsNothing(sq("a1"))))
        );
        assert_eq!(
            game.play(sq("d4")),
            Err(Refusal::Illegal(PlayError::Occupied(sq("d4"))))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut game = game(Variant::Classic, "d4d5e4e5d6");
        let after = game.view();
        let undone = game.undo().unwrap();
        assert_eq!(undone.square, sq("d6"));
        assert_eq!(game.transcript(), "d4d5e4e5");
        assert_eq!(game.view().count(Color::White), 2);
        assert!(game.can_redo());
        assert_eq!(game.redo().unwrap().square, sq("d6"));
        assert_eq!(game.view(), after);
        assert!(!game.can_redo());

        // Undo twice, play the next redo move by hand: the rest stays.
        game.undo();
        game.undo();
        assert_eq!(game.redo_line().collect::<Vec<_>>(), [sq("e5"), sq("d6")]);
        game.play(sq("e5")).unwrap();
        assert_eq!(game.redo_line().collect::<Vec<_>>(), [sq("d6")]);
        // A different move forgets it.
        game.play(sq("c6")).unwrap();
        assert!(!game.can_redo());
        assert!(game.undo().is_some());
        while game.undo().is_some() {}
        assert_eq!(game.view(), Position::new(Variant::Classic));
        assert!(!game.can_undo());
    }

    #[test]
    fn review_shows_earlier_positions_and_blocks_play() {
        let mut game = game(Variant::Classic, "d4d5e4e5d6");
        game.review(2);
        assert!(game.is_reviewing());
        assert_eq!(game.view_index(), 2);
        assert_eq!(game.view().occupied().count_ones(), 2);
        assert_eq!(game.last_ply().unwrap().square, sq("d5"));
        assert_eq!(game.playable(), 0);
        assert_eq!(game.play(sq("e4")), Err(Refusal::Reviewing));
        assert_eq!(game.plies().len(), 5);
        game.review(0);
        assert_eq!(game.view(), Position::new(Variant::Classic));
        assert_eq!(game.last_ply(), None);
        game.review(5);
        assert!(!game.is_reviewing());
        game.review(1);
        game.end_review();
        assert_eq!(game.view_index(), 5);
        // Undo during review returns to the game and takes the last move back.
        game.review(1);
        assert_eq!(game.undo().unwrap().square, sq("d6"));
        assert!(!game.is_reviewing());
    }

    #[test]
    fn passes_are_made_and_noticed() {
        let game = game(Variant::Classic, EXHAUSTION);
        let passes: Vec<(usize, Color)> = game
            .plies()
            .iter()
            .enumerate()
            .filter_map(|(i, ply)| ply.pass.map(|c| (i + 1, c)))
            .collect();
        assert!(passes.len() >= 2, "{passes:?}");
        let mut at_pass = game.clone();
        at_pass.review(passes[0].0);
        assert_eq!(at_pass.notice(), Some(Notice::Passed(passes[0].1)));
        assert_eq!(at_pass.view().side_to_move(), passes[0].1.opposite());
    }

    #[test]
    fn exhaustion_is_noticed() {
        let mut game = game(Variant::Classic, EXHAUSTION);
        // Find the first position where black has no discs left.
        let first = (0..=game.plies().len())
            .find(|&k| {
                game.review(k);
                game.view().supply(Color::Black) == Some(0)
            })
            .expect("black runs out");
        game.review(first);
        let expected = if game.view().is_over() {
            None
        } else {
            Some(Notice::Exhausted(Color::Black))
        };
        assert_eq!(game.notice(), expected);
        game.end_review();
        assert!(game.current().is_over());
        assert!(game.outcome().is_some());
        assert_eq!(game.playable(), 0);
    }

    #[test]
    fn othello_starts_with_the_cross() {
        let game = Game::new(Variant::Othello, Players::default());
        assert_eq!(game.view().occupied().count_ones(), 4);
        assert_eq!(game.opening_squares(), 0);
        assert_eq!(game.playable().count_ones(), 4);
        assert_eq!(game.view().supply(Color::Black), None);
    }

    #[test]
    fn transcripts_are_checked() {
        assert!(Game::from_transcript(Variant::Classic, Players::default(), "d4d4").is_err());
        assert!(Game::from_transcript(Variant::Classic, Players::default(), "zz").is_err());
        assert!(Game::from_transcript(Variant::Othello, Players::default(), "f5d6").is_ok());
    }

    #[test]
    fn the_computers_turn_refuses_clicks_and_undo_returns_to_the_person() {
        let mut game = Game::new(Variant::Classic, Players::against_computer());
        assert_eq!(game.player_to_move(), Some(PlayerKind::Human));
        game.play_as_human(sq("d4")).unwrap();
        assert_eq!(game.player_to_move(), Some(PlayerKind::Computer(3)));
        assert_eq!(game.play_as_human(sq("d5")), Err(Refusal::ComputersTurn));
        game.play(sq("d5")).unwrap(); // the computer's answer
        game.play_as_human(sq("e4")).unwrap();
        game.play(sq("e5")).unwrap();
        // Undo takes back the computer's move and the person's before it.
        let undone = game.undo_to_human().unwrap();
        assert_eq!(undone.square, sq("e4"));
        assert_eq!(game.transcript(), "d4d5");
        assert_eq!(game.player_to_move(), Some(PlayerKind::Human));
        // With two people, one placement at a time.
        let mut game = Game::from_transcript(Variant::Classic, Players::default(), "d4d5").unwrap();
        assert_eq!(game.undo_to_human().unwrap().square, sq("d5"));
        assert_eq!(game.transcript(), "d4");
    }

    #[test]
    fn player_kinds_have_names() {
        assert_eq!(PlayerKind::parse("Human"), Some(PlayerKind::Human));
        assert_eq!(PlayerKind::parse("robot"), None);
        assert_eq!(PlayerKind::parse("AI:5"), Some(PlayerKind::Computer(5)));
        assert_eq!(PlayerKind::parse("ai"), Some(PlayerKind::Computer(3)));
        assert_eq!(PlayerKind::parse("ai:0"), None);
        assert_eq!(PlayerKind::parse("ai:9"), None);
        assert_eq!(PlayerKind::parse("ai:x"), None);
        for kind in PlayerKind::all() {
            assert_eq!(PlayerKind::parse(&kind.name()), Some(kind));
        }
        assert_eq!(PlayerKind::all().count(), 9);
        assert_eq!(Players::default().get(Color::White), PlayerKind::Human);
        let swapped = Players::against_computer().swapped();
        assert_eq!(swapped.black, PlayerKind::Computer(3));
        assert_eq!(swapped.white, PlayerKind::Human);
    }
}
