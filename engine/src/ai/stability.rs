//! Stable discs: discs that can never be flipped again. A disc is stable when
//! each of its four lines is full, or ends at the board's edge beside it, or
//! has a stable disc of the same colour next to it. Found by fixed point.

const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const COLUMN_EDGES: u64 = 0x8181_8181_8181_8181;
const ROW_EDGES: u64 = 0xFF00_0000_0000_00FF;
const RING: u64 = COLUMN_EDGES | ROW_EDGES;

/// The stable discs of `discs`, with `other` the opponent's.
pub fn stable_discs(discs: u64, other: u64) -> u64 {
    let empty = !(discs | other);
    let full_rows = !spread(empty, 1, NOT_A, NOT_H);
    let full_columns = !spread(empty, 8, !0, !0);
    let full_diagonals = !spread(empty, 9, NOT_A, NOT_H);
    let full_anti_diagonals = !spread(empty, 7, NOT_H, NOT_A);

    let mut stable = 0u64;
    loop {
        let rows = full_rows | COLUMN_EDGES | ((stable << 1) & NOT_A) | ((stable >> 1) & NOT_H);
        let columns = full_columns | ROW_EDGES | (stable << 8) | (stable >> 8);
        let diagonals = full_diagonals | RING | ((stable << 9) & NOT_A) | ((stable >> 9) & NOT_H);
        let anti = full_anti_diagonals | RING | ((stable << 7) & NOT_H) | ((stable >> 7) & NOT_A);
        let next = stable | (discs & rows & columns & diagonals & anti);
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

/// Every square on a line (of shift `step`) through one of `seeds`.
fn spread(seeds: u64, step: u32, mask_up: u64, mask_down: u64) -> u64 {
    let mut up = seeds;
    let mut down = seeds;
    for _ in 0..7 {
        up |= (up << step) & mask_up;
        down |= (down >> step) & mask_down;
    }
    up | down
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_corner_and_its_edge_run_are_stable() {
        // Black a1 b1 c1, white d1: a1..c1 are stable, d1 is not (e1 empty).
        let black = 0b0111;
        let white = 0b1000;
        assert_eq!(stable_discs(black, white), 0b0111);
        assert_eq!(stable_discs(white, black), 0);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let black = 0x0F0F_0F0F_0F0F_0F0F;
        assert_eq!(stable_discs(black, !black), black);
    }

    #[test]
    fn a_centre_disc_is_not_stable() {
        assert_eq!(stable_discs(1 << 27, 1 << 28), 0);
    }
}
