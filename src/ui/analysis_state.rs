//! The analysis of the game on show: the glue between the core's
//! [`GameAnalysis`] (what to ask, what is known, the report) and a second
//! AI worker of its own, so that the computer player's worker, its stall
//! check and its moves go on untouched while a game is analysed.

use leptos::prelude::*;
use reversi_app_core::analysis::{GameAnalysis, Progress, Report};
use reversi_app_core::analysis_text as text;
use reversi_app_core::protocol::ToWorker;
use reversi_engine::ai::Depth;
use reversi_engine::{Position, Square};

use super::AppState;
use crate::browser::ai_worker::{AiClient, AiEvent};

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
    client: StoredValue<Option<AiClient>, LocalStorage>,
    /// The start of the game followed: another start is another game.
    start: StoredValue<Option<Position>>,
}

impl AnalysisState {
    /// Follows `state.game` from now on: a change asks for what is new
    /// while the analysis is on.
    pub fn new(state: AppState) -> AnalysisState {
        let analysis = AnalysisState {
            state,
            core: StoredValue::new(GameAnalysis::new(Depth::default())),
            report: RwSignal::new(None),
            progress: RwSignal::new(Progress {
                done: 0,
                total: 0,
                running: false,
            }),
            better: RwSignal::new(None),
            problem: RwSignal::new(None),
            client: StoredValue::new_local(None),
            start: StoredValue::new(None),
        };
        Effect::new(move |_| {
            // The tutorial's scenes are not the player's game.
            if state.tutorial.with(Option::is_some) {
                return;
            }
            state.game.with(|game| analysis.follow(game));
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
            self.state.announcement.set(text::done());
        }
    }

    /// Cancel: ends the worker; what came is kept.
    pub fn cancel(&self) {
        self.stop();
        self.refresh();
        self.state.announcement.set(text::cancelled());
    }

    fn stop(&self) {
        self.core.update_value(GameAnalysis::cancel);
        if let Some(client) = self.client.with_value(Clone::clone) {
            client.restart();
        }
    }

    fn send(&self, request: Option<ToWorker>) {
        if let Some(request) = request {
            self.client().send(&request);
        }
    }

    /// The analysis worker, started on first use.
    fn client(&self) -> AiClient {
        if let Some(client) = self.client.with_value(Clone::clone) {
            return client;
        }
        let analysis = *self;
        let client = AiClient::new(move |event| analysis.on_event(event));
        self.client.set_value(Some(client.clone()));
        client
    }

    fn on_event(&self, event: AiEvent) {
        match event {
            AiEvent::Answer(answer) => {
                let mut ours = false;
                let mut request = None;
                self.core.update_value(|core| {
                    ours = core.receive(&answer);
                    request = core.more();
                });
                if ours {
                    let was_running = self.progress.with_untracked(|p| p.running);
                    self.send(request);
                    self.refresh();
                    if was_running && !self.progress.with_untracked(|p| p.running) {
                        self.state.announcement.set(text::done());
                    }
                }
            }
            AiEvent::Failed { message, .. } => {
                // The request died with the worker: stop, keep what came.
                web_sys::console::warn_1(&message.as_str().into());
                self.core.update_value(GameAnalysis::cancel);
                self.refresh();
                let line = text::failed(&message);
                self.state.announcement.set(line.clone());
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
        (self.state.game.with(|g| g.view_index()) == index).then_some(square)
    }

    /// Shows the position before a mistake (`before` placements) with its
    /// better move marked.
    pub fn choose(&self, before: usize, better: Square) {
        self.better.set(Some((before, better)));
        self.state.review(before);
    }
}
