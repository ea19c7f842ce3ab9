// Benchmark, not a test: analyses a whole 60-placement Othello game in the
// page (the Analyse button, the default depth: exact from 14 empties, six
// plies before) in Debian's Chromium and prints how long it took, from the
// click until the progress line goes. Target: 60 s or less on the
// development machine. `--cores N` makes the page see N cores (it analyses
// on N - 1 workers, at most 4; by default the machine's own count).
//   node e2e/bench/analysis-othello.mjs [--cores N]
import { start, pretendCores } from '../support/browser.mjs';

const at = process.argv.indexOf('--cores');
const cores = at > 0 ? Number(process.argv[at + 1]) : null;
if (cores !== null && !(cores >= 1)) {
  console.error('usage: node e2e/bench/analysis-othello.mjs [--cores N]');
  process.exit(2);
}

const GAME =
  'c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2d8c5f5a5e1f6e6a2b1a4g7a1h1c1g5h3a3b7a8h5g6h6h7e8h4c8h2a7f7f4f2g1e7g8c2f1f8h8b8a6';

const env = await start();
const { page, context, errors } = await env.newPage();
if (cores !== null) await pretendCores(context, cores);
await page.goto(`${env.url}?variant=othello&moves=${GAME}&black=human&white=human`);
await page.locator('[data-square="h8"]').waitFor();
// The worker loads on the first request: time it apart from the search by
// waiting for the first answer too.
const started = Date.now();
await page.locator('[data-testid="analyse"]').click();
await page.locator('[data-testid="analysis-progress"]').waitFor();
await page.waitForFunction(() => document.querySelector('[data-testid="analysis-graph"] [data-eval]') !== null, null, {
  timeout: 600_000,
  polling: 50,
});
const first = Date.now();
await page.locator('[data-testid="analysis-progress"]').waitFor({ state: 'detached', timeout: 600_000 });
const done = Date.now();
const points = await page.$$eval('[data-testid="analysis-graph"] [data-ply]', (gs) => ({
  total: gs.length,
  valued: gs.filter((g) => g.dataset.eval !== undefined).length,
  exact: gs.filter((g) => g.dataset.exact === 'true').length,
}));
await env.stop();
console.log(
  `othello, ${points.total} placements, ${cores ?? 'the machine\'s'} cores: ${((done - started) / 1000).toFixed(1)} s ` +
    `(first answer after ${((first - started) / 1000).toFixed(1)} s), ` +
    `${points.valued} points valued, ${points.exact} exact`,
);
if (errors.length) console.log('page errors:', errors);
process.exit(points.valued === points.total && errors.length === 0 ? 0 : 1);
