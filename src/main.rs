//! The page's entry point: mounts the app on the body.

fn main() {
    leptos::mount::mount_to_body(reversi_app::ui::App);
}
