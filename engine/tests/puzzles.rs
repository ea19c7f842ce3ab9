//! The shipped puzzles (`engine/data/puzzles.txt`, `docs/puzzles.md`),
//! checked without the generator's code: every line read field by field
//! (the board through `obf`), its board a valid position of its variant
//! with 6 to 20 empty squares and the answer legal; every puzzle re-solved
//! by the exact solver (the answer's score is `score`, the best other first
//! move's is `second`, the answer unique as the theme says, each later
//! answer of a line too, and a `supply` puzzle decided by the disc limit);
//! and the counts, ids and size the issue asks for.
//!
//! The solves use windows (`Solver::solve_within`): a window of width 2
//! around a value says whether a move's score is that value, below or
//! above it, for much less than a full solve.

use std::collections::HashSet;
use std::path::Path;

use reversi_engine::ai::{Solver, Table};
use reversi_engine::puzzle::{self, Puzzle};
use reversi_engine::{obf, Color, Move, Position, Square, Variant};

fn text() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/puzzles.txt");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One line read here, field by field.
struct Line {
    text: String,
    id: String,
    variant: Variant,
    difficulty: u8,
    position: Position,
    answer: Vec<Move>,
    score: i32,
    second: i32,
    theme: String,
}

fn read_line(text: &str) -> Result<Line, String> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [id, variant, board, answer, score, second, theme] = fields[..] else {
        return Err(format!("{} fields", fields.len()));
    };
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    let letter = match variant {
        Variant::Classic => 'C',
        Variant::Free => 'F',
        Variant::Othello => 'O',
    };
    let id_chars: Vec<char> = id.chars().collect();
    let id_ok = id_chars.len() == 6
        && id_chars[0] == letter
        && ('1'..='5').contains(&id_chars[1])
        && id_chars[2] == '-'
        && id_chars[3..].iter().all(char::is_ascii_digit);
    if !id_ok {
        return Err(format!("id {id} is not {letter}<1-5>-<three digits>"));
    }
    let position = obf::parse(variant, &board.replace('_', " "))
        .map_err(|e| format!("board does not parse: {e}"))?;
    if obf::write(&position).replace(' ', "_") != board {
        return Err("board is not written as obf writes it".into());
    }
    let mut answer_moves = Vec::new();
    for word in answer.split('-') {
        answer_moves.push(if word == "pass" {
            Move::Pass
        } else {
            Move::Place(
                word.parse::<Square>()
                    .map_err(|e| format!("answer {answer}: {e}"))?,
            )
        });
    }
    Ok(Line {
        text: text.to_string(),
        id: id.to_string(),
        variant,
        difficulty: id_chars[1] as u8 - b'0',
        position,
        answer: answer_moves,
        score: score.parse().map_err(|_| format!("score {score}"))?,
        second: second.parse().map_err(|_| format!("second {second}"))?,
        theme: theme.to_string(),
    })
}

fn lines() -> Vec<Line> {
    text()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .enumerate()
        .map(|(i, l)| read_line(l).unwrap_or_else(|e| panic!("puzzle {}: {e}: {l}", i + 1)))
        .collect()
}

#[test]
fn every_line_reads_and_its_board_is_valid() {
    let text = text();
    let mut count = 0;
    for l in text.lines() {
        if l.starts_with('#') {
            continue;
        }
        let line = read_line(l).unwrap_or_else(|e| panic!("{e}: {l}"));
        let position = line.position;
        assert_eq!(position.variant(), line.variant);
        let empties = position.empty_count();
        assert!((6..=20).contains(&empties), "{empties} empties: {l}");
        assert!(
            position.placements().count_ones() >= 2,
            "fewer than two legal moves: {l}"
        );
        let first = line.answer[0];
        assert!(
            matches!(first, Move::Place(_)) && position.legal_moves().contains(&first),
            "the answer {first} is not a legal placement: {l}"
        );
        assert!(
            line.answer.len() % 2 == 1,
            "a line ends with an answer: {l}"
        );
        let mut at = position;
        for (i, &mv) in line.answer.iter().enumerate() {
            at = at
                .play(mv)
                .unwrap_or_else(|e| panic!("move {} of the answer: {e}: {l}", i + 1));
        }
        assert!((-64..=64).contains(&line.score) && (-64..=64).contains(&line.second));
        if line.variant == Variant::Classic {
            let hands =
                position.supply(Color::Black).unwrap() + position.supply(Color::White).unwrap();
            assert_eq!(u32::from(hands), empties, "hands against the empties: {l}");
        }
        // The engine's reader agrees, and writes the line back as it is.
        let parsed: Puzzle = puzzle::parse_line(l)
            .unwrap_or_else(|e| panic!("puzzle::parse_line: {e}: {l}"))
            .expect("not a comment");
        assert_eq!(parsed.id.to_string(), line.id);
        assert_eq!(parsed.position, position);
        assert_eq!(parsed.answer, line.answer);
        assert_eq!((parsed.score, parsed.second), (line.score, line.second));
        assert_eq!(parsed.theme.name(), line.theme);
        assert_eq!(parsed.difficulty(), line.difficulty);
        assert_eq!(puzzle::write_line(&parsed), line.text);
        count += 1;
    }
    assert!(count > 0);
}

#[test]
fn counts_ids_order_and_size() {
    let text = text();
    assert!(text.len() < 200_000, "{} bytes", text.len());
    assert!(text.starts_with('#'), "a header comes first");
    let lines = lines();
    let of = |v: Variant| lines.iter().filter(|l| l.variant == v).count();
    let supply = lines.iter().filter(|l| l.theme == "supply").count();
    assert!(lines.len() >= 300, "{} puzzles", lines.len());
    assert!(
        of(Variant::Classic) >= 100,
        "{} classic",
        of(Variant::Classic)
    );
    assert!(
        of(Variant::Othello) >= 100,
        "{} othello",
        of(Variant::Othello)
    );
    assert!(of(Variant::Free) >= 1, "no free puzzle");
    assert!(supply >= 30, "{supply} supply puzzles");
    let ids: HashSet<&str> = lines.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids.len(), lines.len(), "ids are unique");
    // Serials unique within a variant too.
    let serials: HashSet<(Variant, &str)> = lines.iter().map(|l| (l.variant, &l.id[3..])).collect();
    assert_eq!(
        serials.len(),
        lines.len(),
        "serials are unique within a variant"
    );
    // Sorted by variant, difficulty, id.
    let order = |l: &Line| {
        let v = Variant::ALL.iter().position(|&v| v == l.variant);
        (v, l.difficulty, l.id.clone())
    };
    assert!(
        lines.windows(2).all(|w| order(&w[0]) < order(&w[1])),
        "sorted by variant, then difficulty, then id"
    );
    // Spread: every difficulty, and more than one theme, in each variant.
    for variant in Variant::ALL {
        for difficulty in 1..=5 {
            assert!(
                lines
                    .iter()
                    .any(|l| l.variant == variant && l.difficulty == difficulty),
                "no {variant} puzzle of difficulty {difficulty}"
            );
        }
        for theme in ["win", "best"] {
            assert!(
                lines
                    .iter()
                    .any(|l| l.variant == variant && l.theme == theme),
                "no {variant} puzzle of theme {theme}"
            );
        }
    }
    // No board twice, up to the eight symmetries.
    let mut boards = HashSet::new();
    for line in &lines {
        let key = symmetric_key(&line.position);
        assert!(boards.insert(key), "the board of {} again", line.id);
    }
}

/// The smallest of a position's eight images, with its side and hands.
fn symmetric_key(position: &Position) -> (Variant, Color, String) {
    let squares: Vec<Square> = Square::all().collect();
    let image = |symmetry: u8, square: Square| {
        let (mut row, mut column) = (square.row(), square.column());
        if symmetry & 1 != 0 {
            column = 7 - column;
        }
        if symmetry & 2 != 0 {
            row = 7 - row;
        }
        if symmetry & 4 != 0 {
            (row, column) = (column, row);
        }
        usize::from(row * 8 + column)
    };
    let text = obf::write(position);
    let (board, rest) = text.split_at(64);
    let smallest = (0..8)
        .map(|symmetry| {
            let mut image_board = vec![b'-'; 64];
            for (index, &square) in squares.iter().enumerate() {
                image_board[image(symmetry, square)] = board.as_bytes()[index];
            }
            String::from_utf8(image_board).unwrap() + rest
        })
        .min()
        .unwrap();
    (position.variant(), position.side_to_move(), smallest)
}

/// The solver's answer within (`alpha`, `beta`).
fn within(solver: &mut Solver, position: &Position, alpha: i32, beta: i32) -> i32 {
    solver.solve_within(position, alpha, beta).score
}

/// The placement's exact score for the side to move is `value`.
fn scores_exactly(solver: &mut Solver, position: &Position, square: Square, value: i32) -> bool {
    let child = position.play(Move::Place(square)).expect("legal");
    within(solver, &child, -value - 1, -value + 1) == -value
}

/// The highest score any other placement may have, as the theme says.
fn others_at_most(theme: &str, score: i32, second: i32) -> Option<i32> {
    match theme {
        "win" if score > 0 && second <= 0 => Some(0),
        "draw" if score == 0 && second < 0 => Some(-1),
        "best"
            if score >= second + 4
                && !(score > 0 && second <= 0)
                && !(score == 0 && second < 0) =>
        {
            Some(score - 4)
        }
        "supply" => others_at_most("win", score, second)
            .or_else(|| others_at_most("draw", score, second))
            .or_else(|| others_at_most("best", score, second)),
        _ => None,
    }
}

fn check(solver: &mut Solver, line: &Line) -> Result<(), String> {
    let position = line.position;
    let (score, second) = (line.score, line.second);
    let Move::Place(answer) = line.answer[0] else {
        return Err("the answer is a pass".into());
    };
    let at_most = others_at_most(&line.theme, score, second).ok_or(format!(
        "score {score} and second {second} do not fit {}",
        line.theme
    ))?;
    if line.theme == "supply" && line.variant != Variant::Classic {
        return Err("supply outside classic".into());
    }
    if !scores_exactly(solver, &position, answer, score) {
        return Err(format!("{answer} does not score {score}"));
    }
    // Every other placement scores at most second, one exactly second.
    let mut reached = false;
    for square in Square::iter_bits(position.placements()).filter(|&s| s != answer) {
        let child = position.play(Move::Place(square)).expect("legal");
        let value = -within(solver, &child, -second - 1, -second + 1);
        if value > second {
            return Err(format!("{square} scores more than second {second}"));
        }
        reached |= value == second;
    }
    if !reached {
        return Err(format!("no other move scores second {second}"));
    }
    // The line: each reply keeps the score (the next answer scores it), and
    // each later answer is unique as the theme says.
    let mut at = position.play(line.answer[0]).expect("legal");
    for pair in line.answer[1..].chunks(2) {
        let [reply, Move::Place(next)] = pair else {
            return Err("a line is answer, reply, answer, …".into());
        };
        at = at.play(*reply).map_err(|e| format!("reply {reply}: {e}"))?;
        if !scores_exactly(solver, &at, *next, score) {
            return Err(format!(
                "after {reply}, {next} does not score {score}: the reply was not best"
            ));
        }
        for square in Square::iter_bits(at.placements()).filter(|s| s != next) {
            let child = at.play(Move::Place(square)).expect("legal");
            if -within(solver, &child, -at_most - 1, -at_most) > at_most {
                return Err(format!(
                    "after {reply}, {square} scores more than {at_most}: {next} is not unique"
                ));
            }
        }
        at = at.play(Move::Place(*next)).expect("legal");
    }
    if line.theme == "supply" {
        // The disc limit decides: under the free variant's rules the same
        // board has another result or another best move.
        let free = Position::from_parts(
            Variant::Free,
            position.discs(Color::Black),
            position.discs(Color::White),
            position.side_to_move(),
            (0, 0),
        )
        .map_err(|e| e.to_string())?;
        let free_best = solver.solve(&free, false).score;
        let child = free.play(Move::Place(answer)).expect("legal");
        let free_answer = -solver.solve(&child, false).score;
        if free_best.signum() == score.signum() && free_answer == free_best {
            return Err(format!(
                "free rules give the same result and {answer} is best there too ({free_best})"
            ));
        }
    }
    Ok(())
}

/// Every puzzle in an optimised build (`--profile test-fast`, about 17 s on
/// two loaded cores), those of up to 10 empties in a debug build.
#[test]
fn every_puzzle_is_proved_by_the_solver() {
    let limit = if cfg!(debug_assertions) { 10 } else { 20 };
    let lines: Vec<Line> = lines()
        .into_iter()
        .filter(|l| l.position.empty_count() <= limit)
        .collect();
    let started = std::time::Instant::now();
    // Two threads, each with its own table, share the puzzles.
    let threads = 2;
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                let lines = &lines;
                scope.spawn(move || {
                    let mut table = Table::new(20);
                    let mut never = || false;
                    let mut solver = Solver::new(&mut table, &mut never);
                    lines
                        .iter()
                        .skip(thread)
                        .step_by(threads)
                        .filter_map(|line| {
                            check(&mut solver, line)
                                .err()
                                .map(|e| format!("{}: {e}\n  {}", line.id, line.text))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a checking thread panicked"))
            .collect()
    });
    println!(
        "{} puzzles of up to {limit} empties re-solved in {:.1} s",
        lines.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
