//! Board diagrams as SVG, for club pages and printouts: the 64 squares, the
//! discs, optionally the coordinates, the numbers of the last placements and
//! a marker for the side to move. The output is deterministic (same input,
//! same bytes) and every element names its square (`data-square="d4"`), so
//! tests and style sheets can find it.

use std::fmt::Write;

use super::markup::escape;
use crate::position::{Color, Position};
use crate::Square;

/// The colours of the board and discs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Look {
    /// The 1880s game: black and red discs on a tan board.
    #[default]
    Classic,
    /// The modern game: black and white discs on green.
    Othello,
}

impl Look {
    /// The board, its grid lines, black's discs and the second colour's.
    fn colours(self) -> [&'static str; 4] {
        match self {
            Look::Classic => ["#d8b47a", "#5a4026", "#1b1b1b", "#b3261e"],
            Look::Othello => ["#1f7a3f", "#0c3b1e", "#111111", "#f5f5f5"],
        }
    }
}

/// What the diagram shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The letters a–h and numbers 1–8 around the board.
    pub coordinates: bool,
    /// Number the last this many placements with their move numbers.
    pub numbers: usize,
    pub look: Look,
    /// A disc of the side to move below the board.
    pub side_to_move: bool,
    /// The side of one square, in pixels (clamped to 8..=200).
    pub square_size: u32,
    /// The image's title (for screen readers); escaped.
    pub title: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            coordinates: true,
            numbers: 0,
            look: Look::Classic,
            side_to_move: true,
            square_size: 40,
            title: String::new(),
        }
    }
}

/// The diagram's measures, in pixels.
struct Layout {
    cell: u32,
    /// Room for the coordinates on each side (none without them).
    margin: u32,
    /// Room under the board for the side to move (none once the game is over).
    footer: u32,
}

impl Layout {
    fn of(position: &Position, options: &Options) -> Layout {
        let cell = options.square_size.clamp(8, 200);
        Layout {
            cell,
            margin: if options.coordinates { cell / 2 } else { 0 },
            footer: if options.side_to_move && !position.is_over() {
                cell
            } else {
                0
            },
        }
    }

    /// The width and height in pixels.
    fn size(&self) -> (u32, u32) {
        let width = self.cell * 8 + 2 * self.margin;
        (width, width + self.footer)
    }
}

/// The width and height of the diagram `write` gives, in pixels (for a
/// picture drawn from it at its own size).
pub fn size(position: &Position, options: &Options) -> (u32, u32) {
    Layout::of(position, options).size()
}

/// The SVG of `position`. `placements` are the game's placements in order
/// (move 1 first); the last `options.numbers` of them get their number on
/// their square. Pass `&[]` when the moves are unknown (a board string).
pub fn write(position: &Position, placements: &[Square], options: &Options) -> String {
    let layout = Layout::of(position, options);
    let (width, height) = layout.size();
    let Layout {
        cell,
        margin,
        footer,
    } = layout;
    let [board_fill, line, black, white] = options.look.colours();
    let disc_fill = |color: Color| match color {
        Color::Black => black,
        Color::White => white,
    };
    let mut svg = String::with_capacity(8 * 1024);
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" role=\"img\" font-family=\"sans-serif\">"
    );
    if !options.title.is_empty() {
        let _ = write!(svg, "<title>{}</title>", escape(&options.title));
    }
    let _ = write!(
        svg,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    // The squares share their paint through a group (a fifth of the bytes).
    let _ = write!(svg, "<g fill=\"{board_fill}\" stroke=\"{line}\">");
    for square in Square::all() {
        let x = margin + u32::from(square.column()) * cell;
        let y = margin + u32::from(square.row()) * cell;
        let _ = write!(
            svg,
            "<rect class=\"square\" data-square=\"{square}\" x=\"{x}\" y=\"{y}\" width=\"{cell}\" \
             height=\"{cell}\"/>"
        );
    }
    svg.push_str("</g>");
    let radius = cell * 2 / 5;
    let disc = |svg: &mut String, square: Option<Square>, color: Color, cx: u32, cy: u32| {
        let name = color.name(position.variant());
        let _ = match square {
            Some(square) => write!(svg, "<circle class=\"disc\" data-square=\"{square}\" "),
            None => write!(svg, "<circle class=\"to-move\" "),
        };
        let _ = write!(
            svg,
            "data-disc=\"{name}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{radius}\" fill=\"{}\" \
             stroke=\"{line}\"/>",
            disc_fill(color)
        );
    };
    let centre = |square: Square| {
        (
            margin + u32::from(square.column()) * cell + cell / 2,
            margin + u32::from(square.row()) * cell + cell / 2,
        )
    };
    for square in Square::all() {
        if let Some(color) = position.color_at(square) {
            let (cx, cy) = centre(square);
            disc(&mut svg, Some(square), color, cx, cy);
        }
    }
    let first_numbered = placements.len().saturating_sub(options.numbers);
    let font = cell * 2 / 5;
    for (index, &square) in placements.iter().enumerate().skip(first_numbered) {
        let (cx, cy) = centre(square);
        // Light figures on a dark disc, dark ones on a light disc.
        let ink = match (position.color_at(square), options.look) {
            (Some(Color::White), Look::Othello) => black,
            _ => "#ffffff",
        };
        let _ = write!(
            svg,
            "<text class=\"number\" data-square=\"{square}\" x=\"{cx}\" y=\"{cy}\" \
             font-size=\"{font}\" fill=\"{ink}\" text-anchor=\"middle\" \
             dominant-baseline=\"central\">{}</text>",
            index + 1
        );
    }
    if options.coordinates {
        let font = cell / 3;
        for i in 0..8u8 {
            let along = margin + u32::from(i) * cell + cell / 2;
            let letter = char::from(b'a' + i);
            let _ = write!(
                svg,
                "<text class=\"coordinate\" x=\"{along}\" y=\"{}\" font-size=\"{font}\" \
                 text-anchor=\"middle\" dominant-baseline=\"central\">{letter}</text>",
                margin / 2
            );
            let _ = write!(
                svg,
                "<text class=\"coordinate\" x=\"{}\" y=\"{along}\" font-size=\"{font}\" \
                 text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
                margin / 2,
                i + 1
            );
        }
    }
    if footer > 0 {
        disc(
            &mut svg,
            None,
            position.side_to_move(),
            width / 2,
            width + footer / 2,
        );
    }
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transcript;
    use crate::Variant;

    #[test]
    fn the_same_input_gives_the_same_bytes() {
        let position = transcript::position_after(Variant::Othello, "f5d6").unwrap();
        let options = Options::default();
        assert_eq!(
            write(&position, &[], &options),
            write(&position, &[], &options)
        );
    }

    #[test]
    fn no_footer_once_the_game_is_over() {
        let over = crate::obf::parse(Variant::Othello, &format!("{} X", "X".repeat(64))).unwrap();
        let svg = write(&over, &[], &Options::default());
        assert!(!svg.contains("to-move"));
    }
}
