//! ProbCut in the endgame. Before the exact solve, a selective solve finds
//! a close score and fills the table with good moves at a fraction of the
//! cost: at its nodes a shallow search on the learned evaluation predicts
//! the exact score, and a prediction beyond the window by enough standard
//! deviations cuts the node. The exact solve then starts MTD(f) from that
//! score and tries the table's moves first; it never trusts the selective
//! solve's bounds (they are stored one depth short, `table_depth`).

use super::board::{Plain, SolverBoard};
use super::ordering::Estimate;
use super::Solver;
use crate::ai::evaluation::SCALE;

/// ProbCut is tried from this many empties: every node the solver sorts.
/// Over FFO #40–#49 (nodes, the shallow searches' not counted): from 6
/// 0.93 G, 8 0.94 G, 10 0.98 G, 12 1.03 G.
const ENDCUT_MIN_EMPTIES: u32 = 6;

impl Solver<'_> {
    /// In a selective solve: the window's bound that a shallow search
    /// predicts the node's exact score to pass, with confidence, or `None`
    /// (search it). Always `None` in the exact solve.
    #[inline]
    pub(super) fn endcut<B: SolverBoard>(
        &mut self,
        board: &B,
        moves: u64,
        alpha: i32,
        beta: i32,
        empties: u32,
    ) -> Option<i32> {
        let sigmas = self.endcut?;
        if empties < ENDCUT_MIN_EMPTIES {
            return None;
        }
        let guide = self.guide()?;
        let depth = shallow_depth(empties);
        let margin = sigmas * sigma(empties, depth);
        let board = Plain::<true> {
            player: board.player(),
            opponent: board.opponent(),
        };
        // At depth 0 one evaluation (one node) answers both tests.
        let value = (depth == 0).then(|| {
            self.nodes += 1;
            guide.evaluate(board.player, board.opponent)
        });
        let mut shallow = |bound: i32| {
            value.unwrap_or_else(|| {
                Estimate::counted(guide, &mut self.nodes, &mut self.lists).search(
                    &board,
                    Some(moves),
                    depth,
                    bound - 1,
                    bound,
                    false,
                )
            })
        };
        let scale = SCALE as f32;
        if beta < 64 {
            let high = ((beta as f32 + margin) * scale).ceil() as i32;
            if shallow(high) >= high {
                return Some(beta);
            }
        }
        if alpha > -64 {
            let low = ((alpha as f32 - margin) * scale).floor() as i32;
            if shallow(low + 1) <= low {
                return Some(alpha);
            }
        }
        None
    }

    /// The depth a node's table entry is stored at: its empties in the
    /// exact solve, one less in the selective one, so that exact results
    /// replace selective ones and the exact solve can tell them apart.
    #[inline]
    pub(super) fn table_depth(&self, empties: u32) -> u8 {
        (empties - u32::from(self.endcut.is_some())) as u8
    }

    /// Whether a table entry's bounds hold for this solve: the exact solve
    /// trusts only exact entries, the selective one any.
    #[inline]
    pub(super) fn trusts(&self, entry_depth: u8, empties: u32) -> bool {
        self.endcut.is_some() || u32::from(entry_depth) >= empties
    }
}

/// The shallow search's depth at a node with `empties` empties: a third
/// of those beyond 8. Over FFO #40–#49 at 1.5 standard deviations, ProbCut
/// from 10 empties (nodes, the shallow searches' not counted): a third
/// 0.98 G, a quarter 1.07 G, 0.4 of them 1.10 G, a third of those beyond 6
/// 1.05 G.
fn shallow_depth(empties: u32) -> u32 {
    empties.saturating_sub(8) / 3
}

/// The spread (standard deviation) of the exact score around the shallow
/// value, in discs: a plane fitted to what `examples/endcut_calibrate.rs`
/// measured over 400 games (8–22 empties, depths 0–8, docs/speed.md),
/// within 1.5 discs of every measured point; kept above 3 discs where it
/// extrapolates.
fn sigma(empties: u32, depth: u32) -> f32 {
    let (e, d) = (empties as f32, depth as f32);
    (5.82 + 0.236 * e - 0.342 * d - 0.0223 * e * d).max(3.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::table::{Searched, Table};
    use crate::random::SplitMix64;
    use crate::{Position, Variant};

    /// Othello positions with `empties` empty squares, reached by random
    /// moves from the start.
    fn random_positions(empties: u32, count: usize) -> Vec<Position> {
        let mut rng = SplitMix64::new(17);
        let mut found = Vec::new();
        while found.len() < count {
            let mut position = Position::new(Variant::Othello);
            while !position.is_over() && position.empty_count() > empties {
                let moves = position.legal_moves();
                let pick = moves[rng.below(moves.len() as u64) as usize];
                position = position.play_unchecked(pick);
            }
            if !position.is_over() {
                found.push(position);
            }
        }
        found
    }

    /// The exact score of `position`, solved alone on a fresh table.
    fn exact_score(position: &Position) -> i32 {
        let mut never = || false;
        let mut table = Table::new(16);
        Solver::new(&mut table, &mut never)
            .solve(position, false)
            .score
    }

    #[test]
    fn the_exact_solve_never_trusts_the_selective_solves_bounds() {
        let mut never = || false;
        for position in random_positions(13, 6) {
            let mut table = Table::new(16);
            let mut solver = Solver::new(&mut table, &mut never);
            // As a selective solve would store them: every child of the
            // root claims to win by 64 discs for the player it moves to.
            solver.endcut = Some(1.5);
            let empties = position.empty_count();
            for mv in position.legal_moves() {
                let child = position.play_unchecked(mv);
                let searched = Searched {
                    depth: solver.table_depth(empties - 1),
                    best: None,
                    score: 64,
                    alpha: -65,
                    beta: 65,
                };
                // The key the solver finds Othello's bare boards by.
                solver
                    .table
                    .store(Plain::<true>::of(&child).key(), searched);
            }
            solver.endcut = None;
            let after = solver.mtdf(&position, 0);
            assert_eq!(after.score, exact_score(&position), "{position:?}");
        }
    }

    #[test]
    fn a_selective_solve_then_the_exact_one_give_the_exact_score() {
        let mut never = || false;
        for position in random_positions(14, 6) {
            let mut table = Table::new(16);
            let mut solver = Solver::new(&mut table, &mut never);
            // At zero standard deviations the selective solve cuts wherever
            // the shallow value says so.
            solver.endcut = Some(0.0);
            let selective = solver.mtdf(&position, 0);
            let selective_nodes = solver.nodes;
            solver.endcut = None;
            solver.nodes = 0;
            let after = solver.mtdf(&position, selective.score);
            assert_eq!(after.score, exact_score(&position), "{position:?}");
            assert!(
                selective_nodes < solver.nodes,
                "the selective solve cut nothing: {selective_nodes} nodes against {}",
                solver.nodes
            );
        }
    }
}
