//! Every piece of text the player sees or hears, in one place: thin
//! lookups of the Fluent messages in `locales/` (see [`crate::i18n`]).
//! Components never hold literal text.

use reversi_engine::obf::BoardError;
use reversi_engine::openings::GameOpening;
use reversi_engine::transcript::{TranscriptError, MAX_PLACEMENTS};
use reversi_engine::{Color, Outcome, PlayError, SetupError, Square, Variant};

use crate::archive::{self, ImportError, LineProblem};
use crate::game::{Notice, PlayerKind, Refusal};
use crate::hints::Shown;
use crate::i18n::{self, Arg};
use crate::reason::{LoadProblem, Reason, Stored};
use crate::settings::Contrast;
use crate::setup::{Ready, Setup, SetupProblem};
use crate::tutorial::{Feedback, Hint};

/// The message `id` in the current language (see [`crate::i18n`]).
fn t(id: &str) -> String {
    i18n::text(id, &[])
}

fn t_with(id: &str, args: &[(&str, Arg)]) -> String {
    i18n::text(id, args)
}

/// Declares the texts without arguments in one table: for each
/// `name = "id";` a function `pub fn name() -> String` that looks
/// the message up (type-checked call sites: `strings::undo()`), and
/// `TABLE_IDS`, every id of the table, for the test that they all exist.
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident = $id:literal;)*) => {
        $(
            $(#[$doc])*
            pub fn $name() -> String {
                t($id)
            }
        )*
        /// Every message id of the table.
        #[cfg(test)]
        const TABLE_IDS: &[&str] = &[$($id),*];
    };
}

// The texts without arguments: `name = "id"`, each a function
// `pub fn name() -> String` (see [`texts!`]).
texts! {
    title = "title";
    subtitle = "subtitle";
    language = "language";
    new_game = "new-game";
    undo = "undo";
    redo = "redo";
    rules_heading = "rules";
    history = "history";
    copy_transcript = "copy-transcript";
    copy_link = "copy-link";
    share_link = "share-link";
    link_copied = "link-copied";
    copied = "copied";
    copy_failed = "copy-failed";
    show_legal = "show-legal";
    moves = "moves";
    start_position = "start-position";
    no_moves_yet = "no-moves-yet";
    back_to_game = "back-to-game";
    dismiss = "dismiss";
    board_label = "board-label";
    game_over = "game-over";
    play_again = "play-again";
    play_again_swapped = "play-again-swapped";
    dialog_title = "dialog-title";
    dialog_variant = "dialog-variant";
    dialog_players = "dialog-players";
    dialog_start = "dialog-start";
    dialog_cancel = "dialog-cancel";
    opening_hint = "opening-hint";
    /// Stands in for the rules or the tutorial's text while it is fetched.
    later_loading = "later-loading";
    /// Stands in for the rules or the tutorial's text when it could not be fetched.
    later_failed = "later-failed";
    move_now = "move-now";
    show_hints = "show-hints";
    update_ready = "update-ready";
    /// The status line while the computer has the move.
    computer_thinking = "thinking";
    /// The status line when the person playing the computer has the move.
    your_move = "your-move";
    variation = "variation";
    /// The worker stopped (crashed, or no answer in time) and was restarted.
    ai_restarted = "ai-restarting";
    /// The worker could not be started after several tries (the technical
    /// reason goes to the console only: it is English).
    ai_gave_up = "ai-gave-up";
    /// Beside the computer's search while the learned evaluation loads.
    ai_weights_loading = "ai-weights-loading";
    /// The learned evaluation could not be loaded; the computer plays on.
    ai_weights_failed = "ai-weights-failed";
    learn = "learn";
    tutorial_title = "tutorial-title";
    tutorial_next = "tutorial-next";
    tutorial_back = "tutorial-back";
    tutorial_skip = "tutorial-skip";
    tutorial_restart = "tutorial-restart";
    tutorial_computer = "tutorial-computer";
    tutorial_friend = "tutorial-friend";
    embed = "embed";
    embed_title = "embed-title";
    embed_intro = "embed-intro";
    embed_this_game = "embed-this-game";
    embed_look = "embed-look";
    embed_look_auto = "embed-look-auto";
    embed_look_classic = "embed-look-classic";
    embed_look_othello = "embed-look-othello";
    embed_scheme = "embed-scheme";
    embed_scheme_auto = "embed-scheme-auto";
    embed_scheme_light = "embed-scheme-light";
    embed_scheme_dark = "embed-scheme-dark";
    embed_coords = "embed-coords";
    embed_size_label = "embed-size-label";
    embed_snippet = "embed-snippet";
    embed_preview = "embed-preview";
    embed_copy = "embed-copy";
    embed_copied = "embed-copied";
    embed_copy_failed = "embed-copy-failed";
    embed_close = "embed-close";
    embed_frame_title = "embed-frame-title";
    embed_open_full = "embed-open-full";
    /// The snippet's size that fits the host page's width.
    embed_size_fit = "embed-size-fit";
    records = "records";
    records_help = "records-help";
    records_label = "records-label";
    records_show_transcript = "records-show-transcript";
    records_show_board = "records-show-board";
    records_import = "records-import";
    /// Under the board, and read when the keyboard enters it.
    board_keys = "board-keys";
    display = "display";
    archive_no_room = "archive-no-room";
    archive_open = "archive-open";
    archive_title = "archive-title";
    archive_intro = "archive-intro";
    archive_none = "archive-none";
    archive_current = "archive-current";
    archive_unfinished = "archive-unfinished";
    archive_review = "archive-review";
    archive_delete = "archive-delete";
    archive_delete_ask = "archive-delete-ask";
    archive_delete_yes = "archive-delete-yes";
    archive_delete_no = "archive-delete-no";
    archive_deleted = "archive-deleted";
    archive_export = "archive-export";
    archive_export_ggf = "archive-export-ggf";
    archive_import = "archive-import";
    archive_opened = "archive-opened";
    archive_close = "archive-close";
    diagram_open = "diagram-open";
    setup_open = "setup-open";
    setup_title = "setup-title";
    setup_help = "setup-help";
    setup_tools = "setup-tools";
    setup_empty = "setup-empty";
    setup_side = "setup-side";
    setup_hand_black = "setup-hand-black";
    setup_hand_red = "setup-hand-red";
    setup_hands_help = "setup-hands-help";
    setup_clear = "setup-clear";
    setup_start = "setup-start";
    setup_from_game = "setup-from-game";
    setup_players = "setup-players";
    setup_done = "setup-done";
    setup_cancel = "setup-cancel";
    puzzles_open = "puzzles-open";
    lessons_open = "lessons-open";
    lesson_heading = "lesson-heading";
    puzzle_solved_before = "puzzle-solved-before";
    puzzle_task_supply = "puzzle-task-supply";
    puzzle_pass = "puzzle-pass";
    puzzle_retry = "puzzle-retry";
    puzzle_prev = "puzzle-prev";
    puzzle_next = "puzzle-next";
    puzzle_today = "puzzle-today";
    puzzle_all = "puzzle-all";
    puzzle_difficulty = "puzzle-difficulty";
    puzzle_close = "puzzle-close";
    puzzle_none = "puzzle-none";
    puzzle_unavailable = "puzzle-unavailable";
    /// The label of the choice of how many hint lines to list.
    hints_count = "hints-count";
    /// That choice's option for every legal move.
    hints_all = "hints-all";
    diagram_title = "diagram-title";
    diagram_intro = "diagram-intro";
    diagram_coords = "diagram-coords";
    diagram_numbers = "diagram-numbers";
    diagram_numbers_none = "diagram-numbers-none";
    diagram_numbers_last = "diagram-numbers-last";
    diagram_numbers_all = "diagram-numbers-all";
    diagram_look = "diagram-look";
    diagram_look_classic = "diagram-look-classic";
    diagram_look_othello = "diagram-look-othello";
    diagram_side = "diagram-side";
    diagram_svg = "diagram-svg";
    diagram_png_failed = "diagram-png-failed";
    download_failed = "download-failed";
    diagram_close = "diagram-close";
    embed_analyse = "embed-analyse";
    embed_analyse_label = "embed-analyse-label";
}

/// The key of a colour in the messages: black, red or white.
fn key(variant: Variant, color: Color) -> &'static str {
    color.name(variant)
}

fn squares_joined(squares: impl Iterator<Item = Square>, separator: &str) -> String {
    squares
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(separator)
}

/// What follows the count in a supply tray: "disc left", "discs left".
pub fn discs_left(count: u8) -> String {
    t_with("discs-left", &[("count", count.into())])
}

/// The variant as the new-game dialog names it.
pub fn variant_label(variant: Variant) -> String {
    t(&format!("variant-{}", variant.name()))
}

/// One line under the variant's name in the dialog.
pub fn variant_blurb(variant: Variant) -> String {
    t(&format!("blurb-{}", variant.name()))
}

/// "Black", "Red" or "White".
pub fn colour(variant: Variant, color: Color) -> String {
    t_with("colour", &[("color", key(variant, color).into())])
}

/// "black", "red" or "white", within a sentence.
pub fn colour_lower(variant: Variant, color: Color) -> String {
    t_with("colour-lower", &[("color", key(variant, color).into())])
}

/// A player in few words, for the embed's bar: "Human", "Computer, level 3".
pub fn player_short(kind: PlayerKind) -> String {
    player_in(kind, "computer-short")
}

/// A player on a phone's card, in one or two short lines: "Human";
/// "Computer", a line break and "Level 3".
pub fn player_card(kind: PlayerKind) -> String {
    player_in(kind, "computer-card")
}

fn player_in(kind: PlayerKind, computer: &str) -> String {
    match kind.level() {
        None => t("human"),
        Some(level) => t_with(computer, &[("level", level.number.into())]),
    }
}

pub fn player_kind(kind: PlayerKind) -> String {
    match kind.level() {
        None => t("human"),
        Some(level) => {
            let name = t_with("level-name", &[("level", level.number.into())]);
            t_with(
                "computer-level",
                &[("level", level.number.into()), ("name", (&name).into())],
            )
        }
    }
}

pub fn to_move(variant: Variant, color: Color) -> String {
    t_with("to-move", &[("color", key(variant, color).into())])
}

pub fn reviewing(index: usize, total: usize) -> String {
    t_with(
        "reviewing",
        &[("index", index.into()), ("total", total.into())],
    )
}

pub fn reviewing_start(total: usize) -> String {
    t_with("reviewing-start", &[("total", total.into())])
}

pub fn notice(variant: Variant, notice: Notice) -> String {
    match notice {
        Notice::Passed(color) => t_with("notice-passed", &[("color", key(variant, color).into())]),
        Notice::Exhausted(color) => t_with(
            "notice-exhausted",
            &[
                ("color", key(variant, color).into()),
                ("other", key(variant, color.opposite()).into()),
            ],
        ),
    }
}

pub fn result(variant: Variant, outcome: &Outcome) -> String {
    match outcome.winner {
        Some(color) => t_with("wins", &[("color", key(variant, color).into())]),
        None => t("draw"),
    }
}

/// The status line at the end: "Game over: Red wins" ("Игра окончена.
/// Победили красные": each language joins the two as its writing wants).
pub fn game_over_line(variant: Variant, outcome: &Outcome) -> String {
    let result = result(variant, outcome);
    t_with("game-over-result", &[("result", (&result).into())])
}

pub fn final_counts(variant: Variant, outcome: &Outcome) -> String {
    format!(
        "{} {} – {} {}",
        colour(variant, Color::Black),
        outcome.black,
        outcome.white,
        colour(variant, Color::White)
    )
}

pub fn empties_note(variant: Variant) -> Option<String> {
    variant.empties_to_winner().then(|| t("empties-note"))
}

/// The accessible name of a square: "d4, black disc", "c6, empty, legal move".
/// `disc` is the colour's key (black, red or white); square names never change.
pub fn square_label(square: Square, disc: Option<&str>, legal: bool) -> String {
    let name = square.to_string();
    let square = ("square", Arg::from(&name));
    match (disc, legal) {
        (Some(colour), _) => t_with("square-disc", &[square, ("color", colour.into())]),
        (None, true) => t_with("square-legal", &[square]),
        (None, false) => t_with("square-empty", &[square]),
    }
}

/// What the live region says after a placement.
pub fn announce_move(variant: Variant, color: Color, square: Square, flips: &[Square]) -> String {
    let name = square.to_string();
    let list = squares_joined(flips.iter().copied(), " ");
    t_with(
        "announce-move",
        &[
            ("color", key(variant, color).into()),
            ("square", (&name).into()),
            ("count", flips.len().into()),
            ("flips", (&list).into()),
        ],
    )
}

pub fn announce_undo(square: Square) -> String {
    let name = square.to_string();
    t_with("announce-undo", &[("square", (&name).into())])
}

pub fn announce_result(variant: Variant, outcome: &Outcome) -> String {
    let (result, counts) = (result(variant, outcome), final_counts(variant, outcome));
    t_with(
        "announce-result",
        &[("result", (&result).into()), ("counts", (&counts).into())],
    )
}

pub fn announce_new_game(variant: Variant) -> String {
    let name = variant_label(variant);
    t_with("announce-new-game", &[("variant", (&name).into())])
}

pub fn move_button_label(number: usize, variant: Variant, color: Color, square: Square) -> String {
    let name = square.to_string();
    t_with(
        "move-button",
        &[
            ("number", number.into()),
            ("color", key(variant, color).into()),
            ("square", (&name).into()),
        ],
    )
}

pub fn pass_in_list(variant: Variant, color: Color) -> String {
    t_with("pass-in-list", &[("color", key(variant, color).into())])
}

pub fn load_problem(problem: &LoadProblem) -> String {
    match problem {
        LoadProblem::Unreadable { what, newer, .. } => t(match (what, newer) {
            (Stored::Game, false) => "load-corrupt",
            (Stored::Game, true) => "load-newer",
            (Stored::Settings | Stored::Display, _) => "load-settings",
            (Stored::Archive, _) => "archive-load-damaged",
            (Stored::Puzzles, _) => "puzzle-progress-damaged",
        }),
        LoadProblem::ArchiveNotSaved => t("archive-not-saved"),
        LoadProblem::NotSaved => t("storage-off"),
        LoadProblem::OtherTab => t("other-tab"),
        LoadProblem::BadLink(why) => {
            let why = reason(why);
            t_with("load-bad-link", &[("reason", (&why).into())])
        }
        LoadProblem::BadParameter { key, value } => t_with(
            "embed-bad-parameter",
            &[("key", (*key).into()), ("value", value.into())],
        ),
        LoadProblem::HostRefused {
            command,
            reason: why,
        } => {
            let why = reason(why);
            t_with(
                "host-command-refused",
                &[("command", (*command).into()), ("reason", (&why).into())],
            )
        }
    }
}

/// Why something was refused, in the player's language.
pub fn reason(reason: &Reason) -> String {
    match reason {
        Reason::Illegal(error) => play_error(*error),
        Reason::Transcript(error) => transcript_error(error),
        Reason::Board(error) => board_error(error),
        Reason::UnknownVariant(name) => t_with("error-unknown-variant", &[("name", name.into())]),
        Reason::UnknownPlayer(name) => t_with("error-unknown-player", &[("name", name.into())]),
        Reason::Empty => t("error-empty"),
        Reason::TooLong(limit) => t_with("error-too-long", &[("count", (*limit).into())]),
    }
}

/// Why a file of games was not imported (or the stored archive not read).
pub fn archive_problem(error: &ImportError) -> String {
    match error {
        ImportError::Empty => t("archive-empty"),
        ImportError::TooLong => t_with(
            "archive-too-long",
            &[("kilobytes", (archive::MAX_FILE_BYTES / 1000).into())],
        ),
        ImportError::NotOurs => t_with("archive-not-ours", &[("header", archive::HEADER.into())]),
        ImportError::Full => t_with("archive-full", &[("limit", archive::MAX_GAMES.into())]),
        ImportError::Line { line, problem } => {
            let why = match problem {
                LineProblem::Shape => t("archive-line-shape"),
                LineProblem::MissingField(field) => {
                    t_with("archive-line-missing", &[("field", (*field).into())])
                }
                LineProblem::UnknownField(field) => {
                    t_with("archive-line-unknown", &[("field", field.into())])
                }
                LineProblem::Date => t("archive-line-date"),
                LineProblem::Result => t("archive-line-result"),
                LineProblem::Reason(why) => reason(why),
            };
            t_with(
                "archive-line",
                &[("line", (*line).into()), ("reason", (&why).into())],
            )
        }
    }
}

/// Why the rules forbid a placement.
pub fn play_error(error: PlayError) -> String {
    let at = |id: &str, square: Square| {
        let name = square.to_string();
        t_with(id, &[("square", (&name).into())])
    };
    match error {
        PlayError::GameOver => t("error-game-over"),
        PlayError::Occupied(square) => at("error-occupied", square),
        PlayError::OutsideCentre(square) => at("error-outside-centre", square),
        PlayError::FlipsNothing(square) => at("error-flips-nothing", square),
        PlayError::NoDiscsLeft => t("error-no-discs"),
        PlayError::PassNotAllowed => t("error-pass"),
    }
}

fn transcript_error(error: &TranscriptError) -> String {
    match error {
        TranscriptError::Malformed { offset } => t_with(
            "error-transcript-malformed",
            &[("position", (offset + 1).into())],
        ),
        TranscriptError::TooLong => t_with(
            "error-transcript-too-long",
            &[("count", MAX_PLACEMENTS.into())],
        ),
        TranscriptError::Illegal {
            move_number,
            square,
            reason,
        } => {
            let (name, why) = (square.to_string(), play_error(*reason));
            t_with(
                "error-illegal-move",
                &[
                    ("number", (*move_number).into()),
                    ("square", (&name).into()),
                    ("reason", (&why).into()),
                ],
            )
        }
    }
}

fn board_error(error: &BoardError) -> String {
    match error {
        BoardError::BadBoard => t("error-board-squares"),
        BoardError::BadSide => t("error-board-side"),
        BoardError::BadSupply => t("error-board-supply"),
        BoardError::Setup(error) => setup_error(*error),
    }
}

/// "impossible position: …", why the rules refuse a position.
fn setup_error(error: SetupError) -> String {
    let why = t(match error {
        SetupError::Overlap => "error-setup-overlap",
        SetupError::SupplyTooLarge => "error-setup-supply-large",
        SetupError::SupplyMismatch => "error-setup-supply-mismatch",
        SetupError::OpeningOutsideCentre => "error-setup-opening",
        SetupError::CentreNotFilled => "error-setup-centre",
    });
    t_with("error-board-impossible", &[("reason", (&why).into())])
}

/// Why the position editor cannot play from its position.
pub fn setup_problem(problem: SetupProblem) -> String {
    match problem {
        SetupProblem::HandOutOfRange(color) => t_with(
            "setup-hand-range",
            &[("color", key(Variant::Classic, color).into())],
        ),
        SetupProblem::HandsMismatch { discs, placed } => t_with(
            "setup-hands-mismatch",
            &[("discs", discs.into()), ("placed", placed.into())],
        ),
        SetupProblem::Rules(error) => setup_error(error),
    }
}

/// What the position editor's position means for play: who moves, a
/// pass, or the end and its result.
pub fn setup_ready(variant: Variant, ready: Ready, outcome: Option<Outcome>) -> String {
    match (ready, outcome) {
        (Ready::ToMove(color), _) => to_move(variant, color),
        (Ready::MustPass(color), _) => format!(
            "{}. {}",
            notice(variant, Notice::Passed(color)),
            to_move(variant, color.opposite())
        ),
        (Ready::Over, Some(outcome)) => {
            format!("{} {}.", t("setup-over"), result(variant, &outcome))
        }
        (Ready::Over, None) => t("setup-over"),
    }
}

pub fn puzzle_title(id: &str) -> String {
    t_with("puzzle-title", &[("id", id.into())])
}

pub fn puzzle_not_found(id: &str) -> String {
    t_with("puzzle-not-found", &[("id", id.into())])
}

pub fn puzzle_meta(variant: &str, difficulty: u8, max: u8) -> String {
    t_with(
        "puzzle-meta",
        &[
            ("variant", variant.into()),
            ("difficulty", difficulty.into()),
            ("max", max.into()),
        ],
    )
}

pub fn puzzle_task_win(to_move: &str) -> String {
    t_with("puzzle-task-win", &[("tomove", to_move.into())])
}

pub fn puzzle_task_draw(to_move: &str) -> String {
    t_with("puzzle-task-draw", &[("tomove", to_move.into())])
}

pub fn puzzle_task_best(to_move: &str, margin: i32) -> String {
    t_with(
        "puzzle-task-best",
        &[
            ("tomove", to_move.into()),
            ("margin", margin.unsigned_abs().into()),
        ],
    )
}

/// Solved: the answer's line and what it gives with best play (`score`,
/// the final disc difference for the side to move).
pub fn puzzle_solved(line: &str, score: i32) -> String {
    let result = match score {
        s if s > 0 => "win",
        0 => "draw",
        _ => "loss",
    };
    t_with(
        "puzzle-solved",
        &[
            ("line", line.into()),
            ("result", result.into()),
            ("discs", score.unsigned_abs().into()),
        ],
    )
}

pub fn puzzle_failed(square: &str) -> String {
    t_with("puzzle-failed", &[("square", square.into())])
}

pub fn puzzle_progress(solved: usize, total: usize, streak: u32, best: u32) -> String {
    t_with(
        "puzzle-progress",
        &[
            ("solved", solved.into()),
            ("total", total.into()),
            ("streak", streak.into()),
            ("best", best.into()),
        ],
    )
}

/// A lesson's title: `lesson-<id>-title`.
pub fn lesson_title(lesson: &str) -> String {
    t(&format!("lesson-{lesson}-title"))
}

/// A step's position and task: `lesson-<step id>`, told whose move it is
/// (`tomove`, "Black to move") and the other side's colour (`other`).
pub fn lesson_task(step: &str, variant: Variant, learner: Color) -> String {
    lesson_text(&format!("lesson-{step}"), variant, learner)
}

fn lesson_text(id: &str, variant: Variant, learner: Color) -> String {
    let tomove = to_move(variant, learner);
    let other = colour_lower(variant, learner.opposite());
    t_with(
        id,
        &[("tomove", (&tomove).into()), ("other", (&other).into())],
    )
}

pub fn lesson_progress(step: u8, total: usize) -> String {
    t_with(
        "lesson-progress",
        &[("step", step.into()), ("total", total.into())],
    )
}

/// The step done: why the answer was right (`lesson-<step id>-why`), and
/// after the lesson's last step, that it is complete.
pub fn lesson_right(step: &str, variant: Variant, learner: Color, last: bool) -> String {
    let why = lesson_text(&format!("lesson-{step}-why"), variant, learner);
    if last {
        format!("{why} {}", t("lesson-complete"))
    } else {
        why
    }
}

pub fn lesson_wrong(square: &str) -> String {
    t_with("lesson-wrong", &[("square", square.into())])
}

pub fn lesson_not_found(id: &str) -> String {
    t_with("lesson-not-found", &[("id", id.into())])
}

/// The editor's status line and error for `setup`: what its position
/// means for play, or why it cannot be played from.
pub fn setup_verdict(setup: &Setup) -> (String, Option<String>) {
    match setup.position() {
        Ok(position) => (
            setup_ready(
                position.variant(),
                Setup::ready(&position),
                position.outcome(),
            ),
            None,
        ),
        Err(problem) => (String::new(), Some(setup_problem(problem))),
    }
}

/// What a game's opening is called (`opening-name` under the board, the
/// kept games' list, the analysis report): "Opening: Tiger", with the
/// centre's shape in the variants with a free centre opening.
pub fn opening_name(opening: &GameOpening) -> String {
    let shape = opening
        .shape
        .map(|shape| t(&format!("opening-name-{}", shape.name())));
    let name = match (opening.line, shape) {
        (Some(line), Some(shape)) => t_with(
            "opening-name-both",
            &[("name", (&line.name).into()), ("shape", (&shape).into())],
        ),
        (Some(line), None) => line.name.clone(),
        (None, Some(shape)) => shape,
        (None, None) => String::new(),
    };
    t_with("opening-name-line", &[("name", (&name).into())])
}

/// The live region's line when a set-up position goes on the board.
pub fn setup_announce(status: &str) -> String {
    t_with("setup-announce", &[("status", status.into())])
}

pub struct RulesText {
    pub title: String,
    pub rules: Vec<String>,
    pub history: Vec<String>,
}

/// The rules panel: each variant's rules in plain words and a short history.
pub fn rules(variant: Variant) -> RulesText {
    let (rules, history) = match variant {
        Variant::Classic => (6, 3),
        Variant::Free => (5, 2),
        Variant::Othello => (4, 2),
    };
    let name = variant.name();
    let lines = |kind: &str, count: usize| {
        (1..=count)
            .map(|i| t(&format!("{kind}-{name}-{i}")))
            .collect()
    };
    RulesText {
        title: t(&format!("rules-{name}-title")),
        rules: lines("rules", rules),
        history: lines("history", history),
    }
}

/// An evaluation in hundredths of a disc as a signed disc difference:
/// whole when exact, one decimal otherwise; no sign on what rounds to
/// zero ("0.0", never "-0.0").
pub fn eval_discs(eval: i32, exact: bool) -> String {
    let size = discs(eval.unsigned_abs(), exact);
    let sign = if size.bytes().all(|b| b == b'0' || b == b'.') {
        ""
    } else if eval < 0 {
        "-"
    } else {
        "+"
    };
    format!("{sign}{size}")
}

/// A number of discs from hundredths, with no sign.
pub(crate) fn discs(hundredths: u32, exact: bool) -> String {
    // Integer arithmetic: float formatting would add kilobytes of wasm.
    let tenths = (hundredths + 5) / 10;
    if exact {
        format!("{}", hundredths / 100)
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// A hint's number as its square shows it: "+3", "0", "−3" (a minus
/// sign, as wide as the plus, and never on a zero).
pub fn hint_value(discs: i32) -> String {
    if discs > 0 {
        format!("+{discs}")
    } else if discs < 0 {
        format!("\u{2212}{}", discs.unsigned_abs())
    } else {
        "0".to_string()
    }
}

/// A hint as the square's name and tooltip say it: "+3 for you, exact,
/// the best move", "−1 for you, estimated, 4 discs worse than the best move".
pub fn hint_detail(hint: Shown) -> String {
    let value = hint_value(hint.discs);
    let args = [
        ("value", Arg::from(&value)),
        ("exact", if hint.exact { "yes" } else { "no" }.into()),
        ("behind", hint.behind.into()),
    ];
    t_with(
        if hint.behind == 0 {
            "hint-best"
        } else {
            "hint-behind"
        },
        &args,
    )
}

/// What the hint numbers mean, under the hint switch while hints are on.
pub fn hints_legend() -> String {
    t("hints-legend")
}

/// A hint line's name: its move, the hint as the square says it
/// ([`hint_detail`]) and the line's moves.
pub fn hint_line_name(square: &str, detail: &str, line: &str) -> String {
    t_with(
        "hints-line",
        &[
            ("square", square.into()),
            ("hint", detail.into()),
            ("line", line.into()),
        ],
    )
}

/// How far the computer's search has gone (no value: that would be a
/// spoiler; [`eval_for_you`] gives it when hints are on).
pub fn thinking(depth: u32, exact: bool) -> String {
    match (depth, exact) {
        (0, _) => String::new(),
        (_, true) => t("thinking-solved"),
        (depth, false) => t_with("thinking-depth", &[("depth", depth.into())]),
    }
}

/// The search's value seen from the person's side, with hints on.
pub fn eval_for_you(eval: i32, exact: bool) -> String {
    let eval = eval_discs(eval, exact);
    t_with("eval-for-you", &[("eval", (&eval).into())])
}

/// Why a click on the board did not place, in the tutorial's words.
pub fn refusal(refusal: Refusal) -> String {
    match refusal {
        Refusal::Illegal(error) => tutorial_feedback(Feedback::Refused(Hint::Illegal(error))),
        Refusal::ComputersTurn => t("refusal-computers-turn"),
        Refusal::Reviewing => t("refusal-reviewing"),
    }
}

/// The review buttons' names: 0 first, 1 previous, 2 next, 3 last.
pub fn review_step(button: usize) -> String {
    t(["review-first", "review-prev", "review-next", "review-last"][button.min(3)])
}

/// The button a notice offers besides closing it: copy an unreadable
/// save's text, or load another tab's game.
pub fn problem_action(problem: &LoadProblem) -> Option<String> {
    match problem {
        LoadProblem::Unreadable { .. } => Some(t("kept-copy")),
        LoadProblem::OtherTab => Some(t("other-tab-load")),
        _ => None,
    }
}
/// The button that closes a notice: "Dismiss", or "Keep mine" when
/// another tab saved a different game.
pub fn problem_close(problem: &LoadProblem) -> String {
    t(match problem {
        LoadProblem::OtherTab => "other-tab-keep",
        _ => "dismiss",
    })
}
pub fn kept_copied(ok: bool) -> String {
    t(if ok {
        "kept-copied"
    } else {
        "kept-copy-failed"
    })
}

/// A tutorial scene's title and text.
pub struct TutorialText {
    pub title: String,
    pub text: String,
}

/// The number of tutorial scenes with a text (`tutorial-scene-1` …).
pub const TUTORIAL_SCENES: usize = 11;

/// The title and text of scene `index` (0-based, as in `tutorial::SCENES`).
pub fn tutorial_text(index: usize) -> TutorialText {
    let step = crate::tutorial::SCENES
        .get(index)
        .map_or(index + 1, |scene| scene.step);
    TutorialText {
        title: t(&format!("tutorial-step-{step}")),
        text: t(&format!("tutorial-scene-{}", index + 1)),
    }
}

pub fn tutorial_step(step: usize, steps: usize, title: &str) -> String {
    t_with(
        "tutorial-step",
        &[
            ("step", step.into()),
            ("steps", steps.into()),
            ("title", title.into()),
        ],
    )
}

/// What the tutorial says after a click.
pub fn tutorial_feedback(feedback: Feedback) -> String {
    let square = |id: &str, s: Square| {
        let name = s.to_string();
        t_with(id, &[("square", (&name).into())])
    };
    match feedback {
        Feedback::Opening(0) => t("tutorial-centre-full"),
        Feedback::Opening(left) => t_with("tutorial-placed", &[("left", left.into())]),
        Feedback::Flipped(s, flips) => {
            let (name, list) = (
                s.to_string(),
                squares_joined(Square::iter_bits(flips), ", "),
            );
            t_with(
                "tutorial-flipped",
                &[("square", (&name).into()), ("flips", (&list).into())],
            )
        }
        Feedback::Refused(Hint::Illegal(PlayError::FlipsNothing(s))) => {
            square("tutorial-flips-nothing", s)
        }
        Feedback::Refused(Hint::Illegal(PlayError::Occupied(s))) => square("tutorial-occupied", s),
        Feedback::Refused(Hint::Illegal(PlayError::OutsideCentre(s))) => {
            square("tutorial-outside-centre", s)
        }
        Feedback::Refused(Hint::Illegal(error)) => {
            let reason = play_error(error);
            t_with("tutorial-not-allowed", &[("reason", (&reason).into())])
        }
        Feedback::Refused(Hint::TryThis(s, wanted)) => {
            let (name, wanted) = (s.to_string(), wanted.to_string());
            t_with(
                "tutorial-try-this",
                &[("square", (&name).into()), ("wanted", (&wanted).into())],
            )
        }
        Feedback::Refused(Hint::PressNext) => t("tutorial-press-next"),
        Feedback::Refused(Hint::ChooseGame) => t("tutorial-choose-game"),
    }
}

// Embed, host API and records

/// A size the embed dialog offers: "360 × 450 px" ([`crate::embed::frame_height`]).
pub fn embed_size(width: u32) -> String {
    let height = crate::embed::frame_height(width);
    t_with(
        "embed-size",
        &[("width", width.into()), ("height", height.into())],
    )
}

/// The embed's status beside its disc, shortened by design to fit a 280 px
/// frame: `state` is `turn`, `thinking`, `wins` or `draw` ("to move",
/// "thinking…"); the whole sentence is for screen readers.
pub fn embed_status(state: &str) -> String {
    t_with("embed-status", &[("state", state.into())])
}

pub fn records_imported(transcript: bool) -> String {
    t(if transcript {
        "records-imported-transcript"
    } else {
        "records-imported-board"
    })
}

/// Why a pasted record could not be imported.
pub fn records_problem(why: &Reason) -> String {
    let why = reason(why);
    t_with("records-problem", &[("reason", (&why).into())])
}

// Accessibility and display settings

/// A square's name with the hint shown on it: "c3, empty, legal move, hint +2 for
/// you, estimated, the best move".
pub fn square_label_with_hint(label: &str, hint: &str) -> String {
    t_with(
        "square-hint",
        &[("label", label.into()), ("hint", hint.into())],
    )
}

/// The display themes in the "Display" choice.
pub fn contrast_label(contrast: Contrast) -> String {
    t(match contrast {
        Contrast::Auto => "contrast-auto",
        Contrast::Standard => "contrast-standard",
        Contrast::Dark => "contrast-dark",
        Contrast::High => "contrast-high",
    })
}

// The archive of games, the diagrams and the embed's Analyse link.
/// "Human against Computer 3": the two players of a kept game.
pub fn archive_versus(black: PlayerKind, second: PlayerKind) -> String {
    let (black, second) = (player_short(black), player_short(second));
    t_with(
        "archive-versus",
        &[("black", (&black).into()), ("second", (&second).into())],
    )
}
/// A kept game's result with its score, the winner's count first: "Red
/// wins 40–24", "A draw 32–32".
pub fn archive_result(variant: Variant, outcome: &Outcome) -> String {
    let (winner, loser) = match outcome.winner {
        Some(Color::Black) | None => (outcome.black, outcome.white),
        Some(Color::White) => (outcome.white, outcome.black),
    };
    t_with(
        "archive-result",
        &[
            ("result", (&result(variant, outcome)).into()),
            ("winner", winner.into()),
            ("loser", loser.into()),
        ],
    )
}
pub fn archive_imported(added: usize, already: usize) -> String {
    t_with(
        "archive-imported",
        &[("added", added.into()), ("already", already.into())],
    )
}
/// Why a change to the archive was not made.
pub fn archive_refused(refused: &crate::archive::store::Refused) -> String {
    match refused {
        crate::archive::store::Refused::Change(error) => archive_problem(error),
        crate::archive::store::Refused::NoRoomAside => t("archive-no-room"),
    }
}
/// "The last 5 moves" (numbered on the diagram).
pub fn diagram_numbers_count(count: usize) -> String {
    t_with("diagram-numbers-count", &[("count", count.into())])
}
/// The PNG button, with the picture's size in pixels.
pub fn diagram_png(size: (u32, u32)) -> String {
    let (width, height) = size;
    let args = [("width", width.into()), ("height", height.into())];
    t_with("diagram-png", &args)
}
/// The diagram's title for screen readers: the move it shows.
pub fn diagram_image_title(moves: usize) -> String {
    t_with("diagram-image-title", &[("number", moves.into())])
}

#[cfg(test)]
mod tests {
    #[test]
    fn evaluations_read_as_disc_differences() {
        assert_eq!(super::eval_discs(600, true), "+6");
        assert_eq!(super::eval_discs(-1400, true), "-14");
        assert_eq!(super::eval_discs(0, true), "0");
        assert_eq!(super::eval_discs(154, false), "+1.5");
        assert_eq!(super::eval_discs(-96, false), "-1.0");
        assert_eq!(super::eval_discs(-4, false), "0.0");
        assert_eq!(super::eval_discs(5, false), "+0.1");
    }

    use super::*;
    use crate::game::tests::sq;

    #[test]
    fn openings_are_named_with_their_centre() {
        use crate::game::{Game, Players};
        use reversi_engine::openings::Openings;
        let name = |variant: Variant, moves: &str| {
            let game =
                Game::from_transcript(variant, Players::default(), moves).expect("a legal line");
            Openings::shipped()
                .of_game(game.positions())
                .map(|opening| opening_name(&opening))
        };
        assert_eq!(
            name(Variant::Othello, "f5d6c3d3c4").as_deref(),
            Some("Opening: Tiger")
        );
        assert_eq!(name(Variant::Othello, "f5"), None);
        // Black d4 and e5: crossed; c5 e6 is the perpendicular opening
        // in a mirror.
        assert_eq!(
            name(Variant::Classic, "d4d5e5e4c5e6").as_deref(),
            Some("Opening: Perpendicular opening (crossed centre)")
        );
        assert_eq!(
            name(Variant::Free, "d4e4d5e5").as_deref(),
            Some("Opening: parallel centre")
        );
        assert_eq!(name(Variant::Free, "d4e4d5"), None);
    }

    #[test]
    fn the_editors_verdict_says_who_moves_or_why_not() {
        use reversi_engine::Position;
        let setup = Setup::from_position(&Position::new(Variant::Othello));
        assert_eq!(setup_verdict(&setup), ("Black to move".to_string(), None));
        let mut setup = Setup::from_position(&Position::new(Variant::Classic));
        setup.click(sq("a1"));
        let (status, error) = setup_verdict(&setup);
        assert_eq!(status, "");
        assert!(error.unwrap().contains("outside the centre"));
    }

    #[test]
    fn hints_say_their_value_for_the_mover_and_how_far_below_the_best() {
        let hint = |discs, exact, behind| Shown {
            discs,
            exact,
            behind,
        };
        assert_eq!(
            hint_detail(hint(6, true, 0)),
            "+6 for you, exact, the best move"
        );
        assert_eq!(
            hint_detail(hint(2, true, 4)),
            "+2 for you, exact, 4 discs worse than the best move"
        );
        assert_eq!(
            hint_detail(hint(-1, false, 1)),
            "\u{2212}1 for you, estimated, 1 disc worse than the best move"
        );
        assert_eq!(
            hint_detail(hint(0, false, 0)),
            "0 for you, estimated, the best move"
        );
        assert_eq!(
            [hint_value(12), hint_value(0), hint_value(-3)],
            ["+12", "0", "\u{2212}3"]
        );
        assert_eq!(player_short(PlayerKind::Computer(5)), "Computer, level 5");
        assert_eq!(player_short(PlayerKind::Human), "Human");
    }

    #[test]
    fn notices_say_what_the_issue_asks() {
        assert_eq!(
            notice(Variant::Classic, Notice::Exhausted(Color::Black)),
            "Black has no discs left — Red plays on"
        );
        assert_eq!(
            notice(Variant::Classic, Notice::Passed(Color::White)),
            "Red has no legal move and passes"
        );
        assert_eq!(
            notice(Variant::Othello, Notice::Passed(Color::Black)),
            "Black has no legal move and passes"
        );
    }

    #[test]
    fn archive_refusals_say_which_line_and_why() {
        use crate::archive::{ImportError, LineProblem};
        assert_eq!(
            archive_problem(&ImportError::Line {
                line: 3,
                problem: LineProblem::MissingField("moves")
            }),
            "Line 3 of the file cannot be read: the field “moves” is missing. Nothing was imported."
        );
        assert_eq!(
            archive_problem(&ImportError::Full),
            "The archive on this device is full: it holds at most 500 games. Nothing was added; \
             delete some games first."
        );
    }

    #[test]
    fn squares_have_accessible_names() {
        assert_eq!(
            square_label(sq("d4"), Some("black"), false),
            "d4, black disc"
        );
        assert_eq!(square_label(sq("c6"), None, true), "c6, empty, legal move");
        assert_eq!(square_label(sq("a1"), None, false), "a1, empty");
    }

    #[test]
    fn moves_are_announced_with_their_flips() {
        let (d6, d5, e5) = (sq("d6"), sq("d5"), sq("e5"));
        assert_eq!(
            announce_move(Variant::Classic, Color::Black, d6, &[d5]),
            "Black d6, flips d5."
        );
        assert_eq!(
            announce_move(Variant::Free, Color::White, d6, &[d5, e5]),
            "White d6, flips 2: d5 e5."
        );
        assert_eq!(
            announce_move(Variant::Classic, Color::Black, d6, &[]),
            "Black d6."
        );
    }

    #[test]
    fn every_variant_has_rules_and_history() {
        for variant in Variant::ALL {
            let text = rules(variant);
            assert!(!text.rules.is_empty() && !text.history.is_empty());
            // A missing message would show its id.
            for line in text.rules.iter().chain(&text.history).chain([&text.title]) {
                assert!(
                    !line.starts_with("rules-") && !line.starts_with("history-"),
                    "{line}"
                );
            }
            assert!(!variant_label(variant).starts_with("variant-"));
            assert!(!variant_blurb(variant).starts_with("blurb-"));
        }
        for index in 0..TUTORIAL_SCENES {
            let text = tutorial_text(index);
            assert!(!text.title.starts_with("tutorial-") && !text.text.starts_with("tutorial-"));
        }
    }

    /// The ids of `locales/en.ftl` and `locales/later/en.ftl`.
    fn english_ids() -> Vec<&'static str> {
        [
            crate::i18n::ENGLISH_SOURCE,
            crate::i18n::ENGLISH_LATER_SOURCE,
        ]
        .into_iter()
        .flat_map(str::lines)
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
        .filter(|id| !id.is_empty() && !id.starts_with([' ', '#', '-']))
        .collect()
    }

    #[test]
    fn every_id_used_exists_in_english() {
        let ids = english_ids();
        assert!(ids.contains(&"undo") && ids.contains(&"tutorial-next"));
        // The table's ids, and every literal id looked up in this file.
        let source = include_str!("strings.rs");
        let literal = source
            .split("t(\"")
            .chain(source.split("t_with(\""))
            .skip(1)
            .filter_map(|rest| rest.split_once('"').map(|(id, _)| id))
            .filter(|id| {
                !id.is_empty()
                    && id
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            });
        let mut checked = 0;
        for id in TABLE_IDS.iter().copied().chain(literal) {
            assert!(ids.contains(&id), "{id} is not in locales/en.ftl");
            checked += 1;
        }
        assert!(checked > TABLE_IDS.len(), "the literal ids were read too");
    }
}
