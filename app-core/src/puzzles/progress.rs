//! The puzzles solved on this device and the streak, kept under their own
//! localStorage key by the same rules as the saved game (`crate::save`):
//! the first line names the format's version, every version ever written
//! keeps its reader, and text this version cannot read (a newer version's,
//! or damaged) is refused as a whole and kept aside before anything is
//! written over it.
//!
//! ```text
//! reversi-puzzles 1
//! solved C2-041 O1-003
//! streak 2 best 5
//! ```
//!
//! The streak counts the puzzles solved in a row at the first try; a
//! failed try ends it. Ids the catalogue no longer has are kept as they are.

use crate::save::SaveError;

/// The localStorage key.
pub const STORAGE_KEY: &str = "reversi.puzzles";
/// The version this app writes.
pub const VERSION: u32 = 1;
const MAGIC: &str = "reversi-puzzles";

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    /// The ids of the puzzles solved, in the order first solved.
    solved: Vec<String>,
    pub streak: u32,
    pub best: u32,
}

impl Progress {
    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.iter().any(|s| s == id)
    }

    pub fn solved_count(&self) -> usize {
        self.solved.len()
    }

    /// A solve: at the first try it adds to the streak.
    pub fn solved(&mut self, id: &str, first_try: bool) {
        if !self.is_solved(id) {
            self.solved.push(id.to_string());
        }
        if first_try {
            self.streak += 1;
            self.best = self.best.max(self.streak);
        }
    }

    /// A failed try ends the streak.
    pub fn failed(&mut self) {
        self.streak = 0;
    }

    pub fn write(&self) -> String {
        format!(
            "{MAGIC} {VERSION}\nsolved {}\nstreak {} best {}\n",
            self.solved.join(" "),
            self.streak,
            self.best
        )
    }

    /// The progress in `text`, in any version this app ever wrote.
    pub fn read(text: &str) -> Result<Progress, SaveError> {
        let damaged = |why: &str| SaveError::Damaged(why.to_string());
        let mut lines = text.lines();
        let version = lines
            .next()
            .and_then(|line| line.strip_prefix(MAGIC))
            .and_then(|rest| rest.trim().parse::<u32>().ok())
            .ok_or_else(|| damaged("not the puzzles' progress"))?;
        if version > VERSION {
            return Err(SaveError::Newer(version));
        }
        let mut progress = Progress::default();
        let (mut solved, mut streak) = (false, false);
        for line in lines.filter(|l| !l.trim().is_empty()) {
            let mut words = line.split_whitespace();
            match words.next() {
                Some("solved") if !solved => {
                    solved = true;
                    for id in words {
                        if id.len() > 16
                            || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                        {
                            return Err(damaged("a solved puzzle's id"));
                        }
                        if !progress.is_solved(id) {
                            progress.solved.push(id.to_string());
                        }
                    }
                }
                Some("streak") if !streak => {
                    streak = true;
                    let numbers: Vec<&str> = words.collect();
                    let [now, "best", best] = numbers[..] else {
                        return Err(damaged("the streak line"));
                    };
                    progress.streak = now.parse().map_err(|_| damaged("the streak"))?;
                    progress.best = best.parse().map_err(|_| damaged("the best streak"))?;
                }
                _ => return Err(damaged("an unknown line")),
            }
        }
        if !(solved && streak) || progress.best < progress.streak {
            return Err(damaged("a missing or impossible line"));
        }
        Ok(progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_streaks() {
        let mut progress = Progress::default();
        progress.solved("C2-041", true);
        progress.solved("O1-003", true);
        progress.failed();
        progress.solved("F3-010", false);
        progress.solved("C2-041", true);
        assert_eq!(progress.solved_count(), 3);
        assert_eq!((progress.streak, progress.best), (1, 2));
        let text = progress.write();
        assert_eq!(
            text,
            "reversi-puzzles 1\nsolved C2-041 O1-003 F3-010\nstreak 1 best 2\n"
        );
        assert_eq!(Progress::read(&text), Ok(progress));
    }

    #[test]
    fn every_version_written_is_read() {
        let fixture = include_str!("../../tests/fixtures/puzzles-v1.txt");
        let progress = Progress::read(fixture).unwrap();
        assert!(progress.is_solved("C1-001") && progress.is_solved("O5-120"));
        assert_eq!((progress.streak, progress.best), (0, 3));
    }

    #[test]
    fn newer_or_damaged_text_is_refused() {
        assert_eq!(
            Progress::read("reversi-puzzles 2\nsolved\nstreak 0 best 0\n"),
            Err(SaveError::Newer(2))
        );
        for text in [
            "",
            "reversi-save 1",
            "reversi-puzzles 1\nsolved C1-001\n",
            "reversi-puzzles 1\nsolved C1-001\nstreak 3 best 2\n",
            "reversi-puzzles 1\nsolved <b>\nstreak 0 best 0\n",
            "reversi-puzzles 1\nsolved\nstreak x best 0\n",
            "reversi-puzzles 1\nsolved\nstreak 0 best 0\nmore\n",
        ] {
            assert!(
                matches!(Progress::read(text), Err(SaveError::Damaged(_))),
                "{text:?}"
            );
        }
    }
}
