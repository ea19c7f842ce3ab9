//! The page's state: a bundle of parts (the board's game, the dialogs, the
//! settings, the notices, the archive, the computer, the tutorial), each a
//! few signals the components read, and the intents they send. What an
//! intent does to the games (a variation, Back to the game, the tutorial's
//! stash), what is announced and whether it is saved is decided by the
//! core's [`Session`]; what the page then does (animate, save, keep, let
//! the computer play) is coordinated here.

pub mod analysis;
pub(super) mod keeping;
pub mod lessons;
pub mod puzzles;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use reversi_app_core::computer::{Schedule, Thinking};
use reversi_app_core::game::session::{self, Session, Shown};
use reversi_app_core::game::{Game, Players, Ply};
use reversi_app_core::hints::Hints;
use reversi_app_core::i18n;
use reversi_app_core::persist::Keeping;
use reversi_app_core::protocol::WeightsState;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save;
use reversi_app_core::settings::{self, Contrast, Pace, DISPLAY_KEY, SETTINGS_KEY};
use reversi_app_core::setup::{Setup, SetupProblem};
use reversi_app_core::tutorial::Tutorial;
use reversi_app_core::{anim, strings};
use reversi_engine::{Position, Square, Variant};

use crate::browser;
use crate::browser::ai_worker::AiClient;

/// A flip sequence on show: rings of discs not yet turned still show their
/// old colour.
#[derive(Clone, PartialEq, Debug)]
pub struct Flipping {
    id: u32,
    /// The disc that drops in, if the change placed one.
    pub placed: Option<Square>,
    rings: Vec<u64>,
    turned: usize,
}

impl Flipping {
    /// Whether the disc on `square` still shows its colour from before.
    pub fn pending(&self, square: Square) -> bool {
        self.rings[self.turned.min(self.rings.len())..]
            .iter()
            .any(|ring| ring & square.bit() != 0)
    }
}

/// The signals the components share, and the intents they send: a bundle
/// of parts, one per concern, each a few signals (the decisions are the
/// core's: [`Session`] for the games, `Keeping`, `Schedule`, `Tutorial`).
/// The intents that reach across parts (a placement is animated,
/// announced, saved, kept and answered by the computer) are `AppState`'s.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The game on the board, its review and variation.
    pub board: GameState,
    /// Which dialog is open.
    pub dialogs: Dialogs,
    /// The board's and the display's settings.
    pub settings: SettingsState,
    /// What the page tells: its live region and its notices.
    pub notices: Notices,
    /// The games kept on this device (`super::archive`).
    pub archive: ArchiveState,
    /// The computer player: its requests, thinking and hints.
    pub computer: ComputerState,
    /// The tutorial, while it runs: it shows its positions on the board.
    pub tutorial: TutorialState,
    /// The position editor, while it is open: the board shows its
    /// position and a click edits it (`super::setup`).
    pub setup: RwSignal<Option<Setup>>,
    /// The puzzles view and the puzzle on the board (`puzzles`).
    pub puzzles: RwSignal<reversi_app_core::puzzles::Puzzles>,
    /// The Learn view and the lesson step on the board (`lessons`).
    pub lessons: RwSignal<reversi_app_core::lessons::Lessons>,
    /// Where the later texts (`i18n::is_later_text`: the rules' lines, the
    /// tutorial, three dialogs, the analysis report) stand: fetched after
    /// the first paint (`AppState::fetch_later`).
    pub later_texts: RwSignal<LaterTexts>,
    /// The game's copy on this device (`keeping`).
    pub(in crate::ui) storage: Storage,
}

/// The game on the board: the core's [`Session`], published to the
/// components as signals after each intent.
#[derive(Clone, Copy)]
pub struct GameState {
    /// The game on the board (the session's, as last published).
    pub game: RwSignal<Game>,
    /// The position shown (the current one or the one on review).
    pub view: Memo<Position>,
    pub flipping: RwSignal<Option<Flipping>>,
    /// Why the last click on the board placed nothing, until the next move.
    pub refusal: RwSignal<Option<String>>,
    /// Whether a variation tried from a reviewed position (or a kept game
    /// opened beside the player's) is on the board; the game itself waits
    /// in the session, saved as it was, until "Back to the game".
    pub variation: RwSignal<bool>,
    /// The square holding the roving tab stop.
    pub focus: RwSignal<Square>,
    session: StoredValue<Rc<RefCell<Session>>, LocalStorage>,
    next_id: StoredValue<u32>,
}

impl GameState {
    fn new(game: Game) -> GameState {
        let signal = RwSignal::new(game.clone());
        GameState {
            game: signal,
            view: Memo::new(move |_| signal.with(Game::view)),
            flipping: RwSignal::new(None),
            refusal: RwSignal::new(None),
            variation: RwSignal::new(false),
            // d4 (column d, row 4), without `"d4".parse()`, whose `expect`
            // would format the error with `Debug` and so bring the string
            // escaping code into the page.
            focus: RwSignal::new(Square::at(3, 3).expect("d4")),
            session: StoredValue::new_local(Rc::new(RefCell::new(Session::new(game)))),
            next_id: StoredValue::new(0),
        }
    }

    /// The session, shared (a `RefCell` rather than the arena's generic
    /// accessors: the page's size).
    fn session(&self) -> Rc<RefCell<Session>> {
        self.session.get_value()
    }

    /// Applies `change` to the session and shows its result.
    pub(in crate::ui) fn change<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        let result = change(&mut self.session().borrow_mut());
        self.publish();
        result
    }

    /// Reads the session.
    pub(in crate::ui) fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.session().borrow())
    }

    /// Sets the signals from the session.
    fn publish(&self) {
        let session = self.session();
        let session = session.borrow();
        self.game.set(session.game().clone());
        let variation = session.in_variation();
        if self.variation.get_untracked() != variation {
            self.variation.set(variation);
        }
    }

    /// Drops the flips on show and the last refusal: another position.
    fn settle(&self) {
        self.flipping.set(None);
        self.refusal.set(None);
    }

    /// Starts the flip sequence of a change that placed (or removed) the
    /// disc on `origin` and turned `flips`, `pace` times slower than usual.
    fn animate(&self, placed: Option<Square>, origin: Square, flips: u64, pace: u32) {
        if browser::prefers_reduced_motion() {
            self.flipping.set(None);
            return;
        }
        let id = self.next_id.get_value().wrapping_add(1);
        self.next_id.set_value(id);
        let rings = anim::rings(origin, flips);
        let count = rings.len();
        self.flipping.set(Some(Flipping {
            id,
            placed,
            rings,
            turned: 0,
        }));
        let flipping = self.flipping;
        for index in 0..count {
            Timeout::new(anim::ring_start_ms(index, count) * pace, move || {
                // `try_update`: the board may be gone by the time the timer fires.
                flipping.try_update(|current| {
                    if let Some(current) = current.as_mut().filter(|f| f.id == id) {
                        current.turned = index + 1;
                    }
                });
            })
            .forget();
        }
    }
}

/// Which dialog is open: at most one is, inside the page's `Modal`.
#[derive(Clone, Copy)]
pub struct Dialogs {
    /// "New game".
    pub new_game: RwSignal<bool>,
    /// "Embed on your site".
    pub embed: RwSignal<bool>,
    /// The archive of kept games.
    pub archive: RwSignal<bool>,
    /// The diagram of the position on show.
    pub diagram: RwSignal<bool>,
}

/// The board's and the display's settings (kept by `AppState`'s setters).
#[derive(Clone, Copy)]
pub struct SettingsState {
    pub show_legal: RwSignal<bool>,
    /// The display theme chosen, and whether the system prefers more contrast.
    pub contrast: RwSignal<Contrast>,
    pub system_contrast: RwSignal<bool>,
}

/// What the page tells the player.
#[derive(Clone, Copy)]
pub struct Notices {
    /// The latest line for the page's one aria-live region: every move,
    /// its flips, a pass, a player out of discs, the result.
    pub announcement: RwSignal<String>,
    /// Problems met loading the game and storage's notices, until dismissed.
    pub problems: RwSignal<Vec<LoadProblem>>,
}

impl Notices {
    /// Says `line` in the live region.
    pub fn say(&self, line: String) {
        self.announcement.set(line);
    }
}

/// The games kept on this device.
#[derive(Clone, Copy)]
pub struct ArchiveState {
    pub games: RwSignal<reversi_app_core::archive::Archive>,
}

/// The tutorial's signals.
#[derive(Clone, Copy)]
pub struct TutorialState {
    /// The tutorial, while it runs.
    pub current: RwSignal<Option<Tutorial>>,
    /// The squares the tutorial highlights.
    pub highlight: Memo<u64>,
}

/// The game's copy on this device.
#[derive(Clone, Copy)]
pub(in crate::ui) struct Storage {
    /// Failures, another tab's saves (the core decides).
    pub(in crate::ui) keeping: StoredValue<Keeping>,
    /// Whether to save to localStorage (off in component tests and embeds).
    pub(in crate::ui) persist: StoredValue<bool>,
}

/// The later texts of the language on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaterTexts {
    Loading,
    Ready,
    /// Not fetched: the panels say so, the rest of the page is whole.
    Failed,
}

impl AppState {
    /// Fetches the later texts of the language on show unless they are
    /// in force; the views that show them follow `later_texts`.
    pub fn fetch_later(&self) {
        if i18n::has_later() {
            self.later_texts.set(LaterTexts::Ready);
            return;
        }
        self.later_texts.set(LaterTexts::Loading);
        let later_texts = self.later_texts;
        leptos::task::spawn_local(async move {
            let ready = crate::browser::language::load_later().await;
            later_texts.set(if ready {
                LaterTexts::Ready
            } else {
                LaterTexts::Failed
            });
        });
    }

    /// `text` once the later texts are in force, else what stands in
    /// for it meanwhile.
    pub fn later_text(&self, text: impl FnOnce() -> String) -> String {
        match self.later_texts.get() {
            LaterTexts::Ready => text(),
            LaterTexts::Loading => strings::later_loading(),
            LaterTexts::Failed => strings::later_failed(),
        }
    }

    pub fn new(game: Game, show_legal: bool, persist: bool) -> AppState {
        let current = RwSignal::new(None::<Tutorial>);
        AppState {
            board: GameState::new(game),
            dialogs: Dialogs {
                new_game: RwSignal::new(false),
                embed: RwSignal::new(false),
                archive: RwSignal::new(false),
                diagram: RwSignal::new(false),
            },
            settings: SettingsState {
                show_legal: RwSignal::new(show_legal),
                contrast: RwSignal::new(Contrast::default()),
                system_contrast: RwSignal::new(false),
            },
            notices: Notices {
                announcement: RwSignal::new(String::new()),
                problems: RwSignal::new(Vec::new()),
            },
            archive: ArchiveState {
                games: RwSignal::new(Default::default()),
            },
            computer: ComputerState::default(),
            tutorial: TutorialState {
                current,
                highlight: Memo::new(move |_| {
                    current.with(|t| t.map_or(0, |t| t.scene().highlight_bits()))
                }),
            },
            setup: RwSignal::new(None),
            puzzles: RwSignal::new(Default::default()),
            lessons: RwSignal::new(Default::default()),
            later_texts: RwSignal::new(if i18n::has_later() {
                LaterTexts::Ready
            } else {
                LaterTexts::Loading
            }),
            storage: Storage {
                keeping: StoredValue::new(Keeping::default()),
                persist: StoredValue::new(persist),
            },
        }
    }

    pub fn in_tutorial(&self) -> bool {
        self.board.with(Session::in_tutorial)
    }

    pub fn variant(&self) -> Variant {
        self.board.game.with_untracked(Game::variant)
    }

    /// Saves the player's game (never a tutorial scene nor a variation).
    pub(in crate::ui) fn save(&self) {
        if self.storage.persist.get_value() && self.board.with(Session::is_players_game) {
            self.store_game(&self.board.game.with_untracked(save::write));
        }
    }

    /// A click (or Enter/Space) on a square. On a reviewed position a
    /// legal placement starts a variation there; a refused one says why.
    pub fn play(&self, square: Square) {
        if self.setup.with_untracked(Option::is_some) {
            self.setup
                .update(|setup| setup.as_mut().map_or((), |s| s.click(square)));
            return;
        }
        if self.in_tutorial() {
            self.tutorial_play(square);
            return;
        }
        // A refused click leaves the board's signals alone.
        let outcome = self.board.session().borrow_mut().play(square);
        if outcome.is_ok() {
            self.board.publish();
        }
        match outcome {
            Ok(played) => {
                if played.branched {
                    self.cancel_computer();
                    self.board.flipping.set(None);
                }
                self.after_placement(played.ply);
                self.judge_puzzle(played.ply.square);
                self.judge_lesson(played.ply.square);
                self.schedule_computer();
            }
            Err(refusal) => {
                let text = session::refusal_line(refusal);
                self.notices.say(text.clone());
                self.board.refusal.set(Some(text));
            }
        }
    }

    /// Plays the same game again from the start, with the same players.
    pub fn rematch(&self) {
        self.rematch_as(false);
    }

    /// The same variant again with the two players exchanged.
    pub fn rematch_swapped(&self) {
        self.rematch_as(true);
    }

    fn rematch_as(&self, swapped: bool) {
        self.before_new_game();
        let variant = self.board.change(|session| session.rematch(swapped));
        self.after_new_game(variant);
    }

    /// Shows `game` (a kept one, to review) while an unfinished game with
    /// moves waits, as a variation's does, for "Back to the game": opening
    /// an old game never loses the one in progress.
    pub(in crate::ui) fn show_beside(&self, game: Game) {
        self.cancel_computer();
        self.setup.set(None);
        self.forget_puzzles();
        self.board.settle();
        self.tutorial.current.set(None);
        if self.board.change(|session| session.show_beside(game)) == Shown::Replaced {
            self.after_replace();
        }
    }

    /// The computer's placement, once its answer is known to be current.
    pub(in crate::ui) fn play_for_computer(&self, square: Square) {
        if let Some(ply) = self
            .board
            .change(|session| session.play_for_computer(square))
        {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Takes back the last placement, or, against the computer, back to
    /// the person's last turn.
    pub fn undo(&self) {
        // A puzzle is tried again with its own button.
        if self.in_tutorial() || self.board.with(Session::in_puzzles) {
            return;
        }
        self.cancel_computer();
        if let Some(ply) = self.board.change(Session::undo) {
            self.board.refusal.set(None);
            self.board.animate(None, ply.square, ply.flips, 1);
            self.notices.say(session::undo_line(ply));
            self.save();
        }
        self.schedule_computer();
    }

    pub fn redo(&self) {
        // A puzzle is tried again with its own button.
        if self.in_tutorial() || self.board.with(Session::in_puzzles) {
            return;
        }
        self.cancel_computer();
        if let Some(ply) = self.board.change(Session::redo) {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Shows the position after `placements` placements.
    pub fn review(&self, placements: usize) {
        self.board.settle();
        self.board.change(|session| session.review(placements));
        self.schedule_computer();
    }

    /// Steps the position on show `by` placements back (negative) or on.
    pub fn review_by(&self, by: isize) {
        self.board.settle();
        self.board.change(|session| session.review_by(by));
        self.schedule_computer();
    }

    /// Back to the game: its current position, leaving any variation.
    pub fn end_review(&self) {
        self.board.settle();
        if self.board.change(Session::end_review) {
            self.cancel_computer();
        }
        self.schedule_computer();
    }

    pub fn new_game(&self, variant: Variant, players: Players) {
        self.before_new_game();
        self.board
            .change(|session| session.new_game(variant, players));
        self.after_new_game(variant);
    }

    fn before_new_game(&self) {
        self.cancel_computer();
        self.setup.set(None);
        self.forget_puzzles();
        self.board.settle();
        self.tutorial.current.set(None);
        self.dialogs.new_game.set(false);
    }

    fn after_new_game(&self, variant: Variant) {
        self.notices.say(strings::announce_new_game(variant));
        self.save();
        self.schedule_computer();
    }

    /// Shows another game (a pasted record, a host's command): the
    /// computer's search and the tutorial end; saved unless embedded.
    pub fn replace_game(&self, game: Game) {
        self.cancel_computer();
        self.setup.set(None);
        self.forget_puzzles();
        self.board.settle();
        self.tutorial.current.set(None);
        self.board.change(|session| session.replace(game));
        self.after_replace();
    }

    fn after_replace(&self) {
        self.save();
        self.keep_if_finished();
        self.schedule_computer();
    }

    /// Opens the position editor on the position on show; the computer
    /// waits until it closes.
    pub fn open_setup(&self) {
        self.fetch_later();
        self.cancel_computer();
        self.board.settle();
        let mut setup = Setup::from_position(&self.board.view.get_untracked());
        setup.players = self.board.game.with_untracked(Game::players);
        self.setup.set(Some(setup));
    }

    /// Closes the editor, the game on the board as it was.
    pub fn close_setup(&self) {
        self.setup.set(None);
        self.schedule_computer();
    }

    /// Plays from the editor's position between `players`, or says why it
    /// cannot (the editor stays open, its position as it was).
    pub fn finish_setup(&self) -> Result<(), SetupProblem> {
        let Some(setup) = self.setup.get_untracked() else {
            return Ok(());
        };
        match setup.position() {
            Ok(position) => {
                let ready = Setup::ready(&position);
                let status = strings::setup_ready(position.variant(), ready, position.outcome());
                self.setup.set(None);
                self.replace_game(Game::from_position(setup.players, position));
                self.notices.say(strings::setup_announce(&status));
                Ok(())
            }
            Err(problem) => {
                self.notices.say(strings::setup_problem(problem));
                Err(problem)
            }
        }
    }

    pub fn set_show_legal(&self, on: bool) {
        self.settings.show_legal.set(on);
        self.store_board_settings();
    }

    /// Keeps the legal-move markers and the hints for the next visit.
    pub(in crate::ui) fn store_board_settings(&self) {
        if self.storage.persist.get_value() {
            let settings = settings::BoardSettings {
                show_legal: self.settings.show_legal.get_untracked(),
                show_hints: self.computer.show_hints.get_untracked(),
                hint_lines: self.hint_lines_untracked(),
            };
            self.store(SETTINGS_KEY, &settings.write());
        }
    }

    pub fn set_contrast(&self, contrast: Contrast) {
        self.settings.contrast.set(contrast);
        if self.storage.persist.get_value() {
            self.store(DISPLAY_KEY, contrast.name());
        }
    }

    pub(crate) fn after_placement(&self, ply: Ply) {
        self.board.refusal.set(None);
        // The tutorial turns its discs slowly enough to follow.
        let pace = if self.in_tutorial() { 3 } else { 1 };
        self.board
            .animate(Some(ply.square), ply.square, ply.flips, pace);
        self.notices.say(self.placement_line(ply));
        self.save();
        self.keep_if_finished();
        if !self.in_tutorial() {
            self.board
                .game
                .with_untracked(browser::host_page::notify_placement);
        }
    }

    /// What the live region says after `ply` ([`session::placement_line`]).
    pub(crate) fn placement_line(&self, ply: Ply) -> String {
        self.board
            .game
            .with_untracked(|game| session::placement_line(game, ply))
    }
}

/// The computer's signals, part of [`AppState`].
#[derive(Clone, Copy)]
pub struct ComputerState {
    pub thinking: RwSignal<Option<Thinking>>,
    pub hints: RwSignal<Option<Hints>>,
    pub show_hints: RwSignal<bool>,
    /// How many hint lines to list, as the choice writes it ("3"; "0"
    /// for all: `hints::line_count`). A string, as the choice gives it.
    pub hint_lines: RwSignal<String>,
    /// A problem with the worker, until it works again.
    pub problem: RwSignal<Option<String>>,
    /// Where the worker's learned evaluation stands (`None` before the
    /// worker has said).
    pub weights: RwSignal<Option<WeightsState>>,
    pub(in crate::ui) schedule: StoredValue<Schedule>,
    pub(in crate::ui) client: StoredValue<Option<AiClient>, LocalStorage>,
}

impl Default for ComputerState {
    fn default() -> ComputerState {
        ComputerState {
            thinking: RwSignal::new(None),
            hints: RwSignal::new(None),
            show_hints: RwSignal::new(false),
            hint_lines: RwSignal::new(String::new()),
            problem: RwSignal::new(None),
            weights: RwSignal::new(None),
            schedule: StoredValue::new(Schedule::default()),
            client: StoredValue::new_local(None),
        }
    }
}

impl ComputerState {
    /// The pause before the computer's moves (the `reversi.pace` setting).
    pub fn set_pace(&self, pace: Pace) {
        self.schedule.update_value(|s| s.set_pace(pace));
    }
}
