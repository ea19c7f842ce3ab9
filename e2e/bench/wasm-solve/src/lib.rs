//! The exact solver as a bare wasm module, no bindings, for
//! `e2e/bench/wasm-ab.mjs`: Node runs two builds of it (two commits, or two
//! feature sets) side by side on the same positions. Built by
//! `scripts/bench-wasm-ab.sh`, which writes this crate's Cargo.toml.

use reversi_engine::ai::{Evaluation, LearnedWeights, Solver, Table, SOLVE_SLOTS_LOG2};
use reversi_engine::format::obf;
use reversi_engine::Variant;
use std::cell::RefCell;

thread_local! {
    static EVALUATION: RefCell<Option<Evaluation>> = const { RefCell::new(None) };
}

/// `len` bytes for the caller to fill (the weights), never freed.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    Box::leak(vec![0u8; len].into_boxed_slice()).as_mut_ptr()
}

/// Reads the learned weights from `len` bytes at `ptr` (from `alloc`);
/// 1 if they are read, 0 if not.
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
    EVALUATION.with(|e| *e.borrow_mut() = Some(Evaluation::learned(eval)));
    1
}

/// Solves the Othello board of `len` bytes at `ptr` (an OBF board) as the
/// worker does; answers the nodes, or -1 for a board that does not read or
/// no weights.
///
/// # Safety
/// `ptr` must hold `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn solve(ptr: *const u8, len: usize) -> f64 {
    // SAFETY: the caller's promise.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let Ok(text) = std::str::from_utf8(bytes) else {
        return -1.0;
    };
    let Ok(position) = obf::parse(Variant::Othello, text) else {
        return -1.0;
    };
    EVALUATION.with(|e| {
        let Some(evaluation) = e.borrow().clone() else {
            return -1.0;
        };
        let mut table = Table::new(SOLVE_SLOTS_LOG2);
        let mut never = || false;
        let mut solver = Solver::new(&mut table, &mut never).with_evaluation(&evaluation);
        solver.solve(&position, false);
        solver.nodes as f64
    })
}
