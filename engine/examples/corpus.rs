//! Extends the training corpus (`engine/data/corpus`, format and figures in
//! `docs/corpus.md`) by chunks of self-play games, deterministically from a
//! seed:
//!
//! ```text
//! nice -n 19 cargo run --release --example corpus -- \
//!     --variant othello,classic --chunks 0..1000 --games-per-chunk 400 --threads 1
//! ```
//!
//! Chunk `c` of each variant is `<out>/<variant>/s<seed>-c<c>.txt`; it is
//! written to a `.part` file and renamed once complete, and a rerun skips
//! the chunks already there (after checking that their header has this
//! run's settings), so a stopped run resumes where it was. The variants
//! take turns chunk by chunk.
//!
//! A game: Othello from a random line of the XOT openings, classic and free
//! from a random centre opening and up to four random moves. Then every
//! position with more than `--solve` empties is searched by `Engine::think`
//! at `--depth` (its score is stored); while more than `--noisy-until`
//! squares are empty the move is drawn from a softmax (`--temperature`
//! discs) over `--hint-depth` scores (`Engine::hints`), later it is the
//! search's move. From `--solve` empties every position is solved exactly
//! (`Solver`), and the game goes on by the best move three times in four,
//! else by a random one.
//!
//! Every game depends only on the seed, the variant, the chunk and its
//! index in the chunk (and on the engine: its weights' hash is in the
//! header), so a rerun writes the same bytes whatever the threads.

mod args;
mod openings;
mod records;
mod rng;

use records::{fnv, for_black, write_atomically, Chunk, Header, Record};
use reversi_engine::ai::Table as TranspositionTable;
use reversi_engine::ai::SCALE;
use reversi_engine::ai::{Engine, Limits, Solver, SystemClock};
use reversi_engine::training::CENTRE;
use reversi_engine::transcript::{parse, replay_from};
use reversi_engine::{Move, Position, Square, Variant};
use rng::{mix, Rng};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Clone, Debug)]
struct Settings {
    variants: Vec<Variant>,
    seed: u64,
    first_chunk: u64,
    end_chunk: u64,
    games: u64,
    threads: u64,
    out: PathBuf,
    openings: PathBuf,
    depth: u32,
    hint_depth: u32,
    noisy_until: u32,
    temperature: f64,
    solve: u32,
    table: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variants: vec![Variant::Othello, Variant::Classic],
            seed: 1,
            first_chunk: 0,
            end_chunk: 1,
            games: 400,
            threads: 1,
            out: PathBuf::from("engine/data/corpus"),
            openings: PathBuf::from("engine/data/openings/xot-large.txt"),
            depth: 10,
            hint_depth: 2,
            noisy_until: 46,
            temperature: 2.0,
            solve: 20,
            table: 20,
        }
    }
}

fn variant_named(name: &str) -> Result<Variant, String> {
    Variant::ALL
        .into_iter()
        .find(|v| v.name() == name)
        .ok_or(format!("--variant: unknown variant '{name}'"))
}

fn parse_settings() -> Result<Settings, String> {
    let mut s = Settings::default();
    for (name, value) in args::pairs(&[])? {
        let number = || args::whole(&name, &value);
        match name.as_str() {
            "--variant" => {
                s.variants = value
                    .split(',')
                    .map(variant_named)
                    .collect::<Result<_, _>>()?
            }
            "--seed" => s.seed = number()?,
            "--chunks" => {
                let (a, b) = value
                    .split_once("..")
                    .ok_or(format!("--chunks: '{value}' is not first..end"))?;
                s.first_chunk = args::whole(&name, a)?;
                s.end_chunk = args::whole(&name, b)?;
            }
            "--games-per-chunk" => s.games = number()?.max(1),
            "--threads" => s.threads = number()?.clamp(1, 8),
            "--out" => s.out = PathBuf::from(value),
            "--openings" => s.openings = PathBuf::from(value),
            "--depth" => s.depth = number()?.clamp(1, 30) as u32,
            "--hint-depth" => s.hint_depth = number()?.clamp(1, 10) as u32,
            "--noisy-until" => s.noisy_until = number()?.min(60) as u32,
            "--temperature" => s.temperature = f64::from(args::real(&name, &value)?).max(0.01),
            "--solve" => s.solve = number()?.clamp(0, 26) as u32,
            "--table" => s.table = number()?.clamp(10, 26) as u32,
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(s)
}

fn main() {
    args::exit_on_error("corpus", || {
        let settings = parse_settings()?;
        let openings = openings::read(&settings.openings)?;
        generate(&settings, &openings)
    });
}

impl Settings {
    /// Everything a chunk's games depend on, for its header.
    fn header(&self, variant: Variant, chunk: u64) -> Header {
        let weights = reversi_engine::ai::BUILT_IN_WEIGHTS;
        let opening = if variant == Variant::Othello {
            format!(
                "xot:{}",
                self.openings
                    .file_name()
                    .map_or("?".into(), |n| n.to_string_lossy())
            )
        } else {
            "centre+4".into()
        };
        let settings = [
            ("variant", variant.name().to_string()),
            ("seed", self.seed.to_string()),
            ("chunk", chunk.to_string()),
            ("games", self.games.to_string()),
            ("opening", opening),
            ("noisy-until", self.noisy_until.to_string()),
            ("temperature", self.temperature.to_string()),
            ("hint-depth", self.hint_depth.to_string()),
            ("depth", self.depth.to_string()),
            ("solve", self.solve.to_string()),
            ("table", self.table.to_string()),
            ("weights", format!("fnv:{:016x}", fnv(weights))),
        ];
        Header {
            settings: settings
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        }
    }

    fn path(&self, variant: Variant, chunk: u64) -> PathBuf {
        self.out
            .join(variant.name())
            .join(format!("s{}-c{chunk:05}.txt", self.seed))
    }
}

/// Processor seconds this process has used (Linux; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command's closing parenthesis; utime and stime are
    // the 14th and 15th of the line, in clock ticks (100 a second).
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn generate(settings: &Settings, openings: &[String]) -> Result<(), String> {
    let mut todo = Vec::new();
    for chunk in settings.first_chunk..settings.end_chunk {
        for &variant in &settings.variants {
            let path = settings.path(variant, chunk);
            if path.exists() {
                let there = Chunk::read(&path)?;
                let header = settings.header(variant, chunk);
                if there.header != header {
                    return Err(format!(
                        "{} was written with other settings:\n  {}\nthis run:\n  {}",
                        path.display(),
                        there.header.line(),
                        header.line()
                    ));
                }
                continue;
            }
            todo.push((variant, chunk));
        }
    }
    eprintln!(
        "corpus: {} chunks of {} games to play",
        todo.len(),
        settings.games
    );
    let started = Instant::now();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..settings.threads as usize)
            .map(|thread| {
                let todo = &todo;
                scope.spawn(move || -> Result<(), String> {
                    let mut player = Player::new(settings.table);
                    for &(variant, chunk) in
                        todo.iter().skip(thread).step_by(settings.threads as usize)
                    {
                        let cpu = cpu_seconds();
                        let chunk_started = Instant::now();
                        let text = player.chunk(settings, openings, variant, chunk).text();
                        let path = settings.path(variant, chunk);
                        write_atomically(&path, &text)?;
                        let games = settings.games as f64;
                        let positions = Chunk::parse(&text)?
                            .records
                            .iter()
                            .map(|r| r.labelled(variant).map(|l| l.len()))
                            .sum::<Result<usize, String>>()?;
                        let cpu = cpu_seconds() - cpu;
                        eprintln!(
                            "{}: {games} games, {positions} positions, {:.0} s wall, {:.0} s cpu \
                             (process, all threads), {:.0} s since the start",
                            path.display(),
                            chunk_started.elapsed().as_secs_f64(),
                            cpu,
                            started.elapsed().as_secs_f64()
                        );
                    }
                    Ok(())
                })
            })
            .collect();
        workers
            .into_iter()
            .try_for_each(|w| w.join().map_err(|_| "a worker panicked".to_string())?)
    })
}

impl Rng {
    /// The generator of one game: from the seed, the variant, the chunk
    /// and the game's index in it, nothing else.
    fn for_game(seed: u64, variant: Variant, chunk: u64, index: u64) -> Rng {
        let variant = variant
            .name()
            .bytes()
            .fold(0u64, |h, b| mix(h ^ u64::from(b)));
        Rng(mix(mix(mix(seed) ^ variant) ^ chunk) ^ mix(index))
    }
}

/// What one thread needs to play games: an engine and a solver table.
struct Player {
    engine: Engine,
    table: TranspositionTable,
}

impl Player {
    fn new(table: u32) -> Player {
        Player {
            engine: Engine::new(table),
            table: TranspositionTable::new(table),
        }
    }

    fn chunk(
        &mut self,
        settings: &Settings,
        openings: &[String],
        variant: Variant,
        chunk: u64,
    ) -> Chunk {
        let records = (0..settings.games)
            .map(|index| {
                let mut rng = Rng::for_game(settings.seed, variant, chunk, index);
                self.game(settings, openings, variant, &mut rng)
            })
            .collect();
        Chunk {
            header: settings.header(variant, chunk),
            records,
        }
    }

    fn game(
        &mut self,
        settings: &Settings,
        openings: &[String],
        variant: Variant,
        rng: &mut Rng,
    ) -> Record {
        self.engine.clear();
        self.table.clear();
        let (mut moves, mut position) = opening(variant, openings, rng);
        let mut searched = Vec::new();
        let mut exact = Vec::new();
        let mut solved_at = None;
        let never = || false;
        while !position.is_over() {
            if position.must_pass() {
                position = position.play_unchecked(Move::Pass);
                continue;
            }
            let empties = position.empty_count();
            let square = if empties <= settings.solve {
                let mut never = || false;
                let mut solver = Solver::new(&mut self.table, &mut never);
                let solution = solver.solve(&position, false);
                solved_at.get_or_insert(moves.len());
                exact.push(for_black(&position, solution.score));
                match solution.best {
                    Some(best) if rng.below(4) != 0 => best,
                    _ => random_square(&position, rng),
                }
            } else {
                let clock = SystemClock::start();
                let limits = Limits {
                    depth: settings.depth,
                    ..Limits::default()
                };
                let thought = self
                    .engine
                    .think(&position, &limits, &clock, &never, &mut |_| {});
                let discs = (f64::from(thought.score) / f64::from(SCALE)).round() as i32;
                searched.push(for_black(&position, discs.clamp(-64, 64)));
                let deep = match thought.best {
                    Some(Move::Place(square)) => square,
                    _ => random_square(&position, rng),
                };
                if empties > settings.noisy_until {
                    self.noisy(settings, &position, rng).unwrap_or(deep)
                } else {
                    deep
                }
            };
            moves.push(square);
            position = position.play_unchecked(Move::Place(square));
        }
        let result = for_black(&position, position.final_difference());
        exact.push(result);
        let solved = solved_at.unwrap_or(moves.len());
        if solved_at.is_none() {
            exact = vec![result];
        }
        // The searched positions are those just before the solved one; the
        // opening's were not searched.
        Record {
            solved_empties: records::start_empties(variant) - solved as u32,
            moves,
            exact,
            searched,
        }
    }

    /// A move drawn from a softmax over shallow scores.
    fn noisy(&mut self, settings: &Settings, position: &Position, rng: &mut Rng) -> Option<Square> {
        let never = || false;
        let clock = SystemClock::start();
        let limits = Limits {
            depth: settings.hint_depth,
            ..Limits::default()
        };
        let hints = self.engine.hints(position, &limits, &clock, &never);
        let best = hints.iter().map(|h| h.score).max()?;
        let weights: Vec<f64> = hints
            .iter()
            .map(|h| (f64::from(h.score - best) / (settings.temperature * f64::from(SCALE))).exp())
            .collect();
        let mut pick = rng.unit() * weights.iter().sum::<f64>();
        for (hint, weight) in hints.iter().zip(&weights) {
            pick -= weight;
            if pick <= 0.0 {
                return Some(hint.square);
            }
        }
        hints.last().map(|h| h.square)
    }
}

/// An XOT opening for Othello; for the others a random centre opening and
/// up to four random moves. The moves from the start, and the position.
fn opening(variant: Variant, openings: &[String], rng: &mut Rng) -> (Vec<Square>, Position) {
    let start = Position::new(variant);
    if variant == Variant::Othello {
        let line = &openings[rng.below(openings.len())];
        if let Ok(moves) = parse(line) {
            if let Ok(after) = replay_from(start, &moves) {
                return (moves, after.last().copied().unwrap_or(start));
            }
        }
    }
    let mut moves = Vec::new();
    let mut position = start;
    for _ in 0..4 {
        let free: Vec<Square> = Square::iter_bits(CENTRE & !position.occupied()).collect();
        let Some(&square) = free.get(rng.below(free.len())) else {
            break;
        };
        moves.push(square);
        position = position.play_unchecked(Move::Place(square));
    }
    if variant != Variant::Othello {
        for _ in 0..rng.below(5) {
            if position.is_over() {
                break;
            }
            if position.must_pass() {
                position = position.play_unchecked(Move::Pass);
            }
            let square = random_square(&position, rng);
            moves.push(square);
            position = position.play_unchecked(Move::Place(square));
        }
    }
    (moves, position)
}

/// A random placement (the side to move has one).
fn random_square(position: &Position, rng: &mut Rng) -> Square {
    let squares: Vec<Square> = Square::iter_bits(position.placements()).collect();
    squares[rng.below(squares.len())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn quick(out: &Path, threads: u64) -> Settings {
        Settings {
            variants: vec![Variant::Othello, Variant::Classic, Variant::Free],
            first_chunk: 0,
            end_chunk: 2,
            games: 2,
            threads,
            out: out.to_path_buf(),
            openings: PathBuf::from(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/data/openings/xot-large.txt"
            )),
            depth: 2,
            noisy_until: 50,
            solve: 10,
            table: 14,
            ..Settings::default()
        }
    }

    /// The committed corpus's first chunk of each variant, re-solved by a
    /// solver with a fresh table and the other guide (the hand-set
    /// evaluation's): its exact values must be what the chunk says. A debug
    /// build re-solves only the positions from 16 empties (a release build
    /// `cargo test --release --example corpus` all of them).
    #[test]
    fn stored_exact_values_are_the_solver_s() {
        use reversi_engine::ai::Evaluation;
        let limit = if cfg!(debug_assertions) { 16 } else { 64 };
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/corpus");
        let mut checked = 0;
        for variant in [Variant::Othello, Variant::Classic] {
            let path = dir.join(variant.name()).join("s1-c00000.txt");
            let chunk = Chunk::read(&path).unwrap();
            for record in chunk.records.iter().take(2) {
                let positions = record.positions(variant).unwrap();
                let solved = record.solved_index(variant).unwrap();
                for (index, position) in positions.iter().enumerate().skip(solved) {
                    if position.empty_count() > limit || position.is_over() {
                        continue;
                    }
                    let mut table = TranspositionTable::new(16);
                    let mut never = || false;
                    let solution = Solver::new(&mut table, &mut never)
                        .with_evaluation(&Evaluation::hand_set())
                        .solve(position, false);
                    assert_eq!(
                        for_black(position, solution.score),
                        record.exact[index - solved],
                        "{}: {} after {index} moves",
                        path.display(),
                        record.line()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked >= 4 * 10, "only {checked} positions checked");
    }

    /// One game in 20 held out, give or take chance, in the committed
    /// chunks.
    #[test]
    fn the_held_out_split_takes_one_game_in_20() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/corpus");
        for variant in [Variant::Othello, Variant::Classic] {
            let path = dir.join(variant.name()).join("s1-c00000.txt");
            let records = Chunk::read(&path).unwrap().records;
            let held = records.iter().filter(|r| r.hash() % 20 == 0).count();
            let n = records.len() as f64;
            // Three standard deviations of the binomial either side (in
            // these chunks FNV alone held out 0 of 400 Othello games).
            let spread = 3.0 * (n * 0.05 * 0.95).sqrt();
            assert!(
                (held as f64 - n / 20.0).abs() <= spread,
                "{}: {held} of {} held out",
                path.display(),
                records.len()
            );
        }
    }

    #[test]
    fn chunks_are_the_same_bytes_whatever_the_threads_and_resume() {
        let base = std::env::temp_dir().join(format!("corpus-test-{}", std::process::id()));
        let (one, two) = (base.join("one"), base.join("two"));
        let openings = openings::read(&quick(&one, 1).openings).unwrap();
        generate(&quick(&one, 1), &openings).unwrap();
        // Two threads, and a chunk already there that must be kept as is.
        let kept = quick(&two, 2).path(Variant::Classic, 1);
        std::fs::create_dir_all(kept.parent().unwrap()).unwrap();
        std::fs::copy(quick(&one, 1).path(Variant::Classic, 1), &kept).unwrap();
        generate(&quick(&two, 2), &openings).unwrap();
        let files = records::chunk_files(&one).unwrap();
        assert_eq!(files.len(), 6);
        for file in files {
            let other = two.join(file.strip_prefix(&one).unwrap());
            let text = std::fs::read_to_string(&file).unwrap();
            assert_eq!(text, std::fs::read_to_string(other).unwrap());
            let chunk = Chunk::parse(&text).unwrap();
            assert_eq!(chunk.records.len(), 2);
        }
        // Other settings over the same chunks: an error, not a mixture.
        let deeper = Settings {
            depth: 3,
            ..quick(&one, 1)
        };
        let error = generate(&deeper, &openings).unwrap_err();
        assert!(error.contains("other settings"), "{error}");
        std::fs::remove_dir_all(&base).unwrap();
    }
}
