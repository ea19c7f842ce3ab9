//! A side panel whose controls are markup written by the core (the
//! position editor's, the puzzles'): written when the panel opens and
//! whenever what `html` reads changes, kept up to date in place by `sync`
//! (so that the focus and a click in progress stay where they are), and
//! heard through one click and one change listener that tell the controls
//! apart by their `data-testid`. One component for every such panel, its
//! parts passed as trait objects: a typed view per panel cost the page's
//! wasm several KB each (its 250 KB budget).

use std::sync::Arc;

use leptos::prelude::*;
use web_sys::Element;

use super::state::LaterTexts;
use super::AppState;
use crate::browser;

/// A change of a control: its test id and its value.
pub type OnChange = Arc<dyn Fn(&str, String) + Send + Sync>;

/// What makes one panel.
#[derive(Clone)]
pub struct Panel {
    pub class: &'static str,
    pub test_id: &'static str,
    /// The id of its heading, in its markup.
    pub title_id: &'static str,
    /// Whether it is open, and then whether what it needs besides the later
    /// texts is in (`Some(Ok(true))`), coming (`Some(Ok(false))`) or failed
    /// (`Some(Err(()))`).
    pub open: Arc<dyn Fn() -> Option<Result<bool, ()>> + Send + Sync>,
    /// Its markup.
    pub html: Arc<dyn Fn() -> String + Send + Sync>,
    /// Brings the markup up to date in place.
    pub sync: Arc<dyn Fn(&Element) + Send + Sync>,
    /// A click on the control with this test id.
    pub clicked: Arc<dyn Fn(&str) + Send + Sync>,
    /// A change of the control with this test id, and its value.
    pub changed: OnChange,
    /// The panel's `data-id`, if it has one.
    pub data_id: Arc<dyn Fn() -> Option<String> + Send + Sync>,
    /// The control that takes the focus when the panel opens.
    pub first: &'static str,
    /// Where Close goes while the panel waits or failed: its test id.
    pub close_id: &'static str,
    pub close: Arc<dyn Fn() + Send + Sync>,
}

/// The panel while it is open; a line that stands for it while its texts
/// (or its data) come, or if they could not.
#[component]
pub fn MarkupPanel(panel: Panel) -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = panel.open.clone();
    // 0 closed, 1 waiting, 2 failed, 3 ready: built again only when this changes.
    let phase = Memo::new(move |_| match (open(), state.later_texts.get()) {
        (None, _) => 0u8,
        (Some(Err(())), _) | (_, LaterTexts::Failed) => 2,
        (Some(Ok(true)), LaterTexts::Ready) => 3,
        _ => 1,
    });
    move || match phase.get() {
        0 => None,
        3 => Some(view! { <Controls panel=panel.clone()/> }.into_any()),
        phase => {
            let close = panel.close.clone();
            Some(
                view! {
                    <section class=panel.class data-testid=panel.test_id>
                        <p>{state.later_text(String::new)}</p>
                        {(phase == 2).then(|| view! {
                            <button type="button" data-testid=panel.close_id on:click=move |_| close()>"×"</button>
                        })}
                    </section>
                }
                .into_any(),
            )
        }
    }
}

#[component]
fn Controls(panel: Panel) -> impl IntoView {
    let node = NodeRef::<leptos::html::Section>::new();
    let Panel {
        class,
        test_id,
        title_id,
        html,
        sync,
        clicked,
        changed,
        data_id,
        first,
        ..
    } = panel;
    Effect::new(move || {
        if let Some(node) = node.get() {
            sync(&node);
        }
    });
    // The focus moves into the panel as it opens (the button that opened
    // it may be far below the board on a phone).
    Effect::new(move || {
        if let Some(node) = node.get() {
            browser::focus_in(&node, first);
        }
    });
    view! {
        <section
            class=class
            data-testid=test_id
            data-id=move || data_id()
            aria-labelledby=title_id
            node_ref=node
            inner_html=move || html()
            on:click=move |ev| {
                if let Some(id) = browser::event_test_id(&ev) {
                    clicked(&id);
                }
            }
            on:change=move |ev| {
                if let Some(id) = browser::event_test_id(&ev) {
                    changed(&id, event_target_value(&ev));
                }
            }
        ></section>
    }
}
