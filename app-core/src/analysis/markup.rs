//! The analysis panel's long parts as markup: the graph's SVG content, the
//! table's rows and each player's mistakes. One string per part, set as the
//! element's content by the page, which listens for clicks and keys once on
//! the part and finds the point or mistake by its `data-ply`: a typed view
//! per point cost the page's wasm about 11 KB gzip. Every text is escaped
//! (the engine's `format::markup::escape`, as for its SVG diagrams).

use std::fmt::Write;

use reversi_engine::ai::Depth;
use reversi_engine::format::markup::escape;
use reversi_engine::{Color, Variant};

use crate::analysis::graph::{self as layout, Frame, Placed, AXIS_BOTTOM, AXIS_LEFT, PAD};
use crate::analysis::text;
use crate::analysis::{discs_number, Point, Report, Severity};
use crate::game::{Game, Notice};
use crate::strings;

/// "12. red c4" for placement `ply` (from 1) of `game`.
fn placement(game: &Game, ply: usize) -> String {
    game.plies()
        .get(ply - 1)
        .map(|p| text::placement(game.variant(), ply, p.color, p.square))
        .unwrap_or_default()
}

/// What happened after a placement, in the status line's words.
fn note(variant: Variant, point: &Point) -> Option<String> {
    let words: Vec<String> = [
        point.passed.map(Notice::Passed),
        point.ran_out.map(Notice::Exhausted),
    ]
    .into_iter()
    .flatten()
    .map(|n| strings::notice(variant, n))
    .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

/// A point's value and whether it is exact, once known.
fn known(p: &Placed) -> Option<(i32, bool)> {
    p.point.value.map(|v| (v, p.point.exact))
}

/// The axes' numbers, hidden from screen readers (each point says its
/// value): black's lead at the scale's top, 0 and the other side's at the
/// bottom, left of the plot; the moves under it (`layout::move_ticks`).
fn axes(frame: Frame, report: &Report) -> String {
    let discs = layout::span(&report.points) / 100;
    let count = report.points.len().saturating_sub(1);
    let x = AXIS_LEFT + 2;
    let mut svg = format!(
        r#"<g class="axis" aria-hidden="true"><text x="{x}" y="{PAD}">+{discs}</text><text x="{x}" y="{middle}">0</text><text x="{x}" y="{bottom}">-{discs}</text>"#,
        middle = frame.middle(),
        bottom = frame.plot_bottom(),
    );
    for ply in layout::move_ticks(count) {
        let _ = write!(
            svg,
            r#"<text class="move" x="{}" y="{}">{ply}</text>"#,
            layout::x_of(frame, ply, count),
            frame.height - AXIS_BOTTOM / 2
        );
    }
    svg.push_str("</g>");
    svg
}

/// The SVG's content: the axes' numbers, the zero line, a line per pass
/// (dashed) or player out of discs (solid), the curve, then one focusable
/// point per placement (`data-ply`, `data-eval` in discs, `data-exact`),
/// the one of the position on show holding the tab stop (the last when the
/// start is on show).
pub fn graph(game: &Game, report: &Report, frame: Frame) -> String {
    let placed = layout::layout(frame, &report.points);
    let shown = game.view_index();
    let stop = if (1..=placed.len()).contains(&shown) {
        shown
    } else {
        placed.len()
    };
    let variant = game.variant();
    let mut svg = axes(frame, report);
    let _ = write!(
        svg,
        r#"<line class="zero" x1="{}" x2="{}" y1="{y}" y2="{y}"></line>"#,
        AXIS_LEFT + PAD / 2,
        frame.width,
        y = frame.middle()
    );
    for p in &placed {
        if let Some(words) = note(variant, &p.point) {
            let class = if p.point.passed.is_some() {
                "mark-pass"
            } else {
                "mark-out"
            };
            let _ = write!(
                svg,
                r#"<line class="{class}" data-mark="{ply}" x1="{x}" x2="{x}" y1="{top}" y2="{bottom}"><title>{words}</title></line>"#,
                ply = p.ply,
                x = p.x,
                top = PAD / 2,
                bottom = frame.plot_bottom() + PAD / 2,
                words = escape(&words),
            );
        }
    }
    let _ = write!(
        svg,
        r#"<path class="curve" d="{}"></path>"#,
        layout::path(&placed)
    );
    let band = layout::band(frame, placed.len());
    for p in &placed {
        let value = known(p);
        let label = text::point(&placement(game, p.ply), value);
        let current = if p.ply == shown { " current" } else { "" };
        let tabindex = if p.ply == stop { 0 } else { -1 };
        let _ = write!(
            svg,
            r#"<g class="point{current}" role="button" tabindex="{tabindex}" aria-label="{label}" data-ply="{ply}""#,
            label = escape(&label),
            ply = p.ply,
        );
        if let Some((value, exact)) = value {
            let _ = write!(svg, r#" data-eval="{}""#, discs_number(value));
            if exact {
                svg.push_str(r#" data-exact="true""#);
            }
        }
        let _ = write!(
            svg,
            r#"><rect class="band" x="{}" y="0" width="{band}" height="{}"></rect>"#,
            p.x - band / 2,
            frame.plot_bottom() + PAD
        );
        if let (Some(y), Some((_, exact))) = (p.y, value) {
            let class = if exact { "dot exact" } else { "dot" };
            let _ = write!(
                svg,
                r#"<circle class="{class}" cx="{}" cy="{y}" r="5"></circle>"#,
                p.x
            );
        }
        svg.push_str("</g>");
    }
    svg
}

/// The table's body: per placement its name, black's value, exact or
/// estimate, and what happened after it.
pub fn table_rows(game: &Game, report: &Report) -> String {
    let variant = game.variant();
    let mut rows = String::new();
    for p in layout::layout(Frame::WIDE, &report.points) {
        let value = known(&p);
        let _ = write!(
            rows,
            r#"<tr data-ply="{}"><th scope="row">{}</th><td"#,
            p.ply,
            escape(&placement(game, p.ply))
        );
        if let Some((value, exact)) = value {
            let _ = write!(
                rows,
                r#" data-eval="{}">{}</td><td>{}</td>"#,
                discs_number(value),
                text::value(value, exact),
                escape(&text::kind(exact))
            );
        } else {
            rows.push_str("></td><td></td>");
        }
        let _ = write!(
            rows,
            "<td>{}</td></tr>",
            escape(&note(variant, &p.point).unwrap_or_default())
        );
    }
    rows
}

/// A player's mistakes, each a button (`data-testid="mistake"`, with
/// `data-ply`, `data-played`, `data-best` and `data-loss` in discs) that
/// says the better move, the loss and the best line; or "No mistakes".
pub fn mistakes(report: &Report, color: Color) -> String {
    let mut list = String::new();
    for judged in report.mistakes(color) {
        let blunder = judged.severity == Some(Severity::Blunder);
        let _ = write!(
            list,
            r#"<li><button type="button" class="mistake{}" data-testid="mistake" data-ply="{}" data-played="{}" data-best="{}" data-loss="{}"><span>{}</span>"#,
            if blunder { " blunder" } else { "" },
            judged.number,
            judged.square,
            judged.best_square,
            discs_number(judged.loss),
            escape(&text::mistake(judged)),
        );
        if blunder {
            let _ = write!(
                list,
                r#" <strong class="blunder-mark">{}</strong>"#,
                escape(&text::blunder())
            );
        }
        let _ = write!(
            list,
            r#"<span class="small line">{}</span></button></li>"#,
            escape(&text::line(&judged.line))
        );
    }
    if list.is_empty() {
        format!(r#"<p class="small">{}</p>"#, escape(&text::no_mistakes()))
    } else {
        format!(r#"<ul class="mistakes">{list}</ul>"#)
    }
}

/// The graph's figure: the SVG (`data-testid="analysis-graph"`, its
/// points from [`graph`]) and the caption saying how to read it, which
/// also describes it.
pub fn figure(game: &Game, report: &Report, depth: Depth, frame: Frame) -> String {
    let opening = crate::named_openings::name_of(game.positions())
        .map(|name| {
            format!(
                r#"<p class="small" data-testid="analysis-opening">{}</p>"#,
                escape(&name)
            )
        })
        .unwrap_or_default();
    format!(
        r#"{opening}<svg data-testid="analysis-graph" viewBox="0 0 {} {}" role="group" aria-label="{label}" aria-describedby="analysis-key">{svg}</svg><figcaption class="small" id="analysis-key">{label}. {key}</figcaption>"#,
        frame.width,
        frame.height,
        label = escape(&text::graph()),
        svg = graph(game, report, frame),
        key = escape(&text::key(depth.exact_empties, depth.plies)),
    )
}

/// The table's content (inside a `details`): its summary, the head and
/// [`table_rows`].
pub fn table(game: &Game, report: &Report) -> String {
    let heads = [
        text::column_move(),
        text::column_value(),
        text::column_exact(),
        text::column_note(),
    ]
    .map(|h| format!(r#"<th scope="col">{}</th>"#, escape(&h)))
    .concat();
    format!(
        r#"<summary>{}</summary><table data-testid="analysis-table"><thead><tr>{heads}</tr></thead><tbody>{}</tbody></table>"#,
        escape(&text::table()),
        table_rows(game, report)
    )
}

/// Each player's name, one-line summary (`data-testid="analysis-summary"`)
/// and [`mistakes`].
pub fn players(variant: Variant, report: &Report) -> String {
    [Color::Black, Color::White]
        .into_iter()
        .zip(&report.summaries)
        .map(|(color, summary)| {
            format!(
                r#"<div class="analysis-player" data-testid="analysis-{}"><h3>{}</h3><p class="small" data-testid="analysis-summary">{}</p>{}</div>"#,
                color.name(variant),
                escape(&strings::colour(variant, color)),
                escape(&text::summary(summary)),
                mistakes(report, color)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{Judged, Summary};
    use crate::game::Players;
    use reversi_engine::{Move, Square};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn point(value: Option<i32>, exact: bool, passed: Option<Color>) -> Point {
        Point {
            placements: 0,
            value,
            exact,
            passed,
            ran_out: None,
        }
    }

    fn summary(color: Color) -> Summary {
        Summary {
            color,
            judged: 0,
            total_loss: 0,
            mistakes: 0,
            blunders: 0,
        }
    }

    #[test]
    fn points_carry_ply_value_and_exactness_and_the_shown_one_the_tab_stop() {
        let mut game =
            Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3").unwrap();
        let report = Report {
            points: vec![
                point(Some(0), false, None),
                point(Some(-250), false, None),
                point(Some(300), true, Some(Color::White)),
                point(None, false, None),
            ],
            judged: Vec::new(),
            summaries: [summary(Color::Black), summary(Color::White)],
        };
        game.review(2);
        let svg = graph(&game, &report, Frame::WIDE);
        // The scale: 8 discs (the largest value is 3) at the plot's top (12)
        // and bottom (200 - 14 - 12), zero between; no tenth move to number.
        assert!(
            svg.starts_with(r#"<g class="axis" aria-hidden="true"><text x="26" y="12">+8</text><text x="26" y="93">0</text><text x="26" y="174">-8</text></g><line class="zero" x1="30" x2="640" y1="93" y2="93">"#),
            "{svg}"
        );
        assert!(!svg.contains(r#"class="move""#));
        assert!(svg.contains(r#"tabindex="-1" aria-label="1. black f5: -2.5 for black, estimate" data-ply="1" data-eval="-2.5">"#), "{svg}");
        assert!(svg.contains(r#"<g class="point current" role="button" tabindex="0" aria-label="2. white d6: +3 for black, exact" data-ply="2" data-eval="3" data-exact="true">"#), "{svg}");
        assert!(
            svg.contains(r#"aria-label="3. black c3: not analysed yet" data-ply="3">"#),
            "{svg}"
        );
        assert_eq!(svg.matches("<circle").count(), 2);
        assert_eq!(svg.matches(r#"class="dot exact""#).count(), 1);
        // The pass after move 2 is a dashed line with its words.
        assert!(svg.contains(r#"class="mark-pass" data-mark="2""#));
        assert!(
            svg.contains("<title>White has no legal move and passes"),
            "{svg}"
        );
        let whole = figure(&game, &report, Depth::default(), Frame::NARROW);
        assert!(whole.contains(r#"viewBox="0 0 320 240""#), "{whole}");
        assert!(whole.contains("from 14 empty squares"), "{whole}");
        // The whole game's opening, not the reviewed position's.
        assert!(
            whole.starts_with(r#"<p class="small" data-testid="analysis-opening">Opening: Perpendicular opening</p><svg"#),
            "{whole}"
        );
        assert!(table(&game, &report).contains(r#"<th scope="col">For black</th>"#));
        let rows = table_rows(&game, &report);
        assert_eq!(rows.matches("<tr").count(), 3);
        assert!(rows.contains(r#"<tr data-ply="2"><th scope="row">2. white d6</th><td data-eval="3">+3</td><td>exact</td><td>White has no legal move and passes"#), "{rows}");
        // With the start on show, the last point holds the tab stop.
        game.review(0);
        let svg = graph(&game, &report, Frame::WIDE);
        assert!(
            svg.contains(r#"tabindex="0" aria-label="3. black c3"#),
            "{svg}"
        );
    }

    #[test]
    fn mistakes_name_the_better_move_and_escape_their_text() {
        let judged = Judged {
            number: 7,
            color: Color::Black,
            square: sq("a1"),
            played: -1200,
            best: 0,
            best_square: sq("b2"),
            loss: 1200,
            line: vec![Move::Place(sq("b2"))],
            exact: true,
            severity: Some(Severity::Blunder),
        };
        let report = Report {
            points: Vec::new(),
            judged: vec![judged],
            summaries: [summary(Color::Black), summary(Color::White)],
        };
        let black = mistakes(&report, Color::Black);
        assert!(black.contains(r#"data-testid="mistake" data-ply="7" data-played="a1" data-best="b2" data-loss="12""#), "{black}");
        assert!(black.contains("Move 7, a1: b2 was better by 12"), "{black}");
        assert!(black.contains("blunder</strong>"));
        assert_eq!(
            mistakes(&report, Color::White),
            r#"<p class="small">No mistakes.</p>"#
        );
    }
}
