//! The texts of the puzzles panel that change as the player goes from
//! puzzle to puzzle: its heading, what to find, the result, the progress
//! (its controls are a template of index.html).

use reversi_engine::format::puzzle::{Puzzle, Theme, MAX_DIFFICULTY};
use reversi_engine::Move;

use super::progress::Progress;
use super::Attempt;
use crate::strings;

/// The texts of the puzzle on show.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Texts {
    pub title: String,
    pub meta: String,
    pub task: String,
    /// The result once the first placement is made, and whether it solved.
    pub result: Option<(String, bool)>,
    pub progress: String,
}

/// The moves of the answer's line: "c4, e6, c7".
pub fn line(puzzle: &Puzzle) -> String {
    puzzle
        .answer
        .iter()
        .map(|m| match m {
            Move::Place(square) => square.to_string(),
            Move::Pass => strings::puzzle_pass(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The texts for `puzzle` as the try stands, `today` if it is the
/// puzzle of the day.
pub fn texts(
    puzzle: &Puzzle,
    attempt: Attempt,
    today: bool,
    progress: &Progress,
    total: usize,
) -> Texts {
    let id = puzzle.id.to_string();
    let variant = puzzle.variant();
    let mut meta = strings::puzzle_meta(
        &strings::variant_label(variant),
        puzzle.difficulty(),
        MAX_DIFFICULTY,
    );
    if today {
        meta = format!("{meta} · {}", strings::puzzle_today());
    }
    if progress.is_solved(&id) {
        meta = format!("{meta} · {}", strings::puzzle_solved_before());
    }
    let to_move = strings::to_move(variant, puzzle.position.side_to_move());
    let mut task = match puzzle.theme {
        Theme::Best => strings::puzzle_task_best(&to_move, puzzle.score - puzzle.second),
        theme if puzzle.score > 0 || theme == Theme::Win => strings::puzzle_task_win(&to_move),
        _ if puzzle.score == 0 => strings::puzzle_task_draw(&to_move),
        _ => strings::puzzle_task_best(&to_move, puzzle.score - puzzle.second),
    };
    if puzzle.theme == Theme::Supply {
        task = format!("{task} {}", strings::puzzle_task_supply());
    }
    let result = match attempt {
        Attempt::Trying => None,
        Attempt::Solved => Some((strings::puzzle_solved(&line(puzzle), puzzle.score), true)),
        Attempt::Failed(square) => Some((strings::puzzle_failed(&square.to_string()), false)),
    };
    Texts {
        title: strings::puzzle_title(&id),
        meta,
        task,
        result,
        progress: strings::puzzle_progress(
            progress.solved_count(),
            total,
            progress.streak,
            progress.best,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Catalogue;

    const FILE: &str = "C1-001 classic ---------------------------XX------XO------X--------------------_O_29_30 c5-b6 4 -2 supply\n";

    #[test]
    fn texts_follow_the_try() {
        let catalogue = Catalogue::parse(FILE).unwrap();
        let puzzle = catalogue.get(0).unwrap();
        let mut progress = Progress::default();
        let trying = texts(puzzle, Attempt::Trying, true, &progress, 1);
        assert_eq!(trying.title, "Puzzle C1-001");
        assert!(trying.meta.contains("Classic") && trying.meta.contains("Puzzle of the day"));
        assert!(
            trying
                .task
                .starts_with("Red to move: find the only winning move."),
            "{}",
            trying.task
        );
        assert!(trying.task.contains("hands"), "{}", trying.task);
        assert_eq!(trying.result, None);
        progress.solved("C1-001", true);
        let solved = texts(puzzle, Attempt::Solved, false, &progress, 1);
        let (text, solved_flag) = solved.result.unwrap();
        assert!(solved_flag);
        assert!(
            text.contains("c5, b6") && text.contains("wins by 4"),
            "{text}"
        );
        assert!(solved.meta.contains("solved before"));
        assert_eq!(solved.progress, "Solved: 1 of 1. Streak: 1 (best 1).");
        let failed = texts(
            puzzle,
            Attempt::Failed("c6".parse().unwrap()),
            false,
            &progress,
            1,
        );
        assert!(!failed.result.as_ref().unwrap().1);
        assert!(failed.result.unwrap().0.starts_with("c6 is not the answer"));
    }
}
