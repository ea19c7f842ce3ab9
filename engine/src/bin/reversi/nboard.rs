//! The NBoard protocol on a line stream: a thin adapter over the engine, so
//! NBoard-compatible GUIs and match tools can play it. Supported commands:
//! `nboard`, `set depth N`, `set game GGF`, `set contempt`, `move M`, `go`,
//! `hint N`, `ping N`, `learn`, `analyze` (the last two are acknowledged only).
//! Games are Othello, as in NBoard itself.

use std::io::{self, BufRead, Write};

use reversi_engine::ai::eval::SCALE;
use reversi_engine::ai::{Clock, Engine, Limits, SystemClock};
use reversi_engine::format::ggf;
use reversi_engine::{Move, Position, Variant};

/// The protocol state: the current game and the search depth.
pub struct Session {
    position: Position,
    depth: u32,
    engine: Engine,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            position: Position::new(Variant::Othello),
            depth: 12,
            engine: Engine::new(20),
        }
    }
}

/// Runs the protocol until the input ends.
pub fn run(input: &mut dyn BufRead, out: &mut dyn Write) -> io::Result<()> {
    let mut session = Session::default();
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        for reply in session.handle(line.trim()) {
            writeln!(out, "{reply}")?;
        }
        out.flush()?;
    }
}

impl Session {
    /// Handles one command line and returns the lines to send back, each
    /// one line of printable text whatever the command echoed.
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        let mut replies = self.respond(line);
        for reply in &mut replies {
            if reply.contains(char::is_control) {
                *reply = reply.replace(char::is_control, "?");
            }
        }
        replies
    }

    fn respond(&mut self, line: &str) -> Vec<String> {
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        match (command, rest.as_slice()) {
            ("", _) => Vec::new(),
            ("nboard", _) => vec!["set myname Reversi".into()],
            ("ping", args) => vec![format!("pong {}", args.first().unwrap_or(&"0"))],
            ("set", ["depth", n]) => match n.parse::<u32>() {
                Ok(depth) if (1..=60).contains(&depth) => {
                    self.depth = depth;
                    Vec::new()
                }
                _ => vec![format!("status bad depth '{n}'")],
            },
            ("set", ["game", ..]) => {
                let ggf_text = line.split_once("game").map_or("", |(_, g)| g.trim());
                match ggf::parse(ggf_text) {
                    Ok(position) => {
                        self.position = position;
                        Vec::new()
                    }
                    Err(error) => vec![format!("status cannot read game: {error}")],
                }
            }
            ("set", _) => Vec::new(),
            ("move", [text, ..]) => {
                let token = text.split('/').next().unwrap_or("");
                match ggf::play_move(&self.position, token) {
                    Ok(position) => {
                        self.position = position;
                        Vec::new()
                    }
                    Err(error) => vec![format!("status illegal move '{token}': {error}")],
                }
            }
            ("go", _) => {
                let (mv, score, seconds) = self.think();
                vec![format!(
                    "=== {mv}/{:.2}/{seconds:.2}",
                    f64::from(score) / f64::from(SCALE)
                )]
            }
            ("hint", _) => {
                let (mv, score, _) = self.think();
                vec![
                    format!(
                        "search {mv} {:.2} 0 {}",
                        f64::from(score) / f64::from(SCALE),
                        self.depth
                    ),
                    "status".into(),
                ]
            }
            ("learn", _) => vec!["learned".into()],
            ("analyze", _) => vec!["status".into()],
            (other, _) => vec![format!("status unknown command '{other}'")],
        }
    }

    fn think(&mut self) -> (String, i32, f64) {
        let clock = SystemClock::start();
        let limits = Limits {
            depth: self.depth,
            exact_empties: (self.depth + 6).min(22),
            ..Limits::default()
        };
        let thought = self
            .engine
            .think(&self.position, &limits, &clock, &|| false, &mut |_| {});
        let seconds = clock_seconds(&clock);
        let mv = match thought.best {
            Some(Move::Place(square)) => square.to_string().to_uppercase(),
            _ => "PA".into(),
        };
        (mv, thought.score, seconds)
    }
}

fn clock_seconds(clock: &SystemClock) -> f64 {
    clock.now_ms() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use reversi_engine::{Color, Square};

    const START: &str = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6/0.12];)";

    #[test]
    fn reads_a_ggf_game_and_answers_go() {
        let mut session = Session::default();
        session.handle("set depth 4");
        assert!(session.handle(&format!("set game {START}")).is_empty());
        assert_eq!(session.position.empty_count(), 58);
        assert_eq!(session.position.side_to_move(), Color::Black);
        let reply = session.handle("go");
        assert!(reply[0].starts_with("=== "), "{reply:?}");
        let mv = reply[0][4..].split('/').next().unwrap().to_lowercase();
        let square: Square = mv.parse().unwrap();
        assert_ne!(session.position.placements() & square.bit(), 0);
        assert_eq!(session.handle("ping 7"), ["pong 7"]);
    }

    #[test]
    fn a_board_with_non_ascii_text_is_an_error_not_a_panic() {
        // Used to slice the board text at byte 64, inside the 'é'.
        let mut session = Session::default();
        let board = format!("{}é{}", "-".repeat(63), "-".repeat(4));
        let reply = session.handle(&format!("set game (;BO[8 {board} *];)"));
        assert_eq!(reply, ["status cannot read game: bad square 'é'"]);
        let reply = session.handle("set game (;BO[8 ééééééééééééééééééééééééééééééééé *];)");
        assert_eq!(
            reply,
            ["status cannot read game: the board needs 64 squares"]
        );
        // The session goes on with the game it had.
        assert_eq!(session.handle("ping 3"), ["pong 3"]);
        assert_eq!(session.position, Position::new(Variant::Othello));
    }

    #[test]
    fn illegal_input_is_reported_not_fatal() {
        let mut session = Session::default();
        assert!(session.handle("move a1")[0].starts_with("status illegal move"));
        assert!(session.handle("set game (;BO[8 nonsense *];)")[0].starts_with("status"));
        assert!(session.handle("frobnicate")[0].contains("unknown"));
    }

    /// One reply line the protocol allows: the GUI reads each by its first word.
    fn well_formed(reply: &str) -> bool {
        let number = |text: &str| text.parse::<f64>().is_ok_and(f64::is_finite);
        let mv = |text: &str| text == "PA" || text.to_lowercase().parse::<Square>().is_ok();
        let words: Vec<&str> = reply.split(' ').collect();
        !reply.contains(char::is_control)
            && match words.as_slice() {
                ["set", "myname", "Reversi"] | ["learned"] | ["status", ..] => true,
                ["pong", _] => true,
                ["===", answer] => match answer.split('/').collect::<Vec<_>>().as_slice() {
                    [m, eval, seconds] => mv(m) && number(eval) && number(seconds),
                    _ => false,
                },
                ["search", m, eval, "0", depth] => {
                    mv(m) && number(eval) && depth.parse::<u32>().is_ok()
                }
                _ => false,
            }
    }

    fn ggf_fragment() -> impl Strategy<Value = String> {
        let board = proptest::collection::vec(
            prop_oneof![6 => Just('-'), 2 => Just('*'), 2 => Just('O'), 1 => Just('é'), 1 => Just('x')],
            58..70,
        )
        .prop_map(|squares| squares.into_iter().collect::<String>());
        let moves = proptest::collection::vec(("[BW]", 0u8..70), 0..6).prop_map(|moves| {
            moves
                .into_iter()
                .map(|(side, index)| match Square::new(index) {
                    Some(square) => format!("{side}[{square}]"),
                    None => format!("{side}[PA]"),
                })
                .collect::<String>()
        });
        prop_oneof![
            (board, "[ ]?[*OXé]?", moves.clone()).prop_map(|(board, side, moves)| format!(
                "(;GM[Othello]BO[8 {board}{side}]{moves};)"
            )),
            (0..START.len(), moves).prop_map(|(cut, moves)| {
                let prefix: String = START.chars().take(cut).collect();
                format!("{prefix}{moves}")
            }),
        ]
    }

    fn command_line() -> impl Strategy<Value = String> {
        prop_oneof![
            Just(String::new()),
            Just("nboard 2".to_string()),
            Just("go".to_string()),
            Just("learn".to_string()),
            Just("analyze".to_string()),
            (1u32..4).prop_map(|depth| format!("set depth {depth}")),
            "[0-9]{10,30}".prop_map(|n| format!("set depth {n}")),
            "[0-9]{10,30}".prop_map(|n| format!("hint {n}")),
            "\\PC{0,12}".prop_map(|n| format!("ping {n}")),
            ("[a-jA-J][0-9]", "(/[0-9.]{0,5})?").prop_map(|(m, tail)| format!("move {m}{tail}")),
            Just("move PA".to_string()),
            ggf_fragment().prop_map(|ggf| format!("set game {ggf}")),
            "\\PC{0,40}",
            "[ \\t\\x00-\\x1fé€😀]{0,8}",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn random_sessions_never_panic_and_answer_well_formed_lines(
            lines in proptest::collection::vec(command_line(), 1..16)
        ) {
            let mut session = Session::default();
            session.handle("set depth 2");
            for line in &lines {
                for reply in session.handle(line) {
                    prop_assert!(well_formed(&reply), "{line:?} -> {reply:?}");
                }
            }
            // Every session still answers at its end.
            prop_assert_eq!(session.handle("ping 9"), ["pong 9"]);
        }
    }
}
