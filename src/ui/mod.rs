//! The components. They read the [`AppState`] signals and send it intents;
//! the rules stay in the engine and the game's history in the core's
//! `Game`. `state/` holds the signals and intents (with `state::keeping`,
//! the game's copy on this device, and `state::analysis`), `boot` starts and mounts
//! the page, `page` lays it out; the other modules are one component (or a
//! few close ones) each.

mod analysis;
mod analysis_graph;
mod archive;
mod board;
mod boot;
mod computer;
mod diagram;
mod dialog;
mod embed;
mod embed_dialog;
mod language;
mod lessons;
mod markup_panel;
mod modal;
mod moves;
mod opening_name;
mod page;
mod panel;
mod puzzles;
mod records;
mod rules;
mod setup;
mod state;
mod tutorial;
mod update_notice;

pub use board::Board;
pub use boot::{mount, start, App};
pub use computer::{ComputerProblem, HintToggle, ThinkingPanel, WeightsNote};
pub use dialog::NewGameDialog;
pub use embed::EmbedApp;
pub use modal::{later_dialog, Modal};
pub use moves::MoveList;
pub use page::{Page, Problems};
pub use panel::{GameOver, Players as PlayerCards, Status};
pub use rules::RulesPanel;
pub use state::{AppState, ComputerState, Flipping};
pub use tutorial::TutorialPanel;
pub use update_notice::UpdateNotice;

/// The context value of type `T` (the page's state), which the page always
/// provides. Not Leptos's `expect_context`, whose panic message formats the
/// caller's location and the type's name with `Debug`: code that the page
/// would carry for that message alone (its size, docs/size.md).
fn context<T: Clone + 'static>() -> T {
    leptos::prelude::use_context::<T>().expect("the page provides its state as context")
}
