//! The rules of RULES.md through the public API: the worked example, the
//! classic centre opening, running out of discs, the end of the game, and the
//! transcript and board-string formats.

use proptest::prelude::*;
use reversi_engine::transcript::{self, TranscriptError};
use reversi_engine::{obf, Color, Move, Phase, PlayError, Position, SetupError, Square, Variant};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |b, n| b | sq(n).bit())
}

fn names(bits: u64) -> Vec<String> {
    Square::iter_bits(bits).map(|s| s.to_string()).collect()
}

fn place(position: &Position, name: &str) -> Position {
    position
        .play(Move::Place(sq(name)))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

const CENTRE: [&str; 4] = ["d4", "e4", "d5", "e5"];

#[test]
fn worked_example_from_the_rules_page() {
    for variant in [Variant::Classic, Variant::Free] {
        let position = transcript::position_after(variant, "d4d5e4e5").unwrap();
        // The parallel start: black d4 e4, red d5 e5; black to move.
        assert_eq!(position.discs(Color::Black), bits(&["d4", "e4"]));
        assert_eq!(position.discs(Color::White), bits(&["d5", "e5"]));
        assert_eq!(position.side_to_move(), Color::Black);
        assert_eq!(position.phase(), Phase::Normal);
        assert_eq!(names(position.placements()), ["c6", "d6", "e6", "f6"]);
        assert_eq!(
            position.legal_moves(),
            ["c6", "d6", "e6", "f6"].map(|n| Move::Place(sq(n)))
        );
        assert_eq!(position.flips(sq("d6")), bits(&["d5"]));
        assert_eq!(position.flips(sq("c6")), bits(&["d5"]));
        assert_eq!(position.flips(sq("e6")), bits(&["e5"]));
        assert_eq!(position.flips(sq("f6")), bits(&["e5"]));
        assert_eq!(
            position.check(Move::Place(sq("c3"))),
            Err(PlayError::FlipsNothing(sq("c3")))
        );

        let after = place(&position, "d6");
        assert_eq!(
            after,
            transcript::position_after(variant, "d4d5e4e5d6").unwrap()
        );
        assert_eq!(names(after.discs(Color::Black)), ["d4", "e4", "d5", "d6"]);
        assert_eq!(names(after.discs(Color::White)), ["e5"]);
        assert_eq!(after.side_to_move(), Color::White);
        assert_eq!(
            (after.count(Color::Black), after.count(Color::White)),
            (4, 1)
        );
        if variant == Variant::Classic {
            // Only placements use the supply: black placed 3, red 2.
            assert_eq!(after.supply(Color::Black), Some(29));
            assert_eq!(after.supply(Color::White), Some(30));
        } else {
            assert_eq!(after.supply(Color::Black), None);
        }
    }
    assert_eq!(Color::White.name(Variant::Classic), "red");
    assert_eq!(Color::White.name(Variant::Free), "white");
    assert_eq!(Variant::default(), Variant::Classic);
}

/// Every order of the four centre squares: no flips, no pass, nothing outside
/// the centre, alternating sides; then normal play with 30 discs in each hand.
#[test]
fn the_centre_opening_in_every_order() {
    let mut orders = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let order = [a, b, c, d];
                    if (0..4).all(|i| order.contains(&i)) {
                        orders.push(order.map(|i| CENTRE[i]));
                    }
                }
            }
        }
    }
    assert_eq!(orders.len(), 24);
    for variant in [Variant::Classic, Variant::Free] {
        let mut finals = std::collections::HashSet::new();
        for order in &orders {
            let mut position = Position::new(variant);
            assert_eq!(position.occupied(), 0);
            let mut placed: Vec<&str> = Vec::new();
            for (ply, name) in order.iter().enumerate() {
                let mover = if ply % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                assert_eq!(position.side_to_move(), mover);
                assert_eq!(position.phase(), Phase::CentreOpening);
                assert!(!position.must_pass() && !position.is_over());
                assert_eq!(position.outcome(), None);
                let free: Vec<&str> = CENTRE
                    .iter()
                    .copied()
                    .filter(|c| !placed.contains(c))
                    .collect();
                assert_eq!(position.placements(), bits(&free));
                assert_eq!(
                    position.check(Move::Pass),
                    Err(PlayError::PassNotAllowed),
                    "{order:?}"
                );
                for square in Square::all() {
                    let name = square.to_string();
                    let expected = if free.contains(&name.as_str()) {
                        Ok(())
                    } else if placed.contains(&name.as_str()) {
                        Err(PlayError::Occupied(square))
                    } else {
                        Err(PlayError::OutsideCentre(square))
                    };
                    assert_eq!(position.check(Move::Place(square)), expected, "{name}");
                    assert_eq!(position.play(Move::Place(square)).err(), expected.err());
                }
                for &name in &free {
                    assert_eq!(position.flips(sq(name)), 0, "{name}");
                }
                let before = position;
                position = place(&position, name);
                // Exactly one new disc, of the mover's colour; nothing flips.
                assert_eq!(position.discs(mover), before.discs(mover) | sq(name).bit());
                assert_eq!(
                    position.discs(mover.opposite()),
                    before.discs(mover.opposite())
                );
                placed.push(name);
            }
            assert_eq!(position.phase(), Phase::Normal);
            assert_eq!(position.side_to_move(), Color::Black);
            assert_eq!(position.count(Color::Black), 2);
            assert_eq!(position.count(Color::White), 2);
            assert_eq!(position.occupied(), bits(&CENTRE));
            let supplies = (position.supply(Color::Black), position.supply(Color::White));
            match variant {
                Variant::Classic => assert_eq!(supplies, (Some(30), Some(30))),
                _ => assert_eq!(supplies, (None, None)),
            }
            assert!(position.placements() != 0);
            assert_eq!(
                position.check(Move::Place(sq("a1"))),
                Err(PlayError::FlipsNothing(sq("a1")))
            );
            finals.insert((position.discs(Color::Black), position.discs(Color::White)));
        }
        // Both starts are reachable: 6 ways to pick black's pair of squares.
        assert_eq!(finals.len(), 6);
    }
    // Parallel (a colour's discs side by side) and cross (on a diagonal).
    let parallel = transcript::position_after(Variant::Classic, "d4e4d5e5").unwrap();
    assert_eq!(parallel.discs(Color::Black), bits(&["d4", "d5"]));
    let cross = transcript::position_after(Variant::Classic, "d4e4e5d5").unwrap();
    assert_eq!(cross.discs(Color::Black), bits(&["d4", "e5"]));
    assert_eq!(names(cross.placements()), ["e3", "f4", "c5", "d6"]);
}

#[test]
fn othello_starts_from_the_cross() {
    let start = Position::new(Variant::Othello);
    assert_eq!(start.discs(Color::White), bits(&["d4", "e5"]));
    assert_eq!(start.discs(Color::Black), bits(&["d5", "e4"]));
    assert_eq!(start.side_to_move(), Color::Black);
    assert_eq!(start.phase(), Phase::Normal);
    assert_eq!(names(start.placements()), ["d3", "c4", "f5", "e6"]);
    assert_eq!(start.supply(Color::Black), None);
    assert_eq!(
        start.check(Move::Place(sq("a1"))),
        Err(PlayError::FlipsNothing(sq("a1")))
    );
    assert_eq!(
        start.check(Move::Place(sq("d4"))),
        Err(PlayError::Occupied(sq("d4")))
    );
    assert_eq!(start.check(Move::Pass), Err(PlayError::PassNotAllowed));
    // Othello has no centre opening: the empty-board transcript d4.. is illegal.
    assert!(matches!(
        transcript::position_after(Variant::Othello, "d4"),
        Err(TranscriptError::Illegal {
            move_number: 1,
            reason: PlayError::Occupied(_),
            ..
        })
    ));
}

#[test]
fn colour_at_a_square_whoever_is_to_move() {
    let start = Position::new(Variant::Othello);
    let colours = |position: &Position| -> Vec<Option<Color>> {
        ["d4", "e4", "d5", "e5", "f5", "a1"]
            .iter()
            .map(|&name| position.color_at(sq(name)))
            .collect()
    };
    let (black, white) = (Some(Color::Black), Some(Color::White));
    assert_eq!(colours(&start), [white, black, black, white, None, None]);
    // Black f5 flips e5; white is to move.
    let after = place(&start, "f5");
    assert_eq!(after.side_to_move(), Color::White);
    assert_eq!(colours(&after), [white, black, black, black, black, None]);
}

/// Row 1 `-XOO-XO-`, every other square black; black has no discs left and
/// red three. Black could flip from e1 if it had a disc.
const BLACK_OUT_OF_DISCS: &str =
    "-XOO-XO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X 0 3";

#[test]
fn a_side_out_of_discs_passes_while_the_other_places() {
    let position = obf::parse(Variant::Classic, BLACK_OUT_OF_DISCS).unwrap();
    assert_eq!(position.supply(Color::Black), Some(0));
    assert_eq!(position.supply(Color::White), Some(3));
    // Black has nothing in hand, though e1 would flip d1 and c1.
    assert_eq!(position.flips(sq("e1")), bits(&["c1", "d1"]));
    assert_eq!(position.placements(), 0);
    assert!(position.must_pass());
    assert!(!position.is_over());
    assert_eq!(position.legal_moves(), [Move::Pass]);
    for name in ["e1", "a1", "h1", "b1"] {
        assert_eq!(
            position.check(Move::Place(sq(name))),
            Err(PlayError::NoDiscsLeft),
            "{name}"
        );
        assert_eq!(
            position.play(Move::Place(sq(name))),
            Err(PlayError::NoDiscsLeft)
        );
    }
    // The same board without a disc limit: black may play e1.
    let board = BLACK_OUT_OF_DISCS.split(' ').next().unwrap();
    let free = obf::parse(Variant::Free, &format!("{board} X")).unwrap();
    assert_eq!(free.side_to_move(), Color::Black);
    assert_eq!(names(free.placements()), ["e1", "h1"]);

    // Black passes; red places a1, black passes again, red places e1.
    let red = position.play(Move::Pass).unwrap();
    assert_eq!(red.side_to_move(), Color::White);
    assert_eq!(names(red.placements()), ["a1", "e1"]);
    let red = place(&red, "a1");
    assert_eq!(red.discs(Color::White) & bits(&["b1"]), bits(&["b1"]));
    assert_eq!(red.supply(Color::White), Some(2));
    assert_eq!(red.supply(Color::Black), Some(0));
    assert!(red.must_pass());
    assert_eq!(
        red.check(Move::Place(sq("e1"))),
        Err(PlayError::NoDiscsLeft)
    );
    let red = red.play(Move::Pass).unwrap();
    let end = place(&red, "e1");
    assert_eq!(end.supply(Color::White), Some(1));
    // Red still has a disc but nowhere to put it (h1 flips nothing): over.
    assert_eq!(end.placements(), 0);
    assert!(!end.opponent_can_place());
    assert!(end.is_over());
    assert!(!end.must_pass());
    assert!(end.legal_moves().is_empty());
    assert_eq!(end.empty_count(), 1);
    let outcome = end.outcome().unwrap();
    // Empty squares count for nobody in the classic game.
    assert_eq!((outcome.black, outcome.white), (56, 7));
    assert_eq!(outcome.winner, Some(Color::Black));
    for square in Square::all() {
        assert_eq!(end.check(Move::Place(square)), Err(PlayError::GameOver));
        assert_eq!(end.play(Move::Place(square)), Err(PlayError::GameOver));
    }
    assert_eq!(end.play(Move::Pass), Err(PlayError::GameOver));
}

/// Red has no discs left; black places its last discs with red passing.
#[test]
fn both_hands_run_dry_the_game_ends() {
    // Row 8 `-OX-OXOO` (black to move): a8 flips b8, d8 flips e8; rest red.
    let board = format!("{}-OX-OXOO", "O".repeat(56));
    let position = obf::parse(Variant::Classic, &format!("{board} X 2 0")).unwrap();
    assert_eq!(names(position.placements()), ["a8", "d8"]);
    let next = place(&position, "a8");
    assert!(next.must_pass());
    assert_eq!(
        next.check(Move::Place(sq("d8"))),
        Err(PlayError::NoDiscsLeft)
    );
    let next = place(&next.play(Move::Pass).unwrap(), "d8");
    assert_eq!(next.supply(Color::Black), Some(0));
    assert_eq!(next.supply(Color::White), Some(0));
    assert!(next.is_over());
    let outcome = next.outcome().unwrap();
    assert_eq!((outcome.black, outcome.white), (6, 58));
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(next.play(Move::Pass), Err(PlayError::GameOver));
}

/// Othello: empty squares go to the winner; a draw leaves them to nobody.
#[test]
fn othello_scoring_gives_the_empties_to_the_winner() {
    // Black's g8 against white's a8..f8 and the centre: black passes, white
    // takes h8, and black has no disc left on the board.
    let centre = format!("{}---OO------OO---", "-".repeat(24));
    let text = format!("{centre}{}OOOOOOX- X", "-".repeat(16));
    let position = obf::parse(Variant::Othello, &text).unwrap();
    let end = place(&position.play(Move::Pass).unwrap(), "h8");
    assert!(end.is_over());
    let outcome = end.outcome().unwrap();
    assert_eq!((outcome.black, outcome.white), (0, 64));
    assert_eq!(outcome.winner, Some(Color::White));
    // The same board without its centre is no Othello position, nor a free
    // one (discs outside the centre while it is empty).
    let bare = format!("{}OOOOOOX- X", "-".repeat(56));
    assert_eq!(
        obf::parse(Variant::Othello, &bare),
        Err(obf::BoardError::Setup(SetupError::CentreNotFilled))
    );
    assert_eq!(
        obf::parse(Variant::Free, &bare),
        Err(obf::BoardError::Setup(SetupError::OpeningOutsideCentre))
    );
    // A finished Othello board with empties and equal counts is a draw 4-4
    // plus nothing: black's centre, white's corners, no disc of one side
    // next to one of the other, so nobody can move.
    let text = format!("O------O{0}---XX------XX---{0}O------O X", "-".repeat(16));
    let draw = obf::parse(Variant::Othello, &text).unwrap();
    assert!(draw.is_over());
    let outcome = draw.outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.black, outcome.white);
}

/// Plays a game with legal moves chosen by `picks` (passes when forced) and
/// returns the placements and the position after each.
fn random_game(variant: Variant, picks: &[u32], plies: usize) -> (Vec<Square>, Vec<Position>) {
    let mut position = Position::new(variant);
    let mut squares = Vec::new();
    let mut positions = Vec::new();
    for &pick in picks.iter().cycle() {
        if squares.len() >= plies {
            break;
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[pick as usize % moves.len()];
        position = position.play(mv).unwrap();
        if let Move::Place(square) = mv {
            squares.push(square);
            positions.push(position);
        }
    }
    (squares, positions)
}

fn any_variant() -> impl Strategy<Value = Variant> {
    prop_oneof![
        Just(Variant::Classic),
        Just(Variant::Free),
        Just(Variant::Othello)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn transcripts_round_trip(
        variant in any_variant(),
        picks in proptest::collection::vec(any::<u32>(), 1..80),
        plies in 0usize..70,
    ) {
        let (squares, positions) = random_game(variant, &picks, plies);
        let text = transcript::write(&squares);
        prop_assert_eq!(text.len(), 2 * squares.len());
        prop_assert_eq!(&text, &text.to_lowercase());
        prop_assert_eq!(transcript::parse(&text), Ok(squares.clone()));
        prop_assert_eq!(transcript::parse(&text.to_uppercase()), Ok(squares.clone()));
        let spaced: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        prop_assert_eq!(transcript::parse(&spaced.join(" ")), Ok(squares.clone()));
        // Replaying gives the same positions, passes filled in.
        let start = Position::new(variant);
        prop_assert_eq!(transcript::replay_from(start, &squares), Ok(positions.clone()));
        let last = positions.last().copied().unwrap_or(start);
        prop_assert_eq!(transcript::position_after(variant, &text), Ok(last));
        // One more placement on an occupied square is named by its number.
        // (A 65th placement is refused as too long before it is replayed.)
        if let (Some(&occupied), true) = (squares.first(), squares.len() < 64) {
            let extended = format!("{text}{occupied}");
            let reason = if last.is_over() {
                PlayError::GameOver
            } else {
                PlayError::Occupied(occupied)
            };
            prop_assert_eq!(
                transcript::position_after(variant, &extended),
                Err(TranscriptError::Illegal {
                    move_number: squares.len() + 1,
                    square: occupied,
                    reason,
                })
            );
        }
    }

    #[test]
    fn board_strings_round_trip(
        variant in any_variant(),
        picks in proptest::collection::vec(any::<u32>(), 1..80),
        plies in 0usize..70,
        pass in any::<bool>(),
    ) {
        let (_, positions) = random_game(variant, &picks, plies);
        let mut position = positions.last().copied().unwrap_or(Position::new(variant));
        if pass && position.must_pass() {
            position = position.play(Move::Pass).unwrap();
        }
        let text = obf::write(&position);
        let fields: Vec<&str> = text.split(' ').collect();
        prop_assert_eq!(fields[0].len(), 64);
        prop_assert!(fields[0].chars().all(|c| matches!(c, 'X' | 'O' | '-')));
        prop_assert_eq!(fields[0].matches('X').count() as u32, position.count(Color::Black));
        prop_assert_eq!(fields[0].matches('O').count() as u32, position.count(Color::White));
        let side = if position.side_to_move() == Color::Black { "X" } else { "O" };
        prop_assert_eq!(fields[1], side);
        match variant {
            Variant::Classic => {
                prop_assert_eq!(fields.len(), 4);
                prop_assert_eq!(fields[2].parse::<u8>().ok(), position.supply(Color::Black));
                prop_assert_eq!(fields[3].parse::<u8>().ok(), position.supply(Color::White));
            }
            _ => prop_assert_eq!(fields.len(), 2),
        }
        prop_assert_eq!(obf::parse(variant, &text), Ok(position));
        prop_assert_eq!(obf::parse(variant, &text.to_lowercase()), Ok(position));
        // Without supplies a classic string is read as if nobody had passed:
        // black has placed the larger half of the discs.
        let discs = position.occupied().count_ones() as u8;
        let no_pass_supplies = (32 - discs.div_ceil(2), 32 - discs / 2);
        let bare = obf::parse(variant, &format!("{} {}", fields[0], fields[1]));
        if variant != Variant::Classic
            || (position.supply(Color::Black), position.supply(Color::White))
                == (Some(no_pass_supplies.0), Some(no_pass_supplies.1))
        {
            prop_assert_eq!(bare, Ok(position));
        } else {
            let bare = bare.unwrap();
            prop_assert_eq!(bare.supply(Color::Black), Some(no_pass_supplies.0));
            prop_assert_eq!(bare.supply(Color::White), Some(no_pass_supplies.1));
        }
        // An annotation after ';' is ignored.
        prop_assert_eq!(obf::parse(variant, &format!("{text};  d3:+2")), Ok(position));
        // Squares are a1..h8 row by row.
        for square in Square::all() {
            let c = fields[0].as_bytes()[square.index() as usize];
            let expected = if position.discs(Color::Black) & square.bit() != 0 {
                b'X'
            } else if position.discs(Color::White) & square.bit() != 0 {
                b'O'
            } else {
                b'-'
            };
            prop_assert_eq!(c, expected);
        }
    }
}

#[test]
fn malformed_transcripts_are_rejected() {
    assert_eq!(transcript::parse(""), Ok(vec![]));
    assert_eq!(
        transcript::parse("d4z9"),
        Err(TranscriptError::Malformed { offset: 2 })
    );
    assert_eq!(
        transcript::parse("d4d"),
        Err(TranscriptError::Malformed { offset: 2 })
    );
    assert_eq!(
        transcript::parse("i1"),
        Err(TranscriptError::Malformed { offset: 0 })
    );
    assert_eq!(
        transcript::parse("a0"),
        Err(TranscriptError::Malformed { offset: 0 })
    );
    assert_eq!(
        transcript::parse(&"a1".repeat(65)),
        Err(TranscriptError::TooLong)
    );
    assert_eq!(transcript::parse(&"a1".repeat(64)).map(|s| s.len()), Ok(64));
    assert_eq!(
        transcript::position_after(Variant::Free, &"a1".repeat(65)),
        Err(TranscriptError::TooLong)
    );
    let error = transcript::position_after(Variant::Classic, "d4d5e4e5a1").unwrap_err();
    assert_eq!(
        error,
        TranscriptError::Illegal {
            move_number: 5,
            square: sq("a1"),
            reason: PlayError::FlipsNothing(sq("a1")),
        }
    );
    let error = transcript::position_after(Variant::Classic, "d4c3").unwrap_err();
    assert_eq!(
        error,
        TranscriptError::Illegal {
            move_number: 2,
            square: sq("c3"),
            reason: PlayError::OutsideCentre(sq("c3")),
        }
    );
}

#[test]
fn bad_board_strings_are_rejected() {
    let empty = "-".repeat(64);
    assert!(obf::parse(Variant::Othello, &empty).is_err(), "no side");
    assert!(obf::parse(Variant::Othello, &format!("{empty} Z")).is_err());
    assert!(obf::parse(Variant::Othello, &format!("{} X", "-".repeat(63))).is_err());
    // Classic: supplies that do not match the discs on the board.
    let start = transcript::position_after(Variant::Classic, "d4d5e4e5").unwrap();
    let board = obf::write(&start);
    let board = board.split(' ').next().unwrap();
    assert_eq!(
        obf::parse(Variant::Classic, &format!("{board} X 30 30")),
        Ok(start)
    );
    assert!(obf::parse(Variant::Classic, &format!("{board} X 31 30")).is_err());
    assert!(obf::parse(Variant::Classic, &format!("{board} X 33 27")).is_err());
    assert!(obf::parse(Variant::Classic, &format!("{board} X -1 30")).is_err());
    // Discs outside the centre while a centre square is empty.
    let mut stray = empty.clone().into_bytes();
    stray[0] = b'X';
    let stray = String::from_utf8(stray).unwrap();
    assert!(obf::parse(Variant::Classic, &format!("{stray} O 31 32")).is_err());
    assert!(obf::parse(Variant::Free, &format!("{stray} O")).is_err());
    assert_eq!(
        obf::parse(Variant::Othello, &format!("{stray} O")),
        Err(obf::BoardError::Setup(SetupError::CentreNotFilled))
    );
    assert_eq!(
        obf::parse(Variant::Othello, &format!("{empty} X")),
        Err(obf::BoardError::Setup(SetupError::CentreNotFilled))
    );
}
