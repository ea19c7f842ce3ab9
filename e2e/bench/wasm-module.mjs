// For the wasm benchmarks (wasm-ab.mjs, wasm-levels.mjs): instantiates a
// bench crate's bare module (e2e/bench/wasm-solve, e2e/bench/wasm-levels),
// copies bytes into its memory through its `alloc`, and gives it the
// committed learned weights through its `load`, as the worker does once its
// weights arrive.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The module at `file` with `imports`, its weights loaded: its exports
 * (`api`) and `put(bytes)`, which copies bytes into its memory and answers
 * where they are.
 */
export async function loadBench(file, imports = {}) {
  const { instance } = await WebAssembly.instantiate(readFileSync(file), imports);
  const api = instance.exports;
  const put = (bytes) => {
    const at = api.alloc(bytes.length);
    new Uint8Array(api.memory.buffer, at, bytes.length).set(bytes);
    return at;
  };
  const weights = readFileSync(join(ROOT, 'engine', 'data', 'learned.bin'));
  if (!api.load(put(weights), weights.length)) throw new Error(`${file}: the weights do not read`);
  return { api, put };
}
