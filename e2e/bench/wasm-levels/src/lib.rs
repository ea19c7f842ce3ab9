//! The playing levels as a bare wasm module, no bindings, for
//! `e2e/bench/wasm-levels.mjs`: Node plays level N+1 against level N with
//! the engine compiled to wasm as the AI worker is, the clock of each move
//! being JavaScript's `performance.now()` (imported as `bench.now`), so the
//! timed levels (5-8) search as deep as the page's worker can in the same
//! time. Everything else is as `reversi match --a level:N+1 --b level:N`
//! (engine/src/bin/reversi/engine_match.rs): one engine per side with
//! tables of 2^18 slots (the worker's size too), both cleared before every
//! game; the level's limits with the seed of the game's move; no variety
//! of the first moves. Built by `scripts/bench-wasm-levels.sh`, which
//! writes this crate's Cargo.toml.
//!
//! The game is held here and checked by the rules: JavaScript starts it
//! from an opening (`start`), asks a side for its move (`think`, which
//! plays it) until it is over, and reads the result and the transcript.

use reversi_engine::ai::{Clock, Engine, Evaluation, LearnedWeights, Level, Thought};
use reversi_engine::random::SplitMix64;
use reversi_engine::{transcript, Color, Move, Position, Variant};
use std::cell::RefCell;

/// As `reversi match` (and the worker, app-core/src/worker.rs): 2^18
/// slots, 8 MiB a table.
const TABLE_LOG2: u32 = 18;

#[link(wasm_import_module = "bench")]
extern "C" {
    /// `performance.now()`: milliseconds.
    fn now() -> f64;
}

/// The engine's clock from JavaScript's, as the worker's
/// `PerformanceClock` (`std::time::Instant` panics on
/// wasm32-unknown-unknown).
struct JsClock;

impl Clock for JsClock {
    fn now_ms(&self) -> f64 {
        // SAFETY: an imported function without arguments or memory.
        unsafe { now() }
    }
}

/// The game being played: the position, and every move from Othello's
/// start (the opening's included, with the passes written in).
struct Game {
    position: Position,
    moves: Vec<Move>,
}

/// What the last `think` found, for the report.
#[derive(Clone, Copy, Default)]
struct Last {
    depth: u32,
    nodes: u64,
    exact: bool,
}

thread_local! {
    /// The two sides' engines (0 and 1), made by `load`.
    static ENGINES: RefCell<Vec<Engine>> = const { RefCell::new(Vec::new()) };
    static GAME: RefCell<Option<Game>> = const { RefCell::new(None) };
    static LAST: RefCell<Last> = const { RefCell::new(Last { depth: 0, nodes: 0, exact: false }) };
    /// Text handed to JavaScript (`text_ptr`, `text_len`).
    static TEXT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// `len` bytes for the caller to fill (the weights, a transcript), never
/// freed.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    Box::leak(vec![0u8; len].into_boxed_slice()).as_mut_ptr()
}

/// Reads the learned weights from `len` bytes at `ptr` (from `alloc`) and
/// makes the two sides' engines with them, as the worker does once its
/// weights arrive; 1 if they are read, 0 if not.
///
/// # Safety
/// `ptr` must hold `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn load(ptr: *const u8, len: usize) -> i32 {
    // SAFETY: the caller's promise.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let Ok(eval) = LearnedWeights::from_bytes(bytes) else {
        return 0;
    };
    let eval: &'static LearnedWeights = Box::leak(Box::new(eval));
    ENGINES.with(|e| {
        *e.borrow_mut() = (0..2)
            .map(|_| Engine::new(TABLE_LOG2).with_evaluation(Evaluation::learned(eval)))
            .collect();
    });
    1
}

/// Writes to `out` (room for `count` u32 from `alloc`) the indices of the
/// `count` openings of `total` that `reversi match --seed SEED` picks (its
/// `pick_openings`: Fisher-Yates by SplitMix64); answers how many.
///
/// # Safety
/// `out` must hold `count` u32, aligned.
#[no_mangle]
pub unsafe extern "C" fn pick_openings(total: u32, count: u32, seed: u64, out: *mut u32) -> u32 {
    let mut indices: Vec<u32> = (0..total).collect();
    let mut rng = SplitMix64::new(seed);
    for i in (1..total as usize).rev() {
        indices.swap(i, rng.below(i as u64 + 1) as usize);
    }
    indices.truncate(count as usize);
    // SAFETY: the caller's promise.
    let out = unsafe { std::slice::from_raw_parts_mut(out, indices.len()) };
    out.copy_from_slice(&indices);
    indices.len() as u32
}

/// Starts an Othello game from the opening transcript of `len` bytes at
/// `ptr` and clears both engines' tables (a new game, as the match does);
/// answers the opening's moves (passes included), or -1 for an opening
/// that does not read or no engines.
///
/// # Safety
/// `ptr` must hold `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn start(ptr: *const u8, len: usize) -> i32 {
    // SAFETY: the caller's promise.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let Ok(text) = std::str::from_utf8(bytes) else {
        return -1;
    };
    let Ok(squares) = transcript::parse(text.trim()) else {
        return -1;
    };
    let Ok((moves, position)) = transcript::moves_from(Position::new(Variant::Othello), &squares)
    else {
        return -1;
    };
    let cleared = ENGINES.with(|e| {
        let mut engines = e.borrow_mut();
        engines.iter_mut().for_each(Engine::clear);
        engines.len() == 2
    });
    if !cleared {
        return -1;
    }
    let count = moves.len() as i32;
    GAME.with(|g| *g.borrow_mut() = Some(Game { position, moves }));
    count
}

/// Answers `f` of the game, or `none` without one.
fn with_game<T>(none: T, f: impl FnOnce(&Game) -> T) -> T {
    GAME.with(|g| g.borrow().as_ref().map_or(none, f))
}

/// 1 if the game is over (or there is none), 0 if not.
#[no_mangle]
pub extern "C" fn over() -> i32 {
    with_game(1, |g| i32::from(g.position.is_over()))
}

/// The side to move: 0 black, 1 white.
#[no_mangle]
pub extern "C" fn to_move() -> i32 {
    with_game(0, |g| match g.position.side_to_move() {
        Color::Black => 0,
        Color::White => 1,
    })
}

/// The empty squares of the game's position.
#[no_mangle]
pub extern "C" fn empties() -> i32 {
    with_game(0, |g| g.position.empty_count() as i32)
}

/// The final discs of `colour` (0 black, 1 white) as `Position::outcome`
/// scores them (the empties to the winner), as the match counts; -1 before
/// the end.
#[no_mangle]
pub extern "C" fn discs(colour: i32) -> i32 {
    with_game(-1, |g| {
        g.position.outcome().map_or(-1, |outcome| {
            i32::from(if colour == 0 {
                outcome.black
            } else {
                outcome.white
            })
        })
    })
}

/// Engine `side` (0 or 1) chooses the move of `level` (1-8) in the game's
/// position as a match's `level:L` player does (`Level::limits`, the seed
/// `seed` ^ the empties, no variety) and plays it, checked by the rules.
/// Answers the square (0-63), 64 for a pass, or -1 if the move is illegal
/// or there is no game, engine or level. `last_depth`, `last_nodes` and
/// `last_exact` then tell what the search reached.
#[no_mangle]
pub extern "C" fn think(side: u32, level: u32, seed: u64) -> i32 {
    let Some(level) = level_of(level) else {
        return -1;
    };
    let Some(position) = with_game(None, |g| Some(g.position)) else {
        return -1;
    };
    let limits = level.limits(seed ^ u64::from(position.empty_count()));
    let thought: Option<Thought> = ENGINES.with(|e| {
        e.borrow_mut()
            .get_mut(side as usize)
            .map(|engine| engine.think(&position, &limits, &JsClock, &|| false, &mut |_| {}))
    });
    let Some(thought) = thought else {
        return -1;
    };
    LAST.with(|l| {
        *l.borrow_mut() = Last {
            depth: thought.depth,
            nodes: thought.nodes,
            exact: thought.exact,
        }
    });
    let mv = thought.best.unwrap_or(Move::Pass);
    let Ok(next) = position.play(mv) else {
        return -1;
    };
    GAME.with(|g| {
        if let Some(game) = g.borrow_mut().as_mut() {
            game.position = next;
            game.moves.push(mv);
        }
    });
    match mv {
        Move::Place(square) => i32::from(square.index()),
        Move::Pass => 64,
    }
}

/// The depth the last `think` reached (the empties where it solved).
#[no_mangle]
pub extern "C" fn last_depth() -> u32 {
    LAST.with(|l| l.borrow().depth)
}

/// The nodes the last `think` searched.
#[no_mangle]
pub extern "C" fn last_nodes() -> f64 {
    LAST.with(|l| l.borrow().nodes as f64)
}

/// 1 if the last `think` answered with an exact solve.
#[no_mangle]
pub extern "C" fn last_exact() -> i32 {
    LAST.with(|l| i32::from(l.borrow().exact))
}

/// Puts the game's transcript (its placements from Othello's start, the
/// opening's included) in the text buffer; answers its length.
#[no_mangle]
pub extern "C" fn transcript() -> usize {
    let squares: Vec<_> = with_game(Vec::new(), |g| {
        g.moves
            .iter()
            .filter_map(|mv| match mv {
                Move::Place(square) => Some(*square),
                Move::Pass => None,
            })
            .collect()
    });
    TEXT.with(|t| {
        let mut text = t.borrow_mut();
        *text = transcript::write(&squares);
        text.len()
    })
}

/// Where the text buffer's bytes are (valid until the next call that
/// writes it).
#[no_mangle]
pub extern "C" fn text_ptr() -> *const u8 {
    TEXT.with(|t| t.borrow().as_ptr())
}

/// Level `level` (1-8) of the table, if there is one.
fn level_of(level: u32) -> Option<Level> {
    u8::try_from(level).ok().and_then(Level::get)
}

/// Where `level` (1-8) starts solving exactly, in empties; -1 for no
/// such level.
#[no_mangle]
pub extern "C" fn level_exact(level: u32) -> i32 {
    level_of(level).map_or(-1, |l| l.exact_empties as i32)
}

/// `level`'s time a move in milliseconds; -1 for no such level.
#[no_mangle]
pub extern "C" fn level_time(level: u32) -> i32 {
    level_of(level).map_or(-1, |l| l.time_ms as i32)
}
