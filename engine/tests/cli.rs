//! The `reversi` binary: `legal`, `perft` and `show`, the default variant, and
//! one-line errors (never a panic) for bad input.

use std::process::{Command, Output};

use reversi_engine::{perft, transcript, Variant};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .output()
        .expect("the reversi binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Runs a command that must succeed and returns its standard output.
fn ok(args: &[&str]) -> String {
    let output = run(args);
    assert!(
        output.status.success(),
        "{args:?} failed: {:?}\n{}",
        output.status,
        stderr(&output)
    );
    stdout(&output)
}

/// Runs a command that must fail cleanly: a non-zero exit that is not a
/// panic, nothing on stdout, one line on stderr. Returns that line.
fn fails(args: &[&str]) -> String {
    let output = run(args);
    let code = output.status.code();
    assert!(
        matches!(code, Some(c) if c != 0 && c != 101),
        "{args:?}: exit {:?}",
        output.status
    );
    let err = stderr(&output);
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    assert!(!err.contains("RUST_BACKTRACE"), "{args:?}: {err}");
    assert_eq!(stdout(&output), "", "{args:?} wrote to stdout");
    assert!(err.ends_with('\n'), "{args:?}: {err:?}");
    let line = err.trim_end_matches('\n');
    assert!(!line.is_empty(), "{args:?}: empty message");
    assert!(
        !line.contains('\n'),
        "{args:?}: more than one line: {err:?}"
    );
    line.to_string()
}

/// Row 1 `-XOO-XO-`, the rest black; black has no discs left, red three.
const BLACK_OUT_OF_DISCS: &str =
    "-XOO-XO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X 0 3";
/// The same game after red's a1 and e1: nobody can place.
const FINISHED: &str = "OOOOOOO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X 0 1";

#[test]
fn legal_lists_placements_in_square_order() {
    assert_eq!(ok(&["legal"]), "d4 e4 d5 e5\n");
    assert_eq!(ok(&["legal", "--variant", "classic"]), "d4 e4 d5 e5\n");
    assert_eq!(ok(&["legal", "--variant", "free"]), "d4 e4 d5 e5\n");
    assert_eq!(ok(&["legal", "--variant", "othello"]), "d3 c4 f5 e6\n");
    assert_eq!(ok(&["legal", "--moves", "d4d5e4e5"]), "c6 d6 e6 f6\n");
    assert_eq!(ok(&["legal", "--moves", "D4D5E4E5D6"]), "c3 e3 c5 c7\n");
    assert_eq!(
        ok(&["legal", "--variant", "othello", "--moves", "f5"]),
        "f4 d6 f6\n"
    );
}

#[test]
fn legal_says_pass_and_over() {
    assert_eq!(ok(&["legal", "--board", BLACK_OUT_OF_DISCS]), "pass\n");
    assert_eq!(ok(&["legal", "--board", FINISHED]), "over\n");
    // Without the disc limit the same board is black's to play.
    let board = BLACK_OUT_OF_DISCS.split(' ').next().unwrap();
    assert_eq!(
        ok(&[
            "legal",
            "--variant",
            "free",
            "--board",
            &format!("{board} X")
        ]),
        "e1 h1\n"
    );
    // Othello: black's lone g8 cannot move, white can take h8 (the centre
    // is white: an Othello board always has its four centre squares filled).
    let centre = format!("{}---OO------OO---", "-".repeat(24));
    let pass = format!("{}{}OOOOOOX- X", centre, "-".repeat(16));
    assert_eq!(
        ok(&["legal", "--variant", "othello", "--board", &pass]),
        "pass\n"
    );
    let over = format!("{}{}OOOOOOOO X", centre, "-".repeat(16));
    assert_eq!(
        ok(&["legal", "--variant", "othello", "--board", &over]),
        "over\n"
    );
}

#[test]
fn perft_prints_the_count_alone_and_the_timing_on_stderr() {
    let cases: [(&[&str], u64); 5] = [
        (&["perft", "3", "--variant", "othello"], 56),
        (&["perft", "6", "--variant", "othello"], 8200),
        (&["perft", "5"], 96),
        (&["perft", "8", "--variant", "classic"], 6624),
        (&["perft", "0"], 1),
    ];
    for (args, count) in cases {
        let output = run(args);
        assert!(output.status.success(), "{args:?}");
        let out = stdout(&output);
        assert_eq!(
            out.lines().last(),
            Some(count.to_string().as_str()),
            "{args:?}"
        );
        assert_eq!(out, format!("{count}\n"), "{args:?}");
        let err = stderr(&output);
        assert!(!err.trim().is_empty(), "{args:?}: no timing on stderr");
        assert!(err.contains(" s"), "{args:?}: {err}");
    }
    // From a transcript, matching the library.
    let position = transcript::position_after(Variant::Classic, "d4d5e4e5d6").unwrap();
    let expected = perft(&position, 4);
    assert_eq!(
        ok(&["perft", "4", "--moves", "d4d5e4e5d6"]),
        format!("{expected}\n")
    );
    // A forced pass is one ply; a finished game one leaf.
    assert_eq!(ok(&["perft", "3", "--board", BLACK_OUT_OF_DISCS]), "2\n");
    assert_eq!(ok(&["perft", "4", "--board", FINISHED]), "1\n");
}

#[test]
fn show_draws_the_board_and_the_facts() {
    let text = ok(&["show"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0].trim(), "a b c d e f g h");
    for (row, line) in lines.iter().enumerate().take(9).skip(1) {
        assert!(line.starts_with(&row.to_string()), "{line}");
        assert_eq!(line.matches(['.', '*', 'X', 'O']).count(), 8, "{line}");
        assert!(!line.contains('X') && !line.contains('O'), "{line}");
    }
    // The four centre squares are the legal ones.
    let board: String = lines[1..=8].concat();
    assert_eq!(board.matches('*').count(), 4);
    assert_eq!(lines[4].split_whitespace().collect::<String>(), "4...**...");
    assert!(text.contains("classic"), "{text}");
    assert!(text.contains("red"), "{text}");
    assert!(text.contains("to move: black"), "{text}");
    assert!(text.contains("32"), "{text}");
    assert_eq!(text, ok(&["show", "--variant", "classic"]));

    let text = ok(&["show", "--moves", "d4d5e4e5d6"]);
    let lines: Vec<&str> = text.lines().collect();
    let row = |n: usize| lines[n].split_whitespace().skip(1).collect::<String>();
    assert_eq!(row(4), "...XX...");
    assert_eq!(row(3), "..*.*...");
    assert_eq!(row(5), "..*XO...");
    assert_eq!(row(7), "..*.....");
    assert_eq!(row(6), "...X....");
    assert!(text.contains("to move: red"), "{text}");
    assert!(text.contains("29"), "{text}");
    assert!(
        text.contains("---------------------------XX------XO------X-------------------- O 29 30"),
        "{text}"
    );

    let text = ok(&["show", "--variant", "othello"]);
    assert!(text.contains("othello"), "{text}");
    assert!(text.contains("white"), "{text}");
    assert!(!text.contains("red"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    let board: String = lines[1..=8].concat();
    assert_eq!(board.matches('X').count(), 2, "{text}");
    assert_eq!(board.matches('O').count(), 2, "{text}");
    assert_eq!(board.matches('*').count(), 4, "{text}");

    let text = ok(&["show", "--board", FINISHED]);
    assert!(text.contains("game over"), "{text}");
    assert!(text.contains("black wins 56-7"), "{text}");
}

#[test]
fn bad_input_gives_one_line_and_a_failing_exit() {
    let message = fails(&["legal", "--variant", "chess"]);
    assert!(message.contains("chess"), "{message}");
    assert!(message.contains("variant"), "{message}");

    let message = fails(&["legal", "--moves", "d4z9"]);
    assert!(message.contains("malformed"), "{message}");
    let message = fails(&["perft", "2", "--moves", "d4d5e4e"]);
    assert!(message.contains("malformed"), "{message}");

    let message = fails(&["perft", "-1"]);
    assert!(message.contains("-1"), "{message}");
    assert!(message.contains("depth"), "{message}");
    fails(&["perft", "two"]);
    fails(&["perft", "99999999999999999999"]);
    fails(&["perft"]);

    for command in ["legal", "show"] {
        let message = fails(&[command, "--moves", "d4d5e4e5a1"]);
        assert!(message.contains("move 5"), "{message}");
        assert!(message.contains("a1"), "{message}");
        assert!(message.contains("flips nothing"), "{message}");
    }
    let message = fails(&["legal", "--moves", "d4c3"]);
    assert!(message.contains("move 2"), "{message}");
    assert!(message.contains("c3"), "{message}");
    assert!(message.contains("centre"), "{message}");
    let message = fails(&["perft", "1", "--moves", "d4d5d4"]);
    assert!(message.contains("move 3"), "{message}");
    assert!(message.contains("occupied"), "{message}");

    let message = fails(&["legal", "--colour", "blue"]);
    assert!(message.contains("--colour"), "{message}");
    let message = fails(&["show", "--depth", "3"]);
    assert!(message.contains("--depth"), "{message}");

    let message = fails(&["legal", "--moves"]);
    assert!(message.contains("--moves"), "{message}");
    let message = fails(&["perft", "3", "--variant"]);
    assert!(message.contains("--variant"), "{message}");

    fails(&[]);
    fails(&["frobnicate"]);
    fails(&["legal", "extra"]);
    fails(&["legal", "--board", "XO X"]);
    fails(&["legal", "--moves", "d4", "--board", BLACK_OUT_OF_DISCS]);
    fails(&[
        "legal",
        "--board",
        &format!("{} X 0 9", &BLACK_OUT_OF_DISCS[..64]),
    ]);
}

/// An argument with a line break in it must not break the one-line message.
#[test]
fn a_line_break_in_an_argument_stays_on_one_line() {
    fails(&["legal", "--variant", "chess\nclassic"]);
    fails(&["perft", "1\n2"]);
    fails(&["legal", "--a\nb", "x"]);
}

/// Runs a command that must be refused as a usage error: exit code 2 and
/// one line. Returns the line.
fn usage_error(args: &[&str]) -> String {
    let line = fails(args);
    assert_eq!(run(args).status.code(), Some(2), "{args:?}: {line}");
    line
}

#[test]
fn each_command_refuses_a_bad_value_naming_the_option_and_the_range() {
    // (arguments, the option, what it accepts, the bad value)
    let cases: [(&[&str], &str, &str, &str); 16] = [
        (
            &["legal", "--variant", "chess"],
            "--variant",
            "classic, free or othello",
            "chess",
        ),
        (
            &["perft", "61"],
            "perft depth",
            "a whole number from 0 to 60",
            "61",
        ),
        (
            &["show", "--variant", "go"],
            "--variant",
            "classic, free or othello",
            "go",
        ),
        (
            &["solve", "--threads", "0"],
            "--threads",
            "a whole number from 1 to 64",
            "0",
        ),
        (
            &["best", "--depth", "0"],
            "--depth",
            "a whole number from 1 to 60",
            "0",
        ),
        (
            &["best", "--depth", "61"],
            "--depth",
            "a whole number from 1 to 60",
            "61",
        ),
        (
            &["best", "--time", "0"],
            "--time",
            "a whole number from 1 to 3600000",
            "0",
        ),
        (
            &["best", "--level", "9"],
            "--level",
            "a whole number from 1 to 8",
            "9",
        ),
        (
            &["best", "--exact", "x"],
            "--exact",
            "a whole number from 0 to 60",
            "x",
        ),
        (
            &["bench", "ffo", "f.obf", "--threads", "65"],
            "--threads",
            "a whole number from 1 to 64",
            "65",
        ),
        (
            &["bench", "ffo", "f.obf", "--from", "-3"],
            "--from",
            "a whole number from 0 up",
            "-3",
        ),
        (
            &["match", "--a", "depth:1", "--b", "depth:1", "--count", "0"],
            "--count",
            "a whole number from 1 up",
            "0",
        ),
        (
            &[
                "match",
                "--a",
                "depth:1",
                "--b",
                "depth:1",
                "--timeout",
                "0",
            ],
            "--timeout",
            "a whole number from 1 to 3600000",
            "0",
        ),
        (
            &["diagram", "--size", "201"],
            "--size",
            "a whole number from 8 to 200",
            "201",
        ),
        (
            &["diagram", "--to-move", "yes"],
            "--to-move",
            "on or off",
            "yes",
        ),
        (
            &["nboard", "--time", "0"],
            "--time",
            "a whole number from 1 to 3600000",
            "0",
        ),
    ];
    for (args, option, accepts, bad) in cases {
        let line = usage_error(args);
        assert_eq!(
            line,
            format!("reversi: {option}: expected {accepts}, got '{bad}'"),
            "{args:?}"
        );
    }
    // An option a command does not have, and a switch given a value.
    let line = usage_error(&["show", "--threads", "2"]);
    assert_eq!(
        line,
        "reversi: show: unknown option --threads; try 'reversi help show'"
    );
    let line = usage_error(&["solve", "--wld=yes"]);
    assert!(line.contains("--wld"), "{line}");
    // The one-of options, refused by each command that has them.
    for command in ["best", "nboard"] {
        let line = usage_error(&[command, "--time", "100", "--depth", "4"]);
        assert_eq!(
            line,
            "reversi: --time and --depth: give one of --depth, --time and --level"
        );
    }
    // bench no longer compares the solver's guides: --eval is gone.
    let line = usage_error(&["bench", "ffo", "f.obf", "--eval", "hand"]);
    assert!(line.contains("unknown option --eval"), "{line}");
}

const COMMANDS: [&str; 9] = [
    "legal", "perft", "show", "solve", "best", "bench", "match", "diagram", "nboard",
];

#[test]
fn help_command_lists_that_commands_options_and_their_limits() {
    for command in COMMANDS {
        let text = ok(&["help", command]);
        assert!(
            text.starts_with(&format!("usage: reversi {command}")),
            "{command}: {text}"
        );
        assert!(text.contains("accepts: "), "{command}: {text}");
        assert_eq!(ok(&[command, "--help"]), text, "{command}");
        assert_eq!(ok(&[command, "-h"]), text, "{command}");
    }
    let best = ok(&["help", "best"]);
    for line in [
        "  --depth N",
        "      accepts: a whole number from 1 to 60",
        "  --time MS",
        "      accepts: a whole number from 1 to 3600000 (milliseconds)",
        "  --level L",
        "      accepts: a whole number from 1 to 8",
        "  --exact E",
        "      accepts: a whole number from 0 to 60",
    ] {
        assert!(best.lines().any(|l| l == line), "{line:?} not in:\n{best}");
    }
    assert!(!best.contains("--threads"), "{best}");
    let diagram = ok(&["help", "diagram"]);
    assert!(
        diagram.contains("accepts: a whole number from 8 to 200"),
        "{diagram}"
    );
    assert!(!diagram.contains("--depth"), "{diagram}");
    // The overview names every command.
    let overview = ok(&["help"]);
    for command in COMMANDS {
        assert!(overview.contains(&format!("\n  {command} ")), "{overview}");
    }
    assert_eq!(ok(&["--help"]), overview);
    let line = usage_error(&["help", "frobnicate"]);
    assert!(line.contains("frobnicate"), "{line}");
}
