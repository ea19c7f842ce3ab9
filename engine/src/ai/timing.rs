//! Time management for `Engine::think` at a time a move: when to start
//! another iteration, where the hard stop is, and whether an exact solve
//! fits the time left. Pure arithmetic on what the search has measured,
//! so that its decisions are tested without a clock.
//!
//! The move's time `T` is a target, not a wall: an iteration is started
//! when it is expected to finish within the target (its cost predicted
//! from the growth of the iterations so far, their effective branching
//! factor); the target is `T` itself, more while the best move is unstable,
//! less once it has stood for several iterations, and almost nothing when
//! only one move is legal. The search stops itself just before `HARD` × `T`
//! whatever it is doing (`stop_ms`, so that the move ends by then), keeping
//! the last iteration's answer (or the part of the running iteration
//! searched by then, which starts with that answer).

use crate::Square;

/// The hard stop, times the move's time: the running iteration (or solve)
/// is abandoned there.
pub(super) const HARD: f64 = 1.5;
/// The target, times the move's time, of a move neither settled nor
/// unstable: a little over it, since iterations end on average well
/// before the target (each costs two or three times the last).
const NORMAL: f64 = 1.15;
/// The target while the best move changed in the last two iterations or the
/// score fell: the time a move may take to settle it.
const UNSTABLE: f64 = 1.45;
/// The target once the best move has stood this many iterations in a row
/// (with a score that did not fall).
const SETTLED_ITERATIONS: usize = 5;
const SETTLED: f64 = 0.85;
/// The target with a single legal move: an answer at once.
const FORCED: f64 = 0.0;
/// A score falling by more than this (hundredths of a disc) from one
/// iteration to the next counts as trouble.
const SCORE_DROP: i32 = 150;
/// The growth assumed while fewer than two timed iterations are known, and
/// the range the measured one is held to (iterations answered from the
/// table make the next look like enormous growth).
const DEFAULT_GROWTH: f64 = 3.0;
const MIN_GROWTH: f64 = 1.5;
const MAX_GROWTH: f64 = 6.0;
/// Iterations cheaper than this (milliseconds) are too short to measure
/// growth by.
const MEASURABLE_MS: f64 = 0.5;

/// How far an exact solve may start beyond the level's exact threshold
/// when its predicted time fits (`TimePlan::solve_fits`).
pub(super) const EXTRA_EXACT: u32 = 6;
/// The share of the time left that a solve beyond the threshold may be
/// predicted to take: a failed one costs the move its midgame search.
const EXTRA_EXACT_SHARE: f64 = 0.4;
/// The solver's node rate against the midgame search's measured one.
const SOLVER_SPEEDUP: f64 = 2.0;
/// The midgame node rate assumed when the move gave too little to measure
/// (nodes a millisecond; a slow browser's).
const DEFAULT_RATE: f64 = 500.0;

/// The time a move may run to before it is stopped, for a move's time of
/// `time_ms`.
pub(super) fn hard_ms(time_ms: f64) -> f64 {
    time_ms * HARD
}

/// What the search keeps back from the hard stop for what follows its
/// last look at the clock (the nodes until the next look, the unwinding,
/// the answer's way out: about 2 ms in the worker's wasm at level 8), so
/// that a move ends by the hard stop rather than just after it.
const STOP_MARGIN_MS: f64 = 10.0;
/// At short times the margin is at most this share of the hard stop.
const STOP_MARGIN_SHARE: f64 = 0.02;

/// When the search stops itself, for a move's time of `time_ms`: the hard
/// stop less the margin.
pub(super) fn stop_ms(time_ms: f64) -> f64 {
    let hard = hard_ms(time_ms);
    hard - STOP_MARGIN_MS.min(hard * STOP_MARGIN_SHARE)
}

/// The nodes an exact solve from `empties` empty squares is expected to
/// need with a cold table: about FFO's positions (14 empties: tens of
/// thousands; 20: one to nine million), on the high side.
pub(super) fn solve_nodes(empties: u32) -> f64 {
    60_000.0 * 2.1f64.powi(empties as i32 - 14)
}

/// One finished iteration as the clock sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Iteration {
    /// Milliseconds since the move began, when it finished.
    pub elapsed: f64,
    pub best: Square,
    pub score: i32,
}

/// The clock of one move.
#[derive(Clone, Debug)]
pub(super) struct TimePlan {
    time_ms: f64,
    forced: bool,
    done: Vec<Iteration>,
}

impl TimePlan {
    /// A move of `time_ms`; `forced` when only one placement is legal.
    pub(super) fn new(time_ms: f64, forced: bool) -> TimePlan {
        TimePlan {
            time_ms,
            forced,
            done: Vec::new(),
        }
    }

    pub(super) fn record(&mut self, iteration: Iteration) {
        self.done.push(iteration);
    }

    /// The cost of iteration `i` (from the end of the one before).
    fn cost(&self, i: usize) -> f64 {
        let before = if i == 0 {
            0.0
        } else {
            self.done[i - 1].elapsed
        };
        (self.done[i].elapsed - before).max(0.0)
    }

    /// How many times the last iteration's cost the next is expected to
    /// take: the geometric mean of the last two growths that can be
    /// measured (Othello's odd and even depths grow differently), held to
    /// `MIN_GROWTH..=MAX_GROWTH`.
    pub(super) fn growth(&self) -> f64 {
        let n = self.done.len();
        let ratios: Vec<f64> = (1..n)
            .rev()
            .filter(|&i| self.cost(i - 1) >= MEASURABLE_MS && self.cost(i) >= MEASURABLE_MS)
            .map(|i| self.cost(i) / self.cost(i - 1))
            .take(2)
            .collect();
        let growth = match ratios.as_slice() {
            [] => DEFAULT_GROWTH,
            [one] => *one,
            [a, b, ..] => (a * b).sqrt(),
        };
        growth.clamp(MIN_GROWTH, MAX_GROWTH)
    }

    /// The time this move may be expected to take, from how settled the
    /// best move is.
    pub(super) fn target(&self) -> f64 {
        if self.forced {
            return FORCED * self.time_ms;
        }
        let n = self.done.len();
        let fell = n >= 2 && self.done[n - 1].score < self.done[n - 2].score - SCORE_DROP;
        let changed =
            |k: usize| n >= k + 2 && self.done[n - 1 - k].best != self.done[n - 2 - k].best;
        if fell || changed(0) || changed(1) {
            return UNSTABLE * self.time_ms;
        }
        let last = self.done.last().map(|i| i.best);
        let stood = self
            .done
            .iter()
            .rev()
            .take_while(|i| Some(i.best) == last)
            .count();
        if stood >= SETTLED_ITERATIONS {
            SETTLED * self.time_ms
        } else {
            NORMAL * self.time_ms
        }
    }

    /// Whether to start another iteration at `elapsed`: when it is expected
    /// to finish within `share` of the target.
    pub(super) fn start_next(&self, elapsed: f64, share: f64) -> bool {
        let Some(last) = self.done.len().checked_sub(1) else {
            return true;
        };
        let next = self.cost(last) * self.growth();
        elapsed + next <= share * self.target()
    }

    /// Whether an exact solve from `empties` fits, at `elapsed` after
    /// `nodes` midgame nodes: within the time left to the search's own stop
    /// (`stop_ms`, where a solve is cut) at or below the threshold (`beyond`
    /// false; a solve cut short there falls back to the midgame answer),
    /// within a share of the time left to the move's time beyond it.
    pub(super) fn solve_fits(&self, empties: u32, elapsed: f64, nodes: u64, beyond: bool) -> bool {
        let rate = if elapsed >= 1.0 && nodes >= 1000 {
            nodes as f64 / elapsed
        } else {
            DEFAULT_RATE
        };
        let predicted = solve_nodes(empties) / (rate * SOLVER_SPEEDUP);
        if beyond {
            predicted <= EXTRA_EXACT_SHARE * (self.time_ms - elapsed)
        } else {
            predicted <= stop_ms(self.time_ms) - elapsed
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_search_stops_itself_early_enough_to_end_by_the_hard_stop() {
        // Level 8's 2 s: the hard stop at 3 s, the search's own at 10 ms before.
        assert_eq!(hard_ms(2000.0), 3000.0);
        assert_eq!(stop_ms(2000.0), 2990.0);
        // 200 ms: 300 ms, less 2 % of it (6 ms), not 10 ms.
        assert_eq!(stop_ms(200.0), 294.0);
        for t in [1.0, 10.0, 100.0, 1000.0, 20_000.0] {
            let (stop, hard) = (stop_ms(t), hard_ms(t));
            assert!(stop < hard && stop >= hard * 0.98 - 1e-9 && hard - stop <= 10.0);
        }
    }

    /// A plan whose iterations ended at `ends` (ms), best moves `bests`.
    fn plan(ends: &[f64], bests: &[&str], scores: &[i32]) -> TimePlan {
        let mut plan = TimePlan::new(200.0, false);
        for ((&elapsed, best), &score) in ends.iter().zip(bests).zip(scores) {
            plan.record(Iteration {
                elapsed,
                best: square(best),
                score,
            });
        }
        plan
    }

    #[test]
    fn growth_is_measured_from_the_last_iterations() {
        // Costs 1, 3, 9, 27: growth 3.
        let p = plan(&[1.0, 4.0, 13.0, 40.0], &["d3"; 4], &[0; 4]);
        assert!((p.growth() - 3.0).abs() < 1e-9);
        // Odd and even: costs 2, 8, 16: sqrt(4 * 2).
        let p = plan(&[2.0, 10.0, 26.0], &["d3"; 3], &[0; 3]);
        assert!((p.growth() - 8f64.sqrt()).abs() < 1e-9);
        // Costs 1, 10, 100: held to the most.
        let p = plan(&[1.0, 11.0, 111.0], &["d3"; 3], &[0; 3]);
        assert_eq!(p.growth(), MAX_GROWTH);
        // An iteration answered from the table (0.3 ms) is not measured by.
        let p = plan(&[10.0, 10.3, 60.0], &["d3"; 3], &[0; 3]);
        assert_eq!(p.growth(), DEFAULT_GROWTH);
        // Nothing measurable yet: the default.
        assert_eq!(
            plan(&[0.1, 0.2], &["d3"; 2], &[0; 2]).growth(),
            DEFAULT_GROWTH
        );
    }

    #[test]
    fn an_iteration_starts_only_if_expected_to_finish_in_time() {
        // Costs 5, 15, 45 (growth 3), at 94 ms: the next, 135 ms, would end
        // at 229, within a 200 ms move's target of 230; at 96 ms not.
        let p = plan(&[5.0, 20.0, 65.0], &["d3"; 3], &[0; 3]);
        assert_eq!(p.target(), NORMAL * 200.0);
        assert!(p.start_next(94.0, 1.0));
        assert!(!p.start_next(96.0, 1.0));
        // A quarter of the target for the midgame before a solve.
        assert!(!p.start_next(65.0, 0.25));
    }

    #[test]
    fn an_unstable_best_move_gets_more_time_and_a_settled_one_less() {
        let changed = plan(&[5.0, 20.0, 65.0], &["d3", "d3", "c4"], &[0; 3]);
        assert_eq!(changed.target(), UNSTABLE * 200.0);
        assert!(changed.start_next(96.0, 1.0));
        let changed_before = plan(&[5.0, 20.0, 65.0], &["d3", "c4", "c4"], &[0; 3]);
        assert_eq!(changed_before.target(), UNSTABLE * 200.0);
        let fell = plan(&[5.0, 20.0, 65.0], &["d3"; 3], &[0, 100, -100]);
        assert_eq!(fell.target(), UNSTABLE * 200.0);
        assert_eq!(plan(&[1.0], &["d3"], &[0]).target(), NORMAL * 200.0);
        let settled = plan(&[1.0, 2.0, 4.0, 8.0, 16.0], &["d3"; 5], &[0; 5]);
        assert_eq!(settled.target(), SETTLED * 200.0);
        let mut forced = TimePlan::new(200.0, true);
        assert!(forced.start_next(0.0, 1.0), "one iteration to have a score");
        forced.record(Iteration {
            elapsed: 0.1,
            best: square("d3"),
            score: 0,
        });
        assert!(!forced.start_next(0.1, 1.0));
    }

    #[test]
    fn a_solve_starts_where_it_is_predicted_to_fit() {
        let p = TimePlan::new(200.0, false);
        // 3,000 nodes a millisecond: 14 empties take 10 ms, 20 about 860.
        assert!(p.solve_fits(14, 10.0, 30_000, false));
        assert!(!p.solve_fits(20, 10.0, 30_000, false));
        // Beyond the threshold only within a share of the time left.
        assert!(p.solve_fits(16, 10.0, 30_000, true));
        assert!(!p.solve_fits(19, 10.0, 30_000, true));
        // Nothing measured yet: a slow rate is assumed.
        assert!(!p.solve_fits(18, 0.0, 0, false));
        assert!(solve_nodes(20) > 50.0 * solve_nodes(14));
    }
}
