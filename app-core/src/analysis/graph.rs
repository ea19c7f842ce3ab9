//! Where the analysis graph draws its points: one per placement (ply 1 is
//! the first), left to right, black's value up, in whole SVG units (no
//! float formatting in the page's wasm). The vertical scale fits the
//! largest value, in steps of 8 discs, at most the whole 64. The value
//! axis's numbers sit on the left, the moves' under the plot.

use crate::analysis::Point;

/// The drawing's size in SVG units. It scales as a whole (its numbers with
/// it), so a phone's is narrower and taller: at least 200 px tall there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Frame {
    pub width: i32,
    pub height: i32,
}

impl Frame {
    /// A panel wider than 600 px: about as many units as pixels.
    pub const WIDE: Frame = Frame {
        width: 640,
        height: 200,
    };
    /// A phone's panel (300–600 px wide): 320 × 240 is 206 px tall at 275 px.
    pub const NARROW: Frame = Frame {
        width: 320,
        height: 240,
    };

    /// The plot's top and bottom edges (the zero line halfway).
    fn plot_top(self) -> i32 {
        PAD
    }
    pub fn plot_bottom(self) -> i32 {
        self.height - AXIS_BOTTOM - PAD
    }
    /// The zero line.
    pub fn middle(self) -> i32 {
        (self.plot_top() + self.plot_bottom()) / 2
    }
    /// The first and the last point's x.
    fn left(self) -> i32 {
        AXIS_LEFT + PAD
    }
    fn right(self) -> i32 {
        self.width - PAD
    }
}

/// Room around the plot for the marks and the points' rims.
pub const PAD: i32 = 12;
/// Room for the value axis's numbers ("+64") left of the plot.
pub const AXIS_LEFT: i32 = 24;
/// Room for the moves' numbers under the plot.
pub const AXIS_BOTTOM: i32 = 14;

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

/// The scale: black's value at the top edge of the plot, in hundredths of
/// a disc, a multiple of 8 discs from 8 to 64.
pub fn span(points: &[Point]) -> i32 {
    let largest = plies(points)
        .iter()
        .filter_map(|p| p.value)
        .map(i32::abs)
        .max()
        .unwrap_or(0);
    ((largest + 799) / 800 * 800).clamp(800, 6400)
}

/// The points after each placement: the start is not drawn.
fn plies(points: &[Point]) -> &[Point] {
    &points[points.len().min(1)..]
}

/// The x of placement `ply` (from 1) of `count`, spread over the plot's
/// width (one alone in the middle).
pub fn x_of(frame: Frame, ply: usize, count: usize) -> i32 {
    let (left, right) = (frame.left(), frame.right());
    if count <= 1 {
        return (left + right) / 2;
    }
    left + (ply as i32 - 1) * (right - left) / (count as i32 - 1)
}

/// The y of black's value `value` (hundredths of a disc) on scale `span`.
pub fn y_of(frame: Frame, value: i32, span: i32) -> i32 {
    let half = frame.middle() - frame.plot_top();
    frame.middle() - value.clamp(-span, span) * half / span
}

/// The points after each placement, placed.
pub fn layout(frame: Frame, points: &[Point]) -> Vec<Placed> {
    let span = span(points);
    let plies = plies(points);
    plies
        .iter()
        .enumerate()
        .map(|(index, point)| Placed {
            ply: index + 1,
            x: x_of(frame, index + 1, plies.len()),
            y: point.value.map(|v| y_of(frame, v, span)),
            point: *point,
        })
        .collect()
}

/// The moves numbered under the plot: every tenth, or every fifth in a
/// game of fewer than 20 placements.
pub fn move_ticks(count: usize) -> impl Iterator<Item = usize> {
    let every = if count < 20 { 5 } else { 10 };
    (1..=count / every).map(move |n| n * every)
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
pub fn band(frame: Frame, count: usize) -> i32 {
    ((frame.right() - frame.left()) / (count as i32 - 1).max(1)).max(4)
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
        // The wide frame's plot: x 36 (24 for the numbers, 12 of pad) to
        // 628, y 12 to 174 (14 under it for the moves' numbers), zero at 93.
        let placed = layout(Frame::WIDE, &points);
        let xs: Vec<i32> = placed.iter().map(|p| p.x).collect();
        assert_eq!(xs, [36, 332, 628]);
        let plies: Vec<usize> = placed.iter().map(|p| p.ply).collect();
        assert_eq!(plies, [1, 2, 3]);
        // 81 units from the middle to the edge for 16 discs.
        assert_eq!(span(&points), 1600);
        assert_eq!(placed[0].y, Some(93 - 5));
        assert_eq!(placed[1].y, Some(93 + 63));
        assert_eq!(placed[2].y, None);
        assert_eq!(path(&placed), "M36 88 L332 156");
    }

    #[test]
    fn a_gap_breaks_the_line_and_the_scale_stops_at_64() {
        let points = [
            point(None),
            point(Some(6400)),
            point(None),
            point(Some(-9000)),
        ];
        let placed = layout(Frame::WIDE, &points);
        assert_eq!(span(&points), 6400);
        assert_eq!(placed[0].y, Some(PAD));
        assert_eq!(placed[2].y, Some(200 - 14 - PAD));
        assert_eq!(path(&placed), "M36 12 M628 174");
        // One placement sits in the middle.
        assert_eq!(layout(Frame::WIDE, &points[..2])[0].x, 332);
        assert!(layout(Frame::WIDE, &points[..1]).is_empty());
    }

    #[test]
    fn a_phone_frame_is_taller_than_wide_and_the_moves_are_numbered_by_tens() {
        // 60 placements on the narrow frame: x 36 to 308, zero at 113.
        let mut points = vec![point(Some(0)); 61];
        points[60] = point(Some(-800));
        let placed = layout(Frame::NARROW, &points);
        assert_eq!((placed[0].x, placed[59].x), (36, 308));
        assert_eq!(placed[0].y, Some(113));
        assert_eq!(placed[59].y, Some(240 - 14 - PAD));
        assert_eq!(band(Frame::NARROW, 60), 4);
        assert_eq!(move_ticks(60).collect::<Vec<_>>(), [10, 20, 30, 40, 50, 60]);
        assert_eq!(move_ticks(59).last(), Some(50));
        assert_eq!(move_ticks(12).collect::<Vec<_>>(), [5, 10]);
    }
}
