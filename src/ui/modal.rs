//! A modal dialog that keeps the keyboard inside it: the one way this app
//! opens a dialog.
//!
//! ```ignore
//! let open = RwSignal::new(false);
//! view! {
//!     <button on:click=move |_| open.set(true)>"Embed…"</button>
//!     <Modal open=open title_id="embed-title" test_id="embed-dialog">
//!         <h2 id="embed-title">{strings::embed_title()}</h2>
//!         …
//!         <button on:click=move |_| open.set(false)>{strings::dialog_cancel()}</button>
//!     </Modal>
//! }
//! ```
//!
//! While `open` is true the children are shown in a `role="dialog"`,
//! `aria-modal="true"` box named by the element whose id is `title_id`
//! (give the heading that id). The modal then:
//! - moves the focus to the first control inside, or to the first element
//!   matching `initial_focus` (a CSS selector such as `"[data-testid=go]"`),
//!   and shows the dialog from its top;
//! - keeps Tab and Shift+Tab inside, wrapping at either end;
//! - closes on Escape and on a click on the backdrop (sets `open` false);
//! - makes everything else on the page `inert` (no clicks, no focus, hidden
//!   from assistive technology), except the aria-live region, so that
//!   announcements made while it closes are still heard;
//! - gives the focus back, when it closes however it closes (Escape, a
//!   button setting `open` false, an intent that closes it), to the element
//!   that had it when it opened, or, if that element is gone, to the first
//!   match of `return_focus`; if that one is in the phones' closed menu, to
//!   the menu's button.
//!
//! Only one modal is open at a time in this app.

use leptos::html;
use leptos::prelude::*;

use super::state::LaterTexts;
use super::AppState;
use send_wrapper::SendWrapper;
use wasm_bindgen::JsCast;

/// What Tab may reach inside the dialog. A radio button counts only when it
/// is checked (the browser tabs to the checked one of a group).
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]):not([type=radio]), \
     input[type=radio]:checked:not([disabled]), select:not([disabled]), textarea:not([disabled]), \
     [tabindex]:not([tabindex=\"-1\"])";

#[component]
pub fn Modal(
    /// Shows the dialog while true; the modal sets it false to close.
    open: RwSignal<bool>,
    /// The id of the element that names the dialog (its heading).
    title_id: &'static str,
    /// A selector for the control to focus first; the first control if absent.
    #[prop(optional)]
    initial_focus: Option<&'static str>,
    /// A selector for where the focus goes on close if the opener is gone.
    #[prop(optional)]
    return_focus: Option<&'static str>,
    /// The dialog box's `data-testid`.
    #[prop(optional)]
    test_id: Option<&'static str>,
    /// Extra classes for the dialog box.
    #[prop(optional)]
    class: Option<&'static str>,
    children: ChildrenFn,
) -> impl IntoView {
    move || {
        let children = children.clone();
        open.get().then(move || {
            view! {
                <ModalBody
                    open=open
                    title_id=title_id
                    initial_focus=initial_focus
                    return_focus=return_focus
                    test_id=test_id
                    class=class
                >
                    {children()}
                </ModalBody>
            }
        })
    }
}

#[component]
fn ModalBody(
    open: RwSignal<bool>,
    title_id: &'static str,
    initial_focus: Option<&'static str>,
    return_focus: Option<&'static str>,
    test_id: Option<&'static str>,
    class: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    // Whoever had the focus when the dialog opened gets it back.
    let opener = document().active_element();
    let root = NodeRef::<html::Div>::new();
    let dialog = NodeRef::<html::Div>::new();
    let inerted = StoredValue::new_local(Vec::<web_sys::Element>::new());
    Effect::new(move |_| {
        let (Some(root), Some(dialog)) = (root.get(), dialog.get()) else {
            return;
        };
        inerted.set_value(make_inert_around(&root));
        let first = initial_focus
            .and_then(|selector| dialog.query_selector(selector).ok().flatten())
            .or_else(|| focusable(&dialog).into_iter().next());
        match first.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            Some(element) => {
                let _ = element.focus();
            }
            None => {
                let _ = dialog.focus();
            }
        }
        // Focusing a control low in a tall dialog scrolls it: the dialog
        // opens at its top (its title) all the same.
        dialog.set_scroll_top(0);
    });
    let restore = SendWrapper::new(move || {
        inerted.try_with_value(|elements| {
            for element in elements {
                let _ = element.remove_attribute("inert");
            }
        });
        let target = opener
            .filter(|e| e.is_connected())
            .or_else(|| return_focus.and_then(|s| document().query_selector(s).ok().flatten()));
        crate::browser::focus_or_menu(target);
    });
    on_cleanup(move || (restore.take())());
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            ev.prevent_default();
            open.set(false);
        }
        "Tab" => {
            let Some(dialog) = dialog.get_untracked() else {
                return;
            };
            let items = focusable(&dialog);
            let (Some(first), Some(last)) = (items.first(), items.last()) else {
                ev.prevent_default();
                return;
            };
            let dialog: &web_sys::Element = &dialog;
            let active = document().active_element();
            let at = |e: &web_sys::Element| active.as_ref() == Some(e);
            let outside = active.as_ref().is_none_or(|a| !dialog.contains(Some(a)));
            let wrap_to = if ev.shift_key() && (at(first) || at(dialog) || outside) {
                Some(last)
            } else if !ev.shift_key() && (at(last) || outside) {
                Some(first)
            } else {
                None
            };
            if let Some(element) = wrap_to.and_then(|e| e.dyn_ref::<web_sys::HtmlElement>()) {
                ev.prevent_default();
                let _ = element.focus();
            }
        }
        _ => {}
    };
    view! {
        <div class="modal" node_ref=root>
            <div class="backdrop" on:click=move |_| open.set(false)></div>
            <div
                class=format!("dialog {}", class.unwrap_or_default())
                role="dialog"
                aria-modal="true"
                aria-labelledby=title_id
                tabindex="-1"
                data-testid=test_id
                node_ref=dialog
                on:keydown=on_keydown
            >
                {children()}
            </div>
        </div>
    }
}

/// The controls Tab can reach inside `container`, in document order.
fn focusable(container: &web_sys::Element) -> Vec<web_sys::Element> {
    let Ok(list) = container.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// Marks every element beside the path from `root` up to `<body>` inert,
/// except live regions; returns the elements it marked.
fn make_inert_around(root: &web_sys::Element) -> Vec<web_sys::Element> {
    let mut marked = Vec::new();
    let mut current = root.clone();
    while let Some(parent) = current.parent_element() {
        let mut sibling = parent.first_element_child();
        while let Some(element) = sibling {
            let skip = element == current
                || element.has_attribute("inert")
                || element.has_attribute("aria-live")
                || matches!(element.tag_name().as_str(), "SCRIPT" | "STYLE" | "LINK");
            if !skip && element.set_attribute("inert", "").is_ok() {
                marked.push(element.clone());
            }
            sibling = element.next_element_sibling();
        }
        if parent.tag_name() == "BODY" {
            break;
        }
        current = parent;
    }
    marked
}

/// A dialog whose texts come after the first paint (`AppState::fetch_later`):
/// `dialog` once they are in force, else its name and why it waits (the
/// modal still closes with Escape).
pub fn later_dialog(
    state: AppState,
    title_id: &'static str,
    title: fn() -> String,
    dialog: fn() -> AnyView,
) -> AnyView {
    if state.later_texts.get() == LaterTexts::Ready {
        dialog()
    } else {
        view! {
            <h2 id=title_id>{title()}</h2>
            <p>{state.later_text(String::new)}</p>
        }
        .into_any()
    }
}
