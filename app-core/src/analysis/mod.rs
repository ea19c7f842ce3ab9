//! Reviewing a game with the computer, apart from the browser: which
//! positions of the game on show still need the worker, the answers kept by
//! position (so playing on, undoing or opening the game again asks only for
//! what is new), progress and cancelling as plain state, and the report the
//! review panel draws: one point per position for the graph (black's side),
//! every placement's loss against the best move, the mistakes of each player
//! with the better move and its line, and a one-line summary per player.
//!
//! Values are hundredths of a disc of final disc difference under the
//! variant's scoring, as the engine gives them (`Engine::analyse`).

pub mod graph;
pub mod markup;
pub mod text;

// Leptos's hasher (the page has it already), not std's SipHash, whose code
// the page would carry for these two maps alone (its size, docs/size.md).
use rustc_hash::FxHashMap as HashMap;

use reversi_engine::ai::{Analysis, Depth, SCALE};
use reversi_engine::{Color, Move, Position, Square};

use crate::game::{Game, Ply};
use crate::protocol::{FromWorker, ToWorker, MAX_ANALYSED};

/// A placement that loses this much or more is a mistake ...
pub const MISTAKE_LOSS: i32 = 4 * SCALE;
/// ... and this much or more a blunder.
pub const BLUNDER_LOSS: i32 = 10 * SCALE;
/// Positions kept beyond the game on show (other games, undone lines).
pub const MAX_CACHED: usize = 600;

/// How bad a placement was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    Mistake,
    Blunder,
}

impl Severity {
    /// The severity of losing `loss` hundredths of a disc, if any.
    pub fn of(loss: i32) -> Option<Severity> {
        if loss >= BLUNDER_LOSS {
            Some(Severity::Blunder)
        } else if loss >= MISTAKE_LOSS {
            Some(Severity::Mistake)
        } else {
            None
        }
    }
}

/// One position of the game, a point of the graph.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Point {
    /// Placements before it: 0 for the start.
    pub placements: usize,
    /// Black's final disc difference with best play from here, once known.
    pub value: Option<i32>,
    pub exact: bool,
    /// The side that passed just before this position (after the placement).
    pub passed: Option<Color>,
    /// The side that has just placed its last disc (classic's 32 each).
    pub ran_out: Option<Color>,
}

/// One placement judged against the best move of its position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Judged {
    /// The placement's number, from 1; its position is point `number - 1`.
    pub number: usize,
    pub color: Color,
    pub square: Square,
    /// The value of the move played, for the mover.
    pub played: i32,
    /// The value of the best move, for the mover.
    pub best: i32,
    pub best_square: Square,
    /// `best - played`, never negative.
    pub loss: i32,
    /// The best line from the position, `best_square` first.
    pub line: Vec<Move>,
    pub exact: bool,
    pub severity: Option<Severity>,
}

/// A player's one-line summary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Summary {
    pub color: Color,
    /// The placements judged (those whose position has been analysed).
    pub judged: usize,
    pub total_loss: i32,
    /// Losses from `MISTAKE_LOSS` up to `BLUNDER_LOSS`, and from there on.
    pub mistakes: usize,
    pub blunders: usize,
}

impl Summary {
    /// The mean loss per placement, in hundredths of a disc.
    pub fn average_loss(&self) -> Option<i32> {
        (self.judged > 0).then(|| self.total_loss / self.judged as i32)
    }
}

/// What the review panel shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    pub points: Vec<Point>,
    pub judged: Vec<Judged>,
    /// Black's, then the second colour's.
    pub summaries: [Summary; 2],
}

impl Report {
    /// A player's mistakes and blunders, in the order played.
    pub fn mistakes(&self, color: Color) -> impl Iterator<Item = &Judged> {
        self.judged
            .iter()
            .filter(move |j| j.color == color && j.severity.is_some())
    }
}

/// Where the analysis is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// Positions of the game on show already analysed.
    pub done: usize,
    pub total: usize,
    pub running: bool,
}

/// The analysis of the game on show and what is known of other positions.
#[derive(Clone, Debug)]
pub struct GameAnalysis {
    depth: Depth,
    known: HashMap<Position, Analysis>,
    /// The game on show: its positions and placements.
    positions: Vec<Position>,
    plies: Vec<Ply>,
    /// Requests sent and not fully answered: their id and positions.
    outstanding: Vec<(u32, Vec<Position>)>,
    /// Workers answering at once: at most this many requests are out.
    workers: usize,
    /// Asked for and not cancelled: the game on show is kept analysed as
    /// it changes.
    active: bool,
    next_id: u32,
}

impl GameAnalysis {
    /// Request ids start here, far from the computer's moves' ids.
    const FIRST_ID: u32 = 1 << 30;

    pub fn new(depth: Depth) -> GameAnalysis {
        GameAnalysis {
            depth,
            known: HashMap::default(),
            positions: Vec::new(),
            plies: Vec::new(),
            outstanding: Vec::new(),
            workers: 1,
            active: false,
            next_id: Self::FIRST_ID,
        }
    }

    /// Shares the work among `workers` workers (at least one), each with
    /// one request at a time.
    pub fn with_workers(self, workers: usize) -> GameAnalysis {
        GameAnalysis {
            workers: workers.max(1),
            ..self
        }
    }

    pub fn depth(&self) -> Depth {
        self.depth
    }

    /// The ids of the requests not fully answered yet.
    pub fn outstanding(&self) -> impl Iterator<Item = u32> + '_ {
        self.outstanding.iter().map(|(id, _)| *id)
    }

    /// The game on show changed (a placement, an undo, another game). What
    /// is known stays; once started, the answer is the request for the new
    /// positions, if there are any.
    pub fn follow(&mut self, game: &Game) -> Option<ToWorker> {
        self.positions = game.positions().to_vec();
        self.plies = game.plies().to_vec();
        if self.active {
            self.request()
        } else {
            None
        }
    }

    /// Starts (or resumes) analysing the game on show and keeps it analysed
    /// as it changes: the (first worker's) request for the positions not
    /// known yet, or `None` when all are (a second look is instant); `more`
    /// gives the other workers theirs.
    pub fn start(&mut self) -> Option<ToWorker> {
        self.active = true;
        self.request()
    }

    /// The next request while active, for a worker without one: at the
    /// start each worker gets its share, and a classic game's 65 positions
    /// do not fit one request (`MAX_ANALYSED`). `None` when nothing is
    /// missing or every worker has a request out.
    pub fn more(&mut self) -> Option<ToWorker> {
        if self.active {
            self.request()
        } else {
            None
        }
    }

    /// Stops: the page ends the worker; answers that came are kept.
    pub fn cancel(&mut self) {
        self.active = false;
        self.outstanding.clear();
    }

    /// Started and not cancelled.
    pub fn is_active(&self) -> bool {
        self.active
    }

    /// Waiting for the worker.
    pub fn is_running(&self) -> bool {
        !self.outstanding.is_empty()
    }

    /// Takes the worker's answer; `true` if it was one of ours (the report
    /// may have changed). Answers to cancelled requests are dropped.
    pub fn receive(&mut self, answer: &FromWorker) -> bool {
        let (id, index, analysis) = match answer {
            FromWorker::Analysed {
                id,
                index,
                analysis,
            } => (*id, *index as usize, analysis),
            FromWorker::Error { id: Some(id), .. } => {
                // A refused request: forget it rather than wait forever.
                let before = self.outstanding.len();
                self.outstanding.retain(|(sent, _)| sent != id);
                return before != self.outstanding.len();
            }
            _ => return false,
        };
        let Some(slot) = self.outstanding.iter().position(|(sent, _)| *sent == id) else {
            return false;
        };
        let Some(&position) = self.outstanding[slot].1.get(index) else {
            return false;
        };
        self.keep(position, analysis.clone());
        if index + 1 == self.outstanding[slot].1.len() {
            self.outstanding.remove(slot);
        }
        true
    }

    /// What is known about `position`, if anything.
    pub fn analysis_of(&self, position: &Position) -> Option<&Analysis> {
        self.known.get(position)
    }

    pub fn progress(&self) -> Progress {
        Progress {
            done: self
                .positions
                .iter()
                .filter(|p| self.known.contains_key(p))
                .count(),
            total: self.positions.len(),
            running: self.is_running(),
        }
    }

    /// The graph's points, the judged placements and the summaries, for
    /// what is known so far.
    pub fn report(&self) -> Report {
        let mut points = Vec::with_capacity(self.positions.len());
        for (index, position) in self.positions.iter().enumerate() {
            let known = self.known.get(position);
            let before = index.checked_sub(1).map(|i| self.positions[i]);
            let ran_out = [Color::Black, Color::White].into_iter().find(|&color| {
                position.supply(color) == Some(0)
                    && before.is_some_and(|b| b.supply(color) != Some(0))
            });
            points.push(Point {
                placements: index,
                value: known.map(|a| black_side(position, a.value)),
                exact: known.is_some_and(|a| a.exact),
                passed: index
                    .checked_sub(1)
                    .and_then(|i| self.plies.get(i))
                    .and_then(|ply| ply.pass),
                ran_out,
            });
        }
        let judged: Vec<Judged> = self
            .plies
            .iter()
            .enumerate()
            .filter_map(|(index, ply)| self.judge(index, ply))
            .collect();
        let summary = |color: Color| {
            let mine = judged.iter().filter(|j| j.color == color);
            Summary {
                color,
                judged: mine.clone().count(),
                total_loss: mine.clone().map(|j| j.loss).sum(),
                mistakes: mine
                    .clone()
                    .filter(|j| j.severity == Some(Severity::Mistake))
                    .count(),
                blunders: mine
                    .filter(|j| j.severity == Some(Severity::Blunder))
                    .count(),
            }
        };
        Report {
            points,
            summaries: [summary(Color::Black), summary(Color::White)],
            judged,
        }
    }

    /// Placement `index` (from 0) against its position's best move.
    fn judge(&self, index: usize, ply: &Ply) -> Option<Judged> {
        let analysis = self.known.get(self.positions.get(index)?)?;
        let played = analysis.value_of(ply.square)?;
        let Some(Move::Place(best_square)) = analysis.best else {
            return None;
        };
        let loss = (analysis.value - played).max(0);
        Some(Judged {
            number: index + 1,
            color: ply.color,
            square: ply.square,
            played,
            best: analysis.value,
            best_square,
            loss,
            line: analysis.line.clone(),
            exact: analysis.exact,
            severity: Severity::of(loss),
        })
    }

    /// The request for the positions of the game on show that are neither
    /// known nor asked for already, in game order, while a worker is free.
    /// With several free, it takes every n-th position for n free workers:
    /// the others' requests take the rest, and each gets openings, middle
    /// and ends alike (the exact ends cost far less than the middle).
    fn request(&mut self) -> Option<ToWorker> {
        let free = self.workers.saturating_sub(self.outstanding.len());
        if free == 0 {
            return None;
        }
        let asked = |p: &Position| self.outstanding.iter().any(|(_, ps)| ps.contains(p));
        let mut missing: Vec<Position> = Vec::new();
        let mut wanted = 0;
        for (index, position) in self.positions.iter().enumerate() {
            if !self.known.contains_key(position)
                && !asked(position)
                && !self.positions[..index].contains(position)
            {
                if wanted % free == 0 {
                    missing.push(*position);
                }
                wanted += 1;
            }
        }
        missing.truncate(MAX_ANALYSED);
        if missing.is_empty() {
            return None;
        }
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(Self::FIRST_ID);
        self.outstanding.push((id, missing.clone()));
        Some(ToWorker::Analyse {
            id,
            positions: missing,
            depth: self.depth,
        })
    }

    /// Keeps an answer; past the bound, forgets positions not in the game
    /// on show.
    fn keep(&mut self, position: Position, analysis: Analysis) {
        self.known.insert(position, analysis);
        if self.known.len() > MAX_CACHED {
            let shown = &self.positions;
            self.known.retain(|p, _| shown.contains(p));
        }
    }
}

/// Hundredths of a disc as a plain decimal number of discs, for data
/// attributes: `-325` is "-3.25", `300` is "3", `50` is "0.5". Integer
/// arithmetic (float formatting would add kilobytes of wasm).
pub fn discs_number(hundredths: i32) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let abs = hundredths.unsigned_abs();
    let (whole, cents) = (abs / 100, abs % 100);
    match (cents, cents % 10) {
        (0, _) => format!("{sign}{whole}"),
        (_, 0) => format!("{sign}{whole}.{}", cents / 10),
        _ => format!("{sign}{whole}.{cents:02}"),
    }
}

/// A value for the side to move of `position`, seen from black's side.
fn black_side(position: &Position, value: i32) -> i32 {
    match position.side_to_move() {
        Color::Black => value,
        Color::White => -value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;
    use crate::game::Players;
    use reversi_engine::ai::{Engine, MoveValue, SystemClock};
    use reversi_engine::Variant;

    /// Answers every request as the worker would, with a real engine.
    fn serve(analysis: &mut GameAnalysis, request: Option<ToWorker>) -> usize {
        let Some(ToWorker::Analyse {
            id,
            positions,
            depth,
        }) = request
        else {
            return 0;
        };
        let mut engine = Engine::new(12);
        for (index, position) in positions.iter().enumerate() {
            let answer = engine
                .analyse(position, depth, &SystemClock::start(), &|| false)
                .unwrap();
            assert!(analysis.receive(&FromWorker::Analysed {
                id,
                index: index as u32,
                analysis: answer,
            }));
        }
        positions.len()
    }

    fn shallow() -> Depth {
        Depth {
            exact_empties: 10,
            plies: 1,
        }
    }

    #[test]
    fn only_new_positions_are_asked_for() {
        let mut game =
            Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3").unwrap();
        let mut analysis = GameAnalysis::new(shallow());
        assert_eq!(analysis.follow(&game), None, "not running yet");
        let request = analysis.start();
        assert_eq!(
            analysis.progress(),
            Progress {
                done: 0,
                total: 4,
                running: true
            }
        );
        assert_eq!(serve(&mut analysis, request), 4);
        assert_eq!(
            analysis.progress(),
            Progress {
                done: 4,
                total: 4,
                running: false
            }
        );
        // A second look asks for nothing.
        assert_eq!(analysis.start(), None);
        assert!(!analysis.is_running() && analysis.is_active());
        // Playing on asks for the new position only.
        game.play(sq("d3")).unwrap();
        let request = analysis.follow(&game);
        assert_eq!(serve(&mut analysis, request), 1);
        // Undoing needs nothing new.
        game.undo();
        assert_eq!(analysis.follow(&game), None);
        assert_eq!(analysis.progress().total, 4);
        // Once cancelled, changes ask for nothing.
        analysis.cancel();
        let other = Square::iter_bits(game.current().placements())
            .find(|&s| s != sq("d3"))
            .unwrap();
        game.play(other).unwrap();
        assert_eq!(analysis.follow(&game), None);
    }

    #[test]
    fn cancelling_keeps_what_came_and_drops_the_rest() {
        let game = Game::from_transcript(Variant::Othello, Players::default(), "f5d6").unwrap();
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        let Some(ToWorker::Analyse {
            id,
            positions,
            depth,
        }) = analysis.start()
        else {
            panic!("a request");
        };
        let first = Engine::new(10)
            .analyse(&positions[0], depth, &SystemClock::start(), &|| false)
            .unwrap();
        assert!(analysis.receive(&FromWorker::Analysed {
            id,
            index: 0,
            analysis: first.clone()
        }));
        analysis.cancel();
        assert!(!analysis.receive(&FromWorker::Analysed {
            id,
            index: 1,
            analysis: first
        }));
        assert_eq!(
            analysis.progress(),
            Progress {
                done: 1,
                total: 3,
                running: false
            }
        );
        // Starting again asks for the two still missing.
        match analysis.start() {
            Some(ToWorker::Analyse { positions, .. }) => assert_eq!(positions.len(), 2),
            other => panic!("{other:?}"),
        }
        assert!(analysis.receive(&FromWorker::Error {
            id: Some(analysis.next_id - 1),
            message: "no".into()
        }));
        assert!(!analysis.is_running());
    }

    /// A hand-made analysis: the best move and the values of the moves.
    fn answer(best: &str, moves: &[(&str, i32)], line: &[&str]) -> Analysis {
        let moves: Vec<MoveValue> = moves
            .iter()
            .map(|&(s, value)| MoveValue {
                square: sq(s),
                value,
            })
            .collect();
        Analysis {
            best: Some(Move::Place(sq(best))),
            value: moves.iter().map(|m| m.value).max().unwrap(),
            exact: false,
            moves,
            line: line.iter().map(|s| Move::Place(sq(s))).collect(),
        }
    }

    #[test]
    fn losses_mistakes_and_summaries_from_known_values() {
        // Othello: black f5, white d6, black c3. Values worked by hand below.
        let game = Game::from_transcript(Variant::Othello, Players::default(), "f5d6c3").unwrap();
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        let p = game.positions();
        // Start (black to move): f5 as good as any, +0.5.
        analysis.keep(
            p[0],
            answer(
                "d3",
                &[("d3", 50), ("c4", 50), ("f5", 50), ("e6", 50)],
                &["d3"],
            ),
        );
        // After f5 (white): d6 -12 against f4 -2: a blunder of 10.
        analysis.keep(
            p[1],
            answer(
                "f4",
                &[("f4", -200), ("d6", -1200), ("f6", -300)],
                &["f4", "e3"],
            ),
        );
        // After d6 (black): c3 +3 against c5 +7.5: a mistake of 4.5.
        analysis.keep(p[2], answer("c5", &[("c5", 750), ("c3", 300)], &["c5"]));
        // After c3 (white to move): white's best -2, black's side +2.
        analysis.keep(p[3], answer("b4", &[("b4", -200)], &["b4"]));
        let report = analysis.report();
        let values: Vec<Option<i32>> = report.points.iter().map(|p| p.value).collect();
        assert_eq!(values, [Some(50), Some(200), Some(750), Some(200)]);
        let losses: Vec<(usize, i32, Option<Severity>)> = report
            .judged
            .iter()
            .map(|j| (j.number, j.loss, j.severity))
            .collect();
        assert_eq!(
            losses,
            [
                (1, 0, None),
                (2, 1000, Some(Severity::Blunder)),
                (3, 450, Some(Severity::Mistake))
            ]
        );
        let blunder = report.mistakes(Color::White).next().unwrap();
        assert_eq!(
            (blunder.best_square, blunder.played, blunder.best),
            (sq("f4"), -1200, -200)
        );
        assert_eq!(blunder.line, [Move::Place(sq("f4")), Move::Place(sq("e3"))]);
        assert_eq!(report.mistakes(Color::Black).count(), 1);
        let [black, white] = report.summaries;
        assert_eq!(
            (
                black.judged,
                black.total_loss,
                black.mistakes,
                black.blunders
            ),
            (2, 450, 1, 0)
        );
        assert_eq!(black.average_loss(), Some(225));
        assert_eq!(
            (white.judged, white.average_loss(), white.blunders),
            (1, Some(1000), 1)
        );
    }

    #[test]
    fn passes_and_running_out_of_discs_are_marked() {
        // Classic, three empties (a1, h4, a8), black to move with one disc
        // left and red with two. Black a1 (turns b1) spends its last disc;
        // red a8 (turns b8-g8); black, with no disc, passes; red h4 (turns
        // h5-h7, and g5-e7 towards d8) spends red's last disc and fills the
        // board.
        let rows = [
            "-OXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXX-", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
            "-XXXXXXO",
        ];
        let board = format!("{} X 1 2", rows.concat());
        let start = reversi_engine::obf::parse(Variant::Classic, &board).unwrap();
        let mut game = Game::from_position(Players::default(), start);
        for square in ["a1", "a8", "h4"] {
            game.play(sq(square)).unwrap();
        }
        assert!(game.current().is_over());
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        let marks: Vec<(Option<Color>, Option<Color>)> = analysis
            .report()
            .points
            .iter()
            .map(|p| (p.passed, p.ran_out))
            .collect();
        assert_eq!(
            marks,
            [
                (None, None),
                (None, Some(Color::Black)),
                (Some(Color::Black), None),
                (None, Some(Color::White))
            ]
        );
        // Every position is exact. The end, counted by hand: black had 59,
        // gains a1 and b1 (61), loses b8-g8 (55), h5-h7 and g5, f6, e7
        // (49); red has the other 15: black wins by 34.
        let request = analysis.start();
        serve(&mut analysis, request);
        let report = analysis.report();
        assert!(report.points.iter().all(|p| p.exact));
        assert_eq!(report.points[3].value, Some((49 - 15) * SCALE));
    }

    #[test]
    fn a_whole_game_is_exact_near_the_end_and_losses_are_best_minus_played() {
        // A seeded random Othello game to its end, analysed by a real engine.
        let mut game = Game::new(Variant::Othello, Players::default());
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        while !game.current().is_over() {
            let squares: Vec<Square> = Square::iter_bits(game.current().placements()).collect();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            game.play(squares[(seed % squares.len() as u64) as usize])
                .unwrap();
        }
        let mut analysis = GameAnalysis::new(Depth {
            exact_empties: 12,
            plies: 2,
        });
        analysis.follow(&game);
        let request = analysis.start();
        serve(&mut analysis, request);
        let report = analysis.report();
        assert_eq!(report.points.len(), game.plies().len() + 1);
        for (point, position) in report.points.iter().zip(game.positions()) {
            assert!(point.value.is_some());
            assert_eq!(
                point.exact,
                position.empty_count() <= 12 || position.is_over()
            );
        }
        // The last point is the final score, black's minus white's.
        let outcome = game.current().outcome().unwrap();
        let last = report.points.last().unwrap().value;
        assert_eq!(
            last,
            Some((i32::from(outcome.black) - i32::from(outcome.white)) * SCALE)
        );
        assert_eq!(report.judged.len(), game.plies().len());
        for judged in &report.judged {
            assert_eq!(judged.loss, judged.best - judged.played);
            assert_eq!(judged.line.first(), Some(&Move::Place(judged.best_square)));
        }
    }

    #[test]
    fn disc_numbers_are_plain_decimals() {
        let cases = [
            (0, "0"),
            (300, "3"),
            (-300, "-3"),
            (50, "0.5"),
            (-325, "-3.25"),
            (6400, "64"),
            (-5, "-0.05"),
            (1010, "10.1"),
        ];
        for (hundredths, text) in cases {
            assert_eq!(discs_number(hundredths), text, "{hundredths}");
        }
    }

    /// Answers requests one after another, asking `more` after each, as
    /// the page does.
    fn serve_all(analysis: &mut GameAnalysis) -> usize {
        let mut served = 0;
        let mut request = analysis.start();
        while request.is_some() {
            served += serve(analysis, request);
            request = analysis.more();
        }
        served
    }

    #[test]
    fn a_whole_classic_game_takes_two_requests_and_judges_the_centre_placements() {
        // A whole classic game: 63 placements, 64 positions, more than one
        // request holds. Black passes after move 12 (a3).
        let moves = "e4e5d5d4c4c3e6b4a4a5c2a3d2e2e1b2f4g3a1c5f2a2g4f3f6a6b5f1f7e7f5d3e8d1c1d6b3g5g2b1e3g7h7d7c6b6b7c8h6h3d8h4h5g8a7f8b8g6h8a8g1h1c7";
        let game = Game::from_transcript(Variant::Classic, Players::default(), moves).unwrap();
        assert_eq!(game.positions().len(), 64);
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        assert_eq!(serve_all(&mut analysis), 64);
        assert_eq!(
            analysis.progress(),
            Progress {
                done: 64,
                total: 64,
                running: false
            }
        );
        let report = analysis.report();
        // The four centre placements are judged like any other: every
        // centre square is a legal choice at the start, each valued.
        assert_eq!(report.judged.len(), 63);
        for judged in &report.judged[..4] {
            assert!(["d4", "e4", "d5", "e5"].contains(&judged.square.to_string().as_str()));
            assert!(judged.loss >= 0);
            let start = analysis
                .analysis_of(&game.positions()[judged.number - 1])
                .unwrap();
            assert_eq!(
                start.moves.len(),
                5 - judged.number,
                "free centre squares left"
            );
        }
        // The pass after move 12 is marked on the point after it.
        assert_eq!(report.points[12].passed, Some(Color::Black));
        assert!(analysis.more().is_none());
    }

    #[test]
    fn three_workers_share_a_game_and_report_as_one_does() {
        let moves = "f5d6c3d3c4f4f6f3e6e7d7c5b6b5c6";
        let game = Game::from_transcript(Variant::Othello, Players::default(), moves).unwrap();
        let mut alone = GameAnalysis::new(shallow());
        alone.follow(&game);
        assert_eq!(serve_all(&mut alone), 16);

        let mut shared = GameAnalysis::new(shallow()).with_workers(3);
        shared.follow(&game);
        let first = shared.start();
        let (second, third) = (shared.more(), shared.more());
        assert_eq!(shared.more(), None, "every worker has a request out");
        let asked: Vec<Vec<Position>> = [&first, &second, &third]
            .map(|r| match r {
                Some(ToWorker::Analyse { positions, .. }) => positions.clone(),
                other => panic!("expected a request, got {other:?}"),
            })
            .into();
        // Every third position each: 6, 5 and 5 of the 16, none twice.
        assert_eq!(asked.iter().map(Vec::len).collect::<Vec<_>>(), [6, 5, 5]);
        assert_eq!(asked[0][1], game.positions()[3]);
        assert_eq!(asked[1][0], game.positions()[1]);
        let mut all: Vec<Position> = asked.concat();
        all.sort_by_key(|p| format!("{p:?}"));
        all.dedup();
        assert_eq!(all.len(), 16);

        // Answered out of order, the second first; one worker free again
        // finds nothing left to ask.
        for request in [second, third, first] {
            serve(&mut shared, request);
            assert_eq!(shared.more(), None);
        }
        assert!(!shared.is_running());
        assert_eq!(shared.report(), alone.report());
    }

    #[test]
    fn free_opening_placements_are_judged_too() {
        let game = Game::from_transcript(Variant::Free, Players::default(), "d4e4e5d5").unwrap();
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        assert_eq!(serve_all(&mut analysis), 5);
        let report = analysis.report();
        let numbers: Vec<usize> = report.judged.iter().map(|j| j.number).collect();
        assert_eq!(numbers, [1, 2, 3, 4]);
        let first = analysis.analysis_of(&game.positions()[0]).unwrap();
        assert_eq!(first.moves.len(), 4, "the four centre squares");
    }

    #[test]
    fn the_bound_forgets_other_games_first() {
        let game = Game::from_transcript(Variant::Othello, Players::default(), "f5").unwrap();
        let mut analysis = GameAnalysis::new(shallow());
        analysis.follow(&game);
        let shown = game.positions()[1];
        analysis.keep(shown, answer("d6", &[("d6", 0)], &["d6"]));
        let mut random = reversi_engine::random::SplitMix64::new(1);
        while analysis.known.len() < MAX_CACHED {
            let rng = random.next_u64();
            // Boards that are not this game's: the centre as at the start,
            // random discs elsewhere.
            let centre = 0x0000_0018_1800_0000;
            let other = Position::from_parts(
                Variant::Free,
                rng & !centre | 0x0000_0008_1000_0000,
                0x0000_0010_0800_0000,
                Color::Black,
                (0, 0),
            )
            .unwrap();
            analysis.keep(other, answer("d6", &[("d6", 0)], &["d6"]));
        }
        analysis.keep(game.positions()[0], answer("f5", &[("f5", 0)], &["f5"]));
        assert_eq!(analysis.known.len(), 2);
        assert!(analysis.analysis_of(&shown).is_some());
    }
}
