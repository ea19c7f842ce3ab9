//! Every piece of text the player sees or hears, in one place, ready for
//! translation. Components never hold literal English.

use reversi_engine::{Color, Outcome, PlayError, Square, Variant};

use crate::game::{Notice, PlayerKind};
use crate::save::LoadProblem;
use crate::tutorial::{Feedback, Hint};

pub const TITLE: &str = "Reversi";
pub const SUBTITLE: &str = "The 1880s game, its free opening, and Othello";

pub const NEW_GAME: &str = "New game";
pub const UNDO: &str = "Undo";
pub const REDO: &str = "Redo";
pub const RULES: &str = "Rules";
pub const HISTORY: &str = "History";
pub const COPY_TRANSCRIPT: &str = "Copy transcript";
pub const COPY_LINK: &str = "Copy link";
pub const SHARE_LINK: &str = "Link to this game";
pub const LINK_COPIED: &str = "Link copied";
pub const COPIED: &str = "Transcript copied";
pub const COPY_FAILED: &str = "Copying failed: select the transcript and copy it by hand";
pub const SHOW_LEGAL: &str = "Show legal moves";
pub const MOVES: &str = "Moves";
pub const START_POSITION: &str = "Start";
pub const NO_MOVES_YET: &str = "No moves yet.";
pub const BACK_TO_GAME: &str = "Back to the game";
pub const DISMISS: &str = "Dismiss";
pub const DISCS_LEFT: &str = "discs left";
pub const BOARD_LABEL: &str = "Reversi board";
pub const GAME_OVER: &str = "Game over";
pub const PLAY_AGAIN: &str = "Play again";

pub const DIALOG_TITLE: &str = "New game";
pub const DIALOG_VARIANT: &str = "Rules";
pub const DIALOG_PLAYERS: &str = "Players";
pub const DIALOG_START: &str = "Start";
pub const DIALOG_CANCEL: &str = "Cancel";
pub const DIALOG_COMPUTER_SOON: &str = "Computer players arrive in a later version.";

pub const OPENING_HINT: &str = "place on any centre square; nothing flips";

/// The variant as the new-game dialog names it.
pub fn variant_label(variant: Variant) -> &'static str {
    match variant {
        Variant::Classic => "Classic (1880s)",
        Variant::Free => "Free opening",
        Variant::Othello => "Othello",
    }
}

/// One line under the variant's name in the dialog.
pub fn variant_blurb(variant: Variant) -> &'static str {
    match variant {
        Variant::Classic => "Empty board, free centre opening, 32 discs each, black and red.",
        Variant::Free => "Empty board, free centre opening, no disc limit.",
        Variant::Othello => "The modern game: cross start, every move flips.",
    }
}

/// "Black", "Red" or "White".
pub fn colour(variant: Variant, color: Color) -> &'static str {
    match (color, variant) {
        (Color::Black, _) => "Black",
        (Color::White, Variant::Classic) => "Red",
        (Color::White, _) => "White",
    }
}

/// "black", "red" or "white".
pub fn colour_lower(variant: Variant, color: Color) -> &'static str {
    color.name(variant)
}

pub fn player_kind(kind: PlayerKind) -> String {
    match kind.level() {
        None => "Human".into(),
        Some(level) => format!("Computer: level {} ({})", level.number, level.name),
    }
}

pub fn to_move(variant: Variant, color: Color) -> String {
    format!("{} to move", colour(variant, color))
}

pub fn reviewing(index: usize, total: usize) -> String {
    format!("Reviewing the position after move {index} of {total}")
}

pub fn reviewing_start(total: usize) -> String {
    format!("Reviewing the starting position ({total} moves played)")
}

pub fn notice(variant: Variant, notice: Notice) -> String {
    match notice {
        Notice::Passed(color) => format!("{} has no legal move and passes", colour(variant, color)),
        Notice::Exhausted(color) => format!(
            "{} has no discs left — {} plays on",
            colour(variant, color),
            colour(variant, color.opposite())
        ),
    }
}

pub fn result(variant: Variant, outcome: &Outcome) -> String {
    match outcome.winner {
        Some(color) => format!("{} wins", colour(variant, color)),
        None => "A draw".to_string(),
    }
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

pub fn empties_note(variant: Variant) -> Option<&'static str> {
    variant
        .empties_to_winner()
        .then_some("Empty squares count for the winner.")
}

/// The accessible name of a square: "d4, black disc", "c6, empty, legal move".
pub fn square_label(square: Square, disc: Option<&str>, legal: bool) -> String {
    match (disc, legal) {
        (Some(colour), _) => format!("{square}, {colour} disc"),
        (None, true) => format!("{square}, empty, legal move"),
        (None, false) => format!("{square}, empty"),
    }
}

/// What the live region says after a placement.
pub fn announce_move(variant: Variant, color: Color, square: Square, flips: &[Square]) -> String {
    let who = colour(variant, color);
    match flips.len() {
        0 => format!("{who} {square}."),
        1 => format!("{who} {square}, flips {}.", flips[0]),
        n => {
            let names: Vec<String> = flips.iter().map(Square::to_string).collect();
            format!("{who} {square}, flips {n}: {}.", names.join(" "))
        }
    }
}

pub fn announce_undo(square: Square) -> String {
    format!("Took back {square}.")
}

pub fn announce_result(variant: Variant, outcome: &Outcome) -> String {
    format!(
        "Game over. {}, {}.",
        result(variant, outcome),
        final_counts(variant, outcome)
    )
}

pub fn announce_new_game(variant: Variant) -> String {
    format!("New game: {}.", variant_label(variant))
}

pub fn move_button_label(number: usize, variant: Variant, color: Color, square: Square) -> String {
    format!(
        "Move {number}, {} {square}: review this position",
        colour_lower(variant, color)
    )
}

pub fn pass_in_list(variant: Variant, color: Color) -> String {
    format!("{} passes", colour_lower(variant, color))
}

pub fn load_problem(problem: &LoadProblem) -> String {
    match problem {
        LoadProblem::CorruptSave => {
            "The saved game could not be read, so a fresh game has started.".to_string()
        }
        LoadProblem::BadLink(reason) => {
            format!("The game in the link could not be opened ({reason}); showing the starting position.")
        }
        LoadProblem::Notice(text) => text.clone(),
    }
}

pub struct RulesText {
    pub title: &'static str,
    pub rules: &'static [&'static str],
    pub history: &'static [&'static str],
}

/// The rules panel: each variant's rules in plain words and a short history.
pub fn rules(variant: Variant) -> RulesText {
    match variant {
        Variant::Classic => RulesText {
            title: "Classic Reversi (1880s)",
            rules: &[
                "The board starts empty. Black and red each have 32 discs; black moves first.",
                "The first four discs go, in turn, on the four centre squares d4, e4, d5 and e5, in any order. Nothing flips, and nobody may pass or play elsewhere.",
                "After that, place a disc so that it traps at least one straight line (row, column or diagonal) of your opponent's discs between it and one of yours. Every trapped line turns over to your colour.",
                "If you have no such square, you pass.",
                "Only placing uses up discs; flipping does not. A player who has placed all 32 discs cannot move any more, and the other player makes the remaining moves.",
                "The game ends when neither player can move. More discs on the board wins; empty squares count for nobody.",
            ],
            history: CLASSIC_HISTORY,
        },
        Variant::Free => RulesText {
            title: "Free opening",
            rules: &[
                "The board starts empty; black moves first.",
                "The first four discs go, in turn, on the four centre squares. Nothing flips. If each colour ends up on a diagonal, you have the cross start; if a colour's two discs sit side by side, the parallel start.",
                "Then every move must trap and flip at least one line of your opponent's discs. With no such square, you pass.",
                "There is no 32-disc limit: the board may fill up.",
                "The game ends when neither player can move; more discs wins.",
            ],
            history: &[
                "The original rules did not fix the starting position: the board started empty and each player's first two discs went on the centre squares, exactly as here.",
                "The original game also limited each player to 32 discs. That limit was dropped early in the 20th century, and this variant leaves it out.",
            ],
        },
        Variant::Othello => RulesText {
            title: "Othello",
            rules: &[
                "The game starts with four discs in a cross: white on d4 and e5, black on d5 and e4. Black moves first.",
                "Every move must trap and flip at least one straight line of your opponent's discs between the new disc and one of yours.",
                "If you have no such square, you pass. There is no disc limit.",
                "The game ends when neither player can move. More discs wins, and the empty squares are added to the winner's count.",
            ],
            history: &[
                "Goro Hasegawa launched his version of the game in Japan in 1973 as Othello. He fixed the cross as the start of every game, and most players today know only that start.",
                "Othello's worldwide success brought the name Reversi back, though many games sold under it today use Othello's rules. The two share their play but differ in history and in the details of the rules.",
            ],
        },
    }
}

const CLASSIC_HISTORY: &[&str] = &[
    "Reversi was born in Victorian England in the 1880s. Two Englishmen, Lewis Waterman and John W. Mollett, each claimed to have invented it and accused the other of cheating. The first reliable description appeared in The Saturday Review in August 1886, and the game was on sale from 1888.",
    "Mollett's The Handbook of Reversi (1889) and Waterman's Reversi and Go Bang (1890) give these rules. The free first four moves and the 32-disc supply are the big differences from modern Othello.",
    "Reversi was very popular in England at the end of the 19th century and spread across Europe — a German publisher took it up in 1893 — but interest faded in the early 20th century, and by 1973 it was almost forgotten.",
];

pub const MOVE_NOW: &str = "Move now";
pub const SHOW_HINTS: &str = "Show hints (disc difference for each move)";
pub const UPDATE_READY: &str = "A new version is ready: reload";

/// An evaluation in hundredths of a disc as a signed disc difference:
/// whole when exact, one decimal otherwise.
pub fn eval_discs(eval: i32, exact: bool) -> String {
    // Integer arithmetic: float formatting would add kilobytes of wasm.
    let sign = if eval < 0 { '-' } else { '+' };
    let tenths = (eval.unsigned_abs() + 5) / 10;
    if exact {
        format!("{sign}{}", eval.unsigned_abs() / 100)
    } else {
        format!("{sign}{}.{}", tenths / 10, tenths % 10)
    }
}

pub fn thinking(depth: u32, eval: i32, exact: bool) -> String {
    if depth == 0 {
        "The computer is thinking…".into()
    } else if exact {
        format!(
            "The computer is thinking… solved to the end: {}",
            eval_discs(eval, true)
        )
    } else {
        format!(
            "The computer is thinking… depth {depth}, evaluation {}",
            eval_discs(eval, false)
        )
    }
}

pub fn ai_failed(message: &str, gave_up: bool) -> String {
    if gave_up {
        format!("The computer player could not be started ({message}). You can still play against a friend.")
    } else {
        format!("The computer player stopped ({message}) and is being restarted.")
    }
}

pub const LEARN: &str = "Learn to play";
pub const TUTORIAL_TITLE: &str = "Tutorial";
pub const TUTORIAL_NEXT: &str = "Next";
pub const TUTORIAL_BACK: &str = "Back";
pub const TUTORIAL_SKIP: &str = "Skip";
pub const TUTORIAL_RESTART: &str = "Restart";
pub const TUTORIAL_COMPUTER: &str = "Play the computer";
pub const TUTORIAL_FRIEND: &str = "Play a friend";

/// A tutorial scene's title and text, in the order of `tutorial::SCENES`.
pub struct TutorialText {
    pub title: &'static str,
    pub text: &'static str,
}

const fn tut(title: &'static str, text: &'static str) -> TutorialText {
    TutorialText { title, text }
}

pub const TUTORIAL: [TutorialText; 11] = [
    tut("The pieces", "Reversi is played on this 8 × 8 board with black and red discs. Each player has 32 discs, shown in the trays beside the board: a disc leaves the tray when it is placed. Black moves first."),
    tut("The empty board", "The board starts empty. The first four discs go on the four highlighted centre squares, black and red in turn, in any order. Place all four: black, then red, then black, then red."),
    tut("Cross and parallel", "The players choose the start. Here each colour's two discs lie side by side: the parallel start. Old English sets often began this way. Press Next to see the other start."),
    tut("Cross and parallel", "Here each colour holds a diagonal: the cross. Modern Othello always begins with the cross; classic Reversi lets the players choose."),
    tut("The first flip", "From now on every disc must outflank: trap a straight line of the other colour between the new disc and one of yours. Black plays d6: red d5 lies between d6 and d4. Click d6 and watch d5 turn."),
    tut("Practice", "Black to move. Find a move that flips. Try a square: if it is not allowed, you will be told why."),
    tut("Several lines at once", "One disc can outflank several lines. Black e3 traps d3 to the left, d4 on the diagonal and e4 below, and all three turn. Click e3."),
    tut("Passing, the limit and the end", "A player with no legal placement passes. After black's f1, red has nowhere to place, so red passes and black moves again."),
    tut("Passing, the limit and the end", "Black has placed all 32 discs and can no longer move, though flips never change the trays. Red makes the remaining moves."),
    tut("Passing, the limit and the end", "The game ends when neither player can move. The player with more discs on the board wins; empty squares count for nobody."),
    tut("Your turn", "That is the whole game. Start a real one against the computer or a friend at this device."),
];

/// The progress line: "Step 3 / 8: Cross and parallel".
pub fn tutorial_step(step: usize, steps: usize, title: &str) -> String {
    format!("Step {step} / {steps}: {title}")
}

/// What the tutorial says after a click.
pub fn tutorial_feedback(feedback: Feedback) -> String {
    match feedback {
        Feedback::Opening(0) => {
            "Nothing flipped: the centre is full and the start is set. Press Next.".into()
        }
        Feedback::Opening(left) => format!(
            "Placed. Nothing flips during the first four discs; {left} centre squares left."
        ),
        Feedback::Flipped(square, flips) => {
            let names: Vec<String> = Square::iter_bits(flips).map(|s| s.to_string()).collect();
            format!("{square} flips {}. Press Next.", names.join(", "))
        }
        Feedback::Refused(Hint::Illegal(PlayError::FlipsNothing(s))) => {
            format!("{s} flips nothing: it traps no line of the other colour.")
        }
        Feedback::Refused(Hint::Illegal(PlayError::Occupied(s))) => {
            format!("{s} is occupied: place on an empty square.")
        }
        Feedback::Refused(Hint::Illegal(PlayError::OutsideCentre(s))) => {
            format!("{s} is outside the centre: the first four discs go on d4, e4, d5 and e5.")
        }
        Feedback::Refused(Hint::Illegal(error)) => format!("Not allowed: {error}."),
        Feedback::Refused(Hint::TryThis(square, wanted)) => {
            format!("{square} is legal too, but this step is about {wanted}.")
        }
        Feedback::Refused(Hint::PressNext) => "Nothing to place here: press Next.".into(),
    }
}

// Embed, host API and records
pub const EMBED: &str = "Embed on your site";
pub const EMBED_TITLE: &str = "Embed on your site";
pub const EMBED_INTRO: &str = "Paste this into a page of your site. The game runs in the frame and saves nothing over your visitors' own games.";
pub const EMBED_THIS_GAME: &str = "Include this game's moves";
pub const EMBED_LOOK: &str = "Board";
pub const EMBED_LOOK_AUTO: &str = "As the variant";
pub const EMBED_LOOK_CLASSIC: &str = "Classic (red-brown)";
pub const EMBED_LOOK_OTHELLO: &str = "Othello (green)";
pub const EMBED_SCHEME: &str = "Colours";
pub const EMBED_SCHEME_AUTO: &str = "As the visitor's device";
pub const EMBED_SCHEME_LIGHT: &str = "Light";
pub const EMBED_SCHEME_DARK: &str = "Dark";
pub const EMBED_COORDS: &str = "Show coordinates";
pub const EMBED_SIZE: &str = "Size";
pub const EMBED_SNIPPET: &str = "Code to paste";
pub const EMBED_PREVIEW: &str = "Preview";
pub const EMBED_COPY: &str = "Copy code";
pub const EMBED_COPIED: &str = "Code copied";
pub const EMBED_COPY_FAILED: &str = "Copying failed: select the code and copy it by hand";
pub const EMBED_CLOSE: &str = "Close";
pub const EMBED_FRAME_TITLE: &str = "Reversi";
pub const EMBED_OPEN_FULL: &str = "Open the full game";

pub fn embed_size(size: u32) -> String {
    format!("{size} × {size} px")
}

/// A parameter of an embed address that could not be read (`value` already cut short).
pub fn embed_bad_parameter(key: &str, value: &str) -> String {
    format!("The embed parameter {key}=\"{value}\" was not understood and is ignored.")
}

/// A command from the host page the rules refused (`reason` already cut short).
pub fn host_command_refused(command: &str, reason: &str) -> String {
    format!("The page around this game sent {command}, which could not be followed ({reason}); the game is unchanged.")
}

pub const RECORDS: &str = "Import or export";
pub const RECORDS_HELP: &str =
    "A transcript (d4d5e4e5d6) or a board string (64 squares of X, O or -, then the side to move).";
pub const RECORDS_LABEL: &str = "Transcript or board string";
pub const RECORDS_SHOW_TRANSCRIPT: &str = "Show transcript";
pub const RECORDS_SHOW_BOARD: &str = "Show board string";
pub const RECORDS_IMPORT: &str = "Import";

pub fn records_imported(transcript: bool) -> &'static str {
    if transcript {
        "Transcript imported."
    } else {
        "Board string imported: the game goes on from that position."
    }
}

/// Why a pasted record could not be imported (`reason` already cut short).
pub fn records_problem(reason: &str) -> String {
    format!("This could not be imported ({reason}); your game is unchanged.")
}

// Accessibility and display settings

/// Under the board, and read when the keyboard enters it.
pub const BOARD_KEYS: &str =
    "Keyboard: arrow keys move between squares, Home and End go to the ends of a row, Enter or Space places a disc.";
pub const DISPLAY: &str = "Display";

/// A square's name with the hint shown on it: "c3, empty, legal move, hint +1.5".
pub fn square_label_with_hint(label: &str, hint: &str) -> String {
    format!("{label}, hint {hint}")
}

/// The display themes in the "Display" choice.
pub fn contrast_label(contrast: crate::save::Contrast) -> &'static str {
    match contrast {
        crate::save::Contrast::Auto => "Automatic (follow the system)",
        crate::save::Contrast::Standard => "Standard colours",
        crate::save::Contrast::High => "High contrast",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn evaluations_read_as_disc_differences() {
        assert_eq!(super::eval_discs(600, true), "+6");
        assert_eq!(super::eval_discs(-1400, true), "-14");
        assert_eq!(super::eval_discs(0, true), "+0");
        assert_eq!(super::eval_discs(154, false), "+1.5");
        assert_eq!(super::eval_discs(-96, false), "-1.0");
        assert_eq!(super::eval_discs(-4, false), "-0.0");
    }

    use super::*;
    use crate::game::tests::sq;

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
            assert!(!variant_label(variant).is_empty());
        }
    }
}
