//! The puzzles' intents: the catalogue fetched when the view first opens
//! (`puzzles/puzzles.txt`, after the first paint and outside the page's
//! budget), the puzzle on show on the real board (the player's game put
//! aside meanwhile), and the progress kept on this device. The view's
//! state and its decisions are the core's (`puzzles::Puzzles`), held in
//! one signal, `AppState::puzzles`.

use leptos::prelude::*;
use reversi_app_core::game::session::Session;
use reversi_app_core::puzzles::progress::{Progress, STORAGE_KEY};
use reversi_app_core::puzzles::{self, Catalogue, Catalogued, Filter, Open};
use reversi_app_core::reason::{LoadProblem, Stored};
use reversi_app_core::save::SaveError;
use reversi_engine::Square;

use super::AppState;
use crate::browser;

impl AppState {
    /// The Puzzles button, or `?puzzle=ID` (`wanted`): the catalogue is
    /// fetched if it is not in yet, then the wanted puzzle, or the puzzle of
    /// the day, goes on the board.
    pub fn open_puzzles(&self, wanted: Option<String>) {
        self.fetch_later();
        self.setup.set(None);
        self.leave_lessons();
        self.read_progress();
        let catalogued = self.puzzles.with_untracked(|p| p.catalogued);
        self.puzzles.update(|p| {
            p.visible = true;
            if p.catalogued != Catalogued::Ready {
                p.catalogued = Catalogued::Fetching;
            }
        });
        if catalogued == Catalogued::Ready {
            self.show_wanted(wanted);
            return;
        }
        let state = *self;
        leptos::task::spawn_local(async move {
            let text = browser::fetch_text("./puzzles/puzzles.txt").await;
            match text.map(|text| Catalogue::parse(&text).ok()) {
                Some(Some(catalogue)) => {
                    state
                        .puzzles
                        .update(|p| p.loaded(catalogue, browser::today()));
                    if state.puzzles.with_untracked(|p| p.visible) {
                        state.show_wanted(wanted);
                    }
                }
                _ => {
                    web_sys::console::warn_1(&"puzzles/puzzles.txt could not be read".into());
                    state.puzzles.update(|p| p.catalogued = Catalogued::Failed);
                }
            }
        });
    }

    fn show_wanted(&self, wanted: Option<String>) {
        if let Some(index) = self
            .puzzles
            .try_update(|p| p.wanted(wanted.as_deref()))
            .flatten()
        {
            self.show_try(Open::new(index));
        }
    }

    /// Puts a try at a puzzle on the board.
    fn show_try(&self, open: Open) {
        self.puzzles.update(|p| p.open = Some(open));
        let Some(game) = self
            .puzzles
            .with_untracked(|p| p.puzzle().map(puzzles::game))
        else {
            return;
        };
        self.cancel_computer();
        self.board.settle();
        self.tutorial.current.set(None);
        self.board.change(|session| session.show_puzzle(game));
        let said = self
            .puzzles
            .with_untracked(|p| p.texts().map(|t| format!("{} {}", t.title, t.task)));
        self.notices.say(said.unwrap_or_default());
    }

    /// Next or Previous, through the filter.
    pub fn puzzle_step(&self, forward: bool) {
        if let Some(index) = self.puzzles.try_update(|p| p.step(forward)).flatten() {
            self.show_try(Open::new(index));
        }
    }

    /// A new filter: the puzzle on show stays if it passes, else the next
    /// one that does.
    pub fn set_puzzle_filter(&self, filter: Filter) {
        if let Some(index) = self.puzzles.try_update(|p| p.set_filter(filter)).flatten() {
            self.show_try(Open::new(index));
        }
    }

    pub fn puzzle_of_the_day(&self) {
        self.show_wanted(None);
    }

    /// Try again: the same puzzle's position, the failure remembered.
    pub fn retry_puzzle(&self) {
        if let Some(mut open) = self.puzzles.with_untracked(|p| p.open) {
            open.retry();
            self.show_try(open);
        }
    }

    /// Back to the player's game.
    pub fn close_puzzles(&self) {
        self.forget_puzzles();
        self.back_to_players_game();
        browser::focus_square(&self.board.focus.get_untracked().to_string());
    }

    /// The player's game back on the board in place of a puzzle's or a
    /// lesson step's, the computer's turn taken up again.
    pub(in crate::ui) fn back_to_players_game(&self) {
        self.cancel_computer();
        self.board.settle();
        self.board.change(Session::end_puzzles);
        self.notices.say(String::new());
        self.schedule_computer();
    }

    /// The view (and the lessons', which play on the board the same way)
    /// goes without touching the board (a new game took it).
    pub(in crate::ui) fn forget_puzzles(&self) {
        if self.puzzles.with_untracked(|p| p.visible) {
            self.puzzles.update(|p| {
                p.visible = false;
                p.open = None;
            });
        }
        if self.lessons.with_untracked(|l| l.visible) {
            self.lessons.update(|l| {
                l.visible = false;
                l.open = None;
            });
        }
    }

    /// After a placement on a puzzle's board: its first decides the try;
    /// the progress is kept and the result said.
    pub(in crate::ui) fn judge_puzzle(&self, square: Square) {
        if !self.board.with(Session::in_puzzles) {
            return;
        }
        let placements = self.board.game.with_untracked(|g| g.plies().len());
        if self.puzzles.try_update(|p| p.judge(square, placements)) != Some(true) {
            return;
        }
        if self.storage.persist.get_value() {
            let text = self.puzzles.with_untracked(|p| p.progress.write());
            browser::store(STORAGE_KEY, &text);
        }
        if let Some((line, _)) = self
            .puzzles
            .with_untracked(|p| p.texts().and_then(|t| t.result))
        {
            self.notices.say(line);
        }
    }

    /// Reads the progress once a visit; unreadable text is kept aside and
    /// said, and the count starts afresh.
    fn read_progress(&self) {
        if self.puzzles.with_untracked(|p| p.progress_read) || !self.storage.persist.get_value() {
            return;
        }
        self.puzzles.update(|p| p.progress_read = true);
        let Some(text) = browser::load(STORAGE_KEY) else {
            return;
        };
        match Progress::read(&text) {
            Ok(progress) => self.puzzles.update(|p| p.progress = progress),
            Err(error) => {
                let problem = LoadProblem::Unreadable {
                    what: Stored::Puzzles,
                    newer: matches!(error, SaveError::Newer(_)),
                    text,
                };
                self.keep_aside(std::slice::from_ref(&problem));
                self.tell(problem);
            }
        }
    }
}
