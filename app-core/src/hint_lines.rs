//! The best moves' lines under the hint switch, as one escaped HTML string
//! (as the archive's list is: far smaller in the page than a component per
//! item). Each item is a button with `data-move`, `data-value` (whole discs
//! for the side to move, as its square shows), `data-exact`, `data-best`
//! on the best, and `data-line` (the moves, `pass` for a pass), named in
//! words; the page draws the line on the board while an item has the focus
//! or the pointer, as numbered ghost discs (`hints::ghosts`).

use reversi_engine::format::markup::escape;
use reversi_engine::Move;

use crate::hints::{Hints, LINE_COUNTS};
use crate::strings;

/// The choice of how many lines to list, `count` selected, after its
/// label (inside the page's `<label>`).
pub fn count_choice(count: u8) -> String {
    let mut out = escape(&strings::hints_count());
    out.push_str(" <select data-testid=\"hint-count\">");
    for n in LINE_COUNTS {
        let label = if n == 0 {
            escape(&strings::hints_all())
        } else {
            n.to_string()
        };
        let selected = if n == count { " selected" } else { "" };
        out.push_str(&format!("<option value=\"{n}\"{selected}>{label}</option>"));
    }
    out.push_str("</select>");
    out
}

/// The moves of `line`, a space between, `pass` for a pass.
fn words(line: &[Move], pass: &str) -> String {
    let mut out = String::new();
    for mv in line {
        if !out.is_empty() {
            out.push(' ');
        }
        match mv {
            Move::Place(square) => out.push_str(&square.to_string()),
            Move::Pass => out.push_str(pass),
        }
    }
    out
}

/// The list's items for the best `count` hints (0: all), best first.
pub fn html(hints: &Hints, count: u8) -> String {
    let pass = strings::puzzle_pass();
    let mut out = String::new();
    for hint in hints.best(count) {
        let Some(shown) = hints.shown(&hints.position, hint.square) else {
            continue;
        };
        let square = hint.square.to_string();
        // A worker from before the lines sends none: the move alone.
        let own = [Move::Place(hint.square)];
        let line = if hint.line.is_empty() {
            &own[..]
        } else {
            &hint.line[..]
        };
        let said = words(line, &pass);
        // The line after its first move, which the item shows first.
        let rest = said.split_once(' ').map_or("", |(_, rest)| rest);
        let name = strings::hint_line_name(&square, &strings::hint_detail(shown), &said);
        let mark = if shown.exact { "\u{2261}" } else { "" };
        out.push_str(&format!(
            "<li><button class=\"hint-line\" data-testid=\"hint-line\" data-move=\"{square}\" \
             data-value=\"{}\" data-exact=\"{}\"{} data-line=\"{}\" aria-label=\"{}\">\
             <b>{square}</b> <span class=\"hint-value\">{}{mark}</span> {}</button></li>",
            shown.discs,
            if shown.exact { "true" } else { "false" },
            if shown.behind == 0 { " data-best" } else { "" },
            words(line, "pass"),
            escape(&name),
            strings::hint_value(shown.discs),
            escape(rest),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;
    use reversi_engine::ai::Hint;
    use reversi_engine::{Position, Variant};

    #[test]
    fn items_carry_the_move_value_and_line_best_first() {
        let hint = |square: &str, score, exact, line: &[&str]| Hint {
            square: sq(square),
            score,
            exact,
            line: line
                .iter()
                .map(|m| match *m {
                    "pass" => Move::Pass,
                    m => Move::Place(sq(m)),
                })
                .collect(),
        };
        let hints = Hints {
            position: Position::new(Variant::Othello),
            values: vec![
                hint("c4", -250, false, &["c4", "c3"]),
                hint("d3", 1400, true, &["d3", "c5", "pass", "f6"]),
                hint("f5", 440, false, &[]),
            ],
        };
        let html = html(&hints, 2);
        assert_eq!(html.matches("<li>").count(), 2);
        let d3 = html.find("data-move=\"d3\"").unwrap();
        let f5 = html.find("data-move=\"f5\"").unwrap();
        assert!(d3 < f5 && !html.contains("data-move=\"c4\""), "{html}");
        assert!(html.contains(
            "data-move=\"d3\" data-value=\"14\" data-exact=\"true\" data-best data-line=\"d3 c5 pass f6\" \
             aria-label=\"d3, +14 for you, exact, the best move; line: d3 c5 pass f6\"><b>d3</b> \
             <span class=\"hint-value\">+14\u{2261}</span> c5 pass f6</button>"
        ), "{html}");
        // A hint without a line is its move alone; 4.4 shows as 4.
        assert!(
            html.contains(
                "data-move=\"f5\" data-value=\"4\" data-exact=\"false\" data-line=\"f5\" \
             aria-label=\"f5, +4 for you, estimated, 10 discs worse than the best move; line: f5\">\
             <b>f5</b> <span class=\"hint-value\">+4</span> </button>"
            ),
            "{html}"
        );
        // All of them; a negative value with a plain minus in data-value.
        let all = super::html(&hints, 0);
        assert_eq!(all.matches("<li>").count(), 3);
        assert!(all.contains("data-move=\"c4\" data-value=\"-3\""), "{all}");
        assert!(
            all.contains("<span class=\"hint-value\">\u{2212}3</span> c3</button>"),
            "{all}"
        );
    }

    #[test]
    fn the_count_choice() {
        let choice = count_choice(0);
        assert_eq!(choice.matches("<option").count(), 5);
        assert!(
            choice.starts_with(
                "Best moves listed <select data-testid=\"hint-count\"><option value=\"1\">1</option>"
            ),
            "{choice}"
        );
        assert!(
            choice.ends_with("<option value=\"0\" selected>all</option></select>"),
            "{choice}"
        );
        assert!(count_choice(3).contains("<option value=\"3\" selected>3</option>"));
    }
}
