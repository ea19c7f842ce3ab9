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

/** The final disc difference for `colour` with best play from the
 * position after `moves`, by the engine's exact solver (`reversi solve`;
 * the game's own result once it is over). Classic counts no empty squares;
 * Othello gives them to the winner. Keep it to a dozen or so empties. */
export function engineSolvedFor(variant, moves, colour) {
  const shown = engineShow(variant, moves);
  let black;
  if (shown.over) {
    black = shown.over.black - shown.over.white;
  } else {
    const text = execFileSync(
      'cargo',
      ['run', '--profile', 'test-fast', '--quiet', '-p', 'reversi-engine', '--bin', 'reversi', '--', 'solve', '--variant', variant, '--moves', moves],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    // "<move> <score>", the score for the side to move as `show` names it
    // (a side that must pass included).
    const [, score] = text.trim().split(/\s+/);
    const toMove = shown.text.match(/^to move: (black|red|white)/m)[1];
    black = toMove === 'black' ? Number(score) : -Number(score);
  }
  // (`|| 0`: no -0, which strict equality tells from 0.)
  return (colour === 'black' ? black : -black) || 0;
}
