//! The hand-set evaluation: a weighted sum of classic Othello features,
//! with separate weights for the opening and the end that blend by the
//! number of empty squares. What the search uses where the learned weights
//! are missing (the web worker before they arrive), and the yardstick the
//! learned evaluation is measured against.

use crate::bitboard::{neighbours, placements, CORNERS};
use crate::position::Position;

/// b2, g2, b7, g7: next to a corner diagonally; dangerous while it is empty.
const X_SQUARES: [(u64, u64); 4] = [
    (1 << 9, 1 << 0),
    (1 << 14, 1 << 7),
    (1 << 49, 1 << 56),
    (1 << 54, 1 << 63),
];
/// Squares beside a corner on the edge, paired with their corner.
const C_SQUARES: [(u64, u64); 4] = [
    ((1 << 1) | (1 << 8), 1 << 0),
    ((1 << 6) | (1 << 15), 1 << 7),
    ((1 << 48) | (1 << 57), 1 << 56),
    ((1 << 55) | (1 << 62), 1 << 63),
];
const EDGES: u64 = 0xFF81_8181_8181_81FF;

/// How many features there are. In the order of the weights, each the side
/// to move's value minus the opponent's: mobility, potential mobility,
/// corners, X-squares, C-squares, edges, stability, parity, discs, and (in
/// classic only) the supply: discs left in hand, counted up to what can
/// still be placed.
pub const FEATURE_COUNT: usize = 10;

/// Weights for each feature at the start (60 empties) and the end (0 empties).
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub opening: [i32; FEATURE_COUNT],
    pub ending: [i32; FEATURE_COUNT],
}

/// Hand-set weights in hundredths of a disc per feature unit, in the order of
/// the features. Mobility and corners dominate early; discs and stability
/// late.
pub const DEFAULT_WEIGHTS: Weights = Weights {
    opening: [90, 40, 800, -300, -100, 10, 120, 0, -5, 0],
    ending: [60, 15, 600, -150, -60, 30, 200, 150, 60, 120],
};

/// The evaluation of `position` for the side to move.
pub fn evaluate(position: &Position, weights: &Weights) -> i32 {
    let features = features(position);
    let empties = position.empty_count() as i32;
    let mut score = 0;
    for (index, value) in features.iter().enumerate() {
        let weight =
            (weights.opening[index] * empties + weights.ending[index] * (60 - empties)) / 60;
        score += weight * value;
    }
    score
}

/// The feature values of `position`, in the order of the weights.
pub fn features(position: &Position) -> [i32; FEATURE_COUNT] {
    let me = position.player();
    let them = position.opponent();
    let empty = !(me | them);
    let count = |bits: u64| bits.count_ones() as i32;
    let my_moves = if position.supply_left() == 0 {
        0
    } else {
        placements(me, them)
    };
    let their_moves = if position.opponent_supply_left() == 0 {
        0
    } else {
        placements(them, me)
    };

    let mut x_squares = 0;
    for (x, corner) in X_SQUARES {
        if empty & corner != 0 {
            x_squares += count(me & x) - count(them & x);
        }
    }
    let mut c_squares = 0;
    for (c, corner) in C_SQUARES {
        if empty & corner != 0 {
            c_squares += count(me & c) - count(them & c);
        }
    }
    let empties = count(empty);
    let parity = if empties % 2 == 1 { 1 } else { -1 };
    let supply = match (position.supply_left(), position.opponent_supply_left()) {
        (mine, theirs) if mine < 64 => {
            let reachable = (empties + 1) / 2;
            (mine as i32).min(reachable) - (theirs as i32).min(reachable)
        }
        _ => 0,
    };
    [
        count(my_moves) - count(their_moves),
        count(empty & neighbours(them)) - count(empty & neighbours(me)),
        count(me & CORNERS) - count(them & CORNERS),
        x_squares,
        c_squares,
        count(me & EDGES) - count(them & EDGES),
        count(edge_stable(me, them)) - count(edge_stable(them, me)),
        parity,
        count(me) - count(them),
        supply,
    ]
}

/// Discs of `me` that can never flip because they run along an edge from an
/// owned corner without a gap: a cheap lower bound on stability.
fn edge_stable(me: u64, _them: u64) -> u64 {
    let mut stable = 0;
    // (corner bit index, step along each of its two edges)
    const WALKS: [(i32, [i32; 2]); 4] = [(0, [1, 8]), (7, [-1, 8]), (56, [1, -8]), (63, [-1, -8])];
    for (corner, steps) in WALKS {
        if me & (1 << corner) == 0 {
            continue;
        }
        stable |= 1 << corner;
        for step in steps {
            let mut square = corner + step;
            for _ in 0..7 {
                if me & (1 << square) == 0 {
                    break;
                }
                stable |= 1 << square;
                square += step;
            }
        }
    }
    stable
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript::position_after;
    use crate::Variant;

    #[test]
    fn corners_are_worth_having() {
        let start = Position::new(Variant::Othello);
        let base = evaluate(&start, &DEFAULT_WEIGHTS);
        // Give black (to move) the a1 corner on an otherwise unchanged board.
        let with_corner = Position::from_parts(
            Variant::Othello,
            start.player() | 1,
            start.opponent(),
            start.side_to_move(),
            (0, 0),
        )
        .unwrap();
        assert!(evaluate(&with_corner, &DEFAULT_WEIGHTS) > base + 300);
    }

    #[test]
    fn evaluation_is_antisymmetric_on_a_symmetric_start() {
        // The Othello start is the same for both sides up to symmetry.
        let start = Position::new(Variant::Othello);
        let passed = start.swapped();
        let a = evaluate(&start, &DEFAULT_WEIGHTS);
        let b = evaluate(&passed, &DEFAULT_WEIGHTS);
        // Only parity depends on whose turn it is; it is worth nothing early.
        assert_eq!(a, b);
        let later = position_after(Variant::Othello, "f5d6c3d3c4").unwrap();
        assert_ne!(evaluate(&later, &DEFAULT_WEIGHTS), 0);
    }
}
