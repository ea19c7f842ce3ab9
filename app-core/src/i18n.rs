//! Languages. The texts are Fluent messages (`locales/<code>.ftl`, one file
//! per language); `strings` looks them up by id. English is compiled in as
//! the source and the fallback; the other languages are fetched on demand
//! (`ui::language`), so the page does not carry all six.
//!
//! This module reads the subset of Fluent syntax the files use: messages,
//! variables (`{ $count }`), string literals and select expressions on a
//! number (its CLDR plural category, or an exact number key) or on a string
//! (`{ $color -> [black] … *[white] … }`). The native tests check every file
//! with the real Fluent parser and compare each message, formatted with
//! sample arguments, against `fluent-bundle`; and the plural rules below
//! against `intl_pluralrules` (CLDR). `fluent-bundle` itself would add about
//! 44 KB gzip to the page (measured), more than the budget has left.
//!
//! Nothing here panics: an unknown id, a missing argument or a broken
//! message falls back to English, and then to the id itself.

use std::cell::RefCell;
// Leptos's hasher (the page has it already), not std's SipHash, whose code
// the page would carry for these two maps alone (its size, docs/size.md).
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// The English messages, compiled in without their comment lines (notes
/// for translators, which the reader skips), as the served files are
/// (scripts/precache.mjs): the page's size.
pub const ENGLISH_SOURCE: &str = {
    const FILE: &[u8] = include_bytes!("../../locales/en.ftl");
    const TEXT: [u8; without_comments(FILE, &mut [])] = {
        let mut text = [0; without_comments(FILE, &mut [])];
        without_comments(FILE, &mut text);
        text
    };
    match std::str::from_utf8(&TEXT) {
        Ok(text) => text,
        Err(_) => panic!("locales/en.ftl is not UTF-8"),
    }
};

/// Copies `file` into `out` without the lines that start with `#`, as far as
/// `out` has room, and says how long the whole copy is (so that a first
/// call with no room gives the length).
const fn without_comments(file: &[u8], out: &mut [u8]) -> usize {
    let (mut read, mut written) = (0, 0);
    let mut line_start = true;
    let mut comment = false;
    while read < file.len() {
        let byte = file[read];
        if line_start {
            comment = byte == b'#';
        }
        if !comment {
            if written < out.len() {
                out[written] = byte;
            }
            written += 1;
        }
        line_start = byte == b'\n';
        read += 1;
    }
    written
}
/// English's later texts, for the native tests (the page fetches them).
#[cfg(test)]
pub(crate) const ENGLISH_LATER_SOURCE: &str = include_str!("../../locales/later/en.ftl");

/// Where the chosen language is remembered.
pub const LANG_KEY: &str = "reversi.lang";

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Lang {
    En,
    Ru,
    Mn,
    Hu,
    Uz,
    Sr,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Ru, Lang::Mn, Lang::Hu, Lang::Uz, Lang::Sr];

    /// The code of `?lang=`, the file name and `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Mn => "mn",
            Lang::Hu => "hu",
            Lang::Uz => "uz",
            Lang::Sr => "sr",
        }
    }

    /// The BCP 47 tag for `<html lang>`: the script where the language has
    /// another one by default (Serbian and Uzbek are written in Latin here).
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::Uz => "uz-Latn",
            Lang::Sr => "sr-Latn",
            other => other.code(),
        }
    }

    /// The language named in itself, for the switcher.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Mn => "Монгол",
            Lang::Hu => "Magyar",
            Lang::Uz => "Oʻzbekcha",
            Lang::Sr => "Srpski",
        }
    }

    /// A language tag such as `ru`, `ru-RU` or `sr-Latn-RS` (any case),
    /// by its primary subtag. `sh` (Serbo-Croatian) reads as Serbian.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "sh" => Some(Lang::Sr),
            code => Lang::ALL.into_iter().find(|lang| lang.code() == code),
        }
    }

    /// The CLDR cardinal plural category of a whole number.
    pub fn plural(self, n: u64) -> &'static str {
        let (last, last_two) = (n % 10, n % 100);
        match self {
            Lang::Ru | Lang::Sr if last == 1 && last_two != 11 => "one",
            Lang::Ru | Lang::Sr if (2..=4).contains(&last) && !(12..=14).contains(&last_two) => {
                "few"
            }
            Lang::Ru => "many",
            Lang::Sr => "other",
            _ if n == 1 => "one",
            _ => "other",
        }
    }
}

/// The language of a page load: a valid `?lang=`, else the stored choice,
/// else the first of the browser's languages that the app speaks, else English.
pub fn choose(query: Option<&str>, stored: Option<&str>, navigator: &[String]) -> Lang {
    query
        .and_then(Lang::parse)
        .or_else(|| stored.and_then(Lang::parse))
        .or_else(|| navigator.iter().find_map(|tag| Lang::parse(tag)))
        .unwrap_or(Lang::En)
}

/// The value of `lang=` in a query string such as `?variant=free&lang=ru`.
pub fn query_lang(query: &str) -> Option<String> {
    crate::query::get(query, "lang")
}

/// An argument of a message.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Str(&'a str),
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s)
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

/// One language's messages.
#[derive(Debug)]
pub struct Bundle {
    pub lang: Lang,
    messages: HashMap<String, Vec<Part>>,
}

impl Bundle {
    /// Reads an `.ftl` file. Messages that cannot be read are left out and
    /// reported in the second part of the answer.
    pub fn parse(lang: Lang, source: &str) -> (Bundle, Vec<String>) {
        let mut messages = HashMap::default();
        let mut errors = Vec::new();
        let mut entries: Vec<(String, String)> = Vec::new();
        for line in source.lines() {
            let line = line.trim_end();
            if line.starts_with([' ', '\t']) {
                if let Some((_, body)) = entries.last_mut() {
                    body.push('\n');
                    body.push_str(line.trim_start());
                } else {
                    errors.push(format!("indented line outside a message: {line}"));
                }
            } else if line.is_empty() || line.starts_with('#') {
                continue;
            } else if let Some((id, value)) = line.split_once('=') {
                let id = id.trim();
                let valid = id.starts_with(|c: char| c.is_ascii_alphabetic())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if valid {
                    entries.push((id.to_string(), value.trim_start().to_string()));
                } else {
                    errors.push(format!("bad message id: {id}"));
                }
            } else {
                errors.push(format!("not a message: {line}"));
            }
        }
        for (id, body) in entries {
            let mut reader = Reader {
                chars: body.chars().collect(),
                at: 0,
            };
            match reader.pattern(false) {
                Some(parts) if reader.at == reader.chars.len() && !parts.is_empty() => {
                    messages.insert(id, parts);
                }
                _ => errors.push(format!("cannot read message {id}")),
            }
        }
        (Bundle { lang, messages }, errors)
    }

    pub fn has(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The message formatted, or `None` if it is missing or an argument it
    /// needs is.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let mut out = String::new();
        self.write(self.messages.get(id)?, args, &mut out)?;
        Some(out)
    }

    fn write(&self, parts: &[Part], args: &[(&str, Arg)], out: &mut String) -> Option<()> {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a);
        for part in parts {
            match part {
                Part::Text(text) => out.push_str(text),
                Part::Var(name) => match arg(name)? {
                    Arg::Num(n) => out.push_str(&n.to_string()),
                    Arg::Str(s) => out.push_str(s),
                },
                Part::Select {
                    var,
                    variants,
                    default,
                } => {
                    let chosen = match arg(var)? {
                        Arg::Num(n) => {
                            let exact = n.to_string();
                            let category = self.lang.plural(n.unsigned_abs());
                            variants
                                .iter()
                                .position(|(key, _)| *key == exact)
                                .or_else(|| variants.iter().position(|(key, _)| key == category))
                        }
                        Arg::Str(s) => variants.iter().position(|(key, _)| key == s),
                    };
                    self.write(&variants[chosen.unwrap_or(*default)].1, args, out)?;
                }
            }
        }
        Some(())
    }

    /// The variables a message uses, with whether each selects variants.
    pub fn variables(&self, id: &str) -> Vec<(String, Vec<String>)> {
        fn walk(parts: &[Part], found: &mut Vec<(String, Vec<String>)>) {
            for part in parts {
                match part {
                    Part::Text(_) => {}
                    Part::Var(name) => found.push((name.clone(), Vec::new())),
                    Part::Select { var, variants, .. } => {
                        found.push((var.clone(), variants.iter().map(|v| v.0.clone()).collect()));
                        for (_, parts) in variants {
                            walk(parts, found);
                        }
                    }
                }
            }
        }
        let mut found = Vec::new();
        if let Some(parts) = self.messages.get(id) {
            walk(parts, &mut found);
        }
        found
    }
}

/// A cursor over one message's text.
struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn blank(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: char) -> Option<()> {
        (self.peek() == Some(c)).then(|| self.at += 1)
    }

    fn name(&mut self) -> Option<String> {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            self.at += 1;
        }
        (self.at > start).then(|| self.chars[start..self.at].iter().collect())
    }

    /// Text and placeables up to the end (or, in a variant, the line's end).
    fn pattern(&mut self, variant: bool) -> Option<Vec<Part>> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.peek() {
            match c {
                '\n' if variant => break,
                '{' => {
                    self.at += 1;
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    parts.push(self.placeable()?);
                }
                '}' => return None,
                _ => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        // Blanks around a pattern are not part of it.
        if let Some(Part::Text(first)) = parts.first_mut() {
            *first = first.trim_start().to_string();
        }
        if let Some(Part::Text(last)) = parts.last_mut() {
            *last = last.trim_end().to_string();
        }
        parts.retain(|part| *part != Part::Text(String::new()));
        Some(parts)
    }

    fn placeable(&mut self) -> Option<Part> {
        self.blank();
        let part = if self.eat('"').is_some() {
            let start = self.at;
            while self.peek()? != '"' {
                self.at += 1;
            }
            let literal = self.chars[start..self.at].iter().collect();
            self.at += 1;
            Part::Text(literal)
        } else {
            self.eat('$')?;
            let var = self.name()?;
            self.blank();
            if self.eat('-').is_some() {
                self.eat('>')?;
                return self.select(var);
            }
            Part::Var(var)
        };
        self.blank();
        self.eat('}')?;
        Some(part)
    }

    fn select(&mut self, var: String) -> Option<Part> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blank();
            if self.eat('}').is_some() {
                break;
            }
            if self.eat('*').is_some() {
                if default.is_some() {
                    return None;
                }
                default = Some(variants.len());
            }
            self.eat('[')?;
            self.blank();
            let key = self.name()?;
            self.blank();
            self.eat(']')?;
            let value = self.pattern(true)?;
            variants.push((key, value));
        }
        Some(Part::Select {
            var,
            variants,
            default: default?,
        })
    }
}

thread_local! {
    static ENGLISH: Rc<Bundle> = Rc::new(Bundle::parse(Lang::En, ENGLISH_SOURCE).0);
    static CURRENT: RefCell<Option<Rc<Bundle>>> = const { RefCell::new(None) };
    /// The later texts (`locales/later/*.ftl`) of the current language,
    /// once fetched; English's from the start in the native tests.
    static LATER: RefCell<Option<Rc<Bundle>>> = RefCell::new(initial_later());
}

#[cfg(not(test))]
fn initial_later() -> Option<Rc<Bundle>> {
    None
}

#[cfg(test)]
fn initial_later() -> Option<Rc<Bundle>> {
    Some(Rc::new(Bundle::parse(Lang::En, ENGLISH_LATER_SOURCE).0))
}

/// The views whose texts come later: the tutorial, the archive, the
/// diagram, the embed snippet, the analysis's report, the position editor,
/// the puzzles and the lessons (`puzzles-open` and `lessons-open`, the
/// page's buttons, are not among them),
/// the hints' legend (shown only once hints are on).
const LATER_VIEWS: [&str; 10] = [
    "tutorial-",
    "lesson-",
    "opening-name-",
    "archive-",
    "diagram-",
    "embed-",
    "analysis-",
    "setup-",
    "puzzle-",
    "hints-",
];
/// Their messages that the page itself shows (buttons, notices, the
/// embed's status, the tutorial's and the analysis's controls): the rest
/// are the views' own. The embed waits for the later texts (and styles)
/// before its first paint, so its other words are later texts.
const ON_THE_PAGE: [&str; 22] = [
    "tutorial-title",
    "tutorial-next",
    "tutorial-back",
    "tutorial-skip",
    "tutorial-restart",
    "tutorial-computer",
    "tutorial-friend",
    "archive-open",
    "archive-full",
    "archive-load-damaged",
    "archive-not-saved",
    "archive-no-room",
    "diagram-open",
    "embed-status",
    "analysis-heading",
    "analysis-start",
    "analysis-progress",
    "analysis-cancel",
    "analysis-cancelled",
    "analysis-done",
    "analysis-failed",
    "setup-open",
];

/// Whether message `id` is one of the later texts, which the page fetches
/// after its first paint (`locales/later/<code>.ftl`; the rest is
/// `locales/<code>.ftl`): the rules' numbered lines and their history, the
/// tutorial's scenes, steps and answers, the archive's, the diagram's and
/// the embed snippet's dialogs, the analysis's report (graph, table,
/// mistakes), and the hints' legend.
pub fn is_later_text(id: &str) -> bool {
    if id.starts_with("rules-") || id.starts_with("history-") {
        // `rules-classic-1`, not `rules-classic-title`.
        return id.ends_with(|c: char| c.is_ascii_digit());
    }
    LATER_VIEWS.iter().any(|prefix| id.starts_with(prefix)) && !ON_THE_PAGE.contains(&id)
}

/// Puts the later texts in force (they must be the current language's),
/// or drops them with `None`.
pub fn set_later(bundle: Option<Rc<Bundle>>) {
    LATER.with(|l| *l.borrow_mut() = bundle);
}

/// Whether the later texts of the current language are in force.
pub fn has_later() -> bool {
    let lang = current();
    LATER.with(|l| l.borrow().as_ref().is_some_and(|b| b.lang == lang))
}

/// The language the texts are in now.
pub fn current() -> Lang {
    CURRENT.with(|c| c.borrow().as_ref().map_or(Lang::En, |b| b.lang))
}

/// Switches the texts to `bundle` (English if `None`).
pub fn set(bundle: Option<Rc<Bundle>>) {
    CURRENT.with(|c| *c.borrow_mut() = bundle.filter(|b| b.lang != Lang::En));
    if !has_later() {
        set_later(None);
    }
}

/// The message `id` in the current language (its later texts once
/// fetched), else in English, else `id`.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    let current = CURRENT.with(|c| {
        c.borrow()
            .as_ref()
            .map(|bundle| bundle.format(id, args).ok_or(()))
    });
    match current {
        Some(Ok(text)) => return text,
        #[cfg(test)]
        Some(Err(())) if !is_later_text(id) => {
            FALLBACKS.with(|f| f.borrow_mut().push(id.to_string()))
        }
        _ => {}
    }
    if is_later_text(id) {
        if let Some(text) = LATER.with(|l| l.borrow().as_ref().and_then(|b| b.format(id, args))) {
            return text;
        }
    }
    ENGLISH
        .with(|b| b.format(id, args))
        .unwrap_or_else(|| id.to_string())
}

#[cfg(test)]
thread_local! {
    /// The messages that fell back to English, for the tests.
    pub(crate) static FALLBACKS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_pick_languages() {
        assert_eq!(Lang::parse("ru-RU"), Some(Lang::Ru));
        assert_eq!(Lang::parse("SR-Latn-RS"), Some(Lang::Sr));
        assert_eq!(Lang::parse("uz"), Some(Lang::Uz));
        assert_eq!(Lang::parse("xx"), None);
        assert_eq!(Lang::parse(""), None);
        let nav = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(
            choose(None, None, &nav(&["de-DE", "hu-HU", "en"])),
            Lang::Hu
        );
        assert_eq!(choose(None, None, &nav(&["en-US"])), Lang::En);
        assert_eq!(choose(None, None, &[]), Lang::En);
        assert_eq!(choose(None, Some("mn"), &nav(&["hu"])), Lang::Mn);
        assert_eq!(choose(Some("ru"), Some("mn"), &nav(&["hu"])), Lang::Ru);
        assert_eq!(choose(Some("xx"), Some("mn"), &nav(&["hu"])), Lang::Mn);
        assert_eq!(query_lang("?variant=free&lang=ru").as_deref(), Some("ru"));
        assert_eq!(query_lang("?lang=%72u").as_deref(), Some("ru"));
        assert_eq!(query_lang("?variant=free"), None);
    }

    #[test]
    fn a_broken_message_falls_back() {
        let (bundle, errors) = Bundle::parse(
            Lang::Ru,
            "ok = да { $n ->\n  [one] { $n } фишка\n  [few] { $n } фишки\n *[many] { $n } фишек\n }\nbroken = { $n\n",
        );
        assert_eq!(errors.len(), 1);
        assert!(!bundle.has("broken"));
        assert_eq!(
            bundle.format("ok", &[("n", Arg::Num(21))]).as_deref(),
            Some("да 21 фишка")
        );
        assert_eq!(bundle.format("ok", &[]), None);
        set(Some(Rc::new(bundle)));
        assert_eq!(current(), Lang::Ru);
        assert_eq!(text("new-game", &[]), "New game");
        assert_eq!(text("no-such-message", &[]), "no-such-message");
        set(None);
        assert_eq!(current(), Lang::En);
    }
}

/// Every `.ftl` file against English, the real Fluent parser and formatter,
/// and CLDR's plural rules.
#[cfg(test)]
mod locale_tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A language's page file and its later texts.
    macro_rules! page {
        ($code:literal) => {
            include_str!(concat!("../../locales/", $code, ".ftl"))
        };
    }
    macro_rules! later {
        ($code:literal) => {
            include_str!(concat!("../../locales/later/", $code, ".ftl"))
        };
    }

    #[test]
    fn english_is_compiled_in_without_its_comment_lines() {
        let file = page!("en");
        let kept: String = file
            .split_inclusive('\n')
            .filter(|line| !line.starts_with('#'))
            .collect();
        assert_eq!(ENGLISH_SOURCE, kept);
        assert!(file.len() > ENGLISH_SOURCE.len());
    }
    /// Each language's two files as one source: the page shows them
    /// together once the second is fetched.
    macro_rules! both {
        ($code:literal) => {
            concat!(page!($code), "\n", later!($code))
        };
    }
    const SOURCES: [(Lang, &str); 6] = [
        (Lang::En, both!("en")),
        (Lang::Ru, both!("ru")),
        (Lang::Mn, both!("mn")),
        (Lang::Hu, both!("hu")),
        (Lang::Uz, both!("uz")),
        (Lang::Sr, both!("sr")),
    ];
    /// The page files alone and the later texts alone.
    const SPLIT: [(Lang, &str, &str); 6] = [
        (Lang::En, page!("en"), later!("en")),
        (Lang::Ru, page!("ru"), later!("ru")),
        (Lang::Mn, page!("mn"), later!("mn")),
        (Lang::Hu, page!("hu"), later!("hu")),
        (Lang::Uz, page!("uz"), later!("uz")),
        (Lang::Sr, page!("sr"), later!("sr")),
    ];

    #[test]
    fn the_later_texts_are_in_their_own_files_only() {
        for (lang, page, later) in SPLIT {
            let (page, _) = Bundle::parse(lang, page);
            let (later, _) = Bundle::parse(lang, later);
            assert!(later.ids().count() >= 30, "{}", lang.code());
            for id in page.ids() {
                assert!(
                    !is_later_text(id),
                    "{}: {id} belongs in later/",
                    lang.code()
                );
            }
            for id in later.ids() {
                assert!(
                    is_later_text(id),
                    "{}: {id} belongs in the page file",
                    lang.code()
                );
            }
        }
        for id in [
            "rules-classic-1",
            "history-othello-2",
            "tutorial-scene-11",
            "archive-title",
            "diagram-svg",
            "embed-snippet",
            "analysis-summary",
            "tutorial-step-1",
            "tutorial-flipped",
            "hints-legend",
            "embed-analyse",
        ] {
            assert!(is_later_text(id), "{id}");
        }
        for id in [
            "rules",
            "rules-classic-title",
            "rules-heading",
            "tutorial-skip",
            "history",
            "archive-open",
            "archive-not-saved",
            "diagram-open",
            "embed",
            "embed-status",
            "analysis-start",
            "show-hints",
            "hint-best",
        ] {
            assert!(!is_later_text(id), "{id}");
        }
    }

    #[test]
    fn later_texts_come_from_their_bundle_once_set() {
        set(None);
        set_later(None);
        assert_eq!(text("rules-classic-1", &[]), "rules-classic-1");
        let (english, _) = Bundle::parse(Lang::En, ENGLISH_LATER_SOURCE);
        set_later(Some(Rc::new(english)));
        assert!(has_later());
        assert!(text("rules-classic-1", &[]).starts_with("The board starts empty"));
        // Another language drops English's later texts.
        let (russian, _) = Bundle::parse(Lang::Ru, include_str!("../../locales/ru.ftl"));
        set(Some(Rc::new(russian)));
        assert!(!has_later());
        assert_eq!(text("rules-classic-1", &[]), "rules-classic-1");
        set(None);
        set_later(None);
    }

    /// Variables shown as numbers without selecting a variant.
    const NUMBERS: &[&str] = &[
        "number",
        "discs",
        "placed",
        "margin",
        "max",
        "difficulty",
        "solved",
        "total",
        "streak",
        "best",
        "done",
        "mistakes",
        "blunders",
        "empties",
        "plies",
        "index",
        "total",
        "level",
        "depth",
        "step",
        "steps",
        "size",
        "position",
        "count",
        "line",
        "limit",
        "kilobytes",
        "added",
        "already",
        "width",
        "height",
        "winner",
        "loser",
    ];
    /// Variables that are text.
    const TEXTS: &[&str] = &[
        "status",
        "tomove",
        "other",
        "line",
        "id",
        "square",
        "flips",
        "wanted",
        "name",
        "shape",
        "reason",
        "message",
        "eval",
        "title",
        "result",
        "counts",
        "variant",
        "key",
        "value",
        "command",
        "label",
        "hint",
        "behind",
        "field",
        "header",
        "placement",
        "kind",
        "played",
        "best",
        "loss",
        "average",
        "moves",
        "black",
        "second",
    ];
    const SAMPLES: [i64; 12] = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101];
    const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

    fn bundle(lang: Lang) -> Bundle {
        let source = SOURCES.iter().find(|(l, _)| *l == lang).unwrap().1;
        let (bundle, errors) = Bundle::parse(lang, source);
        assert!(errors.is_empty(), "{}: {errors:?}", lang.code());
        bundle
    }

    fn ids(bundle: &Bundle) -> BTreeSet<String> {
        bundle.ids().map(str::to_string).collect()
    }

    /// Sample values for each variable English gives message `id`, one
    /// list per variable.
    fn samples(english: &Bundle, id: &str) -> Vec<(String, Vec<Arg<'static>>)> {
        let mut found: Vec<(String, Vec<String>)> = Vec::new();
        for (name, keys) in english.variables(id) {
            match found.iter_mut().find(|(n, _)| *n == name) {
                Some((_, all)) => all.extend(keys),
                None => found.push((name, keys)),
            }
        }
        found
            .into_iter()
            .map(|(name, keys)| {
                let numeric = keys.iter().any(|k| {
                    CATEGORIES.contains(&k.as_str()) || k.chars().all(|c| c.is_ascii_digit())
                });
                let values: Vec<Arg<'static>> = if numeric || NUMBERS.contains(&name.as_str()) {
                    SAMPLES.iter().map(|&n| Arg::Num(n)).collect()
                } else if !keys.is_empty() {
                    keys.into_iter()
                        .map(|k| Arg::Str(Box::leak(k.into_boxed_str())))
                        .collect()
                } else {
                    assert!(
                        TEXTS.contains(&name.as_str()),
                        "${name} in {id}: add it to NUMBERS or TEXTS"
                    );
                    vec![Arg::Str("d5 e5")]
                };
                (name, values)
            })
            .collect()
    }

    #[test]
    fn every_file_parses_with_the_fluent_parser() {
        for (lang, source) in SOURCES {
            let parsed = fluent_syntax::parser::parse(source);
            assert!(
                parsed.is_ok(),
                "{}: {:?}",
                lang.code(),
                parsed.err().map(|e| e.1)
            );
            let (_, errors) = Bundle::parse(lang, source);
            assert!(errors.is_empty(), "{}: {errors:?}", lang.code());
        }
    }

    #[test]
    fn every_language_has_exactly_the_english_keys() {
        let english = ids(&bundle(Lang::En));
        assert!(english.len() > 100);
        for lang in Lang::ALL {
            let ids = ids(&bundle(lang));
            let missing: Vec<_> = english.difference(&ids).collect();
            let extra: Vec<_> = ids.difference(&english).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            assert!(extra.is_empty(), "{} has extra {extra:?}", lang.code());
        }
        // The messages the code asks for all exist in English.
        let source = [include_str!("strings.rs")].concat();
        for line in source.lines() {
            for quoted in line.split('"').skip(1).step_by(2) {
                let id = quoted.split('{').next().unwrap_or("");
                if quoted.contains('-')
                    && !quoted.contains(' ')
                    && id.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                    && !id.ends_with('-')
                    && !id.is_empty()
                    && !id.starts_with('-')
                {
                    assert!(english.contains(id), "strings.rs asks for {id}");
                }
            }
        }
    }

    #[test]
    fn translations_use_only_the_english_variables() {
        let english = bundle(Lang::En);
        for lang in Lang::ALL {
            let bundle = bundle(lang);
            for id in english.ids() {
                let known: BTreeSet<String> =
                    english.variables(id).into_iter().map(|v| v.0).collect();
                for (name, _) in bundle.variables(id) {
                    assert!(
                        known.contains(&name),
                        "{} {id}: unknown ${name}",
                        lang.code()
                    );
                }
            }
        }
    }

    /// Each message of each language, with sample arguments, formats with
    /// no error in `fluent-bundle` and exactly as this module formats it.
    #[test]
    fn every_message_formats_as_fluent_bundle_does() {
        use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
        let english = bundle(Lang::En);
        let mut checked = 0;
        for (lang, source) in SOURCES {
            let ours = bundle(lang);
            let resource = FluentResource::try_new(source.to_string()).expect("parses");
            let mut fluent = FluentBundle::new(vec![lang.code().parse().expect("a language id")]);
            fluent.set_use_isolating(false);
            fluent
                .add_resource(resource)
                .expect("no duplicate messages");
            for id in english.ids() {
                let samples = samples(&english, id);
                let rounds = samples.iter().map(|s| s.1.len()).max().unwrap_or(1);
                for round in 0..rounds {
                    let args: Vec<(&str, Arg)> = samples
                        .iter()
                        .map(|(name, values)| (name.as_str(), values[round % values.len()]))
                        .collect();
                    let mut fluent_args = FluentArgs::new();
                    for (name, arg) in &args {
                        match arg {
                            Arg::Num(n) => fluent_args.set(*name, FluentValue::from(*n)),
                            Arg::Str(s) => fluent_args.set(*name, FluentValue::from(*s)),
                        }
                    }
                    let message = fluent.get_message(id).expect("the message");
                    let mut errors = Vec::new();
                    let expected = fluent.format_pattern(
                        message.value().expect("a value"),
                        Some(&fluent_args),
                        &mut errors,
                    );
                    assert!(errors.is_empty(), "{} {id}: {errors:?}", lang.code());
                    let got = ours.format(id, &args);
                    assert_eq!(
                        got.as_deref(),
                        Some(&*expected),
                        "{} {id} {args:?}",
                        lang.code()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 600);
    }

    /// Every refusal reason, and every notice quoting one, reads in every
    /// language: a message of its own, with no English fallback and, in the
    /// other languages, none of the English message's words.
    /// The status line at the end of a game: in these languages a word
    /// after a colon is not capitalised, so each joins its two parts its way.
    #[test]
    fn the_game_over_line_has_no_capital_after_a_colon() {
        use crate::strings;
        use reversi_engine::{Color, Outcome, Variant};
        let outcomes = [Some(Color::Black), Some(Color::White), None].map(|winner| Outcome {
            black: 40,
            white: 24,
            winner,
        });
        for lang in Lang::ALL {
            set((lang != Lang::En).then(|| Rc::new(bundle(lang))));
            for variant in Variant::ALL {
                for outcome in &outcomes {
                    let line = strings::game_over_line(variant, outcome);
                    assert!(line.contains(&strings::result(variant, outcome)), "{line}");
                    let capital = line
                        .split(": ")
                        .skip(1)
                        .any(|rest| rest.starts_with(char::is_uppercase));
                    assert!(lang == Lang::En || !capital, "{}: {line}", lang.code());
                }
            }
        }
        set(None);
        let red = Outcome {
            black: 24,
            white: 40,
            winner: Some(Color::White),
        };
        assert_eq!(
            strings::game_over_line(Variant::Classic, &red),
            "Game over: Red wins"
        );
    }

    #[test]
    fn every_refusal_reason_reads_in_every_language() {
        use crate::reason::{LoadProblem, Reason};
        use crate::strings;
        use reversi_engine::obf::BoardError;
        use reversi_engine::transcript::TranscriptError;
        use reversi_engine::{PlayError, SetupError};
        let d4 = "d4".parse().unwrap();
        let plays = [
            PlayError::GameOver,
            PlayError::Occupied(d4),
            PlayError::OutsideCentre(d4),
            PlayError::FlipsNothing(d4),
            PlayError::NoDiscsLeft,
            PlayError::PassNotAllowed,
        ];
        let mut reasons: Vec<Reason> = plays.iter().map(|&e| Reason::Illegal(e)).collect();
        reasons.extend(plays.iter().map(|&reason| {
            Reason::Transcript(TranscriptError::Illegal {
                move_number: 2,
                square: d4,
                reason,
            })
        }));
        reasons.extend([
            Reason::Transcript(TranscriptError::Malformed { offset: 0 }),
            Reason::Transcript(TranscriptError::TooLong),
            Reason::Board(BoardError::BadBoard),
            Reason::Board(BoardError::BadSide),
            Reason::Board(BoardError::BadSupply),
            Reason::UnknownVariant("chess".into()),
            Reason::UnknownPlayer("robot".into()),
            Reason::Empty,
            Reason::TooLong(1000),
        ]);
        reasons.extend(
            [
                SetupError::Overlap,
                SetupError::SupplyTooLarge,
                SetupError::SupplyMismatch,
                SetupError::OpeningOutsideCentre,
                SetupError::CentreNotFilled,
            ]
            .map(|e| Reason::Board(BoardError::Setup(e))),
        );
        use crate::archive::{ImportError, LineProblem};
        let line = |problem| ImportError::Line { line: 3, problem };
        let archive_problems = [
            ImportError::Empty,
            ImportError::TooLong,
            ImportError::NotOurs,
            ImportError::Full,
            line(LineProblem::Shape),
            line(LineProblem::MissingField("date")),
            line(LineProblem::UnknownField("when".into())),
            line(LineProblem::Date),
            line(LineProblem::Result),
            line(LineProblem::Reason(Reason::UnknownVariant("chess".into()))),
        ];
        let texts = |lang: Lang| {
            set((lang != Lang::En).then(|| Rc::new(bundle(lang))));
            FALLBACKS.with(|f| f.borrow_mut().clear());
            let mut texts: Vec<String> = reasons.iter().map(strings::reason).collect();
            texts.extend(reasons.iter().map(strings::records_problem));
            texts.extend(
                reasons
                    .iter()
                    .flat_map(|r| {
                        [
                            LoadProblem::BadLink(r.clone()),
                            LoadProblem::HostRefused {
                                command: "loadMoves",
                                reason: r.clone(),
                            },
                        ]
                    })
                    .map(|p| strings::load_problem(&p)),
            );
            texts.extend(archive_problems.iter().map(strings::archive_problem));
            let fallbacks = FALLBACKS.with(|f| f.borrow().clone());
            set(None);
            assert!(fallbacks.is_empty(), "{}: {fallbacks:?}", lang.code());
            texts
        };
        let english = texts(Lang::En);
        const ENGLISH_WORDS: [&str; 16] = [
            "is",
            "the",
            "move",
            "illegal",
            "occupied",
            "flips",
            "nothing",
            "malformed",
            "transcript",
            "board",
            "string",
            "unknown",
            "player",
            "empty",
            "than",
            "impossible",
        ];
        for lang in Lang::ALL {
            let texts = texts(lang);
            for (text, english) in texts.iter().zip(&english) {
                assert!(
                    !text.trim().is_empty() && !text.contains("error-"),
                    "{text}"
                );
                if lang == Lang::En {
                    continue;
                }
                assert_ne!(text, english, "{}", lang.code());
                let words: Vec<&str> = text
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .collect();
                for word in ENGLISH_WORDS {
                    assert!(!words.contains(&word), "{}: {word} in {text}", lang.code());
                }
            }
        }
    }

    #[test]
    fn plural_rules_agree_with_cldr() {
        use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
        for lang in Lang::ALL {
            let rules = PluralRules::create(
                lang.code()
                    .parse::<unic_langid::LanguageIdentifier>()
                    .unwrap(),
                PluralRuleType::CARDINAL,
            )
            .unwrap();
            for n in 0..=1200u64 {
                let expected = match rules.select(n).unwrap() {
                    PluralCategory::ZERO => "zero",
                    PluralCategory::ONE => "one",
                    PluralCategory::TWO => "two",
                    PluralCategory::FEW => "few",
                    PluralCategory::MANY => "many",
                    PluralCategory::OTHER => "other",
                };
                assert_eq!(lang.plural(n), expected, "{} {n}", lang.code());
            }
        }
    }

    #[test]
    fn russian_and_serbian_plurals_read_right() {
        let ru = bundle(Lang::Ru);
        let left = |n: i64| ru.format("discs-left", &[("count", Arg::Num(n))]).unwrap();
        assert_eq!(left(1), "фишка в запасе");
        assert_eq!(left(2), "фишки в запасе");
        assert_eq!(left(5), "фишек в запасе");
        assert_eq!(left(21), "фишка в запасе");
        assert_eq!(left(12), "фишек в запасе");
        let flips = |n: i64| {
            ru.format(
                "announce-move",
                &[
                    ("color", "red".into()),
                    ("square", "d6".into()),
                    ("count", Arg::Num(n)),
                    ("flips", "d5".into()),
                ],
            )
            .unwrap()
        };
        assert_eq!(flips(0), "Красные d6.");
        assert_eq!(flips(1), "Красные d6, перевёрнута 1 фишка: d5.");
        assert_eq!(flips(3), "Красные d6, перевёрнуто 3 фишки: d5.");
        assert_eq!(flips(5), "Красные d6, перевёрнуто 5 фишек: d5.");
        let sr = bundle(Lang::Sr);
        let placed = |n: i64| {
            sr.format("tutorial-placed", &[("left", Arg::Num(n))])
                .unwrap()
        };
        assert!(placed(1).ends_with("preostalo je 1 centralno polje."));
        assert!(placed(3).ends_with("preostala su 3 centralna polja."));
        let hu = bundle(Lang::Hu);
        assert_eq!(
            hu.format("discs-left", &[("count", Arg::Num(32))])
                .as_deref(),
            Some("korong maradt")
        );
        let en = bundle(Lang::En);
        assert_eq!(
            en.format("discs-left", &[("count", Arg::Num(1))])
                .as_deref(),
            Some("disc left")
        );
    }

    /// The lessons' texts are written in every language: none of the other
    /// five has an English lesson text left (the same text as English, or
    /// English words in it; square names and the X-/C-square terms aside).
    #[test]
    fn no_english_is_left_in_the_lessons() {
        const ENGLISH: [&str; 16] = [
            "the", "move", "moves", "corner", "edge", "discs", "find", "take", "play", "step",
            "lesson", "square", "squares", "best", "with", "your",
        ];
        let english = bundle(Lang::En);
        let lessons: Vec<&str> = english
            .ids()
            .filter(|id| id.starts_with("lesson-"))
            .collect();
        assert!(lessons.len() >= 18 * 2, "{} lesson texts", lessons.len());
        for (lang, _) in SOURCES.iter().filter(|(l, _)| *l != Lang::En) {
            let ours = bundle(*lang);
            for id in &lessons {
                let args = [
                    ("tomove", Arg::Str("")),
                    ("other", Arg::Str("")),
                    ("step", Arg::Num(1)),
                    ("total", Arg::Num(3)),
                    ("square", Arg::Str("")),
                    ("id", Arg::Str("")),
                ];
                let text = ours
                    .format(id, &args)
                    .unwrap_or_else(|| panic!("{} lacks {id}", lang.code()));
                assert_ne!(
                    Some(&text),
                    english.format(id, &args).as_ref(),
                    "{} {id} is the English text",
                    lang.code()
                );
                let words: Vec<String> = text
                    .split(|c: char| !c.is_alphabetic())
                    .map(str::to_lowercase)
                    .collect();
                for word in ENGLISH {
                    assert!(
                        !words.iter().any(|w| w == word),
                        "{} {id}: English '{word}' in {text:?}",
                        lang.code()
                    );
                }
            }
        }
    }
}
