//! Every save and settings format the app ever wrote, kept as fixtures as
//! it was written (`git log --follow -p app-core/src/save.rs src/save.rs`):
//! each still reads, to the game it held.
//!
//! - `save-v1-people.txt`: version 1 as the first app wrote it (2068ccc,
//!   hot-seat games only, `players human human`).
//! - `save-v1-computer.txt`: version 1 with computer players (`ai:L`, since
//!   841208c).
//! - `save-v1-start.txt`: version 1 with a `start` board string (a game from
//!   a pasted position, since 8ed6fd9).
//! - `save-v99-newer.txt`: what a later version might write; refused as
//!   newer, never as damage.

use reversi_app_core::game::{PlayerKind, Players};
use reversi_app_core::save::{self, SaveError};
use reversi_app_core::settings::{self, Contrast};
use reversi_engine::{obf, Square, Variant};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn squares(text: &str) -> Vec<Square> {
    text.as_bytes()
        .chunks(2)
        .map(|pair| std::str::from_utf8(pair).unwrap().parse().unwrap())
        .collect()
}

#[test]
fn the_first_version_hot_seat() {
    let game = save::read(&fixture("save-v1-people.txt")).unwrap();
    assert_eq!(game.variant(), Variant::Free);
    assert_eq!(game.players(), Players::default());
    assert_eq!(game.transcript(), "d4d5e4e5d6");
    assert_eq!(game.redo_line().collect::<Vec<_>>(), squares("c7"));
    // Written back in today's format, it reads to the same game.
    assert_eq!(save::read(&save::write(&game)).unwrap(), game);
}

#[test]
fn the_first_version_with_the_computer() {
    let game = save::read(&fixture("save-v1-computer.txt")).unwrap();
    assert_eq!(game.variant(), Variant::Classic);
    assert_eq!(
        game.players(),
        Players {
            black: PlayerKind::Human,
            white: PlayerKind::Computer(3)
        }
    );
    assert_eq!(game.transcript(), "d4e4d5e5");
    assert_eq!(game.redo_line().count(), 0);
    assert_eq!(save::read(&save::write(&game)).unwrap(), game);
}

#[test]
fn the_first_version_from_a_board_string() {
    let game = save::read(&fixture("save-v1-start.txt")).unwrap();
    assert_eq!(game.variant(), Variant::Othello);
    assert_eq!(game.players().black, PlayerKind::Computer(2));
    assert!(game.has_own_start());
    // The start: the Othello opening after black's f5 (e5 flipped); then
    // white's f4 flips e4 (worked out by hand from the rules).
    let after = format!("{}---OOO-----XXX--{} X", "-".repeat(24), "-".repeat(24));
    assert_eq!(obf::write(&game.current()), after);
    assert_eq!(save::read(&save::write(&game)).unwrap(), game);
}

#[test]
fn a_newer_version_is_refused_as_newer() {
    assert_eq!(
        save::read(&fixture("save-v99-newer.txt")),
        Err(SaveError::Newer(99))
    );
}

#[test]
fn every_settings_form_ever_written() {
    let settings = |show_legal, show_hints| {
        Some(settings::BoardSettings {
            show_legal,
            show_hints,
            hint_lines: 3,
        })
    };
    let read = |name| settings::BoardSettings::read(&fixture(name));
    assert_eq!(read("settings-legal-on.txt"), settings(true, false));
    assert_eq!(read("settings-legal-off.txt"), settings(false, false));
    // With the hints (since the play-experience work), as written.
    assert_eq!(
        read("settings-legal-off-hints-on.txt"),
        settings(false, true)
    );
    // With the count of hint lines (since the hint lines), as written.
    assert_eq!(
        read("settings-legal-on-hints-on-lines-0.txt"),
        Some(settings::BoardSettings {
            show_legal: true,
            show_hints: true,
            hint_lines: 0,
        })
    );
    // The display themes (since 4055bc9), as written.
    for (text, contrast) in [
        ("auto", Contrast::Auto),
        ("standard", Contrast::Standard),
        ("high", Contrast::High),
        ("dark", Contrast::Dark),
    ] {
        assert_eq!(Contrast::read(text), Some(contrast));
    }
}
