//! The records paste box: export the game as a transcript or the position
//! shown as a board string (OBF), and import either. Which one was pasted
//! is told by its shape: a board string starts with 64 squares of `X`, `O`
//! and `-`; anything else is read as a transcript.

use reversi_engine::obf;

use crate::game::Game;
use crate::reason::Reason;

/// The most text read from the box; a full transcript is at most 128
/// characters (64 placements in classic) and a board string under 80.
pub const INPUT_LIMIT: usize = 1000;

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
/// with its players; or why it cannot be read.
pub fn import(current: &Game, text: &str) -> Result<(Kind, Game), Reason> {
    if text.len() > INPUT_LIMIT {
        return Err(Reason::TooLong(INPUT_LIMIT));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(Reason::Empty);
    }
    let variant = current.variant();
    let players = current.players();
    match kind(text) {
        Kind::Board => obf::parse(variant, text)
            .map(|position| (Kind::Board, Game::from_position(players, position)))
            .map_err(Reason::from),
        Kind::Transcript => Game::from_transcript(variant, players, text)
            .map(|game| (Kind::Transcript, game))
            .map_err(Reason::from),
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
        use reversi_engine::obf::BoardError;
        use reversi_engine::transcript::TranscriptError;
        use reversi_engine::PlayError;
        let current = Game::new(Variant::Othello, Players::default());
        let f5 = "f5".parse().unwrap();
        // Othello starts with d5 and e4 white, d4 and e5 black (its rules):
        // black's f5 is legal and then f5 is taken.
        assert_eq!(
            import(&current, "f5f5").unwrap_err(),
            Reason::Transcript(TranscriptError::Illegal {
                move_number: 2,
                square: f5,
                reason: PlayError::Occupied(f5)
            })
        );
        assert_eq!(import(&current, "").unwrap_err(), Reason::Empty);
        assert_eq!(import(&current, "  \n ").unwrap_err(), Reason::Empty);
        // `<` is the first character that is not part of a square name.
        assert_eq!(
            import(&current, "<b>hello</b>").unwrap_err(),
            Reason::Transcript(TranscriptError::Malformed { offset: 0 })
        );
        assert_eq!(
            import(&current, &"X".repeat(5000)).unwrap_err(),
            Reason::TooLong(INPUT_LIMIT)
        );
        let board = format!("{} X", "X".repeat(40));
        assert_eq!(
            import(&current, &board).unwrap_err(),
            Reason::Board(BoardError::BadBoard)
        );
        // `z9` names no square: refused at its first character.
        assert_eq!(
            import(&current, &"z9".repeat(400)).unwrap_err(),
            Reason::Transcript(TranscriptError::Malformed { offset: 0 })
        );
        // A full board of black with black to move is a position (the game
        // is over: nobody can place), so it imports; with `Q` for the side
        // to move it does not.
        let full = "X".repeat(64) + " X";
        let (kind, game) = import(&current, &full).unwrap();
        assert_eq!(kind, Kind::Board);
        assert!(game.current().is_over());
        assert_eq!(
            import(&current, &("X".repeat(64) + " Q")).unwrap_err(),
            Reason::Board(BoardError::BadSide)
        );
    }
}
