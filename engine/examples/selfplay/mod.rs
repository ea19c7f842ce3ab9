//! The self-play games of the corpus (`examples/corpus.rs`,
//! `docs/corpus.md`), also the free-opening games `examples/puzzles.rs`
//! takes its puzzles from.
//!
//! A game: Othello from a random line of the XOT openings, classic and free
//! from a random centre opening and up to four random moves. Then every
//! position with more than `solve` empties is searched by `Engine::think`
//! at `depth` (its score is stored); while more than `noisy_until` squares
//! are empty the move is drawn from a softmax (`temperature` discs) over
//! `hint_depth` scores (`Engine::hints`), later it is the search's move.
//! From `solve` empties every position is solved exactly (`Solver`), and
//! the game goes on by the best move three times in four, else by a random
//! one. A game depends only on its `Rng` (`Rng::for_game`) and the engine.
#![allow(dead_code)] // each example uses its own part of this module

use crate::records::{self, for_black, Record};
use crate::rng::{mix, Rng};
use reversi_engine::ai::Table as TranspositionTable;
use reversi_engine::ai::SCALE;
use reversi_engine::ai::{Engine, Limits, Solver, SystemClock};
use reversi_engine::training::CENTRE;
use reversi_engine::transcript::{parse, replay_from};
use reversi_engine::{Move, Position, Square, Variant};

/// How the games are played (`corpus.rs`'s options of the same names).
#[derive(Clone, Debug)]
pub struct Play {
    pub depth: u32,
    pub hint_depth: u32,
    pub noisy_until: u32,
    pub temperature: f64,
    pub solve: u32,
}

impl Rng {
    /// The generator of one game: from the seed, the variant, the chunk
    /// and the game's index in it, nothing else.
    pub fn for_game(seed: u64, variant: Variant, chunk: u64, index: u64) -> Rng {
        let variant = variant
            .name()
            .bytes()
            .fold(0u64, |h, b| mix(h ^ u64::from(b)));
        Rng(mix(mix(mix(seed) ^ variant) ^ chunk) ^ mix(index))
    }
}

/// What one thread needs to play games: an engine and a solver table.
pub struct Player {
    pub engine: Engine,
    pub table: TranspositionTable,
}

impl Player {
    pub fn new(table: u32) -> Player {
        Player {
            engine: Engine::new(table),
            table: TranspositionTable::new(table),
        }
    }

    /// One game: the opening, then the searched, noisy, searched and
    /// solved moves as the module's header says.
    pub fn game(
        &mut self,
        play: &Play,
        openings: &[String],
        variant: Variant,
        rng: &mut Rng,
    ) -> Record {
        self.engine.clear();
        self.table.clear();
        let (mut moves, mut position) = opening(variant, openings, rng);
        let mut searched = Vec::new();
        let mut exact = Vec::new();
        let mut solved_at = None;
        let never = || false;
        while !position.is_over() {
            if position.must_pass() {
                position = position.play_unchecked(Move::Pass);
                continue;
            }
            let empties = position.empty_count();
            let square = if empties <= play.solve {
                let mut never = || false;
                let mut solver = Solver::new(&mut self.table, &mut never);
                let solution = solver.solve(&position, false);
                solved_at.get_or_insert(moves.len());
                exact.push(for_black(&position, solution.score));
                match solution.best {
                    Some(best) if rng.below(4) != 0 => best,
                    _ => random_square(&position, rng),
                }
            } else {
                let clock = SystemClock::start();
                let limits = Limits {
                    depth: play.depth,
                    ..Limits::default()
                };
                let thought = self
                    .engine
                    .think(&position, &limits, &clock, &never, &mut |_| {});
                let discs = (f64::from(thought.score) / f64::from(SCALE)).round() as i32;
                searched.push(for_black(&position, discs.clamp(-64, 64)));
                let deep = match thought.best {
                    Some(Move::Place(square)) => square,
                    _ => random_square(&position, rng),
                };
                if empties > play.noisy_until {
                    self.noisy(play, &position, rng).unwrap_or(deep)
                } else {
                    deep
                }
            };
            moves.push(square);
            position = position.play_unchecked(Move::Place(square));
        }
        let result = for_black(&position, position.final_difference());
        exact.push(result);
        let solved = solved_at.unwrap_or(moves.len());
        if solved_at.is_none() {
            exact = vec![result];
        }
        // The searched positions are those just before the solved one; the
        // opening's were not searched.
        Record {
            solved_empties: records::start_empties(variant) - solved as u32,
            moves,
            exact,
            searched,
        }
    }

    /// A move drawn from a softmax over shallow scores.
    fn noisy(&mut self, play: &Play, position: &Position, rng: &mut Rng) -> Option<Square> {
        let never = || false;
        let clock = SystemClock::start();
        let limits = Limits {
            depth: play.hint_depth,
            ..Limits::default()
        };
        let hints = self.engine.hints(position, &limits, &clock, &never);
        let best = hints.iter().map(|h| h.score).max()?;
        let weights: Vec<f64> = hints
            .iter()
            .map(|h| (f64::from(h.score - best) / (play.temperature * f64::from(SCALE))).exp())
            .collect();
        let mut pick = rng.unit() * weights.iter().sum::<f64>();
        for (hint, weight) in hints.iter().zip(&weights) {
            pick -= weight;
            if pick <= 0.0 {
                return Some(hint.square);
            }
        }
        hints.last().map(|h| h.square)
    }
}

/// An XOT opening for Othello; for the others a random centre opening and
/// up to four random moves. The moves from the start, and the position.
pub fn opening(variant: Variant, openings: &[String], rng: &mut Rng) -> (Vec<Square>, Position) {
    let start = Position::new(variant);
    if variant == Variant::Othello {
        let line = &openings[rng.below(openings.len())];
        if let Ok(moves) = parse(line) {
            if let Ok(after) = replay_from(start, &moves) {
                return (moves, after.last().copied().unwrap_or(start));
            }
        }
    }
    let mut moves = Vec::new();
    let mut position = start;
    for _ in 0..4 {
        let free: Vec<Square> = Square::iter_bits(CENTRE & !position.occupied()).collect();
        let Some(&square) = free.get(rng.below(free.len())) else {
            break;
        };
        moves.push(square);
        position = position.play_unchecked(Move::Place(square));
    }
    if variant != Variant::Othello {
        for _ in 0..rng.below(5) {
            if position.is_over() {
                break;
            }
            if position.must_pass() {
                position = position.play_unchecked(Move::Pass);
            }
            let square = random_square(&position, rng);
            moves.push(square);
            position = position.play_unchecked(Move::Place(square));
        }
    }
    (moves, position)
}

/// A random placement (the side to move has one).
pub fn random_square(position: &Position, rng: &mut Rng) -> Square {
    let squares: Vec<Square> = Square::iter_bits(position.placements()).collect();
    squares[rng.below(squares.len())]
}
