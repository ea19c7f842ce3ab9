//! Bitboard primitives: legal placements and flips for one side, with no
//! per-square loops. A bitboard is a `u64` with bit `row * 8 + column` set for
//! each occupied square (a1 = bit 0, h8 = bit 63).

/// The four centre squares d4, e4, d5, e5.
pub const CENTRE: u64 = (1 << 27) | (1 << 28) | (1 << 35) | (1 << 36);
/// a1, h1, a8, h8.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;

/// Every square but those of columns a and h: keeps horizontal and diagonal
/// shifts from wrapping around the board's edge.
const NOT_EDGE_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// Squares where `player` may place: empty squares that outflank at least one
/// line of `opponent` discs. The classic centre opening is handled by the caller.
#[inline(always)]
pub fn placements(player: u64, opponent: u64) -> u64 {
    #[cfg(fast_avx2)]
    {
        placements_avx2(player, opponent)
    }
    #[cfg(fast_simd128)]
    {
        placements_simd128(player, opponent)
    }
    #[cfg(not(any(fast_avx2, fast_simd128)))]
    {
        placements_portable(player, opponent)
    }
}

/// `placements` with wasm's 128-bit vectors: one lane holds the board, the
/// other the board upside down (bytes reversed), so a shift towards higher
/// bits goes up in one lane and down in the other; the six vertical and
/// diagonal directions take three shifts, the two horizontal ones are done
/// as in `placements_portable`.
#[cfg(fast_simd128)]
#[target_feature(enable = "simd128")]
#[inline]
pub fn placements_simd128(player: u64, opponent: u64) -> u64 {
    use core::arch::wasm32::*;
    /// Lane 0 as it is, lane 1 upside down (its bytes reversed).
    #[target_feature(enable = "simd128")]
    #[inline]
    fn both_ways(bits: u64) -> v128 {
        let v = u64x2_splat(bits);
        i8x16_shuffle::<0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
    }
    #[target_feature(enable = "simd128")]
    #[inline]
    fn ends(player: v128, runs: v128, step: u32) -> v128 {
        let mut up = v128_and(runs, i64x2_shl(player, step));
        up = v128_or(up, v128_and(runs, i64x2_shl(up, step)));
        let pairs = v128_and(runs, i64x2_shl(runs, step));
        up = v128_or(up, v128_and(pairs, i64x2_shl(up, 2 * step)));
        up = v128_or(up, v128_and(pairs, i64x2_shl(up, 2 * step)));
        i64x2_shl(up, step)
    }
    let players = both_ways(player);
    let opponents = both_ways(opponent);
    let inner = v128_and(opponents, u64x2_splat(NOT_EDGE_COLUMNS));
    let targets = v128_or(
        v128_or(ends(players, opponents, 8), ends(players, inner, 7)),
        ends(players, inner, 9),
    );
    // Lane 1 turned back the right way up, over lane 0.
    let back =
        i8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7>(targets, targets);
    let vertical = u64x2_extract_lane::<0>(v128_or(targets, back));
    let horizontal = outflanking_ends(player, opponent & NOT_EDGE_COLUMNS, 1);
    (vertical | horizontal) & !(player | opponent)
}

/// `placements` in plain integer code, for every target (where a fast path
/// exists, only the tests call it, to check that path against it).
#[cfg_attr(any(fast_avx2, fast_simd128), allow(dead_code))]
#[inline(always)]
pub fn placements_portable(player: u64, opponent: u64) -> u64 {
    let inner = opponent & NOT_EDGE_COLUMNS;
    let targets = outflanking_ends(player, inner, 1)
        | outflanking_ends(player, opponent, 8)
        | outflanking_ends(player, inner, 7)
        | outflanking_ends(player, inner, 9);
    targets & !(player | opponent)
}

/// Squares just past a run of `runs` discs that starts next to a `player` disc,
/// in both directions of shift `step`. Runs are at most 6 long on an 8×8 board;
/// the doubling steps (1, 2, 2 more) cover lengths 1 to 6.
#[inline(always)]
fn outflanking_ends(player: u64, runs: u64, step: u32) -> u64 {
    let mut up = runs & (player << step);
    let mut down = runs & (player >> step);
    up |= runs & (up << step);
    down |= runs & (down >> step);
    let pairs_up = runs & (runs << step);
    let pairs_down = pairs_up >> step;
    up |= pairs_up & (up << (2 * step));
    down |= pairs_down & (down >> (2 * step));
    up |= pairs_up & (up << (2 * step));
    down |= pairs_down & (down >> (2 * step));
    (up << step) | (down >> step)
}

/// `placements` with AVX2: the runs of `outflanking_ends` grown from every
/// player disc in the four line directions at once; the squares just past
/// them are the targets.
#[cfg(fast_avx2)]
#[inline(always)]
fn placements_avx2(player: u64, opponent: u64) -> u64 {
    // SAFETY: this function only exists when the build enables AVX2.
    unsafe {
        use std::arch::x86_64::*;
        let (up, down, shifts) = avx2::runs_from(player, opponent);
        let ends = _mm256_or_si256(
            _mm256_sllv_epi64(up, shifts),
            _mm256_srlv_epi64(down, shifts),
        );
        avx2::or_lanes(ends) & !(player | opponent)
    }
}

/// Squares next to any of `discs` in the eight directions (for potential
/// mobility).
#[inline]
pub const fn neighbours(discs: u64) -> u64 {
    const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let sideways = ((discs << 1) & NOT_A) | ((discs >> 1) & NOT_H);
    let row = discs | sideways;
    sideways | (row << 8) | (row >> 8)
}

/// The squares next to each square: a placement can flip only if one of
/// them holds an opponent disc, a test far cheaper than the flips.
pub static NEIGHBOURS: [u64; 64] = build_neighbours();

const fn build_neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = neighbours(1 << square);
        square += 1;
    }
    table
}

/// The rays leaving each square: `[square][direction]`. Directions 0..4 go
/// towards higher bit indices (east, south-west, south, south-east), 4..8
/// towards lower ones (west, north-east, north, north-west).
static RAYS: [[u64; 8]; 64] = build_rays();

const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut direction = 0;
        while direction < 8 {
            let (dx, dy) = DIRECTIONS[direction];
            let mut x = (square % 8) as i8 + dx;
            let mut y = (square / 8) as i8 + dy;
            let mut ray = 0u64;
            while x >= 0 && x < 8 && y >= 0 && y < 8 {
                ray |= 1 << (y * 8 + x);
                x += dx;
                y += dy;
            }
            rays[square][direction] = ray;
            direction += 1;
        }
        square += 1;
    }
    rays
}

/// The `opponent` discs that a `player` disc placed on `square` would flip
/// (0 when the placement outflanks nothing). `square` must be 0..64.
#[inline(always)]
pub fn flips(player: u64, opponent: u64, square: u8) -> u64 {
    #[cfg(fast_avx2)]
    {
        flips_avx2(player, opponent, square)
    }
    #[cfg(not(fast_avx2))]
    {
        flips_portable(player, opponent, square)
    }
}

/// `flips` in plain integer code, for every target: the four lines through
/// `square` one at a time, each gathered into a byte (as in
/// `last_flip_count_portable`), its flips looked up and put back.
#[cfg_attr(fast_avx2, allow(dead_code))] // there, only the tests call it
#[inline(always)]
pub fn flips_portable(player: u64, opponent: u64, square: u8) -> u64 {
    let square = square & 63;
    let (row, column) = ((square >> 3) as usize, (square & 7) as usize);
    let [diagonal, anti_diagonal] = DIAGONALS[square as usize];
    let row_shift = row * 8;
    let row_flips = line_flips(
        column,
        (player >> row_shift) as u8,
        (opponent >> row_shift) as u8,
    );
    let column_flips = line_flips(
        row,
        column_byte(player, column),
        column_byte(opponent, column),
    );
    let diagonal_flips = line_flips(
        column,
        rows_to_top(player & diagonal),
        rows_to_top(opponent & diagonal),
    );
    let anti_diagonal_flips = line_flips(
        column,
        rows_to_top(player & anti_diagonal),
        rows_to_top(opponent & anti_diagonal),
    );
    (u64::from(row_flips) << row_shift)
        | (COLUMN_OF_BYTE[column_flips as usize] << column)
        | (u64::from(diagonal_flips).wrapping_mul(ROWS_TO_TOP) & diagonal)
        | (u64::from(anti_diagonal_flips).wrapping_mul(ROWS_TO_TOP) & anti_diagonal)
}

/// Column a.
const COLUMN_A: u64 = 0x0101_0101_0101_0101;
/// Times column a's bits, puts the bit of row r at bit 56 + r.
const COLUMN_TO_ROW: u64 = 0x0102_0408_1020_4080;
/// Times bits in distinct columns, ORs all the rows into the top byte (no
/// two bits meet, so nothing carries); times a byte, copies it to every row.
const ROWS_TO_TOP: u64 = 0x0101_0101_0101_0101;

/// `column`'s squares as a byte, bit r for row r.
#[inline(always)]
fn column_byte(discs: u64, column: usize) -> u8 {
    (((discs >> column) & COLUMN_A).wrapping_mul(COLUMN_TO_ROW) >> 56) as u8
}

/// Squares in distinct columns as a byte, bit c for column c.
#[inline(always)]
fn rows_to_top(discs: u64) -> u8 {
    (discs.wrapping_mul(ROWS_TO_TOP) >> 56) as u8
}

/// The flips on one line of 8 squares, as bytes: a disc placed at `at`
/// flips the runs of `opponent` that a `player` disc closes.
#[inline(always)]
fn line_flips(at: usize, player: u8, opponent: u8) -> u8 {
    let at = at & 7;
    let outflanks = OUTFLANK[at][usize::from(opponent >> 1) & 0x3F] & player;
    FLIPPED[at][usize::from(outflanks)]
}

/// `[at][inner opponent bits]`: the squares just past the run of opponent
/// discs beside `at`, in both directions, where that run is not empty
/// (only the inner six squares matter: a run can end at the edge squares
/// but not pass them).
static OUTFLANK: [[u8; 64]; 8] = build_outflank();

const fn build_outflank() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut at = 0;
    while at < 8 {
        let mut inner = 0;
        while inner < 64 {
            let opponent = inner << 1;
            let mut ends = 0u8;
            let mut next = at + 1;
            while next < 8 && opponent & (1 << next) != 0 {
                next += 1;
            }
            if next < 8 && next > at + 1 {
                ends |= 1 << next;
            }
            let mut next = at as i32 - 1;
            while next >= 0 && opponent & (1 << next) != 0 {
                next -= 1;
            }
            if next >= 0 && next < at as i32 - 1 {
                ends |= 1 << next;
            }
            table[at][inner] = ends;
            inner += 1;
        }
        at += 1;
    }
    table
}

/// `[at][outflanking squares]`: the squares between `at` and each of them.
static FLIPPED: [[u8; 256]; 8] = build_flipped();

const fn build_flipped() -> [[u8; 256]; 8] {
    let mut table = [[0u8; 256]; 8];
    let mut at = 0;
    while at < 8 {
        let mut ends = 0;
        while ends < 256 {
            let mut flipped = 0u8;
            let mut square = 0;
            while square < 8 {
                if ends & (1 << square) != 0 {
                    let (low, high) = if square < at {
                        (square, at)
                    } else {
                        (at, square)
                    };
                    let mut between = low + 1;
                    while between < high {
                        flipped |= 1 << between;
                        between += 1;
                    }
                }
                square += 1;
            }
            table[at][ends] = flipped;
            ends += 1;
        }
        at += 1;
    }
    table
}

/// A byte's bit r put on row r of column a.
static COLUMN_OF_BYTE: [u64; 256] = build_column_of_byte();

const fn build_column_of_byte() -> [u64; 256] {
    let mut table = [0u64; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut row = 0;
        while row < 8 {
            if byte & (1 << row) != 0 {
                table[byte] |= 1 << (row * 8);
            }
            row += 1;
        }
        byte += 1;
    }
    table
}

/// `flips` by walking the eight rays from `square`: slower, and simple
/// enough to check the others against.
#[cfg(test)]
fn flips_by_rays(player: u64, opponent: u64, square: u8) -> u64 {
    let rays = &RAYS[square as usize & 63];
    let mut flipped = 0;
    // Towards higher indices the nearest non-opponent square is the lowest bit.
    for ray in &rays[..4] {
        let stoppers = ray & !opponent;
        let nearest = stoppers & stoppers.wrapping_neg();
        let closes = ((nearest & player) != 0) as u64;
        flipped |= nearest.wrapping_sub(1) & ray & closes.wrapping_neg();
    }
    // Towards lower indices it is the highest bit. `| 1` keeps the shift in
    // range when the ray holds only opponent discs: bit 0 is then either on
    // the ray (an opponent disc, so it closes nothing) or off it (masked out).
    for ray in &rays[4..] {
        let stoppers = ray & !opponent;
        let nearest = (1u64 << 63) >> (stoppers | 1).leading_zeros();
        let closes = ((nearest & player & ray) != 0) as u64;
        flipped |= ray & !(nearest | nearest.wrapping_sub(1)) & closes.wrapping_neg();
    }
    flipped
}

/// `flips` with AVX2: the runs grown from the placed disc in the four line
/// directions at once, kept where a player disc closes them.
/// Compiled in when the build targets a CPU with AVX2 (see .cargo/config.toml).
#[cfg(fast_avx2)]
#[inline(always)]
fn flips_avx2(player: u64, opponent: u64, square: u8) -> u64 {
    // SAFETY: this function only exists when the build enables AVX2.
    unsafe {
        use std::arch::x86_64::*;
        let (mut up, mut down, shifts) = avx2::runs_from(1 << (square & 63), opponent);
        // A run flips only if the square just past it holds a player disc.
        let players = _mm256_set1_epi64x(player as i64);
        let zero = _mm256_setzero_si256();
        let closed_up = _mm256_and_si256(players, _mm256_sllv_epi64(up, shifts));
        let closed_down = _mm256_and_si256(players, _mm256_srlv_epi64(down, shifts));
        up = _mm256_andnot_si256(_mm256_cmpeq_epi64(closed_up, zero), up);
        down = _mm256_andnot_si256(_mm256_cmpeq_epi64(closed_down, zero), down);
        avx2::or_lanes(_mm256_or_si256(up, down))
    }
}

/// The vector core shared by `placements_avx2` and `flips_avx2`.
#[cfg(fast_avx2)]
mod avx2 {
    use super::NOT_EDGE_COLUMNS;
    use std::arch::x86_64::*;

    /// The runs of `opponent` discs that start next to a `seeds` disc, in
    /// the four line directions side by side (shifts 1, 8, 7, 9, one per
    /// lane), grown towards higher and lower bits by the doubling steps of
    /// `outflanking_ends`. Returns the runs up, the runs down and the shifts.
    ///
    /// # Safety
    /// Needs AVX2, which the module's `cfg` guarantees.
    #[inline(always)]
    pub unsafe fn runs_from(seeds: u64, opponent: u64) -> (__m256i, __m256i, __m256i) {
        let shifts = _mm256_set_epi64x(9, 7, 8, 1);
        let double = _mm256_add_epi64(shifts, shifts);
        let edge_masks = _mm256_set_epi64x(
            NOT_EDGE_COLUMNS as i64,
            NOT_EDGE_COLUMNS as i64,
            -1,
            NOT_EDGE_COLUMNS as i64,
        );
        let seeds = _mm256_set1_epi64x(seeds as i64);
        let runs = _mm256_and_si256(_mm256_set1_epi64x(opponent as i64), edge_masks);

        let mut up = _mm256_and_si256(runs, _mm256_sllv_epi64(seeds, shifts));
        let mut down = _mm256_and_si256(runs, _mm256_srlv_epi64(seeds, shifts));
        up = _mm256_or_si256(up, _mm256_and_si256(runs, _mm256_sllv_epi64(up, shifts)));
        down = _mm256_or_si256(
            down,
            _mm256_and_si256(runs, _mm256_srlv_epi64(down, shifts)),
        );
        let pairs_up = _mm256_and_si256(runs, _mm256_sllv_epi64(runs, shifts));
        let pairs_down = _mm256_srlv_epi64(pairs_up, shifts);
        for _ in 0..2 {
            up = _mm256_or_si256(
                up,
                _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, double)),
            );
            down = _mm256_or_si256(
                down,
                _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, double)),
            );
        }
        (up, down, shifts)
    }

    /// The OR of the four lanes.
    ///
    /// # Safety
    /// Needs AVX2, which the module's `cfg` guarantees.
    #[inline(always)]
    pub unsafe fn or_lanes(lanes: __m256i) -> u64 {
        let halves = _mm_or_si128(
            _mm256_castsi256_si128(lanes),
            _mm256_extracti128_si256(lanes, 1),
        );
        (_mm_cvtsi128_si64(halves) | _mm_extract_epi64(halves, 1)) as u64
    }
}

/// How many discs a `player` disc on `square` flips when every other square
/// is occupied (the last empty square of a game), with the opponent holding
/// all the squares `player` does not. Counting needs only the player's discs
/// along the four lines, so it is cheaper than `flips`.
#[inline(always)]
pub fn last_flip_count(player: u64, square: u8) -> u32 {
    #[cfg(fast_bmi2)]
    {
        last_flip_count_bmi2(player, square)
    }
    #[cfg(not(fast_bmi2))]
    {
        last_flip_count_portable(player, square)
    }
}

/// `last_flip_count` in plain integer code, for every target (wasm has no
/// `pext`): each line's player bits are gathered into one byte by a shift
/// or a multiplication, then looked up as in the BMI2 version. A row or a
/// diagonal keeps its squares' columns as bit positions, a column its rows.
#[cfg_attr(fast_bmi2, allow(dead_code))] // there, only the tests call it
#[inline(always)]
pub fn last_flip_count_portable(player: u64, square: u8) -> u32 {
    let square = square & 63;
    let (row, column) = ((square >> 3) as usize, (square & 7) as usize);
    let [diagonal, anti_diagonal] = DIAGONALS[square as usize];
    let by_column = &LINE_FLIP_COUNT[column];
    u32::from(by_column[((player >> (row * 8)) & 0xFF) as usize])
        + u32::from(LINE_FLIP_COUNT[row][usize::from(column_byte(player, column))])
        + u32::from(by_column[usize::from(rows_to_top(player & diagonal))])
        + u32::from(by_column[usize::from(rows_to_top(player & anti_diagonal))])
}

/// The two diagonals through each square (south-east and south-west), the
/// square included.
static DIAGONALS: [[u64; 2]; 64] = build_diagonals();

const fn build_diagonals() -> [[u64; 2]; 64] {
    let mut diagonals = [[0u64; 2]; 64];
    let mut square = 0;
    while square < 64 {
        let own = 1u64 << square;
        // RAYS' directions: 3 south-east, 7 north-west; 1 south-west, 5 north-east.
        diagonals[square] = [
            own | RAYS[square][3] | RAYS[square][7],
            own | RAYS[square][1] | RAYS[square][5],
        ];
        square += 1;
    }
    diagonals
}

/// `last_flip_count` with BMI2: each line's player bits are gathered by
/// `pext` into an index of a table of flip counts.
#[cfg(fast_bmi2)]
#[inline(always)]
fn last_flip_count_bmi2(player: u64, square: u8) -> u32 {
    use std::arch::x86_64::_pext_u64;
    let lines = &LINES[square as usize & 63];
    let mut count = 0;
    for line in lines {
        // SAFETY: this function only exists when the build enables BMI2.
        let bits = unsafe { _pext_u64(player, line.mask) } as usize;
        count += u32::from(LINE_FLIP_COUNT[line.at as usize & 7][bits & 0xFF]);
    }
    count
}

/// One line (row, column or diagonal) through a square: its squares, and
/// how many of them come before the square in bit order.
#[cfg(fast_bmi2)]
#[derive(Clone, Copy)]
struct Line {
    mask: u64,
    at: u8,
}

/// The four lines through each square.
#[cfg(fast_bmi2)]
static LINES: [[Line; 4]; 64] = build_lines();

#[cfg(fast_bmi2)]
const fn build_lines() -> [[Line; 4]; 64] {
    let mut lines = [[Line { mask: 0, at: 0 }; 4]; 64];
    let mut square = 0;
    while square < 64 {
        let mut axis = 0;
        while axis < 4 {
            // A line is the square with its rays in two opposite directions.
            let mask = (1u64 << square) | RAYS[square][axis] | RAYS[square][axis + 4];
            let before = mask & ((1u64 << square) - 1);
            lines[square][axis] = Line {
                mask,
                at: before.count_ones() as u8,
            };
            axis += 1;
        }
        square += 1;
    }
    lines
}

/// `[at][player bits]`: the discs flipped on a full line of up to 8 squares
/// by a disc placed at position `at`. Bits past a short line's end are
/// clear, so they act as the board's edge (no closing disc, no flip).
static LINE_FLIP_COUNT: [[u8; 256]; 8] = build_line_flip_count();

const fn build_line_flip_count() -> [[u8; 256]; 8] {
    // A full line: every square that is not the player's is the opponent's.
    let (outflank, flipped) = (build_outflank(), build_flipped());
    let mut table = [[0u8; 256]; 8];
    let mut at = 0;
    while at < 8 {
        let mut bits = 0;
        while bits < 256 {
            let player = bits as u8;
            let ends = outflank[at][((!player >> 1) & 0x3F) as usize] & player;
            table[at][bits] = flipped[at][ends as usize].count_ones() as u8;
            bits += 1;
        }
        at += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(names: &[&str]) -> u64 {
        names
            .iter()
            .map(|n| n.parse::<crate::Square>().unwrap().bit())
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn neighbours_are_the_squares_one_step_away_by_coordinates() {
        for square in 0..64i32 {
            let (row, column) = (square / 8, square % 8);
            let mut expected = 0u64;
            for other in 0..64i32 {
                let (r, c) = (other / 8, other % 8);
                if other != square && (r - row).abs() <= 1 && (c - column).abs() <= 1 {
                    expected |= 1 << other;
                }
            }
            assert_eq!(NEIGHBOURS[square as usize], expected, "square {square}");
        }
        assert_eq!(NEIGHBOURS[0], bits(&["b1", "a2", "b2"]));
    }

    /// `count` random boards (player, opponent) from the crate's generator.
    fn random_boards(count: usize) -> impl Iterator<Item = (u64, u64)> {
        let mut rng = crate::random::SplitMix64::new(0x9E37_79B9_7F4A_7C15);
        (0..count).map(move |_| {
            let state = rng.next_u64();
            let player = state & state.rotate_left(23);
            (player, !player & state.rotate_left(41))
        })
    }

    #[test]
    fn flips_by_lines_and_vectors_match_the_ray_walk() {
        for (player, opponent) in random_boards(20_000) {
            for square in 0..64 {
                // The placed square is empty in play.
                let (player, opponent) = (player & !(1 << square), opponent & !(1 << square));
                let expected = flips_by_rays(player, opponent, square);
                assert_eq!(
                    flips_portable(player, opponent, square),
                    expected,
                    "{player:x} {opponent:x} {square}"
                );
                #[cfg(fast_avx2)]
                assert_eq!(
                    flips_avx2(player, opponent, square),
                    expected,
                    "{player:x} {opponent:x} {square}"
                );
            }
        }
    }

    #[test]
    fn last_flip_counts_match_the_flips_on_a_full_board() {
        let mut rng = crate::random::SplitMix64::new(0x2545_F491_4F6C_DD1D);
        for _ in 0..20_000 {
            let state = rng.next_u64();
            for square in 0..64u8 {
                let player = state & !(1 << square);
                let opponent = !player & !(1 << square);
                let expected = flips_by_rays(player, opponent, square).count_ones();
                assert_eq!(
                    last_flip_count(player, square),
                    expected,
                    "{player:x} {square}"
                );
                assert_eq!(
                    last_flip_count_portable(player, square),
                    expected,
                    "{player:x} {square}"
                );
            }
        }
    }

    #[cfg(fast_avx2)]
    #[test]
    fn avx2_placements_match_the_portable_ones() {
        for (player, opponent) in random_boards(200_000) {
            assert_eq!(
                placements_avx2(player, opponent),
                placements_portable(player, opponent),
                "{player:x} {opponent:x}"
            );
        }
    }

    #[test]
    fn othello_start_has_four_placements() {
        // White d4 e5, black d5 e4; black to move.
        let black = bits(&["d5", "e4"]);
        let white = bits(&["d4", "e5"]);
        assert_eq!(placements(black, white), bits(&["d3", "c4", "f5", "e6"]));
    }

    #[test]
    fn flips_stop_at_the_nearest_own_disc() {
        // Black a1, white b1 c1 d1: a disc on e1 flips all three.
        let player = bits(&["a1"]);
        let opponent = bits(&["b1", "c1", "d1"]);
        assert_eq!(flips(player, opponent, 4), bits(&["b1", "c1", "d1"]));
        // A gap breaks the line.
        let opponent = bits(&["b1", "c1"]);
        assert_eq!(flips(player, opponent, 4), 0);
    }

    #[test]
    fn no_wrap_around_the_edge() {
        // White a2, black b2: a disc on h1 must not see h1-a2-b2 as a line.
        let player = bits(&["b2"]);
        let opponent = bits(&["a2"]);
        assert_eq!(flips(player, opponent, 7), 0);
        assert_eq!(placements(player, opponent) & bits(&["h1"]), 0);
    }
}
