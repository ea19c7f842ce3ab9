//! Bitboard primitives: legal placements and flips for one side, with no
//! per-square loops. A bitboard is a `u64` with bit `row * 8 + column` set for
//! each occupied square (a1 = bit 0, h8 = bit 63).

/// The four centre squares d4, e4, d5, e5.
pub const CENTRE: u64 = (1 << 27) | (1 << 28) | (1 << 35) | (1 << 36);

/// Every square but those of columns a and h: keeps horizontal and diagonal
/// shifts from wrapping around the board's edge.
const NOT_EDGE_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// Squares where `player` may place: empty squares that outflank at least one
/// line of `opponent` discs. The classic centre opening is handled by the caller.
#[inline]
pub fn placements(player: u64, opponent: u64) -> u64 {
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
#[inline]
pub fn flips(player: u64, opponent: u64, square: u8) -> u64 {
    let rays = &RAYS[square as usize & 63];
    let mut flipped = 0;
    // Towards higher indices the nearest non-opponent square is the lowest bit.
    for ray in &rays[..4] {
        let stoppers = ray & !opponent;
        let nearest = stoppers & stoppers.wrapping_neg();
        let closes = ((nearest & player) != 0) as u64;
        flipped |= nearest.wrapping_sub(1) & ray & closes.wrapping_neg();
    }
    // Towards lower indices it is the highest bit.
    for ray in &rays[4..] {
        let stoppers = ray & !opponent;
        let nearest = (1u64 << 63)
            .checked_shr(stoppers.leading_zeros())
            .unwrap_or(0);
        let closes = ((nearest & player) != 0) as u64;
        flipped |= ray & !(nearest | nearest.wrapping_sub(1)) & closes.wrapping_neg();
    }
    flipped
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
    fn othello_start_has_four_placements() {
        // White d4 e5, black d5 e4; black to move.
        let black = bits(&["d5", "e4"]);
        let white = bits(&["d4", "e5"]);
        assert_eq!(placements(black, white), bits(&["d3", "c4", "f5", "e6"]));
    }

    #[test]
    fn flips_stop_at_the_nearest_own_disc() {
        // a1 black, b1..f1 white, g1 black: h... placing at a1 is occupied; place at h1? use row.
        let player = bits(&["a1"]);
        let opponent = bits(&["b1", "c1", "d1"]);
        assert_eq!(flips(player, opponent, 4), bits(&["b1", "c1", "d1"]));
        // A gap breaks the line.
        let opponent = bits(&["b1", "c1"]);
        assert_eq!(flips(player, opponent, 4), 0);
    }

    #[test]
    fn no_wrap_around_the_edge() {
        // h1 white, a2 black: placing g1? no line. Place at a2's neighbour across the edge.
        let player = bits(&["b2"]);
        let opponent = bits(&["a2"]);
        // h1 is bit 7, a2 is bit 8: a naive shift would see h1-a2-b2 as a line.
        assert_eq!(flips(player, opponent, 7), 0);
        assert_eq!(placements(player, opponent) & bits(&["h1"]), 0);
    }
}
