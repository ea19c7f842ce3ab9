//! FFO #40–#42 (20–22 empties), solved exactly: the known scores and one of
//! the annotated best moves. Release only (`cargo test --release`): a debug
//! build takes many minutes.

mod ai_support;

use std::time::Instant;

use ai_support::{ffo_line, read_ffo};
use reversi_engine::ai::{Solver, Table};
use reversi_engine::Square;

/// Line 1 of fforum-40-59.obf is #40.
const FIRST: usize = 40;

fn solve_ffo(number: usize, expected_score: i32) {
    let lines = read_ffo("fforum-40-59.obf");
    let line = &lines[number - FIRST];
    let (position, notes) = ffo_line(line);
    // The file itself agrees with the known score.
    assert_eq!(
        notes.first().map(|n| n.1),
        Some(expected_score),
        "#{number}"
    );
    let best_moves: Vec<&str> = notes
        .iter()
        .filter(|n| n.1 == expected_score)
        .map(|n| n.0.as_str())
        .collect();

    let mut table = Table::new(21);
    let mut never = || false;
    // As every solver natively solves: with the trained evaluation for the
    // first guess and the move order (win/draw/loss below: the move order).
    let mut solver = Solver::new(&mut table, &mut never);
    let started = Instant::now();
    let solution = solver.solve(&position, false);
    println!(
        "FFO #{number}: {} empties, {:?} {:+}, {} nodes, {:.2} s",
        position.empty_count(),
        solution.best.map(|s| s.to_string()),
        solution.score,
        solver.nodes,
        started.elapsed().as_secs_f64()
    );
    assert!(!solver.stopped);
    assert_eq!(solution.score, expected_score, "FFO #{number} score");
    let mv = solution
        .best
        .unwrap_or_else(|| panic!("FFO #{number}: no move"))
        .to_string();
    assert!(
        best_moves.contains(&mv.as_str()),
        "FFO #{number}: {mv} is not one of the best moves {best_moves:?}"
    );

    // Win/draw/loss mode agrees on the sign.
    table.clear();
    let mut solver = Solver::new(&mut table, &mut never);
    let wld = solver.solve(&position, true);
    assert_eq!(
        wld.score.signum(),
        expected_score.signum(),
        "FFO #{number} win/draw/loss"
    );
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn ffo_40() {
    solve_ffo(40, 38);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn ffo_41() {
    solve_ffo(41, 0);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release")]
fn ffo_42() {
    solve_ffo(42, 6);
}

/// The data is there and readable in every build, so a missing data
/// file fails the debug run too instead of hiding behind `ignore`.
#[test]
fn ffo_file_is_present_and_readable() {
    let lines = read_ffo("fforum-40-59.obf");
    assert_eq!(lines.len(), 20, "fforum-40-59.obf holds #40..#59");
    for (index, line) in lines.iter().enumerate() {
        let (position, notes) = ffo_line(line);
        assert!(!notes.is_empty(), "#{} has annotations", FIRST + index);
        for (square, _) in &notes {
            let square: Square = square.parse().expect("an annotated square");
            assert_ne!(
                position.placements() & square.bit(),
                0,
                "#{}: annotated {square} is legal",
                FIRST + index
            );
        }
    }
    let (forty, _) = ffo_line(&lines[0]);
    assert_eq!(forty.empty_count(), 20, "#40 has 20 empties");
}
