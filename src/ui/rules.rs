//! The rules panel: the chosen variant's rules in plain words and a short history.

use leptos::prelude::*;

use super::state::LaterTexts;
use super::AppState;
use reversi_app_core::strings;

#[component]
pub fn RulesPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    // The lines come after the first paint (`AppState::fetch_later`):
    // until then the history's place says why they are not there.
    let text = move || {
        let mut text = strings::rules(state.board.game.with(|g| g.variant()));
        if state.later_texts.get() != LaterTexts::Ready {
            text.rules.clear();
            text.history = vec![state.later_text(String::new)];
        }
        text
    };
    view! {
        // A region named by its summary: a landmark of its own, since on
        // phones it follows the extras, after <main>.
        <section class="rules-region" aria-labelledby="rules-summary">
        <details class="rules" data-testid="rules">
            <summary id="rules-summary">
                {strings::rules_heading()} ": " {move || text().title}
            </summary>
            <div class="rules-body">
                <ol>
                    {move || text().rules.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                </ol>
                <h3>{strings::history()}</h3>
                {move || text().history.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
            </div>
        </details>
        </section>
    }
}
