//! The settings kept between visits, each under its own localStorage key:
//! the legal-move markers, the display theme and the computer's pace.
//! Every form ever written is read (`tests/fixtures/settings-*.txt`); text
//! this version never wrote (a newer version's, or damaged) reads as
//! `None`: the page uses the default and keeps the text aside before it
//! writes the setting (as for saves, `save::backup_key`). A later format
//! starts with a `reversi-settings N` line.

/// The localStorage key of the display settings (`legal on|off`).
pub const SETTINGS_KEY: &str = "reversi.settings";
/// The localStorage key of the display theme: `auto`, `standard` or `high`.
pub const DISPLAY_KEY: &str = "reversi.display";
/// The localStorage key of the computer's pace: `instant` for no pause
/// before its moves (tests set it), anything else for the normal pause.
pub const PACE_KEY: &str = "reversi.pace";

/// The display settings kept between visits: just the legal-move markers.
pub fn write_settings(show_legal: bool) -> String {
    format!("legal {}", if show_legal { "on" } else { "off" })
}

/// Whether the stored settings mark the legal moves; `None` if this
/// version did not write `text`.
pub fn read_settings(text: &str) -> Option<bool> {
    match text.trim() {
        "legal on" => Some(true),
        "legal off" => Some(false),
        _ => None,
    }
}

/// Whether the legal moves are marked, given the stored settings (on for a
/// first visit, and for settings that cannot be read).
pub fn show_legal(stored: Option<&str>) -> bool {
    stored.and_then(read_settings).unwrap_or(true)
}

/// The display theme: standard colours, high contrast, or whichever the
/// system asks for (`prefers-contrast: more`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Contrast {
    #[default]
    Auto,
    Standard,
    High,
}

impl Contrast {
    pub const ALL: [Contrast; 3] = [Contrast::Auto, Contrast::Standard, Contrast::High];

    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            Contrast::Auto => "auto",
            Contrast::Standard => "standard",
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
            Contrast::Standard => false,
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
    }

    #[test]
    fn settings_round_trip() {
        assert_eq!(read_settings(&write_settings(true)), Some(true));
        assert_eq!(read_settings(&write_settings(false)), Some(false));
        assert_eq!(read_settings("garbage"), None);
        assert_eq!(read_settings("legal off\nsound on"), None);
        assert!(show_legal(None));
        assert!(show_legal(Some("garbage")));
        assert!(!show_legal(Some("legal off")));
        assert_eq!(Contrast::read("high"), Some(Contrast::High));
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
