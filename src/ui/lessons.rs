//! The Learn view (the state and intents: `state::lessons`; its markup:
//! index.html's `lesson-template`), a [`MarkupPanel`]: the list of lessons
//! (the first tutorial, then one item `lesson` per lesson with its
//! `data-id`), or the step on show, whose position is on the board.

use std::sync::Arc;

use leptos::prelude::*;
use reversi_app_core::lessons::Lessons;
use reversi_app_core::puzzles::Catalogued;
use reversi_app_core::strings;
use reversi_engine::Variant;
use web_sys::{Element, HtmlElement};

use super::markup_panel::{MarkupPanel, Panel};
use super::AppState;
use crate::browser;

#[component]
pub fn LessonPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    let lessons = state.lessons;
    let panel = Panel {
        class: "puzzles lessons",
        test_id: "learn-view",
        template: "lesson-template",
        title_id: "lesson-title",
        open: Arc::new(move || {
            lessons.with(|l| {
                l.visible.then_some(match l.catalogued {
                    Catalogued::Ready => Ok(true),
                    Catalogued::Failed => Err(()),
                    _ => Ok(false),
                })
            })
        }),
        variant: Arc::new(move || {
            lessons.with(|l| l.step().map_or(Variant::Classic, |s| s.variant()))
        }),
        sync: Arc::new(move |panel| lessons.with(|l| sync(panel, l))),
        clicked: Arc::new(move |id| match id {
            "learn-tutorial" => {
                state.leave_lessons();
                state.start_tutorial();
            }
            "lesson-retry" => state.retry_step(),
            "lesson-prev" => state.lesson_step(false),
            "lesson-next" => state.lesson_step(true),
            "lesson-list-open" => state.lesson_list(),
            "lessons-close" => state.close_lessons(),
            id => {
                if let Some(lesson) = id.strip_prefix("learn-") {
                    state.start_lesson(lesson);
                }
            }
        }),
        changed: Arc::new(|_, _| {}),
        data_id: Arc::new(move || lessons.with(Lessons::lesson_id)),
        first: "learn-corners",
        close_id: "lessons-close",
        close: Arc::new(move || state.close_lessons()),
    };
    view! { <MarkupPanel panel=panel/> }
}

/// The list or the step, their texts in place.
fn sync(panel: &Element, lessons: &Lessons) {
    let show = |id: &str, shown: bool| {
        if let Some(element) = browser::find_test_id_as::<HtmlElement>(panel, id) {
            element.set_hidden(!shown);
        }
    };
    let set = |id: &str, text: &str| {
        if let Some(element) = browser::find_test_id(panel, id) {
            element.set_text_content(Some(text));
        }
    };
    let texts = lessons.texts();
    show("lesson-list", texts.is_none());
    show("lesson-step", texts.is_some());
    let note = lessons.note();
    show("lesson-note", note.is_some());
    set("lesson-note", note.as_deref().unwrap_or_default());
    let Some(texts) = texts else {
        set("lesson-title", &strings::lesson_heading());
        return;
    };
    set("lesson-title", &texts.title);
    set("lesson-progress", &texts.progress);
    set("lesson-task", &texts.task);
    show("lesson-prev", lessons.neighbour(false).is_some());
    show("lesson-next", lessons.neighbour(true).is_some());
    super::markup_panel::show_result(panel, "lesson", texts.result.as_ref());
}
