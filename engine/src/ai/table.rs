//! The transposition table: a fixed number of slots, replaced by depth, keyed
//! by the full board (both bitboards and the supplies), so a hit is never a
//! collision.

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (every move failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    /// The best or refuting move's square index, or 64 for none.
    pub best: u8,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    player: u64,
    opponent: u64,
    /// supplies (16 bits) | depth << 16 | bound << 24 | best << 32 | score << 40
    data: u64,
    used: bool,
}

pub struct Table {
    slots: Vec<Slot>,
}

/// Default size: 2^16 slots of 32 bytes, 2 MiB, small enough for a browser.
pub const DEFAULT_SLOTS_LOG2: u32 = 16;

impl Table {
    /// A table of 2^`slots_log2` slots (32 bytes each).
    pub fn new(slots_log2: u32) -> Table {
        Table {
            slots: vec![Slot::default(); 1 << slots_log2.clamp(4, 26)],
        }
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
        if !slot.used
            || slot.player != player
            || slot.opponent != opponent
            || slot.data as u16 != supplies
        {
            return None;
        }
        let data = slot.data;
        Some(Entry {
            depth: (data >> 16) as u8,
            bound: match (data >> 24) as u8 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            best: (data >> 32) as u8,
            score: i32::from((data >> 40) as u16 as i16),
        })
    }

    #[inline]
    pub fn store(&mut self, player: u64, opponent: u64, supplies: u16, entry: Entry) {
        let index = self.index(player, opponent, supplies);
        let slot = &mut self.slots[index];
        let same = slot.used && slot.player == player && slot.opponent == opponent;
        if slot.used && !same && (slot.data >> 16) as u8 > entry.depth + 2 {
            return; // keep a much deeper result of another position
        }
        let bound = match entry.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        *slot = Slot {
            player,
            opponent,
            data: u64::from(supplies)
                | u64::from(entry.depth) << 16
                | bound << 24
                | u64::from(entry.best) << 32
                | u64::from(entry.score as i16 as u16) << 40,
            used: true,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_negative_scores() {
        let mut table = Table::new(8);
        let entry = Entry {
            score: -1234,
            depth: 7,
            bound: Bound::Upper,
            best: 19,
        };
        table.store(1, 2, 3, entry);
        let found = table.probe(1, 2, 3).unwrap();
        assert_eq!(
            (found.score, found.depth, found.bound, found.best),
            (-1234, 7, Bound::Upper, 19)
        );
        assert!(table.probe(1, 2, 4).is_none());
        assert!(table.probe(2, 1, 3).is_none());
    }
}
