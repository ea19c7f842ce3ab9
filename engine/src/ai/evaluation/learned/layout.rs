//! What the learned evaluation looks at: the pattern shapes with their
//! symmetric places, the phases, and the global features. Training and
//! evaluation both read a board through `Board::features`-style helpers here,
//! so the two can never disagree on what a weight means.

use crate::bitboard::{neighbours, placements, CENTRE};
use crate::position::Position;
use crate::symmetry::transform_square;
use crate::Variant;

/// A shape: its squares as bit indices in the order of its base-3 digits,
/// in the canonical orientation that `extract` reads.
const SHAPES: [&[u8]; SHAPE_COUNT] = [
    // An edge with its two X-squares (a1..h1, b2, g2).
    &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
    // The 3×3 block at a corner.
    &[0, 1, 2, 8, 9, 10, 16, 17, 18],
    // The 2×5 block along an edge from a corner.
    &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
    // The second, third and fourth rows.
    &[8, 9, 10, 11, 12, 13, 14, 15],
    &[16, 17, 18, 19, 20, 21, 22, 23],
    &[24, 25, 26, 27, 28, 29, 30, 31],
    // Diagonals of 8, 7, 6, 5 and 4 squares.
    &[0, 9, 18, 27, 36, 45, 54, 63],
    &[1, 10, 19, 28, 37, 46, 55],
    &[2, 11, 20, 29, 38, 47],
    &[3, 12, 21, 30, 39],
    &[4, 13, 22, 31],
];

/// How many pattern shapes there are.
pub const SHAPE_COUNT: usize = 11;

/// The global features after the patterns, each a small table indexed by a
/// count: the side to move's mobility, the opponent's, the side to move's
/// potential mobility (empty squares next to opponent discs), the
/// opponent's, the supply balance (classic), and parity by variant.
pub const GLOBAL_SIZES: [usize; 6] = [64, 64, 64, 64, SUPPLY_SIZE, 6];

/// Every table of a phase: the shapes, then the globals.
pub const TABLE_COUNT: usize = SHAPE_COUNT + GLOBAL_SIZES.len();

/// The supply balance is clamped to ±`SUPPLY_CLAMP` discs.
const SUPPLY_CLAMP: i32 = 7;
const SUPPLY_SIZE: usize = 2 * SUPPLY_CLAMP as usize + 1;

/// Phases by empty squares: 0–4, 5–9, …, 50–54 and 55–60.
pub const PHASE_COUNT: usize = 12;
/// Empty squares per phase.
pub const PHASE_WIDTH: u32 = 5;

/// The phase that evaluates a board with `empties` empty squares.
#[inline]
pub fn phase_of(empties: u32) -> usize {
    ((empties / PHASE_WIDTH) as usize).min(PHASE_COUNT - 1)
}

/// The number of entries of table `table` (3^squares for a shape).
pub const fn table_size(table: usize) -> usize {
    if table < SHAPE_COUNT {
        3_usize.pow(SHAPES[table].len() as u32)
    } else {
        GLOBAL_SIZES[table - SHAPE_COUNT]
    }
}

/// The squares of `shape` (bit indices) in digit order.
#[cfg(test)]
pub fn shape_squares(shape: usize) -> &'static [u8] {
    SHAPES[shape]
}

/// `bits` (bit i = digit i is set) written in base 3: each set bit a digit 1.
static TERNARY: [u16; 1024] = build_ternary();

const fn build_ternary() -> [u16; 1024] {
    let mut table = [0u16; 1024];
    let mut bits = 0;
    while bits < 1024 {
        let mut value = 0u32;
        let mut power = 1u32;
        let mut digit = 0;
        while digit < 10 {
            if bits >> digit & 1 != 0 {
                value += power;
            }
            power *= 3;
            digit += 1;
        }
        table[bits] = value as u16;
        bits += 1;
    }
    table
}

/// The discs of `bitboard` on `shape`'s squares, bit i for digit i, read
/// in the canonical orientation with a few shifts (one disc per column for
/// the diagonals, gathered into the top byte by one multiplication).
#[inline(always)]
pub fn extract(shape: usize, x: u64) -> usize {
    const COLUMNS: u64 = 0x0101_0101_0101_0101;
    let gather = |mask: u64, shift: u32| ((x & mask).wrapping_mul(COLUMNS) >> shift) as usize;
    match shape {
        0 => ((x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)) as usize,
        1 => ((x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0)) as usize,
        2 => ((x & 0x1F) | ((x >> 3) & 0x3E0)) as usize,
        3 => ((x >> 8) & 0xFF) as usize,
        4 => ((x >> 16) & 0xFF) as usize,
        5 => ((x >> 24) & 0xFF) as usize,
        6 => gather(0x8040_2010_0804_0201, 56),
        7 => gather(0x0080_4020_1008_0402, 57),
        8 => gather(0x0000_8040_2010_0804, 58),
        9 => gather(0x0000_0080_4020_1008, 59),
        _ => gather(0x0000_0000_8040_2010, 60),
    }
}

/// The arrangement number of `shape` on a board oriented so that the
/// instance lies on the canonical squares: digit 0 empty, 1 the side to
/// move's disc, 2 the opponent's.
#[inline(always)]
pub fn arrangement(shape: usize, player: u64, opponent: u64) -> usize {
    TERNARY[extract(shape, player)] as usize + 2 * TERNARY[extract(shape, opponent)] as usize
}

/// One place of a shape on the board: the board is transformed by
/// `symmetry`, then the shape read on its canonical squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instance {
    pub shape: usize,
    pub symmetry: usize,
}

/// How many places the shapes have in all.
pub const PLACE_COUNT: usize = 46;

/// Every distinct place of every shape: for each shape the first symmetry
/// that brings each different set of squares onto it. A constant, so that
/// the evaluation reads each place with its shape and symmetry compiled in.
pub const PLACES: [Instance; PLACE_COUNT] = build_places();

const fn build_places() -> [Instance; PLACE_COUNT] {
    let mut places = [Instance {
        shape: 0,
        symmetry: 0,
    }; PLACE_COUNT];
    let mut count = 0;
    let mut shape = 0;
    while shape < SHAPE_COUNT {
        let squares = SHAPES[shape];
        let mut seen = [0u64; 8];
        let mut seen_count = 0;
        let mut symmetry = 0;
        while symmetry < 8 {
            // The original squares that land on the canonical ones.
            let mut read = 0u64;
            let mut square = 0;
            while square < 64 {
                let target = transform_square(symmetry, square);
                let mut digit = 0;
                while digit < squares.len() {
                    if squares[digit] == target {
                        read |= 1 << square;
                    }
                    digit += 1;
                }
                square += 1;
            }
            let mut new = true;
            let mut i = 0;
            while i < seen_count {
                if seen[i] == read {
                    new = false;
                }
                i += 1;
            }
            if new {
                seen[seen_count] = read;
                seen_count += 1;
                // Past PLACE_COUNT places this fails to compile.
                places[count] = Instance { shape, symmetry };
                count += 1;
            }
            symmetry += 1;
        }
        shape += 1;
    }
    assert!(count == PLACE_COUNT, "PLACE_COUNT counts every place");
    places
}

/// Where each table starts inside a phase's block of weights.
pub const OFFSETS: [usize; TABLE_COUNT] = build_offsets();

/// The weights of one phase: every table's entries.
pub const PHASE_LEN: usize = OFFSETS[TABLE_COUNT - 1] + table_size(TABLE_COUNT - 1);

const fn build_offsets() -> [usize; TABLE_COUNT] {
    let mut offsets = [0; TABLE_COUNT];
    let mut table = 1;
    while table < TABLE_COUNT {
        offsets[table] = offsets[table - 1] + table_size(table - 1);
        table += 1;
    }
    offsets
}

/// The digit permutations under which `shape` maps onto itself (the
/// identity first): an arrangement and its images must share a weight.
pub fn self_symmetries(shape: usize) -> Vec<Vec<usize>> {
    let squares = SHAPES[shape];
    let mut permutations = Vec::new();
    for symmetry in 0..8 {
        let image: Option<Vec<usize>> = squares
            .iter()
            .map(|&s| {
                let target = transform_square(symmetry, s);
                squares.iter().position(|&t| t == target)
            })
            .collect();
        if let Some(image) = image {
            if !permutations.contains(&image) {
                permutations.push(image);
            }
        }
    }
    permutations
}

/// For every arrangement of `shape`, the smallest number among its
/// symmetric images: arrangements with the same canonical number share a
/// weight, and only canonical numbers are stored.
pub fn canonical_arrangements(shape: usize) -> Vec<u32> {
    let permutations = self_symmetries(shape);
    let n = SHAPES[shape].len();
    let size = 3_usize.pow(n as u32);
    let mut powers = vec![1usize; n];
    for i in 1..n {
        powers[i] = powers[i - 1] * 3;
    }
    (0..size)
        .map(|index| {
            permutations
                .iter()
                .map(|permutation| {
                    let mut rest = index;
                    let mut image = 0;
                    for &target in permutation.iter() {
                        image += (rest % 3) * powers[target];
                        rest /= 3;
                    }
                    image
                })
                .min()
                .unwrap_or(index) as u32
        })
        .collect()
}

/// A board as the evaluation sees it: the two sides' discs, the discs left
/// in each hand (64 or more for no limit) and the variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub player: u64,
    pub opponent: u64,
    pub player_supply: u8,
    pub opponent_supply: u8,
    pub variant: Variant,
}

impl Board {
    pub fn of(position: &Position) -> Board {
        Board {
            player: position.player(),
            opponent: position.opponent(),
            player_supply: position.supply_left(),
            opponent_supply: position.opponent_supply_left(),
            variant: position.variant(),
        }
    }

    pub fn empties(&self) -> u32 {
        64 - (self.player | self.opponent).count_ones()
    }

    /// The index into each global table, in the order of `GLOBAL_SIZES`.
    #[inline]
    pub fn globals(&self) -> [usize; 6] {
        let (me, them) = (self.player, self.opponent);
        let empty = !(me | them);
        let empties = empty.count_ones() as i32;
        let moves = |mover: u64, other: u64, supply: u8| -> u64 {
            if supply == 0 {
                0
            } else if self.variant.has_centre_opening() && (mover | other) & CENTRE != CENTRE {
                CENTRE & empty
            } else {
                placements(mover, other)
            }
        };
        let my_moves = moves(me, them, self.player_supply).count_ones() as usize;
        let their_moves = moves(them, me, self.opponent_supply).count_ones() as usize;
        let my_potential = (empty & neighbours(them)).count_ones() as usize;
        let their_potential = (empty & neighbours(me)).count_ones() as usize;
        // With strict alternation the side to move places ceil(E/2) more
        // discs and the other floor(E/2); whoever holds fewer will run out
        // and pass while the other plays on. The balance says who, by how much.
        let my_shortfall = ((empties + 1) / 2 - i32::from(self.player_supply)).max(0);
        let their_shortfall = (empties / 2 - i32::from(self.opponent_supply)).max(0);
        let supply = (their_shortfall - my_shortfall).clamp(-SUPPLY_CLAMP, SUPPLY_CLAMP);
        let variant = match self.variant {
            Variant::Classic => 0,
            Variant::Free => 1,
            Variant::Othello => 2,
        };
        [
            my_moves.min(63),
            their_moves.min(63),
            my_potential.min(63),
            their_potential.min(63),
            (supply + SUPPLY_CLAMP) as usize,
            variant * 2 + (empties & 1) as usize,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The discs of `x` on `squares`, one bit per square in order, read
    /// square by square: an independent check of `extract`.
    fn gather(x: u64, squares: &[u8]) -> usize {
        squares
            .iter()
            .enumerate()
            .map(|(i, &s)| ((x >> s & 1) as usize) << i)
            .sum()
    }

    #[test]
    fn extract_reads_the_listed_squares() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for (shape, squares) in SHAPES.iter().enumerate() {
                assert_eq!(extract(shape, x), gather(x, squares), "shape {shape}");
            }
        }
    }

    #[test]
    fn shapes_have_their_textbook_number_of_places() {
        let count = |shape| PLACES.iter().filter(|i| i.shape == shape).count();
        // Edges, corners, rows: 4 places; 2×5 blocks: 8; the long diagonal: 2.
        let expected = [4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4];
        for (shape, &places) in expected.iter().enumerate() {
            assert_eq!(count(shape), places, "shape {shape}");
        }
        assert_eq!(PLACES.len(), 46);
    }

    #[test]
    fn a_row_and_its_mirror_share_an_arrangement() {
        // Row 2 with one disc of each side at its two ends: 1 at a2, 2 at h2
        // reads 1 + 2·3^7; the mirror image 2 + 1·3^7. Both map to the smaller.
        let canonical = canonical_arrangements(3);
        let a = 1 + 2 * 3usize.pow(7);
        let b = 2 + 3usize.pow(7);
        assert_eq!(canonical[a], b as u32);
        assert_eq!(canonical[b], b as u32);
        // The 2×5 block maps onto itself only by the identity.
        assert_eq!(self_symmetries(2).len(), 1);
    }

    #[test]
    fn phases_cover_every_count_of_empties() {
        assert_eq!(phase_of(0), 0);
        assert_eq!(phase_of(4), 0);
        assert_eq!(phase_of(5), 1);
        assert_eq!(phase_of(54), 10);
        assert_eq!(phase_of(60), 11);
        assert_eq!(phase_of(64), 11);
    }
}
