//! The puzzles: the catalogue (`engine/data/puzzles.txt`, read by the
//! engine's `format::puzzle`), the puzzle on show and how the try went, the
//! puzzle of the day, and the progress kept on this device (`progress`).
//!
//! A puzzle is played on the real board as a game from its position: the
//! player has the side to move, the computer (the strongest level, which
//! solves exactly from 20 empty squares) the other, so that a wrong move
//! meets its refutation and the answer the line's reply. The first
//! placement decides: the answer solves the puzzle, any other legal one
//! fails it until "Try again".

pub mod progress;
pub mod texts;

use reversi_engine::ai::LEVELS;
use reversi_engine::format::puzzle::{self, LineError, Puzzle};
use reversi_engine::random;
use reversi_engine::{Color, Move, Square, Variant};

use crate::game::{Game, PlayerKind, Players};

/// Every puzzle of the file, in its order (by variant, then difficulty).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Catalogue {
    puzzles: Vec<Puzzle>,
}

/// Which puzzles Next and Previous go through.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Filter {
    pub variant: Option<Variant>,
    pub difficulty: Option<u8>,
}

impl Filter {
    pub fn accepts(&self, puzzle: &Puzzle) -> bool {
        self.variant.is_none_or(|v| v == puzzle.variant())
            && self.difficulty.is_none_or(|d| d == puzzle.difficulty())
    }
}

impl Catalogue {
    /// The puzzles of the file's text; a bad line refuses the file.
    pub fn parse(text: &str) -> Result<Catalogue, LineError> {
        Ok(Catalogue {
            puzzles: puzzle::parse(text)?,
        })
    }

    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    pub fn get(&self, index: usize) -> Option<&Puzzle> {
        self.puzzles.get(index)
    }

    /// The puzzle named `id` (`C2-041`, any case).
    pub fn find(&self, id: &str) -> Option<usize> {
        self.puzzles
            .iter()
            .position(|p| p.id.to_string().eq_ignore_ascii_case(id.trim()))
    }

    /// The puzzle of day `day` (days since 1 January 1970 in the player's
    /// calendar): a fixed shuffle of the file, so that the days go through
    /// every variant and difficulty.
    pub fn of_the_day(&self, day: i64) -> Option<usize> {
        (!self.is_empty()).then(|| (random::mix(day as u64) % self.len() as u64) as usize)
    }

    /// The next puzzle after `from` (or before it) that `filter` accepts,
    /// going round; `from` itself if it is the only one, `None` if none is.
    pub fn step(&self, from: usize, forward: bool, filter: Filter) -> Option<usize> {
        let len = self.len();
        (1..=len)
            .map(|k| {
                if forward {
                    (from + k) % len
                } else {
                    (from + len * 2 - k) % len
                }
            })
            .find(|&i| filter.accepts(&self.puzzles[i]))
    }
}

/// Day `day` of `month` of `year` as days since 1 January 1970 (the
/// proleptic Gregorian calendar; H. Hinnant's `days_from_civil`).
pub fn day_number(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// How the try at the puzzle on show stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Attempt {
    Trying,
    Solved,
    /// This placement was not the answer.
    Failed(Square),
}

/// The puzzle on show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Open {
    pub index: usize,
    pub attempt: Attempt,
    /// Whether an earlier try at it failed (a solve then keeps no streak).
    pub failed_before: bool,
}

impl Open {
    pub fn new(index: usize) -> Open {
        Open {
            index,
            attempt: Attempt::Trying,
            failed_before: false,
        }
    }

    /// Judges the first placement of a try: the answer, or not.
    pub fn judge(&mut self, puzzle: &Puzzle, square: Square) -> Attempt {
        if self.attempt == Attempt::Trying {
            self.attempt = if answer(puzzle) == Some(square) {
                Attempt::Solved
            } else {
                Attempt::Failed(square)
            };
        }
        self.attempt
    }

    /// Another try at the same puzzle.
    pub fn retry(&mut self) {
        self.failed_before |= matches!(self.attempt, Attempt::Failed(_));
        self.attempt = Attempt::Trying;
    }
}

/// Where the catalogue stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Catalogued {
    #[default]
    NotYet,
    Fetching,
    Ready,
    Failed,
}

/// The puzzles view: whether it is open, the catalogue, the puzzle on show
/// and the try, the filter, the progress. One value, so that the page
/// holds it in one signal.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Puzzles {
    pub visible: bool,
    pub catalogued: Catalogued,
    pub catalogue: Catalogue,
    pub open: Option<Open>,
    pub filter: Filter,
    pub progress: progress::Progress,
    /// Whether the progress was read from storage this visit.
    pub progress_read: bool,
    /// The puzzle of the day's index, once the catalogue is in.
    pub today: Option<usize>,
    /// A line for the panel: an id not found, no puzzle for the filter.
    pub note: Option<Note>,
}

/// What the panel says besides the puzzle, kept as data: its words are
/// later texts, which may come after the catalogue, so they are looked up
/// when the panel shows them (`Note::text`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Note {
    /// `?puzzle=ID` named no puzzle (the id as quoted).
    NotFound(String),
    /// No puzzle passes the filter.
    NoneMatch,
}

impl Note {
    pub fn text(&self) -> String {
        match self {
            Note::NotFound(id) => crate::strings::puzzle_not_found(id),
            Note::NoneMatch => crate::strings::puzzle_none(),
        }
    }
}

impl Puzzles {
    /// The catalogue came, on day `day` (`day_number`).
    pub fn loaded(&mut self, catalogue: Catalogue, day: i64) {
        self.today = catalogue.of_the_day(day);
        self.catalogue = catalogue;
        self.catalogued = Catalogued::Ready;
    }

    /// The puzzle to show for `?puzzle=ID` (or the Puzzles button:
    /// `None`): that one, else the puzzle of the day.
    pub fn wanted(&mut self, id: Option<&str>) -> Option<usize> {
        let found = id.and_then(|id| self.catalogue.find(id));
        self.note = match (id, found) {
            (Some(id), None) => Some(Note::NotFound(id.to_string())),
            _ => None,
        };
        found.or(self.today)
    }

    /// Next or Previous through the filter (`None`: none passes it, said).
    pub fn step(&mut self, forward: bool) -> Option<usize> {
        let from = self.open.map_or(0, |o| o.index);
        let next = self.catalogue.step(from, forward, self.filter);
        self.note = next.is_none().then_some(Note::NoneMatch);
        next
    }

    /// A new filter: `None` if the puzzle on show passes it and stays,
    /// else the next one that does (as Next gives it).
    pub fn set_filter(&mut self, filter: Filter) -> Option<usize> {
        self.filter = filter;
        if self.puzzle().is_some_and(|p| filter.accepts(p)) {
            self.note = None;
            None
        } else {
            self.step(true)
        }
    }

    /// The puzzle on show.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.catalogue.get(self.open?.index)
    }

    /// After `placements` placements on the puzzle's board, the last on
    /// `square`: the first decides the try, and the progress follows.
    /// Answers whether it was judged now.
    pub fn judge(&mut self, square: Square, placements: usize) -> bool {
        let (Some(mut open), Some(puzzle)) = (self.open, self.puzzle()) else {
            return false;
        };
        if open.attempt != Attempt::Trying || placements != 1 {
            return false;
        }
        let attempt = open.judge(puzzle, square);
        let id = puzzle.id.to_string();
        match attempt {
            Attempt::Solved => self.progress.solved(&id, !open.failed_before),
            _ => self.progress.failed(),
        }
        self.open = Some(open);
        true
    }

    /// The texts of the puzzle on show.
    pub fn texts(&self) -> Option<texts::Texts> {
        let open = self.open?;
        let puzzle = self.puzzle()?;
        Some(texts::texts(
            puzzle,
            open.attempt,
            self.today == Some(open.index),
            &self.progress,
            self.catalogue.len(),
        ))
    }

    /// The id of the puzzle on show.
    pub fn id(&self) -> Option<String> {
        self.puzzle().map(|p| p.id.to_string())
    }
}

/// The square to find.
pub fn answer(puzzle: &Puzzle) -> Option<Square> {
    match puzzle.answer.first() {
        Some(Move::Place(square)) => Some(*square),
        _ => None,
    }
}

/// The puzzle's game: its position, the player to move, the computer at
/// its strongest on the other side.
pub fn game(puzzle: &Puzzle) -> Game {
    game_from(puzzle.position)
}

/// A game from `position`: the player to move, the computer at its
/// strongest on the other side (so that a wrong move meets its refutation).
pub fn game_from(position: reversi_engine::Position) -> Game {
    let strongest = PlayerKind::Computer(LEVELS[LEVELS.len() - 1].number);
    let players = match position.side_to_move() {
        Color::Black => Players {
            black: PlayerKind::Human,
            white: strongest,
        },
        Color::White => Players {
            black: strongest,
            white: PlayerKind::Human,
        },
    };
    Game::from_position(players, position)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# two puzzles\n\
        C1-001 classic ---------------------------XX------XO------X--------------------_O_29_30 c5 4 -2 win\n\
        O2-001 othello ---------------------------OX------XXX--------------------------_O d6 1 -1 win\n";

    fn catalogue() -> Catalogue {
        Catalogue::parse(FILE).unwrap()
    }

    #[test]
    fn days_count_from_1970() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2000, 3, 1), 11_017);
        assert_eq!(day_number(2026, 12, 3), 20_790);
        assert_eq!(day_number(1969, 12, 31), -1);
    }

    #[test]
    fn finds_steps_and_filters() {
        let all = catalogue();
        assert_eq!(all.len(), 2);
        assert_eq!(all.find("o2-001"), Some(1));
        assert_eq!(all.find("X9-999"), None);
        let any = Filter::default();
        assert_eq!(all.step(0, true, any), Some(1));
        assert_eq!(all.step(1, true, any), Some(0));
        assert_eq!(all.step(0, false, any), Some(1));
        let othello = Filter {
            variant: Some(Variant::Othello),
            difficulty: None,
        };
        assert_eq!(all.step(1, true, othello), Some(1));
        let hard = Filter {
            variant: None,
            difficulty: Some(5),
        };
        assert_eq!(all.step(0, true, hard), None);
        // Every day has a puzzle, and not always the same one.
        let days: Vec<_> = (0..20)
            .map(|d| all.of_the_day(20_790 + d).unwrap())
            .collect();
        assert!(days.contains(&0) && days.contains(&1));
        assert_eq!(Catalogue::default().of_the_day(0), None);
    }

    #[test]
    fn the_view_goes_from_puzzle_to_puzzle() {
        let mut view = Puzzles::default();
        view.loaded(catalogue(), 20_790);
        assert_eq!(view.catalogued, Catalogued::Ready);
        assert_eq!(view.wanted(Some("O2-001")), Some(1));
        assert_eq!(view.note, None);
        let today = view.wanted(Some("Z9-999"));
        assert_eq!(today, view.today);
        assert!(view.note.as_ref().unwrap().text().contains("Z9-999"));
        view.open = Some(Open::new(0));
        assert_eq!(view.step(true), Some(1));
        let classic = Filter {
            variant: Some(Variant::Classic),
            difficulty: None,
        };
        assert_eq!(view.set_filter(classic), None, "C1-001 passes");
        view.open = Some(Open::new(1));
        assert_eq!(view.set_filter(classic), Some(0));
        let none = Filter {
            variant: Some(Variant::Free),
            difficulty: None,
        };
        assert_eq!(view.set_filter(none), None);
        assert!(view.note.is_some());

        // The first placement decides, once; the progress follows.
        view.open = Some(Open::new(0));
        assert!(!view.judge("c5".parse().unwrap(), 2));
        assert!(view.judge("c6".parse().unwrap(), 1));
        assert_eq!(
            view.open.unwrap().attempt,
            Attempt::Failed("c6".parse().unwrap())
        );
        assert!(!view.judge("c5".parse().unwrap(), 1));
        view.open.as_mut().unwrap().retry();
        assert!(view.judge("c5".parse().unwrap(), 1));
        assert!(view.progress.is_solved("C1-001"));
        assert_eq!(view.progress.streak, 0, "solved after a failure");
        assert_eq!(view.id().as_deref(), Some("C1-001"));
        assert!(view.texts().unwrap().result.unwrap().1);
    }

    #[test]
    fn the_first_placement_decides() {
        let all = catalogue();
        let puzzle = all.get(0).unwrap();
        let mut open = Open::new(0);
        let c5 = "c5".parse().unwrap();
        let c6 = "c6".parse().unwrap();
        assert_eq!(open.judge(puzzle, c6), Attempt::Failed(c6));
        // Later placements of the same try change nothing.
        assert_eq!(open.judge(puzzle, c5), Attempt::Failed(c6));
        open.retry();
        assert!(open.failed_before);
        assert_eq!(open.judge(puzzle, c5), Attempt::Solved);
        let game = game(puzzle);
        assert_eq!(game.players().white, PlayerKind::Human);
        assert!(game.players().black.level().is_some());
        assert_eq!(game.current(), puzzle.position);
    }
}
