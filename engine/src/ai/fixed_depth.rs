//! A plain fixed-depth alpha-beta over any evaluation, for the training's
//! labels. Not the engine's search: no table, no time limits.

use super::evaluation::SCALE;
use crate::position::{Move, Position};
use crate::Square;

/// The fail-soft negamax value of `position` searched `depth` plies with
/// `evaluate` at the leaves (hundredths of a disc, side to move), exact at
/// the end of the game. Children are tried fewest replies first. `nodes`
/// counts the positions visited.
pub fn alpha_beta(
    evaluate: &dyn Fn(&Position) -> i32,
    position: &Position,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let placements = position.placements();
    if placements == 0 {
        let passed = position.swapped();
        if passed.placements() == 0 {
            return position.final_difference() * SCALE;
        }
        return -alpha_beta(evaluate, &passed, depth, -beta, -alpha, nodes);
    }
    if depth == 0 {
        return evaluate(position);
    }
    let mut children: Vec<(u32, Position)> = Square::iter_bits(placements)
        .map(|square| {
            let child = position.play_unchecked(Move::Place(square));
            (child.placements().count_ones(), child)
        })
        .collect();
    children.sort_by_key(|&(replies, _)| replies);
    let mut best = -i32::MAX;
    for (_, child) in &children {
        let score = -alpha_beta(evaluate, child, depth - 1, -beta, -alpha, nodes);
        if score > best {
            best = score;
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}
