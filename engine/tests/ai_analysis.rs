//! `Engine::analyse`: exact positions against a plain minimax (every legal
//! placement's value, the best move and its line), positions of 12 empties
//! against the solver and `reversi solve`, and the midgame's fixed-depth
//! values.

mod ai_support;

use ai_support::{classic_with_supplies, describe, minimax, random_game_reaching, solve, Rng};
use reversi_engine::ai::{Analysis, Depth, Engine, SystemClock, SCALE};
use reversi_engine::{transcript, Move, Position, Square, Variant};

fn analyse(position: &Position, depth: Depth) -> Analysis {
    Engine::new(14)
        .analyse(position, depth, &SystemClock::start(), &|| false)
        .expect("nothing stops it")
}

/// The line is legal from `position` and ends (if it reaches the end) on
/// the analysed value.
fn check_line(position: &Position, analysis: &Analysis) {
    let mut current = *position;
    for &mv in &analysis.line {
        current = current
            .play(mv)
            .unwrap_or_else(|e| panic!("{mv} in the line of {}: {e}", describe(position)));
    }
    if current.is_over() && analysis.exact {
        let sign = if current.side_to_move() == position.side_to_move() {
            1
        } else {
            -1
        };
        assert_eq!(sign * current.final_difference() * SCALE, analysis.value);
    }
}

#[test]
fn exact_values_of_every_move_agree_with_minimax() {
    let mut rng = Rng::new(7);
    let mut passes = 0;
    for variant in Variant::ALL {
        for round in 0..12 {
            let empties = 5 + round % 4;
            let mut position = random_game_reaching(variant, &mut rng, empties);
            if variant == Variant::Classic && round % 3 == 0 {
                // A side that runs out of discs first.
                position = classic_with_supplies(&position, (empties / 3) as u8);
            }
            // The same board with the other side to move: often a forced pass.
            let swapped = position.swapped();
            if swapped.must_pass() {
                let analysis = analyse(&swapped, Depth::default());
                assert_eq!(analysis.best, Some(Move::Pass));
                assert_eq!(analysis.value, minimax(&swapped) * SCALE);
                check_line(&swapped, &analysis);
            }
            let analysis = analyse(&position, Depth::default());
            assert!(analysis.exact);
            assert_eq!(
                analysis.value,
                minimax(&position) * SCALE,
                "{}",
                describe(&position)
            );
            passes += usize::from(swapped.must_pass());
            let squares: Vec<Square> = Square::iter_bits(position.placements()).collect();
            assert_eq!(
                analysis.moves.iter().map(|m| m.square).collect::<Vec<_>>(),
                squares
            );
            for m in &analysis.moves {
                let child = position.play(Move::Place(m.square)).unwrap();
                assert_eq!(m.value, -minimax(&child) * SCALE, "{}", m.square);
            }
            if let Some(Move::Place(best)) = analysis.best {
                assert_eq!(analysis.value_of(best), Some(analysis.value));
            }
            check_line(&position, &analysis);
        }
    }
    // The sample holds forced passes (here 0 would mean it was too tame).
    assert!(passes > 0);
}

#[test]
fn positions_of_twelve_empties_agree_with_the_solver() {
    let mut rng = Rng::new(12);
    for variant in Variant::ALL {
        let position = random_game_reaching(variant, &mut rng, 12);
        let analysis = analyse(&position, Depth::default());
        let (solution, _) = solve(&position, false);
        assert!(analysis.exact);
        assert_eq!(
            analysis.value,
            solution.score * SCALE,
            "{}",
            describe(&position)
        );
        // And as `reversi solve` prints it: '<move> <score>'.
        let board = reversi_engine::obf::write(&position);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_reversi"))
            .args(["solve", "--variant", variant.name(), "--board", &board])
            .output()
            .unwrap();
        let printed = String::from_utf8(output.stdout).unwrap();
        let score: i32 = printed.split_whitespace().nth(1).unwrap().parse().unwrap();
        assert_eq!(analysis.value, score * SCALE, "{printed}");
        check_line(&position, &analysis);
    }
}

#[test]
fn a_finished_game_is_its_final_score() {
    // FFO-style end: a full board of 40 black, 24 white, white to move.
    let board = format!("{}{} O", "X".repeat(40), "O".repeat(24));
    let position = reversi_engine::obf::parse(Variant::Othello, &board).unwrap();
    let analysis = analyse(&position, Depth::default());
    assert_eq!(
        (analysis.best, analysis.value, analysis.exact),
        (None, -16 * SCALE, true)
    );
}

#[test]
fn midgame_positions_get_every_placement_at_a_fixed_depth() {
    // After the classic centre opening black has c6, d6, e6, f6 ... here the
    // four placements of the opening itself: the centre squares.
    for (variant, moves, expected) in [
        (Variant::Classic, "", vec!["d4", "e4", "d5", "e5"]),
        (Variant::Othello, "f5", vec!["f4", "d6", "f6"]),
    ] {
        let position = transcript::position_after(variant, moves).unwrap();
        let depth = Depth {
            exact_empties: 14,
            plies: 3,
        };
        let analysis = analyse(&position, depth);
        assert!(!analysis.exact);
        let squares: Vec<String> = analysis
            .moves
            .iter()
            .map(|m| m.square.to_string())
            .collect();
        assert_eq!(squares, expected);
        let top = analysis.moves.iter().map(|m| m.value).max().unwrap();
        assert_eq!(analysis.value, top);
        assert!(matches!(analysis.best, Some(Move::Place(s)) if analysis.value_of(s) == Some(top)));
        check_line(&position, &analysis);
        // The same settings give the same values on another engine.
        assert_eq!(analyse(&position, depth), analysis);
    }
}

#[test]
fn a_stop_request_gives_nothing() {
    let position = Position::new(Variant::Othello);
    let stopped =
        Engine::new(10).analyse(&position, Depth::default(), &SystemClock::start(), &|| true);
    assert_eq!(stopped, None);
}
