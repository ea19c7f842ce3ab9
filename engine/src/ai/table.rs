//! The transposition table: a fixed number of slots, replaced by depth, keyed
//! by the full board (both bitboards and the supplies), so a hit is never a
//! collision. Each slot keeps a lower and an upper bound on the score, so
//! the null-window probes of MTD(f) and negascout, which fail high and low in
//! turn, add to what the slot knows instead of overwriting it.

/// What the table knows of a position searched to `depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The true score is at least this.
    pub lower: i32,
    /// The true score is at most this.
    pub upper: i32,
    pub depth: u8,
    /// The best or refuting move's square index, or 64 for none.
    pub best: u8,
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
#[derive(Clone, Copy, Default)]
#[repr(align(32))]
struct Slot {
    player: u64,
    opponent: u64,
    /// supplies (16 bits) | depth << 16 | best << 24 (bit 31: used)
    /// | lower << 32 | upper << 48
    data: u64,
}

const USED: u64 = 1 << 31;

impl Slot {
    #[inline]
    fn holds(&self, player: u64, opponent: u64, supplies: u16) -> bool {
        self.data & USED != 0
            && self.player == player
            && self.opponent == opponent
            && self.data as u16 == supplies
    }

    #[inline]
    fn entry(&self) -> Entry {
        let data = self.data;
        Entry {
            depth: (data >> 16) as u8,
            best: (data >> 24) as u8 & 0x7F,
            lower: i32::from((data >> 32) as u16 as i16),
            upper: i32::from((data >> 48) as u16 as i16),
        }
    }
}

pub struct Table {
    slots: Vec<Slot>,
}

/// Default size: 2^16 slots of 32 bytes, 2 MiB, small enough for a browser.
pub const DEFAULT_SLOTS_LOG2: u32 = 16;

impl Table {
    /// A table of 2^`slots_log2` slots (32 bytes each).
    pub fn new(slots_log2: u32) -> Table {
        let len = 1usize << slots_log2.clamp(4, 26);
        let mut slots = Vec::with_capacity(len);
        advise_huge_pages(slots.as_ptr(), len);
        slots.resize(len, Slot::default());
        Table { slots }
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
    }

    #[inline]
    fn index(&self, player: u64, opponent: u64, supplies: u16) -> usize {
        let hash = (player ^ u64::from(supplies).rotate_left(29))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(31);
        (hash >> 20) as usize & (self.slots.len() - 1)
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64, supplies: u16) -> Option<Entry> {
        let slot = &self.slots[self.index(player, opponent, supplies)];
        slot.holds(player, opponent, supplies).then(|| slot.entry())
    }

    /// Records that a search to `depth` within the window (alpha, beta)
    /// returned `score` (fail-soft): at or above beta it is a lower bound,
    /// at or below alpha an upper bound, in between exact. A result for the
    /// same position and depth narrows the bounds already there.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        player: u64,
        opponent: u64,
        supplies: u16,
        depth: u8,
        best: u8,
        score: i32,
        alpha: i32,
        beta: i32,
    ) {
        let (mut lower, mut upper) = if score >= beta {
            (score, NO_UPPER)
        } else if score <= alpha {
            (NO_LOWER, score)
        } else {
            (score, score)
        };
        let index = self.index(player, opponent, supplies);
        let slot = &mut self.slots[index];
        let mut best = best;
        if slot.holds(player, opponent, supplies) {
            let old = slot.entry();
            if old.depth > depth {
                return; // a deeper result of this position is worth more
            }
            if old.depth == depth {
                let (merged_lower, merged_upper) = (lower.max(old.lower), upper.min(old.upper));
                // Bounds that cross come from an unstable search: keep the new one.
                if merged_lower <= merged_upper {
                    (lower, upper) = (merged_lower, merged_upper);
                }
                if best >= 64 {
                    best = old.best;
                }
            }
        } else if slot.data & USED != 0 && (slot.data >> 16) as u8 > depth.saturating_add(2) {
            return; // keep a much deeper result of another position
        }
        let clamp = |v: i32| v.clamp(NO_LOWER, NO_UPPER) as i16 as u16 as u64;
        *slot = Slot {
            player,
            opponent,
            data: u64::from(supplies)
                | u64::from(depth) << 16
                | u64::from(best.min(127)) << 24
                | USED
                | clamp(lower) << 32
                | clamp(upper) << 48,
        };
    }
}

/// Asks Linux to back a large table with 2 MiB pages before its memory is
/// first touched: probes land all over the table, and with 4 KiB pages
/// nearly every one also misses the TLB. Only a hint; elsewhere a no-op.
#[cfg(target_os = "linux")]
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

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_slots: *const Slot, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_negative_scores() {
        let mut table = Table::new(8);
        table.store(1, 2, 3, 7, 19, -1234, -100, 100);
        let found = table.probe(1, 2, 3).unwrap();
        assert_eq!(
            (found.lower, found.upper, found.depth, found.best),
            (NO_LOWER, -1234, 7, 19)
        );
        assert!(table.probe(1, 2, 4).is_none());
        assert!(table.probe(2, 1, 3).is_none());
    }

    #[test]
    fn probes_that_fail_high_and_low_narrow_the_bounds() {
        let mut table = Table::new(8);
        table.store(5, 6, 0, 10, 3, 4, 3, 4); // fails high: at least 4
        table.store(5, 6, 0, 10, 64, 8, 8, 9); // fails low: at most 8
        let entry = table.probe(5, 6, 0).unwrap();
        assert_eq!((entry.lower, entry.upper, entry.best), (4, 8, 3));
        assert_eq!(entry.cut(0, 4), Some(4));
        assert_eq!(entry.cut(8, 12), Some(8));
        assert_eq!(entry.cut(5, 6), None);
        table.store(5, 6, 0, 10, 2, 6, 5, 7); // exact 6
        let entry = table.probe(5, 6, 0).unwrap();
        assert_eq!((entry.lower, entry.upper), (6, 6));
        assert_eq!(entry.cut(-64, 64), Some(6));
        // A deeper search replaces the bounds; a shallower one does not.
        table.store(5, 6, 0, 12, 9, -2, -3, -1);
        table.store(5, 6, 0, 11, 1, 30, -64, 64);
        let entry = table.probe(5, 6, 0).unwrap();
        assert_eq!((entry.lower, entry.upper, entry.depth), (-2, -2, 12));
    }
}
