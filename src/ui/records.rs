//! The records paste box: export the transcript or the board string (OBF),
//! import either; a malformed record gets a notice naming the problem and
//! the game stays.

use leptos::prelude::*;

use super::AppState;
use reversi_app_core::records::{self, Kind, INPUT_LIMIT};
use reversi_app_core::strings;

#[component]
pub fn Records() -> impl IntoView {
    let state = super::context::<AppState>();
    let text = RwSignal::new(String::new());
    let status = RwSignal::new(None::<(bool, String)>);
    let import = move |_| {
        let pasted = text.get_untracked();
        match state
            .board
            .game
            .with_untracked(|game| records::import(game, &pasted))
        {
            Ok((kind, game)) => {
                state.replace_game(game);
                let line = strings::records_imported(kind == Kind::Transcript).to_string();
                state.notices.announcement.set(line.clone());
                status.set(Some((true, line)));
            }
            Err(reason) => {
                let line = strings::records_problem(&reason);
                state.notices.announcement.set(line.clone());
                status.set(Some((false, line)));
            }
        }
    };
    view! {
        <details class="records" data-testid="records">
            <summary data-testid="records-toggle">{strings::records()}</summary>
            <label for="records-text" class="small">{strings::records_label()}</label>
            <textarea
                id="records-text"
                data-testid="records-text"
                rows="3"
                maxlength=INPUT_LIMIT.to_string()
                spellcheck="false"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            ></textarea>
            <p class="small">{strings::records_help()}</p>
            <div class="records-buttons">
                <button
                    data-testid="records-show-transcript"
                    on:click=move |_| {
                        text.set(state.board.game.with_untracked(|g| g.transcript()));
                        status.set(None);
                    }
                >
                    {strings::records_show_transcript()}
                </button>
                <button
                    data-testid="records-show-board"
                    on:click=move |_| {
                        text.set(state.board.game.with_untracked(records::export_board));
                        status.set(None);
                    }
                >
                    {strings::records_show_board()}
                </button>
                <button class="primary" data-testid="records-import" on:click=import>
                    {strings::records_import()}
                </button>
            </div>
            <p
                class=move || if status.with(|s| s.as_ref().is_some_and(|s| !s.0)) { "small records-problem" } else { "small" }
                data-testid="records-status"
            >
                {move || status.with(|s| s.as_ref().map(|s| s.1.clone()))}
            </p>
        </details>
    }
}
