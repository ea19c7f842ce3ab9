//! Playing levels as data: each sets a time budget per move (the strong
//! levels play by time), the deepest search, where the exact endgame
//! starts, and how much noise weakens the judgement of the weak ones.

use std::fmt;

use super::search::Limits;

/// One playing level of `LEVELS`; `limits` gives the search its limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to `LEVELS.len()`.
    pub number: u8,
    pub name: &'static str,
    /// Deepest midgame iteration in play; 60 where the time decides.
    pub depth: u32,
    /// Time per move in milliseconds: what the clock aims at
    /// (`Limits::time_ms`); a move is stopped at `longest_ms`.
    pub time_ms: u32,
    /// The depth of the level's fixed-depth form (`fixed_limits`), for
    /// tests that must replay exactly: the levels' depths before they
    /// played by time, shallower than their time reaches with ProbCut.
    pub fixed_depth: u32,
    /// Solve exactly from this many empty squares.
    pub exact_empties: u32,
    /// Noise added to each root move's value, in hundredths of a disc: the
    /// weak levels misjudge moves rather than play at random.
    pub randomness: i32,
}

/// Plays to the time budget: no depth limit but the board's.
const BY_TIME: u32 = 60;

/// The timed levels' budgets grow five- to sevenfold a level: what each
/// needs to beat the one below by 70 % at the top, where a doubling of the
/// time is worth less (docs/strength.md, "The levels against each other").
///
/// | # | name | depth | time | fixed depth | exact from | noise (discs) |
pub const LEVELS: [Level; 8] = [
    level(1, "Beginner", 1, 300, 1, 0, 800),
    level(2, "Novice", 2, 400, 2, 4, 400),
    level(3, "Casual", 3, 600, 3, 8, 200),
    level(4, "Club", 4, 1000, 4, 10, 80),
    level(5, "Strong", BY_TIME, 10, 6, 14, 0),
    level(6, "Expert", BY_TIME, 50, 8, 16, 0),
    level(7, "Master", BY_TIME, 300, 10, 18, 0),
    level(8, "Perfect", BY_TIME, 2000, 12, 20, 0),
];

const fn level(
    number: u8,
    name: &'static str,
    depth: u32,
    time_ms: u32,
    fixed_depth: u32,
    exact_empties: u32,
    randomness: i32,
) -> Level {
    Level {
        number,
        name,
        depth,
        time_ms,
        fixed_depth,
        exact_empties,
        randomness,
    }
}

impl Level {
    /// The level numbered `number` (1-based), if there is one.
    pub fn get(number: u8) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.number == number)
    }

    /// Search limits for this level as it plays; `seed` varies the noise
    /// between games.
    pub fn limits(&self, seed: u64) -> Limits {
        Limits {
            depth: self.depth,
            time_ms: Some(f64::from(self.time_ms)),
            nodes: None,
            exact_empties: self.exact_empties,
            randomness: self.randomness,
            seed,
            variety: None,
        }
    }

    /// The longest a move of this level takes: where the clock stops it.
    pub fn longest_ms(&self) -> f64 {
        super::timing::hard_ms(f64::from(self.time_ms))
    }

    /// The fixed-depth form: `fixed_depth` plies without a clock, so a move
    /// depends only on the position, the seed and the level.
    pub fn fixed_limits(&self, seed: u64) -> Limits {
        Limits {
            depth: self.fixed_depth,
            time_ms: None,
            ..self.limits(seed)
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
            assert!(pair[1].depth >= pair[0].depth);
            assert!(pair[1].fixed_depth > pair[0].fixed_depth);
            assert!(pair[1].time_ms >= pair[0].time_ms || pair[1].depth > pair[0].depth);
            assert!(pair[1].exact_empties >= pair[0].exact_empties);
            assert!(pair[1].randomness <= pair[0].randomness);
        }
        assert_eq!(LEVELS.last().unwrap().exact_empties, 20);
        // The top level answers within 3 s.
        assert!(LEVELS.iter().all(|l| l.longest_ms() <= 3000.0));
        assert_eq!(LEVELS.last().unwrap().longest_ms(), 3000.0);
    }
}
