//! perft tables: the published Othello and classic numbers of RULES.md, the
//! free variant and positions with passes or exhausted supplies against the
//! reference implementation's own perft.
//!
//! Counting rule: a forced pass is one ply; a finished game is one leaf at
//! every greater depth.

mod reference;

use reference::{Colour, Game, Rng, Rules};
use reversi_engine::perft;
use reversi_engine::{obf, transcript, Position, Variant};

const OTHELLO: [u64; 11] = [
    4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800,
];
const CLASSIC: [u64; 8] = [4, 12, 24, 24, 96, 320, 1536, 6624];

fn rules_of(variant: Variant) -> Rules {
    match variant {
        Variant::Classic => Rules::Classic,
        Variant::Free => Rules::Free,
        Variant::Othello => Rules::Othello,
    }
}

#[test]
fn depth_zero_is_one_leaf() {
    for variant in Variant::ALL {
        assert_eq!(perft(&Position::new(variant), 0), 1, "{variant}");
    }
}

#[test]
fn othello_from_the_start_depths_1_to_9() {
    let start = Position::new(Variant::Othello);
    for depth in 1..=9 {
        assert_eq!(
            perft(&start, depth),
            OTHELLO[depth as usize - 1],
            "depth {depth}"
        );
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: run with cargo test --release"
)]
fn othello_from_the_start_depths_10_and_11() {
    let start = Position::new(Variant::Othello);
    for depth in 10..=11 {
        assert_eq!(
            perft(&start, depth),
            OTHELLO[depth as usize - 1],
            "depth {depth}"
        );
    }
}

#[test]
fn classic_from_the_empty_board_depths_1_to_8() {
    let start = Position::new(Variant::Classic);
    for depth in 1..=8 {
        assert_eq!(
            perft(&start, depth),
            CLASSIC[depth as usize - 1],
            "depth {depth}"
        );
    }
}

#[test]
fn free_from_the_empty_board_matches_the_reference_depths_1_to_7() {
    let engine = Position::new(Variant::Free);
    let reference = Game::new(Rules::Free);
    for depth in 1..=7 {
        let expected = reference.perft(depth);
        assert_eq!(perft(&engine, depth), expected, "depth {depth}");
        // The disc limit cannot matter this early: the same as classic.
        assert_eq!(expected, CLASSIC[depth as usize - 1], "depth {depth}");
    }
}

/// The reference implementation reproduces the published tables, so that
/// its perft is worth comparing against elsewhere.
#[test]
fn reference_reproduces_the_published_tables() {
    let classic = Game::new(Rules::Classic);
    for depth in 1..=7 {
        assert_eq!(classic.perft(depth), CLASSIC[depth as usize - 1]);
    }
    let othello = Game::new(Rules::Othello);
    for depth in 1..=6 {
        assert_eq!(othello.perft(depth), OTHELLO[depth as usize - 1]);
    }
}

/// Black has no discs left and must pass; red places a1 and e1 (black
/// passing in between) and then nobody can place, h1 staying empty.
const CLASSIC_BLACK_OUT_OF_DISCS: &str =
    "-XOO-XO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X 0 3";

#[test]
fn classic_side_out_of_discs_passes_and_the_game_ends() {
    let position = obf::parse(Variant::Classic, CLASSIC_BLACK_OUT_OF_DISCS).unwrap();
    assert!(position.must_pass());
    // pass, red a1|e1, pass, red the other, then the game is over.
    let expected = [1, 2, 2, 2, 2, 2, 2];
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(
            perft(&position, depth as u32 + 1),
            count,
            "depth {}",
            depth + 1
        );
    }
    let game = reference_game(&position);
    for depth in 1..=7 {
        assert_eq!(game.perft(depth), expected[depth as usize - 1]);
    }
}

/// Black's only disc g8 cannot move; white plays h8 and black has nothing
/// left (white also holds the four centre squares, as every Othello board
/// has them filled).
#[test]
fn othello_forced_pass_at_the_root() {
    let text = format!(
        "{}---OO------OO---{}OOOOOOX- X",
        "-".repeat(24),
        "-".repeat(16)
    );
    let position = obf::parse(Variant::Othello, &text).unwrap();
    assert!(position.must_pass());
    for depth in 1..=5 {
        assert_eq!(perft(&position, depth), 1, "depth {depth}");
    }
    let after = position
        .play(reversi_engine::Move::Pass)
        .unwrap()
        .play(reversi_engine::Move::Place("h8".parse().unwrap()))
        .unwrap();
    assert!(after.is_over());
    assert_eq!(after.count(reversi_engine::Color::White), 12);
}

/// The reference game for an engine position (via its board string).
fn reference_game(position: &Position) -> Game {
    let text = obf::write(position);
    let mut fields = text.split(' ');
    let board_text = fields.next().unwrap();
    let mut board = [None; 64];
    for (square, c) in board_text.chars().enumerate() {
        board[square] = match c {
            'X' => Some(Colour::Black),
            'O' => Some(Colour::White),
            _ => None,
        };
    }
    let to_move = match fields.next().unwrap() {
        "X" => Colour::Black,
        _ => Colour::White,
    };
    let black_left = fields.next().map_or(0, |n| n.parse().unwrap());
    let white_left = fields.next().map_or(0, |n| n.parse().unwrap());
    Game::from_board(
        rules_of(position.variant()),
        board,
        to_move,
        black_left,
        white_left,
    )
}

/// What the endgame comparisons went through.
#[derive(Default, Debug)]
struct Tally {
    positions: u64,
    root_passes: u64,
    passes: u64,
    ends: u64,
    /// Root positions where the side to move has no discs left and passes.
    out_of_discs: u64,
}

/// Compares engine and reference perft from `position` at growing depths
/// until the tree gets large.
fn compare_perft(position: &Position, game: &Game, tally: &mut Tally) {
    tally.positions += 1;
    if position.must_pass() {
        tally.root_passes += 1;
        if game.discs_left(game.to_move) == Some(0) {
            tally.out_of_discs += 1;
        }
    }
    for depth in 1..=12 {
        let (mut passes, mut ends) = (0, 0);
        let expected = game.perft_with_events(depth, &mut passes, &mut ends);
        assert_eq!(
            perft(position, depth),
            expected,
            "depth {depth} from {}",
            obf::write(position)
        );
        tally.passes += passes;
        tally.ends += ends;
        if expected > 500 {
            break;
        }
    }
}

/// Late positions of random games, as Othello and free positions, and as
/// classic positions with the discs left split every way (one hand empty
/// included), with either side to move.
#[test]
fn endgame_positions_with_passes_and_empty_hands_match_the_reference() {
    let mut rng = Rng::new(7);
    let mut tally = Tally::default();
    for round in 0..16 {
        let empties = 3 + (round % 8) as u32;
        let mut game = Game::new(Rules::Free);
        reference::random_playout(&mut game, &mut rng, empties);
        let empty = game.empty_count();
        for variant in [Variant::Othello, Variant::Free] {
            for side in ["X", "O"] {
                let text = format!("{} {side}", game.board_text());
                let position = obf::parse(variant, &text).unwrap();
                let reference = reference_game(&position);
                compare_perft(&position, &reference, &mut tally);
            }
        }
        // Classic: every split of the empty squares into the discs left to
        // black and to red, so that a hand runs out at every depth.
        for black_left in empty.saturating_sub(32)..=empty.min(32) {
            let white_left = empty - black_left;
            for side in ["X", "O"] {
                let text = format!("{} {side} {black_left} {white_left}", game.board_text());
                let position = obf::parse(Variant::Classic, &text).unwrap();
                let reference = reference_game(&position);
                assert_eq!(reference.board, game.board);
                compare_perft(&position, &reference, &mut tally);
            }
        }
    }
    assert!(tally.root_passes > 20, "{tally:?}");
    assert!(tally.out_of_discs > 10, "{tally:?}");
    assert!(tally.passes > 100, "{tally:?}");
    assert!(tally.ends > 100, "{tally:?}");
    eprintln!("{tally:?}");
}

/// Positions from random transcripts in the middle of the game, every variant.
#[test]
fn midgame_positions_match_the_reference() {
    let mut rng = Rng::new(11);
    let mut tally = Tally::default();
    for round in 0..20 {
        for variant in Variant::ALL {
            let mut game = Game::new(rules_of(variant));
            let empties = 20 + (round % 30) as u32;
            let mut squares = Vec::new();
            while game.empty_count() > empties {
                let moves = game.moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                if let reference::RefMove::Place(s) = mv {
                    squares.push(reference::square_name(s));
                }
                game.play(mv).unwrap();
            }
            let text = squares.concat();
            let position = transcript::position_after(variant, &text).unwrap();
            assert_eq!(colour_of(position), game.to_move);
            assert_eq!(reference_game(&position), game, "{variant} {text}");
            compare_perft(&position, &game, &mut tally);
        }
    }
    assert_eq!(tally.positions, 60);
}

fn colour_of(position: Position) -> Colour {
    match position.side_to_move() {
        reversi_engine::Color::Black => Colour::Black,
        reversi_engine::Color::White => Colour::White,
    }
}
