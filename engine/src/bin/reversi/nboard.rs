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

use crate::args::DEPTH;
use reversi_engine::ai::{Clock, Engine, Evaluation, Hint, Limits, SystemClock, SCALE};
use reversi_engine::format::ggf;
use reversi_engine::{Move, Position, Variant};

/// The depth a session searches to until told otherwise.
pub const DEFAULT_DEPTH: u32 = 12;

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
        Session::new(depth_limits(DEFAULT_DEPTH))
    }
}

/// Runs the protocol until the input ends, thinking within `limits`.
/// `threads` solve the endgame (`reversi nboard --threads N`).
pub fn run(
    limits: Limits,
    threads: usize,
    evaluation: Evaluation,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut session = Session::new(limits);
    session.engine = Engine::new(20)
        .with_solver_threads(threads)
        .with_evaluation(evaluation);
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

/// A hint's principal line as NBoard's `search` takes it: the move first,
/// no spaces, moves joined by `-` ("F5-D6-C3"; a pass is "PA").
fn pv(hint: &Hint) -> String {
    let line: Vec<String> = if hint.line.is_empty() {
        vec![move_name(Move::Place(hint.square))]
    } else {
        hint.line.iter().map(|&mv| move_name(mv)).collect()
    };
    line.join("-")
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
            // The same range as `--depth`.
            ("set", ["depth", n]) => match DEPTH.parse("set depth", n) {
                Ok(depth) => {
                    // The command line's variety and seed stay.
                    self.limits = Limits {
                        seed: self.limits.seed,
                        variety: self.limits.variety,
                        ..depth_limits(depth as u32)
                    };
                    Vec::new()
                }
                Err(error) => vec![format!("status {error}")],
            },
            ("set", ["variant", name]) => match name.parse::<Variant>() {
                // Sent before every `set game` by `reversi match`: only a
                // change of variant starts afresh.
                Ok(variant) if variant == self.variant => Vec::new(),
                Ok(variant) => {
                    self.variant = variant;
                    self.position = Position::new(variant);
                    self.engine.clear();
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
                        // Discs only accumulate: fewer means a new game,
                        // which starts, as in `reversi match`, from clear tables.
                        if position.occupied().count_ones() < self.position.occupied().count_ones()
                        {
                            self.engine.clear();
                        }
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
            // Forced: a tenth of the time values it.
            let limits = Limits {
                time_ms: limits.time_ms.map(|t| t / 10.0),
                ..limits
            };
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
                    format!("search {} {} 0 {depth}", pv(hint), discs(hint.score))
                })
                .collect()
        };
        lines.push("status".into());
        lines
    }

    /// Every placement valued by iterative deepening within the time
    /// budget: the values of the deepest pass that covered every move, and
    /// its depth; if even the first pass was cut short, the moves it valued;
    /// if none, the best move alone in the time left.
    fn ranked_hints(&mut self, clock: &SystemClock) -> (Vec<Hint>, u32) {
        let all = self.position.placements().count_ones() as usize;
        let deepest = self
            .limits
            .depth
            .clamp(1, self.position.empty_count().max(1));
        let time_left = |clock: &SystemClock| self.limits.time_ms.map(|t| t - clock.now_ms());
        let mut ranked = (Vec::new(), 0);
        for depth in 1..=deepest {
            let time_ms = time_left(clock);
            if time_ms.is_some_and(|t| t <= 0.0) {
                break;
            }
            let limits = Limits {
                depth,
                time_ms,
                ..self.limits.clone()
            };
            let hints = self.engine.hints(&self.position, &limits, clock, &|| false);
            let complete = hints.len() == all;
            if complete || ranked.0.is_empty() {
                ranked = (hints, depth);
            }
            // As in `Engine::think`: a pass costs several times the last.
            let out_of_time = self
                .limits
                .time_ms
                .is_some_and(|t| clock.now_ms() * 4.0 > t);
            if !complete || out_of_time || ranked.0.iter().all(|hint| hint.exact) {
                break;
            }
        }
        if ranked.0.is_empty() {
            let limits = Limits {
                time_ms: time_left(clock).map(|t| t.max(1.0)),
                ..self.move_limits()
            };
            let thought = self
                .engine
                .think(&self.position, &limits, clock, &|| false, &mut |_| {});
            if let Some(Move::Place(square)) = thought.best {
                let line = if thought.best_line.first() == Some(&Move::Place(square)) {
                    thought.best_line.clone()
                } else {
                    vec![Move::Place(square)]
                };
                let hint = Hint {
                    square,
                    score: thought.score,
                    exact: thought.exact,
                    line,
                };
                ranked = (vec![hint], thought.depth);
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

    /// The `search` lines of a hint reply as (move, eval, depth), checking
    /// the reply ends with `status`.
    fn searches(reply: &[String]) -> Vec<(String, f64, u32)> {
        lines(reply)
            .into_iter()
            .map(|(pv, eval, depth)| (pv[..2].to_string(), eval, depth))
            .collect()
    }

    /// The same with each line's whole principal variation.
    fn lines(reply: &[String]) -> Vec<(String, f64, u32)> {
        assert_eq!(
            reply.last().map(String::as_str),
            Some("status"),
            "{reply:?}"
        );
        reply[..reply.len() - 1]
            .iter()
            .map(
                |line| match line.split(' ').collect::<Vec<_>>().as_slice() {
                    ["search", mv, eval, "0", depth] => (
                        mv.to_string(),
                        eval.parse().unwrap(),
                        depth.parse().unwrap(),
                    ),
                    _ => panic!("not a search line: {line}"),
                },
            )
            .collect()
    }

    /// FFO #20 (6 empties, black to move): h5 wins by 6, the published
    /// answer; its other moves are worse.
    const FFO_20: &str =
        "(;GM[Othello]BO[8 XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- *];)";

    #[test]
    fn hint_gives_the_best_moves_first_with_their_values() {
        let mut session = Session::default();
        assert!(session.handle(&format!("set game {FFO_20}")).is_empty());
        let all = session.position.placements().count_ones() as usize;
        let best = searches(&session.handle("hint 1"));
        assert_eq!(best, [("H5".to_string(), 6.0, 6)]);
        let three = searches(&session.handle("hint 3"));
        assert_eq!(three.len(), 3.min(all));
        assert_eq!(three[0], best[0]);
        assert!(three.windows(2).all(|w| w[0].1 >= w[1].1), "{three:?}");
        assert!(three[1..].iter().all(|(_, eval, _)| *eval < 6.0));
        assert_eq!(searches(&session.handle("hint 64")).len(), all);
        // Midgame: every legal move, each once, at the search depth.
        let mut midgame = Session::default();
        midgame.handle("set depth 3");
        midgame.handle(&format!("set game {START}"));
        let hints = searches(&midgame.handle("hint 10"));
        let mut squares: Vec<String> = hints.iter().map(|h| h.0.to_lowercase()).collect();
        squares.sort();
        let mut legal: Vec<String> = Square::iter_bits(midgame.position.placements())
            .map(|s| s.to_string())
            .collect();
        legal.sort();
        assert_eq!(squares, legal);
        assert!(hints.iter().all(|h| h.2 == 3), "{hints:?}");
    }

    #[test]
    fn hint_lines_are_legal_and_keep_their_value() {
        // Exact lines (6 empties: each line plays to the end, and its final
        // disc difference is the hint's value) and searched ones (the
        // opening at depth 4: legal, a reply at least).
        let play = |from: Position, pv: &str| {
            pv.split('-').fold(from, |at, name| {
                let mv = if name == "PA" {
                    Move::Pass
                } else {
                    Move::Place(name.to_lowercase().parse().unwrap())
                };
                at.play(mv).unwrap_or_else(|e| panic!("{pv}: {name}: {e}"))
            })
        };
        let mut session = Session::default();
        session.handle(&format!("set game {FFO_20}"));
        let mover = session.position.side_to_move();
        let all = lines(&session.handle("hint 64"));
        assert_eq!(
            all.len(),
            session.position.placements().count_ones() as usize
        );
        for (pv, eval, _) in &all {
            let end = play(session.position, pv);
            assert!(end.is_over(), "{pv}");
            let for_mover = if end.side_to_move() == mover {
                end.final_difference()
            } else {
                -end.final_difference()
            };
            assert_eq!(f64::from(for_mover), *eval, "{pv}");
        }
        let mut midgame = Session::default();
        midgame.handle("set depth 4");
        midgame.handle(&format!("set game {START}"));
        for (pv, _, _) in lines(&midgame.handle("hint 3")) {
            play(midgame.position, &pv);
            assert!(pv.split('-').count() >= 2, "{pv}");
        }
    }

    #[test]
    fn a_forced_pass_is_answered_with_its_value() {
        // White (b1 only) cannot move; black then takes a1, turning b1:
        // 64-0, so the pass is worth -64 to white (worked by hand).
        let board = format!("-O{}", "*".repeat(62));
        let mut session = Session::default();
        assert!(session
            .handle(&format!("set game (;GM[Othello]BO[8 {board} O];)"))
            .is_empty());
        let reply = session.handle("go");
        assert_eq!(reply.len(), 1, "{reply:?}");
        assert!(reply[0].starts_with("=== PA/-64.00/"), "{reply:?}");
        assert_eq!(
            searches(&session.handle("hint 2")),
            [("PA".to_string(), -64.0, 12)]
        );
        // After the pass and a1 the game is over: a status, not a move.
        session.handle("move PA");
        session.handle("move a1");
        assert_eq!(
            session.handle("go"),
            ["status the game is over: no move to make"]
        );
    }

    #[test]
    fn set_variant_reads_classic_and_free_games_from_the_empty_board() {
        let mut session = Session::default();
        session.handle("set depth 2");
        assert!(session.handle("set variant classic").is_empty());
        let empty = "-".repeat(64);
        let game = format!("(;GM[Othello]BO[8 {empty} *]B[d4]W[d5]B[e4]W[e5];)");
        assert!(session.handle(&format!("set game {game}")).is_empty());
        // The parallel start of docs/rules.md: black's moves are c6 d6 e6 f6.
        let reply = session.handle("go");
        let mv = reply[0][4..].split('/').next().unwrap().to_lowercase();
        assert!(["c6", "d6", "e6", "f6"].contains(&mv.as_str()), "{reply:?}");
        assert_eq!(session.position.supply(Color::Black), Some(30));
        // An Othello board is not a classic start.
        let reply = session.handle(&format!("set game {START}"));
        assert_eq!(
            reply,
            ["status cannot read game: a classic game must start from the empty board"]
        );
        assert!(session.handle("set variant free").is_empty());
        assert_eq!(session.position, Position::new(Variant::Free));
        assert_eq!(
            session.handle("set variant chess"),
            ["status unknown variant 'chess': give classic, free or othello"]
        );
        assert!(session.handle("set variant othello").is_empty());
        assert!(session.handle(&format!("set game {START}")).is_empty());
    }

    #[test]
    fn bad_counts_and_depths_are_status_errors() {
        let mut session = Session::default();
        assert_eq!(
            session.handle("hint 0"),
            ["status bad hint count '0': give a whole number from 1"]
        );
        assert!(session.handle("hint x")[0].starts_with("status bad hint count"));
        assert_eq!(
            session.handle("hint"),
            ["status hint needs a count, e.g. 'hint 3'"]
        );
        assert_eq!(
            session.handle("set depth 61"),
            ["status set depth: expected a whole number from 1 to 60, got '61'"]
        );
        assert_eq!(session.handle("ping 4"), ["pong 4"]);
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
                // The pv: moves joined by '-', the move considered first.
                ["search", pv, eval, "0", depth] => {
                    pv.split('-').all(mv) && number(eval) && depth.parse::<u32>().is_ok()
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
            (0u32..5).prop_map(|n| format!("hint {n}")),
            prop_oneof![
                Just("classic"),
                Just("free"),
                Just("othello"),
                Just("chess")
            ]
            .prop_map(|v| format!("set variant {v}")),
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
