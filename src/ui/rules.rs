//! The rules panel: the chosen variant's rules in plain words and a short history.

use leptos::prelude::*;

use super::AppState;
use reversi_app_core::strings;

#[component]
pub fn RulesPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = move || strings::rules(state.game.with(|g| g.variant()));
    view! {
        <details class="rules" data-testid="rules">
            <summary>
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
    }
}
