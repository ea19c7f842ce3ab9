//! The messages between the page and the AI worker, as JS objects made by
//! serde (`serde-wasm-bindgen`). Each
//! request carries an id; every answer repeats it, so the page can drop an
//! answer to a request it no longer cares about. Positions travel as the
//! engine's board string (with the discs left in each hand) and are
//! validated again on arrival. Externally tagged (`{move: {...}}`), free of
//! floats and of a JSON parser: all three keep the page's wasm small.

use serde::{Deserialize, Serialize};

/// Longest text field either side accepts (a board string is about 70).
pub const MAX_FIELD_BYTES: usize = 256;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// A message as the JS object posted between page and worker.
pub fn to_js<T: Serialize>(message: &T) -> wasm_bindgen::JsValue {
    serde_wasm_bindgen::to_value(message).unwrap_or(wasm_bindgen::JsValue::NULL)
}

/// Reads a posted JS object, refusing anything of the wrong shape.
pub fn from_js<T: for<'de> Deserialize<'de>>(value: wasm_bindgen::JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| format!("unreadable message: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    // The shape is checked through JSON here; in the browser the same serde
    // derive reads and writes JS objects.
    fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    fn encode<T: Serialize>(message: &T) -> String {
        serde_json::to_string(message).unwrap()
    }

    #[test]
    fn requests_and_answers_round_trip() {
        let request = ToWorker::Think {
            id: 7,
            variant: "classic".into(),
            board: "-".repeat(64) + " X 32 32",
            level: 3,
            seed: 99,
        };
        assert_eq!(decode::<ToWorker>(&encode(&request)), Ok(request));
        let answer = FromWorker::Move {
            id: 7,
            square: Some("d4".into()),
            eval: -150,
            exact: false,
            nodes: 1234,
        };
        let text = encode(&answer);
        assert!(text.starts_with(r#"{"move":{"#), "{text}");
        assert_eq!(decode::<FromWorker>(&text), Ok(answer));
    }

    #[test]
    fn garbage_is_refused() {
        assert!(decode::<ToWorker>("{").is_err());
        assert!(decode::<ToWorker>(r#"{"type":"launch"}"#).is_err());
        let long = ToWorker::Solve {
            id: 1,
            variant: "othello".into(),
            board: "-".repeat(MAX_FIELD_BYTES + 1),
        };
        assert!(long.check_sizes().is_err());
        assert_eq!(long.id(), 1);
    }
}
