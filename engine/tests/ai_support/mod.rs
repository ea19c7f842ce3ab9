//! Shared helpers for the AI tests: a seeded random number generator, random
//! positions of every variant built through the public rules API, and a plain
//! full-width minimax that the solver and the engine are checked against.
#![allow(dead_code)] // each test file uses its own part of this module

use reversi_engine::ai::{Solution, Solver, Table};
use reversi_engine::random::SplitMix64;
use reversi_engine::{obf, Color, Move, Position, Variant};

/// The library's SplitMix64, with a few helpers for test data.
pub struct Rng(SplitMix64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed ^ 0x5DEE_CE66_D1CE_4E5B))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0.below(n)
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// The exact final disc difference for the side to move, by plain minimax
/// over `legal_moves` (a forced pass is a move), with no pruning at all.
pub fn minimax(position: &Position) -> i32 {
    let moves = position.legal_moves();
    if moves.is_empty() {
        assert!(position.is_over(), "no legal move, yet the game goes on");
        return position.final_difference();
    }
    moves
        .into_iter()
        .map(|mv| -minimax(&position.play(mv).expect("legal_moves gives legal moves")))
        .max()
        .expect("at least one move")
}

/// Plays uniformly random legal moves from the start until at most
/// `empties` squares are empty or the game ends.
pub fn random_game(variant: Variant, rng: &mut Rng, empties: u32) -> Position {
    let mut position = Position::new(variant);
    while position.empty_count() > empties && !position.is_over() {
        let moves = position.legal_moves();
        position = position.play(rng.pick(&moves)).expect("a legal move");
    }
    position
}

/// A random game that reaches exactly `empties` empty squares without
/// ending first (tries several games, then gives whatever the last one was).
pub fn random_game_reaching(variant: Variant, rng: &mut Rng, empties: u32) -> Position {
    let mut position = random_game(variant, rng, empties);
    for _ in 0..20 {
        if position.empty_count() == empties && !position.is_over() {
            break;
        }
        position = random_game(variant, rng, empties);
    }
    position
}

/// The same discs and side to move as `position`, as a classic position with
/// the `empties` discs still in hand split `black_left` to black and the rest
/// to red, so that a side may run out of discs before the board is full.
pub fn classic_with_supplies(position: &Position, black_left: u8) -> Position {
    let empties = position.empty_count() as u8;
    let black_left = black_left.min(empties);
    let red_left = empties - black_left;
    let free = Position::from_parts(
        Variant::Free,
        position.discs(Color::Black),
        position.discs(Color::White),
        position.side_to_move(),
        (0, 0),
    )
    .expect("the discs of a legal position");
    let text = format!("{} {black_left} {red_left}", obf::write(&free));
    obf::parse(Variant::Classic, &text)
        .unwrap_or_else(|e| panic!("supplies {black_left}+{red_left} for '{text}': {e}"))
}

/// A board with `empties` random empty squares and every other square a
/// random colour (not necessarily reachable in a game: isolated discs, a side
/// with almost no discs), in a variant without a disc limit. The centre stays
/// full: the free opening's rule requires it once discs lie elsewhere, and
/// Othello's centre is never empty.
pub fn random_fill(variant: Variant, rng: &mut Rng, empties: u32) -> Position {
    assert!(variant.disc_limit().is_none());
    let allowed = !CENTRE;
    let mut empty = 0u64;
    while empty.count_ones() < empties {
        empty |= (1 << rng.below(64)) & allowed;
    }
    let mask = rng.next_u64() & rng.next_u64().rotate_left(7) | rng.next_u64() & rng.next_u64();
    // Lean towards one colour now and then, so that wipe-outs happen.
    let black = match rng.below(4) {
        0 => !empty & (mask | rng.next_u64()),
        1 => !empty & mask & rng.next_u64(),
        _ => !empty & rng.next_u64(),
    };
    let white = !empty & !black;
    let side = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    Position::from_parts(variant, black, white, side, (0, 0)).expect("a full board is normal play")
}

/// `player`'s and `opponent`'s discs with `side` to move, in a variant
/// without a disc limit, through the checked constructor.
pub fn with_discs(variant: Variant, player: u64, opponent: u64, side: Color) -> Position {
    assert!(variant.disc_limit().is_none());
    let (black, white) = match side {
        Color::Black => (player, opponent),
        Color::White => (opponent, player),
    };
    Position::from_parts(variant, black, white, side, (0, 0))
        .unwrap_or_else(|e| panic!("discs {player:#x} and {opponent:#x}: {e}"))
}

/// The board string of a position, for failure messages.
pub fn describe(position: &Position) -> String {
    format!("{} ({})", obf::write(position), position.variant())
}

/// d4, e4, d5, e5.
pub const CENTRE: u64 = 0x0000_0018_1800_0000;

/// Solves with a fresh table.
pub fn solve(position: &Position, wld: bool) -> (Solution, u64) {
    let mut table = Table::new(14);
    let mut never = || false;
    let mut solver = Solver::new(&mut table, &mut never);
    let solution = solver.solve(position, wld);
    assert!(!solver.stopped);
    (solution, solver.nodes)
}

/// The move a solution names, as a `Move`: a placement, or a pass when the
/// side to move has no placement.
pub fn solution_move(solution: &Solution) -> Option<Move> {
    solution.best.map(Move::Place)
}

/// Parses an FFO line (`<board> <side>; A2:+38; C7:+36; ...`) as Othello and
/// its annotations as (square, score), best first.
pub fn ffo_line(line: &str) -> (Position, Vec<(String, i32)>) {
    let position = obf::parse(Variant::Othello, line)
        .unwrap_or_else(|e| panic!("cannot read FFO line '{line}': {e}"));
    let notes = line
        .split(';')
        .skip(1)
        .filter_map(|note| {
            let (square, score) = note.trim().split_once(':')?;
            Some((
                square.trim().to_lowercase(),
                score.trim().parse().expect("an annotated score"),
            ))
        })
        .collect();
    (position, notes)
}

/// The FFO endgame positions (public data), kept in the engine's data folder.
pub const FFO_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/data/ffo");

/// Reads an FFO file, failing loudly when it is missing.
pub fn read_ffo(name: &str) -> Vec<String> {
    let path = format!("{FFO_DIR}/{name}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the FFO test positions at {path}: {e}. They belong in \
             engine/data/ffo/."
        )
    });
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
}
