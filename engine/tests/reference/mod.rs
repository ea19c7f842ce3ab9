//! A deliberately simple second implementation of the three rule sets of
//! RULES.md (classic, free opening, Othello), written without the engine:
//! an array of 64 squares, one stepping loop per direction, explicit disc
//! counters. The tests play it side by side with the engine.
//!
//! Squares are numbered `row * 8 + column`, row 1 and column a first
//! (a1 = 0, h1 = 7, a2 = 8, h8 = 63), as RULES.md draws the board.

#![allow(dead_code)]

/// A player's colour. The second colour is red in the classic game and white
/// otherwise; here it is always `White`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    fn slot(self) -> usize {
        match self {
            Colour::Black => 0,
            Colour::White => 1,
        }
    }
}

/// The rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Rules {
    Classic,
    Free,
    Othello,
}

pub const ALL_RULES: [Rules; 3] = [Rules::Classic, Rules::Free, Rules::Othello];

/// The centre squares d4, e4, d5, e5.
pub const CENTRE: [usize; 4] = [27, 28, 35, 36];

/// The eight directions as (column step, row step).
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// Why a move is not allowed, in the reference's own words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    GameOver,
    NoDiscsLeft,
    Occupied,
    OutsideCentre,
    FlipsNothing,
    PassNotAllowed,
}

/// What the side to move can do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// At least one placement.
    Place,
    /// No placement, but the opponent has one: a forced pass.
    MustPass,
    /// Neither side can place.
    Over,
}

/// A move of the reference game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RefMove {
    Place(usize),
    Pass,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    pub rules: Rules,
    pub board: [Option<Colour>; 64],
    pub to_move: Colour,
    /// Discs left in each hand (black, white); `None` without a limit.
    pub discs_left: [Option<u32>; 2],
}

pub fn square_name(square: usize) -> String {
    let column = (b'a' + (square % 8) as u8) as char;
    let row = square / 8 + 1;
    format!("{column}{row}")
}

/// Reads a lower-case square name such as "d4".
pub fn square_index(name: &str) -> usize {
    let bytes = name.as_bytes();
    assert_eq!(bytes.len(), 2, "bad square name {name:?}");
    let column = (bytes[0] - b'a') as usize;
    let row = (bytes[1] - b'1') as usize;
    assert!(column < 8 && row < 8, "bad square name {name:?}");
    row * 8 + column
}

impl Game {
    pub fn new(rules: Rules) -> Game {
        let mut board = [None; 64];
        let limit = match rules {
            Rules::Classic => Some(32),
            Rules::Free | Rules::Othello => None,
        };
        if rules == Rules::Othello {
            board[square_index("d4")] = Some(Colour::White);
            board[square_index("e5")] = Some(Colour::White);
            board[square_index("d5")] = Some(Colour::Black);
            board[square_index("e4")] = Some(Colour::Black);
        }
        Game {
            rules,
            board,
            to_move: Colour::Black,
            discs_left: [limit, limit],
        }
    }

    /// A game from a board, the side to move and the discs left to black and
    /// white (ignored without a disc limit).
    pub fn from_board(
        rules: Rules,
        board: [Option<Colour>; 64],
        to_move: Colour,
        black_left: u32,
        white_left: u32,
    ) -> Game {
        let discs_left = match rules {
            Rules::Classic => [Some(black_left), Some(white_left)],
            Rules::Free | Rules::Othello => [None, None],
        };
        Game {
            rules,
            board,
            to_move,
            discs_left,
        }
    }

    pub fn discs_left(&self, colour: Colour) -> Option<u32> {
        self.discs_left[colour.slot()]
    }

    pub fn count(&self, colour: Colour) -> u32 {
        let mut n = 0;
        for square in 0..64 {
            if self.board[square] == Some(colour) {
                n += 1;
            }
        }
        n
    }

    pub fn empty_count(&self) -> u32 {
        let mut n = 0;
        for square in 0..64 {
            if self.board[square].is_none() {
                n += 1;
            }
        }
        n
    }

    /// The discs of one colour as a bitboard (bit = square number).
    pub fn bits(&self, colour: Colour) -> u64 {
        let mut bits = 0;
        for square in 0..64 {
            if self.board[square] == Some(colour) {
                bits |= 1u64 << square;
            }
        }
        bits
    }

    /// Whether the classic centre opening is still going on: a variant that
    /// starts from the empty board, with a centre square still empty.
    pub fn in_opening(&self) -> bool {
        if self.rules == Rules::Othello {
            return false;
        }
        for &square in &CENTRE {
            if self.board[square].is_none() {
                return true;
            }
        }
        false
    }

    /// The discs that `colour` would flip by placing on `square`, found by
    /// walking each direction; empty for an occupied square and during the
    /// opening. The supply is not considered.
    pub fn flips_for(&self, colour: Colour, square: usize) -> Vec<usize> {
        let mut flipped = Vec::new();
        if self.board[square].is_some() || self.in_opening() {
            return flipped;
        }
        let column = (square % 8) as i32;
        let row = (square / 8) as i32;
        for &(dc, dr) in &DIRECTIONS {
            // Walk over opponent discs; keep them only if an own disc closes the line.
            let start = flipped.len();
            let mut c = column + dc;
            let mut r = row + dr;
            let mut closed = false;
            // On the board while 0 <= c < 8 and 0 <= r < 8.
            while (c as u32) < 8 && (r as u32) < 8 {
                let here = (r * 8 + c) as usize;
                match self.board[here] {
                    None => break,
                    Some(disc) if disc == colour => {
                        closed = true;
                        break;
                    }
                    Some(_) => flipped.push(here),
                }
                c += dc;
                r += dr;
            }
            if !closed {
                flipped.truncate(start);
            }
        }
        flipped.sort_unstable();
        flipped
    }

    /// Whether `colour` may place on `square`: a disc in hand, an empty
    /// square, and in the opening a centre square, otherwise at least one flip.
    pub fn can_place_on(&self, colour: Colour, square: usize) -> bool {
        if self.discs_left(colour) == Some(0) || self.board[square].is_some() {
            return false;
        }
        if self.in_opening() {
            return CENTRE.contains(&square);
        }
        !self.flips_for(colour, square).is_empty()
    }

    /// Whether `colour` has any placement.
    pub fn can_place(&self, colour: Colour) -> bool {
        (0..64).any(|square| self.can_place_on(colour, square))
    }

    /// The flips of the side to move.
    pub fn flips(&self, square: usize) -> Vec<usize> {
        self.flips_for(self.to_move, square)
    }

    /// Squares where `colour` could place if it were its turn, in square order.
    pub fn placements_for(&self, colour: Colour) -> Vec<usize> {
        (0..64)
            .filter(|&square| self.can_place_on(colour, square))
            .collect()
    }

    pub fn placements(&self) -> Vec<usize> {
        self.placements_for(self.to_move)
    }

    pub fn status(&self) -> Status {
        if self.can_place(self.to_move) {
            Status::Place
        } else if self.can_place(self.to_move.other()) {
            Status::MustPass
        } else {
            Status::Over
        }
    }

    /// The legal moves: placements, or a lone pass, or nothing at the end.
    pub fn moves(&self) -> Vec<RefMove> {
        match self.status() {
            Status::Place => self.placements().into_iter().map(RefMove::Place).collect(),
            Status::MustPass => vec![RefMove::Pass],
            Status::Over => Vec::new(),
        }
    }

    /// Why `mv` is illegal, if it is. The reasons are tried in this order:
    /// game over, no discs left, occupied, outside the centre, flips nothing.
    pub fn why_illegal(&self, mv: RefMove) -> Option<Illegal> {
        let status = self.status();
        if status == Status::Over {
            return Some(Illegal::GameOver);
        }
        match mv {
            RefMove::Pass => {
                if status == Status::MustPass {
                    None
                } else {
                    Some(Illegal::PassNotAllowed)
                }
            }
            RefMove::Place(square) => {
                if self.can_place_on(self.to_move, square) {
                    None
                } else if self.discs_left(self.to_move) == Some(0) {
                    Some(Illegal::NoDiscsLeft)
                } else if self.board[square].is_some() {
                    Some(Illegal::Occupied)
                } else if self.in_opening() {
                    Some(Illegal::OutsideCentre)
                } else {
                    Some(Illegal::FlipsNothing)
                }
            }
        }
    }

    /// Plays a move, or says why it is illegal (and leaves the game alone).
    pub fn play(&mut self, mv: RefMove) -> Result<(), Illegal> {
        if let Some(reason) = self.why_illegal(mv) {
            return Err(reason);
        }
        if let RefMove::Place(square) = mv {
            let flipped = self.flips(square);
            for f in flipped {
                self.board[f] = Some(self.to_move);
            }
            self.board[square] = Some(self.to_move);
            let slot = self.to_move.slot();
            if let Some(left) = self.discs_left[slot] {
                self.discs_left[slot] = Some(left - 1);
            }
        }
        self.to_move = self.to_move.other();
        Ok(())
    }

    /// The final score (black, white) once the game is over: the discs on the
    /// board, and in Othello the empty squares added to the winner's count.
    pub fn final_score(&self) -> Option<(u32, u32)> {
        if self.status() != Status::Over {
            return None;
        }
        let mut black = self.count(Colour::Black);
        let mut white = self.count(Colour::White);
        if self.rules == Rules::Othello {
            let empty = self.empty_count();
            if black > white {
                black += empty;
            } else if white > black {
                white += empty;
            }
        }
        Some((black, white))
    }

    /// The winner once the game is over; `Some(None)` for a draw.
    pub fn winner(&self) -> Option<Option<Colour>> {
        let (black, white) = self.final_score()?;
        Some(if black > white {
            Some(Colour::Black)
        } else if white > black {
            Some(Colour::White)
        } else {
            None
        })
    }

    /// Move sequences of `depth` plies: a forced pass is a ply, a finished
    /// game one leaf at every greater depth.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() {
            return 1;
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in moves {
            let mut child = self.clone();
            child.play(mv).expect("a listed move is legal");
            total += child.perft(depth - 1);
        }
        total
    }

    /// As `perft`, also counting the forced passes and the finished games met
    /// on the way (to show that a test reaches them).
    pub fn perft_with_events(&self, depth: u32, passes: &mut u64, ends: &mut u64) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() {
            *ends += 1;
            return 1;
        }
        if depth == 1 {
            if moves == [RefMove::Pass] {
                *passes += 1;
            }
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in moves {
            if mv == RefMove::Pass {
                *passes += 1;
            }
            let mut child = self.clone();
            child.play(mv).expect("a listed move is legal");
            total += child.perft_with_events(depth - 1, passes, ends);
        }
        total
    }

    /// The board in the OBF layout: 64 characters a1..h8, X black, O white, - empty.
    pub fn board_text(&self) -> String {
        self.board
            .iter()
            .map(|square| match square {
                Some(Colour::Black) => 'X',
                Some(Colour::White) => 'O',
                None => '-',
            })
            .collect()
    }
}

/// The engine's seeded generator, so that tests built on random games are
/// repeatable (only the test data comes from the engine: the reference's
/// rules share nothing with it).
pub struct Rng(reversi_engine::random::SplitMix64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(reversi_engine::random::SplitMix64::new(seed))
    }

    pub fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays random legal moves (forced passes included) from `game` until
/// `empties` squares are left empty or the game ends.
pub fn random_playout(game: &mut Game, rng: &mut Rng, empties: u32) {
    while game.empty_count() > empties {
        let moves = game.moves();
        if moves.is_empty() {
            return;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).expect("a listed move is legal");
    }
}
