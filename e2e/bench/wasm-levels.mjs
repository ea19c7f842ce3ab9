// Benchmark, not a test: level N+1 against level N with the engine in wasm
// (e2e/bench/wasm-levels, built by scripts/bench-wasm-levels.sh as the AI
// worker is) in Node, each move's clock JavaScript's performance.now(), so
// the timed levels (5-8) search as deep as the page's worker does in their
// time, where native code searches deeper. Otherwise as `reversi match --a
// level:N+1 --b level:N --count COUNT --seed SEED` (Othello): the same XOT
// openings picked by the seed, each played with both colours, the same
// seeds for the weak levels' noise, tables of 2^18 slots cleared every game,
// every move checked by the rules. Prints each game as it ends (stderr:
// its opening, the result, the transcript) and each pair's score with its
// 95 % interval (the match's formula), and per level the time a move (mean,
// longest, longest outside exact solves, and the middle game's: 20-50
// empties, with its mean depth).
//   node e2e/bench/wasm-levels.mjs WASM [PAIRS [COUNT [SEED]]]
// PAIRS: the higher levels, comma-separated (6 plays 6 v 5), in the order
// given; COUNT openings a pair (default 2), SEED default 72.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, loadBench } from './wasm-module.mjs';

const [file, pairsArg = '6', countArg = '2', seedArg = '72'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node e2e/bench/wasm-levels.mjs WASM [PAIRS [COUNT [SEED]]]');
  process.exit(2);
}
const pairs = pairsArg.split(',').map(Number);
if (pairs.some((h) => !Number.isInteger(h) || h < 2 || h > 8)) {
  console.error(`PAIRS: higher levels from 2 to 8, e.g. 2,3,6; not ${pairsArg}`);
  process.exit(2);
}
const count = Number(countArg);
const seed = BigInt(seedArg);
/** The normal distribution's two-sided 95% point, as the match's. */
const Z95 = 1.96;
/** The phases the match reports by; here the middle game's. */
const MIDDLE = [20, 50];

// The match's built-in openings: the file's non-empty lines, trimmed.
const openings = readFileSync(join(ROOT, 'engine', 'data', 'openings', 'xot-large.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line);
const { api, put } = await loadBench(file, { bench: { now: () => performance.now() } });

/** The indices of the openings `reversi match --count COUNT --seed SEED` plays. */
function pickOpenings() {
  const out = api.alloc(4 * count + 4);
  const at = (out + 3) & ~3;
  const picked = api.pick_openings(openings.length, count, seed, at);
  return Array.from(new Uint32Array(api.memory.buffer, at, picked));
}

function transcript() {
  const len = api.transcript();
  return new TextDecoder().decode(new Uint8Array(api.memory.buffer, api.text_ptr(), len));
}

/** One level's moves over a pair. */
class Times {
  constructor(level) {
    this.level = level;
    this.exact = api.level_exact(level);
    this.moves = 0;
    this.total = 0;
    this.max = 0;
    this.maxOutsideExact = 0;
    this.middle = { moves: 0, total: 0, max: 0, depth: 0, searched: 0 };
    this.nodes = 0;
  }

  record(ms, empties, depth, nodes, exact) {
    this.moves++;
    this.total += ms;
    this.max = Math.max(this.max, ms);
    this.nodes += nodes;
    if (empties > this.exact) this.maxOutsideExact = Math.max(this.maxOutsideExact, ms);
    if (empties >= MIDDLE[0] && empties <= MIDDLE[1]) {
      const m = this.middle;
      m.moves++;
      m.total += ms;
      m.max = Math.max(m.max, ms);
      if (!exact) {
        m.depth += depth;
        m.searched++;
      }
    }
  }

  mean() {
    return this.total / Math.max(this.moves, 1);
  }

  line(side) {
    const m = this.middle;
    return (
      `time ${side} (level ${this.level}, ${api.level_time(this.level)} ms): mean ${this.mean().toFixed(1)} ms, ` +
      `max ${this.max.toFixed(1)} ms over ${this.moves} moves; max outside exact solves ` +
      `${this.maxOutsideExact.toFixed(1)} ms; middle game (20-50) mean ` +
      `${(m.total / Math.max(m.moves, 1)).toFixed(1)} ms, max ${m.max.toFixed(1)} ms, ` +
      `mean depth ${(m.depth / Math.max(m.searched, 1)).toFixed(1)} (moves not solved); ` +
      `${(this.nodes / Math.max(this.total, 1e-9) / 1000).toFixed(2)} million nodes/s`
    );
  }
}

/** A's mean points per game and the half-width of its 95% interval (the match's `Tally::score`). */
function score({ wins, draws, losses }) {
  const n = Math.max(wins + draws + losses, 1);
  const mean = (wins + 0.5 * draws) / n;
  const squareMean = (wins + 0.25 * draws) / n;
  const variance = Math.max(squareMean - mean * mean, 0);
  return [mean, Z95 * Math.sqrt(variance / n)];
}

function elo(s) {
  if (s <= 0) return -Infinity;
  if (s >= 1) return Infinity;
  return 400 * Math.log10(s / (1 - s));
}

function signed(value) {
  if (!Number.isFinite(value)) return value > 0 ? '+inf' : '-inf';
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}

const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

/** Plays level `high` (side a, engine 0) against `high - 1` (side b, engine 1). */
function playPair(high) {
  const low = high - 1;
  const chosen = pickOpenings();
  const tally = { wins: 0, draws: 0, losses: 0, discs: 0 };
  const times = [new Times(high), new Times(low)];
  const started = performance.now();
  console.log(`a: level:${high}  b: level:${low}  (wasm in Node ${process.version}; started ${stamp()})`);
  for (const [gamePair, index] of chosen.entries()) {
    const opening = openings[index];
    for (const aIsBlack of [true, false]) {
      const gameSeed = seed ^ (BigInt(2 * gamePair + (aIsBlack ? 1 : 0)) << 8n);
      const bytes = new TextEncoder().encode(opening);
      if (api.start(put(bytes), bytes.length) < 0) throw new Error(`opening ${opening} does not read`);
      while (!api.over()) {
        const black = api.to_move() === 0;
        const side = black === aIsBlack ? 0 : 1;
        const level = side === 0 ? high : low;
        const empties = api.empties();
        const before = performance.now();
        const square = api.think(side, level, gameSeed);
        const ms = performance.now() - before;
        if (square < 0) throw new Error(`level ${level} made no legal move after ${transcript()}`);
        times[side].record(ms, empties, api.last_depth(), api.last_nodes(), api.last_exact());
      }
      const [black, white] = [api.discs(0), api.discs(1)];
      if (black < 0 || white < 0) throw new Error(`a game stopped before its end: ${transcript()}`);
      const [mine, theirs] = aIsBlack ? [black, white] : [white, black];
      tally.discs += mine - theirs;
      if (mine > theirs) tally.wins++;
      else if (mine < theirs) tally.losses++;
      else tally.draws++;
      const games = tally.wins + tally.draws + tally.losses;
      console.error(
        `game ${games}/${2 * chosen.length}: ${opening}, a ${aIsBlack ? 'black' : 'white'}: ` +
          `${mine}-${theirs} (${transcript()})`,
      );
    }
  }
  const games = tally.wins + tally.draws + tally.losses;
  const [s, half] = score(tally);
  const [lowEnd, highEnd] = [Math.max(s - half, 0), Math.min(s + half, 1)];
  console.log(`games: ${games} (${chosen.length} openings, each with both colours)`);
  console.log(`a: ${tally.wins} wins, ${tally.draws} draws, ${tally.losses} losses`);
  console.log(`score: ${s.toFixed(3)} ± ${half.toFixed(3)} (95%)`);
  console.log(`elo: ${signed(elo(s))} [${signed(elo(lowEnd))}, ${signed(elo(highEnd))}] (95%)`);
  console.log(`mean disc difference (a - b): ${(tally.discs / Math.max(games, 1)) >= 0 ? '+' : ''}${(tally.discs / Math.max(games, 1)).toFixed(2)}`);
  console.log(times[0].line('a'));
  console.log(times[1].line('b'));
  console.log(`finished ${stamp()} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  return { high, low, games, tally, s, half, times };
}

const rows = pairs.map(playPair);
console.log(`Othello (XOT), seed ${seed}, ${count} openings a pair, wasm in Node ${process.version}:`);
console.log('| pair | games | W / D / L | score (95 %) | discs | time a move, mean / max (higher) | (lower) |');
console.log('|---|---|---|---|---|---|---|');
const ms = (t) => `${t.mean().toFixed(1)} ms / ${t.max.toFixed(1)} ms`;
for (const r of rows) {
  const { wins, draws, losses, discs } = r.tally;
  console.log(
    `| ${r.high} vs ${r.low} | ${r.games} | ${wins} / ${draws} / ${losses} | ` +
      `${(100 * r.s).toFixed(1)} % ± ${(100 * r.half).toFixed(1)} | ` +
      `${discs / r.games >= 0 ? '+' : ''}${(discs / r.games).toFixed(2)} | ${ms(r.times[0])} | ${ms(r.times[1])} |`,
  );
}
