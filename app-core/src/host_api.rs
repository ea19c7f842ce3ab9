//! The `postMessage` API between an embedded game and its host page.
//!
//! Commands from the host (only from `window.parent`):
//!
//! ```text
//! {type: "newGame", variant?: "classic"|"free"|"othello", players?: {black, white}}
//! {type: "loadMoves", moves: "f5d6c3", variant?: "othello"}
//! {type: "setPlayers", black: "human", white: "ai:3"}      (`red` may stand for `white`)
//! ```
//!
//! Events to the host (target origin `*`: they say nothing the page address
//! does not): `ready`, `move`, `gameover` and `error` (see [`Event`]).
//!
//! Everything that arrives is first copied into a [`Value`], a small tree
//! with bounds (text length, keys per object, depth) applied while copying,
//! then checked here with no browser in sight. A message of the wrong shape,
//! type or size is ignored with a console warning ([`Rejection::Ignored`]);
//! a well-formed command the rules cannot follow (an unknown variant or
//! player, an illegal transcript) also gets an `error` event back
//! ([`Rejection::Refused`]) and leaves the game as it was.

use reversi_engine::{Color, Outcome, Variant};

use crate::game::{Game, PlayerKind, Players, Ply};
use crate::reason::{quote, Reason, QUOTE_LIMIT};
pub use crate::value::{Data, Value};
use crate::value::{FieldError, Fields};

/// The longest text accepted in any field (a full transcript is at most
/// 128 characters, 64 placements in classic; spaces between moves are
/// allowed).
pub const TEXT_LIMIT: usize = 256;
/// The most keys an object may have.
pub const KEY_LIMIT: usize = 8;
/// How deep objects may nest (the message, then `players`).
pub const DEPTH_LIMIT: usize = 2;
/// The bounds applied while a host message is copied.
pub const LIMITS: crate::value::Limits = crate::value::Limits {
    text: TEXT_LIMIT,
    keys: KEY_LIMIT,
    items: KEY_LIMIT,
    depth: DEPTH_LIMIT,
};
/// The version of this API, sent with `ready`.
pub const VERSION: u32 = 1;

/// A command the game can follow.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    NewGame {
        variant: Option<Variant>,
        players: Option<Players>,
    },
    LoadMoves {
        moves: String,
        variant: Option<Variant>,
    },
    SetPlayers(Players),
}

impl Command {
    pub fn name(&self) -> &'static str {
        match self {
            Command::NewGame { .. } => "newGame",
            Command::LoadMoves { .. } => "loadMoves",
            Command::SetPlayers(_) => "setPlayers",
        }
    }

    /// The game after the command, or why the rules refuse it (the game
    /// stays as it was).
    pub fn apply(&self, game: &Game) -> Result<Game, Reason> {
        match self {
            Command::NewGame { variant, players } => Ok(Game::new(
                variant.unwrap_or(game.variant()),
                players.unwrap_or(game.players()),
            )),
            Command::LoadMoves { moves, variant } => {
                Game::from_transcript(variant.unwrap_or(game.variant()), game.players(), moves)
                    .map_err(Reason::from)
            }
            Command::SetPlayers(players) => {
                let mut game = game.clone();
                game.set_players(*players);
                Ok(game)
            }
        }
    }
}

/// The game after a message from the host, or why it was not followed (the
/// game stays as it was).
pub fn receive(game: &Game, message: &Value) -> Result<Game, Rejection> {
    let command = parse(message)?;
    command.apply(game).map_err(|reason| Rejection::Refused {
        command: command.name(),
        reason,
    })
}

/// Why a message was not followed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Rejection {
    /// Not a command of this API (shape, type or size): a console warning.
    Ignored(String),
    /// A command the rules cannot follow: a warning and an `error` event.
    Refused {
        command: &'static str,
        reason: Reason,
    },
}

impl Rejection {
    pub fn message(&self) -> String {
        match self {
            Rejection::Ignored(reason) => format!("reversi: message ignored: {reason}"),
            Rejection::Refused { command, reason } => {
                format!("reversi: {command} refused: {reason}")
            }
        }
    }
}

fn ignored(reason: impl Into<String>) -> Rejection {
    Rejection::Ignored(reason.into())
}

impl From<FieldError> for Rejection {
    fn from(error: FieldError) -> Rejection {
        Rejection::Ignored(error.to_string())
    }
}

/// Checks a message from the host.
pub fn parse(message: &Value) -> Result<Command, Rejection> {
    let fields = Fields::of(message, "a message")?;
    let kind = match fields.get("type") {
        Some(Value::Text(kind)) => kind.as_str(),
        Some(other) => {
            return Err(ignored(format!(
                "'type' must be a string, not {}",
                other.kind()
            )))
        }
        None => return Err(ignored("no 'type'")),
    };
    match kind {
        "newGame" => {
            let fields = fields.only(&["type", "variant", "players"])?;
            let variant = fields.maybe_text("variant")?;
            let players = match fields.get("players") {
                None => None,
                Some(value) => {
                    let players = Fields::of(value, "players")?.only(&["black", "white", "red"])?;
                    Some(read_players(&players, "newGame")?)
                }
            };
            Ok(Command::NewGame {
                variant: read_variant(variant, "newGame")?,
                players,
            })
        }
        "loadMoves" => {
            let fields = fields.only(&["type", "moves", "variant"])?;
            let moves = fields.text("moves")?.to_string();
            let variant = read_variant(fields.maybe_text("variant")?, "loadMoves")?;
            Ok(Command::LoadMoves { moves, variant })
        }
        "setPlayers" => {
            let fields = fields.only(&["type", "black", "white", "red"])?;
            Ok(Command::SetPlayers(read_players(&fields, "setPlayers")?))
        }
        other => Err(ignored(format!(
            "unknown type '{}'",
            quote(other, QUOTE_LIMIT)
        ))),
    }
}

fn read_variant(name: Option<&str>, command: &'static str) -> Result<Option<Variant>, Rejection> {
    name.map(|name| {
        name.parse::<Variant>().map_err(|_| Rejection::Refused {
            command,
            reason: Reason::unknown_variant(name),
        })
    })
    .transpose()
}

/// `black` and `white` (or `red`), both required: `human`, `ai` or `ai:1`..`ai:8`.
fn read_players(fields: &Fields, command: &'static str) -> Result<Players, Rejection> {
    let black = fields.text("black")?;
    let white = match (fields.maybe_text("white")?, fields.maybe_text("red")?) {
        (Some(_), Some(_)) => return Err(ignored("give 'white' or 'red', not both")),
        (Some(name), None) | (None, Some(name)) => name,
        (None, None) => return Err(FieldError::Missing("white").into()),
    };
    let read = |name: &str| {
        PlayerKind::parse(name).ok_or_else(|| Rejection::Refused {
            command,
            reason: Reason::unknown_player(name),
        })
    };
    Ok(Players {
        black: read(black)?,
        white: read(white)?,
    })
}

/// The players as the host sees them (`human` or `ai:L`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerNames {
    pub black: String,
    pub white: String,
}

impl From<Players> for PlayerNames {
    fn from(players: Players) -> PlayerNames {
        PlayerNames {
            black: players.black.name(),
            white: players.white.name(),
        }
    }
}

/// The discs of each colour at the end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counts {
    pub black: u8,
    /// The second colour (red in classic, white otherwise).
    pub white: u8,
}

/// An event for the host page. Colours are named as on the board: `black`
/// and `red` (classic) or `white` (free, Othello).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// The embed is listening; the game on show.
    Ready {
        version: u32,
        variant: &'static str,
        transcript: String,
        players: PlayerNames,
        /// The colour to move, or `None` when the game is over.
        turn: Option<&'static str>,
    },
    /// A placement (by a person or the computer).
    Move {
        number: usize,
        square: String,
        color: &'static str,
        flipped: Vec<String>,
        transcript: String,
        /// The colour that then had to pass, if any.
        pass: Option<&'static str>,
        turn: Option<&'static str>,
    },
    Gameover {
        /// `black`, `red`, `white` or `draw`.
        result: &'static str,
        /// The discs on the board.
        counts: Counts,
        /// The final score: the discs, plus the empty squares for the
        /// winner in Othello.
        score: Counts,
        transcript: String,
    },
    /// A command the rules refused; the game is unchanged.
    Error {
        command: &'static str,
        message: String,
    },
}

fn turn(game: &Game) -> Option<&'static str> {
    let current = game.current();
    (!current.is_over()).then(|| current.side_to_move().name(game.variant()))
}

impl Counts {
    fn data(&self) -> Data {
        Data::Object(vec![
            ("black", Data::Number(self.black.into())),
            ("white", Data::Number(self.white.into())),
        ])
    }
}

fn text(value: impl Into<String>) -> Data {
    Data::text(value)
}

fn maybe(value: Option<&'static str>) -> Data {
    Data::maybe_text(value)
}

impl Event {
    /// `{type: "ready", …}` and so on: the message posted to the host.
    pub fn data(&self) -> Data {
        let fields = match self {
            Event::Ready {
                version,
                variant,
                transcript,
                players,
                turn,
            } => vec![
                ("type", text("ready")),
                ("version", Data::Number((*version).into())),
                ("variant", text(*variant)),
                ("transcript", text(transcript.clone())),
                (
                    "players",
                    Data::Object(vec![
                        ("black", text(players.black.clone())),
                        ("white", text(players.white.clone())),
                    ]),
                ),
                ("turn", maybe(*turn)),
            ],
            Event::Move {
                number,
                square,
                color,
                flipped,
                transcript,
                pass,
                turn,
            } => vec![
                ("type", text("move")),
                ("number", Data::Number(*number as i64)),
                ("square", text(square.clone())),
                ("color", text(*color)),
                ("flipped", Data::texts(flipped.iter().map(String::as_str))),
                ("transcript", text(transcript.clone())),
                ("pass", maybe(*pass)),
                ("turn", maybe(*turn)),
            ],
            Event::Gameover {
                result,
                counts,
                score,
                transcript,
            } => vec![
                ("type", text("gameover")),
                ("result", text(*result)),
                ("counts", counts.data()),
                ("score", score.data()),
                ("transcript", text(transcript.clone())),
            ],
            Event::Error { command, message } => vec![
                ("type", text("error")),
                ("command", text(*command)),
                ("message", text(message.clone())),
            ],
        };
        Data::Object(fields)
    }

    pub fn ready(game: &Game) -> Event {
        Event::Ready {
            version: VERSION,
            variant: game.variant().name(),
            transcript: game.transcript(),
            players: game.players().into(),
            turn: turn(game),
        }
    }

    /// The event for placement number `number` (from 1).
    pub fn placed(game: &Game, number: usize, ply: Ply) -> Event {
        let variant = game.variant();
        Event::Move {
            number,
            square: ply.square.to_string(),
            color: ply.color.name(variant),
            flipped: reversi_engine::Square::iter_bits(ply.flips)
                .map(|s| s.to_string())
                .collect(),
            transcript: game.transcript(),
            pass: ply.pass.map(|c| c.name(variant)),
            turn: turn(game),
        }
    }

    pub fn game_over(game: &Game, outcome: &Outcome) -> Event {
        Event::Gameover {
            result: outcome
                .winner
                .map_or("draw", |c: Color| c.name(game.variant())),
            counts: Counts {
                black: game.current().count(Color::Black) as u8,
                white: game.current().count(Color::White) as u8,
            },
            score: Counts {
                black: outcome.black,
                white: outcome.white,
            },
            transcript: game.transcript(),
        }
    }

    pub fn error(command: &'static str, message: String) -> Event {
        Event::Error { command, message }
    }
}

/// What the host should hear after a placement was added to `game`: the
/// `move`, and `gameover` if it ended the game.
pub fn after_placement(game: &Game) -> Vec<Event> {
    let plies = game.plies();
    let Some(&last) = plies.last() else {
        return Vec::new();
    };
    let mut events = vec![Event::placed(game, plies.len(), last)];
    if let Some(outcome) = game.current().outcome() {
        events.push(Event::game_over(game, &outcome));
    }
    events
}

/// What the host should hear about a change from `before` to `after`:
/// a `move` when exactly one placement was added to the same game, and
/// `gameover` when that placement ended it.
pub fn events_between(before: &Game, after: &Game) -> Vec<Event> {
    let (old, new) = (before.plies(), after.plies());
    let mut events = Vec::new();
    let same_game =
        before.variant() == after.variant() && new.len() == old.len() + 1 && new.starts_with(old);
    if same_game {
        events.push(Event::placed(after, new.len(), new[old.len()]));
        if let Some(outcome) = after.current().outcome() {
            events.push(Event::game_over(after, &outcome));
        }
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    fn to_json(data: &Data) -> serde_json::Value {
        match data {
            Data::Text(t) => t.clone().into(),
            Data::Number(n) => (*n).into(),
            Data::Bool(b) => (*b).into(),
            Data::Null => serde_json::Value::Null,
            Data::List(items) => items.iter().map(to_json).collect(),
            Data::Object(fields) => fields
                .iter()
                .map(|(k, v)| (k.to_string(), to_json(v)))
                .collect(),
        }
    }

    fn json(events: &[Event]) -> serde_json::Value {
        events.iter().map(|e| to_json(&e.data())).collect()
    }

    fn object(fields: &[(&str, Value)]) -> Value {
        Value::Object(
            fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    #[test]
    fn reads_the_three_commands() {
        assert_eq!(
            parse(&object(&[("type", text("newGame"))])),
            Ok(Command::NewGame {
                variant: None,
                players: None
            })
        );
        assert_eq!(
            parse(&object(&[
                ("type", text("newGame")),
                ("variant", text("othello")),
                (
                    "players",
                    object(&[("black", text("human")), ("white", text("ai:5"))])
                ),
            ])),
            Ok(Command::NewGame {
                variant: Some(Variant::Othello),
                players: Some(Players {
                    black: PlayerKind::Human,
                    white: PlayerKind::Computer(5)
                }),
            })
        );
        assert_eq!(
            parse(&object(&[
                ("type", text("loadMoves")),
                ("moves", text("f5d6"))
            ])),
            Ok(Command::LoadMoves {
                moves: "f5d6".into(),
                variant: None
            })
        );
        assert_eq!(
            parse(&object(&[
                ("type", text("setPlayers")),
                ("black", text("ai:2")),
                ("red", text("human"))
            ])),
            Ok(Command::SetPlayers(Players {
                black: PlayerKind::Computer(2),
                white: PlayerKind::Human
            }))
        );
    }

    fn is_ignored(value: Value) -> bool {
        matches!(parse(&value), Err(Rejection::Ignored(_)))
    }

    #[test]
    fn wrong_shapes_types_and_sizes_are_ignored() {
        assert!(is_ignored(text("newGame")));
        assert!(is_ignored(Value::List(vec![])));
        assert!(is_ignored(Value::Null));
        assert!(is_ignored(Value::TooBig));
        assert!(is_ignored(object(&[])));
        assert!(is_ignored(object(&[("type", Value::Number(1.0))])));
        assert!(is_ignored(object(&[(
            "type",
            text("<img src=x onerror=alert(1)>")
        )])));
        assert!(is_ignored(object(&[("type", text("loadMoves"))])));
        assert!(is_ignored(object(&[
            ("type", text("loadMoves")),
            ("moves", Value::LongText)
        ])));
        assert!(is_ignored(object(&[
            ("type", text("loadMoves")),
            ("moves", Value::List(vec![text("f5")]))
        ])));
        assert!(is_ignored(object(&[
            ("type", text("loadMoves")),
            ("moves", text("d4")),
            ("x", Value::Null)
        ])));
        assert!(is_ignored(object(&[
            ("type", text("newGame")),
            ("players", text("human"))
        ])));
        assert!(is_ignored(object(&[
            ("type", text("newGame")),
            ("players", Value::TooBig)
        ])));
        assert!(is_ignored(object(&[
            ("type", text("setPlayers")),
            ("black", text("human"))
        ])));
        assert!(is_ignored(object(&[
            ("type", text("setPlayers")),
            ("black", text("human")),
            ("white", text("human")),
            ("red", text("human")),
        ])));
        // Reasons quote at most a short piece of what came in.
        let long_key = "k".repeat(5000);
        let Err(rejection) = parse(&object(&[
            ("type", text("newGame")),
            (&long_key, Value::Null),
        ])) else {
            panic!("accepted")
        };
        assert!(rejection.message().len() < 120, "{}", rejection.message());
    }

    #[test]
    fn well_formed_commands_the_rules_refuse() {
        let refused = |value: Value| match parse(&value) {
            Err(Rejection::Refused { reason, .. }) => reason,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            refused(object(&[
                ("type", text("newGame")),
                ("variant", text("chess"))
            ])),
            Reason::UnknownVariant("chess".into())
        );
        assert_eq!(
            refused(object(&[
                ("type", text("setPlayers")),
                ("black", text("ai:9")),
                ("white", text("human"))
            ])),
            Reason::UnknownPlayer("ai:9".into())
        );
        let game = Game::new(Variant::Othello, Players::default());
        let bad = Command::LoadMoves {
            moves: "f5f5".into(),
            variant: None,
        };
        let f5 = "f5".parse().unwrap();
        assert_eq!(
            bad.apply(&game).unwrap_err(),
            Reason::Transcript(reversi_engine::transcript::TranscriptError::Illegal {
                move_number: 2,
                square: f5,
                reason: reversi_engine::PlayError::Occupied(f5)
            })
        );
        let good = Command::LoadMoves {
            moves: "f5d6".into(),
            variant: None,
        };
        assert_eq!(good.apply(&game).unwrap().transcript(), "f5d6");
        let new = Command::NewGame {
            variant: Some(Variant::Free),
            players: None,
        };
        assert_eq!(
            new.apply(&game).unwrap(),
            Game::new(Variant::Free, Players::default())
        );
    }

    #[test]
    fn events_carry_the_move_and_the_result() {
        let before = Game::from_transcript(Variant::Othello, Players::default(), "f5").unwrap();
        let after = Game::from_transcript(Variant::Othello, Players::default(), "f5d6").unwrap();
        let events = events_between(&before, &after);
        assert_eq!(
            json(&events),
            serde_json::json!([{
                "type": "move", "number": 2, "square": "d6", "color": "white",
                "flipped": ["d5"], "transcript": "f5d6", "pass": null, "turn": "black"
            }])
        );
        // Undo, a new game, a loaded transcript: no move event.
        assert!(events_between(&after, &before).is_empty());
        assert!(
            events_between(&before, &Game::new(Variant::Classic, Players::default())).is_empty()
        );
        let ready = to_json(&Event::ready(&after).data());
        assert_eq!(ready["type"], "ready");
        assert_eq!(ready["players"]["white"], "human");
        assert_eq!(ready["turn"], "black");
    }

    #[test]
    fn the_last_move_brings_gameover() {
        // Othello's shortest game: black wipes white out in nine moves.
        let moves = "e6f4e3f6g5d6e7f5c5";
        let before =
            Game::from_transcript(Variant::Othello, Players::default(), &moves[..16]).unwrap();
        let after = Game::from_transcript(Variant::Othello, Players::default(), moves).unwrap();
        let events = json(&events_between(&before, &after));
        assert_eq!(events[1]["type"], "gameover");
        assert_eq!(events[1]["result"], "black");
        assert_eq!(events[1]["counts"]["white"], 0);
        assert_eq!(events[1]["counts"]["black"], 13);
        assert_eq!(events[1]["score"]["black"], 64);
        assert_eq!(events[0]["turn"], serde_json::Value::Null);
        assert_eq!(json(&after_placement(&after)), events);
    }
}
