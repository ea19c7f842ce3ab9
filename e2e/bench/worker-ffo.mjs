// Benchmark, not a test: solves FFO positions exactly in the AI worker in
// Debian's Chromium and prints the seconds per position, next to the native
// engine on the same positions in the same run. The same algorithm on both
// sides: the solver guided by the learned evaluation (the worker's fetched
// weights, native's built-in ones; `bench ffo`'s default), with tables of
// one size (`SOLVE_SLOTS_LOG2`); the node counts say whether the two
// searched the same tree.
//   node e2e/bench/worker-ffo.mjs [FIRST LAST] [--dist DIR] [--portable]
//                                 [--native BIN]
// (default 40 44 and dist/; another build's DIR compares two builds' wasm;
// --portable: the worker's build without wasm's vectors, which browsers
// without them run, instead of the one Chromium is given; --native: another
// build of the `reversi` command line than target/release/reversi)
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { start, ROOT } from '../support/browser.mjs';

const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = distAt >= 0 ? args.splice(distAt, 2)[1] : undefined;
const nativeAt = args.indexOf('--native');
const bench = nativeAt >= 0 ? args.splice(nativeAt, 2)[1] : join(ROOT, 'target', 'release', 'reversi');
const portableAt = args.indexOf('--portable');
if (portableAt >= 0) args.splice(portableAt, 1);
const loader = portableAt >= 0 ? './ai_worker_loader.js?build=portable' : './ai_worker_loader.js';
const [first, last] = args.map(Number);
const from = first || 40;
const to = last || 44;
const file = join(ROOT, 'engine', 'data', 'ffo', 'fforum-40-59.obf');
const positions = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line, index) => ({ number: 40 + index, line }))
  .filter((p) => p.number >= from && p.number <= to)
  .map(({ number, line }) => {
    const [board, notes] = line.split(';', 2);
    const expected = Number(line.split(';')[1].split(':')[1]);
    return { number, board: board.trim(), expected, notes };
  });

const env = await start(dist ? { root: dist } : {});
const { page } = await env.newPage();
await page.goto(env.url + '?black=human&red=human');
const results = await page.evaluate(async ({ positions, loader }) => {
  const worker = new Worker(loader);
  const answers = [];
  let resolveNext;
  worker.onmessage = (event) => resolveNext?.(event.data);
  const next = () => new Promise((resolve) => (resolveNext = resolve));
  let message = await next();
  if (!message.ready) throw new Error('no ready: ' + JSON.stringify(message));
  // Solve only once the learned guide is in.
  do message = await next();
  while (message.weights?.state === 'loading');
  if (message.weights?.state !== 'loaded') throw new Error('no learned weights: ' + JSON.stringify(message));
  for (const [id, p] of positions.entries()) {
    worker.postMessage({ solve: { id, variant: 'othello', board: p.board } });
    message = await next();
    if (!message.solved) throw new Error(JSON.stringify(message));
    answers.push(message.solved);
  }
  worker.terminate();
  return answers;
}, { positions, loader });
await env.stop();

const native = execFileSync(bench, ['bench', 'ffo', file, '--from', String(from), '--to', String(to)], {
  encoding: 'utf8',
});
const nativeRows = Object.fromEntries(
  native
    .split('\n')
    .filter((l) => /^\s+\d+\s/.test(l))
    .map((l) => l.trim().split(/\s+/))
    .map((cols) => [Number(cols[0]), { seconds: Number(cols[5]), nodes: Number(cols[6]) }]),
);

let wasmTotal = 0;
let nativeTotal = 0;
let wrong = 0;
let sameNodes = true;
console.log(`the worker's ${portableAt >= 0 ? 'portable build (ai_worker)' : 'build for this browser (ai_worker_simd where wasm has vectors)'}`);
console.log('   #  move  score expected  wasm s  native s  ratio  nodes (wasm = native?)');
for (const [index, p] of positions.entries()) {
  const r = results[index];
  const seconds = r.millis / 1000;
  const nat = nativeRows[p.number].seconds;
  const same = r.nodes === nativeRows[p.number].nodes;
  sameNodes &&= same;
  wasmTotal += seconds;
  nativeTotal += nat;
  if (r.score !== p.expected) wrong += 1;
  console.log(
    `${String(p.number).padStart(4)}  ${String(r.square).padEnd(4)} ${String(r.score).padStart(6)} ${String(p.expected).padStart(8)} ${seconds.toFixed(3).padStart(7)} ${nat.toFixed(3).padStart(9)} ${(seconds / nat).toFixed(2).padStart(6)}  ${r.nodes}${same ? ' =' : ` (native ${nativeRows[p.number].nodes})`}`,
  );
}
console.log(
  `total: wasm ${wasmTotal.toFixed(3)} s, native ${nativeTotal.toFixed(3)} s, wasm/native ${(wasmTotal / nativeTotal).toFixed(2)}, ${wrong} wrong, ${sameNodes ? 'the same nodes: the same search' : 'different nodes'}`,
);
process.exit(wrong === 0 ? 0 : 1);
