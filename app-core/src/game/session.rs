//! The games the page holds, and what its intents do to them: the game on
//! the board; the player's game waiting while a variation (or a kept game
//! opened to review) is on show; the player's game put aside while the
//! tutorial shows its scenes. What each intent changes, what is announced
//! and whether the game is saved are decided here; the page's state
//! (`src/ui/state`) shows the result, animates, saves and lets the
//! computer play.

use reversi_engine::{Square, Variant};

use super::{Game, Notice, Players, Ply, Refusal};
use crate::strings;
use crate::tutorial::{Hint, Tutorial};

/// The page's games (see the module's text).
#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    game: Game,
    /// The player's game while a variation is on the board: saved as it
    /// was, back on "Back to the game" (or dropped by a new game).
    main_line: Option<Game>,
    /// The player's own game while the tutorial or a puzzle is on the
    /// board, and which of them put it aside.
    stash: Option<(Game, Aside)>,
}

/// What put the player's game aside.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Aside {
    Tutorial,
    Puzzles,
}

/// What a placement of the person at the device did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    pub ply: Ply,
    /// Whether it was played at a reviewed position, on a variation (a
    /// new one, or one already on show): the search and the flips of the
    /// position left are dropped.
    pub branched: bool,
}

/// What showing a kept game did to the one on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shown {
    /// It took the board's place (nothing was waiting to be kept).
    Replaced,
    /// It is on show beside the player's unfinished game, which waits for
    /// "Back to the game".
    Beside,
}

impl Session {
    pub fn new(game: Game) -> Session {
        Session {
            game,
            main_line: None,
            stash: None,
        }
    }

    /// The game on the board: the player's, a variation, a kept game or a
    /// tutorial scene.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether a variation (or a kept game beside the player's) is on the
    /// board while the player's game waits.
    pub fn in_variation(&self) -> bool {
        self.main_line.is_some()
    }

    /// Whether the tutorial's scenes are on the board.
    pub fn in_tutorial(&self) -> bool {
        matches!(self.stash, Some((_, Aside::Tutorial)))
    }

    /// Whether a puzzle is on the board.
    pub fn in_puzzles(&self) -> bool {
        matches!(self.stash, Some((_, Aside::Puzzles)))
    }

    /// Whether the game on the board is the player's own, to be saved (and
    /// kept in the archive when it ends): not a tutorial scene, not a
    /// puzzle, not a variation.
    pub fn is_players_game(&self) -> bool {
        self.stash.is_none() && !self.in_variation()
    }

    /// A click on a square by the person at the device. At a reviewed
    /// position a legal placement starts a variation there (the game
    /// itself waits, unchanged); a refused one changes nothing.
    pub fn play(&mut self, square: Square) -> Result<Played, Refusal> {
        let reviewing = self.game.is_reviewing();
        let mut game = if reviewing {
            self.game.branch_at(self.game.view_index())
        } else {
            self.game.clone()
        };
        let ply = game.play_as_human(square)?;
        let left = std::mem::replace(&mut self.game, game);
        if reviewing && self.main_line.is_none() {
            self.main_line = Some(left);
        }
        Ok(Played {
            ply,
            branched: reviewing,
        })
    }

    /// The computer's placement (its answer already known to be current).
    pub fn play_for_computer(&mut self, square: Square) -> Option<Ply> {
        self.game.play(square).ok()
    }

    /// Takes back the last placement, or, against the computer, back to
    /// the person's last turn. Nothing in the tutorial.
    pub fn undo(&mut self) -> Option<Ply> {
        if self.in_tutorial() {
            return None;
        }
        self.game.undo_to_human()
    }

    /// Replays an undone placement. Nothing in the tutorial.
    pub fn redo(&mut self) -> Option<Ply> {
        if self.in_tutorial() {
            return None;
        }
        self.game.redo()
    }

    /// Shows the position after `placements` placements.
    pub fn review(&mut self, placements: usize) {
        self.game.review(placements);
    }

    /// The position `by` placements back (negative) or on from the one on
    /// show.
    pub fn review_by(&mut self, by: isize) {
        let index = self.game.view_index().saturating_add_signed(by);
        self.game.review(index);
    }

    /// "Back to the game": its current position; a variation on show is
    /// dropped and the player's game comes back (true: the board's game
    /// changed).
    pub fn end_review(&mut self) -> bool {
        match self.main_line.take() {
            Some(mut game) => {
                game.end_review();
                self.game = game;
                true
            }
            None => {
                self.game.end_review();
                false
            }
        }
    }

    /// Shows `game` (a kept one, to review). An unfinished game with moves
    /// (or a variation's waiting game) waits for "Back to the game", so
    /// that opening an old game never loses the one in progress; otherwise
    /// `game` replaces the board's as [`Session::replace`] does.
    pub fn show_beside(&mut self, game: Game) -> Shown {
        let waiting = self.game.outcome().is_none() && self.game.can_undo();
        if !(waiting || self.in_variation()) || self.in_tutorial() {
            self.replace(game);
            return Shown::Replaced;
        }
        let left = std::mem::replace(&mut self.game, game);
        if self.main_line.is_none() {
            self.main_line = Some(left);
        }
        Shown::Beside
    }

    /// Another game on the board (a pasted record, a host's command): a
    /// variation and the tutorial end, their waiting games forgotten.
    pub fn replace(&mut self, game: Game) {
        self.game = game;
        self.main_line = None;
        self.stash = None;
    }

    /// A new game of `variant` between `players`.
    pub fn new_game(&mut self, variant: Variant, players: Players) {
        self.replace(Game::new(variant, players));
    }

    /// The same game again from the start, with the same players, or
    /// (`swapped`) with the players exchanged.
    pub fn rematch(&mut self, swapped: bool) -> Variant {
        let (variant, players) = (self.game.variant(), self.game.players());
        let players = if swapped { players.swapped() } else { players };
        self.new_game(variant, players);
        variant
    }

    /// The tutorial begins (or begins again): the player's game is put
    /// aside, once; a variation's waiting game stays where it is.
    pub fn start_tutorial(&mut self) {
        self.put_aside(Aside::Tutorial);
    }

    /// The player's game goes aside (once: from the tutorial to the
    /// puzzles it stays aside).
    fn put_aside(&mut self, by: Aside) {
        match &mut self.stash {
            Some((_, aside)) => *aside = by,
            None => self.stash = Some((self.game.clone(), by)),
        }
    }

    /// Shows a puzzle's position (as `game`), the player's game aside.
    pub fn show_puzzle(&mut self, game: Game) {
        self.put_aside(Aside::Puzzles);
        self.game = game;
    }

    /// Shows a tutorial scene's position.
    pub fn show_scene(&mut self, tutorial: &Tutorial) {
        self.game = tutorial.scene().game();
    }

    /// A click in a tutorial scene: played if the scene allows it (the
    /// tutorial follows), else the hint of why not.
    pub fn play_in_scene(
        &mut self,
        tutorial: &mut Tutorial,
        square: Square,
    ) -> Result<Option<Ply>, Hint> {
        if let Err(hint) = tutorial.judge(&self.game, square) {
            tutorial.refuse(hint);
            return Err(hint);
        }
        let played = self.game.play(square).ok();
        if let Some(ply) = played {
            tutorial.placed(&self.game, ply);
        }
        Ok(played)
    }

    /// The tutorial ends: the player's game put aside comes back.
    pub fn end_tutorial(&mut self) {
        self.take_back();
    }

    /// The puzzles close: the player's game put aside comes back.
    pub fn end_puzzles(&mut self) {
        self.take_back();
    }

    fn take_back(&mut self) {
        if let Some((game, _)) = self.stash.take() {
            self.game = game;
        }
    }
}

/// What the live region says after `ply` in `game`: the move and its
/// flips, then a pass it caused, the mover running out of discs, the
/// result. Each is said once: the other player playing on after an
/// exhaustion is not news again.
pub fn placement_line(game: &Game, ply: Ply) -> String {
    let variant = game.variant();
    let flips: Vec<Square> = Square::iter_bits(ply.flips).collect();
    let mut line = strings::announce_move(variant, ply.color, ply.square, &flips);
    let news = match game.notice() {
        Some(Notice::Exhausted(color)) => (color == ply.color).then_some(Notice::Exhausted(color)),
        other => other,
    };
    if let Some(notice) = news {
        line.push(' ');
        line.push_str(&strings::notice(variant, notice));
        line.push('.');
    }
    if let Some(outcome) = game.outcome() {
        line.push(' ');
        line.push_str(&strings::announce_result(variant, &outcome));
    }
    line
}

/// What the live region says when `ply` was taken back.
pub fn undo_line(ply: Ply) -> String {
    strings::announce_undo(ply.square)
}

/// What the live region (and the line under the board) says when a click
/// placed nothing.
pub fn refusal_line(refusal: Refusal) -> String {
    strings::refusal(refusal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::{sq, EXHAUSTION};
    use crate::game::PlayerKind;
    use reversi_engine::{Color, PlayError};

    fn session(moves: &str) -> Session {
        Session::new(Game::from_transcript(Variant::Classic, Players::default(), moves).unwrap())
    }

    #[test]
    fn playing_at_a_reviewed_position_starts_a_variation_and_back_returns() {
        let mut session = session("d4d5e4e5d6c5");
        session.review(4);
        // docs/rules.md's parallel start: e6 traps e5 against e4.
        let played = session.play(sq("e6")).unwrap();
        assert!(played.branched);
        assert_eq!(played.ply.flips, sq("e5").bit());
        assert!(session.in_variation());
        assert!(!session.is_players_game(), "a variation is never saved");
        assert_eq!(session.game().transcript(), "d4d5e4e5e6");
        // Playing on in the variation, then trying another branch of it,
        // keeps the player's game waiting as it was.
        session.play(sq("f5")).unwrap();
        session.review(5);
        assert!(session.play(sq("f3")).unwrap().branched);
        assert_eq!(session.game().transcript(), "d4d5e4e5e6f3");
        assert!(session.end_review());
        assert!(!session.in_variation() && session.is_players_game());
        assert_eq!(session.game().transcript(), "d4d5e4e5d6c5");
        assert!(!session.game().is_reviewing());
        // Back again with no variation: only the review ends.
        session.review(2);
        assert!(!session.end_review());
        assert_eq!(session.game().view_index(), 6);
    }

    #[test]
    fn a_refused_click_changes_nothing_and_says_why() {
        let mut session = session("d4d5e4e5");
        session.review(4 - 1);
        let before = session.clone();
        // e4 is taken at the reviewed position.
        let refusal = session.play(sq("e4")).unwrap_err();
        assert_eq!(refusal, Refusal::Illegal(PlayError::Occupied(sq("e4"))));
        assert_eq!(session, before, "no variation, no change");
        let mut against = Session::new(Game::new(Variant::Classic, Players::against_computer()));
        against.play(sq("d4")).unwrap();
        assert_eq!(against.play(sq("d5")), Err(Refusal::ComputersTurn));
        assert_eq!(
            refusal_line(Refusal::ComputersTurn),
            "Wait: the computer has the move."
        );
        assert_eq!(
            refusal_line(Refusal::Reviewing),
            "An earlier position is on show: go back to the game first."
        );
    }

    #[test]
    fn undo_goes_back_to_the_persons_turn_and_says_what_was_taken_back() {
        let mut session = Session::new(Game::new(Variant::Classic, Players::against_computer()));
        session.play(sq("d4")).unwrap();
        assert!(session.play_for_computer(sq("d5")).is_some());
        // The computer's answer and the person's placement both go.
        let ply = session.undo().unwrap();
        assert_eq!(ply.square, sq("d4"));
        assert!(!session.game().can_undo());
        assert_eq!(undo_line(ply), "Took back d4.");
        assert_eq!(session.redo().unwrap().square, sq("d4"));
        assert_eq!(session.game().players().white, PlayerKind::Computer(3));
    }

    #[test]
    fn a_kept_game_opens_beside_an_unfinished_one() {
        let kept =
            Game::from_transcript(Variant::Classic, Players::default(), "d4d5e4e5d6").unwrap();
        // Nothing played yet: the kept game simply replaces it.
        let mut fresh = session("");
        assert_eq!(fresh.show_beside(kept.clone()), Shown::Replaced);
        assert!(fresh.is_players_game());
        // A game in progress waits, unsaved meanwhile, for Back to the game.
        let mut busy = session("d4d5");
        assert_eq!(busy.show_beside(kept.clone()), Shown::Beside);
        assert_eq!(busy.game(), &kept);
        assert!(!busy.is_players_game());
        assert!(busy.end_review());
        assert_eq!(busy.game().transcript(), "d4d5");
        // A finished game waits for nothing.
        let mut over = session(EXHAUSTION);
        assert_eq!(over.show_beside(kept.clone()), Shown::Replaced);
        assert_eq!(over.game(), &kept);
    }

    #[test]
    fn a_new_game_drops_the_variation_and_the_tutorial() {
        let mut session = session("d4d5e4e5d6c5");
        session.review(4);
        session.play(sq("e6")).unwrap();
        assert_eq!(session.rematch(true), Variant::Classic);
        assert!(session.is_players_game());
        assert!(!session.game().can_undo());
        assert!(!session.end_review(), "the old game is gone");
        assert!(!session.game().can_undo());
    }

    #[test]
    fn the_tutorial_puts_the_players_game_aside_and_gives_it_back() {
        let mut session = session("d4d5e4");
        session.start_tutorial();
        let tutorial = Tutorial::new();
        session.show_scene(&tutorial);
        assert!(session.in_tutorial() && !session.is_players_game());
        // Restarting keeps the player's game, not the scene.
        session.start_tutorial();
        assert_eq!(session.undo(), None, "no undo in the tutorial");
        assert_eq!(session.redo(), None);
        session.end_tutorial();
        assert!(!session.in_tutorial());
        assert_eq!(session.game().transcript(), "d4d5e4");
    }

    #[test]
    fn the_tutorial_judges_clicks_in_its_scenes() {
        let mut session = session("");
        session.start_tutorial();
        let mut tutorial = Tutorial::new();
        session.show_scene(&tutorial);
        let before = session.game().clone();
        let taken = Square::iter_bits(before.view().occupied()).next();
        if let Some(square) = taken {
            assert!(session.play_in_scene(&mut tutorial, square).is_err());
            assert_eq!(session.game(), &before, "a refused click places nothing");
            assert!(tutorial.feedback.is_some());
        }
    }

    #[test]
    fn placements_are_announced_with_their_news_once() {
        let mut session = session("d4d5e4e5");
        let ply = session.play(sq("d6")).unwrap().ply;
        assert_eq!(placement_line(session.game(), ply), "Black d6, flips d5.");
        // The classic game of the store's tests: red passes twice, black
        // runs out of discs and red plays on to the end.
        let game = Game::from_transcript(Variant::Classic, Players::default(), EXHAUSTION).unwrap();
        let mut replay = Session::new(Game::new(Variant::Classic, Players::default()));
        let lines: Vec<String> = game
            .plies()
            .iter()
            .map(|ply| {
                let ply = replay.play(ply.square).unwrap().ply;
                placement_line(replay.game(), ply)
            })
            .collect();
        let count = |text: &str| lines.iter().filter(|l| l.contains(text)).count();
        assert_eq!(
            lines[58],
            "Black f1, flips 3: e1 e2 f2. Red has no legal move and passes."
        );
        // Black's last disc: said once, though red plays on after it.
        assert_eq!(
            lines[61],
            "Black h5, flips 4: g4 g5 g6 f7. Black has no discs left — Red plays on."
        );
        assert_eq!(count("no discs left"), 1);
        assert!(replay.game().positions()[62].supply(Color::Black) == Some(0));
        assert_eq!(count("Game over."), 1);
        let outcome = game.outcome().unwrap();
        assert_eq!((outcome.black, outcome.white), (36, 28));
        assert_eq!(
            lines.last().unwrap(),
            "Red a2, flips 3: b3 c4 d5. Game over. Black wins, Black 36 – 28 Red."
        );
    }
}
