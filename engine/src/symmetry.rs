//! The eight symmetries of the board (mirror images and rotations), on
//! bitboards and on squares: perft counts a position and its images once,
//! and the learned evaluation's patterns share weights between images.

/// The eight symmetries of the board on bitboards: bit 0 of `symmetry`
/// mirrors the columns, bit 1 the rows, bit 2 then transposes.
#[inline(always)]
pub fn transform(symmetry: usize, mut x: u64) -> u64 {
    if symmetry & 1 != 0 {
        x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
        x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
        x = ((x >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) << 4);
    }
    if symmetry & 2 != 0 {
        x = x.swap_bytes();
    }
    if symmetry & 4 != 0 {
        let t = 0x0F0F_0F0F_0000_0000 & (x ^ (x << 28));
        x ^= t ^ (t >> 28);
        let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
        x ^= t ^ (t >> 14);
        let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
        x ^= t ^ (t >> 7);
    }
    x
}

/// Where `transform(symmetry, _)` moves the disc on `square`.
pub const fn transform_square(symmetry: usize, square: u8) -> u8 {
    let (mut row, mut column) = (square / 8, square % 8);
    if symmetry & 1 != 0 {
        column = 7 - column;
    }
    if symmetry & 2 != 0 {
        row = 7 - row;
    }
    if symmetry & 4 != 0 {
        (row, column) = (column, row);
    }
    row * 8 + column
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transform_moves_each_square_as_described() {
        for symmetry in 0..8 {
            for square in 0..64u8 {
                assert_eq!(
                    transform(symmetry, 1 << square),
                    1 << transform_square(symmetry, square),
                    "symmetry {symmetry} square {square}"
                );
            }
        }
    }
}
