// Benchmark, not a test: two wasm builds of the solver (e2e/bench/wasm-solve,
// built by scripts/bench-wasm-ab.sh) solve the same FFO positions in Node,
// taking turns position by position (which goes first alternates), so a
// noisy machine weighs on both alike. Prints each build's seconds per round,
// on how many positions it was the faster, and whether their node counts
// agree (the same search).
//   node e2e/bench/wasm-ab.mjs A.wasm B.wasm [ROUNDS] [FIRST LAST]
// (default 3 rounds over FFO #40-#44)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, loadBench } from './wasm-module.mjs';

const [fileA, fileB, rounds = '3', first = '40', last = '44'] = process.argv.slice(2);
if (!fileB) {
  console.error('usage: node e2e/bench/wasm-ab.mjs A.wasm B.wasm [ROUNDS] [FIRST LAST]');
  process.exit(2);
}
const positions = readFileSync(join(ROOT, 'engine', 'data', 'ffo', 'fforum-40-59.obf'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line, index) => ({ number: 40 + index, board: line.split(';')[0].trim() }))
  .filter((p) => p.number >= Number(first) && p.number <= Number(last));

/** Instantiates a build and gives it the weights; answers `solve(board)`. */
async function build(file) {
  const { api, put } = await loadBench(file);
  return (board) => {
    const bytes = new TextEncoder().encode(board);
    const nodes = api.solve(put(bytes), bytes.length);
    if (nodes < 0) throw new Error(`${file}: cannot solve ${board}`);
    return nodes;
  };
}

const builds = [await build(fileA), await build(fileB)];
const seconds = [0, 0];
const faster = [0, 0];
let sameNodes = true;
for (let round = 0; round < Number(rounds); round++) {
  for (const p of positions) {
    const order = (round + p.number) % 2 ? [0, 1] : [1, 0];
    const taken = [];
    const nodes = [];
    for (const i of order) {
      const start = performance.now();
      nodes[i] = builds[i](p.board);
      taken[i] = (performance.now() - start) / 1000;
      seconds[i] += taken[i];
    }
    faster[taken[0] <= taken[1] ? 0 : 1]++;
    sameNodes &&= nodes[0] === nodes[1];
  }
}
const runs = Number(rounds);
console.log(`FFO #${first}-#${last}, ${runs} rounds, taking turns position by position:`);
for (const [i, label] of ['A', 'B'].entries()) {
  console.log(`  ${label}: ${(seconds[i] / runs).toFixed(3)} s a round, the faster on ${faster[i]} of ${runs * positions.length}`);
}
console.log(`  B/A: ${(seconds[1] / seconds[0]).toFixed(3)}; ${sameNodes ? 'the same nodes' : 'different nodes (different searches)'}`);
