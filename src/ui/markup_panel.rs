//! A side panel whose controls are a `<template>` of index.html (the
//! position editor's, the puzzles'): copied in when the panel opens, its
//! texts filled in from the language files (`fill`), kept up to date in
//! place by `sync`, and heard through one click and one change listener
//! that tell the controls apart by their `data-testid`. The markup is
//! HTML, not code, and one component serves every such panel, its parts
//! passed as trait objects: a typed view per panel cost the page's wasm
//! several KB each (its 250 KB budget).

use std::sync::Arc;

use leptos::prelude::*;
use reversi_app_core::game::PlayerKind;
use reversi_app_core::{i18n, strings};
use reversi_engine::{Color, Variant};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlTemplateElement};

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
    /// The id of its `<template>` in index.html.
    pub template: &'static str,
    /// The id of its heading, in the template.
    pub title_id: &'static str,
    /// Whether it is open, and then whether what it needs besides the later
    /// texts is in (`Some(Ok(true))`), coming (`Some(Ok(false))`) or failed
    /// (`Some(Err(()))`).
    pub open: Arc<dyn Fn() -> Option<Result<bool, ()>> + Send + Sync>,
    /// The variant whose colours the texts name.
    pub variant: Arc<dyn Fn() -> Variant + Send + Sync>,
    /// Brings the controls up to date in place.
    pub sync: Arc<dyn Fn(&Element) + Send + Sync>,
    /// A click on the control with this test id.
    pub clicked: Arc<dyn Fn(&str) + Send + Sync>,
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
    let state = super::context::<AppState>();
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
                            <button type="button" data-testid=panel.close_id on:click=move |_| close()>{strings::dialog_cancel()}</button>
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
        template,
        title_id,
        variant,
        sync,
        clicked,
        changed,
        data_id,
        first,
        ..
    } = panel;
    // The rules the texts were last filled in for; `None` until the
    // template is copied in.
    let filled = StoredValue::new(None::<Variant>);
    Effect::new(move || {
        let Some(node) = node.get() else { return };
        let variant = variant();
        let before = filled.get_value();
        if before != Some(variant) {
            if before.is_none() {
                copy_template(&node, template);
            }
            // Once, and again only when the rules (the colours' names) change.
            fill(&node, variant);
            filled.set_value(Some(variant));
            if before.is_none() {
                // The focus moves into the panel as it opens (the button
                // that opened it may be far below the board on a phone).
                browser::focus_in(&node, first);
            }
        }
        sync(&node);
    });
    view! {
        <section
            class=class
            data-testid=test_id
            data-id=move || data_id()
            aria-labelledby=title_id
            node_ref=node
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

/// A try's result line `<prefix>-result` (its text and whether it solved,
/// as `data-solved`; hidden while there is none) and its `<prefix>-retry`
/// button, shown with it: the puzzles' and the lessons' panels.
pub fn show_result(panel: &Element, prefix: &str, result: Option<&(String, bool)>) {
    use web_sys::HtmlElement;
    if let Some(line) = browser::find_test_id_as::<HtmlElement>(panel, &format!("{prefix}-result"))
    {
        let _ = line.set_attribute("data-solved", &result.is_some_and(|r| r.1).to_string());
        line.set_text_content(result.map(|r| r.0.as_str()));
        line.set_hidden(result.is_none());
    }
    if let Some(retry) = browser::find_test_id_as::<HtmlElement>(panel, &format!("{prefix}-retry"))
    {
        retry.set_hidden(result.is_none());
    }
}

pub fn copy_template(node: &Element, id: &str) {
    let template = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|t| t.dyn_into::<HtmlTemplateElement>().ok());
    if let Some(copy) = template.and_then(|t| t.content().clone_node_with_deep(true).ok()) {
        let _ = node.append_child(&copy);
    }
}

/// The elements of `root` that match `selector`, with that attribute's value.
fn each(root: &Element, attribute: &str, mut apply: impl FnMut(&Element, String)) {
    let Ok(found) = root.query_selector_all(&format!("[{attribute}]")) else {
        return;
    };
    for index in 0..found.length() {
        if let Some(element) = found.get(index).and_then(|n| n.dyn_into::<Element>().ok()) {
            let value = element.get_attribute(attribute).unwrap_or_default();
            apply(&element, value);
        }
    }
}

/// Puts the texts of the current language (and `variant`'s colours) into
/// the copied template.
pub fn fill(root: &Element, variant: Variant) {
    each(root, "data-t", |e, id| {
        e.set_text_content(Some(&i18n::text(&id, &[])))
    });
    each(root, "data-t-label", |e, id| {
        let _ = e.set_attribute("aria-label", &i18n::text(&id, &[]));
    });
    each(root, "data-t-colour", |e, side| {
        let color = if side == "black" {
            Color::Black
        } else {
            Color::White
        };
        e.set_text_content(Some(&strings::colour(variant, color)));
    });
    each(root, "data-t-variant", |e, name| {
        if let Ok(v) = name.parse::<Variant>() {
            e.set_text_content(Some(&strings::variant_label(v)));
        }
    });
    each(root, "data-players", |select, _| {
        if select.child_element_count() > 0 {
            return;
        }
        let document = select.owner_document();
        for kind in PlayerKind::all() {
            if let Some(option) = document
                .as_ref()
                .and_then(|d| d.create_element("option").ok())
            {
                let _ = option.set_attribute("value", &kind.name());
                option.set_text_content(Some(&strings::player_kind(kind)));
                let _ = select.append_child(&option);
            }
        }
    });
}
