//! The Reversi app's plain core: everything the page decides that needs no
//! browser. The game store, saved games and settings, links, records, the
//! embed's parameters, the host page's API, the tutorial, the AI worker's
//! protocol and request handling, the languages and every message text.
//! It depends on the engine only, so all of it is tested natively; the
//! root crate (`reversi_app`) adds the browser glue and the components.

pub mod analysis;
pub mod anim;
pub mod archive;
pub mod computer;
pub mod embed;
pub mod game;
pub mod hint_lines;
pub mod hints;
pub mod host_api;
pub mod i18n;
pub mod keys;
pub mod lessons;
pub mod link;
pub mod named_openings;
pub mod persist;
pub mod protocol;
pub mod puzzles;
pub mod query;
pub mod reason;
pub mod records;
pub mod save;
pub mod settings;
pub mod setup;
pub mod startup;
pub mod strings;
pub mod tutorial;
pub mod value;
pub mod worker;
