//! ProbCut for the midgame search: a shallow search predicts the deep one.
//! With the learned evaluation, the value of a depth-`d` search is close to
//! a line in the value of a depth-`shallow(d)` search of the same position,
//! `deep ≈ a·shallow + b`, with a residual spread `sigma` that depends on
//! the phase (empty squares). When the shallow value says the deep one is
//! outside the window with high probability, the node is cut without the
//! deep search. The lines are fitted by `examples/probcut_calibrate.rs` on
//! the evaluation's own search values (`fits.rs`, generated).

mod fits;

pub use fits::{FITS, MAX_DEPTH, MIN_DEPTH};

use super::evaluation::SCALE;

/// One fitted line: `deep ≈ a·shallow + b`, residual `sigma`; `b` and
/// `sigma` in discs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub a: f32,
    pub b: f32,
    pub sigma: f32,
}

/// Empty squares per phase bucket of the fits.
pub const BUCKET_EMPTIES: u32 = 10;
/// Buckets: 0–9, 10–19, …, 50–60 empties.
pub const BUCKETS: usize = 6;

/// How many standard deviations of the fit the shallow value must clear:
/// 1.5 keeps a wrong cut near 7 % per tested bound.
pub const THRESHOLD: f32 = 1.5;

/// The shallow depth that predicts a depth-`depth` search. Above
/// `MAX_DEPTH` the gap stays that of `MAX_DEPTH`, whose fit is used: the
/// deeper shallow search predicts at least as well.
pub fn shallow(depth: u32) -> u32 {
    if depth <= MAX_DEPTH {
        fitted_shallow(depth)
    } else {
        depth - (MAX_DEPTH - fitted_shallow(MAX_DEPTH))
    }
}

/// The shallow depth each fitted depth is paired with: half of it.
pub fn fitted_shallow(depth: u32) -> u32 {
    depth / 2
}

/// The phase bucket of a position with `empties` empty squares.
pub fn bucket(empties: u32) -> usize {
    ((empties / BUCKET_EMPTIES) as usize).min(BUCKETS - 1)
}

/// The two shallow-search bounds for a node of `depth` plies and `empties`
/// empty squares searched in (`alpha`, `beta`), in hundredths of a disc:
/// a shallow value at or above the first predicts a deep value at or above
/// `beta`; at or below the second, one at or below `alpha`. `None` where
/// ProbCut does not apply.
pub fn bounds(empties: u32, depth: u32, alpha: i32, beta: i32) -> Option<(u32, i32, i32)> {
    if depth < MIN_DEPTH || depth >= empties {
        return None;
    }
    let fit = FITS[bucket(empties)][(depth.min(MAX_DEPTH) - MIN_DEPTH) as usize];
    if fit.a <= 0.0 {
        return None;
    }
    let scale = SCALE as f32;
    let margin = THRESHOLD * fit.sigma * scale;
    let b = fit.b * scale;
    let high = ((beta as f32 + margin - b) / fit.a).ceil() as i32;
    let low = ((alpha as f32 - margin - b) / fit.a).floor() as i32;
    Some((shallow(depth), high, low))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shallow_depth_is_shallower_and_keeps_its_gap() {
        for depth in MIN_DEPTH..=30 {
            let s = shallow(depth);
            assert!(s >= 1 && s < depth, "{depth}: {s}");
        }
        let gap = MAX_DEPTH - shallow(MAX_DEPTH);
        assert_eq!(MAX_DEPTH + 3 - shallow(MAX_DEPTH + 3), gap);
    }

    #[test]
    fn the_bounds_lie_outside_the_window() {
        // With a ≈ 1 and b ≈ 0 the cut needs a shallow value a margin above
        // beta (or below alpha).
        for bucket in 1..BUCKETS {
            for depth in MIN_DEPTH..=MAX_DEPTH {
                let empties = bucket as u32 * BUCKET_EMPTIES + 5;
                let Some((_, high, low)) = bounds(empties, depth, -100, 100) else {
                    continue;
                };
                assert!(high > low, "{empties} {depth}: {high} {low}");
            }
        }
        assert_eq!(bounds(30, MIN_DEPTH - 1, -100, 100), None);
        assert_eq!(bounds(8, 8, -100, 100), None);
    }
}
