//! The start-up policy: which game and which notices a page load begins
//! with, from the page address, the saved game and (embedded) the embed's
//! parameters. Decided here, plainly; the browser glue only reads the
//! address and the storage and hands them in.

use reversi_engine::Variant;

use crate::embed::Embed;
use crate::game::{Game, Players};
use crate::link::Link;
use crate::reason::LoadProblem;
use crate::save;

/// What a page load begins with.
#[derive(Clone, PartialEq, Debug)]
pub struct Start {
    pub game: Game,
    /// What the player must be told (a bad link, a corrupt save, embed
    /// parameters not understood), first the most important.
    pub problems: Vec<LoadProblem>,
    /// `?tutorial=1`: open the tutorial over the game.
    pub tutorial: bool,
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
/// saved one, else a fresh classic game against the computer.
pub fn start_page(query: &str, saved: Option<&str>) -> Start {
    let link = Link::parse(query);
    let (game, problem) = linked(&link).unwrap_or_else(|| match saved.map(save::read) {
        None => (fresh(), None),
        Some(Ok(game)) => (game, None),
        Some(Err(_)) => (fresh(), Some(LoadProblem::CorruptSave)),
    });
    Start {
        game,
        problems: problem.into_iter().collect(),
        tutorial: link.tutorial,
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reason::Reason;
    use crate::save::write;

    fn first(query: &str, saved: Option<&str>) -> (Game, Option<LoadProblem>) {
        let start = start_page(query, saved);
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
        assert_eq!(problem, Some(LoadProblem::CorruptSave));
        let (game, problem) = first("", None);
        assert_eq!(
            (game.players(), problem),
            (Players::against_computer(), None)
        );
    }

    #[test]
    fn the_tutorial_opens_over_the_saved_game() {
        let saved = write(&Game::from_transcript(Variant::Free, Players::default(), "d4").unwrap());
        let start = start_page("?tutorial=1", Some(&saved));
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
