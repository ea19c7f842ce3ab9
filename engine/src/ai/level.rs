//! Playing levels as data: each sets a search depth, a time budget, where the
//! exact endgame starts, and how much noise weakens the choice of move.

use std::fmt;

use super::search::Limits;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to `LEVELS.len()`.
    pub number: u8,
    pub name: &'static str,
    /// Deepest midgame iteration.
    pub depth: u32,
    /// Time budget per move in milliseconds.
    pub time_ms: u32,
    /// Solve exactly from this many empty squares.
    pub exact_empties: u32,
    /// Noise added to each root move, in hundredths of a disc.
    pub randomness: i32,
}

/// | # | name | depth | time | exact from | noise (discs) |
pub const LEVELS: [Level; 8] = [
    level(1, "Beginner", 1, 300, 0, 800),
    level(2, "Novice", 2, 400, 4, 400),
    level(3, "Casual", 3, 600, 8, 200),
    level(4, "Club", 4, 1000, 10, 80),
    level(5, "Strong", 6, 1500, 14, 0),
    level(6, "Expert", 8, 3000, 16, 0),
    level(7, "Master", 10, 6000, 18, 0),
    level(8, "Perfect", 12, 30000, 20, 0),
];

const fn level(
    number: u8,
    name: &'static str,
    depth: u32,
    time_ms: u32,
    exact_empties: u32,
    randomness: i32,
) -> Level {
    Level {
        number,
        name,
        depth,
        time_ms,
        exact_empties,
        randomness,
    }
}

impl Level {
    /// The level numbered `number` (1-based), if there is one.
    pub fn get(number: u8) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.number == number)
    }

    /// Search limits for this level; `seed` varies the noise between games.
    pub fn limits(&self, seed: u64) -> Limits {
        Limits {
            depth: self.depth,
            time_ms: Some(f64::from(self.time_ms)),
            nodes: None,
            exact_empties: self.exact_empties,
            randomness: self.randomness,
            seed,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number, self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        for pair in LEVELS.windows(2) {
            assert_eq!(pair[1].number, pair[0].number + 1);
            assert!(pair[1].depth > pair[0].depth);
            assert!(pair[1].exact_empties >= pair[0].exact_empties);
            assert!(pair[1].randomness <= pair[0].randomness);
        }
        assert_eq!(LEVELS.last().unwrap().exact_empties, 20);
    }
}
