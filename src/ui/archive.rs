//! The archive of games on this device: kept when a game ends (played
//! here, opened from a link or a pasted record), listed newest first with
//! the game in progress on top, opened for review, exported (the archive's
//! file and, for Othello games, GGF), imported, deleted after a
//! confirmation. What storage holds is read again before each change
//! ([`archive_store::plan`]); a write storage refuses is told, and nothing
//! stored is written over.

use leptos::prelude::*;
use reversi_app_core::archive::list::{self as archive_list, Action};
use reversi_app_core::archive::store::Refused;
use reversi_app_core::archive::store::{self as archive_store, STORAGE_KEY};
use reversi_app_core::archive::{Archive, Entry};
use reversi_app_core::game::session::Session;
use reversi_app_core::persist;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::strings;
use reversi_engine::Variant;
use wasm_bindgen::JsCast;

use super::AppState;
use crate::browser::{self, files};

impl AppState {
    /// Reads the archive at the page load; an unreadable one is a problem
    /// whose text the page keeps aside.
    pub(super) fn read_archive(&self) -> Option<LoadProblem> {
        let (archive, problem) = archive_store::read(browser::load(STORAGE_KEY).as_deref());
        self.archive.games.set(archive);
        problem
    }

    /// Keeps the game on show if it is over: called when a game reaches
    /// its end here (a placement, a game opened from a link, a record or a
    /// host), not at every save, so that a deleted game stays deleted.
    /// Never the tutorial's positions, a variation or an embedded game.
    pub(super) fn keep_if_finished(&self) {
        if !self.storage.persist.get_value() || !self.board.with(Session::is_players_game) {
            return;
        }
        let date = archive_store::minute_of(&files::now_iso()).unwrap_or_default();
        let entry = self.board.game.with_untracked(|game| {
            self.archive
                .games
                .with_untracked(|archive| archive_store::to_keep(archive, game, &date))
        });
        if let Some(entry) = entry {
            if let Err(text) = self.change_archive(|archive| archive.keep(entry)) {
                self.notices.announcement.set(text);
            }
        }
    }

    /// Makes `change` to the stored archive and writes it; the text of why
    /// not when it is refused. A write storage refuses leaves what it held.
    fn change_archive<R>(
        &self,
        change: impl FnOnce(&mut Archive) -> Result<R, reversi_app_core::archive::ImportError>,
    ) -> Result<R, String> {
        let plan = match archive_store::plan(browser::load, change) {
            Ok(plan) => plan,
            Err(refused) => {
                if refused == Refused::NoRoomAside {
                    self.told_archive(false);
                }
                return Err(strings::archive_refused(&refused));
            }
        };
        let aside_kept = plan
            .aside
            .as_ref()
            .is_none_or(|(key, text)| browser::store(key, text));
        let written = aside_kept && (plan.unchanged || browser::store(STORAGE_KEY, &plan.text));
        self.told_archive(written);
        // Shown even when unsaved, so that it can still be exported.
        self.archive.games.set(plan.archive);
        Ok(plan.result)
    }

    /// Shows or drops the "archive not saved" notice.
    fn told_archive(&self, written: bool) {
        let shown = self
            .notices
            .problems
            .with_untracked(|all| all.contains(&LoadProblem::ArchiveNotSaved));
        match persist::archive_notice(written, shown) {
            Some(true) => self.tell(LoadProblem::ArchiveNotSaved),
            Some(false) => self.drop_notice(&LoadProblem::ArchiveNotSaved),
            None => {}
        }
    }

    /// Puts a kept game on the board, at its end, for review.
    fn open_kept(&self, entry: &Entry) {
        self.show_beside(entry.game());
        self.dialogs.archive.set(false);
        self.notices.announcement.set(strings::archive_opened());
    }
}

/// The archive's dialog, inside the page's `Modal` (`super::page`).
#[component]
pub fn Archive() -> impl IntoView {
    let state = super::context::<AppState>();
    // What the last export, import or deletion gave: (is a problem, text).
    let status = RwSignal::new(None::<(bool, String)>);
    // The row whose deletion waits for the player's answer.
    let confirming = RwSignal::new(None::<usize>);
    let say = move |problem: bool, text: String| {
        state.notices.announcement.set(text.clone());
        status.set(Some((problem, text)));
    };
    let export = move |_| {
        let text = state.archive.games.with_untracked(Archive::export);
        if !files::download_text("reversi-games.txt", "text/plain", &text) {
            say(true, strings::download_failed());
        }
    };
    let export_ggf = move |_| {
        let text = state.archive.games.with_untracked(Archive::export_ggf);
        if !files::download_text("reversi-games.ggf", "text/plain", &text) {
            say(true, strings::download_failed());
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            let Some(text) = files::picked_text(&input).await else {
                return;
            };
            // The same file may be picked again after a fix.
            input.set_value("");
            match state.change_archive(|archive| archive.import(&text)) {
                Ok(done) => say(false, strings::archive_imported(done.added, done.already)),
                Err(why) => say(true, why),
            }
        });
    };
    let no_othello = move || {
        state
            .archive
            .games
            .with(|a| a.entries().iter().all(|e| e.variant() != Variant::Othello))
    };
    let current = Memo::new(move |_| {
        let date = archive_store::minute_of(&files::now_iso()).unwrap_or_default();
        state.board.game.with(|game| Entry::of_game(game, &date))
    });
    let listing = move |archive: &Archive, current: &Option<Entry>| {
        archive
            .listing(current.as_ref())
            .into_iter()
            .map(|l| (l.entry.clone(), l.current))
            .collect::<Vec<_>>()
    };
    let rows = move || {
        let current = current.get();
        let asking = confirming.get();
        state
            .archive
            .games
            .with(|archive| archive_list::html(&archive.listing(current.as_ref()), asking))
    };
    // One handler for every button of the list (`data-action`).
    let clicked = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-action]").ok().flatten())
        else {
            return;
        };
        let action = button
            .get_attribute("data-action")
            .and_then(|a| Action::parse(&a));
        let index = button
            .closest("[data-index]")
            .ok()
            .flatten()
            .and_then(|row| row.get_attribute("data-index"))
            .and_then(|i| i.parse::<usize>().ok());
        let (Some(action), Some(index)) = (action, index) else {
            return;
        };
        let rows =
            current.with_untracked(|c| state.archive.games.with_untracked(|a| listing(a, c)));
        let Some((entry, is_current)) = rows.get(index).cloned() else {
            return;
        };
        let focus = |selector: String| {
            request_animation_frame(move || browser::focus_selector(&selector));
        };
        match action {
            Action::Review if is_current => state.dialogs.archive.set(false),
            Action::Review => state.open_kept(&entry),
            Action::Ask => {
                confirming.set(Some(index));
                focus("[data-testid=\"archive-delete-confirm\"]".into());
            }
            Action::Cancel => {
                confirming.set(None);
                focus(format!("[data-index=\"{index}\"] [data-action=\"ask\"]"));
            }
            Action::Delete => {
                confirming.set(None);
                let key = entry.key();
                let removed = state.change_archive(|archive| {
                    Ok(archive
                        .ask_delete(&key)
                        .is_some_and(|asked| archive.delete(asked)))
                });
                match removed {
                    Ok(_) => say(false, strings::archive_deleted()),
                    Err(why) => say(true, why),
                }
                focus("[data-testid=\"archive-close\"]".into());
            }
        }
    };
    view! {
        <h2 id="archive-title">{strings::archive_title()}</h2>
        <p class="small">{strings::archive_intro()}</p>
        <div class="archive-tools">
            <button data-testid="archive-export" on:click=export>{strings::archive_export()}</button>
            <button data-testid="archive-export-ggf" disabled=no_othello on:click=export_ggf>
                {strings::archive_export_ggf()}
            </button>
            <label class="file-choice">
                <span>{strings::archive_import()}</span>
                <input type="file" data-testid="archive-import" accept=".txt,text/plain" on:change=import/>
            </label>
        </div>
        <p
            class=move || if status.with(|s| s.as_ref().is_some_and(|s| s.0)) { "small records-problem" } else { "small" }
            data-testid="archive-status"
        >
            {move || status.with(|s| s.as_ref().map(|s| s.1.clone()))}
        </p>
        <ul class="archive-list" data-testid="archive-list" inner_html=rows on:click=clicked></ul>
        <div class="dialog-buttons">
            <button data-testid="archive-close" on:click=move |_| state.dialogs.archive.set(false)>
                {strings::archive_close()}
            </button>
        </div>
    }
}
