//! The texts of the analysis panel (graph, table, mistakes, summaries), as
//! [`crate::strings`] gives the rest: thin lookups of the `analysis-*`
//! Fluent messages.

use reversi_engine::{Color, Move, Square, Variant};

use crate::analysis::{Judged, Summary};
use crate::i18n::{self, Arg};
use crate::strings::{colour_lower, discs, eval_discs};

fn t(id: &str) -> String {
    i18n::text(id, &[])
}

fn t_with(id: &str, args: &[(&str, Arg)]) -> String {
    i18n::text(id, args)
}

pub fn heading() -> String {
    t("analysis-heading")
}
pub fn start() -> String {
    t("analysis-start")
}
pub fn cancel() -> String {
    t("analysis-cancel")
}
pub fn cancelled() -> String {
    t("analysis-cancelled")
}
pub fn done() -> String {
    t("analysis-done")
}
pub fn table() -> String {
    t("analysis-table")
}
pub fn column_move() -> String {
    t("analysis-column-move")
}
pub fn column_value() -> String {
    t("analysis-column-value")
}
pub fn column_exact() -> String {
    t("analysis-column-exact")
}
pub fn column_note() -> String {
    t("analysis-column-note")
}
pub fn graph() -> String {
    t("analysis-graph")
}
pub fn no_mistakes() -> String {
    t("analysis-no-mistakes")
}
pub fn blunder() -> String {
    t("analysis-blunder")
}

/// "Analysing… 12 / 64 positions".
pub fn progress(done: usize, total: usize) -> String {
    t_with(
        "analysis-progress",
        &[("done", done.into()), ("total", total.into())],
    )
}

/// The worker broke while analysing (what broke goes to the console, not
/// into the player's language).
pub fn failed() -> String {
    t("analysis-failed")
}

/// How to read the graph: where exact starts, how deep the estimates are,
/// and the keys.
pub fn key(exact_empties: u32, plies: u32) -> String {
    t_with(
        "analysis-key",
        &[("empties", exact_empties.into()), ("plies", plies.into())],
    )
}

/// "exact" or "estimate".
pub fn kind(exact: bool) -> String {
    t(if exact {
        "analysis-exact"
    } else {
        "analysis-estimate"
    })
}

/// A value as the panel shows it: "+6" exact, "-2.5" estimated.
pub fn value(hundredths: i32, exact: bool) -> String {
    eval_discs(hundredths, exact)
}

/// "12. red c4": a placement as the move list names it.
pub fn placement(variant: Variant, number: usize, color: Color, square: Square) -> String {
    format!("{number}. {} {square}", colour_lower(variant, color))
}

/// A graph point's name: "12. red c4: +6 for black, exact".
pub fn point(placement: &str, value: Option<(i32, bool)>) -> String {
    match value {
        Some((hundredths, exact)) => t_with(
            "analysis-point",
            &[
                ("placement", placement.into()),
                ("value", (&self::value(hundredths, exact)).into()),
                ("kind", (&kind(exact)).into()),
            ],
        ),
        None => t_with("analysis-point-waiting", &[("placement", placement.into())]),
    }
}

/// A mistake: "Move 23, f4: c3 was better by 4.5".
pub fn mistake(judged: &Judged) -> String {
    t_with(
        "analysis-mistake",
        &[
            ("number", judged.number.into()),
            ("played", (&judged.square.to_string()).into()),
            ("best", (&judged.best_square.to_string()).into()),
            (
                "loss",
                (&discs(judged.loss.unsigned_abs(), judged.exact)).into(),
            ),
        ],
    )
}

/// "Best line: c3 d2 pass e6".
pub fn line(moves: &[Move]) -> String {
    let pass = t("analysis-line-pass");
    let moves: Vec<String> = moves
        .iter()
        .map(|m| match m {
            Move::Place(square) => square.to_string(),
            Move::Pass => pass.clone(),
        })
        .collect();
    t_with("analysis-line", &[("moves", (&moves.join(" ")).into())])
}

/// A player's one line: average loss per move, mistakes and blunders.
pub fn summary(summary: &Summary) -> String {
    let average = summary
        .average_loss()
        .map_or_else(|| "–".to_string(), |a| discs(a.unsigned_abs(), false));
    t_with(
        "analysis-summary",
        &[
            ("average", (&average).into()),
            ("mistakes", summary.mistakes.into()),
            ("blunders", summary.blunders.into()),
        ],
    )
}

/// A square's name on the board with the better move marked.
pub fn better_square(label: &str) -> String {
    t_with("analysis-better-square", &[("label", label.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Severity;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn english_texts_carry_their_numbers() {
        assert_eq!(progress(12, 64), "Analysing… 12 / 64 positions");
        let judged = Judged {
            number: 23,
            color: Color::White,
            square: sq("f4"),
            played: -450,
            best: 0,
            best_square: sq("c3"),
            loss: 450,
            line: vec![Move::Place(sq("c3")), Move::Pass, Move::Place(sq("e6"))],
            exact: false,
            severity: Some(Severity::Mistake),
        };
        assert_eq!(mistake(&judged), "Move 23, f4: c3 was better by 4.5");
        assert_eq!(line(&judged.line), "Best line: c3 pass e6");
        let summary = Summary {
            color: Color::Black,
            judged: 4,
            total_loss: 1300,
            mistakes: 1,
            blunders: 0,
        };
        assert_eq!(
            self::summary(&summary),
            "Average loss per move: 3.3. Mistakes: 1, blunders: 0."
        );
        let name = placement(Variant::Classic, 12, Color::White, sq("c4"));
        assert_eq!(
            point(&name, Some((600, true))),
            "12. red c4: +6 for black, exact"
        );
    }
}
