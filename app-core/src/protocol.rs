//! The messages between the page and the AI worker. In Rust they carry the
//! engine's own types (a [`Position`], a [`Level`], [`Square`]s, [`Hint`]s);
//! on the wire they are JS objects, externally tagged (`{move: {id, square,
//! …}}`), written from and read into the plain data of [`crate::value`] with
//! bounds on every text and list. Reading is the edge: a board string, a
//! level or a square is parsed once there, or the message is refused. Each
//! request carries an id; every answer repeats it, so the page can drop an
//! answer to a request it no longer cares about. Positions travel as the
//! engine's board string (with the discs left in each hand).

use std::fmt;

use reversi_engine::ai::{Analysis, Depth, Hint, Level, MoveValue};
use reversi_engine::obf::{self, BoardError};
use reversi_engine::{Move, Position, Square, Variant};

use crate::value::{Data, FieldError, Fields, Limits, Value};

/// Longest text field either side accepts (a board string is about 70).
pub const MAX_FIELD_BYTES: usize = 256;

/// The bounds applied while reading a message: `{kind: {…, hints: [{…,
/// line: […]}]}}` nests deepest; a list holds at most a move per square.
pub const LIMITS: Limits = Limits {
    text: MAX_FIELD_BYTES,
    keys: 8,
    items: 64,
    depth: 5,
};

#[derive(Clone, Debug, PartialEq)]
pub enum ToWorker {
    /// Choose a move at `level`; `seed` varies the weaker levels' choices.
    Think {
        id: u32,
        position: Position,
        level: Level,
        seed: u32,
    },
    /// Value every legal placement.
    Hints {
        id: u32,
        position: Position,
        level: Level,
    },
    /// Solve exactly (the benchmark).
    Solve { id: u32, position: Position },
    /// Choose a move at a fixed depth (exact from 14 empties), with no time
    /// limit, no noise and fresh tables: what `reversi best --depth N` does
    /// natively, for the test that compares the two. Answered by a `Move`.
    Best {
        id: u32,
        position: Position,
        depth: u32,
    },
    /// Analyse each position of a game (at most `MAX_ANALYSED`, one
    /// variant), answering one `Analysed` per position in order.
    Analyse {
        id: u32,
        positions: Vec<Position>,
        depth: Depth,
    },
}

/// The most positions one `Analyse` carries: a whole game (the start and
/// 60 placements) fits.
pub const MAX_ANALYSED: usize = 61;
/// The deepest exact limit and search an `Analyse` may ask for: more
/// would take minutes a position in the page.
pub const MAX_EXACT_EMPTIES: u32 = 20;
pub const MAX_ANALYSIS_PLIES: u32 = 12;
/// The deepest `Best` search, for the same reason.
pub const MAX_BEST_DEPTH: u32 = 12;

/// Where the worker's learned evaluation stands. Its weights are a file of
/// their own, fetched when the worker starts; until they are read (or if
/// they cannot be) the worker plays with the hand-set evaluation.
#[derive(Clone, Debug, PartialEq)]
pub enum WeightsState {
    Loading,
    Loaded,
    /// The file could not be fetched or read (in English, for the console;
    /// the page shows a translated notice).
    Failed(String),
}
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker {
    /// Sent once, before anything else: the worker takes requests from now on.
    Ready {
        version: String,
    },
    /// One finished iteration of a `Think`.
    Progress {
        id: u32,
        depth: u32,
        /// Hundredths of a disc for the side to move.
        eval: i32,
        exact: bool,
        line: Vec<Move>,
        nodes: u64,
    },
    /// The answer to a `Think`: `None` for a pass.
    Move {
        id: u32,
        square: Option<Square>,
        eval: i32,
        exact: bool,
        nodes: u64,
    },
    Hints {
        id: u32,
        hints: Vec<Hint>,
    },
    Solved {
        id: u32,
        square: Option<Square>,
        score: i32,
        nodes: u64,
        millis: u64,
    },
    /// The analysis of `positions[index]` of the `Analyse` request `id`.
    Analysed {
        id: u32,
        index: u32,
        analysis: Analysis,
    },
    /// The learned evaluation's weights, after `Ready`: loaded or failed;
    /// first loading if the worker takes requests before they have come.
    Weights(WeightsState),
    /// A request the worker could not read or carry out.
    Error {
        id: Option<u32>,
        message: String,
    },
}

/// Why a message was refused at the edge. In English: it is for the
/// developer's console, and goes back to the page as an `error` answer.
#[derive(Clone, Debug, PartialEq)]
pub enum ProtocolError {
    Field(FieldError),
    /// Not `{kind: {fields}}`.
    NotTagged(&'static str),
    UnknownKind(String),
    UnknownVariant(String),
    Board(BoardError),
    UnknownLevel(i64),
    NotAMove(String),
}

impl From<FieldError> for ProtocolError {
    fn from(error: FieldError) -> ProtocolError {
        ProtocolError::Field(error)
    }
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Field(error) => write!(f, "{error}"),
            ProtocolError::NotTagged(kind) => write!(f, "expected {{kind: {{…}}}}, got {kind}"),
            ProtocolError::UnknownKind(kind) => write!(f, "unknown message '{kind}'"),
            ProtocolError::UnknownVariant(name) => write!(f, "unknown variant '{name}'"),
            ProtocolError::Board(error) => write!(f, "{error}"),
            ProtocolError::UnknownLevel(number) => write!(f, "no level {number}"),
            ProtocolError::NotAMove(text) => write!(f, "'{text}' is not a move"),
        }
    }
}

/// A refused message, with its id if it got that far.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub id: Option<u32>,
    pub error: ProtocolError,
}

impl ToWorker {
    pub fn id(&self) -> u32 {
        match self {
            ToWorker::Think { id, .. }
            | ToWorker::Hints { id, .. }
            | ToWorker::Solve { id, .. }
            | ToWorker::Best { id, .. }
            | ToWorker::Analyse { id, .. } => *id,
        }
    }
}

/// Largest node count that survives the trip through a JS number.
const MAX_NODES: i64 = 1 << 53;
/// Evaluations and scores are hundredths of a disc: far inside this.
const MAX_EVAL: i64 = 1 << 20;

/// `{kind: {fields}}`: the message's one key and its fields.
fn tagged(message: &Value) -> Result<(&str, Fields<'_>), ProtocolError> {
    match message {
        Value::Object(fields) if fields.len() == 1 => {
            let (kind, body) = &fields[0];
            Ok((kind.as_str(), Fields::of(body, "the message's body")?))
        }
        other => Err(ProtocolError::NotTagged(other.kind())),
    }
}

fn tag(kind: &'static str, fields: Vec<(&'static str, Data)>) -> Data {
    Data::Object(vec![(kind, Data::Object(fields))])
}

fn id_field(id: u32) -> (&'static str, Data) {
    ("id", Data::number(id))
}

/// A position as its variant and board string.
fn position_fields(position: &Position) -> [(&'static str, Data); 2] {
    [
        ("variant", Data::text(position.variant().name())),
        ("board", Data::text(obf::write(position))),
    ]
}

/// `square` only when there is one: an absent field reads as `None`.
fn maybe_square(fields: &mut Vec<(&'static str, Data)>, square: Option<Square>) {
    if let Some(square) = square {
        fields.push(("square", Data::text(square.to_string())));
    }
}

/// Whole numbers as JS numbers: node counts are capped at 2^53 (that many
/// nodes would take years).
fn count(value: u64) -> Data {
    Data::Number(value.min(MAX_NODES as u64) as i64)
}

impl<'a> Fields<'a> {
    fn id(&self) -> Result<u32, FieldError> {
        Ok(self.integer("id", 0, u32::MAX.into())? as u32)
    }
}

fn read_variant(fields: &Fields) -> Result<Variant, ProtocolError> {
    let name = fields.text("variant")?;
    name.parse()
        .map_err(|_| ProtocolError::UnknownVariant(crate::reason::quote(name, 24)))
}

fn read_position(fields: &Fields) -> Result<Position, ProtocolError> {
    obf::parse(read_variant(fields)?, fields.text("board")?).map_err(ProtocolError::Board)
}

/// The `boards` of one `variant`: at least one, at most `MAX_ANALYSED`.
fn read_positions(fields: &Fields) -> Result<Vec<Position>, ProtocolError> {
    let variant = read_variant(fields)?;
    let boards = fields.list("boards")?;
    if boards.is_empty() || boards.len() > MAX_ANALYSED {
        return Err(ProtocolError::Field(FieldError::OutOfRange {
            key: "boards",
            min: 1,
            max: MAX_ANALYSED as i64,
        }));
    }
    boards
        .iter()
        .map(|board| {
            let text = board.text().ok_or(FieldError::WrongType {
                key: "boards",
                expected: "a list of board strings",
                found: board.kind(),
            })?;
            obf::parse(variant, text).map_err(ProtocolError::Board)
        })
        .collect()
}

fn read_level(fields: &Fields) -> Result<Level, ProtocolError> {
    let number = fields.integer("level", 0, 255)?;
    Level::get(number as u8).ok_or(ProtocolError::UnknownLevel(number))
}

fn read_square(text: &str) -> Result<Square, ProtocolError> {
    text.parse()
        .map_err(|_| ProtocolError::NotAMove(crate::reason::quote(text, 8)))
}

fn read_maybe_square(fields: &Fields) -> Result<Option<Square>, ProtocolError> {
    fields.maybe_text("square")?.map(read_square).transpose()
}

/// The list `key` of objects (each `what`), each read by `read`.
fn read_objects<T>(
    fields: &Fields,
    key: &'static str,
    what: &'static str,
    read: impl Fn(&Fields) -> Result<T, ProtocolError>,
) -> Result<Vec<T>, ProtocolError> {
    fields
        .list(key)?
        .iter()
        .map(|item| read(&Fields::of(item, what)?))
        .collect()
}

fn read_move(value: &Value) -> Result<Move, ProtocolError> {
    match value.text() {
        Some("pass") => Ok(Move::Pass),
        Some(text) => read_square(text).map(Move::Place),
        None => Err(ProtocolError::NotAMove(value.kind().into())),
    }
}

/// A request about one position: its id, the position, then `more`.
fn on_position<const N: usize>(
    kind: &'static str,
    id: u32,
    position: &Position,
    more: [(&'static str, Data); N],
) -> Data {
    let mut fields = vec![id_field(id)];
    fields.extend(position_fields(position));
    fields.extend(more);
    tag(kind, fields)
}

impl ToWorker {
    pub fn to_data(&self) -> Data {
        match self {
            ToWorker::Think {
                id,
                position,
                level,
                seed,
            } => on_position(
                "think",
                *id,
                position,
                [
                    ("level", Data::number(level.number)),
                    ("seed", Data::number(*seed)),
                ],
            ),
            ToWorker::Hints {
                id,
                position,
                level,
            } => on_position(
                "hints",
                *id,
                position,
                [("level", Data::number(level.number))],
            ),
            ToWorker::Solve { id, position } => on_position("solve", *id, position, []),
            ToWorker::Best {
                id,
                position,
                depth,
            } => on_position("best", *id, position, [("depth", Data::number(*depth))]),
            ToWorker::Analyse {
                id,
                positions,
                depth,
            } => {
                let variant = positions
                    .first()
                    .map_or(Variant::default(), Position::variant);
                tag(
                    "analyse",
                    vec![
                        id_field(*id),
                        ("variant", Data::text(variant.name())),
                        ("boards", Data::texts(positions.iter().map(obf::write))),
                        ("exact", Data::number(depth.exact_empties)),
                        ("depth", Data::number(depth.plies)),
                    ],
                )
            }
        }
    }

    /// Reads a request, parsing its position and level, or refuses it
    /// (with its id if that could be read).
    pub fn from_value(message: &Value) -> Result<ToWorker, Refused> {
        let refused = |id| move |error| Refused { id, error };
        let (kind, fields) = tagged(message).map_err(refused(None))?;
        let id = fields.id().map_err(|e| refused(None)(e.into()))?;
        let read = || -> Result<ToWorker, ProtocolError> {
            Ok(match kind {
                "think" => ToWorker::Think {
                    id,
                    position: read_position(&fields)?,
                    level: read_level(&fields)?,
                    seed: fields.integer("seed", 0, u32::MAX.into())? as u32,
                },
                "hints" => ToWorker::Hints {
                    id,
                    position: read_position(&fields)?,
                    level: read_level(&fields)?,
                },
                "solve" => ToWorker::Solve {
                    id,
                    position: read_position(&fields)?,
                },
                "best" => ToWorker::Best {
                    id,
                    position: read_position(&fields)?,
                    depth: fields.integer("depth", 1, MAX_BEST_DEPTH.into())? as u32,
                },
                "analyse" => ToWorker::Analyse {
                    id,
                    positions: read_positions(&fields)?,
                    depth: Depth {
                        exact_empties: fields.integer("exact", 0, MAX_EXACT_EMPTIES.into())? as u32,
                        plies: fields.integer("depth", 1, MAX_ANALYSIS_PLIES.into())? as u32,
                    },
                },
                other => return Err(ProtocolError::UnknownKind(crate::reason::quote(other, 24))),
            })
        };
        read().map_err(refused(Some(id)))
    }
}

impl FromWorker {
    pub fn to_data(&self) -> Data {
        let eval = |eval: i32| Data::Number(eval.into());
        match self {
            FromWorker::Ready { version } => {
                tag("ready", vec![("version", Data::text(version.as_str()))])
            }
            FromWorker::Progress {
                id,
                depth,
                eval: value,
                exact,
                line,
                nodes,
            } => tag(
                "progress",
                vec![
                    id_field(*id),
                    ("depth", Data::number(*depth)),
                    ("eval", eval(*value)),
                    ("exact", Data::Bool(*exact)),
                    ("line", Data::texts(line.iter().map(Move::to_string))),
                    ("nodes", count(*nodes)),
                ],
            ),
            FromWorker::Move {
                id,
                square,
                eval: value,
                exact,
                nodes,
            } => {
                let mut fields = vec![id_field(*id)];
                maybe_square(&mut fields, *square);
                fields.extend([
                    ("eval", eval(*value)),
                    ("exact", Data::Bool(*exact)),
                    ("nodes", count(*nodes)),
                ]);
                tag("move", fields)
            }
            FromWorker::Hints { id, hints } => tag(
                "hints",
                vec![
                    id_field(*id),
                    (
                        "hints",
                        Data::List(
                            hints
                                .iter()
                                .map(|hint| {
                                    Data::Object(vec![
                                        ("square", Data::text(hint.square.to_string())),
                                        ("eval", eval(hint.score)),
                                        ("exact", Data::Bool(hint.exact)),
                                        (
                                            "line",
                                            Data::texts(hint.line.iter().map(Move::to_string)),
                                        ),
                                    ])
                                })
                                .collect(),
                        ),
                    ),
                ],
            ),
            FromWorker::Solved {
                id,
                square,
                score,
                nodes,
                millis,
            } => {
                let mut fields = vec![id_field(*id)];
                maybe_square(&mut fields, *square);
                fields.extend([
                    ("score", eval(*score)),
                    ("nodes", count(*nodes)),
                    ("millis", count(*millis)),
                ]);
                tag("solved", fields)
            }
            FromWorker::Analysed {
                id,
                index,
                analysis,
            } => {
                let mut fields = vec![id_field(*id), ("index", Data::number(*index))];
                if let Some(best) = analysis.best {
                    fields.push(("best", Data::text(best.to_string())));
                }
                fields.extend([
                    ("value", eval(analysis.value)),
                    ("exact", Data::Bool(analysis.exact)),
                    (
                        "moves",
                        Data::List(
                            analysis
                                .moves
                                .iter()
                                .map(|m| {
                                    Data::Object(vec![
                                        ("square", Data::text(m.square.to_string())),
                                        ("value", eval(m.value)),
                                    ])
                                })
                                .collect(),
                        ),
                    ),
                    (
                        "line",
                        Data::texts(analysis.line.iter().map(Move::to_string)),
                    ),
                ]);
                tag("analysed", fields)
            }
            FromWorker::Weights(state) => {
                let mut fields = vec![(
                    "state",
                    Data::text(match state {
                        WeightsState::Loading => "loading",
                        WeightsState::Loaded => "loaded",
                        WeightsState::Failed(_) => "failed",
                    }),
                )];
                if let WeightsState::Failed(message) = state {
                    fields.push(("message", Data::text(message.as_str())));
                }
                tag("weights", fields)
            }
            FromWorker::Error { id, message } => {
                let mut fields: Vec<_> = id.map(id_field).into_iter().collect();
                fields.push(("message", Data::text(message.as_str())));
                tag("error", fields)
            }
        }
    }

    /// Reads an answer, parsing its squares and moves, or refuses it.
    pub fn from_value(message: &Value) -> Result<FromWorker, ProtocolError> {
        let (kind, fields) = tagged(message)?;
        let eval = |fields: &Fields, key| {
            Ok::<i32, FieldError>(fields.integer(key, -MAX_EVAL, MAX_EVAL)? as i32)
        };
        let nodes = |key| Ok::<u64, FieldError>(fields.integer(key, 0, MAX_NODES)? as u64);
        Ok(match kind {
            "ready" => FromWorker::Ready {
                version: fields.text("version")?.to_string(),
            },
            "progress" => FromWorker::Progress {
                id: fields.id()?,
                depth: fields.integer("depth", 0, 64)? as u32,
                eval: eval(&fields, "eval")?,
                exact: fields.flag("exact")?,
                line: fields
                    .list("line")?
                    .iter()
                    .map(read_move)
                    .collect::<Result<_, _>>()?,
                nodes: nodes("nodes")?,
            },
            "move" => FromWorker::Move {
                id: fields.id()?,
                square: read_maybe_square(&fields)?,
                eval: eval(&fields, "eval")?,
                exact: fields.flag("exact")?,
                nodes: nodes("nodes")?,
            },
            "hints" => FromWorker::Hints {
                id: fields.id()?,
                hints: read_objects(&fields, "hints", "a hint", |hint| {
                    // A hint's line may be missing (a worker from before
                    // lines): the value alone still shows.
                    let line = match hint.list("line") {
                        Ok(moves) => moves.iter().map(read_move).collect::<Result<_, _>>()?,
                        Err(FieldError::Missing(_)) => Vec::new(),
                        Err(error) => return Err(error.into()),
                    };
                    Ok(Hint {
                        square: read_square(hint.text("square")?)?,
                        score: eval(hint, "eval")?,
                        exact: hint.flag("exact")?,
                        line,
                    })
                })?,
            },
            "solved" => FromWorker::Solved {
                id: fields.id()?,
                square: read_maybe_square(&fields)?,
                score: eval(&fields, "score")?,
                nodes: nodes("nodes")?,
                millis: nodes("millis")?,
            },
            "analysed" => FromWorker::Analysed {
                id: fields.id()?,
                index: fields.integer("index", 0, MAX_ANALYSED as i64 - 1)? as u32,
                analysis: Analysis {
                    best: fields.get("best").map(read_move).transpose()?,
                    value: eval(&fields, "value")?,
                    exact: fields.flag("exact")?,
                    moves: read_objects(&fields, "moves", "a move's value", |m| {
                        Ok(MoveValue {
                            square: read_square(m.text("square")?)?,
                            value: eval(m, "value")?,
                        })
                    })?,
                    line: fields
                        .list("line")?
                        .iter()
                        .map(read_move)
                        .collect::<Result<_, _>>()?,
                },
            },
            "weights" => FromWorker::Weights(match fields.text("state")? {
                "loading" => WeightsState::Loading,
                "loaded" => WeightsState::Loaded,
                "failed" => WeightsState::Failed(fields.text("message")?.to_string()),
                other => return Err(ProtocolError::UnknownKind(crate::reason::quote(other, 24))),
            }),
            "error" => FromWorker::Error {
                // The worker's loader (public/ai_worker_loader.js) says
                // `id: null` when the wasm cannot start.
                id: match fields.get("id") {
                    None | Some(Value::Null) => None,
                    Some(_) => Some(fields.id()?),
                },
                message: fields.text("message")?.to_string(),
            },
            other => return Err(ProtocolError::UnknownKind(crate::reason::quote(other, 24))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::transcript::position_after;

    fn trip_request(request: &ToWorker) -> Result<ToWorker, Refused> {
        ToWorker::from_value(&Value::from(&request.to_data()))
    }

    fn trip_answer(answer: &FromWorker) -> Result<FromWorker, ProtocolError> {
        FromWorker::from_value(&Value::from(&answer.to_data()))
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn level(number: u8) -> Level {
        Level::get(number).unwrap()
    }

    #[test]
    fn requests_and_answers_round_trip() {
        let classic = position_after(Variant::Classic, "d4d5e4e5d6").unwrap();
        let requests = [
            ToWorker::Think {
                id: 7,
                position: classic,
                level: level(3),
                seed: u32::MAX,
            },
            ToWorker::Hints {
                id: 8,
                position: Position::new(Variant::Free),
                level: level(8),
            },
            ToWorker::Solve {
                id: 9,
                position: position_after(Variant::Othello, "f5d6").unwrap(),
            },
            ToWorker::Best {
                id: 11,
                position: position_after(Variant::Free, "e4").unwrap(),
                depth: MAX_BEST_DEPTH,
            },
            ToWorker::Analyse {
                id: 10,
                positions: vec![
                    Position::new(Variant::Classic),
                    position_after(Variant::Classic, "d4").unwrap(),
                    classic,
                ],
                depth: Depth {
                    exact_empties: 14,
                    plies: 6,
                },
            },
        ];
        for request in &requests {
            assert_eq!(trip_request(request).as_ref(), Ok(request));
        }
        // On the wire: the board string the engine writes, and the level's number.
        let wire = Value::from(&requests[0].to_data());
        let body = wire.get("think").unwrap();
        assert_eq!(body.get("variant"), Some(&Value::Text("classic".into())));
        assert_eq!(body.get("board"), Some(&Value::Text(obf::write(&classic))));
        assert_eq!(body.get("level").and_then(|l| l.integer(0, 9)), Some(3));
        let answers = [
            FromWorker::Ready {
                version: "1.0".into(),
            },
            FromWorker::Progress {
                id: 7,
                depth: 12,
                eval: -150,
                exact: false,
                line: vec![Move::Place(sq("d3")), Move::Pass, Move::Place(sq("c5"))],
                nodes: 123_456_789_012,
            },
            FromWorker::Move {
                id: 7,
                square: Some(sq("d4")),
                eval: -150,
                exact: true,
                nodes: 1234,
            },
            FromWorker::Move {
                id: 7,
                square: None,
                eval: 0,
                exact: false,
                nodes: 0,
            },
            FromWorker::Hints {
                id: 4,
                hints: vec![Hint {
                    square: sq("c4"),
                    score: 250,
                    exact: false,
                    line: vec![Move::Place(sq("c4")), Move::Pass, Move::Place(sq("e3"))],
                }],
            },
            FromWorker::Solved {
                id: 9,
                square: Some(sq("a1")),
                score: -64,
                nodes: 5,
                millis: 6,
            },
            FromWorker::Analysed {
                id: 10,
                index: 60,
                analysis: Analysis {
                    best: Some(Move::Place(sq("c4"))),
                    value: -350,
                    exact: true,
                    moves: vec![
                        MoveValue {
                            square: sq("c4"),
                            value: -350,
                        },
                        MoveValue {
                            square: sq("h8"),
                            value: -6400,
                        },
                    ],
                    line: vec![Move::Place(sq("c4")), Move::Pass, Move::Place(sq("a1"))],
                },
            },
            FromWorker::Analysed {
                id: 10,
                index: 0,
                analysis: Analysis {
                    best: None,
                    value: 6400,
                    exact: true,
                    moves: Vec::new(),
                    line: Vec::new(),
                },
            },
            FromWorker::Error {
                id: None,
                message: "no".into(),
            },
            FromWorker::Error {
                id: Some(3),
                message: "no".into(),
            },
            FromWorker::Weights(WeightsState::Loading),
            FromWorker::Weights(WeightsState::Loaded),
            FromWorker::Weights(WeightsState::Failed("404 Not Found".into())),
        ];
        for answer in &answers {
            assert_eq!(trip_answer(answer).as_ref(), Ok(answer));
        }
        let text = format!("{:?}", Value::from(&answers[2].to_data()));
        assert!(text.starts_with(r#"Object([("move", Object("#), "{text}");
    }

    fn object(fields: Vec<(&str, Value)>) -> Value {
        Value::Object(
            fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    fn think(id: Value, board: Value, level: Value) -> Value {
        object(vec![(
            "think",
            object(vec![
                ("id", id),
                ("variant", Value::Text("classic".into())),
                ("board", board),
                ("level", level),
                ("seed", Value::Number(1.0)),
            ]),
        )])
    }

    #[test]
    fn garbage_is_refused() {
        let board = || Value::Text(obf::write(&Position::new(Variant::Classic)));
        let good = think(Value::Number(1.0), board(), Value::Number(3.0));
        assert!(ToWorker::from_value(&good).is_ok());
        for bad in [
            Value::Null,
            Value::Text("think".into()),
            object(vec![("launch", object(vec![("id", Value::Number(1.0))]))]),
            think(Value::Number(1.5), board(), Value::Number(3.0)),
            think(Value::Number(-1.0), board(), Value::Number(3.0)),
            think(Value::Number(1.0), board(), Value::Number(300.0)),
            think(Value::Text("1".into()), board(), Value::Number(3.0)),
            think(Value::Number(1.0), board(), Value::LongText),
            think(Value::Number(1.0), board(), Value::TooBig),
            think(Value::Number(1.0), Value::LongText, Value::Number(3.0)),
        ] {
            assert!(ToWorker::from_value(&bad).is_err(), "{bad:?}");
        }
        let hints = object(vec![(
            "hints",
            object(vec![
                ("id", Value::Number(1.0)),
                ("hints", Value::List(vec![Value::Text("c4".into())])),
            ]),
        )]);
        assert!(FromWorker::from_value(&hints).is_err());
        let moved = |square: &str| {
            object(vec![(
                "move",
                object(vec![
                    ("id", Value::Number(1.0)),
                    ("square", Value::Text(square.into())),
                    ("eval", Value::Number(0.0)),
                    ("exact", Value::Bool(false)),
                    ("nodes", Value::Number(0.0)),
                ]),
            )])
        };
        assert!(FromWorker::from_value(&moved("e6")).is_ok());
        // What public/ai_worker_loader.js posts when the wasm cannot load.
        let failed = object(vec![(
            "error",
            object(vec![
                ("id", Value::Null),
                ("message", Value::Text("the AI could not start".into())),
            ]),
        )]);
        assert_eq!(
            FromWorker::from_value(&failed),
            Ok(FromWorker::Error {
                id: None,
                message: "the AI could not start".into()
            })
        );
        assert_eq!(
            FromWorker::from_value(&moved("z9")),
            Err(ProtocolError::NotAMove("z9".into()))
        );
    }

    #[test]
    fn an_analysis_request_is_bounded() {
        let start = obf::write(&Position::new(Variant::Othello));
        let analyse = |boards: Vec<Value>, exact: f64, depth: f64| {
            ToWorker::from_value(&object(vec![(
                "analyse",
                object(vec![
                    ("id", Value::Number(5.0)),
                    ("variant", Value::Text("othello".into())),
                    ("boards", Value::List(boards)),
                    ("exact", Value::Number(exact)),
                    ("depth", Value::Number(depth)),
                ]),
            )]))
        };
        let board = || Value::Text(start.clone());
        assert!(analyse(vec![board(); 61], 14.0, 6.0).is_ok());
        for (boards, exact, depth) in [
            (vec![], 14.0, 6.0),
            (vec![board(); 62], 14.0, 6.0),
            (vec![Value::Number(1.0)], 14.0, 6.0),
            (vec![Value::Text("nonsense".into())], 14.0, 6.0),
            (vec![board()], 21.0, 6.0),
            (vec![board()], 14.0, 0.0),
            (vec![board()], 14.0, 13.0),
        ] {
            let refused = analyse(boards.clone(), exact, depth).unwrap_err();
            assert_eq!(refused.id, Some(5), "{boards:?} {exact} {depth}");
        }
    }

    #[test]
    fn a_bad_position_or_level_is_refused_with_the_id() {
        let refused = |board: &str, level: f64| {
            ToWorker::from_value(&think(
                Value::Number(9.0),
                Value::Text(board.into()),
                Value::Number(level),
            ))
            .unwrap_err()
        };
        let start = obf::write(&Position::new(Variant::Classic));
        assert_eq!(
            refused("nonsense", 1.0),
            Refused {
                id: Some(9),
                error: ProtocolError::Board(BoardError::BadBoard)
            }
        );
        assert_eq!(
            refused(&start, 99.0),
            Refused {
                id: Some(9),
                error: ProtocolError::UnknownLevel(99)
            }
        );
        assert_eq!(refused(&start, 99.0).error.to_string(), "no level 99");
    }
}
