//! The start-up policy: which game and which notices a page load begins
//! with, from the page address, the saved game and (embedded) the embed's
//! parameters. Decided here, plainly; the browser glue only reads the
//! address and the storage and hands them in.

use reversi_engine::Variant;

use crate::embed::Embed;
use crate::game::{Game, Players};
use crate::link::Link;
use crate::reason::{LoadProblem, Stored};
use crate::save::{self, SaveError};
use crate::settings::{self, Contrast};

/// What the page reads from storage when it starts.
#[derive(Clone, Copy, Default, Debug)]
pub struct Saved<'a> {
    pub game: Option<&'a str>,
    pub settings: Option<&'a str>,
    pub display: Option<&'a str>,
}

/// The localStorage key of what the page keeps.
pub fn key_of(what: Stored) -> &'static str {
    match what {
        Stored::Game => save::STORAGE_KEY,
        Stored::Settings => settings::SETTINGS_KEY,
        Stored::Display => settings::DISPLAY_KEY,
        Stored::Archive => crate::archive::store::STORAGE_KEY,
        Stored::Puzzles => crate::puzzles::progress::STORAGE_KEY,
    }
}

/// `text`, stored as `what`, could not be read: it is kept aside.
fn unreadable(what: Stored, newer: bool, text: &str) -> LoadProblem {
    LoadProblem::Unreadable {
        what,
        newer,
        text: text.into(),
    }
}

/// What a page load begins with.
#[derive(Clone, PartialEq, Debug)]
pub struct Start {
    pub game: Game,
    /// What the player must be told (a bad link, a corrupt save, embed
    /// parameters not understood), first the most important.
    pub problems: Vec<LoadProblem>,
    /// `?tutorial=1`: open the tutorial over the game.
    pub tutorial: bool,
    /// `?puzzle=ID`: open the puzzles at this one over the game.
    pub puzzle: Option<String>,
    /// `?lesson=ID`: open the Learn view at this lesson over the game.
    pub lesson: Option<String>,
}

/// The first visit's game: a person against the computer.
fn fresh() -> Game {
    Game::new(Variant::Classic, Players::against_computer())
}

/// The link's game, if the query names one (its start and why, if it
/// cannot be opened).
fn linked(link: &Link) -> Option<(Game, Option<LoadProblem>)> {
    link.is_game().then(|| match link.open() {
        Ok(game) => (game, None),
        Err((reason, game)) => (*game, Some(LoadProblem::BadLink(reason))),
    })
}

/// The full page: the game in the page address if there is one, else the
/// saved one, else a fresh classic game against the computer. A saved game
/// or setting that cannot be read is a problem carrying its text, which the
/// page keeps aside (even when a link's game is shown: it will be saved
/// over the unreadable one).
pub fn start_page(query: &str, saved: Saved) -> Start {
    let link = Link::parse(query);
    let read = saved.game.map(|text| (text, save::read(text)));
    let mut problems = Vec::new();
    if let Some((text, Err(error))) = &read {
        problems.push(unreadable(
            Stored::Game,
            matches!(error, SaveError::Newer(_)),
            text,
        ));
    }
    let game = match linked(&link) {
        Some((game, problem)) => {
            problems.splice(0..0, problem);
            game
        }
        None => match read {
            Some((_, Ok(game))) => game,
            _ => fresh(),
        },
    };
    if let Some(text) = saved
        .settings
        .filter(|t| settings::BoardSettings::read(t).is_none())
    {
        problems.push(unreadable(Stored::Settings, false, text));
    }
    if let Some(text) = saved.display.filter(|t| Contrast::read(t).is_none()) {
        problems.push(unreadable(Stored::Display, false, text));
    }
    Start {
        game,
        problems,
        tutorial: link.tutorial,
        puzzle: link.puzzle,
        lesson: link.lesson,
    }
}

/// An embedded game: the link's game (or a fresh classic game against the
/// computer), never the visitor's saved game; the embed's own parameter
/// problems follow the link's.
pub fn start_embed(query: &str, embed: &Embed) -> Start {
    let link = Link::parse(query);
    let (game, problem) = linked(&link).unwrap_or_else(|| (fresh(), None));
    let mut problems: Vec<LoadProblem> = problem.into_iter().collect();
    problems.extend(embed.problems.iter().cloned());
    Start {
        game,
        problems,
        tutorial: link.tutorial,
        puzzle: link.puzzle,
        lesson: link.lesson,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reason::Reason;
    use crate::save::write;

    fn first(query: &str, game: Option<&str>) -> (Game, Option<LoadProblem>) {
        let start = start_page(
            query,
            Saved {
                game,
                ..Saved::default()
            },
        );
        assert!(start.problems.len() <= 1);
        (start.game, start.problems.into_iter().next())
    }

    #[test]
    fn the_link_wins_then_the_save() {
        let saved = write(&Game::from_transcript(Variant::Free, Players::default(), "d4").unwrap());
        let (game, problem) = first("", Some(&saved));
        assert_eq!(
            (game.variant(), game.transcript(), problem),
            (Variant::Free, "d4".into(), None)
        );
        let (game, problem) = first("?variant=othello&moves=f5", Some(&saved));
        assert_eq!(
            (game.variant(), game.transcript(), problem),
            (Variant::Othello, "f5".into(), None)
        );
        let (game, problem) = first("?moves=a1", Some(&saved));
        assert_eq!(game, Game::new(Variant::Classic, Players::default()));
        assert!(matches!(problem, Some(LoadProblem::BadLink(_))));
        let (game, problem) = first("", Some("garbage"));
        assert_eq!(
            game,
            Game::new(Variant::Classic, Players::against_computer())
        );
        assert_eq!(problem, Some(unreadable(Stored::Game, false, "garbage")));
        let (game, problem) = first("", None);
        assert_eq!(
            (game.players(), problem),
            (Players::against_computer(), None)
        );
    }

    #[test]
    fn what_cannot_be_read_is_kept_with_its_text() {
        let newer = "reversi-save 99\nvariant classic\nmoves d4\n";
        let (game, problem) = first("", Some(newer));
        assert_eq!(game, fresh());
        assert_eq!(problem, Some(unreadable(Stored::Game, true, newer)));
        // A link's game is shown, and the unreadable save is still kept.
        let start = start_page(
            "?moves=a1",
            Saved {
                game: Some(newer),
                settings: Some("legal on\nsound off"),
                display: Some("high"),
            },
        );
        assert!(matches!(start.problems[0], LoadProblem::BadLink(_)));
        assert_eq!(
            start.problems[1..],
            [
                unreadable(Stored::Game, true, newer),
                unreadable(Stored::Settings, false, "legal on\nsound off")
            ]
        );
        assert_eq!(key_of(Stored::Game), "reversi.game");
        assert_eq!(key_of(Stored::Display), "reversi.display");
    }

    #[test]
    fn the_tutorial_opens_over_the_saved_game() {
        let saved = write(&Game::from_transcript(Variant::Free, Players::default(), "d4").unwrap());
        let start = start_page(
            "?tutorial=1",
            Saved {
                game: Some(&saved),
                ..Saved::default()
            },
        );
        assert!(start.tutorial);
        assert_eq!(start.game.transcript(), "d4");
    }

    #[test]
    fn an_embed_never_reads_the_save_and_lists_every_problem() {
        let query = "?embed=1&variant=chess&coords=maybe";
        let start = start_embed(query, &Embed::parse(query));
        // A bad link shows its variant's start (classic here), people on both sides.
        assert_eq!(start.game, Game::new(Variant::Classic, Players::default()));
        assert_eq!(
            start.problems,
            [
                LoadProblem::BadLink(Reason::UnknownVariant("chess".into())),
                LoadProblem::BadParameter {
                    key: "coords",
                    value: "maybe".into()
                }
            ]
        );
        let start = start_embed("?embed=1", &Embed::default());
        assert_eq!((start.game, start.problems), (fresh(), Vec::new()));
    }
}
