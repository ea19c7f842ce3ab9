//! The computer's turn scheduling, as a plain state machine: what to ask
//! the AI worker for in the game as it stands (a move when the computer has
//! the turn, hints when they are on and a person has it), which answers
//! still count, and how long to pause before the computer's move shows.
//! Each request carries an id and the position it was made for; an answer
//! counts only while both still match and no earlier position is on review.
//! The page's glue sends the requests, runs the timers and shows the result.
//! A request unanswered past its deadline (the level's time budget twice
//! over plus [`MARGIN_MS`]) means the worker is stuck or gone: the glue
//! restarts it and asks again, with a deadline twice as long each time in a
//! row, so a slow machine is never restarted forever.

use reversi_engine::ai::Level;
use reversi_engine::{Move, Position, Square};

use crate::game::{Game, PlayerKind, Players};
use crate::hints::Hints;
use crate::protocol::{FromWorker, ToWorker};
use crate::settings::Pace;
use crate::worker::HINTS_TIME_MS;

/// Time a request may take beyond twice its search budget before the
/// worker counts as stuck: starting a fresh worker's wasm, a busy machine.
pub const MARGIN_MS: f64 = 5000.0;

/// What the computer is working on.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Purpose {
    Move,
    Hints,
}

/// A request in flight.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Pending {
    pub id: u32,
    pub position: Position,
    pub purpose: Purpose,
    /// When it was sent, in milliseconds of the page's clock.
    pub asked_at: f64,
    /// When it counts as stuck if still unanswered.
    pub deadline: f64,
}

/// What a request's deadline timer finds.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Stall {
    /// Answered or dropped: nothing to do.
    Gone,
    /// Not due yet: look again in this many milliseconds.
    Wait(u32),
    /// Overdue: restart the worker and ask again (already forgotten here).
    Stuck,
}

/// A request to send: the glue gives it an id ([`Ask::request`]).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ask {
    pub purpose: Purpose,
    pub position: Position,
    pub level: Level,
}

impl Ask {
    /// The worker message for this request; `seed` varies the weaker levels.
    pub fn request(&self, id: u32, seed: u32) -> ToWorker {
        let (position, level) = (self.position, self.level);
        match self.purpose {
            Purpose::Move => ToWorker::Think {
                id,
                position,
                level,
                seed,
            },
            Purpose::Hints => ToWorker::Hints {
                id,
                position,
                level,
            },
        }
    }
}

/// What to do after the game changed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Plan {
    /// Drop the request in flight (and end a busy search).
    pub cancel: bool,
    /// Then ask for this.
    pub ask: Option<Ask>,
}

/// The live search, for the "thinking…" indicator.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Thinking {
    pub depth: u32,
    pub eval: i32,
    pub exact: bool,
    /// The best move found so far, which "move now" plays.
    pub best: Option<Square>,
}

/// What an answer from the worker changes.
#[derive(Clone, PartialEq, Debug)]
pub enum Reaction {
    /// Stale, or nothing the page shows.
    Nothing,
    /// The search went one step deeper.
    Thinking(Thinking),
    /// Play the computer's move on `square` once `wait_ms` have passed and
    /// the request is still live ([`Schedule::take_move`]).
    PlayAfter {
        id: u32,
        square: Square,
        wait_ms: u32,
    },
    /// The computer's search found no placement: nothing to play.
    Passed,
    Hints(Hints),
}

/// The computer's requests: at most one in flight.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Schedule {
    pending: Option<Pending>,
    pace: Pace,
    /// Requests in a row that got stuck.
    stalls: u32,
}

/// The level hints search at: the computer player's, else the default.
fn hint_level(players: Players) -> u8 {
    [players.black, players.white]
        .iter()
        .find_map(|kind| match kind {
            PlayerKind::Computer(level) => Some(*level),
            PlayerKind::Human => None,
        })
        .unwrap_or(PlayerKind::DEFAULT_LEVEL)
}

impl Schedule {
    pub fn new(pace: Pace) -> Schedule {
        Schedule {
            pending: None,
            pace,
            stalls: 0,
        }
    }

    /// Changes the pause before the computer's moves from now on.
    pub fn set_pace(&mut self, pace: Pace) {
        self.pace = pace;
    }

    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// What the computer should do in `game` now. `hints_wanted`: hints are
    /// on and the shown ones are not for the current position.
    pub fn plan(&self, game: &Game, hints_wanted: bool) -> Plan {
        let (current, reviewing) = (game.current(), game.is_reviewing());
        let on_it = self.pending.is_some_and(|p| p.position == current);
        if on_it && !reviewing {
            return Plan {
                cancel: false,
                ask: None,
            };
        }
        let cancel = self.pending.is_some();
        if reviewing {
            return Plan { cancel, ask: None };
        }
        let ask = match game.player_to_move() {
            Some(PlayerKind::Computer(level)) => Level::get(level).map(|level| Ask {
                purpose: Purpose::Move,
                position: current,
                level,
            }),
            Some(PlayerKind::Human) if hints_wanted => {
                Level::get(hint_level(game.players())).map(|level| Ask {
                    purpose: Purpose::Hints,
                    position: current,
                    level,
                })
            }
            _ => None,
        };
        Plan { cancel, ask }
    }

    /// Records that `ask` went out as request `id` at `now` (ms).
    pub fn asked(&mut self, id: u32, ask: Ask, now: f64) {
        let budget = match ask.purpose {
            Purpose::Move => f64::from(ask.level.time_ms),
            Purpose::Hints => HINTS_TIME_MS,
        };
        let patience = (2.0 * budget + MARGIN_MS) * f64::from(1u32 << self.stalls.min(4));
        self.pending = Some(Pending {
            id,
            position: ask.position,
            purpose: ask.purpose,
            asked_at: now,
            deadline: now + patience,
        });
    }

    /// The deadline timer of request `id` fired at `now`.
    pub fn check_stall(&mut self, id: u32, now: f64) -> Stall {
        match self.pending.filter(|p| p.id == id) {
            None => Stall::Gone,
            Some(p) if p.deadline.is_infinite() => Stall::Gone,
            Some(p) if now < p.deadline => Stall::Wait((p.deadline - now).ceil() as u32),
            Some(_) => {
                self.pending = None;
                self.stalls += 1;
                Stall::Stuck
            }
        }
    }

    /// Forgets the request in flight; its answers no longer count.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The request `id` if it is still the one in flight for `game` as it is.
    pub fn live(&self, id: u32, game: &Game) -> Option<Pending> {
        self.pending
            .filter(|p| p.id == id && p.position == game.current() && !game.is_reviewing())
    }

    /// What the answer `answer`, arriving at `now`, changes for `game`.
    pub fn answer(&mut self, answer: &FromWorker, game: &Game, now: f64) -> Reaction {
        match *answer {
            FromWorker::Progress {
                id,
                depth,
                eval,
                exact,
                ref line,
                ..
            } if self.live(id, game).is_some() => Reaction::Thinking(Thinking {
                depth,
                eval,
                exact,
                best: match line.first() {
                    Some(Move::Place(square)) => Some(*square),
                    _ => None,
                },
            }),
            FromWorker::Move { id, square, .. } => {
                let Some(pending) = self.live(id, game) else {
                    return Reaction::Nothing;
                };
                self.stalls = 0;
                // Answered: only the pause is left, no deadline.
                if let Some(pending) = self.pending.as_mut() {
                    pending.deadline = f64::INFINITY;
                }
                let Some(square) = square else {
                    self.pending = None;
                    return Reaction::Passed;
                };
                let players = game.players();
                let both_computers =
                    players.black != PlayerKind::Human && players.white != PlayerKind::Human;
                let pause = self.pace.pause_ms(both_computers);
                let wait_ms = (pause - (now - pending.asked_at)).max(0.0) as u32;
                Reaction::PlayAfter {
                    id,
                    square,
                    wait_ms,
                }
            }
            FromWorker::Hints { id, ref hints } => match self.live(id, game) {
                Some(pending) => {
                    self.pending = None;
                    self.stalls = 0;
                    Reaction::Hints(Hints {
                        position: pending.position,
                        values: hints.clone(),
                    })
                }
                None => Reaction::Nothing,
            },
            _ => Reaction::Nothing,
        }
    }

    /// After the pause: whether the move of request `id` may still be
    /// played in `game` (then the request is done).
    pub fn take_move(&mut self, id: u32, game: &Game) -> bool {
        let live = self.live(id, game).is_some();
        if live {
            self.pending = None;
        }
        live
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;
    use reversi_engine::ai::Hint;
    use reversi_engine::Variant;

    fn against_computer() -> Game {
        // Black (a person) opens at d4 in classic; red, the computer, is to move.
        let mut game = Game::new(Variant::Classic, Players::against_computer());
        game.play(sq("d4")).unwrap();
        game
    }

    fn moved(id: u32, square: &str) -> FromWorker {
        FromWorker::Move {
            id,
            square: Some(sq(square)),
            eval: 0,
            exact: false,
            nodes: 1,
        }
    }

    /// Plans for `game` and records the request as `id` at `now`.
    fn ask(schedule: &mut Schedule, game: &Game, id: u32, now: f64) -> Ask {
        let plan = schedule.plan(game, false);
        let ask = plan.ask.expect("a request");
        schedule.asked(id, ask, now);
        ask
    }

    #[test]
    fn the_computer_is_asked_once_for_its_move() {
        let game = against_computer();
        let mut schedule = Schedule::default();
        let ask = ask(&mut schedule, &game, 1, 0.0);
        assert_eq!(ask.purpose, Purpose::Move);
        assert_eq!(ask.level.number, PlayerKind::DEFAULT_LEVEL);
        assert_eq!(ask.position, game.current());
        assert!(matches!(
            ask.request(1, 5),
            ToWorker::Think { id: 1, seed: 5, .. }
        ));
        // Asked again in the same position: already on it.
        assert_eq!(
            schedule.plan(&game, false),
            Plan {
                cancel: false,
                ask: None
            }
        );
        // A person's turn with hints off: nothing to ask.
        let fresh = Game::new(Variant::Classic, Players::against_computer());
        assert_eq!(Schedule::default().plan(&fresh, false).ask, None);
    }

    #[test]
    fn the_move_waits_out_the_pause() {
        let game = against_computer();
        let mut schedule = Schedule::new(Pace::Normal);
        ask(&mut schedule, &game, 1, 1000.0);
        // Answered 100 ms after asking: 700 - 100 ms to go.
        assert_eq!(
            schedule.answer(&moved(1, "d5"), &game, 1100.0),
            Reaction::PlayAfter {
                id: 1,
                square: sq("d5"),
                wait_ms: 600
            }
        );
        // Answered after the pause: at once.
        assert_eq!(
            schedule.answer(&moved(1, "d5"), &game, 2000.0),
            Reaction::PlayAfter {
                id: 1,
                square: sq("d5"),
                wait_ms: 0
            }
        );
        assert!(schedule.take_move(1, &game));
        assert_eq!(schedule.pending(), None);

        // Two computers: the longer pause, so a person can follow.
        let mut watch = Game::new(
            Variant::Classic,
            Players {
                black: PlayerKind::Computer(2),
                white: PlayerKind::Computer(2),
            },
        );
        let mut schedule = Schedule::new(Pace::Normal);
        ask(&mut schedule, &watch, 4, 0.0);
        assert_eq!(
            schedule.answer(&moved(4, "e5"), &watch, 200.0),
            Reaction::PlayAfter {
                id: 4,
                square: sq("e5"),
                wait_ms: 1000
            }
        );
        // `reversi.pace` = `instant`: no pause at all.
        let mut schedule = Schedule::new(Pace::Instant);
        ask(&mut schedule, &watch, 5, 0.0);
        assert_eq!(
            schedule.answer(&moved(5, "e5"), &watch, 10.0),
            Reaction::PlayAfter {
                id: 5,
                square: sq("e5"),
                wait_ms: 0
            }
        );
        watch.play(sq("e5")).unwrap();
        assert!(!schedule.take_move(5, &watch), "the position moved on");
    }

    #[test]
    fn a_stuck_worker_is_found_and_patience_grows() {
        let game = against_computer();
        let mut schedule = Schedule::default();
        ask(&mut schedule, &game, 1, 1000.0);
        // Level 3 (the default) has 600 ms: 2 × 600 + 5000 ms to answer.
        assert_eq!(schedule.pending().unwrap().deadline, 7200.0);
        assert_eq!(schedule.check_stall(2, 9000.0), Stall::Gone);
        assert_eq!(schedule.check_stall(1, 7000.0), Stall::Wait(200));
        assert_eq!(schedule.check_stall(1, 7200.0), Stall::Stuck);
        assert_eq!(schedule.pending(), None);
        assert_eq!(schedule.check_stall(1, 9000.0), Stall::Gone);
        // Asked again after the restart: twice the patience, then four times.
        ask(&mut schedule, &game, 2, 0.0);
        assert_eq!(schedule.pending().unwrap().deadline, 12400.0);
        assert_eq!(schedule.check_stall(2, 12400.0), Stall::Stuck);
        ask(&mut schedule, &game, 3, 0.0);
        assert_eq!(schedule.pending().unwrap().deadline, 24800.0);
        // An answer resets it.
        assert!(matches!(
            schedule.answer(&moved(3, "d5"), &game, 10.0),
            Reaction::PlayAfter { id: 3, .. }
        ));
        // Answered, waiting out the pause: never stuck.
        assert_eq!(schedule.check_stall(3, 1e9), Stall::Gone);
        assert!(schedule.take_move(3, &game));
        ask(&mut schedule, &game, 4, 0.0);
        assert_eq!(schedule.pending().unwrap().deadline, 6200.0);
        assert_eq!(schedule.check_stall(4, 6199.5), Stall::Wait(1));
        // Hints have their own budget (4 s).
        let people = Game::new(Variant::Free, Players::default());
        let mut schedule = Schedule::default();
        let ask = schedule.plan(&people, true).ask.unwrap();
        schedule.asked(9, ask, 0.0);
        assert_eq!(schedule.pending().unwrap().deadline, 13000.0);
    }

    #[test]
    fn stale_answers_do_not_count() {
        let mut game = against_computer();
        let mut schedule = Schedule::default();
        ask(&mut schedule, &game, 1, 0.0);
        // An answer to another request.
        assert_eq!(
            schedule.answer(&moved(2, "d5"), &game, 0.0),
            Reaction::Nothing
        );
        // Undo while the computer thinks: the position changed, the
        // request is cancelled and a new one made for the new position.
        game.undo();
        assert_eq!(
            schedule.answer(&moved(1, "d5"), &game, 0.0),
            Reaction::Nothing
        );
        let plan = schedule.plan(&game, false);
        assert!(plan.cancel);
        assert_eq!(plan.ask, None, "a person's turn again");
        schedule.cancel();
        assert_eq!(schedule.pending(), None);
    }

    #[test]
    fn review_pauses_the_computer() {
        let mut game = against_computer();
        let mut schedule = Schedule::default();
        ask(&mut schedule, &game, 1, 0.0);
        game.review(0);
        assert_eq!(
            schedule.plan(&game, false),
            Plan {
                cancel: true,
                ask: None
            }
        );
        assert_eq!(
            schedule.answer(&moved(1, "d5"), &game, 0.0),
            Reaction::Nothing
        );
        assert!(!schedule.take_move(1, &game));
        schedule.cancel();
        // Back to the game: asked again.
        game.end_review();
        assert_eq!(
            schedule.plan(&game, false).ask.map(|a| a.purpose),
            Some(Purpose::Move)
        );
    }

    #[test]
    fn progress_and_hints() {
        let game = against_computer();
        let mut schedule = Schedule::default();
        ask(&mut schedule, &game, 1, 0.0);
        let progress = FromWorker::Progress {
            id: 1,
            depth: 3,
            eval: 120,
            exact: false,
            line: vec![Move::Place(sq("e5")), Move::Place(sq("d5"))],
            nodes: 9,
        };
        assert_eq!(
            schedule.answer(&progress, &game, 0.0),
            Reaction::Thinking(Thinking {
                depth: 3,
                eval: 120,
                exact: false,
                best: Some(sq("e5"))
            })
        );

        // Hints for a person against the computer at level 5 search at 5.
        let mut players = Players::against_computer();
        players.white = PlayerKind::Computer(5);
        let game = Game::new(Variant::Othello, players);
        let mut schedule = Schedule::default();
        let plan = schedule.plan(&game, true);
        let ask = plan.ask.unwrap();
        assert_eq!((ask.purpose, ask.level.number), (Purpose::Hints, 5));
        schedule.asked(7, ask, 0.0);
        let hint = Hint {
            square: sq("d3"),
            score: 50,
            exact: false,
            line: Vec::new(),
        };
        let answer = FromWorker::Hints {
            id: 7,
            hints: vec![hint.clone()],
        };
        let Reaction::Hints(hints) = schedule.answer(&answer, &game, 0.0) else {
            panic!("no hints")
        };
        assert_eq!(hints.get(&game.current(), sq("d3")), Some(hint));
        assert_eq!(hints.get(&game.current(), sq("c4")), None);
        assert_eq!(schedule.pending(), None);
        // Two people: hints at the default level.
        let people = Game::new(Variant::Free, Players::default());
        let ask = Schedule::default().plan(&people, true).ask.unwrap();
        assert_eq!(ask.level.number, PlayerKind::DEFAULT_LEVEL);
    }
}
