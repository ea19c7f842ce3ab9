//! The opening's name under the board (`opening-name`): the longest named
//! line the game went through up to the position on show, and the
//! centre's shape in the variants with a free centre opening (the
//! engine's `openings`, docs/openings.md). Its words are later texts: the
//! line stays empty until they are in.

use leptos::prelude::*;
use reversi_app_core::named_openings;

use super::state::LaterTexts;
use super::AppState;

#[component]
pub fn OpeningName() -> impl IntoView {
    let state = super::context::<AppState>();
    // The names come with the later texts (`AppState::fetch_later`).
    let opening = Memo::new(move |_| {
        let ready = state.later_texts.get() == LaterTexts::Ready;
        ready.then(|| {
            state.board.game.with(|game| {
                let positions = game.positions();
                let shown = positions.get(..=game.view_index()).unwrap_or(positions);
                named_openings::name_of(shown)
            })
        })?
    });
    let text = move || opening.get().unwrap_or_default();
    view! {
        <p class="opening-name" data-testid="opening-name" hidden=move || text().is_empty()>
            {text}
        </p>
    }
}
