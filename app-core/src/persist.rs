//! Keeping the game on this device, decided plainly: which writes go out,
//! when the player hears that the game is not being saved (once, and again
//! only after a write worked), and what another tab's save means. The
//! browser glue does the writes and shows the notices.
//!
//! Two tabs: every tab writes the game after each change. When another tab
//! saves a game different from the one this tab last wrote (the `storage`
//! event), this tab stops writing the game, so that it never silently
//! replaces the other's, and asks the player: load the newer game, or keep
//! this one (written at once, and then the other tab asks the same).

use crate::reason::LoadProblem;

/// What the player is to be told after a write.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Told {
    Nothing,
    /// The first failure after writes worked (or at the start).
    NotSaved,
    /// A write worked again after failures.
    SavedAgain,
}

/// What this tab knows about its writes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Keeping {
    failing: bool,
    other_tab: bool,
    /// The game's text as this tab last wrote it (or found it written).
    last: Option<String>,
}

impl Keeping {
    /// Whether the last write failed (storage full, refused or missing).
    pub fn failing(&self) -> bool {
        self.failing
    }

    /// Whether another tab saved a different game, not yet answered.
    pub fn other_tab(&self) -> bool {
        self.other_tab
    }

    /// Whether to write the game as `text`: not while another tab's game
    /// waits for an answer, and not when it is already written.
    pub fn may_write_game(&self, text: &str) -> bool {
        !self.other_tab && self.last.as_deref() != Some(text)
    }

    /// A write happened (`game`: the game's text, if it was the game);
    /// `ok` says whether storage took it.
    pub fn wrote(&mut self, game: Option<&str>, ok: bool) -> Told {
        if ok {
            if let Some(text) = game {
                self.last = Some(text.into());
            }
        }
        let was = std::mem::replace(&mut self.failing, !ok);
        match (was, ok) {
            (false, false) => Told::NotSaved,
            (true, true) => Told::SavedAgain,
            _ => Told::Nothing,
        }
    }

    /// Another tab wrote the game as `theirs` (`None`: removed). True when
    /// this begins a question for the player (said once).
    pub fn foreign(&mut self, theirs: Option<&str>) -> bool {
        let Some(theirs) = theirs else { return false };
        if self.other_tab || self.last.as_deref() == Some(theirs) {
            return false;
        }
        self.other_tab = true;
        true
    }

    /// The player chose to keep this tab's game: written at the next save
    /// even if unchanged. (Taking the other's loads the page again.)
    pub fn answered(&mut self) {
        self.other_tab = false;
        self.last = None;
    }
}

/// Whether `notice` holds while its cause does (storage's notices and
/// another tab's question), rather than until dismissed.
pub fn lasts(notice: &LoadProblem) -> bool {
    matches!(
        notice,
        LoadProblem::NotSaved | LoadProblem::OtherTab | LoadProblem::ArchiveNotSaved
    )
}

/// The notices left after "Dismiss" on `dismissed`: it goes, and so do the
/// other notices met loading; the ones that last while their cause holds
/// ([`lasts`]) stay.
pub fn dismiss(notices: &mut Vec<LoadProblem>, dismissed: &LoadProblem) {
    notices.retain(|notice| notice != dismissed && lasts(notice));
}

/// What the archive's write means for its notice, shown or not: `Some(true)`
/// to show it, `Some(false)` to drop it, `None` to leave it as it is.
pub fn archive_notice(written: bool, shown: bool) -> Option<bool> {
    match (written, shown) {
        (false, false) => Some(true),
        (true, true) => Some(false),
        _ => None,
    }
}

/// The live region's line with `text` said after what it says now.
pub fn say_after(line: &mut String, text: &str) {
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(text);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_told_once_and_a_working_write_clears_it() {
        let mut keeping = Keeping::default();
        assert!(keeping.may_write_game("a"));
        assert_eq!(keeping.wrote(Some("a"), false), Told::NotSaved);
        assert!(keeping.failing());
        // Not written: tried again, and told nothing new.
        assert!(keeping.may_write_game("a"));
        assert_eq!(keeping.wrote(Some("a"), false), Told::Nothing);
        assert_eq!(keeping.wrote(None, false), Told::Nothing);
        assert_eq!(keeping.wrote(Some("b"), true), Told::SavedAgain);
        assert!(!keeping.failing());
        assert!(!keeping.may_write_game("b"), "already written");
        assert_eq!(keeping.wrote(Some("c"), true), Told::Nothing);
        assert_eq!(keeping.wrote(None, false), Told::NotSaved);
    }

    #[test]
    fn another_tabs_game_stops_the_writes_until_answered() {
        let mut keeping = Keeping::default();
        keeping.wrote(Some("mine"), true);
        // The other tab writes what this one wrote: nothing to ask.
        assert!(!keeping.foreign(Some("mine")));
        assert!(!keeping.foreign(None));
        assert!(keeping.foreign(Some("theirs")));
        assert!(keeping.other_tab());
        assert!(!keeping.may_write_game("mine d4"));
        // Asked once, however often the other tab writes.
        assert!(!keeping.foreign(Some("theirs d5")));
        // Keep mine: written at once, even if unchanged.
        keeping.answered();
        assert!(!keeping.other_tab());
        assert!(keeping.may_write_game("mine"));
        keeping.wrote(Some("mine"), true);
        assert!(!keeping.may_write_game("mine"));
        // Then the other tab's next save asks again.
        assert!(keeping.foreign(Some("theirs d5 e4")));
    }

    #[test]
    fn dismiss_closes_the_loading_notices_but_not_storages() {
        use crate::reason::{Reason, Stored};
        let unreadable = LoadProblem::Unreadable {
            what: Stored::Settings,
            newer: false,
            text: "x".into(),
        };
        let bad_link = LoadProblem::BadLink(Reason::Empty);
        let mut notices = vec![
            unreadable.clone(),
            LoadProblem::NotSaved,
            bad_link,
            LoadProblem::ArchiveNotSaved,
        ];
        dismiss(&mut notices, &unreadable);
        assert_eq!(
            notices,
            [LoadProblem::NotSaved, LoadProblem::ArchiveNotSaved],
            "every loading notice goes with one Dismiss"
        );
        dismiss(&mut notices, &LoadProblem::NotSaved);
        assert_eq!(notices, [LoadProblem::ArchiveNotSaved]);
    }

    #[test]
    fn the_archive_notice_follows_its_writes() {
        assert_eq!(
            archive_notice(false, false),
            Some(true),
            "first failure: told"
        );
        assert_eq!(archive_notice(false, true), None, "told once");
        assert_eq!(
            archive_notice(true, true),
            Some(false),
            "works again: dropped"
        );
        assert_eq!(archive_notice(true, false), None);
    }

    #[test]
    fn a_notice_is_said_after_the_line_on_show() {
        let mut line = String::new();
        say_after(&mut line, "Not saved.");
        assert_eq!(line, "Not saved.");
        say_after(&mut line, "Other tab.");
        assert_eq!(line, "Not saved. Other tab.");
    }
}
