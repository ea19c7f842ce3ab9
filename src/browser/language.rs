//! The language on the page: which one a visit starts in, fetching a
//! language's messages (`./locales/<code>.ftl`, relative to the page, so the
//! site works under any path and, precached, offline), and putting it in
//! force. A language that cannot be fetched or read leaves the page in
//! English. The switcher is `ui::LanguageSelect`.

use std::cell::RefCell;
use std::rc::Rc;

use reversi_app_core::i18n::{self, Bundle, Lang, LANG_KEY};
use reversi_app_core::strings;

thread_local! {
    /// The languages fetched so far.
    static LOADED: RefCell<Vec<Rc<Bundle>>> = const { RefCell::new(Vec::new()) };
}

/// The language of this page load: `?lang=`, the stored choice, the
/// browser's languages, English. A valid `?lang=` is remembered if `remember`.
pub fn initial(remember: bool) -> Lang {
    let query = super::query();
    let asked = i18n::query_lang(&query).as_deref().and_then(Lang::parse);
    if let (Some(lang), true) = (asked, remember) {
        super::store(LANG_KEY, lang.code());
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
        super::load(LANG_KEY).as_deref(),
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
    let text = super::fetch_text(&format!("./locales/{}.ftl", lang.code())).await;
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

/// Puts the current language's later texts (`./locales/later/<code>.ftl`,
/// `i18n::is_later_text`; fetched after the first paint to keep it small,
/// cached by the service worker) in force.
/// Answers whether they are.
pub async fn load_later() -> bool {
    let lang = i18n::current();
    // The later views' styles come with their texts, in parallel.
    let styles = later_styles();
    if !i18n::has_later() {
        let text = super::fetch_text(&format!("./locales/later/{}.ftl", lang.code())).await;
        // The language may have changed while the file came.
        if let (Some(text), true) = (text, i18n::current() == lang) {
            i18n::set_later(Some(Rc::new(Bundle::parse(lang, &text).0)));
        }
    }
    if !reversi_app_core::named_openings::is_loaded() {
        // The opening names' file: their words are later texts, so it comes with them.
        if let Some(text) = super::fetch_text("./openings/openings.txt").await {
            reversi_app_core::named_openings::load(&text);
        }
    }
    if let Some(styles) = styles {
        // Loaded or not (a failed sheet leaves those views plain), the texts count.
        let _ = wasm_bindgen_futures::JsFuture::from(styles).await;
    }
    i18n::has_later()
}

/// Adds `style/later.css` (the styles of the views that come after the
/// first paint) to the page once; the promise settles when it has loaded.
fn later_styles() -> Option<js_sys::Promise> {
    use wasm_bindgen::JsCast;
    let document = web_sys::window()?.document()?;
    if document.get_element_by_id("later-css").is_some() {
        return None;
    }
    let link = document
        .create_element("link")
        .ok()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()?;
    link.set_id("later-css");
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", "./style/later.css");
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        link.set_onload(Some(&resolve));
        link.set_onerror(Some(&reject));
    });
    document
        .query_selector("head")
        .ok()??
        .append_child(&link)
        .ok()?;
    Some(loaded)
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
