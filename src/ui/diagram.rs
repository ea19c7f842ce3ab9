//! "Diagram": a picture of the position on show for a club page or a
//! printout, with its options (coordinates, numbered moves, the board's
//! look, the side to move), a preview, and downloads as SVG (the engine's
//! `format::diagram`) and as PNG (that SVG drawn into a canvas at the
//! 1200 pixels on its longer side, stated on the button).

use leptos::prelude::*;
use reversi_app_core::game::Game;
use reversi_app_core::strings;
use reversi_engine::format::diagram::{self, Look, Options};
use reversi_engine::{Square, Variant};

use super::AppState;
use crate::browser::files;

/// The choices of numbered moves: none, the last, the last 5 or 10, all.
const NUMBERED: [usize; 5] = [0, 1, 5, 10, usize::MAX];
/// The PNG's longer side, in pixels: enough for print.
const PNG_SIDE: u32 = 1200;

/// The PNG's size: the SVG's `(width, height)` scaled so that its longer
/// side is `side`.
fn png_size((width, height): (u32, u32), side: u32) -> (u32, u32) {
    let longer = width.max(height).max(1);
    let scale = |v: u32| {
        ((u64::from(v) * u64::from(side) + u64::from(longer) / 2) / u64::from(longer)) as u32
    };
    (scale(width), scale(height))
}

/// The diagram's dialog, inside the page's `Modal` (`super::page`).
#[component]
pub fn Diagram() -> impl IntoView {
    let state = super::context::<AppState>();
    let coordinates = RwSignal::new(true);
    let side_to_move = RwSignal::new(true);
    let numbers = RwSignal::new(1usize);
    let othello = RwSignal::new(state.variant() == Variant::Othello);
    let problem = RwSignal::new(None::<String>);
    // (svg, width, height) of the position on show with these options.
    let picture = Memo::new(move |_| {
        let position = state.board.view.get();
        let (placements, shown): (Vec<Square>, usize) = state.board.game.with(|game: &Game| {
            let shown = game.view_index();
            (
                game.plies()[..shown].iter().map(|p| p.square).collect(),
                shown,
            )
        });
        let options = Options {
            coordinates: coordinates.get(),
            numbers: numbers.get(),
            look: if othello.get() {
                Look::Othello
            } else {
                Look::Classic
            },
            side_to_move: side_to_move.get(),
            title: strings::diagram_image_title(shown),
            ..Options::default()
        };
        let (width, height) = diagram::size(&position, &options);
        (
            diagram::write(&position, &placements, &options),
            width,
            height,
        )
    });
    let fail = move |text: String| {
        state.notices.announcement.set(text.clone());
        problem.set(Some(text));
    };
    let svg = move |_| {
        let svg = picture.with_untracked(|p| p.0.clone());
        if !files::download_text("reversi-position.svg", "image/svg+xml", &svg) {
            fail(strings::download_failed());
        }
    };
    let png = move |_| {
        let (svg, width, height) = picture.get_untracked();
        let (width, height) = png_size((width, height), PNG_SIDE);
        leptos::task::spawn_local(async move {
            if !files::download_png(&svg, width, height, "reversi-position.png").await {
                fail(strings::diagram_png_failed());
            }
        });
    };
    let preview = move || {
        picture.with(|p| {
            format!(
                "data:image/svg+xml;charset=utf-8,{}",
                String::from(js_sys::encode_uri_component(&p.0))
            )
        })
    };
    let numbered = NUMBERED.map(|count| {
        let label = match count {
            0 => strings::diagram_numbers_none(),
            1 => strings::diagram_numbers_last(),
            usize::MAX => strings::diagram_numbers_all(),
            n => strings::diagram_numbers_count(n),
        };
        view! { <option value=count.to_string() selected=move || numbers.get() == count>{label}</option> }
    });
    view! {
        <h2 id="diagram-title">{strings::diagram_title()}</h2>
        <p class="small">{strings::diagram_intro()}</p>
        <div class="diagram-options">
            <label class="toggle-line">
                <input type="checkbox" data-testid="diagram-coords" prop:checked=move || coordinates.get()
                    on:change=move |ev| coordinates.set(event_target_checked(&ev))/>
                {strings::diagram_coords()}
            </label>
            <label class="toggle-line">
                <input type="checkbox" data-testid="diagram-side" prop:checked=move || side_to_move.get()
                    on:change=move |ev| side_to_move.set(event_target_checked(&ev))/>
                {strings::diagram_side()}
            </label>
            <label class="player-choice">
                <span>{strings::diagram_numbers()}</span>
                <select data-testid="diagram-numbers"
                    on:change=move |ev| numbers.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {numbered}
                </select>
            </label>
            <label class="player-choice">
                <span>{strings::diagram_look()}</span>
                <select data-testid="diagram-look" on:change=move |ev| othello.set(event_target_value(&ev) == "othello")>
                    <option value="classic" selected=move || !othello.get()>{strings::diagram_look_classic()}</option>
                    <option value="othello" selected=move || othello.get()>{strings::diagram_look_othello()}</option>
                </select>
            </label>
        </div>
        <div class="diagram-preview">
            <img data-testid="diagram-preview" src=preview alt=move || strings::diagram_image_title(state.board.game.with(Game::view_index))/>
        </div>
        <p class="small records-problem" data-testid="diagram-status">{move || problem.get()}</p>
        <div class="dialog-buttons">
            <button data-testid="diagram-svg" class="primary" on:click=svg>{strings::diagram_svg()}</button>
            <button data-testid="diagram-png" on:click=png>
                {move || picture.with(|p| strings::diagram_png(png_size((p.1, p.2), PNG_SIDE)))}
            </button>
            <button data-testid="diagram-close" on:click=move |_| state.dialogs.diagram.set(false)>
                {strings::diagram_close()}
            </button>
        </div>
    }
}
