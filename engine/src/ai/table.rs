//! The transposition table: a fixed number of slots, replaced by depth, keyed
//! by the full board (both bitboards and the supplies), so a hit is never a
//! collision. Each slot keeps a lower and an upper bound on the score, so
//! the null-window probes of MTD(f) and negascout, which fail high and low in
//! turn, add to what the slot knows instead of overwriting it.
//!
//! Threads share one table without locks: a slot is three relaxed atomic
//! words (plain loads and stores on x86), the two key words stored XOR-ed
//! with the data word, so a slot torn by two writers reads as a miss.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use crate::position::Position;
use crate::Square;

/// What a slot is found by: the whole position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Key {
    /// The side to move's discs.
    pub player: u64,
    pub opponent: u64,
    /// What the bitboards leave out (`Position::table_key`).
    pub supplies: u16,
}

impl Key {
    #[inline]
    pub fn of(position: &Position) -> Key {
        Key {
            player: position.player(),
            opponent: position.opponent(),
            supplies: position.table_key(),
        }
    }
}

/// A search's result, for `Table::store`: searched to `depth` within the
/// window (`alpha`, `beta`), it returned `score` (fail-soft), with `best`
/// the best or refuting move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Searched {
    pub depth: u8,
    pub best: Option<Square>,
    pub score: i32,
    pub alpha: i32,
    pub beta: i32,
}

/// What the table knows of a position searched to `depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The true score is at least this.
    pub lower: i32,
    /// The true score is at most this.
    pub upper: i32,
    pub depth: u8,
    /// The best or refuting move.
    pub best: Option<Square>,
}

impl Entry {
    /// The score, if the bounds settle the window (alpha, beta) without a
    /// search.
    #[inline]
    pub fn cut(&self, alpha: i32, beta: i32) -> Option<i32> {
        if self.lower >= beta || self.lower == self.upper {
            Some(self.lower)
        } else if self.upper <= alpha {
            Some(self.upper)
        } else {
            None
        }
    }
}

/// Bounds are stored as i16; these stand for "no bound".
const NO_LOWER: i32 = i16::MIN as i32;
const NO_UPPER: i32 = i16::MAX as i32;

/// 24 bytes of data padded to 32, so that no slot straddles two cache
/// lines (measured: about 4% faster endgame solves than 24-byte slots).
#[derive(Default)]
#[repr(align(32))]
struct Slot {
    /// The side to move's discs XOR `data`.
    player: AtomicU64,
    /// The opponent's discs XOR `data`.
    opponent: AtomicU64,
    /// supplies (16 bits) | depth << 16 | best << 24 (bit 31: used)
    /// | lower << 32 | upper << 48
    data: AtomicU64,
}

const USED: u64 = 1 << 31;
/// The 7-bit move field's value for no move.
const NO_MOVE: u8 = 64;

impl Slot {
    /// The slot's data word if it holds `key`, read consistently.
    #[inline]
    fn read(&self, key: Key) -> Option<u64> {
        let data = self.data.load(Relaxed);
        let holds = data & USED != 0
            && self.player.load(Relaxed) ^ data == key.player
            && self.opponent.load(Relaxed) ^ data == key.opponent
            && data as u16 == key.supplies;
        holds.then_some(data)
    }

    #[inline]
    fn write(&self, key: Key, data: u64) {
        self.player.store(key.player ^ data, Relaxed);
        self.opponent.store(key.opponent ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

#[inline]
fn entry(data: u64) -> Entry {
    Entry {
        depth: (data >> 16) as u8,
        best: Square::new((data >> 24) as u8 & 0x7F),
        lower: i32::from((data >> 32) as u16 as i16),
        upper: i32::from((data >> 48) as u16 as i16),
    }
}

/// The transposition table a `Solver` (and each `Engine`) searches with:
/// make one with `Table::new` and lend it to the solver.
pub struct Table {
    slots: Vec<Slot>,
}

/// Default size: 2^16 slots of 32 bytes, 2 MiB, small enough for a browser.
pub(crate) const DEFAULT_SLOTS_LOG2: u32 = 16;
/// The exact solver's size for the command line and the benchmarks, in
/// the worker too (so both search the same tree): 2^21 slots, 64 MiB
/// (larger measured slower: more cache and TLB misses).
pub const SOLVE_SLOTS_LOG2: u32 = 21;

impl Table {
    /// A table of 2^`slots_log2` slots (32 bytes each).
    pub fn new(slots_log2: u32) -> Table {
        let len = 1usize << slots_log2.clamp(4, 26);
        let mut slots = Vec::with_capacity(len);
        advise_huge_pages(slots.as_ptr(), len);
        slots.resize_with(len, Slot::default);
        Table { slots }
    }

    pub fn clear(&mut self) {
        for slot in &mut self.slots {
            *slot = Slot::default();
        }
    }

    #[inline]
    fn index(&self, key: Key) -> usize {
        let hash = (key.player ^ u64::from(key.supplies).rotate_left(29))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ key
                .opponent
                .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
                .rotate_left(31);
        (hash >> 20) as usize & (self.slots.len() - 1)
    }

    /// Asks the processor to fetch `key`'s slot into the cache now, so
    /// that a probe soon after finds it there instead of waiting on memory
    /// (the table is far larger than the caches). Changes nothing else.
    /// x86-64 only, and not in the `portable` build, which stands for what
    /// wasm can do (wasm has no prefetch).
    #[inline]
    pub(crate) fn prefetch(&self, key: Key) {
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        {
            let slot: *const Slot = &self.slots[self.index(key)];
            // SAFETY: a prefetch is only a hint: it reads nothing the
            // program sees and cannot fault, and the pointer is valid.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    slot.cast::<i8>(),
                );
            }
        }
        #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
        let _ = key;
    }

    #[inline]
    pub(crate) fn probe(&self, key: Key) -> Option<Entry> {
        self.slots[self.index(key)].read(key).map(entry)
    }

    /// Records a search's result: a score at or above beta is a lower
    /// bound, at or below alpha an upper bound, in between exact. A result
    /// for the same position and depth narrows the bounds already there.
    /// Two threads storing into one slot at once lose one of the results.
    #[inline]
    pub(crate) fn store(&self, key: Key, searched: Searched) {
        let Searched {
            depth,
            best,
            score,
            alpha,
            beta,
        } = searched;
        let (mut lower, mut upper) = if score >= beta {
            (score, NO_UPPER)
        } else if score <= alpha {
            (NO_LOWER, score)
        } else {
            (score, score)
        };
        let index = self.index(key);
        let slot = &self.slots[index];
        let mut best = best;
        if let Some(old) = slot.read(key) {
            let old = entry(old);
            if old.depth > depth {
                return; // a deeper result of this position is worth more
            }
            if old.depth == depth {
                let (merged_lower, merged_upper) = (lower.max(old.lower), upper.min(old.upper));
                // Bounds that cross come from an unstable search: keep the new one.
                if merged_lower <= merged_upper {
                    (lower, upper) = (merged_lower, merged_upper);
                }
                best = best.or(old.best);
            }
        } else {
            let data = slot.data.load(Relaxed);
            if data & USED != 0 && (data >> 16) as u8 > depth.saturating_add(2) {
                return; // keep a much deeper result of another position
            }
        }
        let clamp = |v: i32| v.clamp(NO_LOWER, NO_UPPER) as i16 as u16 as u64;
        let data = u64::from(key.supplies)
            | u64::from(depth) << 16
            | u64::from(best.map_or(NO_MOVE, Square::index)) << 24
            | USED
            | clamp(lower) << 32
            | clamp(upper) << 48;
        slot.write(key, data);
    }
}

/// Asks Linux to back a large table with 2 MiB pages before its memory is
/// first touched: probes land all over the table, and with 4 KiB pages
/// nearly every one also misses the TLB. Only a hint; elsewhere a no-op,
/// and in the `portable` build, as in wasm, which cannot ask for them.
#[cfg(all(target_os = "linux", not(feature = "portable")))]
fn advise_huge_pages(slots: *const Slot, len: usize) {
    const MADV_HUGEPAGE: i32 = 14;
    const PAGE: usize = 4096;
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, length: usize, advice: i32) -> i32;
    }
    let bytes = len * std::mem::size_of::<Slot>();
    if bytes < (4 << 20) {
        return;
    }
    // madvise wants a page-aligned start.
    let start = slots as usize;
    let aligned = start.next_multiple_of(PAGE);
    let length = (start + bytes - aligned) / PAGE * PAGE;
    // SAFETY: the range lies inside the allocation of `len` slots; MADV_HUGEPAGE
    // changes how the kernel backs it, never its contents. The result is
    // ignored: without huge pages the table only runs slower.
    unsafe {
        madvise(aligned as *mut std::ffi::c_void, length, MADV_HUGEPAGE);
    }
}

#[cfg(not(all(target_os = "linux", not(feature = "portable"))))]
fn advise_huge_pages(_slots: *const Slot, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(player: u64, opponent: u64, supplies: u16) -> Key {
        Key {
            player,
            opponent,
            supplies,
        }
    }

    fn searched(depth: u8, best: u8, score: i32, alpha: i32, beta: i32) -> Searched {
        Searched {
            depth,
            best: Square::new(best),
            score,
            alpha,
            beta,
        }
    }

    #[test]
    fn stores_and_finds_negative_scores() {
        let table = Table::new(8);
        table.store(key(1, 2, 3), searched(7, 19, -1234, -100, 100));
        let found = table.probe(key(1, 2, 3)).unwrap();
        assert_eq!(
            (found.lower, found.upper, found.depth, found.best),
            (NO_LOWER, -1234, 7, Square::new(19))
        );
        assert!(table.probe(key(1, 2, 4)).is_none());
        assert!(table.probe(key(2, 1, 3)).is_none());
    }

    #[test]
    fn probes_that_fail_high_and_low_narrow_the_bounds() {
        let table = Table::new(8);
        let k = key(5, 6, 0);
        table.store(k, searched(10, 3, 4, 3, 4)); // fails high: at least 4
        table.store(k, searched(10, 64, 8, 8, 9)); // fails low: at most 8, no move
        let entry = table.probe(k).unwrap();
        assert_eq!(
            (entry.lower, entry.upper, entry.best),
            (4, 8, Square::new(3))
        );
        assert_eq!(entry.cut(0, 4), Some(4));
        assert_eq!(entry.cut(8, 12), Some(8));
        assert_eq!(entry.cut(5, 6), None);
        table.store(k, searched(10, 2, 6, 5, 7)); // exact 6
        let entry = table.probe(k).unwrap();
        assert_eq!((entry.lower, entry.upper), (6, 6));
        assert_eq!(entry.cut(-64, 64), Some(6));
        // A deeper search replaces the bounds; a shallower one does not.
        table.store(k, searched(12, 9, -2, -3, -1));
        table.store(k, searched(11, 1, 30, -64, 64));
        let entry = table.probe(k).unwrap();
        assert_eq!((entry.lower, entry.upper, entry.depth), (-2, -2, 12));
    }

    #[test]
    fn threads_writing_one_slot_never_read_another_positions_data() {
        // 16 slots and many keys: the writers overwrite each other's slots
        // all the time; a reader must find each key's own score or nothing.
        let table = Table::new(4);
        let score_of = |k: u64| (k % 61) as i32 - 30;
        let key_of = |k: u64| key(k.wrapping_mul(0x9E37_79B9_7F4A_7C15), !k, k as u16);
        std::thread::scope(|scope| {
            let writers: Vec<_> = (0..2u64)
                .map(|writer| {
                    let table = &table;
                    scope.spawn(move || {
                        for round in 0..20_000u64 {
                            let k = (round * 2 + writer) % 500;
                            table.store(key_of(k), searched(10, 5, score_of(k), -64, 64));
                        }
                    })
                })
                .collect();
            let mut hits = 0;
            let mut check = |k: u64| {
                if let Some(entry) = table.probe(key_of(k)) {
                    hits += 1;
                    assert_eq!((entry.lower, entry.upper), (score_of(k), score_of(k)));
                }
            };
            let mut round = 0;
            while !writers.iter().all(|w| w.is_finished()) {
                check(round % 500);
                round += 1;
            }
            (0..500).for_each(&mut check);
            assert!(hits > 0);
        });
    }
}
