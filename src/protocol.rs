//! The messages between the page and the AI worker, as JSON text. Each
//! request carries an id; every answer repeats it, so the page can drop an
//! answer to a request it no longer cares about. Positions travel as the
//! engine's board string (with the discs left in each hand) and are
//! validated again on arrival.

use serde::{Deserialize, Serialize};

/// Longest message either side accepts; anything longer is refused unread.
pub const MAX_MESSAGE_BYTES: usize = 4096;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ToWorker {
    /// Choose a move at `level` (1-based, see the engine's level table).
    Think {
        id: u32,
        variant: String,
        board: String,
        level: u8,
        seed: u64,
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
#[serde(tag = "type", rename_all = "camelCase")]
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
        millis: f64,
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

/// Reads a message, refusing oversized or malformed text.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!("message longer than {MAX_MESSAGE_BYTES} bytes"));
    }
    serde_json::from_str(text).map_err(|e| format!("unreadable message: {e}"))
}

pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        format!(r#"{{"type":"error","id":null,"message":"cannot encode: {e}"}}"#)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(text.contains(r#""type":"move""#), "{text}");
        assert_eq!(decode::<FromWorker>(&text), Ok(answer));
    }

    #[test]
    fn garbage_is_refused() {
        assert!(decode::<ToWorker>("{").is_err());
        assert!(decode::<ToWorker>(r#"{"type":"launch"}"#).is_err());
        assert!(decode::<ToWorker>(&"x".repeat(MAX_MESSAGE_BYTES + 1)).is_err());
    }
}
