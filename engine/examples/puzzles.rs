//! Writes the puzzles proved by the exact solver (`engine/data/puzzles.txt`;
//! the format, the themes and the difficulty in `docs/puzzles.md`),
//! deterministically from a seed:
//!
//! ```text
//! nice -n 10 cargo run --release -p reversi-engine --example puzzles -- --threads 2
//! ```
//!
//! (from the repository root; `--seed 1 --chunks 0..8 --corpus
//! engine/data/corpus --free-games 3000 --classic 120 --othello 120 --free 80
//! --supply 40 --tries 3 --hint-depth 4 --table 20 --out
//! engine/data/puzzles.txt` are the defaults.)
//!
//! The games: the committed corpus chunks `s<seed>-c<chunk>.txt` of classic
//! and Othello for the chunks listed (a fixed set, whatever other chunks lie
//! there), and for the free variant, which has no corpus, the games the
//! corpus would play for it (`selfplay`: depth 10, exact from 20 empties;
//! game `i` is chunk 0's game `i` of `corpus --variant free`), at most
//! `--free-games` of them.
//!
//! From each game at most one puzzle: a position with 6 to 20 empties and
//! at least two legal moves, the side to move's. The game's generator picks a
//! number of empties from 6 to 20; the `--tries` positions closest to it
//! are tried in turn (in classic those after which the game's own line ran
//! a hand out before the board was full come first). A position is a puzzle
//! when every legal move's exact score (`Solver`) makes one of them the only
//! winning move, the only drawing move, or the best by 4 discs or more; a
//! classic one is `supply` when, also, a hand runs out before the board is
//! full in the principal line after the answer and the same board under
//! the free variant's rules has another best move or another result. The
//! line goes on (the reply, the next answer; at most three answers) while
//! each answer stays unique as the theme says.
//!
//! Games are taken in batches of 32 until each variant has three times its
//! count of puzzles (and classic its `--supply` ones) or its games run out;
//! then the puzzles are chosen round robin over theme and difficulty. The
//! output depends only on the settings, the corpus and the engine, not on
//! `--threads`.

mod args;
mod records;
mod rng;
mod selfplay;

use records::{Chunk, Record};
use reversi_engine::ai::{Engine, Limits, Solver, SystemClock, Table};
use reversi_engine::puzzle::{write_line, Puzzle, PuzzleId, Theme, MAX_DIFFICULTY};
use reversi_engine::training::layout::transform;
use reversi_engine::{Color, Move, Position, Square, Variant};
use rng::{mix, Rng};
use selfplay::{Play, Player};
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;

/// Empty squares of a puzzle.
const EMPTIES: std::ops::RangeInclusive<u32> = 6..=20;
/// Games looked at between two checks of whether there are enough.
const BATCH: usize = 32;
/// Puzzles found per puzzle wanted before the choice.
const POOL: usize = 3;
/// Answers in a line at most (the first and two more).
const LINE_ANSWERS: usize = 3;

#[derive(Clone, Debug)]
struct Settings {
    seed: u64,
    first_chunk: u64,
    end_chunk: u64,
    corpus: PathBuf,
    free_games: u64,
    classic: usize,
    othello: usize,
    free: usize,
    supply: usize,
    tries: usize,
    hint_depth: u32,
    table: u32,
    threads: usize,
    out: PathBuf,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seed: 1,
            first_chunk: 0,
            end_chunk: 8,
            corpus: PathBuf::from("engine/data/corpus"),
            free_games: 3000,
            classic: 120,
            othello: 120,
            free: 80,
            supply: 40,
            tries: 3,
            hint_depth: 4,
            table: 20,
            threads: 1,
            out: PathBuf::from("engine/data/puzzles.txt"),
        }
    }
}

fn parse_settings() -> Result<Settings, String> {
    let mut s = Settings::default();
    for (name, value) in args::pairs(&[])? {
        let number = || args::whole(&name, &value);
        match name.as_str() {
            "--seed" => s.seed = number()?,
            "--chunks" => (s.first_chunk, s.end_chunk) = args::range(&name, &value)?,
            "--corpus" => s.corpus = PathBuf::from(value),
            "--free-games" => s.free_games = number()?,
            "--classic" => s.classic = number()?.min(999) as usize,
            "--othello" => s.othello = number()?.min(999) as usize,
            "--free" => s.free = number()?.min(999) as usize,
            "--supply" => s.supply = number()? as usize,
            "--tries" => s.tries = number()?.clamp(1, 15) as usize,
            "--hint-depth" => s.hint_depth = number()?.clamp(1, 12) as u32,
            "--table" => s.table = number()?.clamp(10, 26) as u32,
            "--threads" => s.threads = number()?.clamp(1, 8) as usize,
            "--out" => s.out = PathBuf::from(value),
            _ => return Err(format!("unknown option {name}")),
        }
    }
    Ok(s)
}

fn main() {
    args::exit_on_error("puzzles", || {
        let settings = parse_settings()?;
        generate(&settings)
    });
}

impl Settings {
    fn count(&self, variant: Variant) -> usize {
        match variant {
            Variant::Classic => self.classic,
            Variant::Free => self.free,
            Variant::Othello => self.othello,
        }
    }

    /// The free games' settings: the corpus's defaults.
    fn play() -> Play {
        Play {
            depth: 10,
            hint_depth: 2,
            noisy_until: 46,
            temperature: 2.0,
            solve: 20,
        }
    }

    /// The command that writes the same file.
    fn command(&self) -> String {
        format!(
            "cargo run --release -p reversi-engine --example puzzles -- --seed {} --chunks {}..{} \
             --free-games {} --classic {} --othello {} --free {} --supply {} --tries {} \
             --hint-depth {} --table {}",
            self.seed,
            self.first_chunk,
            self.end_chunk,
            self.free_games,
            self.classic,
            self.othello,
            self.free,
            self.supply,
            self.tries,
            self.hint_depth,
            self.table
        )
    }
}

/// Where a variant's games come from.
enum Games {
    /// The corpus's games, read.
    Corpus(Vec<(String, Record)>),
    /// Self-play games, played when needed: game `i` of chunk 0.
    SelfPlay(u64),
}

impl Games {
    fn of(settings: &Settings, variant: Variant) -> Result<Games, String> {
        if variant == Variant::Free {
            return Ok(Games::SelfPlay(settings.free_games));
        }
        let mut games = Vec::new();
        for chunk in settings.first_chunk..settings.end_chunk {
            let name = format!("s{}-c{chunk:05}", settings.seed);
            let path = settings
                .corpus
                .join(variant.name())
                .join(format!("{name}.txt"));
            let read = Chunk::read(&path)?;
            for (index, record) in read.records.into_iter().enumerate() {
                games.push((format!("{name}#{index}"), record));
            }
        }
        Ok(Games::Corpus(games))
    }

    fn len(&self) -> usize {
        match self {
            Games::Corpus(games) => games.len(),
            Games::SelfPlay(n) => *n as usize,
        }
    }
}

/// A puzzle found, before its id.
#[derive(Clone, Debug)]
struct Found {
    position: Position,
    answer: Vec<Move>,
    score: i32,
    second: i32,
    theme: Theme,
    /// The answer's place among the moves as a shallow search orders them
    /// (0: its first choice).
    rank: usize,
    /// The game and the moves played before the position.
    source: String,
}

impl Found {
    fn empties(&self) -> u32 {
        self.position.empty_count()
    }

    /// The difficulty (docs/puzzles.md): one step for every four empties
    /// from 6 (6–9: 1, 10–13: 2, 14–17: 3, 18–20: 4), one more when the
    /// shallow search puts the answer second or third, two when lower,
    /// at most 5.
    fn difficulty(&self) -> u8 {
        let base = 1 + (self.empties() - EMPTIES.start()) / 4;
        let rank = match self.rank {
            0 => 0,
            1 | 2 => 1,
            _ => 2,
        };
        (base + rank).min(u32::from(MAX_DIFFICULTY)) as u8
    }

    /// The board up to the eight symmetries, the side and the hands.
    fn key(&self) -> (u64, u64, Color, Option<u8>, Option<u8>) {
        let black = self.position.discs(Color::Black);
        let white = self.position.discs(Color::White);
        let (b, w) = (0..8)
            .map(|s| (transform(s, black), transform(s, white)))
            .min()
            .unwrap_or((black, white));
        (
            b,
            w,
            self.position.side_to_move(),
            self.position.supply(Color::Black),
            self.position.supply(Color::White),
        )
    }
}

/// What one thread needs: tables for the solver and the lines, a shallow
/// search for the difficulty, and a player for the free games.
struct Worker {
    table: Table,
    line_table: Table,
    hints: Engine,
    player: Option<Player>,
    table_log2: u32,
}

impl Worker {
    fn new(settings: &Settings) -> Worker {
        Worker {
            table: Table::new(settings.table),
            line_table: Table::new(16),
            hints: Engine::new(16),
            player: None,
            table_log2: settings.table,
        }
    }

    /// Game `index` of the variant's games: the corpus's, or played now.
    fn game(
        &mut self,
        settings: &Settings,
        variant: Variant,
        games: &Games,
        index: usize,
    ) -> (String, Record) {
        match games {
            Games::Corpus(games) => games[index].clone(),
            Games::SelfPlay(_) => {
                let log2 = self.table_log2;
                let player = self.player.get_or_insert_with(|| Player::new(log2));
                let mut rng = Rng::for_game(settings.seed, variant, 0, index as u64);
                let record = player.game(&Settings::play(), &[], variant, &mut rng);
                (format!("s{}-c00000#{index}", settings.seed), record)
            }
        }
    }

    /// The exact score of `position` for its side to move.
    fn solve(&mut self, position: &Position) -> i32 {
        let mut never = || false;
        Solver::new(&mut self.table, &mut never)
            .solve(position, false)
            .score
    }

    /// The solver's best move from an empty table (so the same whatever
    /// was solved before): the principal line's next move.
    fn line_move(&mut self, position: &Position) -> Move {
        if position.placements() == 0 {
            return Move::Pass;
        }
        self.line_table.clear();
        let mut never = || false;
        let solution = Solver::new(&mut self.line_table, &mut never).solve(position, false);
        match solution.best {
            Some(square) => Move::Place(square),
            None => Move::Pass,
        }
    }

    /// Every placement's exact score for the side to move.
    fn scores(&mut self, position: &Position) -> Vec<(Square, i32)> {
        Square::iter_bits(position.placements())
            .map(|square| {
                let child = position.play_unchecked(Move::Place(square));
                (square, -self.solve(&child))
            })
            .collect()
    }

    /// At most one puzzle from a game.
    fn puzzle_of_game(
        &mut self,
        settings: &Settings,
        variant: Variant,
        source: &str,
        record: &Record,
    ) -> Option<Found> {
        let positions = record.positions(variant).ok()?;
        let played = record.moves.len();
        // Classic: whether the game's own line ran a hand out before the
        // board was full, from each position on.
        let mut runs_out = vec![false; positions.len()];
        let mut later = false;
        for (index, position) in positions.iter().enumerate().rev() {
            later |= hand_out(position);
            runs_out[index] = later;
        }
        let mut rng = Rng(mix(settings.seed ^ record.hash()));
        let target = EMPTIES.start() + rng.below(EMPTIES.clone().count()) as u32;
        let mut candidates: Vec<usize> = (0..played)
            .filter(|&i| {
                let p = &positions[i];
                EMPTIES.contains(&p.empty_count()) && p.placements().count_ones() >= 2
            })
            .collect();
        candidates.sort_by_key(|&i| {
            let empties = positions[i].empty_count();
            (
                variant == Variant::Classic && !runs_out[i],
                empties.abs_diff(target),
                empties,
            )
        });
        for &index in candidates.iter().take(settings.tries) {
            if let Some(mut found) = self.puzzle_at(settings, &positions[index]) {
                found.source = format!("{source} after {index} moves");
                return Some(found);
            }
        }
        None
    }

    /// The position as a puzzle, if it is one.
    fn puzzle_at(&mut self, settings: &Settings, position: &Position) -> Option<Found> {
        let scores = self.scores(position);
        let (score, second, answer) = best_and_second(&scores)?;
        let stated = Theme::of_scores(score, second)?;
        let mut theme = stated;
        if position.variant() == Variant::Classic && self.supply_decides(position, answer, score) {
            theme = Theme::Supply;
        }
        let answer = self.line(position, answer, score, stated);
        let rank = self.rank(settings, position, answer[0]);
        Some(Found {
            position: *position,
            answer,
            score,
            second,
            theme,
            rank,
            source: String::new(),
        })
    }

    /// The answer, and while each later answer stays unique as `stated`
    /// says, the reply (the principal line's) and the next answer.
    fn line(&mut self, position: &Position, first: Square, score: i32, stated: Theme) -> Vec<Move> {
        let mut line = vec![Move::Place(first)];
        let mut at = position.play_unchecked(Move::Place(first));
        while line.len() < 2 * LINE_ANSWERS - 1 && !at.is_over() {
            let reply = self.line_move(&at);
            let next = at.play_unchecked(reply);
            if next.placements().count_ones() < 2 {
                break;
            }
            let scores = self.scores(&next);
            let Some((best, second, answer)) = best_and_second(&scores) else {
                break;
            };
            if best != score || !unique_as_stated(stated, score, second) {
                break;
            }
            line.push(reply);
            line.push(Move::Place(answer));
            at = next.play_unchecked(Move::Place(answer));
        }
        line
    }

    /// Classic: a hand runs out before the board is full in the principal
    /// line after the answer, and the same board under the free variant's
    /// rules has another best move or another result.
    fn supply_decides(&mut self, position: &Position, answer: Square, score: i32) -> bool {
        let Ok(free) = Position::from_parts(
            Variant::Free,
            position.discs(Color::Black),
            position.discs(Color::White),
            position.side_to_move(),
            (0, 0),
        ) else {
            return false;
        };
        let free_best = self.solve(&free);
        let free_answer = -self.solve(&free.play_unchecked(Move::Place(answer)));
        if free_best.signum() == score.signum() && free_answer == free_best {
            return false;
        }
        let mut at = position.play_unchecked(Move::Place(answer));
        loop {
            if hand_out(&at) {
                return true;
            }
            if at.is_over() {
                return false;
            }
            let mv = self.line_move(&at);
            at = at.play_unchecked(mv);
        }
    }

    /// The answer's place among the placements ordered by a shallow search
    /// with the learned evaluation (best first, ties by square).
    fn rank(&mut self, settings: &Settings, position: &Position, answer: Move) -> usize {
        self.hints.clear();
        let limits = Limits {
            depth: settings.hint_depth,
            exact_empties: 0,
            ..Limits::default()
        };
        let never = || false;
        let hints = self
            .hints
            .hints(position, &limits, &SystemClock::start(), &never);
        let Some(mine) = hints.iter().find(|h| Move::Place(h.square) == answer) else {
            return 0;
        };
        hints
            .iter()
            .filter(|h| {
                h.score > mine.score
                    || (h.score == mine.score && h.square.index() < mine.square.index())
            })
            .count()
    }
}

/// A hand is empty while squares are.
fn hand_out(position: &Position) -> bool {
    position.empty_count() > 0
        && (position.supply_left() == 0 || position.opponent_supply_left() == 0)
}

/// The best score, the best of the others, and the best move, if the best
/// is unique.
fn best_and_second(scores: &[(Square, i32)]) -> Option<(i32, i32, Square)> {
    let &(answer, best) = scores
        .iter()
        .max_by_key(|&&(square, score)| (score, std::cmp::Reverse(square.index())))?;
    let second = scores
        .iter()
        .filter(|&&(square, _)| square != answer)
        .map(|&(_, score)| score)
        .max()?;
    (best > second).then_some((best, second, answer))
}

/// Whether a later answer of score `score`, the best other move scoring
/// `second`, is unique as the first answer's theme says.
fn unique_as_stated(stated: Theme, score: i32, second: i32) -> bool {
    match stated {
        Theme::Win => score > 0 && second <= 0,
        Theme::Draw => score == 0 && second < 0,
        Theme::Best | Theme::Supply => score >= second + 4,
    }
}

fn generate(settings: &Settings) -> Result<(), String> {
    let started = Instant::now();
    let mut workers: Vec<Worker> = (0..settings.threads)
        .map(|_| Worker::new(settings))
        .collect();
    let mut chosen = Vec::new();
    let mut sources = Vec::new();
    for variant in Variant::ALL {
        let games = Games::of(settings, variant)?;
        let wanted = settings.count(variant);
        let supply = if variant == Variant::Classic {
            settings.supply
        } else {
            0
        };
        let mut pool: Vec<Found> = Vec::new();
        let mut seen = HashSet::new();
        let mut looked = 0;
        while looked < games.len()
            && (pool.len() < POOL * wanted
                || pool.iter().filter(|f| f.theme == Theme::Supply).count() < supply)
        {
            let batch: Vec<usize> = (looked..games.len().min(looked + BATCH)).collect();
            looked += batch.len();
            for found in find_in_batch(settings, &mut workers, variant, &games, &batch)
                .into_iter()
                .flatten()
            {
                if seen.insert(found.key()) {
                    pool.push(found);
                }
            }
            eprintln!(
                "{variant}: {looked} games, {} puzzles ({} supply), {:.0} s",
                pool.len(),
                pool.iter().filter(|f| f.theme == Theme::Supply).count(),
                started.elapsed().as_secs_f64()
            );
        }
        sources.push(match &games {
            Games::Corpus(_) => format!(
                "{variant}: {looked} games of {}/{variant}/s{}-c{:05}..c{:05}",
                settings.corpus.display(),
                settings.seed,
                settings.first_chunk,
                settings.end_chunk.saturating_sub(1)
            ),
            Games::SelfPlay(_) => format!(
                "{variant}: {looked} self-play games (examples/selfplay at the corpus's settings, seed {}, chunk 0)",
                settings.seed
            ),
        });
        eprintln!("{variant}: {}", pool_summary(&pool));
        let picked = choose(pool, wanted, supply);
        if picked.len() < wanted {
            eprintln!(
                "{variant}: only {} puzzles of the {wanted} wanted",
                picked.len()
            );
        }
        chosen.extend(number(variant, picked)?);
    }
    let text = file_text(settings, &sources, &chosen);
    std::fs::write(&settings.out, &text).map_err(|e| format!("{}: {e}", settings.out.display()))?;
    eprintln!("{}", summary(&chosen));
    eprintln!(
        "wrote {} puzzles, {} bytes, to {} in {:.0} s",
        chosen.len(),
        text.len(),
        settings.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The pool's puzzles by theme, by the answer's rank in the shallow
/// search, and by difficulty.
fn pool_summary(pool: &[Found]) -> String {
    let themes: Vec<String> = Theme::ALL
        .iter()
        .map(|&t| format!("{t} {}", pool.iter().filter(|f| f.theme == t).count()))
        .collect();
    let ranks: Vec<String> = (0..4)
        .map(|r| {
            let n = pool.iter().filter(|f| f.rank.min(3) == r).count();
            format!("{r}{}: {n}", if r == 3 { "+" } else { "" })
        })
        .collect();
    let levels: Vec<String> = (1..=MAX_DIFFICULTY)
        .map(|d| {
            format!(
                "{d}: {}",
                pool.iter().filter(|f| f.difficulty() == d).count()
            )
        })
        .collect();
    format!(
        "pool of {}: {}; the answer's rank {}; difficulty {}",
        pool.len(),
        themes.join(", "),
        ranks.join(", "),
        levels.join(", ")
    )
}

/// The batch's games, each looked at by one worker; in the batch's order.
fn find_in_batch(
    settings: &Settings,
    workers: &mut [Worker],
    variant: Variant,
    games: &Games,
    batch: &[usize],
) -> Vec<Option<Found>> {
    let threads = workers.len();
    let mut results: Vec<Option<Found>> = vec![None; batch.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = workers
            .iter_mut()
            .enumerate()
            .map(|(thread, worker)| {
                scope.spawn(move || {
                    batch
                        .iter()
                        .enumerate()
                        .skip(thread)
                        .step_by(threads)
                        .map(|(slot, &index)| {
                            let (source, record) = worker.game(settings, variant, games, index);
                            (
                                slot,
                                worker.puzzle_of_game(settings, variant, &source, &record),
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (slot, found) in handle.join().expect("a worker panicked") {
                results[slot] = found;
            }
        }
    });
    results
}

/// `wanted` puzzles of the pool: first up to `supply` supply ones, then
/// round robin over (theme, difficulty), each bucket in the pool's order.
fn choose(pool: Vec<Found>, wanted: usize, supply: usize) -> Vec<Found> {
    let mut buckets: BTreeMap<(usize, u8), std::collections::VecDeque<Found>> = BTreeMap::new();
    for found in pool {
        let theme = Theme::ALL
            .iter()
            .position(|&t| t == found.theme)
            .unwrap_or(0);
        buckets
            .entry((theme, found.difficulty()))
            .or_default()
            .push_back(found);
    }
    let supply_theme = Theme::ALL
        .iter()
        .position(|&t| t == Theme::Supply)
        .unwrap_or(0);
    let mut chosen = Vec::new();
    let mut take_round = |chosen: &mut Vec<Found>, only: Option<usize>, limit: usize| loop {
        let before = chosen.len();
        for (&(theme, _), bucket) in buckets.iter_mut() {
            if chosen.len() >= limit {
                return;
            }
            if only.is_some_and(|t| t != theme) {
                continue;
            }
            if let Some(found) = bucket.pop_front() {
                chosen.push(found);
            }
        }
        if chosen.len() == before {
            return;
        }
    };
    take_round(&mut chosen, Some(supply_theme), supply.min(wanted));
    take_round(&mut chosen, None, wanted);
    chosen
}

/// Ids in order of difficulty, then empties, then the order chosen.
fn number(variant: Variant, mut chosen: Vec<Found>) -> Result<Vec<Puzzle>, String> {
    chosen.sort_by_key(|f| (f.difficulty(), f.empties()));
    chosen
        .into_iter()
        .enumerate()
        .map(|(index, found)| {
            let id = PuzzleId::new(variant, found.difficulty(), index as u16 + 1)
                .ok_or(format!("{variant}: too many puzzles for three digits"))?;
            Ok(Puzzle {
                id,
                position: found.position,
                answer: found.answer,
                score: found.score,
                second: found.second,
                theme: found.theme,
            })
        })
        .collect()
}

fn file_text(settings: &Settings, sources: &[String], puzzles: &[Puzzle]) -> String {
    let mut text = String::new();
    text.push_str(
        "# Reversi puzzles proved by the exact solver (docs/puzzles.md), one a line:\n\
         # id variant board answer score second theme\n",
    );
    text.push_str(&format!(
        "# written by engine/examples/puzzles.rs: {}\n",
        settings.command()
    ));
    for source in sources {
        text.push_str(&format!("# {source}\n"));
    }
    for line in summary(puzzles).lines() {
        text.push_str(&format!("# {line}\n"));
    }
    let mut sorted: Vec<&Puzzle> = puzzles.iter().collect();
    sorted.sort_by_key(|p| {
        let variant = Variant::ALL.iter().position(|&v| v == p.variant());
        (variant, p.difficulty(), p.id.serial())
    });
    for puzzle in sorted {
        text.push_str(&write_line(puzzle));
        text.push('\n');
    }
    text
}

/// Counts per variant: by theme, by difficulty, by empties, lines.
fn summary<P: Summarised>(puzzles: &[P]) -> String {
    let mut out = String::new();
    for variant in Variant::ALL {
        let of: Vec<&P> = puzzles.iter().filter(|p| p.variant() == variant).collect();
        let themes: Vec<String> = Theme::ALL
            .iter()
            .map(|&t| format!("{t} {}", of.iter().filter(|p| p.theme() == t).count()))
            .collect();
        let levels: Vec<String> = (1..=MAX_DIFFICULTY)
            .map(|d| format!("{d}: {}", of.iter().filter(|p| p.difficulty() == d).count()))
            .collect();
        let bands: Vec<String> = [(6, 9), (10, 13), (14, 17), (18, 20)]
            .iter()
            .map(|&(a, b)| {
                let n = of.iter().filter(|p| (a..=b).contains(&p.empties())).count();
                format!("{a}-{b}: {n}")
            })
            .collect();
        let lines = of.iter().filter(|p| p.answers() > 1).count();
        out.push_str(&format!(
            "{variant} {}: {}; difficulty {}; empties {}; {lines} with more than one answer\n",
            of.len(),
            themes.join(", "),
            levels.join(", "),
            bands.join(", ")
        ));
    }
    out
}

/// What the summary counts.
trait Summarised {
    fn variant(&self) -> Variant;
    fn theme(&self) -> Theme;
    fn difficulty(&self) -> u8;
    fn empties(&self) -> u32;
    fn answers(&self) -> usize;
}

impl Summarised for Puzzle {
    fn variant(&self) -> Variant {
        Puzzle::variant(self)
    }
    fn theme(&self) -> Theme {
        self.theme
    }
    fn difficulty(&self) -> u8 {
        Puzzle::difficulty(self)
    }
    fn empties(&self) -> u32 {
        self.position.empty_count()
    }
    fn answers(&self) -> usize {
        self.answer.len().div_ceil(2)
    }
}
