//! Game links: `?variant=classic|free|othello&moves=TRANSCRIPT`, with
//! `black=` and `red=` (or `white=`) naming the players. One module reads
//! and writes them. `?tutorial=1` opens the tutorial instead.

use reversi_engine::{Color, Variant};

use crate::game::{Game, PlayerKind, Players};

/// What a query string asks for, read but not yet checked against the rules.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Link {
    pub variant: Option<String>,
    pub moves: Option<String>,
    pub black: Option<String>,
    pub second: Option<String>,
    /// `tutorial=1`: open the tutorial (the saved game stays as it is).
    pub tutorial: bool,
}

impl Link {
    /// Reads a query string such as `?variant=free&moves=d4d5`. Unknown
    /// parameters are ignored.
    pub fn parse(query: &str) -> Link {
        let mut link = Link::default();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = Some(decode(value));
            match key {
                "variant" => link.variant = value,
                "moves" => link.moves = value,
                "black" => link.black = value,
                "red" | "white" => link.second = value,
                "tutorial" => link.tutorial = value.is_some_and(|v| v != "0"),
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
    }

    /// The game the link describes, or the reason it cannot be opened with
    /// the starting position of the variant (classic if that is bad too).
    pub fn open(&self) -> Result<Game, (String, Game)> {
        let (variant, variant_error) = match self.variant.as_deref() {
            None => (Variant::Classic, None),
            Some(name) => match name.parse::<Variant>() {
                Ok(variant) => (variant, None),
                Err(error) => (Variant::Classic, Some(error.to_string())),
            },
        };
        let mut players = Players::default();
        let mut player_error = None;
        for (value, color) in [(&self.black, Color::Black), (&self.second, Color::White)] {
            if let Some(name) = value {
                match PlayerKind::parse(name) {
                    Some(kind) if color == Color::Black => players.black = kind,
                    Some(kind) => players.white = kind,
                    None => player_error = Some(format!("unknown player '{name}'")),
                }
            }
        }
        let fresh = Game::new(variant, players);
        if let Some(error) = variant_error.or(player_error) {
            return Err((error, fresh));
        }
        Game::from_transcript(variant, players, self.moves.as_deref().unwrap_or(""))
            .map_err(|error| (error.to_string(), fresh))
    }

    /// The query string that opens `game` as it stands: the variant, the
    /// transcript and who plays each side (`red=` in classic, else `white=`).
    pub fn write(game: &Game) -> String {
        let variant = game.variant();
        let players = game.players();
        format!(
            "?variant={}&moves={}&black={}&{}={}",
            variant.name(),
            game.transcript(),
            players.black.name(),
            variant.second_colour_name(),
            players.white.name()
        )
    }
}

/// Percent-decoding for the few characters a transcript link may carry.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high * 16 + low);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|value| value as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(reason.contains("a1"), "{reason}");
        assert_eq!(game, Game::new(Variant::Othello, Players::default()));

        let (reason, game) = Link::parse("?variant=chess&moves=d4").open().unwrap_err();
        assert!(reason.contains("chess"), "{reason}");
        assert_eq!(game.variant(), Variant::Classic);

        assert!(Link::parse("?moves=d4%20d5+e4").open().is_ok());
        assert!(Link::parse("?moves=%zz").open().is_err());
        assert!(Link::parse("?black=ai:9").open().is_err());
        assert!(Link::parse("?black=ai:3").open().is_ok());
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
