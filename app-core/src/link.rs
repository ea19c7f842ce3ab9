//! Game links: `?variant=classic|free|othello&moves=TRANSCRIPT`, with
//! `black=` and `red=` (or `white=`) naming the players. One module reads
//! and writes them. `?tutorial=1` opens the tutorial instead.

use reversi_engine::{Color, Variant};

use crate::game::{Game, PlayerKind, Players};
use crate::query;
use crate::reason::Reason;

/// What a query string asks for, read but not yet checked against the rules.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Link {
    pub variant: Option<String>,
    pub moves: Option<String>,
    pub black: Option<String>,
    pub second: Option<String>,
    /// `board=`: the start as a board string (a game imported from one).
    pub board: Option<String>,
    /// `tutorial=1`: open the tutorial (the saved game stays as it is).
    pub tutorial: bool,
    /// `puzzle=ID`: open the puzzles at this one (the saved game stays as
    /// it is; cut short, as quoted text is).
    pub puzzle: Option<String>,
    /// `lesson=ID`: open the Learn view at this lesson (as `puzzle`).
    pub lesson: Option<String>,
}

impl Link {
    /// Reads a query string such as `?variant=free&moves=d4d5`. Unknown
    /// parameters are ignored.
    pub fn parse(query: &str) -> Link {
        let mut link = Link::default();
        for (key, value) in query::pairs(query) {
            let value = Some(value);
            match key.as_str() {
                "variant" => link.variant = value,
                "moves" => link.moves = value,
                "black" => link.black = value,
                "red" | "white" => link.second = value,
                "board" => link.board = value,
                "tutorial" => link.tutorial = value.is_some_and(|v| v != "0"),
                "puzzle" => link.puzzle = value.map(|v| crate::reason::quote(&v, 16)),
                "lesson" => link.lesson = value.map(|v| crate::reason::quote(&v, 24)),
                _ => {}
            }
        }
        link
    }

    /// Whether the link names a game at all.
    pub fn is_game(&self) -> bool {
        self.variant.is_some()
            || self.moves.is_some()
            || self.black.is_some()
            || self.second.is_some()
            || self.board.is_some()
    }

    /// The game the link describes, or the reason it cannot be opened with
    /// the starting position of the variant (classic if that is bad too).
    pub fn open(&self) -> Result<Game, (Reason, Box<Game>)> {
        let (variant, variant_error) = match self.variant.as_deref() {
            None => (Variant::Classic, None),
            Some(name) => match name.parse::<Variant>() {
                Ok(variant) => (variant, None),
                Err(_) => (Variant::Classic, Some(Reason::unknown_variant(name))),
            },
        };
        let mut players = Players::default();
        let mut player_error = None;
        for (value, color) in [(&self.black, Color::Black), (&self.second, Color::White)] {
            if let Some(name) = value {
                match PlayerKind::parse(name) {
                    Some(kind) if color == Color::Black => players.black = kind,
                    Some(kind) => players.white = kind,
                    None => player_error = Some(Reason::unknown_player(name)),
                }
            }
        }
        let fresh = Game::new(variant, players);
        if let Some(error) = variant_error.or(player_error) {
            return Err((error, Box::new(fresh)));
        }
        let first = match self.board.as_deref() {
            None => fresh.clone(),
            Some(board) => match reversi_engine::obf::parse(variant, board) {
                Ok(position) => Game::from_position(players, position),
                Err(error) => return Err((error.into(), Box::new(fresh))),
            },
        };
        first
            .then_transcript(self.moves.as_deref().unwrap_or(""))
            .map_err(|error| (error.into(), Box::new(fresh)))
    }

    /// The query string that opens `game` as it stands: the variant, the
    /// transcript and who plays each side (`red=` in classic, else `white=`).
    pub fn write(game: &Game) -> String {
        let variant = game.variant();
        let players = game.players();
        let board = if game.has_own_start() {
            format!(
                "&board={}",
                reversi_engine::obf::write(&game.start()).replace(' ', "+")
            )
        } else {
            String::new()
        };
        format!(
            "?variant={}{board}&moves={}&black={}&{}={}",
            variant.name(),
            game.transcript(),
            players.black.name(),
            variant.second_colour_name(),
            players.white.name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::transcript::TranscriptError;
    use reversi_engine::PlayError;

    #[test]
    fn reads_variant_moves_and_players() {
        let link = Link::parse("?variant=free&moves=d4d5e4&black=human&white=Human&x=1");
        assert!(link.is_game());
        let game = link.open().unwrap();
        assert_eq!(game.variant(), Variant::Free);
        assert_eq!(game.transcript(), "d4d5e4");
        assert!(!Link::parse("").is_game());
        assert!(!Link::parse("?utm=1").is_game());
    }

    #[test]
    fn bad_links_give_the_start_and_a_reason() {
        let (reason, game) = Link::parse("?variant=othello&moves=a1").open().unwrap_err();
        let a1 = "a1".parse().unwrap();
        assert_eq!(
            reason,
            Reason::Transcript(TranscriptError::Illegal {
                move_number: 1,
                square: a1,
                reason: PlayError::FlipsNothing(a1)
            })
        );
        assert_eq!(*game, Game::new(Variant::Othello, Players::default()));

        let (reason, game) = Link::parse("?variant=chess&moves=d4").open().unwrap_err();
        assert_eq!(reason, Reason::UnknownVariant("chess".into()));
        assert_eq!(game.variant(), Variant::Classic);

        assert!(Link::parse("?moves=d4%20d5+e4").open().is_ok());
        assert!(Link::parse("?moves=%zz").open().is_err());
        assert!(Link::parse("?black=ai:9").open().is_err());
        assert!(Link::parse("?black=ai:3").open().is_ok());
        // The whole address is read, however long (the embed's own
        // parameters are read from its first 4 KB only).
        let long = format!("?theme={}&black=ai:99", "x".repeat(5000));
        assert!(Link::parse(&long).open().is_err());
        // Players alone make a link: a new classic game between them.
        let link = Link::parse("?black=human&red=ai:5");
        assert!(link.is_game());
        assert_eq!(
            link.open().unwrap().players(),
            Players {
                black: PlayerKind::Human,
                white: PlayerKind::Computer(5)
            }
        );
    }

    #[test]
    fn a_game_from_a_board_string_links_its_start() {
        let position = Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3")
            .unwrap()
            .current();
        let mut game = Game::from_position(Players::default(), position);
        game.play("d3".parse().unwrap()).unwrap();
        let text = Link::write(&game);
        assert!(text.contains("&board="), "{text}");
        assert_eq!(Link::parse(&text).open().unwrap(), game);
        assert!(Link::parse("?board=XO").open().is_err());
        let (reason, _) = Link::parse(&format!("?black={}", "x".repeat(3000)))
            .open()
            .unwrap_err();
        assert_eq!(reason, Reason::UnknownPlayer("x".repeat(24) + "…"));
    }

    #[test]
    fn puzzle_links() {
        let link = Link::parse("?puzzle=C2-041");
        assert_eq!(link.puzzle.as_deref(), Some("C2-041"));
        assert!(!link.is_game());
        assert_eq!(
            Link::parse(&format!("?puzzle={}", "x".repeat(40)))
                .puzzle
                .unwrap()
                .chars()
                .count(),
            17
        );
    }

    #[test]
    fn tutorial_links() {
        let link = Link::parse("?tutorial=1");
        assert!(link.tutorial);
        assert!(!link.is_game());
        assert!(!Link::parse("?tutorial=0").tutorial);
        assert!(!Link::parse("?moves=d4").tutorial);
    }

    #[test]
    fn round_trip() {
        let game = Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3").unwrap();
        let back = Link::parse(&Link::write(&game)).open().unwrap();
        assert_eq!(back, game);
        let players = Players::against_computer();
        let game = Game::from_transcript(Variant::Classic, players, "d4d5e4e5d6").unwrap();
        let text = Link::write(&game);
        assert_eq!(
            text,
            "?variant=classic&moves=d4d5e4e5d6&black=human&red=ai:3"
        );
        assert_eq!(Link::parse(&text).open().unwrap(), game);
    }
}
