//! The new-game dialog: the rules to play and who plays each side, in a
//! focus-trapping [`Modal`].

use leptos::prelude::*;
use reversi_engine::{Color, Variant};

use super::modal::Modal;
use super::AppState;
use reversi_app_core::game::PlayerKind;
use reversi_app_core::strings;

#[component]
pub fn NewGameDialog() -> impl IntoView {
    let state = super::context::<AppState>();
    view! {
        <Modal
            open=state.dialogs.new_game
            title_id="new-game-title"
            initial_focus="[data-testid=\"new-game-start\"]"
            return_focus="[data-testid=\"new-game\"]"
            test_id="new-game-dialog"
        >
            <DialogBody/>
        </Modal>
    }
}

#[component]
fn DialogBody() -> impl IntoView {
    let state = super::context::<AppState>();
    let variant = RwSignal::new(state.variant());
    let players = RwSignal::new(state.board.game.with_untracked(|g| g.players()));
    let close = move || state.dialogs.new_game.set(false);
    let options = Variant::ALL.map(|v| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="variant"
                    data-testid=format!("variant-{}", v.name())
                    prop:checked=move || variant.get() == v
                    on:change=move |_| variant.set(v)
                />
                <span>
                    <strong>{strings::variant_label(v)}</strong>
                    <small>{strings::variant_blurb(v)}</small>
                </span>
            </label>
        }
    });
    let player_select = move |color: Color| {
        let label = move || strings::colour(variant.get(), color);
        view! {
            <label class="player-choice">
                <span>{label}</span>
                <select
                    data-testid=format!("player-{}", if color == Color::Black { "black" } else { "second" })
                    on:change=move |ev| {
                        if let Some(kind) = PlayerKind::parse(&event_target_value(&ev)) {
                            players.update(|p| match color {
                                Color::Black => p.black = kind,
                                Color::White => p.white = kind,
                            });
                        }
                    }
                >
                    {PlayerKind::all()
                        .map(|kind| {
                            view! {
                                <option
                                    value=kind.name()
                                    selected=move || players.with(|p| p.get(color) == kind)
                                >
                                    {strings::player_kind(kind)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        }
    };
    view! {
        <h2 id="new-game-title">{strings::dialog_title()}</h2>
            <fieldset>
                <legend>{strings::dialog_variant()}</legend>
                {options}
            </fieldset>
            <fieldset>
                <legend>{strings::dialog_players()}</legend>
                {player_select(Color::Black)}
                {player_select(Color::White)}
            </fieldset>
            <div class="dialog-buttons">
                <button on:click=move |_| close()>{strings::dialog_cancel()}</button>
                <button
                    class="primary"
                    data-testid="new-game-start"
                    on:click=move |_| {
                        state.new_game(variant.get(), players.get());
                        close();
                    }
                >
                    {strings::dialog_start()}
                </button>
            </div>
    }
}
