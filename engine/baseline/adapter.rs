//! The NBoard front end for the engine as it was at the baseline commit
//! (c23b9dd), written against that commit's library API, so that
//! `reversi match` can play the current engine against it at equal time a
//! move. scripts/baseline-match.sh builds it beside the old library; it is
//! not part of the workspace.
//!
//! It speaks the subset `reversi match` uses: `nboard`, `ping N`,
//! `set variant classic|free|othello` (the match's extension), `set game
//! GGF` (for classic and free: the moves from the empty board) and `go`,
//! answered by `=== MOVE/EVAL/SECONDS`. Usage: `baseline-adapter --time MS
//! [--exact E]` (exact from 14 empties unless told).

use std::io::{self, BufRead, Write};

use reversi_engine::ai::{Clock, Engine, Limits, SystemClock};
use reversi_engine::{Move, Position, Square, Variant};

// The current GGF reader (`parse_in` reads classic and free games), built
// against the old library: the types it uses are the same there.
mod position {
    pub use reversi_engine::position::*;
}
mod square {
    pub use reversi_engine::square::*;
}
#[allow(dead_code)]
#[path = "../src/format/ggf.rs"]
mod ggf;

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u32>().ok())
    };
    let Some(time_ms) = flag("--time").filter(|&t| t > 0) else {
        eprintln!("usage: baseline-adapter --time MS [--exact E]");
        std::process::exit(2);
    };
    let limits = Limits {
        time_ms: Some(f64::from(time_ms)),
        exact_empties: flag("--exact").unwrap_or(14),
        ..Limits::default()
    };
    // As `reversi match` sizes its in-process engines: 2^18 slots a table.
    let mut engine = Engine::new(18);
    let mut variant = Variant::Othello;
    let mut position = Position::new(variant);
    let (stdin, mut out) = (io::stdin(), io::stdout());
    for line in stdin.lock().lines() {
        let line = line?;
        let mut words = line.split_whitespace();
        let reply = match (words.next(), words.next()) {
            (Some("nboard"), _) => "set myname Baseline-c23b9dd".to_string(),
            (Some("ping"), n) => format!("pong {}", n.unwrap_or("0")),
            (Some("set"), Some("variant")) => match words.next().map(str::parse::<Variant>) {
                // Sent before every `set game`: only a change starts afresh.
                Some(Ok(v)) => {
                    if v != variant {
                        (variant, position) = (v, Position::new(v));
                        engine.clear();
                    }
                    continue;
                }
                _ => "status unknown variant".to_string(),
            },
            (Some("set"), Some("game")) => {
                let text = line.split_once("game").map_or("", |(_, g)| g.trim());
                match ggf::parse_in(variant, text) {
                    Ok(game) => {
                        // Discs only accumulate: fewer means a new game.
                        if game.occupied().count_ones() < position.occupied().count_ones() {
                            engine.clear();
                        }
                        position = game;
                        continue;
                    }
                    Err(error) => format!("status cannot read game: {error}"),
                }
            }
            (Some("go"), _) => {
                let clock = SystemClock::start();
                let thought = engine.think(&position, &limits, &clock, &|| false, &mut |_| {});
                let mv = match thought.best {
                    Some(Move::Place(square)) => square.to_string().to_uppercase(),
                    _ => "PA".to_string(),
                };
                format!(
                    "=== {mv}/{:.2}/{:.3}",
                    f64::from(thought.score) / 100.0,
                    clock.now_ms() / 1000.0
                )
            }
            (None, _) | (Some("set"), _) => continue,
            (Some(other), _) => format!("status unknown command '{other}'"),
        };
        writeln!(out, "{reply}")?;
        out.flush()?;
    }
    Ok(())
}
