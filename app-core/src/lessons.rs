//! The lessons after the first tutorial: corners, the X- and C-squares,
//! edges, mobility, parity and classic's disc supply. Their steps are the
//! engine's lesson lines (`engine/data/lessons.txt`, fetched when the Learn
//! view first opens); their texts are the later texts `lesson-<step id>`
//! (the position and the task) and `lesson-<step id>-why` (said once the
//! step is done).
//!
//! A step is played on the real board like a puzzle (the same session
//! mode): the learner has the side to move, the computer at its strongest
//! the other, so that a wrong move meets the reply that shows why. The
//! first placement decides: an answer completes the step, any other legal
//! one fails it until "Try again".

use reversi_engine::lesson::{self, LineError, Step};
use reversi_engine::Square;

use crate::game::Game;
use crate::puzzles::{Attempt, Catalogued};
use crate::strings;

/// The Learn view: whether it is open, the steps, the step on show and
/// how its try went. One value, held by the page in one signal.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Lessons {
    pub visible: bool,
    pub catalogued: Catalogued,
    pub steps: Vec<Step>,
    /// The step on show (an index into `steps`) and its try; `None`: the
    /// list of lessons is on show.
    pub open: Option<(usize, Attempt)>,
    /// A lesson asked for by a link that is not there (the id as quoted):
    /// kept as data and said by [`Lessons::note`] when the view shows it,
    /// as its words are later texts that may come after the steps.
    pub not_found: Option<String>,
}

/// The texts of the step on show.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Texts {
    /// The lesson's title.
    pub title: String,
    /// "Step 2 of 4".
    pub progress: String,
    /// The position and the task.
    pub task: String,
    /// Once the first placement is made: what it showed, and whether it
    /// completed the step.
    pub result: Option<(String, bool)>,
}

impl Lessons {
    /// The steps of the file's text; a bad line refuses the file.
    pub fn loaded(&mut self, text: &str) -> Result<(), LineError> {
        self.steps = lesson::parse(text)?;
        self.catalogued = Catalogued::Ready;
        Ok(())
    }

    /// The lessons' ids, in the file's order.
    pub fn ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        for step in &self.steps {
            if ids.last() != Some(&step.lesson.as_str()) {
                ids.push(&step.lesson);
            }
        }
        ids
    }

    /// The first step of lesson `id` (any case), or `None` with a note
    /// saying so (the list is shown instead).
    pub fn wanted(&mut self, id: &str) -> Option<usize> {
        let id = id.trim();
        let found = self
            .steps
            .iter()
            .position(|s| s.lesson.eq_ignore_ascii_case(id));
        self.not_found = found.is_none().then(|| crate::reason::quote(id, 24));
        found
    }

    /// The line the view shows besides the list: the lesson not found.
    pub fn note(&self) -> Option<String> {
        self.not_found.as_deref().map(strings::lesson_not_found)
    }

    pub fn step(&self) -> Option<&Step> {
        self.steps.get(self.open?.0)
    }

    /// The lesson on show, for its `data-id`.
    pub fn lesson_id(&self) -> Option<String> {
        self.step().map(|s| s.lesson.clone())
    }

    /// The next step of the same lesson (or the one before it); `None` at
    /// either end.
    pub fn neighbour(&self, forward: bool) -> Option<usize> {
        let (index, _) = self.open?;
        let next = if forward {
            index + 1
        } else {
            index.checked_sub(1)?
        };
        let lesson = &self.step()?.lesson;
        (self.steps.get(next)?.lesson == *lesson).then_some(next)
    }

    /// After `placements` placements on the step's board, the last on
    /// `square`: the first decides the try. Answers whether it was judged
    /// now.
    pub fn judge(&mut self, square: Square, placements: usize) -> bool {
        let (Some((index, Attempt::Trying)), Some(step)) = (self.open, self.step()) else {
            return false;
        };
        if placements != 1 {
            return false;
        }
        let attempt = if step.answers.contains(&square) {
            Attempt::Solved
        } else {
            Attempt::Failed(square)
        };
        self.open = Some((index, attempt));
        true
    }

    /// The texts of the step on show.
    pub fn texts(&self) -> Option<Texts> {
        let (_, attempt) = self.open?;
        let step = self.step()?;
        let total = self
            .steps
            .iter()
            .filter(|s| s.lesson == step.lesson)
            .count();
        let id = step.id();
        let last = self.neighbour(true).is_none();
        let result = match attempt {
            Attempt::Trying => None,
            Attempt::Solved => Some((
                strings::lesson_right(&id, step.variant(), step.learner(), last),
                true,
            )),
            Attempt::Failed(square) => Some((strings::lesson_wrong(&square.to_string()), false)),
        };
        Some(Texts {
            title: strings::lesson_title(&step.lesson),
            progress: strings::lesson_progress(step.number, total),
            task: strings::lesson_task(&id, step.variant(), step.learner()),
            result,
        })
    }
}

/// The step's game: its position, the learner to move, the computer at
/// its strongest on the other side (as a puzzle's).
pub fn game(step: &Step) -> Game {
    crate::puzzles::game_from(step.position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Color;

    // Othello after f5: white to move with d6, f4 and f6.
    const FILE: &str = "# two lessons\n\
        one-1 othello ---------------------------OX------XXX--------------------------_O d6 0 quiet\n\
        one-2 othello ---------------------------OX------XXX--------------------------_O f4,f6 0 quiet\n\
        two-1 othello ---------------------------OX------XXX--------------------------_O d6,f4,f6 0 quiet\n";

    fn view() -> Lessons {
        let mut view = Lessons::default();
        view.loaded(FILE).unwrap();
        view
    }

    #[test]
    fn finds_lessons_and_steps() {
        let mut view = view();
        assert_eq!(view.ids(), ["one", "two"]);
        assert_eq!(view.wanted("TWO"), Some(2));
        assert_eq!(view.note(), None);
        assert_eq!(view.wanted("three"), None);
        assert!(view.note().unwrap().contains("three"));
        view.open = Some((0, Attempt::Trying));
        assert_eq!(view.neighbour(true), Some(1));
        assert_eq!(view.neighbour(false), None);
        view.open = Some((1, Attempt::Trying));
        assert_eq!(view.neighbour(true), None, "two-1 is another lesson");
        assert_eq!(view.neighbour(false), Some(0));
        assert_eq!(view.lesson_id().as_deref(), Some("one"));
        assert!(Lessons::default().loaded("one-2 x").is_err());
    }

    #[test]
    fn the_first_placement_decides() {
        let mut view = view();
        view.open = Some((1, Attempt::Trying));
        let d6: Square = "d6".parse().unwrap();
        let f6: Square = "f6".parse().unwrap();
        assert!(!view.judge(f6, 2), "only the first placement counts");
        assert!(view.judge(d6, 1));
        assert_eq!(view.open, Some((1, Attempt::Failed(d6))));
        assert!(!view.judge(f6, 1), "judged once");
        let texts = view.texts().unwrap();
        assert!(!texts.result.unwrap().1);
        view.open = Some((1, Attempt::Trying));
        assert!(view.judge(f6, 1));
        assert!(view.texts().unwrap().result.unwrap().1);
        let game = game(view.step().unwrap());
        assert_eq!(game.players().white, crate::game::PlayerKind::Human);
        assert_eq!(view.step().unwrap().learner(), Color::White);
    }
}
