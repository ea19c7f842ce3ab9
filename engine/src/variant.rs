//! The three rule sets: classic Reversi (the default), free opening and Othello.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// The 1880s game: empty board, free centre opening, 32 discs each,
    /// black and red discs, empty squares count for nobody.
    #[default]
    Classic,
    /// Classic without the 32-disc limit.
    Free,
    /// The modern game: cross start, no disc limit, empty squares go to the winner.
    Othello,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Classic, Variant::Free, Variant::Othello];

    /// The name used on the command line and in links.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Free => "free",
            Variant::Othello => "othello",
        }
    }

    /// Discs each player may place, or `None` for no limit.
    pub const fn disc_limit(self) -> Option<u8> {
        match self {
            Variant::Classic => Some(32),
            Variant::Free | Variant::Othello => None,
        }
    }

    /// Whether the game starts on an empty board with four free placements
    /// on the centre squares.
    pub const fn has_centre_opening(self) -> bool {
        !matches!(self, Variant::Othello)
    }

    /// Whether the empty squares at the end are added to the winner's count
    /// (World Othello Federation scoring).
    pub const fn empties_to_winner(self) -> bool {
        matches!(self, Variant::Othello)
    }

    /// The colour of the second player's discs: red in the classic game,
    /// white otherwise.
    pub const fn second_colour_name(self) -> &'static str {
        match self {
            Variant::Classic => "red",
            Variant::Free | Variant::Othello => "white",
        }
    }
}

/// A variant name that is not `classic`, `free` or `othello`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant '{}' (expected classic, free or othello)",
            self.0
        )
    }
}

impl std::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;

    fn from_str(text: &str) -> Result<Variant, ParseVariantError> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| ParseVariantError(text.chars().take(32).collect()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
