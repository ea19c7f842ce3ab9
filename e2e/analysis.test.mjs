// Analysing a game in the page: a whole classic game opened by link is
// analysed by the page's second worker; its exact points and its mistakes
// are checked against the engine's own solver run natively (`reversi
// solve`, `reversi show`), an independent path from the page's wasm and its
// analysis code. A point reviews its position (click and keys), the table
// holds the graph's numbers, Cancel stops, the computer plays on while a
// game is analysed, and a device with more cores analyses on more workers
// to the same report.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { useSite, pretendCores, ROOT } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME } from './support/games.mjs';
import { engineShow } from './support/engine.mjs';

const env = useSite();
const CLI = join(ROOT, 'target', 'test-fast', 'reversi');
/** The whole game: 64 placements; red passes at move 60, black places its
 * last disc at move 62. */
const MOVES = squares(EXHAUSTION_GAME);
/** The page's analysis is exact from this many empty squares. */
const EXACT_EMPTIES = 14; // reversi_engine::ai::EXACT_EMPTIES
/** Long enough for the whole game on a loaded machine. */
const ANALYSIS_MS = 600_000;

before(() => {
  execFileSync('cargo', ['build', '--profile', 'test-fast', '--quiet', '-p', 'reversi-engine', '--bin', 'reversi'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
});

function cli(args) {
  return execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The side really to move after `count` placements (the one that
 * plays next: a side that must pass is not), or null once over. */
function mover(count) {
  const text = cli(['show', '--variant', 'classic', '--moves', MOVES.slice(0, count).join('')]);
  if (/^game over/m.test(text)) return null;
  const [, side, pass] = text.match(/^to move: (black|red)( \(must pass\))?$/m);
  return pass ? (side === 'black' ? 'red' : 'black') : side;
}

/** The value for `colour` of the position after `count` placements, by
 * the solver: the final disc difference with best play (classic: empty
 * squares count for nobody). `solve` prints "<move> <score>", the score for
 * the side to move as `show` names it (a side that must pass included). */
function solvedFor(colour, count) {
  const moves = MOVES.slice(0, count).join('');
  const shown = engineShow('classic', moves);
  let black;
  if (shown.over) {
    black = shown.over.black - shown.over.white;
  } else {
    const [, score] = cli(['solve', '--variant', 'classic', '--moves', moves]).trim().split(/\s+/);
    const toMove = shown.text.match(/^to move: (black|red)/m)[1];
    black = toMove === 'black' ? Number(score) : -Number(score);
  }
  return colour === 'black' ? black : -black;
}

async function analyse(page) {
  await page.locator('[data-testid="analyse"]').click();
  await page.locator('[data-testid="analysis-progress"]').waitFor({ state: 'detached', timeout: ANALYSIS_MS });
}

async function points(page) {
  return page.$$eval('[data-testid="analysis-graph"] [data-ply]', (gs) =>
    gs.map((g) => ({ ply: Number(g.dataset.ply), eval: g.dataset.eval, exact: g.dataset.exact === 'true' })),
  );
}

/** The move list's entry on show ("20." for the 20th placement). */
async function shownMove(page) {
  return page.locator('[data-testid="move-list"] [aria-current]').textContent();
}

test('a whole classic game by link: exact points and mistakes match the solver, points review', async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=classic&moves=${MOVES.join('')}`);
  assert.equal(MOVES.length, 64);
  await analyse(page);
  const graph = await points(page);
  assert.deepEqual(
    graph.map((p) => p.ply),
    MOVES.map((_, i) => i + 1),
  );
  assert.ok(graph.every((p) => p.eval !== undefined), 'every point valued');

  // Exact from 14 empties (classic: 64 - n after n placements) and equal
  // to the solver there.
  for (const point of graph) {
    const empties = 64 - point.ply;
    if (empties > EXACT_EMPTIES) {
      assert.equal(point.exact, false, `ply ${point.ply} is an estimate`);
      continue;
    }
    assert.equal(point.exact, true, `ply ${point.ply} exact`);
    assert.equal(Number(point.eval), solvedFor('black', point.ply), `ply ${point.ply}`);
  }

  // Mistakes on exact positions: exactly the placements the solver says
  // lose 4 or more, each with the solver's loss (best minus played, from
  // the mover's side), the better move worth the best.
  const listed = await page.$$eval('[data-testid="mistake"]', (ms) =>
    ms.map((m) => ({ ply: Number(m.dataset.ply), played: m.dataset.played, best: m.dataset.best, loss: Number(m.dataset.loss) })),
  );
  assert.ok(listed.length > 0, 'the game has mistakes');
  const expected = [];
  for (let ply = 64 - EXACT_EMPTIES + 1; ply <= MOVES.length; ply += 1) {
    const colour = mover(ply - 1);
    const best = solvedFor(colour, ply - 1);
    const played = solvedFor(colour, ply);
    if (best - played >= 4) expected.push({ ply, loss: best - played });
  }
  const exactListed = listed.filter((m) => m.ply > 64 - EXACT_EMPTIES);
  assert.ok(expected.length > 0, 'the solver finds mistakes in the exact part');
  assert.deepEqual(
    exactListed.map((m) => ({ ply: m.ply, loss: m.loss })),
    expected,
  );
  for (const m of exactListed) {
    assert.equal(m.played, MOVES[m.ply - 1]);
    assert.ok(m.loss >= 4);
  }
  for (const m of listed) assert.equal(m.played, MOVES[m.ply - 1], `mistake ${m.ply} names its move`);

  // The table holds the same numbers.
  const rows = await page.$$eval('[data-testid="analysis-table"] tbody tr', (trs) =>
    trs.map((tr) => ({ ply: Number(tr.dataset.ply), eval: tr.querySelector('td[data-eval]')?.dataset.eval, text: tr.cells[1].textContent, kind: tr.cells[2].textContent })),
  );
  assert.equal(rows.length, graph.length);
  for (const [i, row] of rows.entries()) {
    assert.equal(row.ply, graph[i].ply);
    assert.equal(row.eval, graph[i].eval);
    assert.equal(row.kind, graph[i].exact ? 'exact' : 'estimate');
    // Shown to a tenth of a disc (exact ones whole).
    assert.ok(Math.abs(Number(row.text) - Number(graph[i].eval)) <= 0.05 + 1e-9, `row ${row.ply}: ${row.text}`);
  }
  // Each pass of the move list, and black's last disc (move 62), marked.
  const passes = await page.$$eval('[data-testid="move-list"] li', (lis) =>
    lis.flatMap((li, i) => (li.querySelector('.pass') ? [String(i + 1)] : [])),
  );
  assert.ok(passes.length > 0, 'the game has a pass');
  const marked = await page.$$eval('[data-testid="analysis-graph"] .mark-pass', (ls) => ls.map((l) => l.dataset.mark));
  assert.deepEqual(marked, passes);
  await page.locator('[data-testid="analysis-graph"] .mark-out[data-mark="62"]').waitFor({ state: 'attached' });

  // A click on point 20 reviews that position: the solver's disc counts.
  await page.locator('[data-testid="analysis-graph"] [data-ply="20"]').click();
  await reversi.waitForText('status', 'Reviewing');
  assert.match(await shownMove(page), /^20\./);
  const after20 = engineShow('classic', MOVES.slice(0, 20).join('')).discs;
  assert.equal(await reversi.score('black'), after20.black);
  assert.equal(await reversi.score('red'), after20.red);
  // The keys step along the graph, the focus with them.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '21');
  assert.match(await shownMove(page), /^21\./);
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '1');
  assert.match(await shownMove(page), /^1\./);

  // Choosing a mistake shows the position before it, the better move marked.
  const first = listed.findLast((m) => m.ply > 1);
  await page.locator(`[data-testid="mistake"][data-ply="${first.ply}"]`).click();
  await page.locator(`[data-square="${first.best}"][data-better="true"]`).waitFor();
  assert.match(await shownMove(page), new RegExp(`^${first.ply - 1}\\.`));
  assert.equal(await page.locator('[data-better="true"]').count(), 1);

  // A second look asks for nothing: no progress, the same numbers.
  await page.locator('[data-testid="analyse"]').click();
  assert.equal(await page.locator('[data-testid="analysis-progress"]').count(), 0);
  assert.deepEqual(await points(page), graph);
  assert.deepEqual(errors, []);
  await context.close();
});

test('cancel stops the analysis and keeps what came; analysing again finishes it', async () => {
  const { page, context, errors } = await env.openGame(`?variant=classic&moves=${MOVES.join('')}`);
  await page.locator('[data-testid="analyse"]').click();
  await page.locator('[data-testid="analysis-progress"]').waitFor();
  assert.match(await page.locator('[data-testid="analysis-progress"]').textContent(), /\d+ \/ 65/);
  await page.locator('[data-testid="analysis-cancel"]').click();
  await page.locator('[data-testid="analysis-progress"]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-testid="analyse"]').isDisabled(), false);
  const kept = (await points(page)).filter((p) => p.eval !== undefined).length;
  assert.ok(kept < MOVES.length, `cancelled early: ${kept} valued`);
  await analyse(page);
  const all = await points(page);
  assert.equal(all.length, MOVES.length);
  assert.ok(all.every((p) => p.eval !== undefined));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computer plays on while the game is analysed; its moves are analysed too', async () => {
  // 40 placements of an Othello game, a person (black) against the computer.
  const opening = squares(
    'c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2d8c5f5a5e1f6e6a2b1a4g7a1h1c1g5h3a3b7a8h5',
  ).join('');
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&moves=${opening}&black=human&white=ai:1`);
  const before = await reversi.moveCount();
  await page.locator('[data-testid="analyse"]').click();
  // At once a move: the computer, on its own worker, answers it.
  const legal = await reversi.legalSquares();
  await reversi.square(legal[0]).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length >= n + 2, before);
  await page.waitForFunction(
    (n) => {
      const points = document.querySelectorAll('[data-testid="analysis-graph"] [data-ply]');
      return points.length === n && [...points].every((p) => p.dataset.eval !== undefined);
    },
    before + 2,
    { timeout: ANALYSIS_MS },
  );
  assert.equal(await page.locator('[data-testid="ai-notice"]').count(), 0, 'no stall notice');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The game on show analysed on a device that says it has `cores` cores:
 * the graph's points and the analysis workers the page started. */
async function analysedWithCores(cores, query) {
  const { page, context, errors } = await env.newPage();
  await pretendCores(context, cores);
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await new ReversiPage(page, env.url).open(query);
  const before = workers.length;
  await analyse(page);
  const graph = await points(page);
  assert.deepEqual(errors, []);
  await context.close();
  return { graph, workers: workers.length - before };
}

test('with four cores three workers share the analysis, to the same report as one', async () => {
  const query = `?variant=classic&moves=${MOVES.join('')}`;
  const alone = await analysedWithCores(2, query);
  const shared = await analysedWithCores(4, query);
  assert.equal(alone.workers, 1, 'two cores: one analysis worker');
  assert.equal(shared.workers, 3, 'four cores: three');
  assert.equal(shared.graph.length, MOVES.length);
  assert.ok(shared.graph.every((p) => p.eval !== undefined), 'every point valued');
  // The same engine at the same depth answers each position alike, on
  // whichever worker (each starts with an empty table).
  assert.deepEqual(
    shared.graph.filter((p) => p.exact),
    alone.graph.filter((p) => p.exact),
  );
  assert.ok(shared.graph.some((p) => p.exact), 'the end is exact');
  assert.equal(
    shared.graph.filter((p) => !p.exact).length,
    alone.graph.filter((p) => !p.exact).length,
  );
});

test('on a phone the graph is at least 200 px tall, with the values and the moves numbered on its axes', async () => {
  const { page, context, errors } = await env.openGame(`?variant=classic&moves=${MOVES.join('')}`, {
    viewport: { width: 390, height: 844 },
  });
  await analyse(page);
  const graph = page.locator('[data-testid="analysis-graph"]');
  const box = await graph.boundingBox();
  assert.ok(box.height >= 200, `graph ${box.width} x ${box.height} px`);
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `graph at ${box.x}..${box.x + box.width}`);
  // The scale: the largest |value| rounded up to a multiple of 8 discs.
  const values = (await page.$$eval('[data-testid="analysis-graph"] [data-eval]', (gs) => gs.map((g) => Number(g.dataset.eval))));
  const scale = Math.min(64, Math.max(8, Math.ceil(Math.max(...values.map(Math.abs)) / 8) * 8));
  const axis = await page.$$eval('[data-testid="analysis-graph"] .axis text', (ts) =>
    ts.map((t) => ({ text: t.textContent, move: t.classList.contains('move'), height: t.getBoundingClientRect().height })),
  );
  assert.deepEqual(axis.filter((t) => !t.move).map((t) => t.text), [`+${scale}`, '0', `-${scale}`]);
  // 64 placements: every tenth numbered.
  assert.deepEqual(axis.filter((t) => t.move).map((t) => t.text), ['10', '20', '30', '40', '50', '60']);
  for (const t of axis) assert.ok(t.height >= 11, `axis number "${t.text}" ${t.height} px tall`);
  await graph.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'analysis-graph-390.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 320 px screen the analysis fits: no sideways scroll, the graph within the screen', async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=classic&moves=${MOVES.slice(0, 30).join('')}&lang=ru`, {
    viewport: { width: 320, height: 640 },
  });
  await analyse(page);
  await page.locator('.analysis-table summary').click();
  const box = await page.locator('[data-testid="analysis-graph"]').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, `graph at ${box.x}..${box.x + box.width}`);
  assert.ok(box.height >= 200, `graph tall enough to read: ${box.height}`);
  assert.equal(await reversi.hasHorizontalScroll(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
