//! The browser glue: thin wrappers over storage, the address bar, the
//! clipboard and the display preferences here; the AI worker's client, the
//! service worker and JS values in the submodules. Every failure here is
//! quiet: the game goes on without the feature (a refused write is
//! answered, so that the page can say the game is not being saved).

pub mod ai_worker;
pub mod files;
pub mod host_page;
pub mod js_value;
pub mod language;
pub mod service_worker;

use wasm_bindgen::JsCast;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn local_storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// A JavaScript error as text for the console ("TypeError: …"), since
/// `{:?}` prints nothing in the page's build (scripts/page-toolchain.sh).
pub fn error_text(error: &wasm_bindgen::JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.to_string()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "an error that is not an Error".to_string())
}

pub fn load(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Writes `value` under `key`; false if storage is missing or refuses it
/// (full, private browsing, blocked).
pub fn store(key: &str, value: &str) -> bool {
    local_storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// Calls `on_change(key, new value)` whenever another tab of this site
/// changes localStorage (the `storage` event).
pub fn on_storage(on_change: impl Fn(String, Option<String>) + 'static) {
    let Some(window) = window() else { return };
    let listener = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::StorageEvent)>::new(
        move |event: web_sys::StorageEvent| {
            if let Some(key) = event.key() {
                on_change(key, event.new_value());
            }
        },
    );
    let _ = window.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    listener.forget();
}

/// Calls `on_event` for every event of these `kinds` that reaches the
/// window (they bubble): one listener for a part of the page whose markup
/// is a string.
pub fn on_window_events(kinds: &[&str], on_event: impl Fn(web_sys::Event) + 'static) {
    let Some(window) = window() else { return };
    let listener = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(
        move |event: wasm_bindgen::JsValue| on_event(event.unchecked_into()),
    );
    for kind in kinds {
        let _ = window.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
    }
    listener.forget();
}

/// Loads the page again.
pub fn reload() {
    if let Some(window) = window() {
        let _ = window.location().reload();
    }
}

/// The query string of the page address, such as `?variant=free`.
pub fn query() -> String {
    window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The page's address without its query string, e.g. `https://club.example/reversi/`.
pub fn page_address() -> String {
    window()
        .and_then(|w| {
            let location = w.location();
            Some(location.origin().ok()? + &location.pathname().ok()?)
        })
        .unwrap_or_default()
}

/// Removes the query string from the address without reloading, so that a
/// reload restores the saved game rather than the link's.
pub fn clear_query() {
    let Some(window) = window() else { return };
    let Ok(path) = window.location().pathname() else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// Whether the CSS media query `query` matches now.
fn media(query: &str) -> bool {
    window()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|list| list.matches())
}

pub fn prefers_reduced_motion() -> bool {
    media("(prefers-reduced-motion: reduce)")
}

/// Whether the system asks for more contrast (`prefers-contrast: more`).
pub fn prefers_more_contrast() -> bool {
    media("(prefers-contrast: more)")
}

/// Whether the screen is a phone's, by width (the analysis graph's frame).
pub fn narrow_screen() -> bool {
    media("(max-width: 600px)")
}

/// Copies `text`; the answer says whether it worked.
pub async fn copy(text: String) -> bool {
    let Some(window) = window() else { return false };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Moves the keyboard focus to the square button named `name`.
pub fn focus_square(name: &str) {
    focus_selector(&format!("[data-square=\"{name}\"]"));
}

/// The element that has the keyboard focus, if any.
pub fn active_element() -> Option<web_sys::Element> {
    window()?.document()?.active_element()
}

/// The square button named `name`.
pub fn square_element(name: &str) -> Option<web_sys::Element> {
    first(&format!("[data-square=\"{name}\"]"))
}

/// Removes attribute `name` from every element that has it.
pub fn remove_attributes(name: &str) {
    let Some(found) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(&format!("[{name}]")).ok())
    else {
        return;
    };
    for index in 0..found.length() {
        if let Some(element) = found
            .item(index)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            let _ = element.remove_attribute(name);
        }
    }
}

/// Moves the keyboard focus to the first element matching `selector`.
pub fn focus_selector(selector: &str) {
    if let Some(element) = first(selector).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}

/// Moves the keyboard focus to `element`, or, when it cannot take it (an
/// item of the phones' closed menu, which is not rendered), to the menu's
/// button.
pub fn focus_or_menu(element: Option<web_sys::Element>) {
    for element in [element, first("[data-testid=\"menu\"]")]
        .into_iter()
        .flatten()
    {
        if let Ok(element) = element.dyn_into::<web_sys::HtmlElement>() {
            let _ = element.focus();
            if active_element().is_some_and(|a| a == *element) {
                return;
            }
        }
    }
}

/// Moves the keyboard focus to the first SVG element matching `selector`
/// (a point of the analysis graph).
pub fn focus_svg(selector: &str) {
    if let Some(element) = first(selector).and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = element.focus();
    }
}

/// The first element matching `selector`.
pub fn first(selector: &str) -> Option<web_sys::Element> {
    window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
}

/// Removes the "loading" placeholder of index.html once the app is up.
pub fn remove_placeholder() {
    if let Some(element) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        element.remove();
    }
}

/// The page's clock, `performance.now()`, in milliseconds.
pub fn now_ms() -> f64 {
    window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A seed for the computer's choices (the weaker levels add noise):
/// `Math.random()`, the page's only source of randomness.
pub fn random_seed() -> u32 {
    (js_sys::Math::random() * f64::from(u32::MAX)) as u32
}

/// The text at `url` (a file of the site), or `None` when it cannot be
/// fetched (offline without the service worker's copy, a server error).
pub async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
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

/// Today in the player's calendar, as days since 1 January 1970.
pub fn today() -> i64 {
    let now = js_sys::Date::new_0();
    reversi_app_core::puzzles::day_number(
        i64::from(now.get_full_year()),
        now.get_month() + 1,
        now.get_date(),
    )
}

/// The `data-testid` of the control an event came from (the panels whose
/// controls are markup listen once and tell them apart by it).
pub fn event_test_id(event: &web_sys::Event) -> Option<String> {
    use wasm_bindgen::JsCast;
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    target
        .closest("[data-testid]")
        .ok()
        .flatten()?
        .get_attribute("data-testid")
}

/// The element of `panel` with `data-testid` `id`.
pub fn find_test_id(panel: &web_sys::Element, id: &str) -> Option<web_sys::Element> {
    panel
        .query_selector(&format!("[data-testid=\"{id}\"]"))
        .ok()
        .flatten()
}

/// The same, as the element type it is.
pub fn find_test_id_as<T: wasm_bindgen::JsCast>(panel: &web_sys::Element, id: &str) -> Option<T> {
    find_test_id(panel, id)?.dyn_into().ok()
}

/// Focuses the control of `panel` with `data-testid` `id`.
pub fn focus_in(panel: &web_sys::Element, id: &str) {
    if let Some(control) = find_test_id_as::<web_sys::HtmlElement>(panel, id) {
        let _ = control.focus();
    }
}
