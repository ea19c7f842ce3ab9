//! The flip sequence: the turned discs flip ring by ring, outward from the
//! placed disc, about 250 ms apart and under a second in all.

use reversi_engine::Square;

/// The delay before the first ring turns, while the placed disc drops in.
pub const FIRST_RING_MS: u32 = 120;
/// How long one disc takes to turn (the CSS transition).
pub const TURN_MS: u32 = 240;
/// The gap between rings when there are few of them.
pub const RING_GAP_MS: u32 = 250;
/// The whole sequence stays under this.
pub const TOTAL_LIMIT_MS: u32 = 950;

/// The flipped discs grouped by distance from `origin` (king moves), nearest first.
pub fn rings(origin: Square, flips: u64) -> Vec<u64> {
    let mut rings = vec![0u64; 8];
    for square in Square::iter_bits(flips) {
        rings[distance(origin, square)] |= square.bit();
    }
    rings.retain(|&ring| ring != 0);
    rings
}

fn distance(a: Square, b: Square) -> usize {
    let dc = a.column().abs_diff(b.column());
    let dr = a.row().abs_diff(b.row());
    dc.max(dr) as usize
}

/// The gap between rings so that `count` rings finish within the limit.
pub fn ring_gap_ms(count: usize) -> u32 {
    if count <= 1 {
        return RING_GAP_MS;
    }
    let room = TOTAL_LIMIT_MS - FIRST_RING_MS - TURN_MS;
    RING_GAP_MS.min(room / (count as u32 - 1))
}

/// When ring `index` starts to turn, from the click.
pub fn ring_start_ms(index: usize, count: usize) -> u32 {
    FIRST_RING_MS + index as u32 * ring_gap_ms(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tests::sq;

    #[test]
    fn rings_go_outward() {
        let flips = sq("d5").bit() | sq("d6").bit() | sq("e5").bit() | sq("f4").bit();
        let rings = rings(sq("d7"), flips);
        assert_eq!(
            rings,
            [
                sq("d6").bit(),
                sq("d5").bit() | sq("e5").bit(),
                sq("f4").bit()
            ]
        );
        assert!(super::rings(sq("a1"), 0).is_empty());
    }

    #[test]
    fn the_sequence_stays_under_a_second() {
        for count in 1..=7 {
            let last = ring_start_ms(count - 1, count) + TURN_MS;
            assert!(last < 1000, "{count} rings end at {last} ms");
        }
        assert_eq!(ring_gap_ms(2), 250);
    }
}
