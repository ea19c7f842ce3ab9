//! The language switcher: each language named in itself. Choosing one
//! fetches it, puts it in force and mounts the page again in it (the state
//! carries on).

use leptos::prelude::*;
use reversi_app_core::i18n::{self, Lang, LANG_KEY};
use reversi_app_core::strings;

use super::AppState;
use crate::browser::{self, language};

/// How the page is mounted again after a switch, given in context by the
/// page's root (the switcher sits inside the page it replaces).
#[derive(Clone, Copy)]
pub struct Remount(pub fn());

/// The language switcher: each language named in itself.
#[component]
pub fn LanguageSelect() -> impl IntoView {
    let state = super::context::<AppState>();
    let current = i18n::current();
    let remount = use_context::<Remount>();
    let on_change = move |ev: leptos::ev::Event| {
        let Some(lang) = Lang::parse(&event_target_value(&ev)) else {
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
            browser::focus_selector("[data-testid=\"language\"]");
        });
    };
    view! {
        <label class="language">
            <span>{strings::language()}</span>
            <select data-testid="language" on:change=on_change>
                {Lang::ALL
                    .map(|lang| {
                        view! {
                            <option value=lang.code() lang=lang.tag() selected=lang == current>
                                {lang.native_name()}
                            </option>
                        }
                    })}
            </select>
        </label>
    }
}
