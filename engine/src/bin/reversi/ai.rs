//! The AI commands: `solve`, `best` and `bench ffo`.

use std::io::Write;
use std::time::Instant;

use crate::{CliError, Options};
use reversi_engine::ai::eval::SCALE;
use reversi_engine::ai::evaluation::Evaluation;
use reversi_engine::ai::table::{Table, SOLVE_SLOTS_LOG2};
use reversi_engine::ai::{Engine, Level, Limits, Solver, SystemClock, Thought, LEVELS};
use reversi_engine::format::ffo::{self, FfoPosition};
use reversi_engine::{Move, Position, Square};

/// Table size for the command line: 64 MiB per table.
const CLI_TABLE_LOG2: u32 = SOLVE_SLOTS_LOG2;

pub fn solve(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &["wld", "threads"])?;
    options.expect_positionals(0)?;
    let position = options.position()?;
    let wld = options.flag("wld").is_some();
    let threads = options.threads()?;
    let mut table = Table::new(CLI_TABLE_LOG2);
    let started = Instant::now();
    let mut never = || false;
    let mut solver = Solver::new(&mut table, &mut never).with_threads(threads);
    let solution = solver.solve(&position, wld);
    let seconds = started.elapsed().as_secs_f64();
    writeln!(err, "{}", rate_line(seconds, solver.nodes))?;
    let mv = solution_move(&position, solution.best);
    writeln!(out, "{mv} {}", solution.score)?;
    Ok(0)
}

/// `pass` when the side to move must pass, `over` when nobody can move.
fn solution_move(position: &Position, best: Option<Square>) -> String {
    match best {
        Some(square) => square.to_string(),
        None if position.is_over() => "over".into(),
        None => "pass".into(),
    }
}

pub fn best(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &["depth", "time", "level"])?;
    options.expect_positionals(0)?;
    let position = options.position()?;
    let number = |name: &str| options.number(name);
    let mut limits = match number("level")? {
        Some(n) => u8::try_from(n)
            .ok()
            .and_then(Level::get)
            .ok_or_else(|| CliError(format!("no level {n}; levels are 1 to {}", LEVELS.len())))?
            .limits(1),
        None => Limits {
            depth: 8,
            exact_empties: 14,
            ..Limits::default()
        },
    };
    if let Some(depth) = number("depth")? {
        limits.depth = depth.clamp(1, 60);
        limits.time_ms = None;
    }
    if let Some(time) = number("time")? {
        limits.time_ms = Some(f64::from(time));
        limits.depth = 60;
    }
    let mut engine = Engine::new(CLI_TABLE_LOG2);
    let clock = SystemClock::start();
    let started = Instant::now();
    let thought = engine.think(&position, &limits, &clock, &|| false, &mut |progress| {
        let line: Vec<String> = progress.best_line.iter().map(Move::to_string).collect();
        let _ = writeln!(
            err,
            "depth {}{} eval {} nodes {} line {}",
            progress.depth,
            if progress.exact { " (exact)" } else { "" },
            format_eval(progress.score),
            progress.nodes,
            line.join(" ")
        );
    });
    writeln!(
        err,
        "{}",
        rate_line(started.elapsed().as_secs_f64(), thought.nodes)
    )?;
    writeln!(out, "{}", best_line(&position, &thought))?;
    Ok(0)
}

fn best_line(position: &Position, thought: &Thought) -> String {
    let mv = match thought.best {
        Some(mv) => mv.to_string(),
        None => solution_move(position, None),
    };
    format!("{mv} {}", format_eval(thought.score))
}

/// An evaluation in discs: whole when exact-looking, else one decimal.
pub fn format_eval(score: i32) -> String {
    if score % SCALE == 0 {
        format!("{}", score / SCALE)
    } else {
        format!("{:.1}", f64::from(score) / f64::from(SCALE))
    }
}

fn rate_line(seconds: f64, nodes: u64) -> String {
    format!(
        "{seconds:.3} s, {nodes} nodes, {:.2} million nodes/s",
        nodes as f64 / seconds.max(1e-9) / 1e6
    )
}

fn read_ffo(path: &str) -> Result<Vec<FfoPosition>, CliError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError(format!("cannot read {path}: {e}")))?;
    let file_name = std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("");
    ffo::parse(&text, ffo::first_number(file_name)).map_err(|e| CliError(format!("{path}: {e}")))
}

pub fn bench(args: &[String], out: &mut dyn Write) -> Result<i32, CliError> {
    let options = Options::parse(args, &["from", "to", "eval", "threads"])?;
    options.expect_positionals(2)?;
    if options.positional[0] != "ffo" {
        return Err(CliError(format!(
            "unknown benchmark '{}'; try 'bench ffo FILE.obf'",
            options.positional[0]
        )));
    }
    let bound = |name: &str, default: usize| -> Result<usize, CliError> {
        options.flag(name).map_or(Ok(default), |v| {
            v.parse()
                .map_err(|_| CliError(format!("--{name} needs a position number")))
        })
    };
    let (from, to) = (bound("from", 0)?, bound("to", usize::MAX)?);
    let threads = options.threads()?;
    // The solver's guide: the learned evaluation (the default) or the older
    // patterns that guided it before, to compare the two.
    let evaluation = match options.flag("eval") {
        None | Some("learned") => Evaluation::current(),
        Some("hand") => Evaluation::hand_set(),
        Some(other) => {
            return Err(CliError(format!(
                "--eval is 'learned' or 'hand', not '{other}'"
            )))
        }
    };
    let positions: Vec<FfoPosition> = read_ffo(&options.positional[1])?
        .into_iter()
        .filter(|p| (from..=to).contains(&p.number))
        .collect();
    if positions.is_empty() {
        return Err(CliError("no positions in that range".into()));
    }
    writeln!(
        out,
        "{:>4} {:>7} {:>4} {:>6} {:>8} {:>9} {:>14} {:>8}",
        "#", "empties", "move", "score", "expected", "seconds", "nodes", "Mnodes/s"
    )?;
    let mut table = Table::new(CLI_TABLE_LOG2);
    let (mut total_seconds, mut total_nodes, mut wrong) = (0.0, 0u64, 0);
    // Nodes searched with more than one thread at work, summed by share.
    let mut parallel_nodes = 0.0;
    for item in &positions {
        table.clear();
        let started = Instant::now();
        let mut never = || false;
        let mut solver = Solver::new(&mut table, &mut never)
            .with_evaluation(&evaluation)
            .with_threads(threads);
        let solution = solver.solve(&item.position, false);
        let seconds = started.elapsed().as_secs_f64();
        let nodes = solver.nodes;
        parallel_nodes += solver.parallel_share().unwrap_or(0.0) * nodes as f64;
        total_seconds += seconds;
        total_nodes += nodes;
        let expected = item.best_score();
        let mv = solution_move(&item.position, solution.best);
        // A move is right if the file gives it the best score.
        let move_ok = solution.best.is_none_or(|s| {
            item.expected
                .iter()
                .any(|&(e, score)| e == s && Some(score) == expected)
        });
        let ok = expected == Some(solution.score) && move_ok;
        if !ok {
            wrong += 1;
        }
        writeln!(
            out,
            "{:>4} {:>7} {:>4} {:>+6} {:>8} {:>9.3} {:>14} {:>8.2}{}",
            item.number,
            item.position.empty_count(),
            mv,
            solution.score,
            expected.map_or("?".into(), |e| format!("{e:+}")),
            seconds,
            nodes,
            nodes as f64 / seconds.max(1e-9) / 1e6,
            if ok { "" } else { "  WRONG" }
        )?;
    }
    writeln!(
        out,
        "total: {} positions, {:.3} s, {} nodes, {:.2} million nodes/s, {} wrong",
        positions.len(),
        total_seconds,
        total_nodes,
        total_nodes as f64 / total_seconds.max(1e-9) / 1e6,
        wrong
    )?;
    if threads > 1 {
        let share = parallel_nodes / total_nodes.max(1) as f64;
        writeln!(
            out,
            "threads: {threads}, {:.1}% of the nodes searched with more than one at work{}",
            100.0 * share,
            if threads == 2 {
                format!(
                    ": on idle cores at most {:.2}x one thread's node rate",
                    1.0 / (1.0 - share / 2.0)
                )
            } else {
                String::new()
            }
        )?;
    }
    Ok(if wrong == 0 { 0 } else { 1 })
}
