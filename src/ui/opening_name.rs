//! The opening's name under the board (`opening-name`): the longest named
//! line the game went through up to the position on show, and the
//! centre's shape in the variants with a free centre opening (the
//! engine's `openings`, docs/openings.md). Its words are later texts: the
//! line stays empty until they are in.

use leptos::prelude::*;
use reversi_app_core::strings;
use reversi_engine::openings::Openings;

use super::state::LaterTexts;
use super::AppState;

#[component]
pub fn OpeningName() -> impl IntoView {
    let state = super::context::<AppState>();
    let opening = Memo::new(move |_| {
        state.board.game.with(|game| {
            let positions = game.positions();
            let shown = positions.get(..=game.view_index()).unwrap_or(positions);
            Openings::shipped().of_game(shown)
        })
    });
    let text = move || match (opening.get(), state.later_texts.get()) {
        (Some(opening), LaterTexts::Ready) => strings::opening_name(&opening),
        _ => String::new(),
    };
    view! {
        <p class="opening-name" data-testid="opening-name" hidden=move || text().is_empty()>
            {text}
        </p>
    }
}
