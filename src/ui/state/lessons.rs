//! The lessons' intents: the steps fetched when the Learn view first opens
//! (`lessons/lessons.txt`, after the first paint and outside the page's
//! budget), a step on the real board as a puzzle is (the player's game put
//! aside meanwhile). The view's state and decisions are the core's
//! (`lessons::Lessons`), held in one signal, `AppState::lessons`.

use leptos::prelude::*;
use reversi_app_core::game::session::Session;
use reversi_app_core::lessons;
use reversi_app_core::puzzles::{Attempt, Catalogued};
use reversi_engine::Square;

use super::AppState;
use crate::browser;

impl AppState {
    /// The Lessons button (`None`: the list), or `?lesson=ID`: the steps
    /// are fetched if they are not in yet, then that lesson's first step
    /// goes on the board.
    pub fn open_lessons(&self, wanted: Option<String>) {
        self.fetch_later();
        self.setup.set(None);
        if self.puzzles.with_untracked(|p| p.visible) {
            self.close_puzzles();
        }
        self.tutorial.current.set(None);
        let catalogued = self.lessons.with_untracked(|l| l.catalogued);
        self.lessons.update(|l| {
            l.visible = true;
            if l.catalogued != Catalogued::Ready {
                l.catalogued = Catalogued::Fetching;
            }
        });
        if catalogued == Catalogued::Ready {
            self.show_lesson(wanted);
            return;
        }
        let state = *self;
        leptos::task::spawn_local(async move {
            let text = browser::fetch_text("./lessons/lessons.txt").await;
            let read = text.is_some_and(|text| {
                state.lessons.try_update(|l| l.loaded(&text).is_ok()) == Some(true)
            });
            if !read {
                web_sys::console::warn_1(&"lessons/lessons.txt could not be read".into());
                state.lessons.update(|l| l.catalogued = Catalogued::Failed);
            } else if state.lessons.with_untracked(|l| l.visible) {
                state.show_lesson(wanted);
            }
        });
    }

    /// Lesson `wanted`'s first step, or the list (with a note if it was
    /// not found).
    fn show_lesson(&self, wanted: Option<String>) {
        match wanted.and_then(|id| self.lessons.try_update(|l| l.wanted(&id)).flatten()) {
            Some(index) => self.show_step(index),
            None => self.lesson_list(),
        }
    }

    /// A lesson chosen in the list.
    pub fn start_lesson(&self, id: &str) {
        self.show_lesson(Some(id.to_string()));
    }

    /// Puts a step on the board, its try afresh.
    pub fn show_step(&self, index: usize) {
        self.lessons.update(|l| {
            l.open = Some((index, Attempt::Trying));
            l.not_found = None;
        });
        let Some(game) = self.lessons.with_untracked(|l| l.step().map(lessons::game)) else {
            return;
        };
        self.cancel_computer();
        self.board.settle();
        self.tutorial.current.set(None);
        self.board.change(|session| session.show_puzzle(game));
        let said = self.lessons.with_untracked(|l| {
            l.texts()
                .map(|t| format!("{} {}. {}", t.title, t.progress, t.task))
        });
        self.notices.say(said.unwrap_or_default());
    }

    /// Next or Previous within the lesson.
    pub fn lesson_step(&self, forward: bool) {
        if let Some(index) = self.lessons.with_untracked(|l| l.neighbour(forward)) {
            self.show_step(index);
        }
    }

    /// Try again: the same step afresh.
    pub fn retry_step(&self) {
        if let Some((index, _)) = self.lessons.with_untracked(|l| l.open) {
            self.show_step(index);
        }
    }

    /// Back to the list of lessons, the player's game on the board.
    pub fn lesson_list(&self) {
        if self.lessons.with_untracked(|l| l.open.is_some()) {
            self.lessons.update(|l| l.open = None);
            self.back_to_players_game();
        }
    }

    /// Back to the player's game.
    pub fn close_lessons(&self) {
        self.leave_lessons();
        browser::focus_square(&self.board.focus.get_untracked().to_string());
    }

    /// The view goes and the player's game comes back (another view opens).
    pub(in crate::ui) fn leave_lessons(&self) {
        if self.lessons.with_untracked(|l| l.visible) {
            let on_board = self.lessons.with_untracked(|l| l.open.is_some());
            self.lessons.update(|l| {
                l.visible = false;
                l.open = None;
            });
            if on_board {
                self.back_to_players_game();
            }
        }
    }

    /// After a placement on a step's board: its first decides, and the
    /// result is said.
    pub(in crate::ui) fn judge_lesson(&self, square: Square) {
        if !self.board.with(Session::in_puzzles) {
            return;
        }
        let placements = self.board.game.with_untracked(|g| g.plies().len());
        if self.lessons.try_update(|l| l.judge(square, placements)) != Some(true) {
            return;
        }
        if let Some((line, _)) = self
            .lessons
            .with_untracked(|l| l.texts().and_then(|t| t.result))
        {
            self.notices.say(line);
        }
    }
}
