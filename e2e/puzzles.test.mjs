// The puzzles: one solved by a click on its answer, one failed (the
// computer's refutation on the board) then tried again, the puzzle of the
// day, the progress across a reload, `?puzzle=ID`, and a puzzle embedded in
// an iframe. The answers come from engine/data/puzzles.txt, which
// engine/tests/puzzles.rs proves with the exact solver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();

const PUZZLES = readFileSync(join(ROOT, 'engine', 'data', 'puzzles.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [id, variant, board, answer, score, second, theme] = line.split(' ');
    return { id, variant, board, answer: answer.split('-')[0], score: Number(score), second: Number(second), theme };
  });

/** The puzzle of `day` (days since 1970 in the player's calendar), as the
 * page picks it: SplitMix64's output for the day, modulo the count. */
function ofTheDay(day) {
  const mask = (1n << 64n) - 1n;
  let z = (BigInt(day) + 0x9e3779b97f4a7c15n) & mask;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
  z ^= z >> 31n;
  return PUZZLES[Number(z % BigInt(PUZZLES.length))];
}

/** Opens `?puzzle=ID` and waits for it on the board. */
async function openPuzzle(id, options = {}) {
  const opened = await env.openGame(`?puzzle=${id}`, options);
  await opened.page.locator(`[data-testid="puzzle"][data-id="${id}"]`).waitFor();
  await opened.page.locator('[data-testid="puzzle-task"]:not(:empty)').waitFor();
  return opened;
}

const result = (page) => page.locator('[data-testid="puzzle-result"]');

test('a puzzle solved by its answer shows the line; a reload keeps the progress', async () => {
  const puzzle = PUZZLES.find((p) => p.variant === 'othello' && p.theme === 'win');
  const { reversi, page, context, errors } = await openPuzzle(puzzle.id);
  assert.match(await reversi.text('puzzle-task'), /find the only winning move/);
  assert.match(await reversi.text('puzzle-progress'), new RegExp(`Solved: 0 of ${PUZZLES.length}\\.`));
  await reversi.square(puzzle.answer).click();
  await result(page).waitFor();
  assert.equal(await result(page).getAttribute('data-solved'), 'true');
  assert.match(await result(page).textContent(), new RegExp(`Solved! The line: ${puzzle.answer}`));
  assert.match(await result(page).textContent(), new RegExp(`wins by ${puzzle.score}`));
  assert.match(await reversi.text('puzzle-progress'), /Solved: 1 of .*Streak: 1 \(best 1\)/);

  await reversi.reload();
  await reversi.testId('puzzles-open').click();
  await reversi.testId('puzzle').waitFor();
  await reversi.testId('puzzle-variant').selectOption('othello');
  // Back to the solved one: its meta says so.
  await page.goto(`${env.url}?puzzle=${puzzle.id}`);
  await reversi.ready();
  await page.locator(`[data-testid="puzzle"][data-id="${puzzle.id}"]`).waitFor();
  await page.locator('[data-testid="puzzle-meta"]:not(:empty)').waitFor();
  assert.match(await reversi.text('puzzle-meta'), /solved before/);
  assert.match(await reversi.text('puzzle-progress'), /Solved: 1 of .*Streak: 1 \(best 1\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong move meets the refutation; Try again puts the puzzle back', async () => {
  const puzzle = PUZZLES.find((p) => p.variant === 'classic' && p.theme === 'win');
  const { reversi, page, context, errors } = await openPuzzle(puzzle.id);
  const start = await reversi.board();
  const wrong = (await reversi.legalSquares()).find((s) => s !== puzzle.answer);
  assert.ok(wrong, 'a legal move that is not the answer');
  await reversi.square(wrong).click();
  await result(page).waitFor();
  assert.equal(await result(page).getAttribute('data-solved'), 'false');
  assert.match(await result(page).textContent(), new RegExp(`${wrong} is not the answer`));
  // The computer answers on the board (its strongest level).
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 2, null, {
    timeout: 30_000,
  });
  assert.match(await reversi.text('puzzle-progress'), /Streak: 0/);

  await reversi.testId('puzzle-retry').click();
  await result(page).waitFor({ state: 'hidden' });
  assert.deepEqual(await reversi.board(), start);
  await reversi.square(puzzle.answer).click();
  await page.locator('[data-testid="puzzle-result"][data-solved="true"]').waitFor();
  assert.match(await reversi.text('puzzle-progress'), /Solved: 1 of .*Streak: 0/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Puzzles button opens the puzzle of the day; Next and the filters move on; Back returns the game', async () => {
  const { reversi, page, context } = await env.openGame('?variant=classic&moves=d4d5e4e5d6');
  const day = await page.evaluate(() => {
    const now = new Date();
    return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(1970, 0, 1)) / 86400000);
  });
  const today = ofTheDay(day);
  await reversi.testId('puzzles-open').click();
  await page.locator(`[data-testid="puzzle"][data-id="${today.id}"]`).waitFor();
  assert.match(await reversi.text('puzzle-meta'), /Puzzle of the day/);
  await reversi.testId('puzzle-variant').selectOption('free');
  await reversi.testId('puzzle-difficulty').selectOption('1');
  const free = PUZZLES.filter((p) => p.variant === 'free' && p.id[1] === '1').map((p) => p.id);
  const shown = await reversi.testId('puzzle').getAttribute('data-id');
  assert.ok(free.includes(shown), `${shown} is a free puzzle of difficulty 1`);
  await reversi.testId('puzzle-next').click();
  const next = await reversi.testId('puzzle').getAttribute('data-id');
  assert.equal(next, free[(free.indexOf(shown) + 1) % free.length]);
  await reversi.testId('puzzle-today').click();
  await page.locator(`[data-testid="puzzle"][data-id="${today.id}"]`).waitFor();
  await reversi.testId('puzzles-close').click();
  await reversi.testId('puzzle').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  await context.close();
});

test('a puzzle embedded in an iframe', async () => {
  const puzzle = PUZZLES.find((p) => p.variant === 'free');
  const { reversi, page, context } = await openPuzzle(puzzle.id);
  await reversi.testId('embed-open').click();
  const snippet = await reversi.testId('embed-snippet').inputValue();
  assert.match(snippet, new RegExp(`\\?embed=1&amp;puzzle=${puzzle.id}&amp;`));
  const framed = page.frameLocator('[data-testid="embed-preview"]');
  await framed.locator(`[data-testid="puzzle"][data-id="${puzzle.id}"]`).waitFor();
  await framed.locator(`[data-square="${puzzle.answer}"]`).click();
  await framed.locator('[data-testid="puzzle-result"][data-solved="true"]').waitFor();
  await context.close();
});

test('an unknown puzzle id gives the puzzle of the day and says so', async () => {
  const { reversi, page, context } = await env.openGame('?puzzle=Z9-999');
  await page.locator('[data-testid="puzzle"][data-id]').waitFor();
  await page.locator('[data-testid="puzzle-task"]:not(:empty)').waitFor();
  assert.match(await reversi.text('puzzle-task'), /There is no puzzle Z9-999/);
  await context.close();
});
