//! The archive of games kept on this device, apart from storage: each
//! finished game once (date, variant, players, result, start and moves), a
//! bound, the list with the current unfinished game on top, deleting only
//! through a confirmation, and the one text format for storage, export and
//! import (plus a GGF export of the Othello games for other programs).
//!
//! The file: a header line `# reversi games 1`, then one game a line, its
//! fields `name=value` separated by tabs:
//! `date=2026-12-01T18:30Z⇥variant=othello⇥black=human⇥white=ai:3⇥result=black 40-24⇥moves=f5d6…`
//! (⇥ for a tab; `red=` for classic's second player, `board=` when the game started from
//! its own position). Reading refuses the whole file at its first damaged
//! line, with the line and the reason, and changes nothing.

pub mod list;
pub mod store;

use reversi_engine::format::ggf;
use reversi_engine::{obf, transcript, Color, Move, Outcome, Position, Square, Variant};

use crate::game::{Game, PlayerKind, Players};
use crate::reason::{quote, Reason, QUOTE_LIMIT};

/// The first line of every file.
pub const HEADER: &str = "# reversi games 1";
/// The most games kept; a game past it is refused, never an old one dropped.
pub const MAX_GAMES: usize = 500;
/// The largest file read: the bound's worth of long lines.
pub const MAX_FILE_BYTES: usize = MAX_GAMES * 400;

/// One kept game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// When it ended (or was opened), `YYYY-MM-DDTHH:MMZ`, UTC.
    date: String,
    players: Players,
    /// Where it started (the variant's start, or a position of its own).
    start: Position,
    moves: Vec<Square>,
    outcome: Option<Outcome>,
}

/// What makes two entries the same game: start and moves.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EntryKey {
    start: Position,
    moves: Vec<Square>,
}

/// Why a line of a file is not a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LineProblem {
    /// Not `name=value` pairs separated by tabs.
    Shape,
    MissingField(&'static str),
    /// A field this format does not have (quoted, cut short).
    UnknownField(String),
    /// The date is not `YYYY-MM-DDTHH:MMZ`.
    Date,
    /// A variant, player, board or transcript that cannot be read.
    Reason(Reason),
    /// The result written is not the one the moves give.
    Result,
}

/// Why a file was not imported (nothing of it was).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ImportError {
    /// No games in it.
    Empty,
    /// More than `MAX_FILE_BYTES`.
    TooLong,
    /// The first line is not `HEADER`.
    NotOurs,
    /// A line (from 1) that is not a game.
    Line { line: usize, problem: LineProblem },
    /// With these games the archive would hold more than `MAX_GAMES`.
    Full,
}

/// What keeping a game did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kept {
    New,
    /// The same game was kept already (nothing changed).
    Already,
    /// Not over: the unfinished game is listed apart, not kept.
    NotOver,
}

/// The games kept (oldest first).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Archive {
    entries: Vec<Entry>,
}

/// A row of the list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Listed<'a> {
    pub entry: &'a Entry,
    /// The game being played now, not kept yet.
    pub current: bool,
}

/// A deletion the player has been asked to confirm; only `Archive::delete`
/// carries it out.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deletion {
    key: EntryKey,
}

/// Whether `text` is `YYYY-MM-DDTHH:MMZ`.
pub(crate) fn is_date(text: &str) -> bool {
    let shape = b"0000-00-00T00:00Z";
    text.len() == shape.len()
        && text.bytes().zip(shape).all(|(c, &s)| {
            if s == b'0' {
                c.is_ascii_digit()
            } else {
                c == s
            }
        })
}

impl Entry {
    /// The game as it stands, dated `date` (`YYYY-MM-DDTHH:MMZ`); `None`
    /// for a date of another shape.
    pub fn of_game(game: &Game, date: &str) -> Option<Entry> {
        is_date(date).then(|| Entry {
            date: date.to_string(),
            players: game.players(),
            start: game.start(),
            moves: game.plies().iter().map(|ply| ply.square).collect(),
            outcome: game.current().outcome(),
        })
    }

    pub fn date(&self) -> &str {
        &self.date
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn players(&self) -> Players {
        self.players
    }

    pub fn moves(&self) -> &[Square] {
        &self.moves
    }

    /// The result, `None` while unfinished.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn key(&self) -> EntryKey {
        EntryKey {
            start: self.start,
            moves: self.moves.clone(),
        }
    }

    /// The game, to review or analyse (shown at its last move).
    pub fn game(&self) -> Game {
        let mut game = Game::from_position(self.players, self.start);
        for &square in &self.moves {
            // Checked when the entry was made or read.
            let _ = game.play(square);
        }
        game
    }

    /// The entry as a line of the file (no newline).
    pub fn to_line(&self) -> String {
        let variant = self.variant();
        let mut fields = vec![
            format!("date={}", self.date),
            format!("variant={}", variant.name()),
            format!("black={}", self.players.black.name()),
            format!(
                "{}={}",
                Color::White.name(variant),
                self.players.white.name()
            ),
            format!("result={}", result_text(variant, self.outcome)),
            format!("moves={}", transcript::write(&self.moves)),
        ];
        if self.game().has_own_start() {
            fields.push(format!("board={}", obf::write(&self.start)));
        }
        fields.join("\t")
    }

    /// Reads a line of the file, replaying its moves.
    pub fn from_line(line: &str) -> Result<Entry, LineProblem> {
        let mut fields: Vec<(&str, &str)> = Vec::new();
        for field in line.split('\t') {
            let (name, value) = field.split_once('=').ok_or(LineProblem::Shape)?;
            fields.push((name, value));
        }
        let get = |name: &'static str| {
            fields
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| *v)
                .ok_or(LineProblem::MissingField(name))
        };
        let name = get("variant")?;
        let variant: Variant = name
            .parse()
            .map_err(|_| LineProblem::Reason(Reason::unknown_variant(name)))?;
        let second = Color::White.name(variant);
        let known = [
            "date", "variant", "black", second, "result", "moves", "board",
        ];
        if let Some((name, _)) = fields.iter().find(|(n, _)| !known.contains(n)) {
            return Err(LineProblem::UnknownField(quote(name, QUOTE_LIMIT)));
        }
        let date = get("date")?;
        if !is_date(date) {
            return Err(LineProblem::Date);
        }
        let player = |name: &'static str| {
            let text = get(name)?;
            PlayerKind::parse(text).ok_or(LineProblem::Reason(Reason::unknown_player(text)))
        };
        let players = Players {
            black: player("black")?,
            white: player(if variant == Variant::Classic {
                "red"
            } else {
                "white"
            })?,
        };
        let start = match fields.iter().find(|(n, _)| *n == "board") {
            Some((_, board)) => {
                obf::parse(variant, board).map_err(|e| LineProblem::Reason(Reason::Board(e)))?
            }
            None => Position::new(variant),
        };
        let game = Game::from_position(players, start)
            .then_transcript(get("moves")?)
            .map_err(|e| LineProblem::Reason(Reason::Transcript(e)))?;
        let entry = Entry::of_game(&game, date).ok_or(LineProblem::Date)?;
        if get("result")? != result_text(variant, entry.outcome) {
            return Err(LineProblem::Result);
        }
        Ok(entry)
    }

    /// The game as a GGF record, for an Othello game (`None` otherwise).
    pub fn to_ggf(&self) -> Option<String> {
        if self.variant() != Variant::Othello {
            return None;
        }
        let game = self.game();
        let mut moves = Vec::new();
        for ply in game.plies() {
            moves.push(Move::Place(ply.square));
            if ply.pass.is_some() {
                moves.push(Move::Pass);
            }
        }
        let result = match self.outcome {
            Some(outcome) => format!("{:+}", i32::from(outcome.black) - i32::from(outcome.white)),
            None => "?".into(),
        };
        let (black, white) = (self.players.black.name(), self.players.white.name());
        Some(ggf::write(
            &game.start(),
            &moves,
            &[
                ("PC", "reversi"),
                ("DT", &self.date),
                ("PB", &black),
                ("PW", &white),
                ("RE", &result),
            ],
        ))
    }
}

/// `black 40-24`, `red 20-30`, `draw 32-32` or `unfinished`: the winner
/// and the final counts, black's first.
fn result_text(variant: Variant, outcome: Option<Outcome>) -> String {
    match outcome {
        None => "unfinished".into(),
        Some(outcome) => {
            let winner = outcome.winner.map_or("draw", |color| color.name(variant));
            format!("{winner} {}-{}", outcome.black, outcome.white)
        }
    }
}

/// Reads a whole file: every game, or the first reason it is not one.
pub fn parse(text: &str) -> Result<Vec<Entry>, ImportError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(ImportError::TooLong);
    }
    let mut lines = text.lines().enumerate();
    match lines.next() {
        Some((_, first)) if first.trim_end() == HEADER => {}
        Some((_, first)) if first.trim().is_empty() && text.trim().is_empty() => {
            return Err(ImportError::Empty)
        }
        None => return Err(ImportError::Empty),
        Some(_) => return Err(ImportError::NotOurs),
    }
    let mut entries = Vec::new();
    for (index, line) in lines {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let entry = Entry::from_line(line).map_err(|problem| ImportError::Line {
            line: index + 1,
            problem,
        })?;
        entries.push(entry);
    }
    if entries.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(entries)
}

/// How an import went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Imported {
    pub added: usize,
    /// Games of the file that were kept already.
    pub already: usize,
}

impl Archive {
    pub fn new() -> Archive {
        Archive::default()
    }

    /// Reads what storage holds (the file format). An error means the
    /// stored text must be kept aside, not overwritten.
    pub fn from_storage(text: &str) -> Result<Archive, ImportError> {
        if text.is_empty() {
            return Ok(Archive::new());
        }
        let entries = parse(text)?;
        let mut archive = Archive::new();
        for entry in entries {
            archive.keep(entry).map_err(|_| ImportError::Full)?;
        }
        Ok(archive)
    }

    /// The text to store: the same as an export.
    pub fn to_storage(&self) -> String {
        self.export()
    }

    /// Oldest first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether the game `key` names is kept.
    pub fn holds(&self, key: &EntryKey) -> bool {
        self.entries.iter().any(|e| &e.key() == key)
    }

    /// Keeps a finished game once; `Err(ImportError::Full)` at the bound
    /// (nothing is dropped to make room).
    pub fn keep(&mut self, entry: Entry) -> Result<Kept, ImportError> {
        if entry.outcome.is_none() {
            return Ok(Kept::NotOver);
        }
        if self.holds(&entry.key()) {
            return Ok(Kept::Already);
        }
        if self.entries.len() >= MAX_GAMES {
            return Err(ImportError::Full);
        }
        self.entries.push(entry);
        Ok(Kept::New)
    }

    /// The list to show, newest first, with the unfinished game being
    /// played (`current`) on top.
    pub fn listing<'a>(&'a self, current: Option<&'a Entry>) -> Vec<Listed<'a>> {
        let current = current
            .filter(|entry| entry.outcome.is_none())
            .map(|entry| Listed {
                entry,
                current: true,
            });
        current
            .into_iter()
            .chain(self.entries.iter().rev().map(|entry| Listed {
                entry,
                current: false,
            }))
            .collect()
    }

    /// The first step of deleting a kept game: what to confirm.
    pub fn ask_delete(&self, key: &EntryKey) -> Option<Deletion> {
        self.holds(key).then(|| Deletion { key: key.clone() })
    }

    /// Deletes a game the player confirmed; `false` if it is gone already.
    pub fn delete(&mut self, confirmed: Deletion) -> bool {
        let before = self.entries.len();
        self.entries.retain(|e| e.key() != confirmed.key);
        before != self.entries.len()
    }

    /// Every game as one file, oldest first.
    pub fn export(&self) -> String {
        let mut text = String::from(HEADER);
        text.push('\n');
        for entry in &self.entries {
            text.push_str(&entry.to_line());
            text.push('\n');
        }
        text
    }

    /// The Othello games as GGF records, one a line.
    pub fn export_ggf(&self) -> String {
        self.entries
            .iter()
            .filter_map(Entry::to_ggf)
            .map(|record| record + "\n")
            .collect()
    }

    /// Adds the games of a file not kept yet: all of them, or none (the
    /// first damaged line, or a file that would pass the bound, refuses it).
    pub fn import(&mut self, text: &str) -> Result<Imported, ImportError> {
        let entries = parse(text)?;
        let mut merged = self.clone();
        let mut imported = Imported {
            added: 0,
            already: 0,
        };
        for entry in entries {
            match merged.keep(entry)? {
                Kept::New => imported.added += 1,
                Kept::Already | Kept::NotOver => imported.already += 1,
            }
        }
        *self = merged;
        Ok(imported)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;

    /// The shortest Othello game: black wipes white out in nine placements,
    /// 13 black discs and no white one (the 51 empties go to black: 64-0).
    const WIPE_OUT: &str = "f5d6c5f4e7f6g5e6e3";

    fn finished() -> Game {
        Game::from_transcript(Variant::Othello, Players::default(), WIPE_OUT).unwrap()
    }

    fn entry(game: &Game) -> Entry {
        Entry::of_game(game, "2026-12-01T18:30Z").unwrap()
    }

    #[test]
    fn a_finished_game_is_kept_once() {
        let game = finished();
        let outcome = game.current().outcome().unwrap();
        // Othello gives the 51 empty squares to the winner.
        assert_eq!(
            (outcome.black, outcome.white, outcome.winner),
            (64, 0, Some(Color::Black))
        );
        let mut archive = Archive::new();
        assert_eq!(archive.keep(entry(&game)), Ok(Kept::New));
        assert_eq!(archive.keep(entry(&game)), Ok(Kept::Already));
        let unfinished = Game::from_transcript(Variant::Othello, Players::default(), "f5").unwrap();
        assert_eq!(archive.keep(entry(&unfinished)), Ok(Kept::NotOver));
        assert_eq!(archive.len(), 1);
        // The list shows the unfinished game on top, then the kept one.
        let current = entry(&unfinished);
        let listed = archive.listing(Some(&current));
        assert_eq!(listed.len(), 2);
        assert!(listed[0].current && !listed[1].current);
        assert_eq!(
            archive.listing(Some(&archive.entries()[0].clone())).len(),
            1
        );
    }

    #[test]
    fn the_bound_refuses_new_games_and_keeps_the_old() {
        let mut archive = Archive::new();
        // Distinct finished games (the same moves on another date would be
        // the same game): full boards with one or two white discs.
        let mut count = 0;
        'fill: for a in 0..64u8 {
            for b in 0..64u8 {
                if archive.len() == MAX_GAMES {
                    break 'fill;
                }
                // Full boards of black with two white discs: over at once.
                let white = Square::new(a).unwrap().bit() | Square::new(b).unwrap().bit();
                let start =
                    Position::from_parts(Variant::Othello, !white, white, Color::Black, (0, 0));
                let Ok(start) = start else { continue };
                let game = Game::from_position(Players::default(), start);
                if archive.keep(entry(&game)) == Ok(Kept::New) {
                    count += 1;
                }
            }
        }
        assert_eq!(count, MAX_GAMES);
        let before = archive.clone();
        assert_eq!(archive.keep(entry(&finished())), Err(ImportError::Full));
        assert_eq!(archive, before);
        // An import that would pass the bound changes nothing either.
        let file = format!("{HEADER}\n{}\n", entry(&finished()).to_line());
        assert_eq!(archive.import(&file), Err(ImportError::Full));
        assert_eq!(archive, before);
    }

    #[test]
    fn export_and_import_give_back_the_same_games() {
        let mut archive = Archive::new();
        archive.keep(entry(&finished())).unwrap();
        // A classic game from its own start: the almost full board of
        // analysis/mod.rs's tests (a1, h4 and a8 empty).
        let rows = [
            "-OXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXX-", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
            "-XXXXXXO",
        ];
        let start = obf::parse(Variant::Classic, &format!("{} X 1 2", rows.concat())).unwrap();
        let mut classic = Game::from_position(
            Players {
                black: PlayerKind::Computer(5),
                white: PlayerKind::Human,
            },
            start,
        );
        for square in ["a1", "a8", "h4"] {
            classic.play(sq(square)).unwrap();
        }
        archive.keep(entry(&classic)).unwrap();
        let text = archive.export();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0], HEADER);
        assert_eq!(
            lines[1],
            "date=2026-12-01T18:30Z\tvariant=othello\tblack=human\twhite=human\t\
             result=black 64-0\tmoves=f5d6c5f4e7f6g5e6e3"
        );
        assert!(lines[2].contains("\tred=human\t") && lines[2].contains("\tboard="));
        assert!(lines[2].contains("black=ai:5"));
        let mut other = Archive::new();
        assert_eq!(
            other.import(&text),
            Ok(Imported {
                added: 2,
                already: 0
            })
        );
        assert_eq!(other, archive);
        assert_eq!(
            other.import(&text),
            Ok(Imported {
                added: 0,
                already: 2
            })
        );
        assert_eq!(
            Archive::from_storage(&archive.to_storage()),
            Ok(archive.clone())
        );
        // The games open for review at their end.
        let reopened = other.entries()[1].game();
        assert_eq!(reopened.current(), classic.current());
    }

    #[test]
    fn a_damaged_file_is_refused_with_its_reason_and_nothing_changes() {
        let mut archive = Archive::new();
        archive.keep(entry(&finished())).unwrap();
        let before = archive.clone();
        let good = entry(&finished()).to_line();
        let file = |line: &str| format!("{HEADER}\n{good}\n{line}\n");
        let line = |problem| ImportError::Line { line: 3, problem };
        let cases = [
            (String::new(), ImportError::Empty),
            (format!("{HEADER}\n\n"), ImportError::Empty),
            ("date,variant\n".to_string(), ImportError::NotOurs),
            ("x".repeat(MAX_FILE_BYTES + 1), ImportError::TooLong),
            (file("nonsense"), line(LineProblem::Shape)),
            (
                file(&good.replace("\tmoves=", "\tmovez=")),
                line(LineProblem::UnknownField("movez".into())),
            ),
            (
                file(&good.replace("date=2026-12-01T18:30Z\t", "")),
                line(LineProblem::MissingField("date")),
            ),
            (
                file(&good.replace("2026-12-01T18:30Z", "yesterday")),
                line(LineProblem::Date),
            ),
            (
                file(&good.replace("othello", "chess")),
                line(LineProblem::Reason(Reason::unknown_variant("chess"))),
            ),
            (
                file(&good.replace("white=human", "white=robot")),
                line(LineProblem::Reason(Reason::unknown_player("robot"))),
            ),
            (
                file(&good.replace("64-0", "63-1")),
                line(LineProblem::Result),
            ),
            (
                file(&good.replace("f5d6c5", "f5f5c5")),
                line(LineProblem::Reason(Reason::Transcript(
                    reversi_engine::transcript::TranscriptError::Illegal {
                        move_number: 2,
                        square: sq("f5"),
                        reason: reversi_engine::PlayError::Occupied(sq("f5")),
                    },
                ))),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(archive.import(&text), Err(expected.clone()), "{text:.80}");
            assert_eq!(archive, before);
            // Storage reads the same way: an error means keep the text aside.
            if !text.is_empty() {
                assert_eq!(Archive::from_storage(&text), Err(expected));
            }
        }
    }

    #[test]
    fn deleting_needs_the_confirmation_step() {
        let mut archive = Archive::new();
        let kept = entry(&finished());
        archive.keep(kept.clone()).unwrap();
        let unknown =
            entry(&Game::from_transcript(Variant::Othello, Players::default(), "f5").unwrap());
        assert_eq!(archive.ask_delete(&unknown.key()), None);
        let confirmed = archive.ask_delete(&kept.key()).unwrap();
        assert!(archive.delete(confirmed.clone()));
        assert!(archive.is_empty());
        assert!(!archive.delete(confirmed));
    }

    #[test]
    fn othello_games_export_as_ggf_that_the_engine_reads_back() {
        let mut archive = Archive::new();
        archive.keep(entry(&finished())).unwrap();
        let classic = Game::from_transcript(Variant::Classic, Players::default(), "").unwrap();
        assert_eq!(entry(&classic).to_ggf(), None);
        let text = archive.export_ggf();
        assert_eq!(text.lines().count(), 1);
        assert!(text.contains("PB[human]PW[human]RE[+64]"), "{text}");
        assert!(text.contains("DT[2026-12-01T18:30Z]"));
        assert_eq!(ggf::parse(text.trim()), Ok(finished().current()));
    }
}
