//! The exact solver with two threads (`Solver::with_threads`): FFO scores
//! from the FFO files, best moves checked by solving the child with one
//! thread, and the node limit and stop flag still stopping it. Release
//! only (`cargo test --release`): a debug build takes minutes.

mod ai_support;

use ai_support::{ffo_line, read_ffo};
use reversi_engine::ai::{Solver, Table};
use reversi_engine::{Move, Position};

/// Solves `position` exactly with `threads` threads and a fresh table.
fn solve(position: &Position, threads: usize) -> (Option<reversi_engine::Square>, i32) {
    let mut table = Table::new(20);
    let mut never = || false;
    let mut solver = Solver::new(&mut table, &mut never).with_threads(threads);
    let solution = solver.solve(position, false);
    assert!(!solver.stopped);
    (solution.best, solution.score)
}

/// FFO `number` from `file`, whose first line is `first`: two threads get
/// the file's score, and the move they name reaches it (solved alone).
fn check(file: &str, first: usize, number: usize) {
    let lines = read_ffo(file);
    let (position, notes) = ffo_line(&lines[number - first]);
    let expected = notes[0].1;
    let (best, score) = solve(&position, 2);
    assert_eq!(score, expected, "FFO #{number} score with 2 threads");
    let square = best.unwrap_or_else(|| panic!("FFO #{number}: no move"));
    let child = position
        .play(Move::Place(square))
        .unwrap_or_else(|e| panic!("FFO #{number}: {square} is illegal: {e:?}"));
    let (_, child_score) = solve(&child, 1);
    assert_eq!(
        -child_score, expected,
        "FFO #{number}: {square} does not reach it"
    );
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn two_threads_solve_ffo_20_to_29() {
    for number in 20..=29 {
        check("fforum-20-39.obf", 20, number);
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn two_threads_solve_ffo_40_and_41() {
    for number in [40, 41] {
        check("fforum-40-59.obf", 40, number);
    }
}

fn ffo_40() -> Position {
    ffo_line(&read_ffo("fforum-40-59.obf")[0]).0
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn the_node_limit_stops_two_threads() {
    let mut table = Table::new(20);
    let mut never = || false;
    let mut solver = Solver::new(&mut table, &mut never).with_threads(2);
    solver.node_limit = Some(200_000);
    solver.solve(&ffo_40(), false);
    assert!(solver.stopped);
    // #40 takes tens of millions of nodes; the helpers' nodes count once
    // they are joined, so the total may pass the limit by some.
    assert!(solver.nodes < 2_000_000, "{} nodes", solver.nodes);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn the_stop_flag_stops_two_threads() {
    let mut table = Table::new(20);
    let mut calls = 0;
    let mut stop = || {
        calls += 1;
        calls > 50
    };
    let mut solver = Solver::new(&mut table, &mut stop).with_threads(2);
    solver.solve(&ffo_40(), false);
    assert!(solver.stopped);
    assert!(solver.nodes < 5_000_000, "{} nodes", solver.nodes);
}
