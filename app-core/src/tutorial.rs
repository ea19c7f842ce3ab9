//! The interactive tutorial as data: eight steps, some shown in more than
//! one scene (the cross and the parallel start; a pass, an exhausted supply
//! and the end). Each scene names the position to show as a transcript, the
//! squares to highlight and the action expected; the texts are in
//! [`crate::strings`]. Plain Rust, tested natively; `ui::tutorial` renders it
//! on the real board.

use reversi_engine::{Move, PlayError, Square, Variant};

use crate::game::{Game, Players, Ply};

/// What the learner is asked to do in a scene.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Read and press Next.
    Look,
    /// Place the four centre discs, black and red in turn.
    Opening,
    /// Play this square.
    Play(&'static str),
    /// Play any legal move.
    AnyMove,
}

/// One screen of the tutorial.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Scene {
    /// The step it belongs to, 1 to [`STEPS`].
    pub step: usize,
    /// The classic game shown, as a transcript from the empty board.
    pub setup: &'static str,
    pub highlight: &'static [&'static str],
    pub action: Action,
}

/// The number of steps in the progress line.
pub const STEPS: usize = 8;

const CENTRE: &[&str] = &["d4", "e4", "d5", "e5"];
/// Red passes after black's 59th placement.
const PASS: &str = "e5d5d4e4c5c6c7e6f5b7d6c4b6c8c3d3e3b5d7c2b8f6a6g5a5e8f4g4g6f7b3h6h4e7g8h3h7a4a8f2d2e2f3g7f8b2d8g3g1g2b4h8h2a7d1a3h1e1f1";
/// Black has placed all 32; red plays on.
const EXHAUSTED: &str = "e5d5d4e4c5c6c7e6f5b7d6c4b6c8c3d3e3b5d7c2b8f6a6g5a5e8f4g4g6f7b3h6h4e7g8h3h7a4a8f2d2e2f3g7f8b2d8g3g1g2b4h8h2a7d1a3h1e1f1b1c1h5";
const END: &str = "e5d5d4e4c5c6c7e6f5b7d6c4b6c8c3d3e3b5d7c2b8f6a6g5a5e8f4g4g6f7b3h6h4e7g8h3h7a4a8f2d2e2f3g7f8b2d8g3g1g2b4h8h2a7d1a3h1e1f1b1c1h5a1a2";

/// The scenes in order; `strings::tutorial_text` gives their texts.
pub const SCENES: [Scene; 11] = [
    scene(1, "", &[], Action::Look),
    scene(2, "", CENTRE, Action::Opening),
    scene(3, "d4d5e4e5", CENTRE, Action::Look),
    scene(3, "d4e4e5d5", CENTRE, Action::Look),
    scene(4, "d4d5e4e5", &["d6", "d5", "d4"], Action::Play("d6")),
    scene(5, "e5d4e4d5c3d3", &[], Action::AnyMove),
    scene(
        6,
        "e5d4e4d5c3d3c5f4",
        &["e3", "d3", "d4", "e4"],
        Action::Play("e3"),
    ),
    scene(7, PASS, &["f1"], Action::Look),
    scene(7, EXHAUSTED, &["h5"], Action::Look),
    scene(7, END, &[], Action::Look),
    scene(8, "", &[], Action::Look),
];

const fn scene(
    step: usize,
    setup: &'static str,
    highlight: &'static [&'static str],
    action: Action,
) -> Scene {
    Scene {
        step,
        setup,
        highlight,
        action,
    }
}

impl Scene {
    /// The position to show, between two people at the device.
    pub fn game(&self) -> Game {
        // Not `expect`, which would format the error with `Debug` in the
        // page (its size: the string escaping code comes with it).
        match Game::from_transcript(Variant::Classic, Players::default(), self.setup) {
            Ok(game) => game,
            Err(_) => panic!("tutorial positions are legal"),
        }
    }

    pub fn highlight_bits(&self) -> u64 {
        self.highlight
            .iter()
            .filter_map(|name| name.parse::<Square>().ok())
            .fold(0, |bits, square| bits | square.bit())
    }
}

/// Why a click in the tutorial did not become a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hint {
    /// The engine's reason: occupied, outside the centre, flips nothing.
    Illegal(PlayError),
    /// Legal, but the scene asks for another square.
    TryThis(Square, Square),
    /// Nothing to place in this scene (or it is done): press Next.
    PressNext,
    /// Nothing to place on the last step, which has no Next: choose a game.
    ChooseGame,
}

/// What the tutorial says under the scene's text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Feedback {
    Refused(Hint),
    /// A centre disc placed; this many centre squares are left.
    Opening(u32),
    /// A placement that flipped `flips`.
    Flipped(Square, u64),
}

/// Where the learner is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tutorial {
    pub index: usize,
    /// The scene's action is done (always true for [`Action::Look`]).
    pub done: bool,
    pub feedback: Option<Feedback>,
}

impl Tutorial {
    pub fn new() -> Tutorial {
        Tutorial::at(0)
    }

    fn at(index: usize) -> Tutorial {
        Tutorial {
            index,
            done: SCENES[index].action == Action::Look,
            feedback: None,
        }
    }

    pub fn scene(&self) -> &'static Scene {
        &SCENES[self.index]
    }

    pub fn is_last(&self) -> bool {
        self.index + 1 == SCENES.len()
    }

    /// The next scene, if there is one.
    pub fn next(&self) -> Option<Tutorial> {
        (!self.is_last()).then(|| Tutorial::at(self.index + 1))
    }

    pub fn back(&self) -> Option<Tutorial> {
        self.index.checked_sub(1).map(Tutorial::at)
    }

    /// Whether the legal-move markers stay hidden: in the practice scene,
    /// until the learner's first try (which may be refused) asks for them.
    pub fn hides_legal(&self) -> bool {
        self.scene().action == Action::AnyMove && self.feedback.is_none()
    }

    /// Whether a click on `square` may be played in `game`, or why not.
    pub fn judge(&self, game: &Game, square: Square) -> Result<(), Hint> {
        if self.done {
            return Err(self.nothing_to_place());
        }
        game.current()
            .check(Move::Place(square))
            .map_err(Hint::Illegal)?;
        match self.scene().action {
            Action::Look => Err(self.nothing_to_place()),
            Action::Play(name) => match name.parse::<Square>() {
                Ok(wanted) if wanted != square => Err(Hint::TryThis(square, wanted)),
                _ => Ok(()),
            },
            Action::Opening | Action::AnyMove => Ok(()),
        }
    }

    /// Why a click places nothing once the scene asks for nothing more.
    fn nothing_to_place(&self) -> Hint {
        if self.is_last() {
            Hint::ChooseGame
        } else {
            Hint::PressNext
        }
    }

    /// Records a refused click.
    pub fn refuse(&mut self, hint: Hint) {
        self.feedback = Some(Feedback::Refused(hint));
    }

    /// Records a placement the scene allowed; `game` is the game after it.
    pub fn placed(&mut self, game: &Game, ply: Ply) {
        if self.scene().action == Action::Opening {
            let left = game.opening_squares().count_ones();
            self.feedback = Some(Feedback::Opening(left));
            self.done = left == 0;
        } else {
            self.feedback = Some(Feedback::Flipped(ply.square, ply.flips));
            self.done = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;

    #[test]
    fn practice_hides_the_answers_until_a_try() {
        let practice = SCENES
            .iter()
            .position(|s| s.action == Action::AnyMove)
            .expect("a practice scene");
        let mut tutorial = Tutorial::at(practice);
        assert!(tutorial.hides_legal());
        tutorial.refuse(Hint::Illegal(PlayError::Occupied(sq("d4"))));
        assert!(!tutorial.hides_legal());
        assert!(!Tutorial::at(practice + 1).hides_legal());
    }
    use crate::strings;
    use reversi_engine::{Color, Phase};

    /// Plays `square` as the UI does: judged first, then recorded.
    fn click(tutorial: &mut Tutorial, game: &mut Game, square: &str) -> Result<Ply, Hint> {
        let square = sq(square);
        match tutorial.judge(game, square) {
            Ok(()) => {
                let ply = game.play(square).expect("judged legal");
                tutorial.placed(game, ply);
                Ok(ply)
            }
            Err(hint) => {
                tutorial.refuse(hint);
                Err(hint)
            }
        }
    }

    #[test]
    fn every_scene_has_a_position_a_text_and_a_step() {
        assert_eq!(strings::TUTORIAL_SCENES, SCENES.len());
        let mut step = 0;
        for scene in &SCENES {
            scene.game();
            assert_eq!(
                scene.highlight_bits().count_ones() as usize,
                scene.highlight.len()
            );
            assert!(
                scene.step == step || scene.step == step + 1,
                "steps in order"
            );
            step = scene.step;
        }
        assert_eq!(step, STEPS);
    }

    #[test]
    fn the_opening_places_four_discs_and_nothing_flips() {
        let mut t = Tutorial::at(1);
        let mut game = t.scene().game();
        assert!(!t.done);
        assert_eq!(
            click(&mut t, &mut game, "c3"),
            Err(Hint::Illegal(PlayError::OutsideCentre(sq("c3"))))
        );
        for (n, name) in ["d4", "e5", "e4", "d5"].into_iter().enumerate() {
            let ply = click(&mut t, &mut game, name).unwrap();
            assert_eq!(ply.flips, 0);
            assert_eq!(t.feedback, Some(Feedback::Opening(3 - n as u32)));
        }
        assert!(t.done);
        assert_eq!(game.view().phase(), Phase::Normal);
        assert_eq!(click(&mut t, &mut game, "c4"), Err(Hint::PressNext));
    }

    #[test]
    fn cross_and_parallel() {
        let parallel = SCENES[2].game().view();
        let cross = SCENES[3].game().view();
        assert_eq!(
            parallel.discs(Color::Black),
            sq("d4").bit() | sq("e4").bit()
        );
        assert_eq!(cross.discs(Color::Black), sq("d4").bit() | sq("e5").bit());
    }

    #[test]
    fn the_first_flip_is_the_rules_page_example() {
        let mut t = Tutorial::at(4);
        let mut game = t.scene().game();
        assert_eq!(
            click(&mut t, &mut game, "c6"),
            Err(Hint::TryThis(sq("c6"), sq("d6")))
        );
        assert_eq!(
            click(&mut t, &mut game, "d5"),
            Err(Hint::Illegal(PlayError::Occupied(sq("d5"))))
        );
        let ply = click(&mut t, &mut game, "d6").unwrap();
        assert_eq!(ply.flips, sq("d5").bit());
        assert_eq!(game.transcript(), "d4d5e4e5d6");
        assert!(t.done);
    }

    #[test]
    fn practice_refuses_with_the_engines_reasons() {
        let mut t = Tutorial::at(5);
        let mut game = t.scene().game();
        assert_eq!(game.current().side_to_move(), Color::Black);
        assert_eq!(
            click(&mut t, &mut game, "a1"),
            Err(Hint::Illegal(PlayError::FlipsNothing(sq("a1"))))
        );
        assert_eq!(
            click(&mut t, &mut game, "e4"),
            Err(Hint::Illegal(PlayError::Occupied(sq("e4"))))
        );
        let first = Square::iter_bits(game.current().placements())
            .next()
            .unwrap();
        let ply = click(&mut t, &mut game, &first.to_string()).unwrap();
        assert_ne!(ply.flips, 0);
        assert_eq!(t.feedback, Some(Feedback::Flipped(first, ply.flips)));
    }

    #[test]
    fn several_lines_at_once() {
        let mut t = Tutorial::at(6);
        let mut game = t.scene().game();
        assert_eq!(game.current().side_to_move(), Color::Black);
        let ply = click(&mut t, &mut game, "e3").unwrap();
        assert_eq!(ply.flips, sq("d3").bit() | sq("d4").bit() | sq("e4").bit());
    }

    #[test]
    fn a_pass_an_exhausted_supply_and_the_end() {
        let pass = SCENES[7].game();
        assert_eq!(pass.last_ply().unwrap().pass, Some(Color::White));
        assert_eq!(pass.current().side_to_move(), Color::Black);
        let exhausted = SCENES[8].game().current();
        assert_eq!(exhausted.supply(Color::Black), Some(0));
        assert!(!exhausted.is_over());
        assert_eq!(exhausted.side_to_move(), Color::White);
        assert!(SCENES[9].game().outcome().is_some());
    }

    #[test]
    fn the_last_step_has_no_next_so_a_click_asks_for_a_game() {
        let mut t = Tutorial::at(SCENES.len() - 1);
        let mut game = t.scene().game();
        assert!(t.is_last() && t.next().is_none());
        // Its board is empty: a centre square would be legal in a game.
        assert_eq!(click(&mut t, &mut game, "d4"), Err(Hint::ChooseGame));
        assert_eq!(click(&mut t, &mut game, "a1"), Err(Hint::ChooseGame));
        let said = strings::tutorial_feedback(t.feedback.unwrap());
        assert!(!said.contains(&strings::tutorial_next()), "{said}");
        assert!(said.contains("below"), "{said}");
        // Every other step that asks for nothing points to Next.
        let mut first = Tutorial::new();
        let mut empty = first.scene().game();
        assert_eq!(click(&mut first, &mut empty, "d4"), Err(Hint::PressNext));
    }

    #[test]
    fn next_and_back_walk_the_scenes() {
        let mut t = Tutorial::new();
        assert!(t.back().is_none());
        let mut count = 1;
        while let Some(next) = t.next() {
            t = next;
            count += 1;
        }
        assert_eq!(count, SCENES.len());
        assert!(t.is_last());
        assert_eq!(t.back().unwrap().index, SCENES.len() - 2);
    }
}
