//! The panels' templates in index.html (src/ui/markup_panel.rs fills them
//! in): every text they name is an English message, and every control the
//! page listens for is there, once.

const INDEX: &str = include_str!("../../index.html");
const ENGLISH: &str = include_str!("../../locales/en.ftl");
const LATER: &str = include_str!("../../locales/later/en.ftl");

/// The template `id`'s markup.
fn template(id: &str) -> &'static str {
    let start = INDEX
        .find(&format!("<template id=\"{id}\">"))
        .unwrap_or_else(|| panic!("no template {id}"));
    let end = start + INDEX[start..].find("</template>").expect("closed");
    &INDEX[start..end]
}

/// The values of `attribute="…"` in `markup`.
fn values<'a>(markup: &'a str, attribute: &str) -> Vec<&'a str> {
    let needle = format!(" {attribute}=\"");
    markup
        .match_indices(&needle)
        .map(|(at, _)| {
            let rest = &markup[at + needle.len()..];
            &rest[..rest.find('"').expect("quoted")]
        })
        .collect()
}

fn is_message(id: &str) -> bool {
    let line = format!("\n{id} =");
    ENGLISH.contains(&line) || LATER.contains(&line)
}

#[test]
fn every_text_is_a_message_and_every_control_is_there_once() {
    for (id, controls) in [
        (
            "setup-template",
            &[
                "setup-black",
                "setup-red",
                "setup-empty",
                "setup-side",
                "setup-variant",
                "setup-hands",
                "setup-hand-black",
                "setup-hand-red",
                "setup-clear",
                "setup-start",
                "setup-from-game",
                "setup-player-black",
                "setup-player-second",
                "setup-status",
                "setup-error",
                "setup-cancel",
                "setup-done",
            ][..],
        ),
        (
            "extras-template",
            &[
                "menu",
                "extras",
                "learn",
                "archive",
                "lessons-open",
                "puzzles-open",
                "setup-open",
                "diagram",
                "embed-open",
                "language",
            ][..],
        ),
        (
            "puzzle-template",
            &[
                "puzzle-title",
                "puzzle-meta",
                "puzzle-task",
                "puzzle-result",
                "puzzle-retry",
                "puzzle-prev",
                "puzzle-next",
                "puzzle-today",
                "puzzle-variant",
                "puzzle-difficulty",
                "puzzle-progress",
                "puzzles-close",
            ][..],
        ),
    ] {
        let markup = template(id);
        let test_ids = values(markup, "data-testid");
        for control in controls {
            assert_eq!(
                test_ids.iter().filter(|t| *t == control).count(),
                1,
                "{control} in {id}"
            );
        }
        for text in values(markup, "data-t")
            .into_iter()
            .chain(values(markup, "data-t-label"))
        {
            assert!(
                is_message(text),
                "{text} in {id} is not in locales/en.ftl or later/en.ftl"
            );
        }
        for variant in values(markup, "data-t-variant") {
            assert!(
                variant.parse::<reversi_engine::Variant>().is_ok(),
                "{variant}"
            );
        }
        for side in values(markup, "data-t-colour") {
            assert!(["black", "second"].contains(&side), "{side}");
        }
    }
}

/// The header's extras are on the first paint: their texts are page texts,
/// not later ones, and the language switcher offers every language, named
/// in itself, with its tag.
#[test]
fn the_extras_are_first_paint_texts_and_every_language() {
    use reversi_app_core::i18n::Lang;
    let markup = template("extras-template");
    for text in values(markup, "data-t")
        .into_iter()
        .chain(values(markup, "data-t-label"))
    {
        assert!(
            ENGLISH.contains(&format!("\n{text} =")),
            "{text} is not in locales/en.ftl"
        );
    }
    let options: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| {
            format!(
                "<option value=\"{}\" lang=\"{}\">{}</option>",
                lang.code(),
                lang.tag(),
                lang.native_name()
            )
        })
        .collect();
    assert!(
        markup.contains(&options.concat()),
        "the switcher's options are Lang::ALL's: {}",
        options.concat()
    );
}
