//! The AI commands: `solve`, `best` and `bench ffo`.

use std::io::Write;
use std::time::Instant;

use crate::args::{self, error, CliError, Command, PositionArgs, SearchArgs, SearchLimit};
use lexopt::Parser;
use reversi_engine::ai::{
    Engine, Limits, Solver, SystemClock, Table, Thought, SCALE, SOLVE_SLOTS_LOG2,
};
use reversi_engine::format::ffo::{self, FfoPosition};
use reversi_engine::{Move, Position, Square};

/// Table size for the command line: 64 MiB per table.
const CLI_TABLE_LOG2: u32 = SOLVE_SLOTS_LOG2;
/// `best`'s depth when no limit is given.
pub const BEST_DEPTH: u32 = 8;

/// `reversi solve`'s options.
#[derive(Debug)]
pub struct SolveArgs {
    position: PositionArgs,
    wld: bool,
    threads: usize,
}

impl Default for SolveArgs {
    fn default() -> SolveArgs {
        SolveArgs {
            position: PositionArgs::default(),
            wld: false,
            threads: 1,
        }
    }
}

impl Command for SolveArgs {
    const NAME: &'static str = "solve";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "wld" => self.wld = true,
            "threads" => self.threads = args::threads(parser)?,
            _ => return self.position.option(name, parser),
        }
        Ok(true)
    }
}

pub fn solve(
    options: SolveArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, CliError> {
    let position = options.position.position()?;
    let mut table = Table::new(CLI_TABLE_LOG2);
    let started = Instant::now();
    let mut never = || false;
    let mut solver = Solver::new(&mut table, &mut never).with_threads(options.threads);
    let solution = solver.solve(&position, options.wld);
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

/// `reversi best`'s options.
#[derive(Debug, Default)]
pub struct BestArgs {
    position: PositionArgs,
    search: SearchArgs,
}

impl Command for BestArgs {
    const NAME: &'static str = "best";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        Ok(self.search.option(name, parser)? || self.position.option(name, parser)?)
    }
}

impl BestArgs {
    /// The search's limits: `--depth`, `--time` or `--level` (depth 8
    /// without any), exact solves as `--exact` says.
    pub(crate) fn limits(&self) -> Limits {
        let limit = self.search.limit.unwrap_or(SearchLimit::Depth(BEST_DEPTH));
        self.search.apply(limit.limits())
    }
}

pub fn best(options: BestArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let position = options.position.position()?;
    let limits = options.limits();
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
        std::fs::read_to_string(path).map_err(|e| error(format!("cannot read {path}: {e}")))?;
    let file_name = std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("");
    ffo::parse(&text, ffo::first_number(file_name)).map_err(|e| error(format!("{path}: {e}")))
}

/// `reversi bench ffo FILE`'s arguments.
#[derive(Debug)]
pub struct BenchArgs {
    /// The positional arguments: `ffo` and the file.
    positional: Vec<String>,
    from: u64,
    to: u64,
    threads: usize,
}

impl Default for BenchArgs {
    fn default() -> BenchArgs {
        BenchArgs {
            positional: Vec::new(),
            from: 0,
            to: u64::MAX,
            threads: 1,
        }
    }
}

impl Command for BenchArgs {
    const NAME: &'static str = "bench";

    fn option(&mut self, name: &str, parser: &mut Parser) -> Result<bool, CliError> {
        match name {
            "from" => self.from = args::whole(name, args::ANY, parser)?,
            "to" => self.to = args::whole(name, args::ANY, parser)?,
            "threads" => self.threads = args::threads(parser)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn positional(&mut self, text: String) -> Result<(), CliError> {
        match self.positional.len() {
            0 if text != "ffo" => Err(error(format!(
                "unknown benchmark '{text}'; try 'bench ffo FILE.obf'"
            ))),
            0 | 1 => {
                self.positional.push(text);
                Ok(())
            }
            _ => Err(error(format!("bench: unexpected argument '{text}'"))),
        }
    }

    fn finish(&mut self) -> Result<(), CliError> {
        if self.positional.len() < 2 {
            return Err(error(
                "bench needs the benchmark and its file: bench ffo FILE.obf",
            ));
        }
        Ok(())
    }
}

pub fn bench(options: BenchArgs, out: &mut dyn Write) -> Result<i32, CliError> {
    let (from, to, threads) = (options.from, options.to, options.threads);
    let positions: Vec<FfoPosition> = read_ffo(&options.positional[1])?
        .into_iter()
        .filter(|p| (from..=to).contains(&(p.number as u64)))
        .collect();
    if positions.is_empty() {
        return Err(error("no positions in that range"));
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
        let mut solver = Solver::new(&mut table, &mut never).with_threads(threads);
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
