//! The training corpus's game records (`docs/corpus.md`): one chunk file of
//! games a line, each with its exact values from the first exactly solved
//! position on and the deep search's scores before it. Written by
//! `examples/corpus.rs`, read by it and by `examples/train.rs --corpus`.
//!
//! ```text
//! # reversi-corpus 1 variant=othello seed=1 chunk=0 games=20 ...
//! <transcript> <E> <exact values> <search scores>
//! ```
//!
//! - the transcript from the variant's start (classic and free: the four
//!   centre placements included; passes are not written, as in
//!   `format::transcript`);
//! - `E`: the empty squares at the first exactly solved position (or at the
//!   end, if the game ended before any solve);
//! - the exact final disc difference with best play from there, for black,
//!   at every position from that one to the end of the game (the last is the
//!   game's own result), comma-separated;
//! - the rounded depth-d scores (discs, for black) of the searched
//!   positions just before the first solved one, comma-separated, `-` for
//!   none.
#![allow(dead_code)] // train.rs reads records, corpus.rs also writes them

use reversi_engine::transcript::{parse, replay_from, write};
use reversi_engine::{Color, Move, Position, Square, Variant};
use std::path::{Path, PathBuf};

/// The first words of every chunk's header line.
pub const MAGIC: &str = "# reversi-corpus 1";

/// One game in this many is held out (`Record::held_out`).
pub const HELD_OUT_ONE_IN: u64 = 20;

/// One game with its labels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Every placement from the variant's start.
    pub moves: Vec<Square>,
    /// Empty squares at the first exactly valued position.
    pub solved_empties: u32,
    /// Black's exact final disc difference with best play from each
    /// position from the first solved one to the end (inclusive).
    pub exact: Vec<i32>,
    /// Black's rounded search scores at the positions just before the first
    /// solved one (the last belongs to the position before it).
    pub searched: Vec<i32>,
}

/// One labelled position taken from a record.
#[derive(Clone, Copy, Debug)]
pub struct Labelled {
    /// Placements played before it (its transcript is the record's first
    /// `index` moves).
    pub index: usize,
    /// The side to move has a placement here (a pass owed was played).
    pub position: Position,
    /// Final disc difference for the side to move: exact when `exact`, else
    /// the exact value of the game's first solved position.
    pub value: i32,
    pub exact: bool,
    /// The deep search's score for the side to move, in discs, if stored.
    pub searched: Option<i32>,
}

/// Empty squares at the variant's start (Othello begins with four discs).
pub fn start_empties(variant: Variant) -> u32 {
    Position::new(variant).empty_count()
}

/// A value for the side to move of `position`, from black's.
pub fn for_black(position: &Position, value: i32) -> i32 {
    if position.side_to_move() == Color::Black {
        value
    } else {
        -value
    }
}

fn list(values: &[i32]) -> String {
    if values.is_empty() {
        return "-".into();
    }
    let text: Vec<String> = values.iter().map(i32::to_string).collect();
    text.join(",")
}

fn parse_list(text: &str, what: &str) -> Result<Vec<i32>, String> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|v| {
            v.parse::<i32>()
                .ok()
                .filter(|v| (-64..=64).contains(v))
                .ok_or(format!("{what}: '{v}' is not a disc difference"))
        })
        .collect()
}

impl Record {
    /// The record's line (without the newline).
    pub fn line(&self) -> String {
        format!(
            "{} {} {} {}",
            write(&self.moves),
            self.solved_empties,
            list(&self.exact),
            list(&self.searched)
        )
    }

    /// Reads a line and checks it against the rules of `variant`: legal
    /// moves, a finished game, as many exact values as positions from the
    /// solved one on, the last one the game's result.
    pub fn parse(variant: Variant, line: &str) -> Result<Record, String> {
        let fields: Vec<&str> = line.split(' ').collect();
        let [moves, empties, exact, searched] = fields[..] else {
            return Err(format!("{} fields, expected 4", fields.len()));
        };
        let moves = parse(moves).map_err(|e| e.to_string())?;
        let solved_empties: u32 = empties
            .parse()
            .map_err(|_| format!("'{empties}' is not a number of empties"))?;
        let record = Record {
            moves,
            solved_empties,
            exact: parse_list(exact, "exact values")?,
            searched: parse_list(searched, "search scores")?,
        };
        record.check(variant)?;
        Ok(record)
    }

    /// The index (placements played) of the first solved position.
    pub fn solved_index(&self, variant: Variant) -> Option<usize> {
        (start_empties(variant) as usize).checked_sub(self.solved_empties as usize)
    }

    /// Every position of the game from its start: after 0, 1, … placements,
    /// each with a pass owed already played (so the side to move has a
    /// placement, except at the end).
    pub fn positions(&self, variant: Variant) -> Result<Vec<Position>, String> {
        let start = Position::new(variant);
        let after = replay_from(start, &self.moves).map_err(|e| e.to_string())?;
        Ok(std::iter::once(start)
            .chain(after)
            .map(|p| {
                if p.must_pass() {
                    p.play_unchecked(Move::Pass)
                } else {
                    p
                }
            })
            .collect())
    }

    fn check(&self, variant: Variant) -> Result<(), String> {
        let positions = self.positions(variant)?;
        let last = positions[positions.len() - 1];
        if !last.is_over() {
            return Err("the game is not finished".into());
        }
        let solved = self
            .solved_index(variant)
            .filter(|&k| k <= self.moves.len())
            .ok_or(format!(
                "{} empties is not a position of this game",
                self.solved_empties
            ))?;
        let expected = self.moves.len() - solved + 1;
        if self.exact.len() != expected {
            return Err(format!(
                "{} exact values, expected {expected} (positions from {} empties to the end)",
                self.exact.len(),
                self.solved_empties
            ));
        }
        if self.exact.last() != Some(&for_black(&last, last.final_difference())) {
            return Err("the last exact value is not the game's result".into());
        }
        if self.searched.len() > solved {
            return Err(format!(
                "{} search scores before position {solved}",
                self.searched.len()
            ));
        }
        Ok(())
    }

    /// The labelled positions: those from the first searched one on (the
    /// opening's are left out), the game over excluded.
    pub fn labelled(&self, variant: Variant) -> Result<Vec<Labelled>, String> {
        let positions = self.positions(variant)?;
        let solved = self.solved_index(variant).ok_or("bad empties")?;
        let first = solved - self.searched.len().min(solved);
        let game_value = self.exact[0];
        let mut out = Vec::new();
        for (index, position) in positions.iter().enumerate().take(self.moves.len()) {
            if index < first {
                continue;
            }
            let (black, exact) = if index >= solved {
                (self.exact[index - solved], true)
            } else {
                (game_value, false)
            };
            let searched =
                (index < solved).then(|| for_black(position, self.searched[index - first]));
            out.push(Labelled {
                index,
                position: *position,
                value: for_black(position, black),
                exact,
                searched,
            });
        }
        Ok(out)
    }

    /// Whether the game is held out of the fitting (one in
    /// `HELD_OUT_ONE_IN`, by `hash`): `train.rs` scores weights on these
    /// games, `heldout.rs` takes its deep-labelled positions from them.
    pub fn held_out(&self) -> bool {
        self.hash().is_multiple_of(HELD_OUT_ONE_IN)
    }

    /// A hash of the moves, for a held-out split that does not depend on
    /// where or when a game was played: FNV-1a of the transcript, then
    /// splitmix64's finaliser (FNV's low bits depend only on the low bits
    /// of the characters, nearly the same multiset in every game).
    pub fn hash(&self) -> u64 {
        let mut z = fnv(write(&self.moves).as_bytes());
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// FNV-1a, 64 bits.
pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The hash (`fnv`) of ProbCut's fitted lines, `a`, `b` and `sigma` of
/// every fit as little-endian bits, as headers write it (`fnv:…`):
/// searched scores and moves depend on them as well as on the weights.
pub fn probcut_fits_hash() -> String {
    let bytes: Vec<u8> = reversi_engine::training::probcut::FITS
        .iter()
        .flatten()
        .flat_map(|fit| [fit.a, fit.b, fit.sigma])
        .flat_map(f32::to_le_bytes)
        .collect();
    format!("fnv:{:016x}", fnv(&bytes))
}

/// A chunk's header: its settings as `key=value` words after `MAGIC`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub settings: Vec<(String, String)>,
}

impl Header {
    pub fn line(&self) -> String {
        self.line_after(MAGIC)
    }

    /// The header line of another file of `key=value` settings (the
    /// deep-labelled held-out set's), whose first words are `magic`.
    pub fn line_after(&self, magic: &str) -> String {
        let words: Vec<String> = self
            .settings
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        format!("{magic} {}", words.join(" "))
    }

    pub fn parse(line: &str) -> Result<Header, String> {
        Header::parse_after(MAGIC, "corpus", line)
    }

    /// Reads a header line written by `line_after(magic)`; `what` names
    /// the file's kind in the error.
    pub fn parse_after(magic: &str, what: &str, line: &str) -> Result<Header, String> {
        let rest = line
            .strip_prefix(magic)
            .filter(|r| r.is_empty() || r.starts_with(' '))
            .ok_or(format!("not a {what} header ('{magic} ...')"))?;
        let settings = rest
            .split_whitespace()
            .map(|word| {
                word.split_once('=')
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .ok_or(format!("'{word}' is not key=value"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Header { settings })
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.settings
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn variant(&self) -> Result<Variant, String> {
        let name = self.get("variant").ok_or("no variant in the header")?;
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or(format!("unknown variant '{name}'"))
    }
}

/// A chunk: its header and games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    pub header: Header,
    pub records: Vec<Record>,
}

impl Chunk {
    pub fn text(&self) -> String {
        let mut text = self.header.line();
        text.push('\n');
        for record in &self.records {
            text.push_str(&record.line());
            text.push('\n');
        }
        text
    }

    /// Reads a chunk; an error names the line (from 1). The header's
    /// `games`, if there, must be the number of lines that follow.
    pub fn parse(text: &str) -> Result<Chunk, String> {
        let mut lines = text.lines();
        let header =
            Header::parse(lines.next().unwrap_or("")).map_err(|e| format!("line 1: {e}"))?;
        let variant = header.variant().map_err(|e| format!("line 1: {e}"))?;
        let records = lines
            .enumerate()
            .map(|(i, line)| {
                Record::parse(variant, line).map_err(|e| format!("line {}: {e}", i + 2))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(games) = header.get("games") {
            if games != records.len().to_string() {
                return Err(format!(
                    "line 1: games={games} but {} games follow",
                    records.len()
                ));
            }
        }
        Ok(Chunk { header, records })
    }

    pub fn read(path: &Path) -> Result<Chunk, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Chunk::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// Every chunk file (`*.txt`) under `dir`'s variant folders, sorted by path.
pub fn chunk_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let folder = entry.map_err(|e| e.to_string())?.path();
        if !folder.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&folder).map_err(|e| format!("{}: {e}", folder.display()))? {
            let path = file.map_err(|e| e.to_string())?.path();
            if path.extension().is_some_and(|e| e == "txt") {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Writes `path` through a `.part` file renamed when complete, so that an
/// interrupted run leaves no half chunk (the corpus's and the training's).
pub fn write_atomically(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), String> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    let partial = path.with_extension("part");
    std::fs::write(&partial, bytes).map_err(|e| format!("{}: {e}", partial.display()))?;
    std::fs::rename(&partial, path).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Chunk {
        let variant = Variant::Othello;
        let mut position = Position::new(variant);
        let mut moves = Vec::new();
        // Plays the first legal move until the end.
        while !position.is_over() {
            if position.must_pass() {
                position = position.swapped();
                continue;
            }
            let square = Square::iter_bits(position.placements()).next().unwrap();
            moves.push(square);
            position = position.play_unchecked(Move::Place(square));
        }
        let end = for_black(&position, position.final_difference());
        let empties = 10;
        let solved = 60 - empties as usize;
        let mut exact = vec![end; moves.len() - solved + 1];
        exact[0] = -3;
        Chunk {
            header: Header {
                settings: vec![
                    ("variant".into(), "othello".into()),
                    ("games".into(), "1".into()),
                ],
            },
            records: vec![Record {
                moves,
                solved_empties: empties,
                exact,
                searched: vec![1, -2, 0],
            }],
        }
    }

    #[test]
    fn round_trip() {
        let chunk = sample();
        let text = chunk.text();
        assert_eq!(Chunk::parse(&text).unwrap(), chunk);
        assert_eq!(Chunk::parse(&text).unwrap().text(), text);
        let labelled = chunk.records[0].labelled(Variant::Othello).unwrap();
        // Three searched positions, then ten exact ones (the game over is
        // left out).
        assert_eq!(labelled.len(), 3 + 10);
        assert_eq!(labelled.iter().filter(|l| l.exact).count(), 10);
        assert!(labelled[..3].iter().all(|l| l.value.abs() == 3));
        assert_eq!(labelled[0].position.empty_count(), 13);
    }

    #[test]
    fn errors_name_the_line() {
        let text = sample().text();
        let line = text.lines().nth(1).unwrap();
        let cases = [
            (line.replacen(' ', "  ", 1), "line 2: 5 fields"),
            (
                line.replacen(" 10 ", " 11 ", 1),
                "line 2: 11 exact values, expected 12",
            ),
            (
                line.replacen(" 10 -3,", " 10 -3,x", 1),
                "line 2: exact values: 'x",
            ),
            (format!("a9{line}"), "line 2: malformed transcript"),
            (line.replacen(" 10 ", " 99 ", 1), "line 2: 99 empties"),
        ];
        for (bad, expected) in cases {
            let header = text.lines().next().unwrap();
            let error = Chunk::parse(&format!("{header}\n{bad}\n")).unwrap_err();
            assert!(error.starts_with(expected), "{error}");
        }
        let error = Chunk::parse("# something else\n").unwrap_err();
        assert!(error.starts_with("line 1: not a corpus header"), "{error}");
        let error = Chunk::parse(&format!("{text}{line}\n")).unwrap_err();
        assert!(error.starts_with("line 1: games=1 but 2"), "{error}");
    }
}
