//! Random games played through the engine and through the simple reference
//! implementation in `reference/`, compared at every step: legal placements,
//! flips, passes, the end of the game, supplies, disc counts and the outcome,
//! and random illegal moves rejected by both.

mod reference;

use proptest::prelude::*;
use reference::{Colour, Game, Illegal, RefMove, Rules, Status};
use reversi_engine::{obf, Color, Move, Phase, PlayError, Position, Square, Variant};

/// Random choices for one game: one number per ply picks among the legal
/// moves, another picks a square to try as an illegal placement.
const PLIES: usize = 140;

fn rules_of(variant: Variant) -> Rules {
    match variant {
        Variant::Classic => Rules::Classic,
        Variant::Free => Rules::Free,
        Variant::Othello => Rules::Othello,
    }
}

fn colour_of(color: Color) -> Colour {
    match color {
        Color::Black => Colour::Black,
        Color::White => Colour::White,
    }
}

fn square(index: usize) -> Square {
    Square::new(index as u8).expect("index below 64")
}

fn bits_of(squares: &[usize]) -> u64 {
    squares.iter().fold(0, |bits, &s| bits | 1u64 << s)
}

fn expected_error(reason: Illegal, mv: Move) -> PlayError {
    match (reason, mv) {
        (Illegal::GameOver, _) => PlayError::GameOver,
        (Illegal::NoDiscsLeft, _) => PlayError::NoDiscsLeft,
        (Illegal::PassNotAllowed, _) => PlayError::PassNotAllowed,
        (Illegal::Occupied, Move::Place(s)) => PlayError::Occupied(s),
        (Illegal::OutsideCentre, Move::Place(s)) => PlayError::OutsideCentre(s),
        (Illegal::FlipsNothing, Move::Place(s)) => PlayError::FlipsNothing(s),
        (reason, Move::Pass) => panic!("reference gave {reason:?} for a pass"),
    }
}

fn ref_move(mv: Move) -> RefMove {
    match mv {
        Move::Place(s) => RefMove::Place(s.index() as usize),
        Move::Pass => RefMove::Pass,
    }
}

/// Everything the two implementations must agree on in one position.
fn compare(engine: &Position, game: &Game) -> Result<Vec<RefMove>, TestCaseError> {
    let context = || format!("{}\n{:?}", obf::write(engine), game);
    prop_assert_eq!(rules_of(engine.variant()), game.rules);
    prop_assert_eq!(
        colour_of(engine.side_to_move()),
        game.to_move,
        "side to move\n{}",
        context()
    );
    // The discs, their counts and the supplies.
    for color in [Color::Black, Color::White] {
        let colour = colour_of(color);
        prop_assert_eq!(
            engine.discs(color),
            game.bits(colour),
            "discs of {:?}\n{}",
            color,
            context()
        );
        prop_assert_eq!(engine.count(color), game.count(colour));
        prop_assert_eq!(
            engine.supply(color).map(u32::from),
            game.discs_left(colour),
            "supply of {:?}\n{}",
            color,
            context()
        );
    }
    prop_assert_eq!(engine.empty_count(), game.empty_count());
    let expected_phase = if game.in_opening() {
        Phase::CentreOpening
    } else {
        Phase::Normal
    };
    prop_assert_eq!(engine.phase(), expected_phase, "phase\n{}", context());

    // Legal placements and moves; pass and end of game.
    let placements = game.placements();
    prop_assert_eq!(
        engine.placements(),
        bits_of(&placements),
        "placements\n{}",
        context()
    );
    let other_placements = game.placements_for(game.to_move.other());
    let status = if !placements.is_empty() {
        Status::Place
    } else if !other_placements.is_empty() {
        Status::MustPass
    } else {
        Status::Over
    };
    let moves: Vec<RefMove> = match status {
        Status::Place => placements.iter().map(|&s| RefMove::Place(s)).collect(),
        Status::MustPass => vec![RefMove::Pass],
        Status::Over => Vec::new(),
    };
    let engine_moves: Vec<RefMove> = engine.legal_moves().into_iter().map(ref_move).collect();
    prop_assert_eq!(&engine_moves, &moves, "legal moves\n{}", context());
    prop_assert_eq!(
        engine.must_pass(),
        status == Status::MustPass,
        "must_pass\n{}",
        context()
    );
    prop_assert_eq!(
        engine.is_over(),
        status == Status::Over,
        "is_over\n{}",
        context()
    );
    prop_assert_eq!(engine.opponent_can_place(), !other_placements.is_empty());

    // Flips: for every legal placement, and after the opening for every
    // square (legal or not), the engine's flips are the discs the reference's
    // line walk finds (none on occupied squares; none for the opening's
    // placements). For legal placements this is what the move turns.
    let probed: Vec<usize> = if game.in_opening() {
        placements.clone()
    } else {
        (0..64).collect()
    };
    for index in probed {
        prop_assert_eq!(
            engine.flips(square(index)),
            bits_of(&game.flips(index)),
            "flips on {}\n{}",
            reference::square_name(index),
            context()
        );
    }

    // The outcome, only at the end.
    let (score, winner) = if status == Status::Over {
        (game.final_score(), game.winner())
    } else {
        (None, None)
    };
    match (engine.outcome(), score, winner) {
        (None, None, None) => {}
        (Some(outcome), Some((black, white)), Some(winner)) => {
            prop_assert_eq!(
                (u32::from(outcome.black), u32::from(outcome.white)),
                (black, white),
                "final score\n{}",
                context()
            );
            prop_assert_eq!(outcome.winner.map(colour_of), winner);
        }
        (engine_outcome, score, _) => {
            prop_assert!(
                false,
                "outcome {:?} but reference score {:?}\n{}",
                engine_outcome,
                score,
                context()
            );
        }
    }
    Ok(moves)
}

/// Checks a move that the reference thinks is illegal (or legal) against the
/// engine's `check` and `play`; true when the move is illegal.
fn compare_move_check(engine: &Position, game: &Game, mv: Move) -> Result<bool, TestCaseError> {
    let verdict = game.why_illegal(ref_move(mv));
    match verdict {
        None => {
            prop_assert_eq!(engine.check(mv), Ok(()), "{} should be legal", mv);
            prop_assert!(engine.play(mv).is_ok());
        }
        Some(reason) => {
            let expected = expected_error(reason, mv);
            prop_assert_eq!(
                engine.check(mv),
                Err(expected),
                "{} in\n{}",
                mv,
                obf::write(engine)
            );
            prop_assert_eq!(engine.play(mv), Err(expected));
        }
    }
    Ok(verdict.is_some())
}

/// What a set of games met, to show the random games reach the rare rules.
#[derive(Default, Debug)]
struct Seen {
    games: u64,
    plies: u64,
    passes: u64,
    exhausted: u64,
    /// Passes forced because the mover has no discs left.
    passes_out_of_discs: u64,
    illegal_tried: u64,
}

/// Plays one game from `engine`/`game` to its end with the choices in
/// `picks`, comparing at every step.
fn play_through(
    mut engine: Position,
    mut game: Game,
    picks: &[(u32, u8)],
    seen: &mut Seen,
) -> Result<(), TestCaseError> {
    let mut picks = picks.iter().cycle();
    loop {
        let moves = compare(&engine, &game)?;
        let &(pick, probe) = picks.next().expect("cycle never ends");
        // A random placement, legal or not, and a pass: both sides must
        // agree whether they are legal and why not.
        let probe_move = Move::Place(square(probe as usize % 64));
        if compare_move_check(&engine, &game, probe_move)? {
            seen.illegal_tried += 1;
        }
        compare_move_check(&engine, &game, Move::Pass)?;

        if moves.is_empty() {
            // Over: every move is refused.
            prop_assert!(engine.is_over());
            for index in 0..64 {
                prop_assert_eq!(
                    engine.play(Move::Place(square(index))),
                    Err(PlayError::GameOver)
                );
            }
            prop_assert_eq!(engine.play(Move::Pass), Err(PlayError::GameOver));
            seen.games += 1;
            return Ok(());
        }
        let chosen = moves[pick as usize % moves.len()];
        let mv = match chosen {
            RefMove::Place(s) => Move::Place(square(s)),
            RefMove::Pass => {
                seen.passes += 1;
                if game.discs_left(game.to_move) == Some(0) {
                    seen.passes_out_of_discs += 1;
                }
                Move::Pass
            }
        };
        let before = engine;
        engine = engine
            .play(mv)
            .map_err(|e| TestCaseError::fail(format!("engine refused {mv}: {e}")))?;
        prop_assert_eq!(engine, before.play_unchecked(mv));
        if let Move::Place(s) = mv {
            // The move turned exactly the flips announced before it.
            let flipped = before.flips(s);
            let mover = before.side_to_move();
            prop_assert_eq!(engine.discs(mover), before.discs(mover) | flipped | s.bit());
            prop_assert_eq!(
                engine.discs(mover.opposite()),
                before.discs(mover.opposite()) & !flipped
            );
        }
        game.play(chosen)
            .map_err(|e| TestCaseError::fail(format!("reference refused {chosen:?}: {e:?}")))?;
        seen.plies += 1;
        let a_hand_is_empty =
            game.discs_left(Colour::Black) == Some(0) || game.discs_left(Colour::White) == Some(0);
        if a_hand_is_empty && game.empty_count() > 0 {
            seen.exhausted += 1;
        }
    }
}

fn picks_strategy() -> impl Strategy<Value = Vec<(u32, u8)>> {
    proptest::collection::vec((any::<u32>(), any::<u8>()), PLIES)
}

/// Games per proptest case; with the case count below, each variant plays
/// 1,000 complete games from the start (3,000 in all, plus 1,000 classic
/// games from positions with few discs left), in about 20 s of CPU time in a
/// debug build.
const GAMES_PER_CASE: usize = 1;

fn full_games(variant: Variant, picks: &[Vec<(u32, u8)>]) -> Result<Seen, TestCaseError> {
    let mut seen = Seen::default();
    for game_picks in picks {
        play_through(
            Position::new(variant),
            Game::new(rules_of(variant)),
            game_picks,
            &mut seen,
        )?;
    }
    Ok(seen)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        max_shrink_iters: 2000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn classic_games_match_the_reference(
        picks in proptest::collection::vec(picks_strategy(), GAMES_PER_CASE)
    ) {
        let seen = full_games(Variant::Classic, &picks)?;
        prop_assert_eq!(seen.games, GAMES_PER_CASE as u64);
    }

    #[test]
    fn free_games_match_the_reference(
        picks in proptest::collection::vec(picks_strategy(), GAMES_PER_CASE)
    ) {
        let seen = full_games(Variant::Free, &picks)?;
        prop_assert_eq!(seen.games, GAMES_PER_CASE as u64);
    }

    #[test]
    fn othello_games_match_the_reference(
        picks in proptest::collection::vec(picks_strategy(), GAMES_PER_CASE)
    ) {
        let seen = full_games(Variant::Othello, &picks)?;
        prop_assert_eq!(seen.games, GAMES_PER_CASE as u64);
    }
}

/// A classic position in the middle or end of a game with discs left split
/// between the hands at random (often with one hand empty), read through
/// `obf::parse` on the engine side, then played out on both sides.
fn classic_with_supplies(
    opening_picks: &[(u32, u8)],
    empties: u32,
    split: u32,
    side: bool,
    rest: &[(u32, u8)],
    seen: &mut Seen,
) -> Result<(), TestCaseError> {
    // Reach a board of a free-opening game (the same boards as classic with
    // enough discs) by following the picks.
    let mut game = Game::new(Rules::Free);
    for &(pick, _) in opening_picks {
        if game.empty_count() <= empties {
            break;
        }
        let moves = game.moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[pick as usize % moves.len()]).unwrap();
    }
    let empty = game.empty_count();
    // Discs left: empty = black + white, each at most 32.
    let low = empty.saturating_sub(32);
    let high = empty.min(32);
    let black_left = match split % 4 {
        0 => low,
        1 => high,
        _ => low + split / 4 % (high - low + 1),
    };
    let white_left = empty - black_left;
    let to_move = if side { Colour::Black } else { Colour::White };
    let text = format!(
        "{} {} {black_left} {white_left}",
        game.board_text(),
        if side { "X" } else { "O" }
    );
    let engine = obf::parse(Variant::Classic, &text)
        .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    let reference = Game::from_board(Rules::Classic, game.board, to_move, black_left, white_left);
    if black_left == 0 || white_left == 0 {
        seen.exhausted += 1;
    }
    play_through(engine, reference, rest, seen)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        max_shrink_iters: 2000,
        ..ProptestConfig::default()
    })]

    /// Supplies run out: a side with no discs left passes while the other
    /// places, and the game ends when the other cannot place either.
    #[test]
    fn classic_positions_with_few_discs_left_match_the_reference(
        opening in picks_strategy(),
        empties in 0u32..40,
        split in any::<u32>(),
        side in any::<bool>(),
        rest in picks_strategy(),
    ) {
        let mut seen = Seen::default();
        classic_with_supplies(&opening, empties, split, side, &rest, &mut seen)?;
        prop_assert_eq!(seen.games, 1);
    }
}

/// The random games do reach forced passes, exhausted supplies and illegal
/// tries (run with fixed choices so the counts are repeatable).
#[test]
fn random_games_reach_the_rare_rules() {
    let mut rng = reference::Rng::new(2024);
    let mut picks = || -> Vec<(u32, u8)> {
        (0..PLIES)
            .map(|_| (rng.next() as u32, rng.next() as u8))
            .collect()
    };
    let mut seen = Seen::default();
    for variant in Variant::ALL {
        for _ in 0..40 {
            let p = picks();
            full_games(variant, &[p])
                .map(|s| {
                    seen.games += s.games;
                    seen.passes += s.passes;
                    seen.illegal_tried += s.illegal_tried;
                })
                .unwrap();
        }
    }
    for i in 0..100u32 {
        let (a, b) = (picks(), picks());
        classic_with_supplies(&a, i % 30, i * 7, i % 2 == 0, &b, &mut seen).unwrap();
    }
    assert_eq!(seen.games, 220);
    assert!(seen.passes > 0, "{seen:?}");
    assert!(seen.passes_out_of_discs > 10, "{seen:?}");
    assert!(seen.exhausted > 25, "{seen:?}");
    assert!(seen.illegal_tried > 2000, "{seen:?}");
}
