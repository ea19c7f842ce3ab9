//! The shipped opening names (`engine/data/openings.txt`): every line is
//! legal Othello, the names and their positions are distinct, each source
//! is one the header explains, and a few well-known names sit where the
//! Othello literature puts them (written out here, not read from the
//! file).

use std::collections::HashSet;

use reversi_engine::openings::Openings;
use reversi_engine::{Move, Position, Variant};

const FILE: &str = include_str!("../data/openings.txt");

fn position(moves: &str) -> Position {
    (0..moves.len())
        .step_by(2)
        .fold(Position::new(Variant::Othello), |at, i| {
            at.play(Move::Place(moves[i..i + 2].parse().unwrap()))
                .unwrap()
        })
}

#[test]
fn the_file_parses_and_ships() {
    let openings = Openings::parse(FILE).unwrap();
    assert!(
        openings.lines().len() >= 40,
        "{} lines",
        openings.lines().len()
    );
    assert_eq!(Openings::shipped().lines().len(), openings.lines().len());
}

#[test]
fn names_and_positions_are_distinct() {
    let openings = Openings::parse(FILE).unwrap();
    let mut names = HashSet::new();
    for line in openings.lines() {
        assert!(names.insert(line.name.as_str()), "{} twice", line.name);
        // Each line's own end is named by it, not shadowed by another
        // line reaching the same position.
        let end = line
            .moves
            .iter()
            .fold(Position::new(Variant::Othello), |at, &s| {
                at.play(Move::Place(s)).unwrap()
            });
        assert_eq!(openings.at(&end).map(|o| &o.name), Some(&line.name));
    }
}

#[test]
fn every_source_is_explained_in_the_header() {
    let header: String = FILE.lines().filter(|l| l.starts_with('#')).collect();
    for line in Openings::parse(FILE).unwrap().lines() {
        assert!(
            header.contains(&format!("#   {}", line.source)),
            "{}",
            line.source
        );
    }
}

#[test]
fn well_known_names() {
    let openings = Openings::shipped();
    let name = |moves: &str| openings.at(&position(moves)).map(|o| o.name.clone());
    // The three replies to f5 (Robert Gatliff's list; also in every
    // Othello primer): d6 perpendicular, f4 parallel, f6 diagonal.
    assert_eq!(name("f5d6").as_deref(), Some("Perpendicular opening"));
    assert_eq!(name("f5f4").as_deref(), Some("Parallel opening"));
    assert_eq!(name("f5f6").as_deref(), Some("Diagonal opening"));
    assert_eq!(name("f5d6c3d3c4").as_deref(), Some("Tiger"));
    assert_eq!(name("f5d6c5f4e3c6d3f6e6d7").as_deref(), Some("Rose"));
    assert_eq!(
        name("f5f6e6f4c3").as_deref(),
        Some("Buffalo/Kenichi variation")
    );
    // The Tiger's moves in another order reach its position: named too.
    assert_eq!(name("f5d6c4d3c3").as_deref(), Some("Tiger"));
    // The same Tiger seen from another corner: e6 f4 is f5 d6 reflected.
    assert_eq!(name("e6f4c3c4d3").as_deref(), Some("Tiger"));
    assert_eq!(name("f5d6c3"), None);
}
