//! The saved game: one module writes it and reads it back.
//!
//! ```text
//! reversi-save 1
//! variant classic
//! players human human
//! moves d4d5e4e5d6
//! redo f6
//! ```
//!
//! `redo` holds the undone placements, next first. Anything else (another
//! version, an unknown variant, an illegal move) is rejected as a whole, and
//! the caller starts a fresh game with a notice.

use std::fmt;

use reversi_engine::{obf, transcript, Variant};

use crate::game::{Game, PlayerKind, Players};

const HEADER: &str = "reversi-save 1";

/// The localStorage key of the game in progress.
pub const STORAGE_KEY: &str = "reversi.game";
/// Why a saved game cannot be restored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveError(pub String);

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SaveError {}

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
        "{HEADER}\nvariant {}\nplayers {} {}\n{start}moves {}\nredo {}\n",
        game.variant().name(),
        players.black.name(),
        players.white.name(),
        game.transcript(),
        transcript::write(&redo),
    )
}

pub fn read(text: &str) -> Result<Game, SaveError> {
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(HEADER) {
        return Err(SaveError("not a saved game of this version".into()));
    }
    let (mut variant, mut players, mut moves, mut redo) = (None, None, None, None);
    let mut start = None;
    for line in lines {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "variant" => {
                variant = Some(
                    value
                        .parse::<Variant>()
                        .map_err(|e| SaveError(e.to_string()))?,
                )
            }
            "players" => players = Some(parse_players(value)?),
            "moves" => moves = Some(value),
            "redo" => redo = Some(value),
            "start" => start = Some(value),
            _ => return Err(SaveError(format!("unknown field '{key}'"))),
        }
    }
    let variant = variant.ok_or_else(|| SaveError("no variant".into()))?;
    let moves = moves.ok_or_else(|| SaveError("no moves".into()))?;
    let players = players.unwrap_or_default();
    let first = match start {
        None => Game::new(variant, players),
        Some(board) => Game::from_position(
            players,
            obf::parse(variant, board).map_err(|e| SaveError(e.to_string()))?,
        ),
    };
    let mut game = first
        .then_transcript(moves)
        .map_err(|e| SaveError(e.to_string()))?;
    let redo = transcript::parse(redo.unwrap_or("")).map_err(|e| SaveError(e.to_string()))?;
    game.set_redo_line(&redo);
    Ok(game)
}

fn parse_players(text: &str) -> Result<Players, SaveError> {
    let mut names = text.split_whitespace();
    let mut next = || {
        names
            .next()
            .and_then(PlayerKind::parse)
            .ok_or_else(|| SaveError(format!("bad players '{text}'")))
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
