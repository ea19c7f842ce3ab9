//! The messages between the page and the AI worker, as JS objects:
//! externally tagged (`{move: {id, square, …}}`), written from and read into
//! the plain data of `js_tree`, with bounds on every text and list. Each
//! request carries an id; every answer repeats it, so the page can drop an
//! answer to a request it no longer cares about. Positions travel as the
//! engine's board string (with the discs left in each hand) and are
//! validated again on arrival.

use crate::value::{Data, Limits, Value};

/// Longest text field either side accepts (a board string is about 70).
pub const MAX_FIELD_BYTES: usize = 256;

/// The bounds applied while reading a message: `{kind: {…, hints: [{…}]}}`
/// nests three deep; a list holds at most a move per square.
pub const LIMITS: Limits = Limits {
    text: MAX_FIELD_BYTES,
    keys: 8,
    items: 64,
    depth: 4,
};

#[derive(Clone, Debug, PartialEq)]
pub enum ToWorker {
    /// Choose a move at `level` (1-based, see the engine's level table).
    Think {
        id: u32,
        variant: String,
        board: String,
        level: u8,
        seed: u32,
    },
    /// Value every legal placement.
    Hints {
        id: u32,
        variant: String,
        board: String,
        level: u8,
    },
    /// Solve exactly (the benchmark).
    Solve {
        id: u32,
        variant: String,
        board: String,
    },
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
        line: Vec<String>,
        nodes: u64,
    },
    /// The answer to a `Think`: a square name, or `None` for a pass.
    Move {
        id: u32,
        square: Option<String>,
        eval: i32,
        exact: bool,
        nodes: u64,
    },
    Hints {
        id: u32,
        hints: Vec<HintValue>,
    },
    Solved {
        id: u32,
        square: Option<String>,
        score: i32,
        nodes: u64,
        millis: u64,
    },
    /// A request the worker could not read or carry out.
    Error {
        id: Option<u32>,
        message: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct HintValue {
    pub square: String,
    /// Hundredths of a disc for the side to move.
    pub eval: i32,
    pub exact: bool,
}

impl ToWorker {
    pub fn id(&self) -> u32 {
        match self {
            ToWorker::Think { id, .. }
            | ToWorker::Hints { id, .. }
            | ToWorker::Solve { id, .. } => *id,
        }
    }

    /// Refuses oversized text fields before anything reads them.
    pub fn check_sizes(&self) -> Result<(), String> {
        let (variant, board) = match self {
            ToWorker::Think { variant, board, .. }
            | ToWorker::Hints { variant, board, .. }
            | ToWorker::Solve { variant, board, .. } => (variant, board),
        };
        if variant.len() > MAX_FIELD_BYTES || board.len() > MAX_FIELD_BYTES {
            return Err(format!("a field is longer than {MAX_FIELD_BYTES} bytes"));
        }
        Ok(())
    }
}

/// One message's fields, read by name with their types checked.
struct Fields<'a>(&'a Value);

impl<'a> Fields<'a> {
    fn text(&self, key: &str) -> Result<String, String> {
        match self.0.get(key) {
            Some(Value::Text(text)) => Ok(text.clone()),
            _ => Err(format!("{key} is not a string")),
        }
    }

    fn maybe_text(&self, key: &str) -> Result<Option<String>, String> {
        match self.0.get(key) {
            None | Some(Value::Null) => Ok(None),
            _ => self.text(key).map(Some),
        }
    }

    fn integer(&self, key: &str, min: i64, max: i64) -> Result<i64, String> {
        self.0
            .get(key)
            .and_then(|v| v.integer(min, max))
            .ok_or_else(|| format!("{key} is not a whole number from {min} to {max}"))
    }

    fn id(&self) -> Result<u32, String> {
        Ok(self.integer("id", 0, u32::MAX.into())? as u32)
    }

    fn flag(&self, key: &str) -> Result<bool, String> {
        match self.0.get(key) {
            Some(Value::Bool(flag)) => Ok(*flag),
            _ => Err(format!("{key} is not a boolean")),
        }
    }

    fn list(&self, key: &str) -> Result<&'a [Value], String> {
        match self.0.get(key) {
            Some(Value::List(items)) => Ok(items),
            _ => Err(format!("{key} is not a list")),
        }
    }
}

/// Largest node count that survives the trip through a JS number.
const MAX_NODES: i64 = 1 << 53;
/// Evaluations and scores are hundredths of a disc: far inside this.
const MAX_EVAL: i64 = 1 << 20;

/// `{kind: {fields}}`: the message's one key and its fields.
fn tagged(message: &Value) -> Result<(&str, Fields<'_>), String> {
    match message {
        Value::Object(fields) if fields.len() == 1 && matches!(fields[0].1, Value::Object(_)) => {
            Ok((fields[0].0.as_str(), Fields(&fields[0].1)))
        }
        other => Err(format!("expected {{kind: {{…}}}}, got {}", other.kind())),
    }
}

fn tag(kind: &'static str, fields: Vec<(&'static str, Data)>) -> Data {
    Data::Object(vec![(kind, Data::Object(fields))])
}

impl ToWorker {
    pub fn to_data(&self) -> Data {
        match self {
            ToWorker::Think {
                id,
                variant,
                board,
                level,
                seed,
            } => tag(
                "think",
                vec![
                    ("id", Data::Number((*id).into())),
                    ("variant", Data::text(variant.as_str())),
                    ("board", Data::text(board.as_str())),
                    ("level", Data::Number((*level).into())),
                    ("seed", Data::Number((*seed).into())),
                ],
            ),
            ToWorker::Hints {
                id,
                variant,
                board,
                level,
            } => tag(
                "hints",
                vec![
                    ("id", Data::Number((*id).into())),
                    ("variant", Data::text(variant.as_str())),
                    ("board", Data::text(board.as_str())),
                    ("level", Data::Number((*level).into())),
                ],
            ),
            ToWorker::Solve { id, variant, board } => tag(
                "solve",
                vec![
                    ("id", Data::Number((*id).into())),
                    ("variant", Data::text(variant.as_str())),
                    ("board", Data::text(board.as_str())),
                ],
            ),
        }
    }

    /// Reads a request, refusing anything of the wrong shape.
    pub fn from_value(message: &Value) -> Result<ToWorker, String> {
        let (kind, fields) = tagged(message)?;
        let level = || Ok::<u8, String>(fields.integer("level", 0, 255)? as u8);
        Ok(match kind {
            "think" => ToWorker::Think {
                id: fields.id()?,
                variant: fields.text("variant")?,
                board: fields.text("board")?,
                level: level()?,
                seed: fields.integer("seed", 0, u32::MAX.into())? as u32,
            },
            "hints" => ToWorker::Hints {
                id: fields.id()?,
                variant: fields.text("variant")?,
                board: fields.text("board")?,
                level: level()?,
            },
            "solve" => ToWorker::Solve {
                id: fields.id()?,
                variant: fields.text("variant")?,
                board: fields.text("board")?,
            },
            _ => return Err("unknown request".into()),
        })
    }
}

impl FromWorker {
    pub fn to_data(&self) -> Data {
        let id = |id: &u32| ("id", Data::Number((*id).into()));
        match self {
            FromWorker::Ready { version } => {
                tag("ready", vec![("version", Data::text(version.as_str()))])
            }
            FromWorker::Progress {
                id: n,
                depth,
                eval,
                exact,
                line,
                nodes,
            } => tag(
                "progress",
                vec![
                    id(n),
                    ("depth", Data::Number((*depth).into())),
                    ("eval", Data::Number((*eval).into())),
                    ("exact", Data::Bool(*exact)),
                    ("line", Data::texts(line.iter().map(String::as_str))),
                    ("nodes", Data::Number(nodes_number(*nodes))),
                ],
            ),
            FromWorker::Move {
                id: n,
                square,
                eval,
                exact,
                nodes,
            } => tag(
                "move",
                vec![
                    id(n),
                    ("square", Data::maybe_text(square.as_deref())),
                    ("eval", Data::Number((*eval).into())),
                    ("exact", Data::Bool(*exact)),
                    ("nodes", Data::Number(nodes_number(*nodes))),
                ],
            ),
            FromWorker::Hints { id: n, hints } => tag(
                "hints",
                vec![
                    id(n),
                    (
                        "hints",
                        Data::List(
                            hints
                                .iter()
                                .map(|hint| {
                                    Data::Object(vec![
                                        ("square", Data::text(hint.square.as_str())),
                                        ("eval", Data::Number(hint.eval.into())),
                                        ("exact", Data::Bool(hint.exact)),
                                    ])
                                })
                                .collect(),
                        ),
                    ),
                ],
            ),
            FromWorker::Solved {
                id: n,
                square,
                score,
                nodes,
                millis,
            } => tag(
                "solved",
                vec![
                    id(n),
                    ("square", Data::maybe_text(square.as_deref())),
                    ("score", Data::Number((*score).into())),
                    ("nodes", Data::Number(nodes_number(*nodes))),
                    ("millis", Data::Number(nodes_number(*millis))),
                ],
            ),
            FromWorker::Error { id: n, message } => tag(
                "error",
                vec![
                    ("id", n.map_or(Data::Null, |n| Data::Number(n.into()))),
                    ("message", Data::text(message.as_str())),
                ],
            ),
        }
    }

    /// Reads an answer, refusing anything of the wrong shape.
    pub fn from_value(message: &Value) -> Result<FromWorker, String> {
        let (kind, fields) = tagged(message)?;
        let eval = |key| Ok::<i32, String>(fields.integer(key, -MAX_EVAL, MAX_EVAL)? as i32);
        let nodes = |key| Ok::<u64, String>(fields.integer(key, 0, MAX_NODES)? as u64);
        Ok(match kind {
            "ready" => FromWorker::Ready {
                version: fields.text("version")?,
            },
            "progress" => FromWorker::Progress {
                id: fields.id()?,
                depth: fields.integer("depth", 0, 64)? as u32,
                eval: eval("eval")?,
                exact: fields.flag("exact")?,
                line: fields
                    .list("line")?
                    .iter()
                    .map(|item| item.text().map(str::to_string))
                    .collect::<Option<_>>()
                    .ok_or("line holds something other than squares")?,
                nodes: nodes("nodes")?,
            },
            "move" => FromWorker::Move {
                id: fields.id()?,
                square: fields.maybe_text("square")?,
                eval: eval("eval")?,
                exact: fields.flag("exact")?,
                nodes: nodes("nodes")?,
            },
            "hints" => FromWorker::Hints {
                id: fields.id()?,
                hints: fields
                    .list("hints")?
                    .iter()
                    .map(|hint| {
                        let hint = Fields(hint);
                        Ok(HintValue {
                            square: hint.text("square")?,
                            eval: hint.integer("eval", -MAX_EVAL, MAX_EVAL)? as i32,
                            exact: hint.flag("exact")?,
                        })
                    })
                    .collect::<Result<_, String>>()?,
            },
            "solved" => FromWorker::Solved {
                id: fields.id()?,
                square: fields.maybe_text("square")?,
                score: eval("score")?,
                nodes: nodes("nodes")?,
                millis: nodes("millis")?,
            },
            "error" => FromWorker::Error {
                id: match fields.0.get("id") {
                    None | Some(Value::Null) => None,
                    Some(_) => Some(fields.id()?),
                },
                message: fields.text("message")?,
            },
            _ => return Err("unknown answer".into()),
        })
    }
}

/// A count as a JS-safe whole number (2^53 nodes would take years).
fn nodes_number(count: u64) -> i64 {
    count.min(MAX_NODES as u64) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trip_request(request: &ToWorker) -> Result<ToWorker, String> {
        ToWorker::from_value(&Value::from(&request.to_data()))
    }

    fn trip_answer(answer: &FromWorker) -> Result<FromWorker, String> {
        FromWorker::from_value(&Value::from(&answer.to_data()))
    }

    #[test]
    fn requests_and_answers_round_trip() {
        let board = "-".repeat(64) + " X 32 32";
        let requests = [
            ToWorker::Think {
                id: 7,
                variant: "classic".into(),
                board: board.clone(),
                level: 3,
                seed: u32::MAX,
            },
            ToWorker::Hints {
                id: 8,
                variant: "free".into(),
                board: board.clone(),
                level: 8,
            },
            ToWorker::Solve {
                id: 9,
                variant: "othello".into(),
                board,
            },
        ];
        for request in &requests {
            assert_eq!(trip_request(request).as_ref(), Ok(request));
        }
        let answers = [
            FromWorker::Ready {
                version: "1.0".into(),
            },
            FromWorker::Progress {
                id: 7,
                depth: 12,
                eval: -150,
                exact: false,
                line: vec!["d3".into(), "c5".into()],
                nodes: 123_456_789_012,
            },
            FromWorker::Move {
                id: 7,
                square: Some("d4".into()),
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
                hints: vec![HintValue {
                    square: "c4".into(),
                    eval: 250,
                    exact: false,
                }],
            },
            FromWorker::Solved {
                id: 9,
                square: Some("a1".into()),
                score: -64,
                nodes: 5,
                millis: 6,
            },
            FromWorker::Error {
                id: None,
                message: "no".into(),
            },
            FromWorker::Error {
                id: Some(3),
                message: "no".into(),
            },
        ];
        for answer in &answers {
            assert_eq!(trip_answer(answer).as_ref(), Ok(answer));
        }
        let text = format!("{:?}", Value::from(&answers[2].to_data()));
        assert!(text.starts_with(r#"Object([("move", Object("#), "{text}");
    }

    #[test]
    fn garbage_is_refused() {
        let object = |fields: Vec<(&str, Value)>| {
            Value::Object(
                fields
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), v))
                    .collect(),
            )
        };
        let think = |id: Value, level: Value| {
            object(vec![(
                "think",
                object(vec![
                    ("id", id),
                    ("variant", Value::Text("classic".into())),
                    ("board", Value::Text("x".into())),
                    ("level", level),
                    ("seed", Value::Number(1.0)),
                ]),
            )])
        };
        assert!(ToWorker::from_value(&think(Value::Number(1.0), Value::Number(3.0))).is_ok());
        for bad in [
            Value::Null,
            Value::Text("think".into()),
            object(vec![("launch", object(vec![]))]),
            think(Value::Number(1.5), Value::Number(3.0)),
            think(Value::Number(-1.0), Value::Number(3.0)),
            think(Value::Number(1.0), Value::Number(300.0)),
            think(Value::Text("1".into()), Value::Number(3.0)),
            think(Value::Number(1.0), Value::LongText),
            think(Value::Number(1.0), Value::TooBig),
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
        let long = ToWorker::Solve {
            id: 1,
            variant: "othello".into(),
            board: "-".repeat(MAX_FIELD_BYTES + 1),
        };
        assert!(long.check_sizes().is_err());
        assert_eq!(long.id(), 1);
    }
}
