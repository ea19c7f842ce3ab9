//! SVG diagrams (`format::diagram` and `reversi diagram`) read back with a
//! real XML parser: 64 squares, a disc of the right colour on every occupied
//! square and on no other, the move numbers on the squares of the last moves.
//! The expected boards are worked out by hand from the rules.

use std::collections::BTreeMap;
use std::process::Command;

use reversi_engine::format::diagram::{self, Look, Options};
use reversi_engine::{transcript, Variant};

/// square -> disc colour, square -> number, and the count of squares.
struct Read {
    squares: usize,
    discs: BTreeMap<String, String>,
    numbers: BTreeMap<String, String>,
    coordinates: usize,
    to_move: Option<String>,
    title: Option<String>,
}

fn read(svg: &str) -> Read {
    let document = roxmltree::Document::parse(svg).expect("the diagram is valid XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let mut read = Read {
        squares: 0,
        discs: BTreeMap::new(),
        numbers: BTreeMap::new(),
        coordinates: 0,
        to_move: None,
        title: None,
    };
    for node in root.descendants().filter(|n| n.is_element()) {
        let class = node.attribute("class").unwrap_or("");
        let square = node.attribute("data-square").map(str::to_string);
        match (node.tag_name().name(), class) {
            ("rect", "square") => read.squares += 1,
            ("circle", "disc") => {
                let colour = node.attribute("data-disc").unwrap().to_string();
                assert!(read.discs.insert(square.unwrap(), colour).is_none());
            }
            ("circle", "to-move") => read.to_move = node.attribute("data-disc").map(Into::into),
            ("text", "number") => {
                read.numbers
                    .insert(square.unwrap(), node.text().unwrap().to_string());
            }
            ("text", "coordinate") => read.coordinates += 1,
            ("title", _) => read.title = node.text().map(Into::into),
            _ => {}
        }
    }
    read
}

fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn classic_opening_with_the_last_two_moves_numbered() {
    // Classic: black d4, red d5, black e4, red e5 on the empty centre, then
    // black d6 turns d5 (between d6 and d4).
    let moves = "d4d5e4e5d6";
    let position = transcript::position_after(Variant::Classic, moves).unwrap();
    let placements = transcript::parse(moves).unwrap();
    let options = Options {
        numbers: 2,
        title: "Club <night> & \"friends\"".into(),
        ..Options::default()
    };
    let read = read(&diagram::write(&position, &placements, &options));
    assert_eq!(read.squares, 64);
    assert_eq!(
        read.discs,
        map(&[
            ("d4", "black"),
            ("d5", "black"),
            ("d6", "black"),
            ("e4", "black"),
            ("e5", "red")
        ])
    );
    assert_eq!(read.numbers, map(&[("d6", "5"), ("e5", "4")]));
    assert_eq!(read.coordinates, 16);
    assert_eq!(read.to_move.as_deref(), Some("red"));
    assert_eq!(read.title.as_deref(), Some("Club <night> & \"friends\""));
}

#[test]
fn othello_after_f5_without_coordinates_or_marker() {
    // The cross start (d4, e5 white; d5, e4 black); f5 turns e5.
    let position = transcript::position_after(Variant::Othello, "f5").unwrap();
    let options = Options {
        coordinates: false,
        side_to_move: false,
        look: Look::Othello,
        numbers: 5,
        ..Options::default()
    };
    let read = read(&diagram::write(&position, &[], &options));
    assert_eq!(read.squares, 64);
    assert_eq!(
        read.discs,
        map(&[
            ("d4", "white"),
            ("d5", "black"),
            ("e4", "black"),
            ("e5", "black"),
            ("f5", "black")
        ])
    );
    assert!(read.numbers.is_empty());
    assert_eq!(read.coordinates, 0);
    assert_eq!(read.to_move, None);
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .output()
        .expect("the reversi binary runs")
}

#[test]
fn the_command_line_writes_the_same_diagram() {
    let output = cli(&[
        "diagram",
        "--variant",
        "othello",
        "--moves",
        "f5d6",
        "--numbers",
        "1",
    ]);
    assert!(output.status.success());
    let svg = String::from_utf8(output.stdout).unwrap();
    // f5 as above, then white d6 turns d5 (between d6 and d4).
    let read = read(&svg);
    assert_eq!(read.squares, 64);
    assert_eq!(
        read.discs,
        map(&[
            ("d4", "white"),
            ("d5", "white"),
            ("d6", "white"),
            ("e4", "black"),
            ("e5", "black"),
            ("f5", "black")
        ])
    );
    assert_eq!(read.numbers, map(&[("d6", "2")]));
    assert_eq!(read.to_move.as_deref(), Some("black"));
    let position = transcript::position_after(Variant::Othello, "f5d6").unwrap();
    let options = Options {
        numbers: 1,
        look: Look::Othello,
        ..Options::default()
    };
    let placements = transcript::parse("f5d6").unwrap();
    assert_eq!(svg, diagram::write(&position, &placements, &options));
}

#[test]
fn bad_diagram_arguments_are_one_line_and_exit_2() {
    for args in [
        &["diagram", "--numbers", "x"][..],
        &["diagram", "--board", "nonsense"],
        &["diagram", "--coordinates", "maybe"],
        &["diagram", "--look", "wood"],
        &[
            "diagram",
            "--numbers",
            "3",
            "--board",
            &format!("{} X", "-".repeat(64)),
        ],
        &["diagram", "--moves", "a1"],
    ] {
        let output = cli(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(output.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn every_square_of_random_games_matches_the_rules() {
    // Positions along seeded random games of each variant: the diagram's
    // discs are the rules' `color_at`, square by square, in either look.
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for variant in Variant::ALL {
        let mut position = reversi_engine::Position::new(variant);
        let mut placements = Vec::new();
        while !position.is_over() {
            let moves = position.legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mv = moves[(seed % moves.len() as u64) as usize];
            if let reversi_engine::Move::Place(square) = mv {
                placements.push(square);
            }
            position = position.play(mv).unwrap();
            if placements.len() % 7 != 0 {
                continue;
            }
            for look in [Look::Classic, Look::Othello] {
                let options = Options {
                    look,
                    numbers: 3,
                    ..Options::default()
                };
                let read = read(&diagram::write(&position, &placements, &options));
                assert_eq!(read.squares, 64);
                let expected: BTreeMap<String, String> = reversi_engine::Square::all()
                    .filter_map(|square| {
                        let colour = position.color_at(square)?.name(variant);
                        Some((square.to_string(), colour.to_string()))
                    })
                    .collect();
                assert_eq!(read.discs, expected);
                let numbered: Vec<String> = placements[placements.len() - 3..]
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
                assert_eq!(read.numbers.keys().cloned().collect::<Vec<_>>(), {
                    let mut sorted = numbered.clone();
                    sorted.sort();
                    sorted
                });
                let last = placements.last().unwrap().to_string();
                assert_eq!(read.numbers[&last], placements.len().to_string());
            }
        }
    }
}

#[test]
fn the_size_is_the_one_the_svg_states() {
    // 40-pixel squares: 320 for the board, 20 each side for the
    // coordinates, 40 under it for the side to move.
    let position = transcript::position_after(Variant::Othello, "f5").unwrap();
    let cases = [
        (Options::default(), (360, 400)),
        (
            Options {
                coordinates: false,
                ..Options::default()
            },
            (320, 360),
        ),
        (
            Options {
                side_to_move: false,
                square_size: 10,
                ..Options::default()
            },
            (90, 90),
        ),
    ];
    for (options, expected) in cases {
        assert_eq!(diagram::size(&position, &options), expected);
        let svg = diagram::write(&position, &[], &options);
        let document = roxmltree::Document::parse(&svg).unwrap();
        let root = document.root_element();
        let stated = (
            root.attribute("width").unwrap().parse::<u32>().unwrap(),
            root.attribute("height").unwrap().parse::<u32>().unwrap(),
        );
        assert_eq!(stated, expected);
    }
}
