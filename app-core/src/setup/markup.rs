//! The editor's controls as markup, set as the panel's content by the page,
//! which listens once on the panel for clicks and changes and finds the
//! control by its `data-testid`: typed views of these controls cost the
//! page's wasm about 12 KB gzip. The markup is written when the editor
//! opens and when the rules change (the colours' names change with them);
//! between those the page keeps the pressed tool, the side, the hands and
//! the status up to date itself (`Setup`'s accessors). Every text is
//! escaped.

use std::fmt::Write;

use reversi_engine::format::markup::escape;
use reversi_engine::{Color, Variant};

use super::{Setup, Tool};
use crate::game::PlayerKind;
use crate::strings;

/// The value of a colour in the side and player menus, and its test ids'
/// suffix: `black` or `second` (red or white).
pub fn side_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "second",
    }
}

/// A tool's `data-testid`.
pub fn tool_id(tool: Tool) -> &'static str {
    match tool {
        Tool::Disc(Color::Black) => "setup-black",
        Tool::Disc(Color::White) => "setup-red",
        Tool::Empty => "setup-empty",
    }
}

/// The tools in the order they are shown.
pub const TOOLS: [Tool; 3] = [
    Tool::Disc(Color::Black),
    Tool::Disc(Color::White),
    Tool::Empty,
];

fn button(out: &mut String, id: &str, class: &str, label: &str) {
    let _ = write!(
        out,
        r#"<button type="button" class="{class}" data-testid="{id}">{}</button>"#,
        escape(label)
    );
}

/// The editor's controls for `setup`.
pub fn editor(setup: &Setup) -> String {
    let players = setup.players;
    let variant = setup.variant();
    let colour = |color| escape(&strings::colour(variant, color));
    let mut out = format!(
        r#"<h2 id="setup-title">{}</h2><p class="setup-help">{}</p><div class="setup-tools" role="group" aria-label="{}">"#,
        escape(&strings::setup_title()),
        escape(&strings::setup_help()),
        escape(&strings::setup_tools()),
    );
    for tool in TOOLS {
        let (chip, label) = match tool {
            Tool::Disc(color) => (side_name(color), colour(color)),
            Tool::Empty => ("empty", escape(&strings::setup_empty())),
        };
        let _ = write!(
            out,
            r#"<button type="button" data-testid="{}" aria-pressed="{}"><span class="chip {chip}" aria-hidden="true"></span>{label}</button>"#,
            tool_id(tool),
            setup.tool == tool,
        );
    }
    let _ = write!(
        out,
        r#"</div><div class="setup-row"><label><span>{}</span><select data-testid="setup-side">"#,
        escape(&strings::setup_side())
    );
    for color in [Color::Black, Color::White] {
        option(
            &mut out,
            side_name(color),
            setup.side == color,
            &colour(color),
        );
    }
    let _ = write!(
        out,
        r#"</select></label><label><span>{}</span><select data-testid="setup-variant">"#,
        escape(&strings::dialog_variant())
    );
    for v in Variant::ALL {
        option(
            &mut out,
            v.name(),
            v == variant,
            &escape(&strings::variant_label(v)),
        );
    }
    out.push_str("</select></label></div>");
    if variant.disc_limit().is_some() {
        let _ = write!(
            out,
            r#"<fieldset class="setup-hands"><legend>{}</legend>"#,
            escape(&strings::setup_hands_help())
        );
        for (color, id, label) in [
            (
                Color::Black,
                "setup-hand-black",
                strings::setup_hand_black(),
            ),
            (Color::White, "setup-hand-red", strings::setup_hand_red()),
        ] {
            let value = setup.hand(color).map(|h| h.to_string()).unwrap_or_default();
            let _ = write!(
                out,
                r#"<label><span>{}</span><input type="number" min="0" max="32" inputmode="numeric" data-testid="{id}" value="{value}"></label>"#,
                escape(&label)
            );
        }
        out.push_str("</fieldset>");
    }
    out.push_str(r#"<div class="setup-actions">"#);
    button(&mut out, "setup-clear", "", &strings::setup_clear());
    button(&mut out, "setup-start", "", &strings::setup_start());
    button(&mut out, "setup-from-game", "", &strings::setup_from_game());
    let _ = write!(
        out,
        r#"</div><fieldset class="setup-players"><legend>{}</legend>"#,
        escape(&strings::setup_players())
    );
    for color in [Color::Black, Color::White] {
        let _ = write!(
            out,
            r#"<label class="player-choice"><span>{}</span><select data-testid="setup-player-{}">"#,
            colour(color),
            side_name(color)
        );
        for kind in PlayerKind::all() {
            option(
                &mut out,
                &kind.name(),
                players.get(color) == kind,
                &escape(&strings::player_kind(kind)),
            );
        }
        out.push_str("</select></label>");
    }
    out.push_str(
        r#"</fieldset><p class="setup-status" data-testid="setup-status"></p><p class="setup-error" data-testid="setup-error" tabindex="-1" hidden></p><div class="dialog-buttons">"#,
    );
    button(&mut out, "setup-cancel", "", &strings::setup_cancel());
    button(&mut out, "setup-done", "primary", &strings::setup_done());
    out.push_str("</div>");
    out
}

fn option(out: &mut String, value: &str, selected: bool, label: &str) {
    let selected = if selected { " selected" } else { "" };
    let _ = write!(out, r#"<option value="{value}"{selected}>{label}</option>"#);
}

/// The status line and the error of `setup`: what its position means for
/// play, or why it cannot be played from.
pub fn verdict(setup: &Setup) -> (String, Option<String>) {
    match setup.position() {
        Ok(position) => (
            strings::setup_ready(
                position.variant(),
                Setup::ready(&position),
                position.outcome(),
            ),
            None,
        ),
        Err(problem) => (String::new(), Some(strings::setup_problem(problem))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Position;

    #[test]
    fn every_control_is_there_and_classic_has_hands() {
        let mut setup = Setup::from_position(&Position::new(Variant::Classic));
        setup.players = crate::game::Players::against_computer();
        let html = editor(&setup);
        for id in [
            "setup-black",
            "setup-red",
            "setup-empty",
            "setup-side",
            "setup-variant",
            "setup-hand-black",
            "setup-hand-red",
            "setup-clear",
            "setup-start",
            "setup-from-game",
            "setup-player-black",
            "setup-player-second",
            "setup-status",
            "setup-error",
            "setup-cancel",
            "setup-done",
        ] {
            assert_eq!(
                html.matches(&format!(r#"data-testid="{id}""#)).count(),
                1,
                "{id}"
            );
        }
        assert!(html.contains(r#"data-testid="setup-black" aria-pressed="true""#));
        assert!(html.contains(r#"data-testid="setup-red" aria-pressed="false""#));
        assert!(html.contains(r#"data-testid="setup-hand-black" value="32""#));
        assert!(html.contains(r#"<option value="ai:3" selected>"#));
        assert!(html.contains(r#"<option value="classic" selected>"#));
        // The second colour is red in classic, white in Othello; Othello has
        // no hands.
        assert!(html.contains(">Red</button>"));
        let othello = editor(&Setup::from_position(&Position::new(Variant::Othello)));
        assert!(othello.contains(">White</button>"));
        assert!(!othello.contains("setup-hand"));
    }

    #[test]
    fn the_verdict_says_who_moves_or_why_not() {
        let setup = Setup::from_position(&Position::new(Variant::Othello));
        assert_eq!(verdict(&setup), ("Black to move".to_string(), None));
        let mut setup = Setup::from_position(&Position::new(Variant::Classic));
        setup.click("a1".parse().unwrap());
        let (status, error) = verdict(&setup);
        assert_eq!(status, "");
        assert!(error.is_some());
    }
}
