//! The archive's list as HTML, every text escaped: one string for the whole
//! list, with one click handler on it (`data-action` on each button, the
//! row's `data-index`), which costs the page a fraction of a component per
//! row. Each row carries `data-transcript`, `data-variant` and
//! `data-result` (`black`, `red`, `white`, `draw`, or `unfinished` for the
//! game in progress) for tests and style sheets.

use reversi_engine::format::markup::escape;
use reversi_engine::transcript;

use crate::archive::{Entry, Listed};
use crate::strings;

/// What a button of the list asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    Review,
    /// Asks to confirm the deletion.
    Ask,
    Delete,
    Cancel,
}

impl Action {
    pub fn parse(name: &str) -> Option<Action> {
        Some(match name {
            "review" => Action::Review,
            "ask" => Action::Ask,
            "delete" => Action::Delete,
            "cancel" => Action::Cancel,
            _ => return None,
        })
    }
}

/// `black`, `red`, `white`, `draw`, or `unfinished`.
pub fn result_name(entry: &Entry) -> &'static str {
    match entry.outcome() {
        None => "unfinished",
        Some(outcome) => outcome
            .winner
            .map_or("draw", |color| color.name(entry.variant())),
    }
}

fn button(testid: &str, action: &str, index: usize, class: &str, label: &str) -> String {
    format!(
        "<button type=\"button\" class=\"{class}\" data-testid=\"{testid}\" data-action=\"{action}\" \
         aria-describedby=\"archive-row-{index}\">{}</button>",
        escape(label)
    )
}

/// The rows of `listed` (the row `asking` shows the deletion's question).
pub fn html(listed: &[Listed], asking: Option<usize>) -> String {
    let mut out = String::new();
    for (index, row) in listed.iter().enumerate() {
        let entry = row.entry;
        let variant = entry.variant();
        let players = entry.players();
        let result = match entry.outcome() {
            Some(outcome) => strings::archive_result(variant, &outcome),
            None if row.current => strings::archive_current(),
            None => strings::archive_unfinished(),
        };
        let date = entry.date().replace('T', " ");
        let opening = crate::named_openings::name_of(entry.game().positions())
            .map(|name| {
                format!(
                    " · <span class=\"archive-opening\" data-testid=\"archive-opening\">{}</span>",
                    escape(&name)
                )
            })
            .unwrap_or_default();
        out.push_str(&format!(
            "<li class=\"archive-item{}\" data-testid=\"archive-item\" data-index=\"{index}\" \
             data-transcript=\"{}\" data-variant=\"{}\" data-result=\"{}\"{}>\
             <p class=\"archive-summary\" id=\"archive-row-{index}\"><span class=\"archive-date\">{}</span> · \
             <strong>{}</strong> · <span>{}</span> · <span class=\"archive-result\">{}</span>{opening}</p>\
             <div class=\"archive-buttons\">{}",
            if row.current { " current" } else { "" },
            transcript::write(entry.moves()),
            variant.name(),
            result_name(entry),
            if row.current { " data-current=\"true\"" } else { "" },
            escape(date.trim_end_matches('Z')),
            escape(&strings::variant_label(variant)),
            escape(&strings::archive_versus(players.black, players.white)),
            escape(&result),
            button("archive-review", "review", index, "", &strings::archive_review()),
        ));
        if !row.current {
            out.push_str(&button(
                "archive-delete",
                "ask",
                index,
                "",
                &strings::archive_delete(),
            ));
        }
        out.push_str("</div>");
        if asking == Some(index) && !row.current {
            out.push_str(&format!(
                "<div class=\"archive-confirm\" role=\"group\" aria-labelledby=\"archive-ask\">\
                 <span id=\"archive-ask\">{}</span>{}{}</div>",
                escape(&strings::archive_delete_ask()),
                button(
                    "archive-delete-confirm",
                    "delete",
                    index,
                    "danger",
                    &strings::archive_delete_yes()
                ),
                button(
                    "archive-delete-cancel",
                    "cancel",
                    index,
                    "",
                    &strings::archive_delete_no()
                ),
            ));
        }
        out.push_str("</li>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::archive::Archive;
    use crate::game::{Game, PlayerKind, Players};
    use reversi_engine::Variant;

    #[test]
    fn rows_give_the_result_with_the_score_the_winners_first() {
        // `reversi show` ends these with "black wins 64-0" (Othello, the
        // archive's tests) and "red wins 0-14" (classic; black's count first).
        let mut archive = Archive::new();
        for (variant, moves) in [
            (Variant::Othello, "f5d6c5f4e7f6g5e6e3"),
            (Variant::Classic, "d4e4d5e5f3c3c4c5d6e3f4d7d3g3"),
        ] {
            let game = Game::from_transcript(variant, Players::default(), moves).unwrap();
            archive
                .keep(Entry::of_game(&game, "2026-12-01T18:30Z").unwrap())
                .unwrap();
        }
        let text = html(&archive.listing(None), None);
        let results: Vec<&str> = text
            .split("<span class=\"archive-result\">")
            .skip(1)
            .filter_map(|rest| rest.split("</span>").next())
            .collect();
        // Newest first.
        assert_eq!(results, ["Red wins 14–0", "Black wins 64–0"]);
    }

    #[test]
    fn rows_carry_the_game_and_ask_before_deleting() {
        // Black wipes white out in nine placements (the archive's tests, archive/mod.rs).
        let moves = "f5d6c5f4e7f6g5e6e3";
        let players = Players {
            black: PlayerKind::Human,
            white: PlayerKind::Computer(3),
        };
        let game = Game::from_transcript(Variant::Othello, players, moves).unwrap();
        let mut archive = Archive::new();
        archive
            .keep(Entry::of_game(&game, "2026-12-01T18:30Z").unwrap())
            .unwrap();
        let playing = Game::from_transcript(Variant::Classic, Players::default(), "d4").unwrap();
        let current = Entry::of_game(&playing, "2026-12-01T19:00Z").unwrap();
        let listed = archive.listing(Some(&current));
        let text = html(&listed, None);
        let rows: Vec<&str> = text.split("</li>").filter(|r| !r.is_empty()).collect();
        assert_eq!(rows.len(), 2);
        assert!(rows[0]
            .contains("data-variant=\"classic\" data-result=\"unfinished\" data-current=\"true\""));
        assert!(rows[0].contains("data-transcript=\"d4\""));
        assert!(
            !rows[0].contains("data-action=\"ask\""),
            "the game in progress is not deleted"
        );
        assert!(rows[1].contains(&format!("data-transcript=\"{moves}\"")));
        assert!(rows[1].contains("data-result=\"black\""));
        assert!(rows[1].contains("2026-12-01 18:30<"));
        assert!(
            rows[1].contains("Human against Computer, level 3"),
            "{}",
            rows[1]
        );
        assert!(!text.contains("archive-delete-confirm"));
        let asking = html(&listed, Some(1));
        assert!(asking.contains("data-testid=\"archive-delete-confirm\" data-action=\"delete\""));
        assert_eq!(Action::parse("delete"), Some(Action::Delete));
        assert_eq!(Action::parse("drop"), None);
        // Every element opened is closed (no stray markup from the texts).
        for tag in ["li", "p", "div", "button", "span", "strong"] {
            assert_eq!(
                asking.matches(&format!("<{tag}")).count(),
                asking.matches(&format!("</{tag}>")).count(),
                "{tag}"
            );
        }
    }
}
