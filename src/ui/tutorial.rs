//! The tutorial on the real board: its panel (progress, text, feedback,
//! Back, Next, Restart, Skip) and the intents that show its scenes in the
//! game store. The player's own game is put aside meanwhile and comes back
//! on Skip.

use leptos::prelude::*;
use reversi_engine::{Square, Variant};

use super::state::LaterTexts;
use super::AppState;
use reversi_app_core::game::session::Session;
use reversi_app_core::game::Players;
use reversi_app_core::strings;
use reversi_app_core::tutorial::{Feedback, Tutorial, STEPS};

impl AppState {
    /// "Learn to play" or `?tutorial=1`: the first scene.
    pub fn start_tutorial(&self) {
        self.cancel_computer();
        self.forget_puzzles();
        self.setup.set(None);
        self.board.change(Session::start_tutorial);
        self.dialogs.new_game.set(false);
        self.show_scene(Tutorial::new());
    }

    /// Shows a scene: its position, between two people, with no flips running.
    pub fn show_scene(&self, tutorial: Tutorial) {
        let text = strings::tutorial_text(tutorial.index);
        self.board.flipping.set(None);
        self.tutorial.current.set(Some(tutorial));
        self.board.change(|session| session.show_scene(&tutorial));
        let said = self.later_text(|| {
            let step = strings::tutorial_step(tutorial.scene().step, STEPS, &text.title);
            format!("{step}. {}", text.text)
        });
        self.notices.say(said);
    }

    /// Skip (`None`: back to the player's own game) or the last step's
    /// choice of a new classic game.
    pub fn end_tutorial(&self, players: Option<Players>) {
        self.tutorial.current.set(None);
        match players {
            Some(players) => self.new_game(Variant::Classic, players),
            None => {
                self.board.flipping.set(None);
                self.board.change(Session::end_tutorial);
                self.notices.say(String::new());
                self.schedule_computer();
            }
        }
        // The panel and the button pressed go: the keyboard carries on at the board.
        crate::browser::focus_square(&self.board.focus.get_untracked().to_string());
    }

    /// A click on the board while the tutorial runs: played if the scene
    /// allows it, else explained.
    pub(super) fn tutorial_play(&self, square: Square) {
        let Some(mut tutorial) = self.tutorial.current.get_untracked() else {
            return;
        };
        match self
            .board
            .change(|session| session.play_in_scene(&mut tutorial, square))
        {
            Ok(Some(ply)) => {
                // One announcement: the move, then what the tutorial says.
                let mut line = self.placement_line(ply);
                if let Some(feedback) = tutorial.feedback {
                    line.push(' ');
                    line.push_str(&self.later_text(|| strings::tutorial_feedback(feedback)));
                }
                self.after_placement(ply);
                self.notices.say(line);
            }
            Ok(None) => {}
            Err(hint) => {
                let said = self.later_text(|| strings::tutorial_feedback(Feedback::Refused(hint)));
                self.notices.say(said);
            }
        }
        self.tutorial.current.set(Some(tutorial));
    }

    fn tutorial_step_by(&self, step: fn(&Tutorial) -> Option<Tutorial>) {
        if let Some(next) = self
            .tutorial
            .current
            .get_untracked()
            .as_ref()
            .and_then(step)
        {
            self.show_scene(next);
        }
    }
}

/// The tutorial's panel, while it runs. The last step shows only its two
/// real choices (and Back and Restart), not a disabled Next nor Skip.
#[component]
pub fn TutorialPanel() -> impl IntoView {
    let state = super::context::<AppState>();
    let current = move || state.tutorial.current.get().unwrap_or_default();
    let text = move || strings::tutorial_text(current().index);
    // Memos: the panel and its last-step buttons are built once, not on
    // every click (closures cost the page less than `<Show>`).
    let on = Memo::new(move |_| state.tutorial.current.with(Option::is_some));
    let last = Memo::new(move |_| {
        state
            .tutorial
            .current
            .with(|t| t.is_some_and(|t| t.is_last()))
    });
    move || {
        on.get().then(|| {
            view! {
                <section class="tutorial" data-testid="tutorial" aria-label=strings::tutorial_title()>
                    <h2 data-testid="tutorial-step">
                        {move || state.later_text(|| strings::tutorial_step(current().scene().step, STEPS, &text().title))}
                    </h2>
                    // The scene's texts come after the first paint (`AppState::fetch_later`).
                    <p data-testid="tutorial-text">{move || (state.later_texts.get() == LaterTexts::Ready).then(|| text().text)}</p>
                    <p class="tutorial-feedback" data-testid="tutorial-feedback">
                        {move || {
                            (state.later_texts.get() == LaterTexts::Ready)
                                .then(|| current().feedback.map(strings::tutorial_feedback))
                                .flatten()
                        }}
                    </p>
                    {move || {
                        last.get()
                            .then(|| {
                                view! {
                                    <div class="tutorial-play">
                                        <button
                                            class="primary"
                                            data-testid="tutorial-computer"
                                            on:click=move |_| state.end_tutorial(Some(Players::against_computer()))
                                        >
                                            {strings::tutorial_computer()}
                                        </button>
                                        <button
                                            data-testid="tutorial-friend"
                                            on:click=move |_| state.end_tutorial(Some(Players::default()))
                                        >
                                            {strings::tutorial_friend()}
                                        </button>
                                    </div>
                                }
                            })
                    }}
                    <div class="tutorial-nav">
                        <button
                            data-testid="tutorial-back"
                            disabled=move || current().back().is_none()
                            on:click=move |_| state.tutorial_step_by(Tutorial::back)
                        >
                            {strings::tutorial_back()}
                        </button>
                        <button
                            class="primary"
                            data-testid="tutorial-next"
                            hidden=move || last.get()
                            disabled=move || !current().done
                            on:click=move |_| state.tutorial_step_by(Tutorial::next)
                        >
                            {strings::tutorial_next()}
                        </button>
                        <button
                            data-testid="tutorial-restart"
                            on:click=move |_| state.show_scene(Tutorial::new())
                        >
                            {strings::tutorial_restart()}
                        </button>
                        <button
                            data-testid="tutorial-skip"
                            hidden=move || last.get()
                            on:click=move |_| state.end_tutorial(None)
                        >
                            {strings::tutorial_skip()}
                        </button>
                    </div>
                </section>
            }
        })
    }
}
