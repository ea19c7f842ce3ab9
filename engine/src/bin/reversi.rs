//! The `reversi` command-line program; see `reversi help`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = reversi_engine::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
