//! The game's copy on this device, as the page sees it: writes that say
//! whether they worked, unreadable texts kept aside, another tab's save
//! (the core's [`Keeping`] decides), and the notices about them: "not being
//! saved", "changed in another tab", and the kept text to copy.

use leptos::prelude::*;
use reversi_app_core::persist::Told;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save::{self, STORAGE_KEY};
use reversi_app_core::startup::key_of;
use reversi_app_core::strings;

use super::AppState;
use crate::browser;

impl AppState {
    /// Writes the game's `text`, unless the core says not to.
    pub(super) fn store_game(&self, text: &str) {
        if self.storage.keeping.with_value(|k| k.may_write_game(text)) {
            let ok = browser::store(STORAGE_KEY, text);
            self.wrote(Some(text), ok);
        }
    }

    /// Writes a setting.
    pub(super) fn store(&self, key: &str, value: &str) {
        let ok = browser::store(key, value);
        self.wrote(None, ok);
    }

    fn wrote(&self, game: Option<&str>, ok: bool) {
        let mut told = Told::Nothing;
        self.storage
            .keeping
            .update_value(|k| told = k.wrote(game, ok));
        match told {
            Told::NotSaved => {
                self.storage.unsaved.set(true);
                self.announce_too(strings::storage_off());
            }
            Told::SavedAgain => self.storage.unsaved.set(false),
            Told::Nothing => {}
        }
    }

    /// Adds `text` to what the live region says now.
    fn announce_too(&self, text: String) {
        self.announcement.update(|line| {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&text);
        });
    }

    /// Keeps the unreadable texts of `problems` under their backup keys
    /// before anything is written over them; if one cannot be kept,
    /// nothing is written at all this visit.
    pub(super) fn keep_aside(&self, problems: &[LoadProblem]) {
        for problem in problems {
            let LoadProblem::Unreadable { what, text, .. } = problem else {
                continue;
            };
            let kept = save::backup_key(key_of(*what), text, browser::load)
                .is_some_and(|key| browser::store(&key, text));
            if !kept {
                self.persist.set_value(false);
                self.wrote(None, false);
            }
        }
    }

    /// Listens for another tab's saves.
    pub(super) fn watch_other_tabs(&self) {
        let state = *self;
        browser::on_storage(move |key, theirs| {
            if key == STORAGE_KEY
                && state
                    .storage
                    .keeping
                    .try_update_value(|k| k.foreign(theirs.as_deref()))
                    == Some(true)
            {
                state.storage.other_tab.set(true);
                state.announce_too(strings::other_tab());
            }
        });
    }

    /// The player's answer: keep this tab's game (written now), or load the
    /// other tab's (a reload if this version cannot read it, which keeps
    /// it aside and says so).
    fn answer_other_tab(&self, keep: bool) {
        let theirs = browser::load(STORAGE_KEY);
        self.storage
            .keeping
            .update_value(|k| k.answered(keep, theirs.as_deref()));
        self.storage.other_tab.set(false);
        if keep {
            self.save();
            return;
        }
        match theirs.as_deref().map(save::read) {
            Some(Ok(game)) => self.replace_game(game),
            _ => browser::reload(),
        }
    }
}

/// "Not being saved on this device" and "changed in another tab".
#[component]
pub fn StorageNotices() -> impl IntoView {
    let state = expect_context::<AppState>();
    let storage = state.storage;
    view! {
        {move || storage.unsaved.get().then(|| view! {
            <div class="problem" data-testid="storage-notice">{strings::storage_off()}</div>
        })}
        {move || storage.other_tab.get().then(|| view! {
            <div class="problem" data-testid="other-tab-notice">
                <span>{strings::other_tab()}</span>
                <button data-testid="other-tab-load" on:click=move |_| state.answer_other_tab(false)>
                    {strings::other_tab_load()}
                </button>
                <button data-testid="other-tab-keep" on:click=move |_| state.answer_other_tab(true)>
                    {strings::other_tab_keep()}
                </button>
            </div>
        })}
    }
}

/// The kept text of an unreadable save or setting, to copy.
pub fn kept_text(state: AppState, problem: &LoadProblem) -> Option<impl IntoView> {
    let LoadProblem::Unreadable { text, .. } = problem else {
        return None;
    };
    let copied = text.clone();
    Some(view! {
        <details class="kept">
            <summary>{strings::kept_show()}</summary>
            <textarea readonly data-testid="kept-text" prop:value=text.clone()></textarea>
            <button data-testid="kept-copy" on:click=move |_| {
                let text = copied.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let ok = browser::copy(text).await;
                    state.announcement.set(strings::kept_copied(ok));
                });
            }>
                {strings::kept_copy()}
            </button>
        </details>
    })
}
