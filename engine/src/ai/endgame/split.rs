//! Young Brothers Wait: once a node's first child is searched without a
//! cut, idle helper threads join in and the remaining children are shared
//! through an atomic index; a child that cuts stops its siblings. Only
//! null-window nodes with many empties split (every node of an MTD(f)
//! probe has a null window), so the threads never need to share a
//! changing alpha. Each thread has its own `Solver`; the table is shared.

use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Arc;
use std::time::Duration;

use super::board::SolverBoard;
use super::ordering::ScoredMove;
use super::Solver;
use crate::Square;

/// From this many empties a node's children may be shared: below, a
/// thread's start costs more than the subtree it would take.
const SPLIT_MIN_EMPTIES: u32 = 16;
/// How often a thread waiting for its helpers looks at the stop flag.
const WAIT_POLL: Duration = Duration::from_millis(1);

/// The helper threads a solve may still start. A thread that waits for
/// its helpers gives its place back meanwhile, so that the subtrees still
/// at work can split again; taking it back may briefly go below zero.
pub(super) struct Threads {
    idle: AtomicIsize,
    /// The threads at work now (not waiting for helpers).
    working: AtomicUsize,
    /// Of the samples every few thousand nodes, how many found more than
    /// one thread at work: how parallel the search was, whatever the load.
    samples: AtomicU64,
    parallel_samples: AtomicU64,
}

impl Threads {
    /// `None` for a single thread: the solver then never splits.
    pub fn new(threads: usize) -> Option<Arc<Threads>> {
        (threads > 1).then(|| {
            Arc::new(Threads {
                idle: AtomicIsize::new(threads as isize - 1),
                working: AtomicUsize::new(1),
                samples: AtomicU64::new(0),
                parallel_samples: AtomicU64::new(0),
            })
        })
    }

    /// Counts a sample of the threads at work.
    #[inline]
    pub fn sample(&self) {
        self.samples.fetch_add(1, Relaxed);
        if self.working.load(Relaxed) > 1 {
            self.parallel_samples.fetch_add(1, Relaxed);
        }
    }

    /// The share of the samples that found more than one thread at work.
    pub fn parallel_share(&self) -> f64 {
        let samples = self.samples.load(Relaxed).max(1);
        self.parallel_samples.load(Relaxed) as f64 / samples as f64
    }

    /// Takes up to `wanted` idle threads; returns how many it took.
    fn take(&self, wanted: usize) -> usize {
        let mut taken = 0;
        while taken < wanted
            && self
                .idle
                .fetch_update(Relaxed, Relaxed, |n| (n > 0).then_some(n - 1))
                .is_ok()
        {
            taken += 1;
        }
        taken
    }
}

impl Solver<'_> {
    /// Whether a node with `empties` empties searched with the window
    /// (`alpha`, `beta`) may share its children with helper threads: the
    /// cheap test the search makes once per node before `try_split`. A
    /// null window stays so until the node cuts, so it holds for all its
    /// children.
    #[inline]
    pub(super) fn may_split(&self, empties: u32, alpha: i32, beta: i32) -> bool {
        self.threads.is_some() && empties >= SPLIT_MIN_EMPTIES && beta == alpha + 1
    }

    /// Searches the children of `board` from `from` on in the move list `at`
    /// with helper threads, if the node is worth it and threads are idle:
    /// returns the best score (fail-soft) and its move, counting the
    /// caller's best `so_far`, or `None` when the caller is to go on alone.
    #[inline(never)]
    pub(super) fn try_split<B: SolverBoard>(
        &mut self,
        board: &B,
        at: usize,
        from: usize,
        (alpha, beta): (i32, i32),
        empties: u32,
        so_far: (i32, Option<Square>),
    ) -> Option<(i32, Option<Square>)> {
        let threads = self.threads.clone()?;
        let left = self.lists[at].len().saturating_sub(from);
        // Young brothers wait: the first child is searched alone.
        if from == 0 || empties < SPLIT_MIN_EMPTIES || beta != alpha + 1 || left < 2 || self.stopped
        {
            return None;
        }
        let helpers = threads.take(left - 1);
        if helpers == 0 {
            return None;
        }
        let moves: Vec<ScoredMove> = (from..from + left).map(|i| self.lists[at].get(i)).collect();
        let next = AtomicUsize::new(0);
        let cut = Arc::new(AtomicBool::new(false));
        let mut chain = self.cancel.clone();
        chain.push(cut.clone());
        let (table, guide, endcut) = (self.table, self.guide, self.endcut);
        let work = Work {
            board: *board,
            moves: &moves,
            next: &next,
            cut: &cut,
            alpha,
            empties,
        };
        let mut best = so_far;
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..helpers)
                .map(|_| {
                    let (chain, threads, work) = (chain.clone(), threads.clone(), &work);
                    threads.working.fetch_add(1, Relaxed);
                    scope.spawn(move || {
                        let mut never = || false;
                        let mut helper = Solver::sharing(table, &mut never, guide);
                        helper.cancel = chain;
                        helper.endcut = endcut;
                        helper.threads = Some(threads.clone());
                        let found = helper.take_children(work);
                        threads.idle.fetch_add(1, Relaxed);
                        threads.working.fetch_sub(1, Relaxed);
                        (found, helper.nodes)
                    })
                })
                .collect();
            self.cancel.push(cut.clone());
            let mine = self.take_children(&work);
            if mine.0 > best.0 {
                best = mine;
            }
            self.cancel.pop();
            threads.idle.fetch_add(1, Relaxed);
            threads.working.fetch_sub(1, Relaxed);
            // Wait for the helpers, still answering the stop flag.
            while !handles.iter().all(|h| h.is_finished()) {
                if self.halted || self.check_halt() {
                    self.stopped = true;
                    cut.store(true, Relaxed);
                }
                std::thread::park_timeout(WAIT_POLL);
            }
            for handle in handles {
                // A helper's panic is the solver's own bug: pass it on.
                let (found, nodes) = handle
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
                self.nodes += nodes;
                if found.0 > best.0 {
                    best = found;
                }
            }
        });
        threads.idle.fetch_sub(1, Relaxed);
        threads.working.fetch_add(1, Relaxed);
        // Stopped by this node's own cut, the search goes on above it.
        if self.stopped && !self.halted && !self.cancelled() {
            self.stopped = false;
        }
        Some(best)
    }

    /// Takes the shared node's next child until none is left or one cuts.
    fn take_children<B: SolverBoard>(&mut self, work: &Work<B>) -> (i32, Option<Square>) {
        let beta = work.alpha + 1;
        let mut best = (i32::MIN, None);
        while !work.cut.load(Relaxed) && !self.stopped {
            let Some(&ScoredMove {
                square,
                flipped,
                replies,
                ..
            }) = work.moves.get(work.next.fetch_add(1, Relaxed))
            else {
                break;
            };
            let child = work.board.play(square, flipped);
            let score =
                self.search_child(&child, replies, work.alpha, beta, work.empties - 1, false);
            if self.stopped {
                break; // the score of an unfinished search means nothing
            }
            if score > best.0 {
                best = (score, Square::new(square));
            }
            if score >= beta {
                work.cut.store(true, Relaxed);
                break;
            }
        }
        if self.halted {
            work.cut.store(true, Relaxed);
        }
        best
    }
}

/// A node whose children threads share.
struct Work<'w, B> {
    board: B,
    moves: &'w [ScoredMove],
    next: &'w AtomicUsize,
    /// Set by the child that cuts, or by a halt.
    cut: &'w AtomicBool,
    /// The null window (alpha, alpha + 1).
    alpha: i32,
    empties: u32,
}
