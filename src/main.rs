//! The page's entry point: mounts the app (or the embed) on the body.

fn main() {
    // `?embed=1`: the compact page for an <iframe> on another site.
    if reversi_app::embed::requested(&reversi_app::browser::query()) {
        leptos::mount::mount_to_body(reversi_app::ui::EmbedApp);
    } else {
        leptos::mount::mount_to_body(reversi_app::ui::App);
    }
}
