//! The page's entry point: mounts the app on the body.

fn main() {
    reversi_app::ui::start();
}
