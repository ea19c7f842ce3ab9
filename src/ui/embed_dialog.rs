//! "Embed on your site": the options, the `<iframe>` snippet built from the
//! page's own address, a live preview and a copy button, in a focus-trapping
//! [`Modal`].

use leptos::prelude::*;
use leptos::task::spawn_local;
use reversi_engine::Color;

use super::modal::{later_dialog, Modal};
use super::AppState;
use crate::browser;
use reversi_app_core::embed::{self, Embed, Look, Scheme};
use reversi_app_core::game::{Game, PlayerKind, Players};
use reversi_app_core::link::Link;
use reversi_app_core::strings;

#[component]
pub fn EmbedDialog() -> impl IntoView {
    let state = super::context::<AppState>();
    // The focus goes to the first option, so the top of the dialog stays in view.
    view! {
        <Modal
            open=state.dialogs.embed
            title_id="embed-title"
            initial_focus="[data-testid=\"embed-this-game\"]"
            return_focus="[data-testid=\"embed-open\"]"
            test_id="embed-dialog"
            class="embed-dialog"
        >
            {move || later_dialog(state, "embed-title", strings::embed, || view! { <EmbedDialogBody/> }.into_any())}
        </Modal>
    }
}

/// `<html lang>`, if the page sets a usable one: passed on to the embed.
fn page_language() -> Option<String> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("lang"))
        .filter(|lang| embed::is_language_tag(lang))
}

/// One labelled `<select>` over (value, text) pairs; one function for every
/// choice of the dialog keeps the page's wasm small.
fn choice(
    label: String,
    testid: &'static str,
    options: Vec<(String, String)>,
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label class="player-choice">
            <span>{label}</span>
            <select data-testid=testid on:change=move |ev| value.set(event_target_value(&ev))>
                {options
                    .into_iter()
                    .map(|(key, text)| {
                        let selected = key.clone();
                        view! { <option value=key selected=move || value.with(|v| *v == selected)>{text}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

fn check(label: String, testid: &'static str, value: RwSignal<bool>) -> impl IntoView {
    view! {
        <label class="toggle-line">
            <input
                type="checkbox"
                data-testid=testid
                prop:checked=move || value.get()
                on:change=move |ev| value.set(event_target_checked(&ev))
            />
            {label}
        </label>
    }
}

#[component]
fn EmbedDialogBody() -> impl IntoView {
    let state = super::context::<AppState>();
    let (variant, current) = state
        .board
        .game
        .with_untracked(|g| (g.variant(), g.players()));
    let this_game = RwSignal::new(true);
    let black = RwSignal::new(current.black.name());
    let second = RwSignal::new(current.white.name());
    let look = RwSignal::new(Look::Auto.name().to_string());
    let scheme = RwSignal::new(Scheme::Auto.name().to_string());
    let coords = RwSignal::new(true);
    let size = RwSignal::new("360".to_string());
    let copied = RwSignal::new(None::<bool>);
    let lang = page_language();
    let close = move || state.dialogs.embed.set(false);
    let query = Memo::new(move |_| {
        let players = Players {
            black: black.with(|b| PlayerKind::parse(b)).unwrap_or_default(),
            white: second.with(|w| PlayerKind::parse(w)).unwrap_or_default(),
        };
        let mut game = if this_game.get() {
            state.board.game.get()
        } else {
            Game::new(variant, players)
        };
        game.set_players(players);
        let options = Embed {
            look: look.with(|l| Look::from_name(l)),
            scheme: scheme.with(|s| Scheme::from_name(s)),
            coords: coords.get(),
            lang: lang.clone(),
            problems: Vec::new(),
        };
        // With a puzzle on the board, "this game" is that puzzle.
        let puzzle = state.puzzles.with(|p| p.id());
        let link = match puzzle.filter(|_| this_game.get()) {
            Some(id) => format!("?puzzle={id}"),
            None => Link::write(&game).replace("&moves=&", "&"),
        };
        format!(
            "?embed=1&{}{}",
            link.trim_start_matches('?'),
            options.write()
        )
    });
    // A size offered, or (`fit`) the page's width.
    let mut sizes: Vec<(String, String)> = embed::SIZES
        .iter()
        .map(|s| (s.to_string(), strings::embed_size(*s)))
        .collect();
    sizes.push(("fit".to_string(), strings::embed_size_fit()));
    let pixels = move || size.with(|s| s.parse::<u32>().ok().filter(|s| embed::SIZES.contains(s)));
    let src = move || browser::page_address() + &query.get();
    let snippet = move || {
        embed::snippet(
            &browser::page_address(),
            &query.get(),
            pixels(),
            &strings::embed_frame_title(),
        )
    };
    let copy = move |_| {
        let text = snippet();
        spawn_local(async move {
            let ok = browser::copy(text).await;
            copied.set(Some(ok));
            let said = if ok {
                strings::embed_copied()
            } else {
                strings::embed_copy_failed()
            };
            state.notices.announcement.set(said.to_string());
        });
    };
    let players: Vec<(String, String)> = PlayerKind::all()
        .map(|kind| (kind.name(), strings::player_kind(kind).to_string()))
        .collect();
    let looks = [
        strings::embed_look_auto(),
        strings::embed_look_classic(),
        strings::embed_look_othello(),
    ];
    let schemes = [
        strings::embed_scheme_auto(),
        strings::embed_scheme_light(),
        strings::embed_scheme_dark(),
    ];
    let pairs = |names: Vec<&str>, texts: &[String]| -> Vec<(String, String)> {
        names
            .into_iter()
            .zip(texts)
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect()
    };
    view! {
        <h2 id="embed-title">{strings::embed_title()}</h2>
            <p class="small">{strings::embed_intro()}</p>
            <div class="embed-options">
                {check(strings::embed_this_game(), "embed-this-game", this_game)}
                {check(strings::embed_coords(), "embed-coords", coords)}
                {choice(strings::colour(variant, Color::Black).to_string(), "embed-player-black", players.clone(), black)}
                {choice(strings::colour(variant, Color::White).to_string(), "embed-player-second", players, second)}
                {choice(
                    strings::embed_look().to_string(),
                    "embed-look",
                    pairs(Look::ALL.iter().map(|l| l.name()).collect(), &looks),
                    look,
                )}
                {choice(
                    strings::embed_scheme().to_string(),
                    "embed-scheme",
                    pairs(Scheme::ALL.iter().map(|s| s.name()).collect(), &schemes),
                    scheme,
                )}
                {choice(
                    strings::embed_size_label().to_string(),
                    "embed-size",
                    sizes,
                    size,
                )}
            </div>
            <label class="embed-snippet-label" for="embed-snippet">{strings::embed_snippet()}</label>
            <textarea id="embed-snippet" class="embed-snippet" data-testid="embed-snippet" readonly rows="4" prop:value=snippet></textarea>
            <div class="dialog-buttons">
                <span class="small" data-testid="embed-copy-status">
                    {move || copied.get().map(|ok| if ok { strings::embed_copied() } else { strings::embed_copy_failed() })}
                </span>
                <button data-testid="embed-copy" class="primary" on:click=copy>{strings::embed_copy()}</button>
            </div>
            <p class="embed-snippet-label">{strings::embed_preview()}</p>
            <div class="embed-preview">
                <iframe
                    data-testid="embed-preview"
                    title=strings::embed_preview()
                    src=src
                    width=move || pixels().map_or("100%".to_string(), |w| w.to_string())
                    height=move || pixels().map(|w| embed::frame_height(w).to_string())
                ></iframe>
            </div>
            <div class="dialog-buttons">
                <button data-testid="embed-close" on:click=move |_| close()>
                    {strings::embed_close()}
                </button>
            </div>
    }
}
