//! Reversi in the browser: a Leptos client-side app over the plain core
//! (`reversi_app_core`: the game store, saves, links, the worker protocol,
//! the texts). [`browser`] holds the glue to the browser's APIs and
//! [`ui`] the components, which render the core's state and send it intents.

pub mod browser;
pub mod ui;
