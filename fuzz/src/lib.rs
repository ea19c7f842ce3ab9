//! The properties every fuzz target checks, one function per parser: given
//! any bytes, it never panics, and whatever it accepts is written back and
//! read again to the same thing. `fuzz_targets/*.rs` (cargo-fuzz, nightly)
//! feed them libFuzzer's bytes; `app-core/tests/fuzz_mirror.rs` includes
//! this very file and feeds them proptest's on stable, so `cargo test` runs
//! every target.

use reversi_app_core::embed::Embed;
use reversi_app_core::game::{Game, Players};
use reversi_app_core::host_api;
use reversi_app_core::link::Link;
use reversi_app_core::protocol::{FromWorker, ToWorker};
use reversi_app_core::records;
use reversi_app_core::save;
use reversi_app_core::value::Value;
use reversi_engine::{obf, transcript, Variant};

/// Keys the message readers look for, so that trees from random bytes
/// often take the paths past "unknown field".
const KEYS: [&str; 32] = [
    "think",
    "hints",
    "solve",
    "move",
    "progress",
    "ready",
    "error",
    "solved",
    "id",
    "variant",
    "board",
    "level",
    "seed",
    "square",
    "eval",
    "exact",
    "nodes",
    "depth",
    "line",
    "message",
    "version",
    "type",
    "moves",
    "black",
    "white",
    "red",
    "players",
    "newGame",
    "loadMoves",
    "setPlayers",
    "command",
    "tutorial",
];

/// A bounded value tree (what the browser glue makes of a JS value) read
/// from `bytes`: at most 4 levels deep, 8 entries a level.
pub fn value(bytes: &mut &[u8], depth: usize) -> Value {
    let Some((&tag, rest)) = bytes.split_first() else {
        return Value::Null;
    };
    *bytes = rest;
    let count = usize::from(tag >> 5);
    match tag & 7 {
        0 => Value::Null,
        1 => Value::Bool(tag & 8 != 0),
        2 => Value::Number(f64::from(tag >> 3) - 4.0),
        3 => Value::Number(f64::from(
            take(bytes, 4)
                .iter()
                .fold(0u32, |n, &b| n << 8 | u32::from(b)),
        )),
        4 => Value::Text(text(bytes, count * 3)),
        5 if depth < 4 => Value::List((0..count).map(|_| value(bytes, depth + 1)).collect()),
        6 if depth < 4 => Value::Object(
            (0..count)
                .map(|_| {
                    let key = match take(bytes, 1).first() {
                        Some(&k) if k < 224 => KEYS[usize::from(k) % KEYS.len()].to_string(),
                        _ => text(bytes, 4),
                    };
                    (key, value(bytes, depth + 1))
                })
                .collect(),
        ),
        6 => Value::TooBig,
        _ => Value::LongText,
    }
}

fn take<'a>(bytes: &mut &'a [u8], n: usize) -> &'a [u8] {
    let (head, rest) = bytes.split_at(n.min(bytes.len()));
    *bytes = rest;
    head
}

fn text(bytes: &mut &[u8], n: usize) -> String {
    String::from_utf8_lossy(take(bytes, n)).into_owned()
}

fn lossy(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Saved games: a save read is written back in today's format, which reads
/// to the same game and writes the same text again.
pub fn save(data: &[u8]) {
    if let Ok(game) = save::read(&lossy(data)) {
        let written = save::write(&game);
        let back = save::read(&written).expect("a written save reads back");
        assert_eq!(back, game);
        assert_eq!(save::write(&back), written);
    }
}

/// Links: the game a link opens, written as a link, opens to a game that
/// writes the same link.
pub fn link(data: &[u8]) {
    let link = Link::parse(&lossy(data));
    let game = match link.open() {
        Ok(game) => game,
        Err((_, start)) => *start,
    };
    let written = Link::write(&game);
    let again = Link::parse(&written).open().expect("a written link opens");
    assert_eq!(Link::write(&again), written);
}

/// Embed parameters: what was understood, written back, reads the same
/// with nothing left over.
pub fn embed(data: &[u8]) {
    let embed = Embed::parse(&lossy(data));
    let back = Embed::parse(&format!("?embed=1{}", embed.write()));
    assert_eq!(
        (back.look, back.scheme, back.coords, &back.lang),
        (embed.look, embed.scheme, embed.coords, &embed.lang)
    );
    assert!(back.problems.is_empty(), "{:?}", back.problems);
}

/// The host page's messages: refused or followed, never a panic; a
/// command the reader accepts is applied or refused by the rules.
pub fn host_message(data: &[u8]) {
    host_value(&value(&mut &data[..], 0));
}

/// [`host_message`] on a value tree.
pub fn host_value(message: &Value) {
    let game = Game::new(Variant::Classic, Players::default());
    let _ = host_api::receive(&game, message);
    if let Ok(command) = host_api::parse(message) {
        let _ = command.apply(&game);
    }
}

/// The worker's messages both ways: whatever is read, written as data and
/// read again, is the same message.
pub fn worker_message(data: &[u8]) {
    worker_value(&value(&mut &data[..], 0));
}

/// [`worker_message`] on a value tree; true if either side read it.
pub fn worker_value(message: &Value) -> bool {
    let request = ToWorker::from_value(message);
    if let Ok(request) = request.clone() {
        assert_eq!(
            ToWorker::from_value(&Value::from(&request.to_data())),
            Ok(request)
        );
    }
    let answer = FromWorker::from_value(message);
    if let Ok(answer) = answer.clone() {
        assert_eq!(
            FromWorker::from_value(&Value::from(&answer.to_data())),
            Ok(answer)
        );
    }
    request.is_ok() || answer.is_ok()
}

/// The records box: a transcript or a board string, imported or refused.
pub fn record(data: &[u8]) {
    let game = Game::new(Variant::Free, Players::default());
    let _ = records::import(&game, &lossy(data));
}

/// Transcripts: the squares read, written, read the same.
pub fn transcript(data: &[u8]) {
    if let Ok(squares) = transcript::parse(&lossy(data)) {
        let written = transcript::write(&squares);
        assert_eq!(transcript::parse(&written), Ok(squares));
    }
}

/// Board strings, in each variant: a position read, written, reads the same.
pub fn board(data: &[u8]) {
    let text = lossy(data);
    for variant in Variant::ALL {
        if let Ok(position) = obf::parse(variant, &text) {
            let written = obf::write(&position);
            assert_eq!(obf::parse(variant, &written), Ok(position));
        }
    }
}

/// GGF game records, as NBoard sends them: never a panic; the position a
/// record gives, written as a board string, reads back the same.
pub fn ggf(data: &[u8]) {
    if let Ok(position) = reversi_engine::format::ggf::parse(&lossy(data)) {
        let written = obf::write(&position);
        assert_eq!(obf::parse(Variant::Othello, &written), Ok(position));
    }
}

/// FFO test files: never a panic; every position read writes back to a
/// board string that reads the same, and its annotated squares are empty.
pub fn ffo(data: &[u8]) {
    if let Ok(positions) = reversi_engine::format::ffo::parse(&lossy(data), 1) {
        for entry in positions {
            let written = obf::write(&entry.position);
            assert_eq!(obf::parse(Variant::Othello, &written), Ok(entry.position));
        }
    }
}

/// `Position::play` on an arbitrary position made from the bytes (any
/// discs, side, variant and supplies the setup accepts): every square and a
/// pass are tried; what is accepted is exactly the legal moves, and a
/// placement adds one disc, turns exactly `flips` over and takes one disc
/// from a limited hand.
pub fn play(data: &[u8]) {
    use reversi_engine::{Color, Move, Position, Square};
    let word = |at: usize| {
        (0..8).fold(0u64, |n, i| {
            n << 8 | u64::from(data.get(at + i).copied().unwrap_or(0))
        })
    };
    let byte = |at: usize| data.get(at).copied().unwrap_or(0);
    let variant = Variant::ALL[usize::from(byte(0)) % Variant::ALL.len()];
    let black = word(1);
    let white = word(9) & !black;
    let side = if byte(17) & 1 == 0 {
        Color::Black
    } else {
        Color::White
    };
    let free = 64 - (black | white).count_ones() as u8;
    let black_supply = (byte(18) % (free + 1)).min(32);
    let supplies = (black_supply, free - black_supply);
    let Ok(position) = Position::from_parts(variant, black, white, side, supplies) else {
        return;
    };
    assert_eq!(obf::parse(variant, &obf::write(&position)), Ok(position));
    let mover = position.side_to_move();
    let other = mover.opposite();
    let legal = position.legal_moves();
    for square in Square::all() {
        let mv = Move::Place(square);
        let played = position.play(mv);
        assert_eq!(
            played.is_ok(),
            legal.contains(&mv),
            "{square} in {position:?}"
        );
        if let Ok(after) = played {
            let flipped = position.flips(square).count_ones();
            assert_eq!(after.count(mover), position.count(mover) + 1 + flipped);
            assert_eq!(after.count(other), position.count(other) - flipped);
            if let Some(left) = position.supply(mover) {
                assert_eq!(after.supply(mover), Some(left - 1));
            }
        }
    }
    assert_eq!(position.play(Move::Pass).is_ok(), legal == [Move::Pass]);
}
