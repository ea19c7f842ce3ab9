//! The page's state: the signals the components share and the intents they
//! send. The rules stay in the engine, the game's history in [`Game`]; what
//! the page does about them (save, announce, animate, let the computer
//! play) is decided here.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use reversi_app_core::computer::{Hints, Schedule, Thinking};
use reversi_app_core::game::{Game, Notice, Players, Ply, Refusal};
use reversi_app_core::i18n;
use reversi_app_core::persist::Keeping;
use reversi_app_core::protocol::WeightsState;
use reversi_app_core::reason::LoadProblem;
use reversi_app_core::save;
use reversi_app_core::settings::{self, Contrast, Pace, DISPLAY_KEY, SETTINGS_KEY};
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

/// The signals the components share, and the intents they send.
#[derive(Clone, Copy)]
pub struct AppState {
    pub game: RwSignal<Game>,
    /// The position shown (the current one or the one on review).
    pub view: Memo<Position>,
    pub flipping: RwSignal<Option<Flipping>>,
    pub show_legal: RwSignal<bool>,
    /// Problems met loading the game, until dismissed.
    pub problems: RwSignal<Vec<LoadProblem>>,
    /// The latest line for the page's one aria-live region: every move,
    /// its flips, a pass, a player out of discs, the result.
    pub announcement: RwSignal<String>,
    /// The display theme chosen, and whether the system prefers more contrast.
    pub contrast: RwSignal<Contrast>,
    pub system_contrast: RwSignal<bool>,
    pub dialog_open: RwSignal<bool>,
    /// Where the later texts (`i18n::is_later_text`: the rules' lines, the
    /// tutorial, three dialogs, the analysis report) stand: fetched after
    /// the first paint (`AppState::fetch_later`).
    pub later_texts: RwSignal<LaterTexts>,
    /// The "Embed on your site" dialog.
    pub embed_dialog_open: RwSignal<bool>,
    /// The games kept on this device, and the dialogs of the archive and
    /// the diagram (`super::archive`, `super::diagram`).
    pub archive: RwSignal<reversi_app_core::archive::Archive>,
    pub archive_open: RwSignal<bool>,
    pub diagram_open: RwSignal<bool>,
    /// The square holding the roving tab stop.
    pub focus: RwSignal<Square>,
    /// The computer player: its requests, thinking and hints.
    pub computer: ComputerState,
    /// The tutorial, while it runs: it shows its positions in `game`.
    pub tutorial: RwSignal<Option<Tutorial>>,
    /// The squares the tutorial highlights.
    pub highlight: Memo<u64>,
    /// The player's own game, put aside while the tutorial runs.
    pub(super) stash: StoredValue<Option<Game>>,
    /// The game's copy on this device: failures, another tab's saves.
    pub(super) keeping: StoredValue<Keeping>,
    /// Why the last click on the board placed nothing, until the next move.
    pub refusal: RwSignal<Option<String>>,
    /// Whether a variation tried from a reviewed position is on the board;
    /// the game itself waits in `main_line`, saved as it was, until "Back
    /// to the game" (or a new game).
    pub variation: RwSignal<bool>,
    main_line: StoredValue<Option<Game>>,
    /// Whether to save to localStorage (off in component tests).
    pub(super) persist: StoredValue<bool>,
    next_id: StoredValue<u32>,
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
        let game = RwSignal::new(game);
        let tutorial = RwSignal::new(None::<Tutorial>);
        AppState {
            game,
            view: Memo::new(move |_| game.with(Game::view)),
            flipping: RwSignal::new(None),
            show_legal: RwSignal::new(show_legal),
            problems: RwSignal::new(Vec::new()),
            announcement: RwSignal::new(String::new()),
            contrast: RwSignal::new(Contrast::default()),
            system_contrast: RwSignal::new(false),
            dialog_open: RwSignal::new(false),
            later_texts: RwSignal::new(if i18n::has_later() {
                LaterTexts::Ready
            } else {
                LaterTexts::Loading
            }),
            embed_dialog_open: RwSignal::new(false),
            archive: RwSignal::new(Default::default()),
            archive_open: RwSignal::new(false),
            diagram_open: RwSignal::new(false),
            focus: RwSignal::new("d4".parse().expect("a square")),
            computer: ComputerState::default(),
            tutorial,
            highlight: Memo::new(move |_| {
                tutorial.with(|t| t.map_or(0, |t| t.scene().highlight_bits()))
            }),
            stash: StoredValue::new(None),
            keeping: StoredValue::new(Keeping::default()),
            refusal: RwSignal::new(None),
            variation: RwSignal::new(false),
            main_line: StoredValue::new(None),
            persist: StoredValue::new(persist),
            next_id: StoredValue::new(0),
        }
    }

    pub fn in_tutorial(&self) -> bool {
        self.tutorial.with_untracked(Option::is_some)
    }

    pub fn variant(&self) -> Variant {
        self.game.with_untracked(Game::variant)
    }

    pub(super) fn save(&self) {
        // The tutorial's positions and a variation never replace the
        // player's saved game.
        if self.persist.get_value() && !self.in_tutorial() && !self.variation.get_untracked() {
            self.store_game(&self.game.with_untracked(save::write));
        }
    }

    /// A click (or Enter/Space) on a square. On a reviewed position a
    /// legal placement starts a variation there; a refused one says why.
    pub fn play(&self, square: Square) {
        if self.in_tutorial() {
            self.tutorial_play(square);
            return;
        }
        let reviewing = self.game.with_untracked(Game::is_reviewing);
        let mut game = self.game.get_untracked();
        if reviewing {
            game = game.branch_at(game.view_index());
        }
        match game.play_as_human(square) {
            Ok(ply) => {
                if reviewing {
                    self.cancel_computer();
                    self.flipping.set(None);
                    if !self.variation.get_untracked() {
                        self.main_line.set_value(Some(self.game.get_untracked()));
                        self.variation.set(true);
                    }
                }
                self.game.set(game);
                self.after_placement(ply);
                self.schedule_computer();
            }
            Err(refusal) => {
                let text = strings::refusal(refusal);
                self.announcement.set(text.clone());
                self.refusal.set(Some(text));
            }
        }
    }

    /// Plays the same game again from the start, with the same players.
    pub fn rematch(&self) {
        let (variant, players) = self.game.with_untracked(|g| (g.variant(), g.players()));
        self.new_game(variant, players);
    }

    /// The same variant again with the two players exchanged.
    pub fn rematch_swapped(&self) {
        let (variant, players) = self.game.with_untracked(|g| (g.variant(), g.players()));
        self.new_game(variant, players.swapped());
    }

    /// Shows `game` (a kept one, to review) while an unfinished game with
    /// moves waits, as a variation's does, for "Back to the game": opening
    /// an old game never loses the one in progress.
    pub(super) fn show_beside(&self, game: Game) {
        let waiting = self
            .game
            .with_untracked(|g| g.outcome().is_none() && g.can_undo());
        if !(waiting || self.variation.get_untracked()) || self.in_tutorial() {
            self.replace_game(game);
            return;
        }
        self.cancel_computer();
        self.flipping.set(None);
        self.refusal.set(None);
        if !self.variation.get_untracked() {
            self.main_line.set_value(Some(self.game.get_untracked()));
            self.variation.set(true);
        }
        self.game.set(game);
    }

    /// Drops a variation, if one is on show, and puts the game back.
    fn leave_variation(&self) -> bool {
        let Some(mut game) = self.main_line.try_update_value(Option::take).flatten() else {
            return false;
        };
        self.variation.set(false);
        game.end_review();
        self.cancel_computer();
        self.game.set(game);
        true
    }

    /// The computer's placement, once its answer is known to be current.
    pub(super) fn play_for_computer(&self, square: Square) {
        let mut result = Err(Refusal::Reviewing);
        self.game.update(|game| result = game.play(square));
        if let Ok(ply) = result {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Takes back the last placement, or, against the computer, back to
    /// the person's last turn.
    pub fn undo(&self) {
        if self.in_tutorial() {
            return;
        }
        self.cancel_computer();
        let mut undone = None;
        self.game.update(|game| undone = game.undo_to_human());
        if let Some(ply) = undone {
            self.refusal.set(None);
            self.animate(None, ply.square, ply.flips);
            self.announcement.set(strings::announce_undo(ply.square));
            self.save();
        }
        self.schedule_computer();
    }

    pub fn redo(&self) {
        if self.in_tutorial() {
            return;
        }
        self.cancel_computer();
        let mut redone = None;
        self.game.update(|game| redone = game.redo());
        if let Some(ply) = redone {
            self.after_placement(ply);
        }
        self.schedule_computer();
    }

    /// Shows the position after `placements` placements.
    pub fn review(&self, placements: usize) {
        self.flipping.set(None);
        self.refusal.set(None);
        self.game.update(|game| game.review(placements));
        self.schedule_computer();
    }

    /// Steps the position on show `by` placements back (negative) or on.
    pub fn review_by(&self, by: isize) {
        let index = self.game.with_untracked(Game::view_index);
        self.review(index.saturating_add_signed(by));
    }

    /// Back to the game: its current position, leaving any variation.
    pub fn end_review(&self) {
        self.flipping.set(None);
        self.refusal.set(None);
        if !self.leave_variation() {
            self.game.update(Game::end_review);
        }
        self.schedule_computer();
    }

    pub fn new_game(&self, variant: Variant, players: Players) {
        self.cancel_computer();
        self.flipping.set(None);
        self.main_line.set_value(None);
        self.variation.set(false);
        self.refusal.set(None);
        self.game.set(Game::new(variant, players));
        self.tutorial.set(None);
        self.stash.set_value(None);
        self.dialog_open.set(false);
        self.announcement.set(strings::announce_new_game(variant));
        self.save();
        self.schedule_computer();
    }

    /// Shows another game (a pasted record, a host's command): the
    /// computer's search and the tutorial end; saved unless embedded.
    pub fn replace_game(&self, game: Game) {
        self.cancel_computer();
        self.flipping.set(None);
        self.tutorial.set(None);
        self.stash.set_value(None);
        self.main_line.set_value(None);
        self.variation.set(false);
        self.refusal.set(None);
        self.game.set(game);
        self.save();
        self.keep_if_finished();
        self.schedule_computer();
    }

    pub fn set_show_legal(&self, on: bool) {
        self.show_legal.set(on);
        self.store_board_settings();
    }

    /// Keeps the legal-move markers and the hints for the next visit.
    pub(super) fn store_board_settings(&self) {
        if self.persist.get_value() {
            let settings = settings::BoardSettings {
                show_legal: self.show_legal.get_untracked(),
                show_hints: self.computer.show_hints.get_untracked(),
            };
            self.store(SETTINGS_KEY, &settings.write());
        }
    }

    pub fn set_contrast(&self, contrast: Contrast) {
        self.contrast.set(contrast);
        if self.persist.get_value() {
            self.store(DISPLAY_KEY, contrast.name());
        }
    }

    pub(crate) fn after_placement(&self, ply: Ply) {
        self.refusal.set(None);
        self.animate(Some(ply.square), ply.square, ply.flips);
        self.announcement.set(self.placement_line(ply));
        self.save();
        self.keep_if_finished();
        if !self.in_tutorial() {
            self.game
                .with_untracked(browser::host_page::notify_placement);
        }
    }

    /// What the live region says after `ply`: the move and its flips, then
    /// a pass it caused, the mover running out of discs, the result. Each
    /// is said once: the other player playing on after an exhaustion is
    /// not news again.
    pub(crate) fn placement_line(&self, ply: Ply) -> String {
        let variant = self.variant();
        let flips: Vec<Square> = Square::iter_bits(ply.flips).collect();
        let mut line = strings::announce_move(variant, ply.color, ply.square, &flips);
        self.game.with_untracked(|game| {
            let news = match game.notice() {
                Some(Notice::Exhausted(color)) => {
                    (color == ply.color).then_some(Notice::Exhausted(color))
                }
                other => other,
            };
            if let Some(notice) = news {
                line.push(' ');
                line.push_str(&strings::notice(variant, notice));
                line.push('.');
            }
            if let Some(outcome) = game.outcome() {
                line.push(' ');
                line.push_str(&strings::announce_result(variant, &outcome));
            }
        });
        line
    }

    /// Starts the flip sequence of a change that placed (or removed) the
    /// disc on `origin` and turned `flips`.
    fn animate(&self, placed: Option<Square>, origin: Square, flips: u64) {
        if browser::prefers_reduced_motion() {
            self.flipping.set(None);
            return;
        }
        let id = self.next_id.get_value().wrapping_add(1);
        self.next_id.set_value(id);
        let rings = anim::rings(origin, flips);
        // The tutorial turns its discs slowly enough to follow.
        let pace = if self.in_tutorial() { 3 } else { 1 };
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

/// The computer's signals, part of [`AppState`].
#[derive(Clone, Copy)]
pub struct ComputerState {
    pub thinking: RwSignal<Option<Thinking>>,
    pub hints: RwSignal<Option<Hints>>,
    pub show_hints: RwSignal<bool>,
    /// A problem with the worker, until it works again.
    pub problem: RwSignal<Option<String>>,
    /// Where the worker's learned evaluation stands (`None` before the
    /// worker has said).
    pub weights: RwSignal<Option<WeightsState>>,
    pub(super) schedule: StoredValue<Schedule>,
    pub(super) client: StoredValue<Option<AiClient>, LocalStorage>,
}

impl Default for ComputerState {
    fn default() -> ComputerState {
        ComputerState {
            thinking: RwSignal::new(None),
            hints: RwSignal::new(None),
            show_hints: RwSignal::new(false),
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
