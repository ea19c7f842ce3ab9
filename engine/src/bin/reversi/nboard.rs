//! The NBoard protocol on a line stream: a thin adapter over the engine, so
//! NBoard-compatible GUIs and match tools can play it. Supported commands:
//! `nboard`, `set depth N`, `set game GGF`, `set contempt`, `move M`, `go`,
//! `hint N`, `ping N`, `learn`, `analyze` (the last two are acknowledged only),
//! and one extension: `set variant classic|free|othello`, after which `set
//! game` reads its moves under that variant's rules from its start (GGF has
//! no name for classic or free Reversi). Games are Othello unless told.
//!
//! The session thinks by time (`reversi nboard --time MS`), by a level's
//! depth, time and noise (`--level L`), or to a fixed depth (`set depth N`,
//! which also drops any time budget: for tests).

use std::io::{self, BufRead, Write};

use reversi_engine::ai::eval::SCALE;
use reversi_engine::ai::{Clock, Engine, Hint, Limits, SystemClock};
use reversi_engine::format::ggf;
use reversi_engine::{Move, Position, Variant};

/// Where a fixed-depth session starts solving exactly, as before time
/// budgets existed: six plies deeper than the midgame search, at most 22.
pub fn depth_limits(depth: u32) -> Limits {
    Limits {
        depth,
        exact_empties: (depth + 6).min(22),
        ..Limits::default()
    }
}

/// The protocol state: the variant, the current game and how to think.
pub struct Session {
    variant: Variant,
    position: Position,
    limits: Limits,
    engine: Engine,
}

impl Default for Session {
    fn default() -> Session {
        Session::new(depth_limits(12))
    }
}

/// Runs the protocol until the input ends, thinking within `limits`.
pub fn run(limits: Limits, input: &mut dyn BufRead, out: &mut dyn Write) -> io::Result<()> {
    let mut session = Session::new(limits);
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

/// A move or pass in NBoard's spelling: `F5`, `PA`.
fn move_name(mv: Move) -> String {
    match mv {
        Move::Place(square) => square.to_string().to_uppercase(),
        Move::Pass => "PA".into(),
    }
}

/// Hundredths of a disc as NBoard's discs with two decimals.
fn discs(score: i32) -> String {
    format!("{:.2}", f64::from(score) / f64::from(SCALE))
}

impl Session {
    /// A session at the Othello start that thinks within `limits`.
    pub fn new(limits: Limits) -> Session {
        Session {
            variant: Variant::Othello,
            position: Position::new(Variant::Othello),
            limits,
            engine: Engine::new(20),
        }
    }

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
                    self.limits = depth_limits(depth);
                    Vec::new()
                }
                _ => vec![format!("status bad depth '{n}': give 1 to 60")],
            },
            ("set", ["variant", name]) => match name.parse::<Variant>() {
                Ok(variant) => {
                    self.variant = variant;
                    self.position = Position::new(variant);
                    Vec::new()
                }
                Err(_) => vec![format!(
                    "status unknown variant '{name}': give classic, free or othello"
                )],
            },
            ("set", ["game", ..]) => {
                let ggf_text = line.split_once("game").map_or("", |(_, g)| g.trim());
                match ggf::parse_in(self.variant, ggf_text) {
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
            _ if (command == "go" || command == "hint") && self.position.is_over() => {
                vec!["status the game is over: no move to make".into()]
            }
            ("go", _) => {
                let clock = SystemClock::start();
                let (mv, score) = self.think(&clock);
                let seconds = clock.now_ms() / 1000.0;
                vec![format!(
                    "=== {}/{}/{seconds:.2}",
                    move_name(mv),
                    discs(score)
                )]
            }
            ("hint", [n, ..]) => match n.parse::<usize>() {
                Ok(count) if count > 0 => self.hint(count),
                _ => vec![format!(
                    "status bad hint count '{n}': give a whole number from 1"
                )],
            },
            ("hint", []) => vec!["status hint needs a count, e.g. 'hint 3'".into()],
            ("learn", _) => vec!["learned".into()],
            ("analyze", _) => vec!["status".into()],
            (other, _) => vec![format!("status unknown command '{other}'")],
        }
    }

    /// The limits for the move at hand: the noise of weak levels varies
    /// with the position.
    fn move_limits(&self) -> Limits {
        Limits {
            seed: self.limits.seed
                ^ self.position.player()
                ^ self.position.opponent().rotate_left(7),
            ..self.limits.clone()
        }
    }

    /// The move to play and its value for the side to move. A forced pass
    /// is valued by searching the opponent's reply (and negating).
    fn think(&mut self, clock: &SystemClock) -> (Move, i32) {
        let limits = self.move_limits();
        if self.position.must_pass() {
            let opponent = self.position.play_unchecked(Move::Pass);
            let thought = self
                .engine
                .think(&opponent, &limits, clock, &|| false, &mut |_| {});
            return (Move::Pass, -thought.score);
        }
        let thought = self
            .engine
            .think(&self.position, &limits, clock, &|| false, &mut |_| {});
        (thought.best.unwrap_or(Move::Pass), thought.score)
    }

    /// Up to `count` moves, best first, as `search` lines, then `status`.
    fn hint(&mut self, count: usize) -> Vec<String> {
        let clock = SystemClock::start();
        let mut lines: Vec<String> = if self.position.must_pass() {
            let (mv, score) = self.think(&clock);
            vec![format!(
                "search {} {} 0 {}",
                move_name(mv),
                discs(score),
                self.limits.depth
            )]
        } else {
            let (mut hints, depth) = self.ranked_hints(&clock);
            hints.sort_by_key(|hint| std::cmp::Reverse(hint.score));
            hints
                .iter()
                .take(count)
                .map(|hint| {
                    let depth = if hint.exact {
                        self.position.empty_count()
                    } else {
                        depth
                    };
                    format!(
                        "search {} {} 0 {depth}",
                        move_name(Move::Place(hint.square)),
                        discs(hint.score)
                    )
                })
                .collect()
        };
        lines.push("status".into());
        lines
    }

    /// Every placement valued by iterative deepening within the time
    /// budget: the values of the deepest pass that covered every move, and
    /// its depth. If not even depth 1 finished, the best move alone.
    fn ranked_hints(&mut self, clock: &SystemClock) -> (Vec<Hint>, u32) {
        let all = self.position.placements().count_ones() as usize;
        let deepest = self
            .limits
            .depth
            .clamp(1, self.position.empty_count().max(1));
        let mut ranked = (Vec::new(), 0);
        for depth in 1..=deepest {
            let time_ms = self.limits.time_ms.map(|t| t - clock.now_ms());
            if time_ms.is_some_and(|t| t <= 0.0) {
                break;
            }
            let limits = Limits {
                depth,
                time_ms,
                ..self.limits.clone()
            };
            let hints = self.engine.hints(&self.position, &limits, clock, &|| false);
            if hints.len() < all {
                break;
            }
            let all_exact = hints.iter().all(|hint| hint.exact);
            ranked = (hints, depth);
            // As in `Engine::think`: a pass costs several times the last.
            let out_of_time = self
                .limits
                .time_ms
                .is_some_and(|t| clock.now_ms() * 4.0 > t);
            if all_exact || out_of_time {
                break;
            }
        }
        if ranked.0.is_empty() {
            let (mv, score) = self.think(clock);
            if let Move::Place(square) = mv {
                ranked = (
                    vec![Hint {
                        square,
                        score,
                        exact: false,
                    }],
                    0,
                );
            }
        }
        ranked
    }
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
