// The AI worker in the browser searches with the same learned evaluation,
// the same way, as the native engine: at a fixed depth both choose the same
// move with the same value (ties broken the same way) on positions of all
// three variants, the native `reversi best --depth N` being the independent
// side. And when its weights file is missing or damaged the worker says so,
// the page shows a translated notice, and the computer still plays (with
// the hand-set evaluation, which then chooses otherwise where the learned
// one decides).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT, DIST } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();

const DEPTH = 6;

// Positions of random games (Python's random.Random(seed).choice over
// `reversi legal`, seeds 1-9), cut where `empties` squares are left.
// `decides`: the hand-set evaluation at the same depth chooses another
// move here (measured natively when the list was made), so the learned
// one decides. 10 or 12 empties: the engine solves them exactly.
const GAMES = {
  o1: ['othello', 'c4c5b6d3c2a7d6e7d7e3b5d2f7b1b7c6e6e8d1a8c7a4b8c3f5e1b3c1b2a2d8f8a1f6g7g4b4a3g8a6g5g6a5h7h3g3g2h6f2g1f4h8h5f3h1h4f1c8h2e2'],
  o2: ['othello', 'd3c3b3e3f3c5f6g2b5c6f4a5h1f5d6e7d7e6d8c4c7b7a8b6a4f8g4b4e8a3a7g5g8c2h4g3a2h3c1d1d2e1f1f7a6h6e2b8g7c8h5g6h2h7h8g1b2f2'],
  o3: ['othello', 'c4c5f6c3b5g7e3e6c2f3g3a5h8b3f4f2b4f5f7h3a3d2e2e1a6e7d7c1c6g8f1g4d1b6b1d3g6b7f8a7c7h6a8b2g5g2a1d6h2h5a4d8c8h7e8a2h4b8'],
  c4: ['classic', 'e4d5d4e5f6d3c2d2e2f3c5c6c7b1g2b6c4e3b2c3b4c1a5a4e1a2a3g3g4f1f4e6f2g5h4h1h2h6f5g1h5d1b5c8b7g6f7g7d7e8g8a6a7a8d6b3a1h3b8f8d8h8h7e7'],
  c5: ['classic', 'd5e5e4d4e6f4c3c6e3f3c5e2g3g5e1h3h2d1b7h1h6f5g2b5c4b2d3e7d6b6b3c2a1f1b4a4a2f2a5f6a3a7g4h5f8c7d7h7b1a6a8h4g6g7g1f7d8e8h8c1g8c8b8d2'],
  c6: ['classic', 'd4d5e5e4e3d3c6f5f3f4d2g2g5c4b5e6f2e2d6a6d7e8c8g4b6f7c5d1f6c7f1h6d8b7f8b8h1g8a4a5c2c1h4g6a7h3b4h5h7a8h2g3e7b3a3a2c3g7b1a1h8b2e1g1'],
  f7: ['free', 'd5d4e5e4c3e6f3c4f6c2d6f4b2a2g4f7a1h4d2d7c6c1e8e2b3a3g6g7g8e3g2f2f5b4d3h7f1e7d1c7b5b6h8c5a4e1c8b8f8h2h5g1h1b1a7g5b7a8h6a5h3d8a6g3'],
  f8: ['free', 'e4d5e5d4c4b3b4f3b2e6d6c5f4d7f7f6c7b7b8d3f5a3b6c3a2f8b5a6c8d8g8a7g6b1e8g5c2c1g4e7a5d2a1h5f2e3c6h7g3g7h8e2e1d1a4h6g2g1h4h3a8f1h2h1'],
  f9: ['free', 'e5d5e4d4c4d3e6b4b3d6c7b2a4f6b1c6e2b8f7e7e8f3f4c3c2d1g2d8f5g8c8f8f1f2g6d2d7h1g4e3c5g3b6a7e1a2g7g1g5a3a6h7h2h3a5h6a8b5h8b7a1'],
};
const CUTS = [
  ['o1', 28, true], ['o1', 16, false], ['o2', 36, true], ['o2', 28, false],
  ['o3', 44, true], ['o3', 16, true], ['o1', 12, false], ['o2', 10, false],
  ['c4', 36, true], ['c5', 36, true], ['c5', 28, true], ['c5', 20, true],
  ['c6', 44, true], ['c6', 36, true], ['c4', 12, false], ['c6', 10, false],
  ['f7', 44, true], ['f7', 36, true], ['f7', 28, true], ['f8', 36, true],
  ['f8', 20, true], ['f9', 16, true], ['f8', 12, false], ['f9', 10, false],
];

function reversi(...args) {
  return execFileSync('cargo', ['run', '--profile', 'test-fast', '--quiet', '-p', 'reversi-engine', '--bin', 'reversi', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The positions as board strings (`reversi show`), each with the native
 * engine's `best --depth DEPTH` answer: { move, discs }. */
function positions() {
  return CUTS.map(([game, empties, decides]) => {
    const [variant, moves] = GAMES[game];
    // Othello starts with 4 discs on the board, the others with none.
    const plies = 64 - empties - (variant === 'othello' ? 4 : 0);
    const shown = reversi('show', '--variant', variant, '--moves', moves.slice(0, 2 * plies));
    const board = shown.match(/^board: (.+)$/m)[1];
    const [move, discs] = reversi('best', '--variant', variant, '--board', board, '--depth', String(DEPTH)).trim().split(' ');
    return { name: `${game}@${empties}`, variant, board, decides, native: { move, discs: Number(discs) } };
  });
}

/** Starts the site's AI worker in `page`, waits until it has settled its
 * weights, posts a `best` request for each position in turn; answers
 * { weights: [states in order], failed message, moves: [{ square, eval }] }. */
async function askWorker(page, list, depth, loader = './ai_worker_loader.js') {
  return page.evaluate(
    async ({ list, depth, loader }) => {
      const worker = new Worker(loader);
      const waiting = [];
      const inbox = [];
      worker.onmessage = (event) => (waiting.length ? waiting.shift()(event.data) : inbox.push(event.data));
      const next = () => (inbox.length ? Promise.resolve(inbox.shift()) : new Promise((resolve) => waiting.push(resolve)));
      const weights = [];
      let message = await next();
      if (!message.ready) throw new Error('no ready: ' + JSON.stringify(message));
      let failed = null;
      while (!['loaded', 'failed'].includes(weights.at(-1))) {
        message = await next();
        if (!message.weights) throw new Error('expected weights: ' + JSON.stringify(message));
        weights.push(message.weights.state);
        failed = message.weights.message ?? null;
      }
      const moves = [];
      for (const [id, p] of list.entries()) {
        worker.postMessage({ best: { id, variant: p.variant, board: p.board, depth } });
        message = await next();
        if (!message.move || message.move.id !== id) throw new Error(JSON.stringify(message));
        moves.push({ square: message.move.square ?? 'pass', eval: message.move.eval });
      }
      worker.terminate();
      return { weights, failed, moves };
    },
    { list, depth, loader },
  );
}

const list = positions();

// Chromium has wasm's vectors, so the loader starts the vector build; the
// portable one, for browsers without them, is asked for by name. No service
// worker: it would fetch both builds to precache them.
for (const [build, loader, wasm] of [
  ['vector', './ai_worker_loader.js', 'ai_worker_simd_bg.wasm'],
  ['portable', './ai_worker_loader.js?build=portable', 'ai_worker_bg.wasm'],
]) test(`the worker's ${build} build chooses the native engine move and value at depth 6 on 24 positions`, { timeout: 300_000 }, async () => {
  assert.equal(new Set(list.map((p) => p.variant)).size, 3);
  const { page, context, errors } = await env.newPage({ serviceWorkers: 'block' });
  const fetched = [];
  context.on('request', (request) => {
    if (request.url().endsWith('_bg.wasm')) fetched.push(new URL(request.url()).pathname.split('/').pop());
  });
  await page.goto(env.url + '?black=human&red=human');
  const answer = await askWorker(page, list, DEPTH, loader);
  assert.deepEqual(fetched.filter((name) => name.startsWith('ai_worker')), [wasm]);
  // Loaded before "ready", or "loading" first if that took over 2 s.
  assert.match(answer.weights.join(), /^(loading,)?loaded$/);
  const seen = list.map((p, i) => `${p.name} ${answer.moves[i].square} ${(answer.moves[i].eval / 100).toFixed(2)}`);
  const expected = list.map((p, i) => {
    // Native prints discs to one decimal: within 0.05 it is the same value.
    const close = Math.abs(answer.moves[i].eval / 100 - p.native.discs) <= 0.05;
    return `${p.name} ${p.native.move} ${(close ? answer.moves[i].eval / 100 : p.native.discs).toFixed(2)}`;
  });
  assert.deepEqual(seen, expected);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without its weights file the worker says so, plays the hand-set evaluation, and the page tells the player', { timeout: 300_000 }, async () => {
  // Playwright's routes miss requests a service worker could answer.
  const { page, context } = await env.newPage({ serviceWorkers: 'block' });
  await page.route('**/weights/learned.bin', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(env.url + '?black=human&red=human');
  const answer = await askWorker(page, list, DEPTH);
  assert.match(answer.weights.join(), /^(loading,)?failed$/);
  assert.match(answer.failed, /404/);
  // Where the learned evaluation decides, the hand-set one mostly does not
  // agree with it: the worker above really used the learned one.
  const decided = list.filter((p) => p.decides);
  const differ = decided.filter((p) => answer.moves[list.indexOf(p)].square !== p.native.move);
  assert.ok(differ.length >= decided.length / 2, `only ${differ.map((p) => p.name)} of ${decided.length} differ`);
  // The page: a translated notice, and the computer still moves.
  const game = new ReversiPage(page, env.url);
  await game.open('?lang=hu&black=human&red=ai:2');
  await game.square('d4').click();
  await game.testId('ai-weights-failed').waitFor({ timeout: 30_000 });
  const hungarian = readFileSync(join(ROOT, 'locales', 'hu.ftl'), 'utf8').match(/^ai-weights-failed = (.+)$/m)[1];
  assert.equal(await game.text('ai-weights-failed'), hungarian);
  // Red (the computer) answers black's d4.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 2, null, {
    timeout: 30_000,
  });
  await context.close();
});

test('a damaged weights file is refused the same way, and the game goes on', { timeout: 120_000 }, async () => {
  // (With service workers blocked the page's registration code logs an
  // error of its own, so the console is not checked here.)
  const { page, context } = await env.newPage({ serviceWorkers: 'block' });
  const bytes = readFileSync(join(DIST, 'weights', 'learned.bin'));
  const damaged = Buffer.concat([Buffer.from('JUNK'), bytes.subarray(4, bytes.length >> 1)]);
  await page.route('**/weights/learned.bin', (route) => route.fulfill({ status: 200, body: damaged }));
  const game = new ReversiPage(page, env.url);
  await game.open('?variant=othello&black=human&white=ai:1');
  await game.square('f5').click();
  await game.testId('ai-weights-failed').waitFor({ timeout: 30_000 });
  assert.match(await game.text('ai-weights-failed'), /could not be loaded/);
  // White answered f5 (d6, f4 or f6 in Othello) and black may move again.
  await page.locator('.square.legal').first().waitFor({ timeout: 30_000 });
  const white = await page.$$eval('[data-disc="white"]', (s) => s.map((e) => e.dataset.square));
  assert.ok(['d6', 'f4', 'f6'].some((square) => white.includes(square)), `white: ${white}`);
  await context.close();
});

test('weights slow to come: the worker takes requests after 2 s with the hand-set evaluation, says so, then uses them', { timeout: 300_000 }, async () => {
  const { page, context } = await env.newPage({ serviceWorkers: 'block' });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/weights/learned.bin', async (route) => {
    await held;
    await route.continue();
  });
  // The computer (level 8) is to move on a position it searches for seconds.
  const game = new ReversiPage(page, env.url);
  await game.open('?variant=othello&moves=c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2&black=ai:8&white=human');
  await game.testId('thinking').locator('[data-testid="ai-weights-loading"]').waitFor({ timeout: 30_000 });
  assert.match(await game.text('ai-weights-loading'), /simpler evaluation/);
  // A worker of the test's own, asked while the weights are held back.
  const decided = list.filter((p) => p.decides).slice(0, 6);
  const ask = (phase) =>
    page.evaluate(
      async ({ phase, decided, depth }) => {
        if (phase === 'start') {
          const worker = new Worker('./ai_worker_loader.js');
          const inbox = [];
          const waiting = [];
          worker.onmessage = (event) => (waiting.length ? waiting.shift()(event.data) : inbox.push(event.data));
          window.__test = { worker, next: () => (inbox.length ? Promise.resolve(inbox.shift()) : new Promise((r) => waiting.push(r))) };
        }
        const { worker, next } = window.__test;
        const states = [];
        const wanted = phase === 'start' ? 'loading' : 'loaded';
        for (let message = await next(); ; message = await next()) {
          if (message.weights) states.push(message.weights.state);
          else if (!message.ready) throw new Error(JSON.stringify(message));
          if (states.at(-1) === wanted) break;
        }
        const moves = [];
        for (const [id, p] of decided.entries()) {
          worker.postMessage({ best: { id, variant: p.variant, board: p.board, depth } });
          const message = await next();
          moves.push(message.move.square);
        }
        return { states, moves };
      },
      { phase, decided, depth: DEPTH },
    );
  const before = await ask('start');
  assert.deepEqual(before.states, ['loading']);
  const native = decided.map((p) => p.native.move);
  assert.notDeepEqual(before.moves, native, 'the hand-set evaluation chooses otherwise somewhere');
  release();
  const after = await ask('loaded');
  assert.deepEqual(after.states, ['loaded']);
  assert.deepEqual(after.moves, native);
  await context.close();
});
