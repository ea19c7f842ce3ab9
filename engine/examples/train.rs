//! Trains the learned evaluation (`ai::LearnedWeights`) from nothing, in one
//! command, deterministically from a seed:
//!
//! ```text
//! nice -n 10 cargo run --release --example train -- \
//!     --seed 1 --games 12000 --threads 2 --dir target/train --out engine/data/learned.bin
//! ```
//!
//! 1. Self-play, in chunks of `--chunk` games written to `--dir` as they
//!    finish (a rerun skips the chunks already there, so a stopped run
//!    resumes). Games cycle through Othello from the XOT openings, classic
//!    and free Reversi from a random centre opening plus a few random moves;
//!    while more than `--noisy-until` squares are empty each move is drawn
//!    from a softmax over shallow scores (`Engine::hints`), later moves
//!    come from `Engine::think` at `--depth`.
//! 2. Labels: from `--solve` empties (`--holdout-solve` in the held-out
//!    games, for exact error figures further out) every position is solved exactly
//!    (`Solver`) and the game goes on by the best move (three times in
//!    four) or a random one; every earlier position gets the exact value of
//!    the first solved position: the result of the game played from there
//!    with perfect endgame play.
//! 3. Fitting per phase by stochastic gradient descent on the squared error
//!    in discs with L2, on the samples of the phase and one empty square
//!    either side (neighbouring phases overlap, so they change smoothly).
//!    Weights seen fewer than `--min-count` times stay zero (they are noise,
//!    and zeros cost almost nothing in the file); the threshold rises until
//!    the file fits in `--max-bytes` (230,000: about 175 KB gzip).
//!    With `--bootstrap N` (2), N more rounds relabel every game-labelled
//!    position by a blend (`--blend`) of its game value and a `--bootstrap-depth`
//!    search on the weights just fitted, and fit again.
//! 4. The quantised weights are written and the held-out games (one in 20)
//!    are scored per phase with the weights exactly as written, against the
//!    hand-set evaluation for comparison.
//!
//! `--fit-only` fits on the chunks already there without playing more.
//!
//! `--corpus DIR` (e.g. `engine/data/corpus`, see `docs/corpus.md`) adds
//! every game of the kept corpus to the samples: each position before the
//! game's first solved one labelled with that position's exact value (or,
//! with `--search-weight W` above 0 and outside the held-out games, a blend
//! of it and the stored deep search's score, weight W on the search), the
//! later ones with their own exact values; one game in 20, chosen by a hash
//! of its moves, is held out.
//! `--games 0 --corpus DIR` fits on the corpus alone, and
//! `--report-only FILE` scores the weights in FILE on the held-out samples
//! (the error "before" a refit) without fitting anything.
//!
//! Every game's moves depend only on the seed and its number, so the
//! threads and the chunking change nothing in the result.

mod args;
mod openings;
mod records;
mod rng;

use reversi_engine::ai::Table as TranspositionTable;
use reversi_engine::ai::{Engine, Evaluation, LearnedWeights, Limits, Solver, SystemClock, SCALE};
use reversi_engine::training::layout::{
    arrangement, canonical_arrangements, phase_of, table_size, transform, Board, OFFSETS,
    PHASE_COUNT, PHASE_LEN, PHASE_WIDTH, PLACES, SHAPE_COUNT, TABLE_COUNT,
};
use reversi_engine::training::{alpha_beta, QuantisedTable, WeightsFile, CENTRE};
use reversi_engine::transcript::position_after;
use reversi_engine::{Color, Move, Position, Square, Variant};
use rng::{mix, Rng};
use std::path::PathBuf;
use std::time::Instant;

struct Options {
    seed: u64,
    games: u64,
    chunk: u64,
    threads: u64,
    dir: PathBuf,
    out: PathBuf,
    openings: PathBuf,
    depth: u32,
    hint_depth: u32,
    noisy_until: u32,
    temperature: f64,
    solve: u32,
    holdout_solve: u32,
    fit_only: bool,
    epochs: u32,
    min_count: u32,
    bootstrap: u32,
    bootstrap_depth: u32,
    rate: f32,
    l2: f32,
    blend: f32,
    max_bytes: usize,
    corpus: Option<PathBuf>,
    search_weight: f32,
    report_only: Option<PathBuf>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        seed: 1,
        games: 12000,
        chunk: 400,
        threads: 1,
        dir: PathBuf::from("target/train"),
        out: PathBuf::from("engine/data/learned.bin"),
        openings: PathBuf::from("engine/data/openings/xot-large.txt"),
        depth: 6,
        hint_depth: 2,
        noisy_until: 40,
        temperature: 2.0,
        solve: 18,
        holdout_solve: 20,
        fit_only: false,
        epochs: 24,
        min_count: 6,
        bootstrap: 2,
        bootstrap_depth: 3,
        rate: 0.004,
        l2: 0.001,
        blend: 0.25,
        max_bytes: 230_000,
        corpus: None,
        search_weight: 0.0,
        report_only: None,
    };
    for (name, value) in args::pairs(&["--fit-only"])? {
        let number = || args::whole(&name, &value);
        let real = || args::real(&name, &value);
        match name.as_str() {
            "--fit-only" => options.fit_only = true,
            "--seed" => options.seed = number()?,
            "--games" => options.games = number()?,
            "--chunk" => options.chunk = number()?.max(1),
            "--threads" => options.threads = number()?.clamp(1, 8),
            "--dir" => options.dir = PathBuf::from(value),
            "--out" => options.out = PathBuf::from(value),
            "--openings" => options.openings = PathBuf::from(value),
            "--depth" => options.depth = number()?.clamp(1, 20) as u32,
            "--hint-depth" => options.hint_depth = number()?.clamp(1, 10) as u32,
            "--noisy-until" => options.noisy_until = number()?.min(60) as u32,
            "--temperature" => options.temperature = f64::from(real()?).max(0.01),
            "--solve" => options.solve = number()?.clamp(0, 24) as u32,
            "--holdout-solve" => options.holdout_solve = number()?.clamp(0, 24) as u32,
            "--epochs" => options.epochs = number()?.clamp(1, 1000) as u32,
            "--min-count" => options.min_count = number()? as u32,
            "--bootstrap" => options.bootstrap = number()?.min(5) as u32,
            "--bootstrap-depth" => options.bootstrap_depth = number()?.clamp(1, 8) as u32,
            "--rate" => options.rate = real()?,
            "--l2" => options.l2 = real()?,
            "--max-bytes" => options.max_bytes = number()? as usize,
            "--blend" => options.blend = real()?.min(1.0),
            "--corpus" => options.corpus = Some(PathBuf::from(value)),
            "--search-weight" => options.search_weight = real()?.min(1.0),
            "--report-only" => {
                // Plays nothing; reads the chunks there are.
                options.report_only = Some(PathBuf::from(value));
                options.fit_only = true;
            }
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(options)
}

fn main() {
    args::exit_on_error("train", || {
        parse_options().and_then(|options| run(&options))
    });
}

fn run(options: &Options) -> Result<(), String> {
    let started = Instant::now();
    let openings = openings::read(&options.openings)?;
    std::fs::create_dir_all(&options.dir).map_err(|e| e.to_string())?;
    if !options.fit_only {
        generate(options, &openings)?;
    }
    eprintln!(
        "self-play done after {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let mut samples = read_chunks(options)?;
    eprintln!("{} positions", samples.len());
    if let Some(dir) = &options.corpus {
        samples.extend(read_corpus(dir, options.search_weight)?);
        eprintln!("{} positions with the corpus", samples.len());
    }
    if let Some(path) = &options.report_only {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let eval =
            LearnedWeights::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        report(&eval, &samples);
        return Ok(());
    }
    let mut labels: Vec<f32> = samples.iter().map(|s| f32::from(s.label)).collect();
    let mut fitted = fit(options, &samples, &labels);
    for round in 0..options.bootstrap {
        let eval = LearnedWeights::from_weights(&fitted.pack(options.min_count));
        relabel(options, &eval, &samples, &mut labels);
        eprintln!(
            "bootstrap round {} relabelled after {:.0} s",
            round + 1,
            started.elapsed().as_secs_f64()
        );
        fitted = fit(options, &samples, &labels);
    }
    let (weights, threshold) = fitted.pack_within(options);
    eprintln!("weights seen fewer than {threshold} times left out to fit --max-bytes");
    let bytes = weights.to_bytes();
    std::fs::write(&options.out, &bytes).map_err(|e| format!("{}: {e}", options.out.display()))?;
    eprintln!(
        "wrote {} ({} bytes) after {:.0} s",
        options.out.display(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    let eval = LearnedWeights::from_bytes(&bytes).map_err(|e| e.to_string())?;
    report(&eval, &samples);
    Ok(())
}

// ---------------------------------------------------------------- self-play

/// One labelled position, as stored in the chunk files.
#[derive(Clone, Copy)]
struct Sample {
    player: u64,
    opponent: u64,
    player_supply: u8,
    opponent_supply: u8,
    variant: Variant,
    white_to_move: bool,
    /// Exactly solved (else the value of the game's first solved position).
    exact: bool,
    held_out: bool,
    /// Final disc difference for the side to move.
    label: i8,
}

impl Sample {
    const BYTES: usize = 20;

    fn of(position: &Position, label: i32, exact: bool, held_out: bool) -> Sample {
        Sample {
            player: position.player(),
            opponent: position.opponent(),
            player_supply: position.supply_left(),
            opponent_supply: position.opponent_supply_left(),
            variant: position.variant(),
            white_to_move: position.side_to_move() == Color::White,
            exact,
            held_out,
            label: label.clamp(-64, 64) as i8,
        }
    }

    fn board(&self) -> Board {
        Board {
            player: self.player,
            opponent: self.opponent,
            player_supply: self.player_supply,
            opponent_supply: self.opponent_supply,
            variant: self.variant,
        }
    }

    fn empties(&self) -> u32 {
        64 - (self.player | self.opponent).count_ones()
    }

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.player.to_le_bytes());
        out.extend_from_slice(&self.opponent.to_le_bytes());
        let variant = Variant::ALL
            .iter()
            .position(|&v| v == self.variant)
            .unwrap_or(0) as u8;
        let flags = variant
            | u8::from(self.white_to_move) << 2
            | u8::from(self.exact) << 3
            | u8::from(self.held_out) << 4;
        out.extend_from_slice(&[
            self.player_supply,
            self.opponent_supply,
            flags,
            self.label as u8,
        ]);
    }

    fn read(bytes: &[u8]) -> Option<Sample> {
        let word = |at: usize| Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?));
        let flags = *bytes.get(18)?;
        Some(Sample {
            player: word(0)?,
            opponent: word(8)?,
            player_supply: *bytes.get(16)?,
            opponent_supply: *bytes.get(17)?,
            variant: *Variant::ALL.get(usize::from(flags & 3))?,
            white_to_move: flags & 4 != 0,
            exact: flags & 8 != 0,
            held_out: flags & 16 != 0,
            label: *bytes.get(19)? as i8,
        })
    }
}

fn chunk_path(options: &Options, chunk: u64) -> PathBuf {
    options.dir.join(format!(
        "seed{}-s{}-h{}-d{}-chunk{:05}.bin",
        options.seed, options.solve, options.holdout_solve, options.depth, chunk
    ))
}

fn generate(options: &Options, openings: &[String]) -> Result<(), String> {
    let chunks = options.games.div_ceil(options.chunk);
    let todo: Vec<u64> = (0..chunks)
        .filter(|&c| !chunk_path(options, c).exists())
        .collect();
    eprintln!(
        "self-play: {} of {chunks} chunks of {} games to play",
        todo.len(),
        options.chunk
    );
    let started = Instant::now();
    let done = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..options.threads)
            .map(|thread| {
                let todo = &todo;
                let done = &done;
                scope.spawn(move || -> Result<(), String> {
                    let mut player = Player::new();
                    for &chunk in todo
                        .iter()
                        .skip(thread as usize)
                        .step_by(options.threads as usize)
                    {
                        let first = chunk * options.chunk;
                        let last = (first + options.chunk).min(options.games);
                        let mut bytes = Vec::new();
                        for game in first..last {
                            for sample in player.game(options, openings, game) {
                                sample.write(&mut bytes);
                            }
                        }
                        let path = chunk_path(options, chunk);
                        records::write_atomically(&path, &bytes)?;
                        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        eprintln!(
                            "chunk {chunk} done ({finished}/{}) after {:.0} s",
                            todo.len(),
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

/// What one thread needs to play games: an engine and a solver table.
struct Player {
    engine: Engine,
    table: TranspositionTable,
}

impl Player {
    fn new() -> Player {
        Player {
            engine: Engine::new(16),
            table: TranspositionTable::new(18),
        }
    }

    fn game(&mut self, options: &Options, openings: &[String], game: u64) -> Vec<Sample> {
        let mut rng = Rng(mix(options.seed ^ mix(game)));
        let held_out = game % 20 == 19;
        self.engine.clear();
        self.table.clear();
        let variant = Variant::ALL[(game % 3) as usize];
        let mut position = self.opening(variant, openings, &mut rng);
        let mut samples: Vec<Sample> = Vec::new();
        // The first exactly solved position: (its side, its value).
        let mut solved: Option<(Color, i32)> = None;
        while !position.is_over() {
            if position.must_pass() {
                position = position.swapped();
                continue;
            }
            let empties = position.empty_count();
            let solve = if held_out {
                options.solve.max(options.holdout_solve)
            } else {
                options.solve
            };
            let mv = if empties <= solve {
                let mut never = || false;
                let mut solver = Solver::new(&mut self.table, &mut never);
                let solution = solver.solve(&position, false);
                solved.get_or_insert((position.side_to_move(), solution.score));
                samples.push(Sample::of(&position, solution.score, true, held_out));
                match solution.best {
                    Some(best) if rng.below(4) != 0 => Move::Place(best),
                    _ => random_move(&position, &mut rng),
                }
            } else {
                samples.push(Sample::of(&position, 0, false, held_out));
                self.midgame_move(options, &position, &mut rng)
            };
            position = position.play_unchecked(mv);
        }
        // Before the first solve, the value of the first solved position
        // (or the final result if the game ended before any solve).
        let (side, value) =
            solved.unwrap_or((position.side_to_move(), position.final_difference()));
        for sample in samples.iter_mut().filter(|s| !s.exact) {
            let mover = if sample.white_to_move {
                Color::White
            } else {
                Color::Black
            };
            sample.label = (if mover == side { value } else { -value }).clamp(-64, 64) as i8;
        }
        samples
    }

    /// An XOT opening for Othello; for the others a random centre opening
    /// and up to four random moves.
    fn opening(&self, variant: Variant, openings: &[String], rng: &mut Rng) -> Position {
        if variant == Variant::Othello {
            let line = &openings[rng.below(openings.len())];
            if let Ok(position) = position_after(variant, line) {
                return position;
            }
        }
        let mut position = Position::new(variant);
        for _ in 0..4 {
            let free: Vec<Square> = Square::iter_bits(CENTRE & !position.occupied()).collect();
            let Some(&square) = free.get(rng.below(free.len())) else {
                break;
            };
            position = position.play_unchecked(Move::Place(square));
        }
        if variant != Variant::Othello {
            for _ in 0..rng.below(5) {
                if position.is_over() {
                    break;
                }
                position = position.play_unchecked(random_move(&position, rng));
            }
        }
        position
    }

    fn midgame_move(&mut self, options: &Options, position: &Position, rng: &mut Rng) -> Move {
        let never = || false;
        let clock = SystemClock::start();
        if position.empty_count() > options.noisy_until {
            let limits = Limits {
                depth: options.hint_depth,
                ..Limits::default()
            };
            let hints = self.engine.hints(position, &limits, &clock, &never);
            let best = hints.iter().map(|h| h.score).max().unwrap_or(0);
            let weights: Vec<f64> = hints
                .iter()
                .map(|h| {
                    (f64::from(h.score - best) / (options.temperature * f64::from(SCALE))).exp()
                })
                .collect();
            let mut pick = rng.unit() * weights.iter().sum::<f64>();
            for (hint, weight) in hints.iter().zip(&weights) {
                pick -= weight;
                if pick <= 0.0 {
                    return Move::Place(hint.square);
                }
            }
            if let Some(hint) = hints.last() {
                return Move::Place(hint.square);
            }
        }
        let limits = Limits {
            depth: options.depth,
            ..Limits::default()
        };
        let thought = self
            .engine
            .think(position, &limits, &clock, &never, &mut |_| {});
        thought.best.unwrap_or_else(|| random_move(position, rng))
    }
}

fn random_move(position: &Position, rng: &mut Rng) -> Move {
    let moves = position.legal_moves();
    moves
        .get(rng.below(moves.len()))
        .copied()
        .unwrap_or(Move::Pass)
}

fn read_chunks(options: &Options) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for chunk in 0..options.games.div_ceil(options.chunk) {
        let path = chunk_path(options, chunk);
        if options.fit_only && !path.exists() {
            continue;
        }
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        if bytes.len() % Sample::BYTES != 0 {
            return Err(format!("{}: not whole samples", path.display()));
        }
        for record in bytes.chunks(Sample::BYTES) {
            samples.push(Sample::read(record).ok_or(format!("{}: bad sample", path.display()))?);
        }
    }
    Ok(samples)
}

/// Every game of the corpus in `dir` as samples (see `--corpus`).
fn read_corpus(dir: &std::path::Path, search_weight: f32) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    let files = records::chunk_files(dir)?;
    let mut games = [0usize; 3];
    let mut positions = [0usize; 3];
    for path in &files {
        let chunk = records::Chunk::read(path)?;
        let variant = chunk.header.variant()?;
        let v = Variant::ALL.iter().position(|&x| x == variant).unwrap_or(0);
        for (line, record) in chunk.records.iter().enumerate() {
            let held_out = record.held_out();
            let labelled = record
                .labelled(variant)
                .map_err(|e| format!("{}: line {}: {e}", path.display(), line + 2))?;
            games[v] += 1;
            positions[v] += labelled.len();
            for l in labelled {
                let label = match l.searched {
                    // Held-out games keep the game's value: the report
                    // scores against exact results only.
                    Some(searched) if !l.exact && !held_out && search_weight > 0.0 => {
                        (f64::from(search_weight) * f64::from(searched)
                            + f64::from(1.0 - search_weight) * f64::from(l.value))
                        .round() as i32
                    }
                    _ => l.value,
                };
                samples.push(Sample::of(&l.position, label, l.exact, held_out));
            }
        }
    }
    for (v, variant) in Variant::ALL.iter().enumerate() {
        eprintln!(
            "corpus {}: {} games, {} positions",
            variant.name(),
            games[v],
            positions[v]
        );
    }
    eprintln!("corpus: {} chunk files in {}", files.len(), dir.display());
    Ok(samples)
}

// ------------------------------------------------------------------ fitting

/// Where each feature of a sample lives in a phase's weight vector (shapes
/// by canonical arrangement at the layout's `OFFSETS`, then the globals).
struct Layout {
    canonical: Vec<Vec<u32>>,
}

impl Layout {
    fn new() -> Layout {
        Layout {
            canonical: (0..SHAPE_COUNT).map(canonical_arrangements).collect(),
        }
    }

    fn features(&self, board: &Board, out: &mut Vec<u32>) {
        out.clear();
        for instance in &PLACES {
            let player = transform(instance.symmetry, board.player);
            let opponent = transform(instance.symmetry, board.opponent);
            let index = arrangement(instance.shape, player, opponent);
            let canonical = self.canonical[instance.shape][index] as usize;
            out.push((OFFSETS[instance.shape] + canonical) as u32);
        }
        for (global, index) in board.globals().into_iter().enumerate() {
            out.push((OFFSETS[SHAPE_COUNT + global] + index) as u32);
        }
    }
}

/// Bootstrapping: every position labelled by its game gets, instead, a
/// blend of the game's value (weight `--blend`) and a `--bootstrap-depth`
/// search on the evaluation fitted so far (whose leaves lie a few empties
/// later).
fn relabel(options: &Options, eval: &LearnedWeights, samples: &[Sample], labels: &mut [f32]) {
    for (sample, label) in samples.iter().zip(labels.iter_mut()) {
        if sample.exact || sample.held_out {
            continue;
        }
        let Some(position) = position_of(sample) else {
            continue;
        };
        let evaluate = |p: &Position| eval.evaluate(p);
        let depth = options.bootstrap_depth;
        let score = alpha_beta(&evaluate, &position, depth, -i32::MAX, i32::MAX, &mut 0);
        let searched = (score as f32 / SCALE as f32).clamp(-64.0, 64.0);
        *label = options.blend * f32::from(sample.label) + (1.0 - options.blend) * searched;
    }
}

fn fit(options: &Options, samples: &[Sample], labels: &[f32]) -> Fitted {
    let layout = Layout::new();
    let mut fitted = Vec::new();
    let started = Instant::now();
    for phase in 0..PHASE_COUNT {
        let low = (phase as u32 * PHASE_WIDTH).saturating_sub(1);
        let high = if phase == PHASE_COUNT - 1 {
            64
        } else {
            (phase as u32 + 1) * PHASE_WIDTH
        };
        let mut features = Vec::new();
        let mut targets = Vec::new();
        let mut scratch = Vec::new();
        for (sample, &label) in samples
            .iter()
            .zip(labels)
            .filter(|(s, _)| !s.held_out && (low..=high).contains(&s.empties()))
        {
            layout.features(&sample.board(), &mut scratch);
            features.extend_from_slice(&scratch);
            targets.push(label);
        }
        let width = scratch.len().max(1);
        let count = targets.len();
        let mut counts = vec![0u32; PHASE_LEN];
        for &f in &features {
            counts[f as usize] += 1;
        }
        let mut w = vec![0f32; PHASE_LEN];
        let mut order: Vec<usize> = (0..count).collect();
        let mut rng = Rng(mix(options.seed ^ 0xF17 ^ phase as u64));
        let l2 = options.l2;
        for epoch in 0..options.epochs {
            // Fisher–Yates with the run's seed: the same order every run.
            for i in (1..order.len()).rev() {
                order.swap(i, rng.below(i + 1));
            }
            let progress = epoch as f32 / options.epochs as f32;
            let rate = options.rate * (1.0 - 0.9 * progress);
            for &s in &order {
                let row = &features[s * width..(s + 1) * width];
                let predicted: f32 = row.iter().map(|&f| w[f as usize]).sum();
                let error = targets[s] - predicted;
                for &f in row {
                    let weight = &mut w[f as usize];
                    *weight += rate * (error - l2 * *weight);
                }
            }
        }
        eprintln!(
            "phase {phase:2} ({low:2}-{high:2} empties): {count:7} samples fitted, {:.0} s",
            started.elapsed().as_secs_f64()
        );
        fitted.push((w, counts));
    }
    Fitted {
        layout,
        phases: fitted,
    }
}

/// Fitted weights in discs with how often each was seen, per phase.
struct Fitted {
    layout: Layout,
    phases: Vec<(Vec<f32>, Vec<u32>)>,
}

impl Fitted {
    /// The file's weights, keeping only those seen at least `min_count`
    /// times: rarely seen weights are noise, and zeros are nearly free.
    fn pack(&self, min_count: u32) -> WeightsFile {
        let layout = &self.layout;
        let mut weights = WeightsFile::zero();
        for (phase, (w, counts)) in self.phases.iter().enumerate() {
            let value = |i: usize| {
                if counts[i] >= min_count {
                    w[i] * SCALE as f32
                } else {
                    0.0
                }
            };
            for (table, &start) in OFFSETS.iter().enumerate() {
                let entries: Vec<f32> = if table < SHAPE_COUNT {
                    (0..table_size(table))
                        .filter(|&i| layout.canonical[table][i] as usize == i)
                        .map(|i| value(start + i))
                        .collect()
                } else {
                    (start..start + table_size(table)).map(value).collect()
                };
                weights.tables[phase * TABLE_COUNT + table] = QuantisedTable::quantise(&entries);
            }
        }
        weights
    }

    /// `pack` with the smallest count threshold (from `--min-count`) whose
    /// file fits in `--max-bytes`.
    fn pack_within(&self, options: &Options) -> (WeightsFile, u32) {
        let mut threshold = options.min_count;
        loop {
            let weights = self.pack(threshold);
            if weights.to_bytes().len() <= options.max_bytes || threshold > 100_000 {
                return (weights, threshold);
            }
            threshold = threshold * 5 / 4 + 1;
        }
    }
}

// ---------------------------------------------------------------- reporting

fn report(eval: &LearnedWeights, samples: &[Sample]) {
    println!(
        "held-out mean absolute error in discs, by phase: this evaluation and the \
         hand-set one"
    );
    println!("phase  empties  label          n   learned   hand-set");
    for phase in 0..PHASE_COUNT {
        for exact in [true, false] {
            let (mut n, mut learned, mut hand) = (0usize, 0f64, 0f64);
            for sample in samples
                .iter()
                .filter(|s| s.held_out && s.exact == exact && phase_of(s.empties()) == phase)
            {
                let target = f64::from(sample.label);
                learned += (f64::from(eval.evaluate_board(&sample.board())) / 100.0 - target).abs();
                if let Some(position) = position_of(sample) {
                    hand += (f64::from(Evaluation::hand_set().midgame(&position)) / 100.0 - target)
                        .abs();
                }
                n += 1;
            }
            if n > 0 {
                let low = phase as u32 * PHASE_WIDTH;
                let high = if phase == PHASE_COUNT - 1 {
                    60
                } else {
                    low + PHASE_WIDTH - 1
                };
                println!(
                    "{phase:5}  {low:2}-{high:2}    {:<10} {n:6}  {:8.2}  {:9.2}",
                    if exact { "exact" } else { "game" },
                    learned / n as f64,
                    hand / n as f64
                );
            }
        }
    }
}

/// The sample as a `Position`, for the hand-set evaluation.
fn position_of(sample: &Sample) -> Option<Position> {
    let (side, black, white, supplies) = if sample.white_to_move {
        (
            Color::White,
            sample.opponent,
            sample.player,
            (sample.opponent_supply, sample.player_supply),
        )
    } else {
        (
            Color::Black,
            sample.player,
            sample.opponent,
            (sample.player_supply, sample.opponent_supply),
        )
    };
    Position::from_parts(sample.variant, black, white, side, supplies).ok()
}
