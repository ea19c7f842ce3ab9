//! The game's copy on this device, as the page sees it: writes that say
//! whether they worked, unreadable texts kept aside, another tab's save
//! (the core's [`Keeping`](reversi_app_core::persist::Keeping) decides).
//! What the player must hear goes into the page's notices (`problems`:
//! "not being saved", "changed in another tab", the kept text to copy),
//! drawn by the one notice row of [`crate::ui::Problems`].

use leptos::prelude::*;
use reversi_app_core::persist::{self, Told};
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save::{self, STORAGE_KEY};
use reversi_app_core::startup::key_of;
use reversi_app_core::strings;

use super::AppState;
use crate::browser;

impl AppState {
    /// Writes the game's `text`, unless the core says not to.
    pub(in crate::ui) fn store_game(&self, text: &str) {
        if self.storage.keeping.with_value(|k| k.may_write_game(text)) {
            let ok = browser::store(STORAGE_KEY, text);
            self.wrote(Some(text), ok);
        }
    }

    /// Writes a setting.
    pub(in crate::ui) fn store(&self, key: &str, value: &str) {
        let ok = browser::store(key, value);
        self.wrote(None, ok);
    }

    fn wrote(&self, game: Option<&str>, ok: bool) {
        let mut told = Told::Nothing;
        self.storage
            .keeping
            .update_value(|k| told = k.wrote(game, ok));
        match told {
            Told::NotSaved => self.tell(LoadProblem::NotSaved),
            Told::SavedAgain => self.drop_notice(&LoadProblem::NotSaved),
            Told::Nothing => {}
        }
    }

    /// Shows `notice` and adds it to what the live region says now.
    pub(in crate::ui) fn tell(&self, notice: LoadProblem) {
        let text = strings::load_problem(&notice);
        self.notices
            .announcement
            .update(|line| persist::say_after(line, &text));
        self.notices.problems.update(|all| all.push(notice));
    }

    pub(in crate::ui) fn drop_notice(&self, notice: &LoadProblem) {
        self.notices
            .problems
            .update(|all| all.retain(|p| p != notice));
    }

    /// Keeps the unreadable texts of `problems` under their backup keys
    /// before anything is written over them; if one cannot be kept,
    /// nothing is written at all this visit.
    pub(in crate::ui) fn keep_aside(&self, problems: &[LoadProblem]) {
        for problem in problems {
            let LoadProblem::Unreadable { what, text, .. } = problem else {
                continue;
            };
            let kept = save::backup_key(key_of(*what), text, browser::load)
                .is_some_and(|key| browser::store(&key, text));
            if !kept {
                self.storage.persist.set_value(false);
                self.wrote(None, false);
            }
        }
    }

    /// Listens for another tab's saves.
    pub(in crate::ui) fn watch_other_tabs(&self) {
        let state = *self;
        browser::on_storage(move |key, theirs| {
            if key == STORAGE_KEY
                && state
                    .storage
                    .keeping
                    .try_update_value(|k| k.foreign(theirs.as_deref()))
                    == Some(true)
            {
                state.tell(LoadProblem::OtherTab);
            }
        });
    }

    /// The player's answer: keep this tab's game (written now), or load the
    /// other tab's: the page loads again and opens it as any visit does
    /// (kept aside and said, should this version not read it).
    fn answer_other_tab(&self, keep: bool) {
        if !keep {
            browser::reload();
            return;
        }
        self.storage.keeping.update_value(|k| k.answered());
        self.drop_notice(&LoadProblem::OtherTab);
        self.save();
    }

    /// A notice's own button: copy the kept text, or load the other tab's game.
    pub(in crate::ui) fn notice_action(&self, notice: &LoadProblem) {
        match notice {
            LoadProblem::Unreadable { text, .. } => {
                let (state, text) = (*self, text.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let ok = browser::copy(text).await;
                    state.notices.announcement.set(strings::kept_copied(ok));
                });
            }
            LoadProblem::OtherTab => self.answer_other_tab(false),
            _ => {}
        }
    }

    /// A notice's closing button: "Keep mine" answers another tab;
    /// "Dismiss" closes the notices met loading (storage notices stay
    /// while they hold).
    pub(in crate::ui) fn close_notice(&self, notice: &LoadProblem) {
        if *notice == LoadProblem::OtherTab {
            self.answer_other_tab(true);
            return;
        }
        self.notices
            .problems
            .update(|all| persist::dismiss(all, notice));
    }
}

/// The test id of a notice row.
pub fn notice_id(notice: &LoadProblem) -> &'static str {
    match notice {
        LoadProblem::NotSaved => "storage-notice",
        LoadProblem::OtherTab => "other-tab-notice",
        LoadProblem::ArchiveNotSaved => "archive-notice",
        _ => "load-notice",
    }
}
