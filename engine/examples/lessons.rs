//! Finds candidate positions for the lessons' steps (`engine/data/lessons.txt`,
//! `docs/lessons.md`) in the committed corpus: for every theme, positions
//! where the moves within the margin of the best (by the exact solver) are
//! what the theme teaches, and clearly better than the rest. It prints
//! them as lesson lines (id `<theme>-0`) with every move's exact score; the
//! steps are chosen from these by hand, their texts written for them.
//!
//! ```text
//! nice -n 10 cargo run --release -p reversi-engine --example lessons -- \
//!     --variant othello --chunks 0..2 --empties 12..19 --per-theme 8
//! ```
//!
//! Deterministic: the same games, in order, the first candidates found.

mod args;
mod records;

use records::Chunk;
use reversi_engine::ai::{Solver, Table};
use reversi_engine::lesson::{self, Step, Theme, CORNERS, EDGES};
use reversi_engine::{Color, Move, Position, Square, Variant};
use std::collections::BTreeMap;
use std::path::PathBuf;

struct Settings {
    variant: Variant,
    chunks: (u64, u64),
    empties: (u64, u64),
    per_theme: usize,
    corpus: PathBuf,
}

fn parse_settings() -> Result<Settings, String> {
    let mut s = Settings {
        variant: Variant::Othello,
        chunks: (0, 2),
        empties: (12, 19),
        per_theme: 8,
        corpus: PathBuf::from("engine/data/corpus"),
    };
    for (name, value) in args::pairs(&[])? {
        match name.as_str() {
            "--variant" => s.variant = value.parse().map_err(|_| format!("bad variant {value}"))?,
            "--chunks" => s.chunks = args::range(&name, &value)?,
            "--empties" => s.empties = args::range(&name, &value)?,
            "--per-theme" => s.per_theme = args::whole(&name, &value)? as usize,
            "--corpus" => s.corpus = PathBuf::from(value),
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(s)
}

fn solve(table: &mut Table, position: &Position) -> i32 {
    let mut never = || false;
    Solver::new(table, &mut never).solve(position, false).score
}

/// Every placement's exact score for the side to move.
fn scores(table: &mut Table, position: &Position) -> Vec<(Square, i32)> {
    Square::iter_bits(position.placements())
        .map(|s| {
            let child = position.play_unchecked(Move::Place(s));
            (s, -solve(table, &child))
        })
        .collect()
}

fn within(scores: &[(Square, i32)], margin: i32) -> Vec<Square> {
    let best = scores.iter().map(|s| s.1).max().unwrap_or(0);
    scores
        .iter()
        .filter(|s| s.1 >= best - margin)
        .map(|s| s.0)
        .collect()
}

/// The best score of the moves that are not answers (None if all are).
fn best_other(scores: &[(Square, i32)], answers: &[Square]) -> Option<i32> {
    scores
        .iter()
        .filter(|s| !answers.contains(&s.0))
        .map(|s| s.1)
        .max()
}

/// How clear a candidate is for a learner: the gap to the best other move,
/// with few moves and few answers preferred. `None`: not a candidate.
fn quality(
    theme: Theme,
    position: &Position,
    scores: &[(Square, i32)],
    answers: &[Square],
    free_answers: Option<&[Square]>,
) -> Option<i32> {
    if !theme.holds(position, answers) || answers.len() > 3 || scores.len() < 3 {
        return None;
    }
    let best = scores.iter().map(|s| s.1).max()?;
    let gap = best - best_other(scores, answers)?;
    let score_of = |square: Square| scores.iter().find(|s| s.0 == square).map(|s| s.1);
    let legal = Square::iter_bits(position.placements());
    let empty = !position.occupied();
    let extra = match theme {
        Theme::Corner => gap >= 6,
        Theme::XSquare => {
            legal.filter(|s| !answers.contains(s)).any(|s| {
                lesson::x_square_corner(s).is_some_and(|c| c.bit() & empty != 0)
                    && score_of(s).is_some_and(|v| v <= best - 10)
                    && position.flips(s).count_ones() >= 2
            }) && answers.iter().all(|a| {
                lesson::x_square_corner(*a).is_none() && lesson::c_square_corner(*a).is_none()
            })
        }
        Theme::CSquare => {
            gap >= 4
                && answers
                    .iter()
                    .all(|a| lesson::c_square_corner(*a).is_none())
        }
        Theme::Edge => gap >= 4 && answers.iter().all(|a| a.bit() & CORNERS == 0),
        Theme::Pass => gap >= 4 && position.supply_left() > 1,
        Theme::Quiet => {
            gap >= 4
                && answers.iter().all(|a| a.bit() & EDGES == 0)
                && legal.map(|s| position.flips(s).count_ones()).max() >= Some(4)
        }
        Theme::Parity => gap >= 4 && position.empty_count() <= 14,
        Theme::Supply => {
            gap >= 2 && free_answers.is_some_and(|f| f.iter().any(|s| !answers.contains(s)))
        }
    };
    extra.then_some(gap * 10 - scores.len() as i32 - answers.len() as i32 * 5)
}

fn main() -> Result<(), String> {
    let settings = parse_settings()?;
    let mut table = Table::new(20);
    let mut found: BTreeMap<&str, Vec<(i32, String)>> = BTreeMap::new();
    for chunk in settings.chunks.0..settings.chunks.1 {
        let path = settings
            .corpus
            .join(settings.variant.name())
            .join(format!("s1-c{chunk:05}.txt"));
        let read = Chunk::read(&path)?;
        for (index, record) in read.records.iter().enumerate() {
            let positions = record.positions(settings.variant)?;
            for position in positions {
                let empties = u64::from(position.empty_count());
                if !(settings.empties.0..settings.empties.1).contains(&empties)
                    || position.placements() == 0
                {
                    continue;
                }
                let all = scores(&mut table, &position);
                let free_answers = (settings.variant == Variant::Classic)
                    .then(|| {
                        Position::from_parts(
                            Variant::Free,
                            position.discs(Color::Black),
                            position.discs(Color::White),
                            position.side_to_move(),
                            (0, 0),
                        )
                        .ok()
                    })
                    .flatten()
                    .map(|free| within(&scores(&mut table, &free), 0));
                for theme in Theme::ALL {
                    let list = found.entry(theme.name()).or_default();
                    if list.len() >= settings.per_theme * 4 {
                        continue;
                    }
                    for margin in [0, 2] {
                        let answers = within(&all, margin);
                        let Some(q) =
                            quality(theme, &position, &all, &answers, free_answers.as_deref())
                        else {
                            continue;
                        };
                        let step = Step {
                            lesson: theme.name().to_string(),
                            number: 1,
                            position,
                            answers,
                            margin: margin as u8,
                            theme,
                        };
                        let mut values: Vec<String> =
                            all.iter().map(|(s, v)| format!("{s}:{v}")).collect();
                        values.sort();
                        list.push((
                            q,
                            format!(
                                "{}\n#   chunk {chunk} game {index}, {} empties, scores {}",
                                lesson::write_line(&step),
                                empties,
                                values.join(" ")
                            ),
                        ));
                        break;
                    }
                }
            }
        }
    }
    for (theme, mut list) in found {
        list.sort_by_key(|c| std::cmp::Reverse(c.0));
        println!("## {theme}: {} found", list.len());
        for (q, line) in list.into_iter().take(settings.per_theme) {
            println!("# quality {q}\n{line}");
        }
    }
    Ok(())
}
