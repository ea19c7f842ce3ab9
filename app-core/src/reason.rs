//! Why something asked of the app was refused, kept as data until the text
//! is chosen: the page shows it in the player's language (`strings::reason`),
//! the host page and the console hear it in English ([`fmt::Display`]).

use std::fmt;

use reversi_engine::obf::BoardError;
use reversi_engine::transcript::TranscriptError;
use reversi_engine::PlayError;

/// The longest piece of outside text (a variant's or a player's name, a
/// parameter's value) quoted back in a message.
pub const QUOTE_LIMIT: usize = 24;

/// Why a move, a record, a link or a host command was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Reason {
    /// A placement the rules forbid.
    Illegal(PlayError),
    /// A transcript that cannot be read or replayed.
    Transcript(TranscriptError),
    /// A board string that is not a position of the variant.
    Board(BoardError),
    /// A variant name that is not classic, free or othello (quoted, cut short).
    UnknownVariant(String),
    /// A player that is not `human`, `ai` or `ai:1`..`ai:8` (quoted, cut short).
    UnknownPlayer(String),
    /// Nothing was given.
    Empty,
    /// More than this many characters were given.
    TooLong(usize),
}

impl Reason {
    pub fn unknown_variant(name: &str) -> Reason {
        Reason::UnknownVariant(quote(name, QUOTE_LIMIT))
    }

    pub fn unknown_player(name: &str) -> Reason {
        Reason::UnknownPlayer(quote(name, QUOTE_LIMIT))
    }
}

impl From<PlayError> for Reason {
    fn from(error: PlayError) -> Reason {
        Reason::Illegal(error)
    }
}

impl From<TranscriptError> for Reason {
    fn from(error: TranscriptError) -> Reason {
        Reason::Transcript(error)
    }
}

impl From<BoardError> for Reason {
    fn from(error: BoardError) -> Reason {
        Reason::Board(error)
    }
}

/// In English, for the host page's `error` events and console warnings.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Illegal(error) => write!(f, "{error}"),
            Reason::Transcript(error) => write!(f, "{error}"),
            Reason::Board(error) => write!(f, "{error}"),
            Reason::UnknownVariant(name) => write!(f, "unknown variant '{name}'"),
            Reason::UnknownPlayer(name) => write!(f, "unknown player '{name}'"),
            Reason::Empty => f.write_str("the box is empty"),
            Reason::TooLong(limit) => write!(f, "more than {limit} characters"),
        }
    }
}

/// Why the game on show is not the one asked for, or what else the page
/// must tell the player when it starts or a host page speaks to it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadProblem {
    /// A saved game (or the saved settings) could not be read: a fresh game
    /// started (or the defaults hold); `text` is kept aside, and offered to
    /// the player to copy.
    Unreadable {
        what: Stored,
        /// Written by a newer version of the app.
        newer: bool,
        text: String,
    },
    /// The game in the link could not be opened; its start is shown.
    BadLink(Reason),
    /// An embed parameter that was not understood (`value` cut short).
    BadParameter { key: &'static str, value: String },
    /// A host page's command the rules refused; the game is unchanged.
    HostRefused {
        command: &'static str,
        reason: Reason,
    },
    /// Storage refuses writes or is missing: the game is not being saved.
    NotSaved,
    /// Another tab saved a different game: load it, or keep this one.
    OtherTab,
    /// Storage refused the archive's write: the games stay as stored.
    ArchiveNotSaved,
}

/// What the page keeps on the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stored {
    Game,
    /// The legal-move markers.
    Settings,
    /// The display theme.
    Display,
    /// The archive of finished games.
    Archive,
    /// The puzzles solved and the streak.
    Puzzles,
}

/// `text` cut to `limit` characters (an ellipsis marks the cut), with
/// control characters dropped: safe to quote in a notice.
pub fn quote(text: &str, limit: usize) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() <= limit {
        clean
    } else {
        clean.chars().take(limit).collect::<String>() + "…"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_cut_and_cleaned() {
        assert_eq!(quote("abc\u{0}def", 3), "abc…");
        assert_eq!(quote("abc", 3), "abc");
        assert_eq!(
            Reason::unknown_player(&"x".repeat(3000)),
            Reason::UnknownPlayer("x".repeat(QUOTE_LIMIT) + "…")
        );
    }

    #[test]
    fn english_for_the_host_page() {
        let square = "d4".parse().unwrap();
        let reason = Reason::Transcript(TranscriptError::Illegal {
            move_number: 2,
            square,
            reason: PlayError::Occupied(square),
        });
        assert_eq!(reason.to_string(), "move 2 (d4) is illegal: d4 is occupied");
        assert_eq!(
            Reason::unknown_variant("chess").to_string(),
            "unknown variant 'chess'"
        );
    }
}
