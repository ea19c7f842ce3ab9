//! What the AI worker does with a request, apart from the browser: parse and
//! validate it, run the engine, and produce the answers; and take the
//! learned evaluation's weights when they arrive. The worker binary
//! (`worker/src/lib.rs`) only moves these messages and bytes in and out.

use reversi_engine::ai::{
    Clock, Engine, Evaluation, LearnedWeights, Limits, Solver, Table, Thought, SOLVE_SLOTS_LOG2,
    VARIETY_MARGIN,
};
use reversi_engine::Move;

use crate::protocol::{FromWorker, Refused, ToWorker, WeightsState};
use crate::value::Value;

/// The time budget of a hints search, in milliseconds.
pub const HINTS_TIME_MS: f64 = 4000.0;

/// The engine's version, announced in the ready message.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Table size in the browser: 2^18 slots of 32 bytes, 8 MiB per table.
const TABLE_LOG2: u32 = 18;

/// Where a `Best` request starts solving exactly, as `reversi best` does.
const BEST_EXACT_EMPTIES: u32 = 14;

/// The engine and the evaluation every search of the session uses.
pub struct Worker {
    engine: Engine,
    evaluation: Evaluation,
}

impl Default for Worker {
    /// The built-in evaluation: natively the learned one; in wasm the
    /// hand-set one until `load_weights` brings the learned one.
    fn default() -> Worker {
        Worker::with_evaluation(Evaluation::current())
    }
}

/// The answer to a `Think` or a `Best`.
fn move_answer(id: u32, thought: &Thought) -> FromWorker {
    FromWorker::Move {
        id,
        square: match thought.best {
            Some(Move::Place(square)) => Some(square),
            _ => None,
        },
        eval: thought.score,
        exact: thought.exact,
        nodes: thought.nodes,
    }
}

impl Worker {
    /// The message that says the worker takes requests.
    pub fn ready() -> FromWorker {
        FromWorker::Ready {
            version: VERSION.into(),
        }
    }

    fn with_evaluation(evaluation: Evaluation) -> Worker {
        Worker {
            engine: Engine::new(TABLE_LOG2).with_evaluation(evaluation.clone()),
            evaluation,
        }
    }

    /// Whether the searches use the learned evaluation.
    pub fn is_learned(&self) -> bool {
        self.evaluation.is_learned()
    }

    /// Reads the learned evaluation's weights (the bytes of
    /// `engine/data/learned.bin`) and uses them in every search from now
    /// on; answers what to tell the page. Bytes that cannot be read leave
    /// the evaluation as it was.
    pub fn load_weights(&mut self, bytes: &[u8]) -> FromWorker {
        match LearnedWeights::from_bytes(bytes) {
            Ok(eval) => {
                // Expanded once per worker, which ends with the session
                // (or a cancel), so it may live for the rest of it.
                let eval: &'static LearnedWeights = Box::leak(Box::new(eval));
                *self = Worker::with_evaluation(Evaluation::learned(eval));
                FromWorker::Weights(WeightsState::Loaded)
            }
            Err(error) => FromWorker::Weights(WeightsState::Failed(format!(
                "the learned evaluation's weights cannot be read: {error}"
            ))),
        }
    }

    /// Reads one message from the page and answers it; a message that
    /// cannot be read gets an error (with its id if it had one).
    pub fn receive(
        &mut self,
        message: &Value,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) {
        match ToWorker::from_value(message) {
            Ok(request) => self.handle(request, clock, send),
            Err(Refused { id, error }) => send(FromWorker::Error {
                id,
                message: error.to_string(),
            }),
        }
    }

    /// Handles one request; `send` receives every answer in order.
    pub fn handle(
        &mut self,
        request: ToWorker,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) {
        match request {
            ToWorker::Think {
                id,
                position,
                level,
                seed,
            } => {
                // Games that vary: the strong levels pick among the moves
                // within a disc of the best in the first moves, by the
                // request's seed (the weak ones vary by their noise).
                let limits = Limits {
                    variety: Some(VARIETY_MARGIN),
                    ..level.limits(u64::from(seed))
                };
                let thought = self
                    .engine
                    .think(&position, &limits, clock, &|| false, &mut |p| {
                        send(FromWorker::Progress {
                            id,
                            depth: p.depth,
                            eval: p.score,
                            exact: p.exact,
                            line: p.best_line.clone(),
                            nodes: p.nodes,
                        })
                    });
                send(move_answer(id, &thought));
            }
            ToWorker::Best {
                id,
                position,
                depth,
            } => {
                let limits = Limits {
                    depth,
                    exact_empties: BEST_EXACT_EMPTIES,
                    ..Limits::default()
                };
                // Fresh tables, as in a new `reversi best` process.
                self.engine.clear();
                let thought = self
                    .engine
                    .think(&position, &limits, clock, &|| false, &mut |_| {});
                send(move_answer(id, &thought));
            }
            ToWorker::Hints {
                id,
                position,
                level,
            } => {
                // Hints are exact over the last 14 empties at any level, and
                // search a little less deep than the level plays.
                let limits = Limits {
                    depth: level.depth.clamp(1, 6),
                    time_ms: Some(HINTS_TIME_MS),
                    exact_empties: level.exact_empties.max(14),
                    ..Limits::default()
                };
                let hints = self.engine.hints(&position, &limits, clock, &|| false);
                send(FromWorker::Hints { id, hints });
            }
            ToWorker::Analyse {
                id,
                positions,
                depth,
            } => {
                // One answer per position as soon as it is known, so the
                // page shows progress and keeps what came if it cancels
                // (by ending the worker, as for a move).
                for (index, position) in positions.iter().enumerate() {
                    let Some(analysis) = self.engine.analyse(position, depth, clock, &|| false)
                    else {
                        break;
                    };
                    send(FromWorker::Analysed {
                        id,
                        index: index as u32,
                        analysis,
                    });
                }
            }
            ToWorker::Solve { id, position } => {
                // The command line's size: the benchmark compares the two.
                let mut table = Table::new(SOLVE_SLOTS_LOG2);
                let started = clock.now_ms();
                let mut never = || false;
                let mut solver =
                    Solver::new(&mut table, &mut never).with_evaluation(&self.evaluation);
                let solution = solver.solve(&position, false);
                send(FromWorker::Solved {
                    id,
                    square: solution.best,
                    score: solution.score,
                    nodes: solver.nodes,
                    millis: (clock.now_ms() - started).max(0.0) as u64,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::ai::{Level, SystemClock};
    use reversi_engine::{obf, Position, Variant};

    use crate::value::Data;

    fn run(request: ToWorker) -> Vec<FromWorker> {
        let mut answers = Vec::new();
        Worker::default().handle(request, &SystemClock::start(), &mut |a| answers.push(a));
        answers
    }

    fn receive(message: &Data) -> Vec<FromWorker> {
        let mut answers = Vec::new();
        Worker::default().receive(&Value::from(message), &SystemClock::start(), &mut |a| {
            answers.push(a)
        });
        answers
    }

    #[test]
    fn think_streams_progress_then_a_legal_move() {
        let answers = run(ToWorker::Think {
            id: 3,
            position: Position::new(Variant::Classic),
            level: Level::get(2).unwrap(),
            seed: 1,
        });
        assert!(matches!(
            answers.first(),
            Some(FromWorker::Progress { id: 3, .. })
        ));
        match answers.last() {
            Some(FromWorker::Move {
                id: 3,
                square: Some(square),
                ..
            }) => {
                assert!(
                    ["d4", "e4", "d5", "e5"].contains(&square.to_string().as_str()),
                    "{square}"
                )
            }
            other => panic!("expected a move, got {other:?}"),
        }
    }

    #[test]
    fn the_strong_levels_vary_their_first_moves_by_the_seed() {
        // The Othello start: four first moves of one value by symmetry.
        let first = |seed: u32| match run(ToWorker::Think {
            id: 1,
            position: Position::new(Variant::Othello),
            level: Level::get(5).unwrap(),
            seed,
        })
        .last()
        {
            Some(FromWorker::Move {
                square: Some(square),
                ..
            }) => *square,
            other => panic!("expected a move, got {other:?}"),
        };
        let mut moves: Vec<String> = (0..8).map(|seed| first(seed).to_string()).collect();
        moves.sort();
        moves.dedup();
        assert!(moves.len() >= 2, "eight seeds, always {moves:?}");
        assert!(moves
            .iter()
            .all(|m| ["c4", "d3", "e6", "f5"].contains(&m.as_str())));
    }

    #[test]
    fn bad_requests_get_an_error_with_their_id() {
        let request = |variant: &str, board: String, level: i64| {
            Data::Object(vec![(
                "hints",
                Data::Object(vec![
                    ("id", Data::Number(9)),
                    ("variant", Data::text(variant)),
                    ("board", Data::Text(board)),
                    ("level", Data::Number(level)),
                ]),
            )])
        };
        let start = obf::write(&Position::new(Variant::Othello));
        for bad in [
            request("chess", start.clone(), 1),
            request("othello", "nonsense".into(), 1),
            request("othello", start.clone(), 99),
        ] {
            assert!(
                matches!(
                    receive(&bad).as_slice(),
                    [FromWorker::Error { id: Some(9), .. }]
                ),
                "{bad:?}"
            );
        }
        assert!(matches!(
            receive(&request("othello", start, 1)).as_slice(),
            [FromWorker::Hints { id: 9, .. }]
        ));
        assert!(matches!(
            receive(&Data::Null).as_slice(),
            [FromWorker::Error { id: None, .. }]
        ));
    }

    #[test]
    fn analyse_answers_each_position_in_order() {
        // Othello's start has 4 placements (d3 c4 f5 e6), after f5 white has
        // 3 (d6 f4 f6); the end of a game is exact with no moves.
        let full = obf::parse(Variant::Othello, &format!("{} O", "X".repeat(64))).unwrap();
        let positions = vec![
            Position::new(Variant::Othello),
            reversi_engine::transcript::position_after(Variant::Othello, "f5").unwrap(),
            full,
        ];
        let answers = run(ToWorker::Analyse {
            id: 6,
            positions,
            depth: reversi_engine::ai::Depth {
                exact_empties: 14,
                plies: 2,
            },
        });
        let seen: Vec<(u32, usize, bool, i32)> = answers
            .iter()
            .map(|answer| match answer {
                FromWorker::Analysed {
                    id: 6,
                    index,
                    analysis,
                } => (
                    *index,
                    analysis.moves.len(),
                    analysis.exact,
                    if analysis.exact { analysis.value } else { 0 },
                ),
                other => panic!("{other:?}"),
            })
            .collect();
        // A full board of black with white to move: -64 for white.
        assert_eq!(
            seen,
            [(0, 4, false, 0), (1, 3, false, 0), (2, 0, true, -6400)]
        );
    }

    #[test]
    fn weights_are_taken_only_when_they_read() {
        use reversi_engine::ai::BUILT_IN_WEIGHTS;
        // As the worker starts in wasm: hand-set, no solver guide.
        let mut worker = Worker::with_evaluation(Evaluation::hand_set());
        assert!(!worker.is_learned());
        let mut damaged = BUILT_IN_WEIGHTS.to_vec();
        damaged[..4].copy_from_slice(b"JUNK");
        for bad in [
            &b""[..],
            &BUILT_IN_WEIGHTS[..BUILT_IN_WEIGHTS.len() / 2],
            &damaged,
        ] {
            assert!(
                matches!(
                    worker.load_weights(bad),
                    FromWorker::Weights(WeightsState::Failed(_))
                ),
                "{} bytes",
                bad.len()
            );
            assert!(!worker.is_learned());
        }
        assert_eq!(
            worker.load_weights(BUILT_IN_WEIGHTS),
            FromWorker::Weights(WeightsState::Loaded)
        );
        assert!(worker.is_learned());
    }

    #[test]
    fn best_answers_a_move_at_a_fixed_depth() {
        // After f5, white can answer on d6, f4 or f6 (Othello's rules).
        let position = reversi_engine::transcript::position_after(Variant::Othello, "f5").unwrap();
        match run(ToWorker::Best {
            id: 5,
            position,
            depth: 3,
        })
        .as_slice()
        {
            [FromWorker::Move {
                id: 5,
                square: Some(square),
                exact: false,
                ..
            }] => assert!(["d6", "f4", "f6"].contains(&square.to_string().as_str())),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn hints_value_every_placement() {
        let position = reversi_engine::transcript::position_after(Variant::Othello, "f5").unwrap();
        let answers = run(ToWorker::Hints {
            id: 4,
            position,
            level: Level::get(1).unwrap(),
        });
        match answers.as_slice() {
            // After f5, white can answer on d6, f4 or f6 (Othello's rules).
            [FromWorker::Hints { id: 4, hints }] => {
                let mut squares: Vec<String> = hints.iter().map(|h| h.square.to_string()).collect();
                squares.sort();
                assert_eq!(squares, ["d6", "f4", "f6"]);
            }
            other => panic!("{other:?}"),
        }
    }
}
