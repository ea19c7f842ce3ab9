//! The saved game: one module writes it and reads it back, in every
//! version ever written.
//!
//! ```text
//! reversi-save 1
//! variant classic
//! players human human
//! start ---…--- X 30 30     (only for a game from a pasted board string)
//! moves d4d5e4e5d6
//! redo f6
//! ```
//!
//! `redo` holds the undone placements, next first. The first line names the
//! format's version. Each version the app ever wrote keeps its reader here
//! (`tests/fixtures/save-v*.txt` holds a save of each as it was written), so
//! an update never loses a game in progress; a later format adds a version
//! and a reader beside the old ones. A save the app cannot read (a newer
//! version's, or damaged) is refused as a whole: the page keeps its text
//! aside under a backup key ([`backup_key`]) before it saves anything else.

use std::fmt;

use reversi_engine::{obf, transcript, Variant};

use crate::game::{Game, PlayerKind, Players};

/// The version this app writes.
pub const VERSION: u32 = 1;
const MAGIC: &str = "reversi-save";

/// The localStorage key of the game in progress.
pub const STORAGE_KEY: &str = "reversi.game";

/// Why a saved game cannot be restored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveError {
    /// Written by a later version of the app (its version number).
    Newer(u32),
    /// Not a save, or a damaged one (why, in English).
    Damaged(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Newer(version) => write!(f, "saved by a newer version ({version})"),
            SaveError::Damaged(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for SaveError {}

fn damaged(why: impl fmt::Display) -> SaveError {
    SaveError::Damaged(why.to_string())
}

/// The key to keep an unreadable `text` under, beside `key`: the first of
/// `key.kept`, `key.kept.2` … `key.kept.9` that is free (`stored` answers
/// what each holds) or already holds this very text. None when all ten
/// hold other texts: then nothing may be overwritten.
pub fn backup_key(
    key: &str,
    text: &str,
    stored: impl Fn(&str) -> Option<String>,
) -> Option<String> {
    (1..=10)
        .map(|n| match n {
            1 => format!("{key}.kept"),
            n => format!("{key}.kept.{n}"),
        })
        .find(|candidate| stored(candidate).is_none_or(|held| held == text))
}

pub fn write(game: &Game) -> String {
    let players = game.players();
    let redo: Vec<_> = game.redo_line().collect();
    // A game from a pasted board string keeps that start.
    let start = if game.has_own_start() {
        format!("start {}\n", obf::write(&game.start()))
    } else {
        String::new()
    };
    format!(
        "{MAGIC} {VERSION}\nvariant {}\nplayers {} {}\n{start}moves {}\nredo {}\n",
        game.variant().name(),
        players.black.name(),
        players.white.name(),
        game.transcript(),
        transcript::write(&redo),
    )
}

/// Reads a save of any version this app knows.
pub fn read(text: &str) -> Result<Game, SaveError> {
    let (first, body) = text.split_once('\n').unwrap_or((text, ""));
    let version = first
        .trim()
        .strip_prefix(MAGIC)
        .and_then(|v| v.trim().parse::<u32>().ok())
        .ok_or_else(|| damaged("not a saved game"))?;
    match version {
        1 => read_v1(body),
        v if v > VERSION => Err(SaveError::Newer(v)),
        v => Err(damaged(format!("no version {v} was ever written"))),
    }
}

/// Version 1 (the first): `key value` lines, in any order.
fn read_v1(body: &str) -> Result<Game, SaveError> {
    let (mut variant, mut players, mut moves, mut redo) = (None, None, None, None);
    let mut start = None;
    for line in body.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "variant" => variant = Some(value.parse::<Variant>().map_err(damaged)?),
            "players" => players = Some(parse_players(value)?),
            "moves" => moves = Some(value),
            "redo" => redo = Some(value),
            "start" => start = Some(value),
            _ => return Err(damaged(format!("unknown field '{key}'"))),
        }
    }
    let variant = variant.ok_or_else(|| damaged("no variant"))?;
    let moves = moves.ok_or_else(|| damaged("no moves"))?;
    let players = players.unwrap_or_default();
    let first = match start {
        None => Game::new(variant, players),
        Some(board) => Game::from_position(players, obf::parse(variant, board).map_err(damaged)?),
    };
    let mut game = first.then_transcript(moves).map_err(damaged)?;
    let redo = transcript::parse(redo.unwrap_or("")).map_err(damaged)?;
    game.set_redo_line(&redo);
    Ok(game)
}

fn parse_players(text: &str) -> Result<Players, SaveError> {
    let mut names = text.split_whitespace();
    let mut next = || {
        names
            .next()
            .and_then(PlayerKind::parse)
            .ok_or_else(|| damaged(format!("bad players '{text}'")))
    };
    Ok(Players {
        black: next()?,
        white: next()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::{sq, EXHAUSTION};

    #[test]
    fn round_trip_keeps_moves_and_redo() {
        let mut game =
            Game::from_transcript(Variant::Classic, Players::default(), "d4d5e4e5d6c7").unwrap();
        game.undo();
        game.undo();
        let text = write(&game);
        assert_eq!(
            text,
            "reversi-save 1\nvariant classic\nplayers human human\nmoves d4d5e4e5\nredo d6c7\n"
        );
        let back = read(&text).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.redo_line().collect::<Vec<_>>(), [sq("d6"), sq("c7")]);
    }

    #[test]
    fn round_trip_every_variant_and_a_long_game() {
        for variant in Variant::ALL {
            let game = Game::new(variant, Players::default());
            assert_eq!(read(&write(&game)).unwrap(), game);
        }
        let game = Game::from_transcript(Variant::Classic, Players::default(), EXHAUSTION).unwrap();
        assert_eq!(read(&write(&game)).unwrap(), game);
    }

    #[test]
    fn corrupt_data_is_rejected() {
        for bad in [
            "",
            "{\"moves\":\"d4\"}",
            "reversi-save 0\nvariant classic\nmoves d4",
            "reversi-save 1\nvariant chess\nmoves d4",
            "reversi-save 1\nvariant classic\nmoves d4d4",
            "reversi-save 1\nvariant classic\nmoves a1",
            "reversi-save 1\nvariant classic",
            "reversi-save 1\nvariant classic\nmoves d4\nplayers robot human",
            "reversi-save 1\nvariant classic\nmoves d4\ncolour blue",
        ] {
            assert!(read(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_newer_version_is_told_apart_from_damage() {
        assert_eq!(
            read("reversi-save 99\nvariant classic\nmoves d4\nclock 5"),
            Err(SaveError::Newer(99))
        );
        assert_eq!(read("reversi-save 2"), Err(SaveError::Newer(2)));
        for damaged in [
            "reversi-save 0\nvariant classic\nmoves d4",
            "reversi-save x",
            "reversi-save",
        ] {
            assert!(
                matches!(read(damaged), Err(SaveError::Damaged(_))),
                "{damaged:?}"
            );
        }
    }

    #[test]
    fn a_backup_never_replaces_another_text() {
        use std::collections::HashMap;
        let mut held: HashMap<String, String> = HashMap::new();
        let keep = |held: &mut HashMap<String, String>, text: &str| {
            let key = backup_key("reversi.game", text, |k| held.get(k).cloned());
            if let Some(key) = &key {
                held.insert(key.clone(), text.into());
            }
            key
        };
        assert_eq!(keep(&mut held, "one").as_deref(), Some("reversi.game.kept"));
        // The same text again: the same key, no second copy.
        assert_eq!(keep(&mut held, "one").as_deref(), Some("reversi.game.kept"));
        assert_eq!(
            keep(&mut held, "two").as_deref(),
            Some("reversi.game.kept.2")
        );
        for n in 3..=10 {
            assert_eq!(
                keep(&mut held, &n.to_string()),
                Some(format!("reversi.game.kept.{n}"))
            );
        }
        assert_eq!(keep(&mut held, "eleven"), None, "all ten hold other texts");
        assert_eq!(held["reversi.game.kept"], "one");
    }

    #[test]
    fn an_illegal_redo_line_is_cut_short() {
        let text = "reversi-save 1\nvariant classic\nmoves d4d5e4\nredo e5a1\n";
        let game = read(text).unwrap();
        assert_eq!(game.redo_line().collect::<Vec<_>>(), [sq("e5")]);
    }

    #[test]
    fn a_game_from_a_board_string_keeps_its_start() {
        let position = Game::from_transcript(Variant::Free, Players::default(), "d4d5e4e5d6")
            .unwrap()
            .current();
        let mut game = Game::from_position(Players::default(), position);
        let square = reversi_engine::Square::iter_bits(game.playable())
            .next()
            .unwrap();
        game.play(square).unwrap();
        let text = write(&game);
        assert!(text.contains("\nstart "), "{text}");
        assert_eq!(read(&text).unwrap(), game);
        assert!(read(&text.replace("start ", "start Z")).is_err());
    }
}
