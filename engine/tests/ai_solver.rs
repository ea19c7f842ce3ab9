//! The exact endgame solver against a plain full-width minimax written here,
//! on random positions of 10 or fewer empty squares in every variant:
//! classic (including positions where a side runs out of discs), free
//! opening and Othello. Both modes are checked: the exact score, and the
//! sign of the score in win/draw/loss mode, and the bounds of a solve
//! within a window (`Solver::solve_within`). The solver's move must be legal
//! and must achieve the score it reports.

mod ai_support;

use ai_support::{
    classic_with_supplies, describe, minimax, random_fill, random_game_reaching, solution_move,
    solve, with_discs, Rng,
};
use proptest::prelude::*;
use reversi_engine::ai::{Evaluation, Solver, Table};
use reversi_engine::{Move, Position, Variant};

/// How a random position is built.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// A random game of the variant played to the number of empties.
    Game(Variant),
    /// A random game of the free variant, then the classic disc limit with
    /// the remaining discs split at random between the hands: whoever has
    /// fewer may run out before the board is full.
    ClassicSupplies,
    /// Random discs on a random board (not always reachable in a game).
    Fill(Variant),
    /// A random fill, then the classic limit with a random split.
    ClassicFill,
}

fn build(kind: Kind, seed: u64, empties: u32) -> Position {
    let mut rng = Rng::new(seed);
    match kind {
        Kind::Game(variant) => random_game_reaching(variant, &mut rng, empties),
        Kind::ClassicSupplies => {
            let position = random_game_reaching(Variant::Free, &mut rng, empties);
            let split = rng.below(u64::from(position.empty_count()) + 1) as u8;
            classic_with_supplies(&position, split)
        }
        Kind::Fill(variant) => random_fill(variant, &mut rng, empties),
        Kind::ClassicFill => {
            let position = random_fill(Variant::Free, &mut rng, empties);
            let split = rng.below(u64::from(empties) + 1) as u8;
            classic_with_supplies(&position, split)
        }
    }
}

fn kinds() -> impl Strategy<Value = Kind> {
    prop_oneof![
        Just(Kind::Game(Variant::Classic)),
        Just(Kind::Game(Variant::Free)),
        Just(Kind::Game(Variant::Othello)),
        Just(Kind::ClassicSupplies),
        Just(Kind::ClassicSupplies),
        Just(Kind::Fill(Variant::Free)),
        Just(Kind::Fill(Variant::Othello)),
        Just(Kind::ClassicFill),
    ]
}

/// Plain minimax in a debug build visits about 700 000 nodes a second: a
/// random position of 8 empties costs it about 20 000 nodes, of 9 about
/// 150 000, of 10 about a million. Ten empties get their own fixed test.
fn empties() -> impl Strategy<Value = u32> {
    prop_oneof![
        3 => 0u32..=6,
        2 => Just(7u32),
        3 => Just(8u32),
        1 => Just(9u32),
    ]
}

fn sign(score: i32) -> i32 {
    score.signum()
}

/// Checks both solver modes on `position` against minimax.
fn check(position: &Position) -> Result<(), TestCaseError> {
    let text = describe(position);
    // Minimax of every child, so that the solver's move can be checked.
    let children: Vec<(Move, i32)> = position
        .legal_moves()
        .into_iter()
        .map(|mv| (mv, -minimax(&position.play(mv).expect("legal"))))
        .collect();
    let expected = children
        .iter()
        .map(|&(_, score)| score)
        .max()
        .unwrap_or_else(|| position.final_difference());

    let (exact, _) = solve(position, false);
    prop_assert_eq!(exact.score, expected, "exact score of {}", text);
    check_move(
        position,
        &children,
        solution_move(&exact),
        exact.score,
        &text,
    )?;

    check_windows(position, expected, &text)?;

    let (wld, _) = solve(position, true);
    prop_assert_eq!(
        sign(wld.score),
        sign(expected),
        "win/draw/loss of {} (exact {}, wld {})",
        text,
        expected,
        wld.score
    );
    if let Some(mv) = solution_move(&wld) {
        let achieved = children.iter().find(|&&(m, _)| m == mv).map(|&(_, s)| s);
        prop_assert_eq!(
            achieved.map(sign),
            Some(sign(expected)),
            "wld move {} of {}",
            mv,
            text
        );
    }
    Ok(())
}

/// `Solver::solve_within` on windows around the minimax value: exact
/// inside the window, a bound of the right side outside it.
fn check_windows(position: &Position, expected: i32, text: &str) -> Result<(), TestCaseError> {
    for (alpha, beta) in [
        (expected - 1, expected + 1),
        (expected - 3, expected + 2),
        (expected, expected + 1),
        (expected - 1, expected),
        (expected + 1, expected + 4),
        (expected - 6, expected - 2),
        (-64, 64),
    ] {
        let mut table = Table::new(12);
        let mut never = || false;
        let found = Solver::new(&mut table, &mut never).solve_within(position, alpha, beta);
        let (alpha, beta) = (
            alpha.clamp(-64, 63),
            beta.clamp(alpha.clamp(-64, 63) + 1, 64),
        );
        if expected <= alpha {
            prop_assert!(
                found.score <= alpha,
                "({alpha}, {beta}) on {text}: {} for {expected}",
                found.score
            );
            prop_assert!(
                found.score >= expected,
                "({alpha}, {beta}) on {text}: {} below {expected}",
                found.score
            );
        } else if expected >= beta {
            prop_assert!(
                found.score >= beta,
                "({alpha}, {beta}) on {text}: {} for {expected}",
                found.score
            );
            prop_assert!(
                found.score <= expected,
                "({alpha}, {beta}) on {text}: {} above {expected}",
                found.score
            );
        } else {
            prop_assert_eq!(found.score, expected, "({}, {}) on {}", alpha, beta, text);
        }
    }
    Ok(())
}

/// The solver's move is legal and its minimax value is the score; no move
/// means a pass (then the pass achieves the score) or a finished game.
fn check_move(
    position: &Position,
    children: &[(Move, i32)],
    best: Option<Move>,
    score: i32,
    text: &str,
) -> Result<(), TestCaseError> {
    match best {
        Some(mv) => {
            prop_assert!(
                position.play(mv).is_ok(),
                "solver move {} is illegal in {}",
                mv,
                text
            );
            let achieved = children.iter().find(|&&(m, _)| m == mv).map(|&(_, s)| s);
            prop_assert_eq!(achieved, Some(score), "solver move {} in {}", mv, text);
        }
        None => {
            prop_assert_eq!(
                position.placements(),
                0,
                "no move from the solver, but {} has placements",
                text
            );
            if let [(Move::Pass, after_pass)] = children {
                prop_assert_eq!(*after_pass, score, "pass in {}", text);
            } else {
                prop_assert!(position.is_over(), "{}", text);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        // A failure prints its kind, seed and empties, which rebuild the
        // position; no regression file is written.
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn solver_agrees_with_minimax(kind in kinds(), seed in any::<u64>(), empties in empties()) {
        let position = build(kind, seed, empties);
        check(&position)?;
    }
}

const KINDS: [Kind; 7] = [
    Kind::Game(Variant::Classic),
    Kind::Game(Variant::Free),
    Kind::Game(Variant::Othello),
    Kind::ClassicSupplies,
    Kind::Fill(Variant::Free),
    Kind::Fill(Variant::Othello),
    Kind::ClassicFill,
];

/// Ten empties, the most the solver is checked at: one position of each kind
/// (about a second of minimax each in a debug build).
#[test]
fn solver_agrees_with_minimax_at_ten_empties() {
    for (k, &kind) in KINDS.iter().enumerate() {
        let position = build(kind, 77 + k as u64, 10);
        assert_eq!(position.empty_count(), 10, "{kind:?}");
        check(&position).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    }
}

/// Every kind of position and every number of empties from 0 to 9 at least
/// once, whatever proptest draws; classic positions where the disc limit
/// changes the result must be among them.
#[test]
fn solver_agrees_with_minimax_on_a_fixed_sweep() {
    let (mut exhausted, mut decided_by_supply) = (0, 0);
    for (k, &kind) in KINDS.iter().enumerate() {
        for empties in 0..=9u32 {
            let position = build(kind, 1000 * k as u64 + u64::from(empties), empties);
            check(&position).unwrap_or_else(|e| panic!("{kind:?}, {empties} empties: {e}"));
            if position.variant() == Variant::Classic
                && position.supply_left().min(position.opponent_supply_left())
                    < position.empty_count() as u8
            {
                exhausted += 1;
                let free = with_discs(
                    Variant::Free,
                    position.player(),
                    position.opponent(),
                    position.side_to_move(),
                );
                if minimax(&free) != minimax(&position) {
                    decided_by_supply += 1;
                }
            }
        }
    }
    println!("{exhausted} positions where a hand can run out, {decided_by_supply} decided by it");
    assert!(
        decided_by_supply >= 3,
        "the sweep should include classic positions whose value the disc limit changes \
         ({decided_by_supply} of {exhausted})"
    );
}

/// A table shared between solves of different variants must not hand one
/// variant's results to another. Free and Othello differ only in who gets
/// the empty squares at the end, so a board whose game ends with empties
/// has different values in the two.
#[test]
fn a_shared_table_keeps_variants_apart() {
    let mut rng = Rng::new(42);
    let mut compared = 0;
    let mut wrong = Vec::new();
    for _ in 0..3000 {
        // One side has only a few discs, so that games often end early
        // with empty squares left.
        let board = random_fill(Variant::Free, &mut rng, 9);
        let mut few = 0u64;
        for _ in 0..2 + rng.below(5) {
            few |= 1 << rng.below(64);
        }
        let occupied = board.occupied();
        let few = few & occupied & !ai_support::CENTRE | board.opponent() & ai_support::CENTRE;
        let free = with_discs(Variant::Free, occupied & !few, few, board.side_to_move());
        let free = if rng.below(2) == 0 {
            free
        } else {
            free.swapped()
        };
        let othello = with_discs(
            Variant::Othello,
            free.player(),
            free.opponent(),
            free.side_to_move(),
        );
        let (a, _) = solve(&free, false);
        let (b, _) = solve(&othello, false);
        if a.score == b.score || free.is_over() {
            continue;
        }
        compared += 1;
        for (first, second, expected) in [(free, othello, b.score), (othello, free, a.score)] {
            let mut table = Table::new(14);
            let mut never = || false;
            let mut solver = Solver::new(&mut table, &mut never);
            solver.solve(&first, false);
            let shared = solver.solve(&second, false);
            if shared.score != expected {
                wrong.push(format!(
                    "{} after {}: {} instead of {expected}",
                    describe(&second),
                    describe(&first),
                    shared.score
                ));
            }
        }
        if compared == 40 {
            break;
        }
    }
    assert!(compared >= 20, "only {compared} boards whose scores differ");
    assert!(
        wrong.is_empty(),
        "{} of {compared} boards solved wrongly with a shared table, e.g. {}",
        wrong.len(),
        wrong[0]
    );
}

/// The learned evaluation only changes where MTD(f) starts and the order of
/// the moves: with it and without it the solver finds the same score, and
/// its move achieves that score. Sixteen empties, where it is in use.
#[test]
fn the_learned_evaluation_changes_nothing_but_speed() {
    let guided = Evaluation::current();
    // Natively the built-in learned weights guide the solver.
    assert!(guided.is_learned(), "natively the solver is guided");
    let unguided = guided.clone().without_solver_guide();
    for (k, &kind) in KINDS.iter().enumerate() {
        let position = build(kind, 500 + k as u64, 16);
        let text = describe(&position);
        let mut table = Table::new(16);
        let mut never = || false;
        let without = Solver::new(&mut table, &mut never)
            .with_evaluation(&unguided)
            .solve(&position, false);
        let mut table = Table::new(16);
        let mut never = || false;
        let mut solver = Solver::new(&mut table, &mut never).with_evaluation(&guided);
        let with = solver.solve(&position, false);
        assert_eq!(with.score, without.score, "{kind:?}: {text}");
        if let Some(square) = with.best {
            let (child, _) = solve(&position.play(Move::Place(square)).unwrap(), false);
            assert_eq!(-child.score, with.score, "{kind:?}: move of {text}");
        }
    }
}
