//! What the AI worker does with a request, apart from the browser: parse and
//! validate it, run the engine, and produce the answers. The worker binary
//! (`src/bin/ai_worker.rs`) only moves these messages in and out.

use reversi_engine::ai::table::Table;
use reversi_engine::ai::{Clock, Engine, Level, Limits, Solver};
use reversi_engine::{obf, Move, Position, Square, Variant};

use crate::protocol::{FromWorker, HintValue, ToWorker};

/// The engine's version, announced in the ready message.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Table size in the browser: 2^18 slots of 32 bytes, 8 MiB per table.
const TABLE_LOG2: u32 = 18;

pub struct Worker {
    engine: Engine,
}

impl Default for Worker {
    fn default() -> Worker {
        Worker {
            engine: Engine::new(TABLE_LOG2),
        }
    }
}

fn position(variant: &str, board: &str) -> Result<Position, String> {
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    obf::parse(variant, board).map_err(|e| e.to_string())
}

fn level(number: u8) -> Result<Level, String> {
    Level::get(number).ok_or_else(|| format!("no level {number}"))
}

impl Worker {
    /// Handles one request; `send` receives every answer in order.
    pub fn handle(
        &mut self,
        request: ToWorker,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) {
        let id = request.id();
        let result = request
            .check_sizes()
            .and_then(|()| self.try_handle(request, clock, send));
        if let Err(message) = result {
            send(FromWorker::Error {
                id: Some(id),
                message,
            });
        }
    }

    fn try_handle(
        &mut self,
        request: ToWorker,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) -> Result<(), String> {
        match request {
            ToWorker::Think {
                id,
                variant,
                board,
                level: number,
                seed,
            } => {
                let position = position(&variant, &board)?;
                let limits = level(number)?.limits(u64::from(seed));
                let thought = self
                    .engine
                    .think(&position, &limits, clock, &|| false, &mut |p| {
                        send(FromWorker::Progress {
                            id,
                            depth: p.depth,
                            eval: p.score,
                            exact: p.exact,
                            line: p.best_line.iter().map(Move::to_string).collect(),
                            nodes: p.nodes,
                        })
                    });
                send(FromWorker::Move {
                    id,
                    square: match thought.best {
                        Some(Move::Place(square)) => Some(square.to_string()),
                        _ => None,
                    },
                    eval: thought.score,
                    exact: thought.exact,
                    nodes: thought.nodes,
                });
            }
            ToWorker::Hints {
                id,
                variant,
                board,
                level: number,
            } => {
                let position = position(&variant, &board)?;
                let level = level(number)?;
                // Hints are exact over the last 14 empties at any level, and
                // search a little less deep than the level plays.
                let limits = Limits {
                    depth: level.depth.clamp(1, 6),
                    time_ms: Some(4000.0),
                    exact_empties: level.exact_empties.max(14),
                    ..Limits::default()
                };
                let hints = self.engine.hints(&position, &limits, clock, &|| false);
                send(FromWorker::Hints {
                    id,
                    hints: hints
                        .into_iter()
                        .map(|h| HintValue {
                            square: h.square.to_string(),
                            eval: h.score,
                            exact: h.exact,
                        })
                        .collect(),
                });
            }
            ToWorker::Solve { id, variant, board } => {
                let position = position(&variant, &board)?;
                let mut table = Table::new(20);
                let started = clock.now_ms();
                let mut never = || false;
                let mut solver = Solver::new(&mut table, &mut never);
                let solution = solver.solve(&position, false);
                send(FromWorker::Solved {
                    id,
                    square: solution.best.and_then(Square::new).map(|s| s.to_string()),
                    score: solution.score,
                    nodes: solver.nodes,
                    millis: (clock.now_ms() - started).max(0.0) as u64,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::ai::SystemClock;

    fn run(request: ToWorker) -> Vec<FromWorker> {
        let mut answers = Vec::new();
        Worker::default().handle(request, &SystemClock::start(), &mut |a| answers.push(a));
        answers
    }

    #[test]
    fn think_streams_progress_then_a_legal_move() {
        let board = obf::write(&Position::new(Variant::Classic));
        let answers = run(ToWorker::Think {
            id: 3,
            variant: "classic".into(),
            board,
            level: 2,
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
                    ["d4", "e4", "d5", "e5"].contains(&square.as_str()),
                    "{square}"
                )
            }
            other => panic!("expected a move, got {other:?}"),
        }
    }

    #[test]
    fn bad_requests_get_an_error_with_their_id() {
        let answers = run(ToWorker::Hints {
            id: 9,
            variant: "chess".into(),
            board: "nonsense".into(),
            level: 1,
        });
        assert!(matches!(
            answers.as_slice(),
            [FromWorker::Error { id: Some(9), .. }]
        ));
        let answers = run(ToWorker::Think {
            id: 10,
            variant: "othello".into(),
            board: obf::write(&Position::new(Variant::Othello)),
            level: 99,
            seed: 1,
        });
        assert!(matches!(
            answers.as_slice(),
            [FromWorker::Error { id: Some(10), .. }]
        ));
    }

    #[test]
    fn hints_value_every_placement() {
        let position = reversi_engine::transcript::position_after(Variant::Othello, "f5").unwrap();
        let answers = run(ToWorker::Hints {
            id: 4,
            variant: "othello".into(),
            board: obf::write(&position),
            level: 1,
        });
        match answers.as_slice() {
            [FromWorker::Hints { id: 4, hints }] => assert_eq!(hints.len(), 3),
            other => panic!("{other:?}"),
        }
    }
}
