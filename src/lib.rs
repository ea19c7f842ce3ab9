//! Reversi in the browser: a Leptos client-side app over the `reversi_engine`
//! rules. The game state lives in [`game::Game`], a plain struct; the
//! components in [`ui`] render it and send it intents.

pub mod ai_client;
pub mod anim;
pub mod browser;
pub mod embed;
pub mod game;
pub mod host_api;
pub mod i18n;
pub mod js_tree;
pub mod link;
pub mod offline;
pub mod protocol;
pub mod records;
pub mod save;
pub mod strings;
pub mod tutorial;
pub mod ui;
pub mod worker;
