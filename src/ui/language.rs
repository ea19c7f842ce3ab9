//! The language on the page: which one a visit starts in, fetching a
//! language's messages (`./locales/<code>.ftl`, relative to the page, so the
//! site works under any path and, precached, offline), and the switcher.
//! A language that cannot be fetched or read leaves the page in English.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::AppState;
use crate::browser;
use reversi_app_core::i18n::{self, Bundle, Lang, LANG_KEY};
use reversi_app_core::strings;

thread_local! {
    /// The languages fetched so far.
    static LOADED: RefCell<Vec<Rc<Bundle>>> = const { RefCell::new(Vec::new()) };
}

/// The language of this page load: `?lang=`, the stored choice, the
/// browser's languages, English. A valid `?lang=` is remembered if `remember`.
pub fn initial(remember: bool) -> Lang {
    let query = browser::query();
    let asked = i18n::query_lang(&query).as_deref().and_then(Lang::parse);
    if let (Some(lang), true) = (asked, remember) {
        browser::store(LANG_KEY, lang.code());
    }
    let navigator: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|tag| tag.as_string())
                .collect()
        })
        .unwrap_or_default();
    i18n::choose(
        asked.map(Lang::code),
        browser::load(LANG_KEY).as_deref(),
        &navigator,
    )
}

/// The messages of `lang`: `None` for English (compiled in) or when they
/// cannot be fetched.
pub async fn load(lang: Lang) -> Option<Rc<Bundle>> {
    if lang == Lang::En {
        return None;
    }
    if let Some(bundle) = LOADED.with(|l| l.borrow().iter().find(|b| b.lang == lang).cloned()) {
        return Some(bundle);
    }
    let text = fetch_text(&format!("./locales/{}.ftl", lang.code())).await;
    let Some(text) = text else {
        web_sys::console::warn_1(&format!("language {} could not be fetched", lang.code()).into());
        return None;
    };
    let (bundle, errors) = Bundle::parse(lang, &text);
    for error in errors {
        web_sys::console::warn_1(&format!("locales/{}.ftl: {error}", lang.code()).into());
    }
    let bundle = Rc::new(bundle);
    LOADED.with(|l| l.borrow_mut().push(bundle.clone()));
    Some(bundle)
}

async fn fetch_text(url: &str) -> Option<String> {
    let promise = web_sys::window()?.fetch_with_str(url);
    let response: web_sys::Response = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Puts the texts in `lang` (English if its messages are missing) and makes
/// `<html lang>` and the window title follow. Answers the language in force.
pub fn apply(lang: Lang, bundle: Option<Rc<Bundle>>) -> Lang {
    let lang = if bundle.is_some() { lang } else { Lang::En };
    i18n::set(bundle);
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
        document.set_title(&strings::title());
    }
    lang
}

/// The language switcher: each language named in itself.
#[component]
pub fn LanguageSelect() -> impl IntoView {
    let state = expect_context::<AppState>();
    let current = i18n::current();
    let on_change = move |ev: leptos::ev::Event| {
        let Some(lang) = Lang::parse(&event_target_value(&ev)) else {
            return;
        };
        // Not Leptos's spawn_local: the task replaces the view it came from.
        wasm_bindgen_futures::spawn_local(async move {
            let bundle = load(lang).await;
            let lang = apply(lang, bundle);
            browser::store(LANG_KEY, lang.code());
            // Lines already spoken stay in the old language: drop them.
            state.announcement.set(String::new());
            super::mount();
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
