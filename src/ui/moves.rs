//! The move list: the transcript with move numbers, each move a button that
//! shows its position, and a copy button.

use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::AppState;
use crate::browser;
use reversi_app_core::strings;

#[component]
pub fn MoveList() -> impl IntoView {
    let state = super::context::<AppState>();
    let copied = RwSignal::new(None::<bool>);
    let items = move || {
        state.board.game.with(|game| {
            let variant = game.variant();
            let shown = game.view_index();
            game.plies()
                .iter()
                .enumerate()
                .map(|(index, ply)| {
                    let number = index + 1;
                    let face = match ply.color {
                        reversi_engine::Color::Black => "chip black",
                        reversi_engine::Color::White => "chip second",
                    };
                    let pass = ply.pass.map(|color| {
                        view! { <span class="pass">{strings::pass_in_list(variant, color)}</span> }
                    });
                    view! {
                        <li>
                            // The name is the text on show, "12. red c4", so
                            // that voice control can say what it sees.
                            <button
                                class="move"
                                aria-current=(number == shown).then_some("step")
                                on:click=move |_| state.review(number)
                            >
                                <span class="number">{number} "."</span>
                                <span class=face aria-hidden="true"></span>
                                <span class="sr-only">{strings::colour_lower(variant, ply.color)} " "</span>
                                {ply.square.to_string()}
                            </button>
                            {pass}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let empty = move || state.board.game.with(|g| g.plies().is_empty());
    // Keep the move on show in sight: the latest while playing, the one
    // reviewed (a mistake jumped to, a step back) while reviewing. The list
    // scrolls, never the page.
    let list = NodeRef::<html::Ol>::new();
    Effect::new(move |_| {
        let (reviewing, any) = state
            .board
            .game
            .with(|g| (g.is_reviewing(), !g.plies().is_empty()));
        let Some(list) = list.get().filter(|_| any) else {
            return;
        };
        request_animation_frame(move || {
            use wasm_bindgen::JsCast;
            let current = reviewing
                .then(|| list.query_selector("[aria-current]").ok().flatten())
                .flatten()
                .and_then(|item| item.dyn_into::<web_sys::HtmlElement>().ok());
            let Some(item) = current else {
                list.set_scroll_top(list.scroll_height());
                return;
            };
            // Offsets within the list (it is positioned: style/main.css).
            let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
            if top < list.scroll_top() {
                list.set_scroll_top(top);
            } else if bottom > list.scroll_top() + list.client_height() {
                list.set_scroll_top(bottom - list.client_height());
            }
        });
    });
    let copy = move |_| {
        let text = state.board.game.with_untracked(|g| g.transcript());
        spawn_local(async move {
            let ok = browser::copy(text).await;
            copied.set(Some(ok));
            state.notices.announcement.set(
                (if ok {
                    strings::copied()
                } else {
                    strings::copy_failed()
                })
                .to_string(),
            );
        });
    };
    // The share link: the game, its variant and players in the address.
    let share_link = move || {
        browser::page_address() + &state.board.game.with(reversi_app_core::link::Link::write)
    };
    let link_copied = RwSignal::new(None::<bool>);
    let copy_link = move |_| {
        let text = share_link();
        spawn_local(async move {
            let ok = browser::copy(text).await;
            link_copied.set(Some(ok));
            state.notices.announcement.set(
                (if ok {
                    strings::link_copied()
                } else {
                    strings::copy_failed()
                })
                .to_string(),
            );
        });
    };
    // The arrow keys step through the game, Home and End go to its first
    // and latest positions, unless a text field, a menu, the board (whose
    // arrows move between squares) or a point of the analysis graph (an SVG
    // `g`, whose arrows step along it) has the focus, or the graph has
    // handled the key already (and, redrawn, lost the focus). With no moves
    // yet, Home and End scroll the page as usual.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let by = match ev.key().as_str() {
            "ArrowLeft" => -1,
            "ArrowRight" => 1,
            "Home" => isize::MIN / 2,
            "End" => isize::MAX / 2,
            _ => return,
        };
        if by.abs() > 1 && state.board.game.with_untracked(|g| g.plies().is_empty()) {
            return;
        }
        let busy = state.dialogs.new_game.get_untracked()
            || state.dialogs.embed.get_untracked()
            || state.in_tutorial()
            || ev.alt_key()
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.default_prevented()
            || document().active_element().is_some_and(|e| {
                matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA" | "g")
                    || e.has_attribute("data-square")
            });
        if !busy {
            ev.prevent_default();
            state.review_by(by);
        }
    });
    on_cleanup(move || keys.remove());
    let step = move |testid: &'static str, which: usize, icon: &'static str, by: isize| {
        let disabled = move || {
            state.board.game.with(|g| {
                if by < 0 {
                    g.view_index() == 0
                } else {
                    !g.is_reviewing()
                }
            })
        };
        view! {
            <button
                data-testid=testid
                aria-label=strings::review_step(which)
                disabled=disabled
                on:click=move |_| state.review_by(by)
            >
                {icon}
            </button>
        }
    };
    // A memo: the row is built again only when it changes.
    let row = Memo::new(move |_| {
        (
            state.board.game.with(|g| g.is_reviewing()),
            state.board.variation.get(),
        )
    });
    // The review controls, before the list's card: on phones they sit
    // under the board and the scores (style/main.css), with "Back to the
    // game", so that the status above the board keeps its height.
    view! {
        <div class="review-nav" data-testid="review-nav">
            {step("review-first", 0, "«", isize::MIN / 2)}
            {step("review-prev", 1, "‹", -1)}
            {step("review-next", 2, "›", 1)}
            {step("review-last", 3, "»", isize::MAX / 2)}
            {move || {
                let (reviewing, variation) = row.get();
                (reviewing || variation)
                    .then(|| {
                        view! {
                            <span class="review">
                                {variation.then(|| view! { <span data-testid="variation">{strings::variation()}</span> })}
                                <button data-testid="back-to-game" on:click=move |_| state.end_review()>
                                    {strings::back_to_game()}
                                </button>
                            </span>
                        }
                    })
            }}
        </div>
        <section class="moves">
            <div class="moves-head">
                <h2>{strings::moves()}</h2>
                <span class="moves-buttons">
                    <button
                        data-testid="review-start"
                        disabled=empty
                        aria-current=move || {
                            state.board.game.with(|g| (g.is_reviewing() && g.view_index() == 0).then_some("step"))
                        }
                        on:click=move |_| state.review(0)
                    >
                        {strings::start_position()}
                    </button>
                    <button data-testid="copy-transcript" on:click=copy>
                        {strings::copy_transcript()}
                    </button>
                    <button data-testid="copy-link" on:click=copy_link>
                        {strings::copy_link()}
                    </button>
                </span>
            </div>
            <ol class="move-list" data-testid="move-list" node_ref=list>
                {items}
            </ol>
            {move || empty().then(|| view! { <p class="small">{strings::no_moves_yet()}</p> })}
            <p class="transcript">
                <code data-testid="transcript">{move || state.board.game.with(|g| g.transcript())}</code>
            </p>
            <p class="small">
                <a data-testid="share-link" href=share_link>
                    {strings::share_link()}
                </a>
            </p>
            <p class="small">
                {move || {
                    copied
                        .get()
                        .map(|ok| if ok { strings::copied() } else { strings::copy_failed() })
                }}
                {move || {
                    link_copied
                        .get()
                        .map(|ok| if ok { strings::link_copied() } else { strings::copy_failed() })
                }}
            </p>
        </section>
    }
}
