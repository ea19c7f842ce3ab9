//! The analysis of the game on show: the glue between the core's
//! [`GameAnalysis`] (what to ask, what is known, the report) and AI workers
//! of its own, one per spare core, so that the computer player's worker,
//! its stall check and its moves go on untouched while a game is analysed.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use reversi_app_core::analysis::text;
use reversi_app_core::analysis::{GameAnalysis, Progress, Report};
use reversi_app_core::protocol::ToWorker;
use reversi_engine::ai::Depth;
use reversi_engine::{Position, Square};

use super::AppState;
use crate::browser::ai_worker::{AiClient, AiEvent};

/// Analysis workers at most, whatever the device says: each holds a wasm
/// memory and a table of its own.
const MAX_WORKERS: usize = 4;

/// The analysis workers, each with the id of the request it works on.
/// Shared, not a reactive value: borrowed briefly, never across a call
/// that can answer at once (a worker that fails to start does).
type Workers = Rc<RefCell<Vec<(AiClient, Option<u32>)>>>;

/// The analysis of the game on show, shared by the panel and the board
/// (which marks the better move of a mistake on review).
#[derive(Clone, Copy)]
pub struct AnalysisState {
    state: AppState,
    core: StoredValue<GameAnalysis>,
    /// The report once asked for (`None` before the first "Analyse").
    pub report: RwSignal<Option<Report>>,
    pub progress: RwSignal<Progress>,
    /// The mistake chosen: the position before it (placements) and the
    /// better move there.
    pub better: RwSignal<Option<(usize, Square)>>,
    pub problem: RwSignal<Option<String>>,
    workers: StoredValue<Workers, LocalStorage>,
    /// The start of the game followed: another start is another game.
    start: StoredValue<Option<Position>>,
}

impl AnalysisState {
    /// Follows `state.board.game` from now on: a change asks for what is new
    /// while the analysis is on.
    pub fn new(state: AppState) -> AnalysisState {
        let analysis = AnalysisState {
            state,
            core: StoredValue::new(GameAnalysis::new(Depth::default()).with_workers(spare_cores())),
            report: RwSignal::new(None),
            progress: RwSignal::new(Progress {
                done: 0,
                total: 0,
                running: false,
            }),
            better: RwSignal::new(None),
            problem: RwSignal::new(None),
            workers: StoredValue::new_local(Workers::default()),
            start: StoredValue::new(None),
        };
        Effect::new(move |_| {
            // The tutorial's scenes are not the player's game.
            if state.tutorial.current.with(Option::is_some) {
                return;
            }
            state.board.game.with(|game| analysis.follow(game));
        });
        analysis
    }

    pub fn depth(&self) -> Depth {
        self.core.with_value(GameAnalysis::depth)
    }

    fn follow(&self, game: &reversi_app_core::game::Game) {
        // A new game (another start, or back to no placement at all) stops
        // the analysis: a game in progress is not analysed unasked.
        let start = game.positions().first().copied();
        let other = self.start.get_value() != start || game.plies().is_empty();
        self.start.set_value(start);
        if other && self.core.with_value(GameAnalysis::is_active) {
            self.stop();
        }
        let mut request = None;
        self.core.update_value(|core| request = core.follow(game));
        self.send(request);
        self.refresh();
    }

    /// "Analyse the game": asks for the positions not known yet; a second
    /// look at a game already analysed is instant.
    pub fn start(&self) {
        self.problem.set(None);
        let mut request = None;
        self.core.update_value(|core| request = core.start());
        let asked = request.is_some();
        self.send(request);
        self.refresh();
        if !asked {
            self.state.notices.announcement.set(text::done());
        }
    }

    /// Cancel: ends the workers; what came is kept.
    pub fn cancel(&self) {
        self.stop();
        self.refresh();
        self.state.notices.announcement.set(text::cancelled());
    }

    /// Ends the workers still at work (an idle one is kept).
    fn stop(&self) {
        let outstanding = self.outstanding();
        self.core.update_value(GameAnalysis::cancel);
        let mut busy = Vec::new();
        for (client, request) in self.workers.get_value().borrow_mut().iter_mut() {
            if request.take().is_some_and(|id| outstanding.contains(&id)) {
                busy.push(client.clone());
            }
        }
        for client in busy {
            client.restart();
        }
    }

    fn outstanding(&self) -> Vec<u32> {
        self.core.with_value(|core| core.outstanding().collect())
    }

    /// Sends `first` and then whatever more the core has, each to a worker
    /// without a request.
    fn send(&self, first: Option<ToWorker>) {
        let mut request = first;
        loop {
            if request.is_none() {
                self.core.update_value(|core| request = core.more());
            }
            let Some(message) = request.take() else {
                return;
            };
            if let ToWorker::Analyse { id, .. } = &message {
                let client = self.idle_worker(*id);
                client.send(&message);
            }
        }
    }

    /// A worker whose request (if any) is answered, started on first use,
    /// now given request `id`.
    fn idle_worker(&self, id: u32) -> AiClient {
        let workers = self.workers.get_value();
        let outstanding = self.outstanding();
        let idle = workers
            .borrow()
            .iter()
            .position(|(_, request)| request.is_none_or(|asked| !outstanding.contains(&asked)));
        let index = idle.unwrap_or_else(|| {
            let analysis = *self;
            let index = workers.borrow().len();
            let client = AiClient::new(move |event| analysis.on_event(index, event));
            workers.borrow_mut().push((client, None));
            index
        });
        let mut workers = workers.borrow_mut();
        workers[index].1 = Some(id);
        workers[index].0.clone()
    }

    fn on_event(&self, index: usize, event: AiEvent) {
        match event {
            AiEvent::Answer(answer) => {
                let mut ours = false;
                self.core.update_value(|core| ours = core.receive(&answer));
                if ours {
                    let was_running = self.progress.with_untracked(|p| p.running);
                    // A worker may be free now.
                    self.send(None);
                    self.refresh();
                    if was_running && !self.progress.with_untracked(|p| p.running) {
                        self.state.notices.announcement.set(text::done());
                    }
                }
            }
            AiEvent::Failed { message, .. } => {
                // The request died with the worker (which starts again by
                // itself): stop the others, keep what came.
                web_sys::console::warn_1(&message.as_str().into());
                if let Some(worker) = self.workers.get_value().borrow_mut().get_mut(index) {
                    worker.1 = None;
                }
                self.stop();
                self.refresh();
                let line = text::failed();
                self.state.notices.announcement.set(line.clone());
                self.problem.set(Some(line));
            }
        }
    }

    fn refresh(&self) {
        let (progress, report, shown) = self.core.with_value(|core| {
            let progress = core.progress();
            (
                progress,
                core.report(),
                core.is_active() || progress.done > 0,
            )
        });
        // Set only on change: a new report draws the graph again, which
        // would take the focus off the point being stepped through.
        if self.progress.get_untracked() != progress {
            self.progress.set(progress);
        }
        let report = shown.then_some(report);
        if self.report.with_untracked(|r| *r != report) {
            self.report.set(report);
        }
    }

    /// The better move to mark on the board, when the chosen mistake's
    /// position is on show.
    pub fn better_on_show(&self) -> Option<Square> {
        let (index, square) = self.better.get()?;
        (self.state.board.game.with(|g| g.view_index()) == index).then_some(square)
    }

    /// Shows the position before a mistake (`before` placements) with its
    /// better move marked.
    pub fn choose(&self, before: usize, better: Square) {
        self.better.set(Some((before, better)));
        self.state.review(before);
    }
}

/// The device's cores but one (the page's), at least one, at most
/// `MAX_WORKERS`.
fn spare_cores() -> usize {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (cores as usize).saturating_sub(1).clamp(1, MAX_WORKERS)
}
