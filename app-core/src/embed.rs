//! Embed mode: `?embed=1` shows a compact page (the board, whose turn, the
//! score and a few buttons) for an `<iframe>` on another site. This module
//! reads the embed's own parameters and writes the `<iframe>` snippet; the
//! game parameters (`variant`, `moves`, `black`, `red`/`white`, `tutorial`)
//! are the share link's ([`crate::link::Link`]).
//!
//! ```text
//! ?embed=1&variant=othello&moves=f5d6&black=human&white=ai:3
//!         &theme=othello,dark&coords=0&lang=en
//! ```
//!
//! `theme` takes one or two words separated by a comma: a board look
//! (`classic`, `othello`, or `auto` = the variant's own) and a colour scheme
//! (`light`, `dark`, or `auto` = the visitor's `prefers-color-scheme`), in
//! any order. `theme=auto` sets both to `auto`. `coords=0|1` hides or shows
//! the coordinates. `lang` is passed on untouched to the page's language
//! setting. Anything not understood is reported (cut to a bound) and left
//! at its default; it never stops the embed from showing.

use crate::query::{head, pairs, QUERY_LIMIT};
use crate::reason::{quote, LoadProblem, QUOTE_LIMIT};

/// The board look.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Look {
    /// The variant's own look (classic: red-brown, free: slate, Othello: green).
    #[default]
    Auto,
    Classic,
    Othello,
}

/// The colour scheme of the page around the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Scheme {
    /// The visitor's `prefers-color-scheme`.
    #[default]
    Auto,
    Light,
    Dark,
}

impl Look {
    pub const ALL: [Look; 3] = [Look::Auto, Look::Classic, Look::Othello];

    pub fn from_name(name: &str) -> Look {
        Look::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .unwrap_or_default()
    }

    pub fn name(self) -> &'static str {
        match self {
            Look::Auto => "auto",
            Look::Classic => "classic",
            Look::Othello => "othello",
        }
    }
}

impl Scheme {
    pub const ALL: [Scheme; 3] = [Scheme::Auto, Scheme::Light, Scheme::Dark];

    pub fn from_name(name: &str) -> Scheme {
        Scheme::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .unwrap_or_default()
    }

    pub fn name(self) -> &'static str {
        match self {
            Scheme::Auto => "auto",
            Scheme::Light => "light",
            Scheme::Dark => "dark",
        }
    }
}

/// The embed's display parameters.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Embed {
    pub look: Look,
    pub scheme: Scheme,
    pub coords: bool,
    /// `lang=`, kept only if it looks like a language tag (`en`, `pt-BR`).
    pub lang: Option<String>,
    /// What could not be read ([`LoadProblem::BadParameter`], each value
    /// cut to [`QUOTE_LIMIT`]).
    pub problems: Vec<LoadProblem>,
}

impl Default for Embed {
    fn default() -> Embed {
        Embed {
            look: Look::Auto,
            scheme: Scheme::Auto,
            coords: true,
            lang: None,
            problems: Vec::new(),
        }
    }
}

/// Whether the query asks for embed mode (`embed=1`, `embed=true` or a bare `embed`).
pub fn requested(query: &str) -> bool {
    pairs(head(query, QUERY_LIMIT))
        .any(|(key, value)| key == "embed" && !matches!(value.as_str(), "0" | "false"))
}

impl Embed {
    /// Reads the embed parameters of a query string; unknown parameters
    /// (the game's among them) are left to others.
    pub fn parse(query: &str) -> Embed {
        let mut embed = Embed::default();
        for (key, value) in pairs(head(query, QUERY_LIMIT)) {
            match key.as_str() {
                "theme" => embed.read_theme(&value),
                "coords" => match value.to_ascii_lowercase().as_str() {
                    "1" | "on" | "true" | "yes" => embed.coords = true,
                    "0" | "off" | "false" | "no" => embed.coords = false,
                    _ => embed.problem("coords", &value),
                },
                "lang" => {
                    if is_language_tag(&value) {
                        embed.lang = Some(value);
                    } else {
                        embed.problem("lang", &value);
                    }
                }
                _ => {}
            }
        }
        embed
    }

    fn problem(&mut self, key: &'static str, value: &str) {
        // At most a handful of notices, however long the query.
        if self.problems.len() < 4 {
            self.problems.push(LoadProblem::BadParameter {
                key,
                value: quote(value, QUOTE_LIMIT),
            });
        }
    }

    fn read_theme(&mut self, value: &str) {
        let words: Vec<String> = value
            .split(',')
            .map(|w| w.trim().to_ascii_lowercase())
            .collect();
        if words.len() > 2 {
            self.problem("theme", value);
            return;
        }
        for word in &words {
            match word.as_str() {
                "auto" if words.len() == 1 => {
                    self.look = Look::Auto;
                    self.scheme = Scheme::Auto;
                }
                "classic" => self.look = Look::Classic,
                "othello" => self.look = Look::Othello,
                "light" => self.scheme = Scheme::Light,
                "dark" => self.scheme = Scheme::Dark,
                // In a pair, `auto` leaves its part at the default.
                "auto" => {}
                _ => {
                    self.problem("theme", value);
                    return;
                }
            }
        }
    }

    /// The `theme=` value that gives this look and scheme, if not the default.
    pub fn theme_value(&self) -> Option<String> {
        match (self.look, self.scheme) {
            (Look::Auto, Scheme::Auto) => None,
            (look, Scheme::Auto) => Some(look.name().into()),
            (Look::Auto, scheme) => Some(scheme.name().into()),
            (look, scheme) => Some(format!("{},{}", look.name(), scheme.name())),
        }
    }

    /// The query-string part of the embed's own parameters, starting with `&`.
    pub fn write(&self) -> String {
        let mut text = String::new();
        if let Some(theme) = self.theme_value() {
            text.push_str("&theme=");
            text.push_str(&theme);
        }
        if !self.coords {
            text.push_str("&coords=0");
        }
        if let Some(lang) = &self.lang {
            text.push_str("&lang=");
            text.push_str(lang);
        }
        text
    }
}

/// `en`, `de-CH`, `pt-BR`: letters and digits in pieces joined by `-`, at
/// most 35 characters (the length BCP 47 tags can reach in practice).
pub fn is_language_tag(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 35
        && text.split('-').all(|part| {
            (1..=8).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// Escapes text for a double-quoted HTML attribute.
pub fn escape_attribute(text: &str) -> String {
    reversi_engine::format::markup::escape(text)
}

/// The copy-paste `<iframe>` for a page address (`https://club.example/reversi/`),
/// a query (`?embed=1&…`), a width in CSS pixels (the height is
/// [`frame_height`]) or `None` to fit the page's width (a frame as wide as
/// its column, at most 640 px), and an accessible title.
pub fn snippet(address: &str, query: &str, size: Option<u32>, title: &str) -> String {
    // `border:0` in every snippet: without it browsers draw a grey inset
    // frame around the board; `max-width:100%` narrows a fixed size in a
    // narrower column (the embed keeps its board as wide as the frame).
    let size = match size {
        Some(size) => format!(
            "width=\"{size}\" height=\"{}\" style=\"max-width:100%;border:0\"",
            frame_height(size)
        ),
        None => FIT_WIDTH.to_string(),
    };
    format!(
        "<iframe src=\"{}\" {size} title=\"{}\" loading=\"lazy\"></iframe>",
        escape_attribute(&format!("{address}{query}")),
        escape_attribute(title),
    )
}

/// The height of an embed frame `width` px wide whose board is as wide as
/// the frame: the board and the rows above it (`style/main.css`: the status
/// and counts 28 px, the buttons 44 px, from 360 px on who plays 18 px).
pub fn frame_height(width: u32) -> u32 {
    width + if width < 360 { 72 } else { 90 }
}

/// The size of a frame that fits the page's width: a style attribute, the
/// one way to keep an `<iframe>`'s shape as its column narrows (4:5, near
/// [`frame_height`]'s, and no taller than the widest size's).
const FIT_WIDTH: &str =
    "style=\"width:100%;max-width:640px;aspect-ratio:4/5;height:auto;max-height:730px;border:0\"";

/// The widths offered in the dialog, in CSS pixels.
pub const SIZES: [u32; 4] = [280, 360, 480, 640];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_is_requested_by_the_parameter() {
        assert!(requested("?embed=1"));
        assert!(requested("?variant=free&embed"));
        assert!(requested("?embed=true&moves=d4"));
        assert!(!requested("?embed=0"));
        assert!(!requested("?embedded=1"));
        assert!(!requested(""));
    }

    #[test]
    fn theme_takes_a_look_and_a_scheme_in_either_order() {
        let e = Embed::parse("?embed=1&theme=othello,dark");
        assert_eq!((e.look, e.scheme), (Look::Othello, Scheme::Dark));
        let e = Embed::parse("?theme=light,classic");
        assert_eq!((e.look, e.scheme), (Look::Classic, Scheme::Light));
        let e = Embed::parse("?theme=dark");
        assert_eq!((e.look, e.scheme), (Look::Auto, Scheme::Dark));
        let e = Embed::parse("?theme=Othello");
        assert_eq!((e.look, e.scheme), (Look::Othello, Scheme::Auto));
        let e = Embed::parse("?theme=auto,dark");
        assert_eq!((e.look, e.scheme), (Look::Auto, Scheme::Dark));
        let e = Embed::parse("?theme=auto");
        assert_eq!(
            (e.look, e.scheme, e.problems.len()),
            (Look::Auto, Scheme::Auto, 0)
        );
    }

    #[test]
    fn coords_and_lang() {
        assert!(Embed::parse("").coords);
        assert!(!Embed::parse("?coords=0").coords);
        assert!(!Embed::parse("?coords=off").coords);
        assert!(Embed::parse("?coords=1").coords);
        assert_eq!(Embed::parse("?lang=pt-BR").lang.as_deref(), Some("pt-BR"));
        assert_eq!(Embed::parse("?lang=%3Cb%3E").lang, None);
        assert_eq!(Embed::parse("?lang=%3Cb%3E").problems.len(), 1);
    }

    #[test]
    fn garbage_gives_bounded_problems_and_the_defaults() {
        let huge = format!(
            "?theme={}&coords=maybe&lang=x{}",
            "<script>".repeat(2000),
            "y".repeat(90)
        );
        let e = Embed::parse(&huge);
        assert_eq!(
            (e.look, e.scheme, e.coords, e.lang.clone()),
            (Look::Auto, Scheme::Auto, true, None)
        );
        assert!(!e.problems.is_empty());
        for problem in &e.problems {
            let LoadProblem::BadParameter { value, .. } = problem else {
                panic!("{problem:?}")
            };
            assert!(value.chars().count() <= QUOTE_LIMIT + 1, "{value}");
        }
        assert_eq!(
            e.problems[0],
            LoadProblem::BadParameter {
                key: "theme",
                value: "<script><script><script>".to_string() + "…"
            }
        );
        let e = Embed::parse("?theme=classic,othello,dark");
        assert_eq!(e.problems.len(), 1);
        let many = "&coords=x".repeat(100);
        assert_eq!(Embed::parse(&many).problems.len(), 4);
        // A query cut inside a character does not panic.
        let cut = format!("?theme={}", "é".repeat(QUERY_LIMIT));
        assert!(!Embed::parse(&cut).problems.is_empty());
    }

    #[test]
    fn writes_back_what_it_reads() {
        for query in [
            "",
            "&theme=othello",
            "&theme=dark",
            "&theme=classic,light&coords=0&lang=de",
        ] {
            assert_eq!(Embed::parse(query).write(), query);
        }
    }

    #[test]
    fn the_snippet_escapes_its_attributes() {
        let text = snippet(
            "https://club.example/re\"versi/",
            "?embed=1&variant=othello",
            Some(360),
            "Reversi <board>",
        );
        assert_eq!(
            text,
            "<iframe src=\"https://club.example/re&quot;versi/?embed=1&amp;variant=othello\" width=\"360\" height=\"450\" style=\"max-width:100%;border:0\" title=\"Reversi &lt;board&gt;\" loading=\"lazy\"></iframe>"
        );
        // Fitting the page's width: as wide as the column, 4:5.
        assert_eq!(
            snippet("https://club.example/", "?embed=1", None, "Reversi"),
            "<iframe src=\"https://club.example/?embed=1\" style=\"width:100%;max-width:640px;aspect-ratio:4/5;height:auto;max-height:730px;border:0\" title=\"Reversi\" loading=\"lazy\"></iframe>"
        );
    }

    #[test]
    fn a_frame_is_the_board_and_the_rows_above_it() {
        // Status 28 px and buttons 44 px; who plays (18 px) from 360 px on.
        assert_eq!(frame_height(280), 352);
        assert_eq!(frame_height(359), 431);
        assert_eq!(frame_height(360), 450);
        assert_eq!(frame_height(640), 730);
    }

    /// The declarations of the one `style` attribute of an `<iframe>` snippet.
    fn style_declarations(snippet: &str) -> Vec<(String, String)> {
        let styles: Vec<&str> = snippet.split(" style=\"").skip(1).collect();
        assert_eq!(styles.len(), 1, "one style attribute: {snippet}");
        let style = styles[0].split('"').next().unwrap_or_default();
        style
            .split(';')
            .filter_map(|d| d.split_once(':'))
            .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
            .collect()
    }

    #[test]
    fn every_snippet_is_borderless_and_narrows_with_its_column() {
        // Each size the dialog offers, and the one that fits the page.
        let sizes = SIZES.iter().map(|&s| Some(s)).chain([None]);
        let mut checked = 0;
        for size in sizes {
            let text = snippet("https://club.example/", "?embed=1", size, "Reversi");
            let style = style_declarations(&text);
            let has =
                |name: &str, value: &str| style.contains(&(name.to_string(), value.to_string()));
            assert!(has("border", "0"), "{text}");
            match size {
                Some(size) => {
                    let height = frame_height(size);
                    assert!(
                        text.contains(&format!(" width=\"{size}\" height=\"{height}\" ")),
                        "{text}"
                    );
                    assert!(has("max-width", "100%"), "{text}");
                }
                None => assert!(has("width", "100%") && has("height", "auto"), "{text}"),
            }
            checked += 1;
        }
        assert_eq!(checked, 5, "280, 360, 480, 640 and the page's width");
    }
}
