//! The page's entry point: mounts the app (or the embed) on the body.

fn main() {
    reversi_app::ui::start();
}
