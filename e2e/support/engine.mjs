// The engine's own command line (`reversi show`), natively: an independent
// source for what the page should show after a game the test did not
// script in advance (a computer's game, say).
import { execFileSync } from 'node:child_process';
import { ROOT } from './browser.mjs';

/** `reversi show --variant V --moves T`, parsed: `over` is null while the
 * game goes on, else { winner: 'black' | 'red' | 'white' | null (a draw),
 * black, white } (the final score, Othello's empty squares to the winner);
 * `discs` the discs on the board per colour. Builds the command first if
 * needed (`cargo run --profile test-fast`, the engine tests' build). */
export function engineShow(variant, moves) {
  const text = execFileSync(
    'cargo',
    ['run', '--profile', 'test-fast', '--quiet', '-p', 'reversi-engine', '--bin', 'reversi', '--', 'show', '--variant', variant, '--moves', moves],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const over = text.match(/^game over: (?:(black|red|white) wins|draw) (\d+)-(\d+)$/m);
  const discs = text.match(/^discs on board: black (\d+), (red|white) (\d+)$/m);
  if (!discs) throw new Error(`reversi show printed no disc counts:\n${text}`);
  return {
    text,
    over: over ? { winner: over[1] ?? null, black: Number(over[2]), white: Number(over[3]) } : null,
    discs: { black: Number(discs[1]), [discs[2]]: Number(discs[3]) },
  };
}
