//! The settings kept between visits, each under its own localStorage key:
//! the legal-move markers and hints, the display theme and the computer's pace.
//! Reading never fails: anything unknown is the default.

/// The localStorage key of the board settings: `legal on|off hints on|off`.
pub const SETTINGS_KEY: &str = "reversi.settings";
/// The localStorage key of the display theme: `auto`, `standard`, `dark` or `high`.
pub const DISPLAY_KEY: &str = "reversi.display";
/// The localStorage key of the computer's pace: `instant` for no pause
/// before its moves (tests set it), anything else for the normal pause.
pub const PACE_KEY: &str = "reversi.pace";

/// The board settings kept between visits: the legal-move markers and
/// the hints.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardSettings {
    pub show_legal: bool,
    pub show_hints: bool,
}

impl BoardSettings {
    /// A first visit's: legal moves marked, no hints.
    pub const DEFAULT: BoardSettings = BoardSettings {
        show_legal: true,
        show_hints: false,
    };

    pub fn write(self) -> String {
        let word = |on: bool| if on { "on" } else { "off" };
        format!(
            "legal {} hints {}",
            word(self.show_legal),
            word(self.show_hints)
        )
    }

    /// The stored settings (older pages wrote only `legal on|off`);
    /// anything unknown keeps its default.
    pub fn read(stored: Option<&str>) -> BoardSettings {
        let mut settings = BoardSettings::DEFAULT;
        let words: Vec<&str> = stored.unwrap_or("").split_whitespace().collect();
        for pair in words.windows(2) {
            match pair {
                ["legal", value] => settings.show_legal = *value != "off",
                ["hints", value] => settings.show_hints = *value == "on",
                _ => {}
            }
        }
        settings
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
        Contrast::ALL
            .into_iter()
            .find(|c| c.name() == text.trim())
            .unwrap_or_default()
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
                let settings = BoardSettings {
                    show_legal,
                    show_hints,
                };
                assert_eq!(BoardSettings::read(Some(&settings.write())), settings);
            }
        }
        assert_eq!(BoardSettings::read(None), BoardSettings::DEFAULT);
        assert_eq!(BoardSettings::read(Some("garbage")), BoardSettings::DEFAULT);
        // What earlier versions stored.
        assert!(!BoardSettings::read(Some("legal off")).show_legal);
        assert!(BoardSettings::read(Some("legal on")).show_legal);
        assert!(!BoardSettings::read(Some("legal on")).show_hints);
        assert_eq!(
            BoardSettings::write(BoardSettings::DEFAULT),
            "legal on hints off"
        );
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
