//! Every fuzz target of `fuzz/` as a stable proptest, so that `cargo test`
//! checks the same properties (the file is the fuzz crate's own): random
//! bytes, and valid inputs with random damage, for each parser.

#[path = "../../fuzz/src/lib.rs"]
mod properties;

use proptest::collection::vec;
use proptest::prelude::*;
use reversi_app_core::game::{Game, Players};
use reversi_app_core::link::Link;
use reversi_app_core::protocol::ToWorker;
use reversi_app_core::save;
use reversi_app_core::value::{Data, Value};
use reversi_engine::ai::Level;
use reversi_engine::{obf, Square, Variant};

/// A legal game of up to `plies` placements chosen by `picks`, in `variant`.
fn game(variant: Variant, picks: &[u8]) -> Game {
    let mut game = Game::new(variant, Players::default());
    for &pick in picks {
        let legal: Vec<Square> = Square::iter_bits(game.playable()).collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[usize::from(pick) % legal.len()]).unwrap();
    }
    game
}

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// `message` with the field at `at` (counted through the tree) replaced by
/// a tree read from `bytes`.
fn replaced(message: &mut Value, at: &mut usize, bytes: &[u8]) {
    match message {
        Value::Object(fields) => {
            for (_, field) in fields {
                if *at == 0 {
                    *field = properties::value(&mut &bytes[..], 1);
                }
                *at = at.wrapping_sub(1);
                replaced(field, at, bytes);
            }
        }
        Value::List(items) => items.iter_mut().for_each(|item| replaced(item, at, bytes)),
        _ => {}
    }
}

/// `text` with bytes replaced, inserted or cut at random places.
fn damaged(text: String, edits: &[(u16, u8, u8)]) -> Vec<u8> {
    let mut bytes = text.into_bytes();
    for &(at, what, byte) in edits {
        let at = usize::from(at) % (bytes.len() + 1);
        match what % 3 {
            0 if at < bytes.len() => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            _ => bytes.truncate(at.max(1)),
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn save_from_bytes(data in vec(any::<u8>(), 0..200)) {
        properties::save(&data);
    }

    #[test]
    fn save_damaged(v in variant(), picks in vec(any::<u8>(), 0..60), edits in vec(any::<(u16, u8, u8)>(), 0..4)) {
        let text = save::write(&game(v, &picks));
        properties::save(&damaged(text.clone(), &edits));
        // Undamaged, it reads back to the game it was written from.
        properties::save(text.as_bytes());
        prop_assert!(save::read(&text).is_ok());
    }

    #[test]
    fn link_from_bytes(data in vec(any::<u8>(), 0..200)) {
        properties::link(&data);
    }

    #[test]
    fn link_damaged(v in variant(), picks in vec(any::<u8>(), 0..60), edits in vec(any::<(u16, u8, u8)>(), 0..4)) {
        properties::link(&damaged(Link::write(&game(v, &picks)), &edits));
    }

    #[test]
    fn embed_parameters(data in vec(any::<u8>(), 0..200), theme in "(classic|othello|auto|light|dark|,|x){0,4}", lang in "[a-zA-Z-]{0,12}") {
        properties::embed(&data);
        properties::embed(format!("?embed=1&theme={theme}&coords=0&lang={lang}").as_bytes());
    }

    #[test]
    fn host_messages(data in vec(any::<u8>(), 0..300)) {
        properties::host_message(&data);
    }

    #[test]
    fn worker_messages(data in vec(any::<u8>(), 0..300)) {
        properties::worker_message(&data);
    }

    #[test]
    fn worker_messages_real_and_damaged(v in variant(), picks in vec(any::<u8>(), 0..60), level in 1u8..=8, id in any::<u32>(), at in 0usize..8, bytes in vec(any::<u8>(), 0..40)) {
        let position = game(v, &picks).current();
        let level = Level::get(level).unwrap();
        for request in [
            ToWorker::Think { id, position, level, seed: id },
            ToWorker::Hints { id, position, level },
        ] {
            let mut message = Value::from(&request.to_data());
            prop_assert!(properties::worker_value(&message), "a real request reads");
            replaced(&mut message, &mut at.clone(), &bytes);
            properties::worker_value(&message);
            properties::host_value(&message);
        }
        let host = Value::from(&Data::Object(vec![("type", Data::text("loadMoves")), ("moves", Data::text(game(v, &picks).transcript()))]));
        prop_assert!(reversi_app_core::host_api::parse(&host).is_ok(), "a real command reads");
        properties::host_value(&host);
    }

    #[test]
    fn records(data in vec(any::<u8>(), 0..200)) {
        properties::record(&data);
    }

    #[test]
    fn transcripts(data in vec(any::<u8>(), 0..200), v in variant(), picks in vec(any::<u8>(), 0..60), edits in vec(any::<(u16, u8, u8)>(), 0..3)) {
        properties::transcript(&data);
        let written = game(v, &picks).transcript();
        properties::transcript(written.as_bytes());
        properties::transcript(&damaged(written, &edits));
    }

    #[test]
    fn boards(data in vec(any::<u8>(), 0..120), v in variant(), picks in vec(any::<u8>(), 0..60), edits in vec(any::<(u16, u8, u8)>(), 0..3)) {
        properties::board(&data);
        let written = obf::write(&game(v, &picks).current());
        properties::board(written.as_bytes());
        properties::board(&damaged(written, &edits));
    }

    #[test]
    fn ggf_records(data in vec(any::<u8>(), 0..200), v in Just(Variant::Othello), picks in vec(any::<u8>(), 0..60), edits in vec(any::<(u16, u8, u8)>(), 0..3)) {
        properties::ggf(&data);
        // A real record: the start board and the moves of a legal game.
        let game = game(v, &picks);
        let mut record = String::from("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]");
        let tag = |color| if color == reversi_engine::Color::Black { 'B' } else { 'W' };
        for ply in game.plies() {
            record.push_str(&format!("{}[{}]", tag(ply.color), ply.square));
            if let Some(passer) = ply.pass {
                record.push_str(&format!("{}[PA]", tag(passer)));
            }
        }
        record.push_str(";)");
        prop_assert_eq!(reversi_engine::format::ggf::parse(&record), Ok(game.current()));
        properties::ggf(record.as_bytes());
        properties::ggf(&damaged(record, &edits));
    }

    #[test]
    fn ffo_lines(data in vec(any::<u8>(), 0..200), v in Just(Variant::Othello), picks in vec(any::<u8>(), 0..60), score in -64i32..=64, edits in vec(any::<(u16, u8, u8)>(), 0..3)) {
        properties::ffo(&data);
        let position = game(v, &picks).current();
        let line = format!("{}; A1:{score:+};\n", obf::write(&position));
        let read = reversi_engine::format::ffo::parse(&line, 1).unwrap();
        prop_assert_eq!(read[0].position, position);
        prop_assert_eq!(read[0].best_score(), Some(score));
        properties::ffo(line.as_bytes());
        properties::ffo(&damaged(line, &edits));
    }

    #[test]
    fn play_on_any_position(data in vec(any::<u8>(), 0..24)) {
        properties::play(&data);
    }

    #[test]
    fn play_on_reached_positions(v in variant(), picks in vec(any::<u8>(), 0..64)) {
        // The same property on positions of real games, bytes made from them.
        let position = game(v, &picks).current();
        let mut bytes = vec![Variant::ALL.iter().position(|&x| x == v).unwrap() as u8];
        bytes.extend(position.discs(reversi_engine::Color::Black).to_be_bytes());
        bytes.extend(position.discs(reversi_engine::Color::White).to_be_bytes());
        bytes.push(u8::from(position.side_to_move() == reversi_engine::Color::White));
        bytes.push(position.supply(reversi_engine::Color::Black).unwrap_or(0));
        properties::play(&bytes);
    }
}
