//! The language switcher (its `<select>`, each language named in itself,
//! is in index.html's extras): choosing one fetches it, puts it in force
//! and mounts the page again in it (the state carries on).

use leptos::prelude::*;
use reversi_app_core::i18n::{Lang, LANG_KEY};

use super::AppState;
use crate::browser::{self, language};

/// How the page is mounted again after a switch, given in context by the
/// page's root (the switcher sits inside the page it replaces).
#[derive(Clone, Copy)]
pub struct Remount(pub fn());

/// The language switcher's choice, `code` (its `<select>` is index.html's,
/// in the extras): fetches the language, puts it in force and mounts the
/// page again in it.
pub fn switch(state: AppState, remount: Option<Remount>, code: String) {
    let Some(lang) = Lang::parse(&code) else {
        return;
    };
    // Not Leptos's spawn_local: the task replaces the view it came from.
    wasm_bindgen_futures::spawn_local(async move {
        let bundle = language::load(lang).await;
        let lang = language::apply(lang, bundle);
        // The later texts too, so that an open tutorial or dialog goes
        // on in the new language without a "Loading…" between.
        language::load_later().await;
        browser::store(LANG_KEY, lang.code());
        // Lines already spoken stay in the old language: drop them.
        state.notices.announcement.set(String::new());
        if let Some(Remount(mount)) = remount {
            mount();
        }
        // Once the new page has copied its extras in (on phones the
        // switcher is in the closed menu: its button takes the focus).
        request_animation_frame(|| {
            browser::focus_or_menu(browser::first("[data-testid=\"language\"]"))
        });
    });
}
