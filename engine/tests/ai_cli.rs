//! The AI commands of the `reversi` binary: `solve`, `best`, `bench ffo`,
//! `match` (on a tiny opening file) and `nboard`, run as a process. Answers
//! are checked against the library.

mod ai_support;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use ai_support::{minimax, read_ffo, Rng, FFO_DIR};
use reversi_engine::format::ggf;
use reversi_engine::{obf, Move, Position, Square, Variant};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .output()
        .expect("the reversi binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// Runs a command that must succeed; returns stdout.
fn ok(args: &[&str]) -> String {
    let output = run(args);
    assert!(
        output.status.success(),
        "{args:?} failed: {:?}\n{}",
        output.status,
        text(&output.stderr)
    );
    text(&output.stdout)
}

/// Runs a command that must fail cleanly (non-zero, no panic, one line on
/// stderr); returns that line.
fn fails(args: &[&str]) -> String {
    let output = run(args);
    let err = text(&output.stderr);
    assert!(
        matches!(output.status.code(), Some(c) if c != 0 && c != 101),
        "{args:?}: {:?}\n{err}",
        output.status
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(text(&output.stdout), "", "{args:?} wrote to stdout");
    let line = err.trim_end();
    assert!(
        !line.is_empty() && !line.contains('\n'),
        "{args:?}: {err:?}"
    );
    line.to_string()
}

fn last_line(stdout: &str) -> &str {
    stdout.lines().last().expect("a line of output")
}

/// The board part of an FFO line (without the annotations).
fn ffo_board(number: usize) -> String {
    let lines = read_ffo("fforum-20-39.obf");
    lines[number - 20]
        .split(';')
        .next()
        .unwrap()
        .trim()
        .to_string()
}

#[test]
fn solve_prints_move_and_exact_score() {
    // FFO #20: h5, +6.
    let board = ffo_board(20);
    let out = ok(&["solve", "--variant", "othello", "--board", &board]);
    assert_eq!(last_line(&out), "h5 6");
    // Win/draw/loss mode gives a winning score.
    let out = ok(&["solve", "--variant", "othello", "--board", &board, "--wld"]);
    let (mv, score) = last_line(&out).split_once(' ').unwrap();
    assert_eq!(mv, "h5");
    assert!(score.parse::<i32>().unwrap() > 0, "{out}");
}

/// Random endgames of every variant (classic with its hands running out):
/// the CLI's score is the minimax value and its move achieves it.
#[test]
fn solve_agrees_with_minimax_in_every_variant() {
    let mut rng = Rng::new(99);
    for variant in Variant::ALL {
        for empties in [4, 7] {
            let mut position = ai_support::random_game_reaching(variant, &mut rng, empties);
            if variant == Variant::Classic {
                position = ai_support::classic_with_supplies(&position, (empties / 3) as u8);
            }
            let board = obf::write(&position);
            let out = ok(&["solve", "--variant", variant.name(), "--board", &board]);
            let (mv, score) = last_line(&out).split_once(' ').unwrap();
            let score: i32 = score.parse().unwrap();
            let expected = minimax(&position);
            assert_eq!(score, expected, "{variant} {board}");
            match mv {
                "pass" => assert!(position.must_pass(), "{board}"),
                "over" => assert!(position.is_over(), "{board}"),
                square => {
                    let square: Square = square.parse().unwrap();
                    let child = position.play(Move::Place(square)).unwrap();
                    assert_eq!(-minimax(&child), expected, "{variant} {board}: {square}");
                }
            }
        }
    }
}

#[test]
fn solve_says_pass_when_the_side_to_move_must_pass() {
    // Classic: black has no discs left and must pass; red places a1 (and e1).
    let board = "-XOO-XO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X 0 3";
    let position = obf::parse(Variant::Classic, board).unwrap();
    assert!(position.must_pass());
    let out = ok(&["solve", "--board", board]);
    assert_eq!(last_line(&out), format!("pass {}", minimax(&position)));

    // Othello: a forced pass from a random game.
    let mut rng = Rng::new(5);
    let position = loop {
        let mut p = Position::new(Variant::Othello);
        let wanted = |p: &Position| p.must_pass() && p.empty_count() <= 12;
        while !p.is_over() && !wanted(&p) {
            let moves = p.legal_moves();
            p = p.play(rng.pick(&moves)).unwrap();
        }
        if p.must_pass() {
            break p;
        }
    };
    let board = obf::write(&position);
    let out = ok(&["solve", "--variant", "othello", "--board", &board]);
    assert_eq!(
        last_line(&out),
        format!("pass {}", minimax(&position)),
        "{board}"
    );
}

#[test]
fn solve_rejects_bad_boards() {
    let empty = "-".repeat(64);
    let bad = [
        "xyz".to_string(),
        format!("{} X", "-".repeat(63)),
        format!("{}Z X", "-".repeat(63)),
        empty.clone(),
        format!("{empty} Q"),
        format!("{empty} X 1"),
        format!("{empty} X 40 40"),
    ];
    for board in &bad {
        let line = fails(&["solve", "--board", board]);
        assert!(line.starts_with("reversi: "), "{board}: {line}");
    }
    fails(&["solve", "--board"]);
    fails(&["solve", "--variant", "othello", "--board", "xyz"]);
    fails(&["solve", "--variant", "chess"]);
}

#[test]
fn best_prints_a_legal_move_and_an_eval() {
    for (variant, moves) in [
        ("classic", "d4d5e4e5"),
        ("free", "d4e4d5e5f4"),
        ("othello", "f5d6c3"),
    ] {
        let out = ok(&[
            "best",
            "--variant",
            variant,
            "--moves",
            moves,
            "--depth",
            "4",
        ]);
        let (mv, eval) = last_line(&out).split_once(' ').unwrap();
        let position =
            reversi_engine::transcript::position_after(variant.parse().unwrap(), moves).unwrap();
        let square: Square = mv.parse().unwrap_or_else(|_| panic!("{out}"));
        assert!(
            position.play(Move::Place(square)).is_ok(),
            "{variant}: {mv}"
        );
        let eval: f64 = eval.parse().unwrap_or_else(|_| panic!("{out}"));
        assert!(eval.abs() <= 64.0 * 2.0, "{eval}");
    }
    // Near the end the default search is exact: FFO #20 is h5 +6.
    let board = ffo_board(20);
    let out = ok(&["best", "--variant", "othello", "--board", &board]);
    assert_eq!(last_line(&out), "h5 6");
    // A level works, and so does a time limit.
    let out = ok(&["best", "--variant", "othello", "--level", "3"]);
    let mv = last_line(&out).split_once(' ').unwrap().0;
    assert!(["d3", "c4", "f5", "e6"].contains(&mv), "{out}");
    let out = ok(&["best", "--time", "50"]);
    let mv = last_line(&out).split_once(' ').unwrap().0;
    assert!(["d4", "e4", "d5", "e5"].contains(&mv), "{out}");
}

#[test]
fn best_rejects_bad_options() {
    let line = fails(&["best", "--level", "9"]);
    assert_eq!(
        line,
        "reversi: --level: expected a whole number from 1 to 8, got '9'"
    );
    fails(&["best", "--level", "0"]);
    fails(&["best", "--level", "x"]);
    fails(&["best", "--depth", "deep"]);
    fails(&["best", "--board", "nonsense"]);
}

#[test]
fn best_refuses_depth_0_and_time_0_as_nboard_does() {
    // best used to clamp --depth 0 to 1 and to accept --time 0.
    for (option, bad) in [
        ("--depth", "0"),
        ("--depth", "61"),
        ("--time", "0"),
        ("--exact", "61"),
    ] {
        let best = fails(&["best", option, bad]);
        let nboard = nboard_session_fails(&[option, bad]);
        assert_eq!(best, nboard.trim_end(), "{option} {bad}");
        assert!(
            best.starts_with(&format!("reversi: {option}: expected a whole number from ")),
            "{best}"
        );
        assert_eq!(run(&["best", option, bad]).status.code(), Some(2));
    }
    // The edges are accepted.
    let out = ok(&["best", "--depth", "1"]);
    assert!(["d4", "e4", "d5", "e5"].contains(&last_line(&out).split_once(' ').unwrap().0));
    let out = ok(&["best", "--time", "1", "--exact", "0"]);
    assert!(["d4", "e4", "d5", "e5"].contains(&last_line(&out).split_once(' ').unwrap().0));
}

#[test]
fn bench_ffo_solves_and_totals() {
    let file = format!("{FFO_DIR}/fforum-20-39.obf");
    let out = ok(&["bench", "ffo", &file, "--from", "20", "--to", "22"]);
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|f| f.first().is_some_and(|n| n.parse::<u32>().is_ok()))
        .collect();
    let numbers: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    assert_eq!(numbers, ["20", "21", "22"], "{out}");
    // number, empties, move, score, expected, ...
    let summary: Vec<(&str, &str, &str, &str)> =
        rows.iter().map(|r| (r[1], r[2], r[3], r[4])).collect();
    assert_eq!(
        summary,
        [
            ("6", "h5", "+6", "+6"),
            ("15", "g5", "+0", "+0"),
            ("17", "g8", "+2", "+2")
        ],
        "{out}"
    );
    assert!(!out.contains("WRONG"), "{out}");
    let total = last_line(&out);
    assert!(
        total.starts_with("total") && total.contains("3 positions") && total.contains("0 wrong"),
        "{total}"
    );
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reversi-ai-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn bench_ffo_fails_on_a_wrong_annotation() {
    let line = read_ffo("fforum-20-39.obf")[0].clone();
    assert!(line.contains("H5:+6"), "{line}");
    let dir = scratch("bench");
    // The first number in the file name is the first position's number.
    let right = dir.join("fforum-20-20.obf");
    std::fs::write(&right, format!("{line}\n")).unwrap();
    let out = ok(&["bench", "ffo", right.to_str().unwrap()]);
    assert!(last_line(&out).contains("0 wrong"), "{out}");

    let wrong = dir.join("fforum-20-20-wrong.obf");
    std::fs::write(&wrong, format!("{}\n", line.replace("H5:+6", "H5:+8"))).unwrap();
    let output = run(&["bench", "ffo", wrong.to_str().unwrap()]);
    let out = text(&output.stdout);
    assert!(!output.status.success(), "{out}");
    assert_ne!(output.status.code(), Some(101), "panicked");
    assert!(
        out.contains("WRONG") && last_line(&out).contains("1 wrong"),
        "{out}"
    );

    // A best move that the file does not give as best is wrong too.
    let moved = dir.join("fforum-20-20-move.obf");
    let swapped = line.replace("H5:+6; G6:-2", "G6:+6; H5:-2");
    std::fs::write(&moved, format!("{swapped}\n")).unwrap();
    let output = run(&["bench", "ffo", moved.to_str().unwrap()]);
    assert!(!output.status.success(), "{}", text(&output.stdout));

    let missing = dir.join("no-such-file.obf");
    fails(&["bench", "ffo", missing.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).ok();
}

/// Feeds `input` to `reversi nboard` and returns its replies.
fn nboard_session(input: &str) -> Vec<String> {
    nboard_session_with(&[], input)
}

/// The same with `reversi nboard OPTIONS`.
fn nboard_session_with(options: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .arg("nboard")
        .args(options)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("reversi nboard starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "nboard: {:?} {}",
        output.status,
        text(&output.stderr)
    );
    text(&output.stdout).lines().map(str::to_owned).collect()
}

const GGF: &str = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6/0.12];)";

#[test]
fn nboard_answers_go_and_ping() {
    let replies = nboard_session(&format!(
        "nboard 2\nset depth 2\nset game {GGF}\ngo\nping 1\n"
    ));
    let go = replies
        .iter()
        .find(|l| l.starts_with("=== "))
        .unwrap_or_else(|| panic!("no move in {replies:?}"));
    let mv = go[4..].split('/').next().unwrap().to_lowercase();
    let position = ggf::parse(GGF).unwrap();
    assert_eq!(position.side_to_move(), reversi_engine::Color::Black);
    let square: Square = mv.parse().unwrap_or_else(|_| panic!("{go}"));
    assert!(position.play(Move::Place(square)).is_ok(), "{go}");
    // The eval and the time are numbers.
    let fields: Vec<&str> = go[4..].split('/').collect();
    assert_eq!(fields.len(), 3, "{go}");
    assert!(fields[1].parse::<f64>().is_ok() && fields[2].parse::<f64>().is_ok());
    assert_eq!(replies.last().map(String::as_str), Some("pong 1"));
    // The move comes before the pong.
    let go_at = replies.iter().position(|l| l.starts_with("=== ")).unwrap();
    let pong_at = replies.iter().position(|l| l == "pong 1").unwrap();
    assert!(go_at < pong_at, "{replies:?}");
}

#[test]
fn nboard_plays_the_exact_move_near_the_end_and_survives_bad_input() {
    // FFO #20 as a GGF game: black to move, h5 wins by 6.
    let board = ffo_board(20);
    let squares: String = board[..64]
        .chars()
        .map(|c| match c {
            'X' => '*',
            other => other,
        })
        .collect();
    let ggf = format!("(;GM[Othello]PC[test]BO[8 {squares} *];)");
    let replies = nboard_session(&format!(
        "nboard 2\nfrobnicate\nset depth 6\nset game {ggf}\nmove a1\ngo\nping 2\n"
    ));
    assert!(
        replies.iter().any(|l| l.starts_with("status")),
        "{replies:?}"
    );
    let go = replies.iter().find(|l| l.starts_with("=== ")).unwrap();
    assert!(go.starts_with("=== H5/6.00/"), "{go}");
    assert_eq!(replies.last().map(String::as_str), Some("pong 2"));
}

#[test]
fn nboard_with_two_threads_plays_the_ffo_best_moves() {
    // FFO #20-#24 (20-24 empties) solved inside the engine on two threads:
    // the move played must be one the FFO annotations give the best score,
    // and its value that score.
    let lines = read_ffo("fforum-20-39.obf");
    for number in 20..=24 {
        let line = &lines[number - 20];
        let mut fields = line.split(';').map(str::trim);
        let board = fields.next().unwrap();
        let scored: Vec<(String, i32)> = fields
            .filter_map(|f| f.split_once(':'))
            .map(|(m, v)| (m.to_string(), v.parse().unwrap()))
            .collect();
        let best = scored.iter().map(|(_, v)| *v).max().unwrap();
        let squares: String = board[..64]
            .chars()
            .map(|c| if c == 'X' { '*' } else { c })
            .collect();
        let to_move = if board.ends_with('X') { '*' } else { 'O' };
        let ggf = format!("(;GM[Othello]PC[test]BO[8 {squares} {to_move}];)");
        let replies = nboard_session_with(
            &["--depth", "6", "--exact", "24", "--threads", "2"],
            &format!("nboard 2\nset game {ggf}\ngo\nping 3\n"),
        );
        let go = replies.iter().find(|l| l.starts_with("=== ")).unwrap();
        let fields: Vec<&str> = go[4..].split('/').collect();
        let value: f64 = fields[1].parse().unwrap();
        assert_eq!(value, f64::from(best), "FFO #{number}: {go}");
        assert!(
            scored.iter().any(|(m, v)| m == fields[0] && *v == best),
            "FFO #{number}: {go} is not a best move of {scored:?}"
        );
    }
    let refused = nboard_session_fails(&["--threads", "0"]);
    assert!(refused.contains("--threads"), "{refused}");
}

#[test]
fn nboard_plays_with_the_weights_it_is_given() {
    // The move and value at a fixed depth, without the time.
    let answer = |options: &[&str]| {
        let replies = nboard_session_with(
            options,
            &format!("nboard 2\nset depth 4\nset game {GGF}\ngo\n"),
        );
        let go = replies
            .iter()
            .find(|l| l.starts_with("=== "))
            .unwrap()
            .clone();
        go.rsplit_once('/').unwrap().0.to_string()
    };
    let built_in = answer(&[]);
    // The committed weights file is what is built in: the same answer.
    let file = format!("{}/data/learned.bin", env!("CARGO_MANIFEST_DIR"));
    assert_eq!(answer(&["--weights", &file]), built_in);
    // All-zero weights value every position at 0 (their value is read
    // from the file, not the built-in one).
    let zero = std::env::temp_dir().join(format!("reversi-zero-{}.bin", std::process::id()));
    std::fs::write(
        &zero,
        reversi_engine::training::WeightsFile::zero().to_bytes(),
    )
    .unwrap();
    let zeroed = answer(&["--weights", zero.to_str().unwrap()]);
    assert!(zeroed.ends_with("/0.00"), "{zeroed} (built in: {built_in})");
    assert!(!built_in.ends_with("/0.00"), "{built_in}");
    // A file that is not weights, or none, is refused by name.
    std::fs::write(&zero, b"not weights").unwrap();
    let refused = nboard_session_fails(&["--weights", zero.to_str().unwrap()]);
    assert!(refused.starts_with("reversi: --weights: "), "{refused}");
    std::fs::remove_file(&zero).ok();
    let missing = nboard_session_fails(&["--weights", "/nonexistent/learned.bin"]);
    assert!(
        missing.contains("--weights: /nonexistent/learned.bin"),
        "{missing}"
    );
}

/// `reversi nboard OPTIONS` refused before the protocol starts: its error.
fn nboard_session_fails(options: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .arg("nboard")
        .args(options)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success(), "{options:?} accepted");
    text(&output.stderr)
}

/// Two openings (from engine/data/openings/xot-large.txt) in a file of this test's own.
fn opening_file(name: &str) -> String {
    let path =
        std::env::temp_dir().join(format!("reversi-match-{}-{name}.txt", std::process::id()));
    std::fs::write(&path, "f5d6c4d3c2b3b4b5\n\nf5f4g3g6f3g4e3e2\n").unwrap();
    path.to_string_lossy().into_owned()
}

fn play_match(args: &[&str]) -> (Vec<String>, String) {
    let output = run(args);
    assert!(
        output.status.success(),
        "{args:?}: {:?} {}",
        output.status,
        text(&output.stderr)
    );
    let lines = text(&output.stdout).lines().map(str::to_owned).collect();
    (lines, text(&output.stderr))
}

#[test]
fn an_engine_against_itself_scores_exactly_even() {
    // Each opening with both colours and the same engine on both sides:
    // every game's mirror is the same game with the colours swapped.
    let file = opening_file("even");
    let side = "depth:2,exact:6";
    let (lines, progress) = play_match(&["match", "--a", side, "--b", side, "--openings", &file]);
    assert_eq!(lines[1], "games: 4 (2 openings, each with both colours)");
    let wins_losses: Vec<&str> = lines[2].split(' ').collect();
    assert_eq!(wins_losses[1], wins_losses[5], "{}", lines[2]);
    assert_eq!(lines[3].split(' ').nth(1), Some("0.500"), "{}", lines[3]);
    assert!(lines[4].starts_with("elo: +0.0 ["), "{}", lines[4]);
    assert_eq!(lines[5], "mean disc difference (a - b): +0.00");
    assert_eq!(progress.lines().count(), 4, "{progress}");
}

#[test]
fn a_match_replays_the_same_for_the_same_seed() {
    let file = opening_file("seed");
    let args = [
        "match",
        "--a",
        "depth:3,exact:6",
        "--b",
        "level:2",
        "--openings",
        &file,
        "--count",
        "1",
        "--seed",
        "5",
    ];
    let (first, first_games) = play_match(&args);
    let (second, second_games) = play_match(&args);
    // Everything but the four lines of measured move times (each side's
    // in all and by phase).
    assert_eq!(first.len(), 10, "{first:?}");
    assert_eq!(first[..6], second[..6]);
    assert_eq!(first_games, second_games);
    assert_eq!(first[1], "games: 2 (1 openings, each with both colours)");
    // Every game fills a line with a real final score.
    for line in first_games.lines() {
        let (mine, theirs) = line.rsplit_once(' ').unwrap().1.split_once('-').unwrap();
        let total: u32 = mine.parse::<u32>().unwrap() + theirs.parse::<u32>().unwrap();
        assert!(total <= 64, "{line}");
    }
}

#[test]
fn a_moved_binary_plays_the_built_in_openings_from_any_directory() {
    // A copy of the program in a directory of its own, run from there: the
    // default openings are compiled in, not read from the source tree.
    let dir = scratch("moved");
    let moved = dir.join("reversi");
    std::fs::copy(env!("CARGO_BIN_EXE_reversi"), &moved).unwrap();
    let output = Command::new(&moved)
        .args(["match", "--a", "depth:1,exact:4", "--b", "depth:1,exact:4"])
        .args(["--count", "2", "--seed", "3"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines[1], "games: 4 (2 openings, each with both colours)");
    // Every game starts from an XOT opening: 8 Othello placements.
    let xot = include_str!("../data/openings/xot-large.txt");
    for game in stderr.lines() {
        let opening = game.split(": ").nth(1).unwrap().split(',').next().unwrap();
        assert_eq!(opening.len(), 16, "{game}");
        assert!(xot.lines().any(|l| l.trim() == opening), "{game}");
    }
    assert_eq!(stderr.lines().count(), 4, "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_match_arguments_are_one_line_errors() {
    for (args, expected) in [
        (vec!["match", "--a", "depth:2"], "match needs --b"),
        (
            vec!["match", "--a", "depth:2", "--b", "speed:9"],
            "cannot read player 'speed:9'",
        ),
        (
            vec![
                "match",
                "--a",
                "depth:2",
                "--b",
                "depth:2",
                "--openings",
                "/nonexistent/x",
            ],
            "cannot read /nonexistent/x",
        ),
        (
            vec!["match", "--a", "depth:2", "--b", "time:0"],
            "--b: cannot read player 'time:0': time: expected a whole number from 1 to 3600000, got '0'",
        ),
        (
            vec!["match", "--a", "depth:2", "--b", "depth:2", "--budget", "0"],
            "--budget: expected a whole number from 1 to 3600000, got '0'",
        ),
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = text(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn each_side_of_a_match_can_pick_its_evaluation() {
    let file = opening_file("eval");
    let hand = "depth:3,exact:6,eval:hand";
    let learned = "depth:3,exact:6,eval:learned";
    let (lines, hand_games) = play_match(&["match", "--a", hand, "--b", hand, "--openings", &file]);
    assert_eq!(lines[0], format!("a: {hand}  b: {hand}"));
    assert_eq!(lines[3].split(' ').nth(1), Some("0.500"), "{}", lines[3]);
    // The learned evaluation is the default: naming it changes nothing.
    let (_, learned_games) =
        play_match(&["match", "--a", learned, "--b", learned, "--openings", &file]);
    let (_, default_games) = play_match(&[
        "match",
        "--a",
        "depth:3,exact:6",
        "--b",
        "depth:3,exact:6",
        "--openings",
        &file,
    ]);
    assert_eq!(learned_games, default_games);
    // The two evaluations play different games from the same openings.
    let (mixed, mixed_games) =
        play_match(&["match", "--a", learned, "--b", hand, "--openings", &file]);
    assert_eq!(mixed[1], "games: 4 (2 openings, each with both colours)");
    assert_ne!(mixed_games, hand_games);
    assert_ne!(mixed_games, learned_games);
}

/// `reversi nboard` with these options, as a `match` side.
fn nboard_side(options: &str) -> String {
    format!("nboard:{} nboard {options}", env!("CARGO_BIN_EXE_reversi"))
}

#[test]
fn our_nboard_engine_plays_a_match_like_the_same_engine_in_process() {
    // The same search behind the protocol: every game's mirror is the same
    // game with the colours swapped, so the match is exactly even, and every
    // move it sent was legal (the match checks each one; a bad one forfeits).
    let file = opening_file("external");
    for variant in ["othello", "classic"] {
        let file = if variant == "othello" {
            file.clone()
        } else {
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/data/openings/classic-random.txt"
            )
            .to_string()
        };
        let external = nboard_side("--depth 2 --exact 6");
        let (lines, progress) = play_match(&[
            "match",
            "--variant",
            variant,
            "--a",
            &external,
            "--b",
            "depth:2,exact:6",
            "--openings",
            &file,
            "--count",
            "2",
            "--budget",
            "1000",
        ]);
        assert_eq!(
            lines[1], "games: 4 (2 openings, each with both colours)",
            "{variant}"
        );
        assert_eq!(
            lines[3].split(' ').nth(1),
            Some("0.500"),
            "{variant}: {lines:?}"
        );
        assert_eq!(lines[5], "mean disc difference (a - b): +0.00", "{variant}");
        assert!(!progress.contains("forfeit"), "{progress}");
        assert!(
            lines.iter().all(|l| !l.starts_with("forfeits")),
            "{lines:?}"
        );
        for (line, side) in lines[6..].iter().zip(["a", "b"]) {
            assert!(line.starts_with(&format!("time {side}: mean ")), "{line}");
            assert!(
                line.contains("over 2 x 1000 ms outside exact solves: "),
                "{line}"
            );
        }
    }
}

/// A shell script standing in for an engine, in a file of this test's own.
fn fake_engine(name: &str, on_go: &str) -> String {
    let path = std::env::temp_dir().join(format!("reversi-fake-{}-{name}.sh", std::process::id()));
    let script = format!(
        "while read -r command rest; do\n  case $command in\n    ping) echo \"pong $rest\" ;;\n    go) {on_go} ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).unwrap();
    format!("nboard:sh {}", path.display())
}

#[test]
fn an_illegal_or_missing_reply_forfeits_the_game_with_a_reason() {
    let file = opening_file("forfeit");
    // a1 is never legal after an XOT opening; silence runs into the timeout;
    // an engine that exits is caught too.
    for (name, on_go, reason) in [
        (
            "illegal",
            "echo '=== A1/0.00/0.01'",
            "chose a1, which is illegal",
        ),
        ("garbled", "echo '=== Z9'", "unreadable move '=== Z9'"),
        ("silent", ":", "no move (=== line) within 300 ms"),
        (
            "exits",
            "exit 0",
            "the engine exited before its move (=== line)",
        ),
    ] {
        let fake = fake_engine(name, on_go);
        let (lines, progress) = play_match(&[
            "match",
            "--a",
            "depth:1,exact:4",
            "--b",
            &fake,
            "--openings",
            &file,
            "--count",
            "1",
            "--timeout",
            "300",
        ]);
        assert_eq!(
            lines[2], "a: 2 wins, 0 draws, 0 losses",
            "{name}: {lines:?}"
        );
        assert_eq!(
            lines[6], "forfeits (lost by a bad or missing move, counted -64): a 0, b 2",
            "{name}"
        );
        let games: Vec<&str> = progress.lines().collect();
        assert_eq!(games.len(), 2, "{progress}");
        for game in games {
            assert!(
                game.contains(&format!("forfeit by b: {fake}: {reason}")),
                "{game}"
            );
        }
    }
}
