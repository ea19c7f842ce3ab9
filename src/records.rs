//! The records paste box: export the game as a transcript or the position
//! shown as a board string (OBF), and import either. Which one was pasted
//! is told by its shape: a board string starts with 64 squares of `X`, `O`
//! and `-`; anything else is read as a transcript.

use reversi_engine::obf;

use crate::embed::clip;
use crate::game::Game;

/// The most text read from the box; a full transcript is 120 characters and
/// a board string under 80.
pub const INPUT_LIMIT: usize = 1000;
/// The longest reason quoted in a notice.
const REASON_LIMIT: usize = 160;

/// What was pasted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Transcript,
    Board,
}

/// Tells a board string from a transcript.
pub fn kind(text: &str) -> Kind {
    let first = text.split_whitespace().next().unwrap_or("");
    let board_like = first.len() >= 32
        && first
            .bytes()
            .all(|b| matches!(b, b'X' | b'x' | b'O' | b'o' | b'-' | b'.' | b'*' | b'_'));
    if board_like {
        Kind::Board
    } else {
        Kind::Transcript
    }
}

/// The board string of the position shown.
pub fn export_board(game: &Game) -> String {
    obf::write(&game.view())
}

/// The game a pasted record describes, in the current game's variant and
/// with its players; or why it cannot be read (cut to a bound).
pub fn import(current: &Game, text: &str) -> Result<(Kind, Game), String> {
    if text.len() > INPUT_LIMIT {
        return Err(format!("more than {INPUT_LIMIT} characters"));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err("the box is empty".into());
    }
    let variant = current.variant();
    let players = current.players();
    match kind(text) {
        Kind::Board => obf::parse(variant, text)
            .map(|position| (Kind::Board, Game::from_position(players, position)))
            .map_err(|error| clip(&error.to_string(), REASON_LIMIT)),
        Kind::Transcript => Game::from_transcript(variant, players, text)
            .map(|game| (Kind::Transcript, game))
            .map_err(|error| clip(&error.to_string(), REASON_LIMIT)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Players;
    use reversi_engine::Variant;

    #[test]
    fn transcript_round_trip() {
        let game =
            Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3d3c4").unwrap();
        let (kind, back) = import(
            &Game::new(Variant::Othello, Players::default()),
            &game.transcript(),
        )
        .unwrap();
        assert_eq!((kind, back), (Kind::Transcript, game));
    }

    #[test]
    fn board_round_trip_plays_on() {
        let game =
            Game::from_transcript(Variant::Classic, Players::default(), "d4d5e4e5d6").unwrap();
        let text = export_board(&game);
        let (kind, mut back) =
            import(&Game::new(Variant::Classic, Players::default()), &text).unwrap();
        assert_eq!(kind, Kind::Board);
        assert_eq!(back.current(), game.current());
        assert!(back.has_own_start());
        assert_eq!(export_board(&back), text);
        let square = reversi_engine::Square::iter_bits(back.playable())
            .next()
            .unwrap();
        assert!(back.play(square).is_ok());
    }

    #[test]
    fn malformed_records_name_the_problem() {
        let current = Game::new(Variant::Othello, Players::default());
        assert!(import(&current, "f5f5").unwrap_err().contains("f5"));
        assert!(import(&current, "").unwrap_err().contains("empty"));
        assert!(import(&current, "<b>hello</b>").is_err());
        assert!(import(&current, &"X".repeat(5000))
            .unwrap_err()
            .contains("1000"));
        let board = format!("{} X", "X".repeat(40));
        assert!(import(&current, &board).unwrap_err().contains("64"));
        for bad in ["z9".repeat(400), "X".repeat(64) + " X"] {
            if let Err(reason) = import(&current, &bad) {
                assert!(reason.chars().count() <= REASON_LIMIT + 1, "{reason}");
            }
        }
    }
}
