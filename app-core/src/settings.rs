//! The settings kept between visits, each under its own localStorage key:
//! the legal-move markers and hints, the display theme and the computer's
//! pace. Every form ever written is read (`tests/fixtures/settings-*.txt`);
//! text this version never wrote (a newer version's, or damaged) reads as
//! `None`: the page uses the default and keeps the text aside before it
//! writes the setting (as for saves, `save::backup_key`). A later format
//! starts with a `reversi-settings N` line.

use crate::hints::{line_count, DEFAULT_LINES};

/// The localStorage key of the board settings: `legal on|off hints on|off`,
/// then `lines N` unless N is the default count of hint lines (earlier
/// versions wrote `legal on|off` alone, then without `lines`).
pub const SETTINGS_KEY: &str = "reversi.settings";
/// The localStorage key of the display theme: `auto`, `standard`, `dark` or `high`.
pub const DISPLAY_KEY: &str = "reversi.display";
/// The localStorage key of the computer's pace: `instant` for no pause
/// before its moves (tests set it), anything else for the normal pause.
pub const PACE_KEY: &str = "reversi.pace";

/// The board settings kept between visits: the legal-move markers, the
/// hints and how many hint lines to list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardSettings {
    pub show_legal: bool,
    pub show_hints: bool,
    /// One of [`crate::hints::LINE_COUNTS`] (0: every move).
    pub hint_lines: u8,
}

impl BoardSettings {
    /// A first visit's: legal moves marked, no hints, three lines.
    pub const DEFAULT: BoardSettings = BoardSettings {
        show_legal: true,
        show_hints: false,
        hint_lines: DEFAULT_LINES,
    };

    /// The text to keep: with the default count of lines, the form that
    /// versions before the lines read too.
    pub fn write(self) -> String {
        let word = |on: bool| if on { "on" } else { "off" };
        let mut text = format!(
            "legal {} hints {}",
            word(self.show_legal),
            word(self.show_hints)
        );
        if self.hint_lines != DEFAULT_LINES {
            text.push_str(" lines ");
            text.push_str(&self.hint_lines.to_string());
        }
        text
    }

    /// The settings in `text`, in any form ever written (`legal on|off`,
    /// then `legal on|off hints on|off`, then with `lines N`); `None` for
    /// anything else.
    pub fn read(text: &str) -> Option<BoardSettings> {
        let on = |word: &str| match word {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let (legal, hints, lines) = match words[..] {
            ["legal", legal] => (legal, "off", None),
            ["legal", legal, "hints", hints] => (legal, hints, None),
            ["legal", legal, "hints", hints, "lines", lines] => (legal, hints, Some(lines)),
            _ => return None,
        };
        let hint_lines = match lines {
            None => DEFAULT_LINES,
            Some(lines) => line_count(lines)?,
        };
        Some(BoardSettings {
            show_legal: on(legal)?,
            show_hints: on(hints)?,
            hint_lines,
        })
    }

    /// The settings to use, given what is stored: the default for a first
    /// visit and for text that cannot be read.
    pub fn stored(stored: Option<&str>) -> BoardSettings {
        stored
            .and_then(BoardSettings::read)
            .unwrap_or(BoardSettings::DEFAULT)
    }
}

/// The display theme: light (the standard colours), dark, high contrast,
/// or whichever the system asks for (`prefers-contrast: more`, else
/// `prefers-color-scheme`, which the stylesheet follows).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Contrast {
    #[default]
    Auto,
    Standard,
    Dark,
    High,
}

impl Contrast {
    pub const ALL: [Contrast; 4] = [
        Contrast::Auto,
        Contrast::Standard,
        Contrast::Dark,
        Contrast::High,
    ];

    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            Contrast::Auto => "auto",
            Contrast::Standard => "standard",
            Contrast::Dark => "dark",
            Contrast::High => "high",
        }
    }

    /// A stored name; anything unknown is `Auto`.
    pub fn parse(text: &str) -> Contrast {
        Contrast::read(text).unwrap_or_default()
    }

    /// A stored name, or `None` if this version never wrote `text`.
    pub fn read(text: &str) -> Option<Contrast> {
        Contrast::ALL.into_iter().find(|c| c.name() == text.trim())
    }

    /// Whether the page shows the high-contrast theme, given whether the
    /// system prefers more contrast.
    pub fn is_high(self, system_prefers_more: bool) -> bool {
        match self {
            Contrast::Auto => system_prefers_more,
            Contrast::Standard | Contrast::Dark => false,
            Contrast::High => true,
        }
    }
}

/// How long the computer waits before its move shows on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    /// A pause, so that a person sees their own flips first (and can
    /// follow two computers playing each other).
    #[default]
    Normal,
    /// No pause at all: for tests.
    Instant,
}

impl Pace {
    /// The shortest time from a request to the computer's move on the
    /// board, against a person.
    pub const MOVE_PAUSE_MS: f64 = 700.0;
    /// The same between two computers, so that a person can follow the game.
    pub const WATCH_PAUSE_MS: f64 = 1200.0;

    /// The stored value: `instant`, or anything else (or nothing) for normal.
    pub fn parse(stored: Option<&str>) -> Pace {
        match stored {
            Some("instant") => Pace::Instant,
            _ => Pace::Normal,
        }
    }

    /// The pause before the computer's move, in milliseconds.
    pub fn pause_ms(self, both_computers: bool) -> f64 {
        match (self, both_computers) {
            (Pace::Instant, _) => 0.0,
            (Pace::Normal, false) => Pace::MOVE_PAUSE_MS,
            (Pace::Normal, true) => Pace::WATCH_PAUSE_MS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_themes_round_trip() {
        for contrast in Contrast::ALL {
            assert_eq!(Contrast::parse(contrast.name()), contrast);
        }
        assert_eq!(Contrast::parse("garbage"), Contrast::Auto);
        assert!(Contrast::Auto.is_high(true) && !Contrast::Auto.is_high(false));
        assert!(Contrast::High.is_high(false) && !Contrast::Standard.is_high(true));
        assert!(!Contrast::Dark.is_high(true));
        assert_eq!(Contrast::parse("dark"), Contrast::Dark);
    }

    #[test]
    fn settings_round_trip() {
        for show_legal in [false, true] {
            for show_hints in [false, true] {
                for hint_lines in crate::hints::LINE_COUNTS {
                    let settings = BoardSettings {
                        show_legal,
                        show_hints,
                        hint_lines,
                    };
                    assert_eq!(BoardSettings::read(&settings.write()), Some(settings));
                }
            }
        }
        assert_eq!(BoardSettings::DEFAULT.write(), "legal on hints off");
        let five = BoardSettings {
            hint_lines: 5,
            ..BoardSettings::DEFAULT
        };
        assert_eq!(five.write(), "legal on hints off lines 5");
        // Only the counts the page offers.
        assert_eq!(BoardSettings::read("legal on hints on lines 4"), None);
        assert_eq!(BoardSettings::read("legal on hints on lines -1"), None);
        assert_eq!(BoardSettings::read("legal on lines 5"), None);
        assert_eq!(BoardSettings::read("garbage"), None);
        assert_eq!(BoardSettings::read("legal off\nsound on"), None);
        assert_eq!(BoardSettings::read("legal maybe"), None);
        assert_eq!(BoardSettings::stored(None), BoardSettings::DEFAULT);
        assert_eq!(
            BoardSettings::stored(Some("garbage")),
            BoardSettings::DEFAULT
        );
        assert!(!BoardSettings::stored(Some("legal off")).show_legal);
        assert_eq!(Contrast::read("dark"), Some(Contrast::Dark));
        assert_eq!(Contrast::read("sepia"), None);
    }

    #[test]
    fn pace_is_instant_only_when_asked() {
        // The contract with the browser tests: `reversi.pace` = `instant`
        // means no pause; absent or anything else, the normal pause.
        assert_eq!(PACE_KEY, "reversi.pace");
        assert_eq!(Pace::parse(Some("instant")).pause_ms(false), 0.0);
        assert_eq!(Pace::parse(Some("instant")).pause_ms(true), 0.0);
        assert_eq!(Pace::parse(None).pause_ms(false), 700.0);
        assert_eq!(Pace::parse(None).pause_ms(true), 1200.0);
        assert_eq!(Pace::parse(Some("Instant")), Pace::Normal);
        assert_eq!(Pace::parse(Some("")), Pace::Normal);
    }
}
