//! "A new version is ready: reload", offered while the service worker's
//! new version waits (see [`crate::browser::service_worker`]).

use leptos::prelude::*;
use reversi_app_core::strings;

use super::AppState;
use crate::browser::service_worker::apply_update;

/// "A new version is ready: reload", while one waits.
#[component]
pub fn UpdateNotice(ready: RwSignal<bool>) -> impl IntoView {
    // Said in the page's one live region, not by a live region of its own.
    if let Some(state) = use_context::<AppState>() {
        Effect::new(move |_| {
            if ready.get() {
                state.notices.announcement.set(strings::update_ready());
            }
        });
    }
    move || {
        ready.get().then(|| {
            view! {
                <div class="update">
                    <button class="update-notice" data-testid="update-notice" on:click=move |_| apply_update()>
                        {strings::update_ready()}
                    </button>
                </div>
            }
        })
    }
}
