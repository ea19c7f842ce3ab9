//! Where the analysis graph draws its points: one per placement (ply 1 is
//! the first), left to right, black's value up, in whole SVG units (no
//! float formatting in the page's wasm). The vertical scale fits the
//! largest value, in steps of 8 discs, at most the whole 64.

use crate::analysis::Point;

pub const WIDTH: i32 = 640;
pub const HEIGHT: i32 = 200;
/// Room around the plot for the marks and the points' rims.
pub const PAD: i32 = 12;
/// The zero line.
pub const MIDDLE: i32 = HEIGHT / 2;

/// One point as drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    /// The placement it follows, from 1.
    pub ply: usize,
    pub x: i32,
    /// `None` while its position waits for the worker.
    pub y: Option<i32>,
    pub point: Point,
}

/// The points after each placement (the start is not drawn), placed.
pub fn layout(points: &[Point]) -> Vec<Placed> {
    let plies = &points[points.len().min(1)..];
    let largest = plies
        .iter()
        .filter_map(|p| p.value)
        .map(i32::abs)
        .max()
        .unwrap_or(0);
    // Hundredths of a disc at the top edge: a multiple of 8 discs.
    let span = ((largest + 799) / 800 * 800).clamp(800, 6400);
    let step = (WIDTH - 2 * PAD) / (plies.len() as i32 - 1).max(1);
    let left = if plies.len() == 1 { WIDTH / 2 } else { PAD };
    plies
        .iter()
        .enumerate()
        .map(|(index, point)| Placed {
            ply: index + 1,
            x: left + index as i32 * step,
            y: point
                .value
                .map(|v| MIDDLE - v.clamp(-span, span) * (MIDDLE - PAD) / span),
            point: *point,
        })
        .collect()
}

/// The line through the known points, broken where one is missing.
pub fn path(placed: &[Placed]) -> String {
    let mut path = String::new();
    let mut joined = false;
    for p in placed {
        match p.y {
            Some(y) => {
                path.push_str(&format!("{}{} {} ", if joined { 'L' } else { 'M' }, p.x, y));
                joined = true;
            }
            None => joined = false,
        }
    }
    path.trim_end().to_string()
}

/// The width of the band around a point that takes its clicks.
pub fn band(count: usize) -> i32 {
    ((WIDTH - 2 * PAD) / (count as i32 - 1).max(1)).max(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(value: Option<i32>) -> Point {
        Point {
            placements: 0,
            value,
            exact: false,
            passed: None,
            ran_out: None,
        }
    }

    #[test]
    fn points_spread_over_the_width_and_values_fit_the_scale() {
        // The start and three placements: +1, -12.5 (scale 16 discs), unknown.
        let points = [
            point(Some(0)),
            point(Some(100)),
            point(Some(-1250)),
            point(None),
        ];
        let placed = layout(&points);
        let xs: Vec<i32> = placed.iter().map(|p| p.x).collect();
        assert_eq!(xs, [12, 320, 628]);
        let plies: Vec<usize> = placed.iter().map(|p| p.ply).collect();
        assert_eq!(plies, [1, 2, 3]);
        // 88 units from the middle to the edge for 16 discs.
        assert_eq!(placed[0].y, Some(100 - 88 / 16));
        assert_eq!(placed[1].y, Some(100 + 1250 * 88 / 1600));
        assert_eq!(placed[2].y, None);
        assert_eq!(path(&placed), "M12 95 L320 168");
    }

    #[test]
    fn a_gap_breaks_the_line_and_the_scale_stops_at_64() {
        let points = [
            point(None),
            point(Some(6400)),
            point(None),
            point(Some(-9000)),
        ];
        let placed = layout(&points);
        assert_eq!(placed[0].y, Some(PAD));
        assert_eq!(placed[2].y, Some(HEIGHT - PAD));
        assert_eq!(path(&placed), "M12 12 M628 188");
        // One placement sits in the middle.
        assert_eq!(layout(&points[..2])[0].x, WIDTH / 2);
        assert!(layout(&points[..1]).is_empty());
    }
}
