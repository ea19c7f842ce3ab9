//! The archive's copy on this device, decided plainly: what storage holds
//! is read again before every change (another tab may have added a game),
//! the change is made to that, and an unreadable stored text is kept aside
//! under a backup key before anything is written over it; with no free
//! backup key nothing is written at all. The browser glue does the reads
//! and writes (`src/ui/archive.rs`).

use crate::archive::{Archive, Entry, ImportError, HEADER};
use crate::game::Game;
use crate::reason::{LoadProblem, Stored};
use crate::save;

/// Where the archive is stored (localStorage).
pub const STORAGE_KEY: &str = "reversi.archive";

/// Why a change was not made (the archive stays as it was).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refused {
    /// The change itself: a damaged file, or the bound.
    Change(ImportError),
    /// Storage holds a text that cannot be read, and all its backup keys
    /// hold other texts: it may not be overwritten.
    NoRoomAside,
}

/// A change to carry out: first keep `aside` (backup key, text), then
/// write `text` under [`STORAGE_KEY`] (unless `unchanged`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Plan<R> {
    pub archive: Archive,
    pub aside: Option<(String, String)>,
    pub text: String,
    /// Storage holds `text` already: nothing to write.
    pub unchanged: bool,
    pub result: R,
}

/// The archive as stored, and the problem to tell if it cannot be read
/// (its text, for the page to keep aside and offer to copy).
pub fn read(stored: Option<&str>) -> (Archive, Option<LoadProblem>) {
    let Some(text) = stored else {
        return (Archive::new(), None);
    };
    match Archive::from_storage(text) {
        Ok(archive) => (archive, None),
        Err(_) => {
            // `# reversi games 2`: written by a newer version of the app.
            let newer = text
                .lines()
                .next()
                .is_some_and(|first| first.starts_with("# reversi games ") && first != HEADER);
            let problem = LoadProblem::Unreadable {
                what: Stored::Archive,
                newer,
                text: text.to_string(),
            };
            (Archive::new(), Some(problem))
        }
    }
}

/// Makes `change` to what storage holds now (`stored` answers a key's
/// text), an unreadable text being kept aside first.
pub fn plan<R>(
    stored: impl Fn(&str) -> Option<String>,
    change: impl FnOnce(&mut Archive) -> Result<R, ImportError>,
) -> Result<Plan<R>, Refused> {
    let now = stored(STORAGE_KEY);
    let (mut archive, problem) = read(now.as_deref());
    let aside = match problem {
        Some(LoadProblem::Unreadable { text, .. }) => {
            let key = save::backup_key(STORAGE_KEY, &text, &stored).ok_or(Refused::NoRoomAside)?;
            Some((key, text))
        }
        _ => None,
    };
    let result = change(&mut archive).map_err(Refused::Change)?;
    let text = archive.to_storage();
    Ok(Plan {
        unchanged: aside.is_none() && now.as_deref() == Some(text.as_str()),
        archive,
        aside,
        text,
        result,
    })
}

/// The game on show as an entry to keep, when it is over and not kept yet.
pub fn to_keep(archive: &Archive, game: &Game, date: &str) -> Option<Entry> {
    game.outcome()?;
    let entry = Entry::of_game(game, date)?;
    (!archive.holds(&entry.key())).then_some(entry)
}

/// The minute of an ISO time such as `2026-12-01T18:30:05.123Z` (what
/// JavaScript's `toISOString` gives), as the archive dates its games:
/// `2026-12-01T18:30Z`.
pub fn minute_of(iso: &str) -> Option<String> {
    let minute = iso.get(..16)?;
    let date = format!("{minute}Z");
    crate::archive::is_date(&date).then_some(date)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Players;
    use reversi_engine::Variant;
    use std::cell::RefCell;
    use std::collections::HashMap;

    /// The shortest Othello game: black wipes white out (the archive's tests, archive/mod.rs).
    fn finished(moves: &str) -> Game {
        Game::from_transcript(Variant::Othello, Players::default(), moves).unwrap()
    }

    const WIPE_OUT: &str = "f5d6c5f4e7f6g5e6e3";

    #[test]
    fn minutes_are_cut_from_iso_times() {
        assert_eq!(
            minute_of("2026-12-01T18:30:05.123Z").as_deref(),
            Some("2026-12-01T18:30Z")
        );
        assert_eq!(minute_of("2026-12-01"), None);
        assert_eq!(minute_of("yesterday at noon, roughly"), None);
    }

    #[test]
    fn only_a_finished_game_not_kept_yet_is_to_keep() {
        let mut archive = Archive::new();
        let date = "2026-12-01T18:30Z";
        assert_eq!(to_keep(&archive, &finished("f5"), date), None);
        let entry = to_keep(&archive, &finished(WIPE_OUT), date).unwrap();
        archive.keep(entry).unwrap();
        // Kept already: another date does not make it another game.
        assert_eq!(
            to_keep(&archive, &finished(WIPE_OUT), "2026-12-02T09:00Z"),
            None
        );
    }

    #[test]
    fn a_change_starts_from_what_storage_holds_now() {
        let store = RefCell::new(HashMap::<String, String>::new());
        let get = |key: &str| store.borrow().get(key).cloned();
        // This tab has nothing in memory; another tab stored one game.
        let mut other = Archive::new();
        other
            .keep(Entry::of_game(&finished(WIPE_OUT), "2026-12-01T18:30Z").unwrap())
            .unwrap();
        store
            .borrow_mut()
            .insert(STORAGE_KEY.into(), other.to_storage());
        let unchanged = plan(get, |_| Ok(())).unwrap();
        assert!(unchanged.unchanged && unchanged.aside.is_none());
        assert_eq!(unchanged.archive, other);
        // A second game (the same wipe-out turned half round: c4 first) joins it.
        let second =
            Entry::of_game(&finished("c4e3f4c5d2c3b4d3d6"), "2026-12-01T19:00Z").expect("a date");
        assert!(second.outcome().is_some(), "the mirrored game ends too");
        let added = plan(get, |a| a.keep(second.clone())).unwrap();
        assert!(!added.unchanged);
        assert_eq!(added.archive.len(), 2);
        assert_eq!(Archive::from_storage(&added.text), Ok(added.archive));
    }

    #[test]
    fn an_unreadable_stored_text_is_kept_aside_or_nothing_is_written() {
        let store = RefCell::new(HashMap::<String, String>::new());
        store
            .borrow_mut()
            .insert(STORAGE_KEY.into(), "# reversi games 1\ngarbage".into());
        let get = |key: &str| store.borrow().get(key).cloned();
        let (archive, problem) = read(get(STORAGE_KEY).as_deref());
        assert!(archive.is_empty());
        assert!(matches!(
            problem,
            Some(LoadProblem::Unreadable {
                what: Stored::Archive,
                newer: false,
                ..
            })
        ));
        let entry = Entry::of_game(&finished(WIPE_OUT), "2026-12-01T18:30Z").unwrap();
        let planned = plan(get, |a| a.keep(entry.clone())).unwrap();
        assert_eq!(
            planned.aside,
            Some((
                "reversi.archive.kept".to_string(),
                "# reversi games 1\ngarbage".to_string()
            ))
        );
        // Every backup key holding another text: refused.
        for n in 1..=10 {
            let key = match n {
                1 => format!("{STORAGE_KEY}.kept"),
                n => format!("{STORAGE_KEY}.kept.{n}"),
            };
            store.borrow_mut().insert(key, format!("other {n}"));
        }
        assert_eq!(
            plan(get, |a| a.keep(entry.clone())),
            Err(Refused::NoRoomAside)
        );
        // A newer version's archive is told as such.
        let (_, problem) = read(Some("# reversi games 2\nwhatever"));
        assert!(matches!(
            problem,
            Some(LoadProblem::Unreadable { newer: true, .. })
        ));
    }

    #[test]
    fn a_refused_change_writes_nothing() {
        let get = |_: &str| None;
        assert_eq!(
            plan(get, |a| a.import("not a file")),
            Err(Refused::Change(ImportError::NotOurs))
        );
    }
}
