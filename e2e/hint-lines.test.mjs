// Hints with lines (#32): the best N moves listed under the hint switch,
// each with its value and principal line; exact near the end, where every
// value is checked against the engine's own solver run natively (`reversi
// solve`), and every line against its rules (`reversi legal`); focusing or
// pointing at an item draws its line on the board as numbered ghost discs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';
import { engineShow, engineSolvedFor } from './support/engine.mjs';

const env = useSite();
const CLI = join(ROOT, 'target', 'test-fast', 'reversi');

/** Othello after 20 moves: 40 empty squares, black to move, 13 legal moves. */
const MIDGAME = 'c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2';
/** Othello after 46 moves: 14 empty squares, black to move; c2 h2 a6 e7
 * f7 are worth −16, +4, −20, +4, −18 to black by the solver. */
const ENDGAME =
  'c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2d8c5f5a5e1f6e6a2b1a4g7a1h1c1g5h3a3b7a8h5g6h6h7e8h4c8';

before(() => {
  execFileSync('cargo', ['build', '--profile', 'test-fast', '--quiet', '-p', 'reversi-engine', '--bin', 'reversi'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
});

function cli(args) {
  return execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The board string of the position after `moves` (`reversi show`), as a
 * `board=` link takes it. */
function boardString(moves) {
  return cli(['show', '--variant', 'othello', '--moves', moves]).match(/^board: (.*)$/m)[1].replace(' ', '+');
}

/** Plays `line` (the page's words: squares and `pass`) from the position
 * after `moves`, each move checked against `reversi legal`: a placement
 * must be one of its moves, a pass only where it says `pass`. Returns the
 * transcript at the line's end. */
function playLine(moves, line) {
  let transcript = moves;
  for (const move of line) {
    const legal = cli(['legal', '--variant', 'othello', '--moves', transcript]).trim().split(/\s+/);
    const where = `${line.join(' ')}: ${move} after ${transcript} (legal: ${legal.join(' ')})`;
    if (move === 'pass') {
      assert.deepEqual(legal, ['pass'], where);
    } else {
      assert.ok(legal.includes(move), where);
      transcript += move;
    }
  }
  return transcript;
}

/** The list's items, as the page shows them. */
async function listed(page) {
  return page.$$eval('[data-testid="hint-line"]', (items) =>
    items.map((e) => ({
      move: e.dataset.move,
      value: e.dataset.value,
      exact: e.dataset.exact,
      best: e.dataset.best !== undefined,
      line: e.dataset.line.split(' '),
      name: e.getAttribute('aria-label'),
      text: e.textContent,
    })),
  );
}

/** Waits until every legal square shows its hint and the list holds `count` items. */
async function waitForLines(page, count) {
  await page.waitForFunction(
    (count) =>
      [...document.querySelectorAll('[data-legal="true"]')].every((s) => s.dataset.hint !== undefined) &&
      document.querySelectorAll('[data-testid="hint-line"]').length === count,
    count,
    { timeout: 60_000 },
  );
}

/** The ghost discs on the board: { square: [number, face] } of the
 * squares that draw one (`data-ghost`, its number, drawn by the style
 * sheet as the square's ::before). */
async function ghosts(page) {
  return page.$$eval('[data-ghost]', (squares) =>
    Object.fromEntries(
      squares
        .filter((s) => getComputedStyle(s, '::before').content === `"${s.dataset.ghost}"`)
        .map((s) => [s.dataset.square, [s.dataset.ghost, s.dataset.ghostFace]]),
    ),
  );
}

/** The ghosts `line` should draw with black to move: its placements
 * numbered from 1, black's odd moves of the line, passes counted for the
 * turn but not numbered. */
function expectedGhosts(line) {
  const expected = {};
  let number = 0;
  line.forEach((move, index) => {
    if (move !== 'pass') {
      number += 1;
      expected[move] = [String(number), index % 2 === 0 ? 'black' : 'second'];
    }
  });
  return expected;
}

/** Each item agrees with its square on the board: the same number, exact
 * the same, the best marked on the best. */
async function checkAgainstBoard(reversi, items) {
  for (const item of items) {
    const square = reversi.square(item.move);
    const where = JSON.stringify(item);
    assert.equal(Number(await square.getAttribute('data-hint')), Number(item.value), where);
    assert.equal((await square.getAttribute('data-exact')) ?? 'false', item.exact, where);
    assert.equal((await square.getAttribute('data-best')) === 'true', item.best, where);
  }
}

test('the middle game: the best three moves, best first, each line legal, the count kept', { timeout: 120_000 }, async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&moves=${MIDGAME}&black=human&white=human`);
  // Nothing while hints are off.
  assert.equal(await reversi.testId('hint-line').count(), 0);
  assert.equal(await reversi.testId('hint-count').count(), 0);
  assert.equal(await reversi.testId('hint-lines').isVisible(), false);
  await reversi.testId('hint-toggle').check();
  assert.equal(await reversi.testId('hint-count').inputValue(), '3', 'three lines by default');
  await waitForLines(page, 3);
  const items = await listed(page);
  const legal = await reversi.legalSquares();
  assert.equal(legal.length, 13);
  for (const [index, item] of items.entries()) {
    const where = JSON.stringify(item);
    assert.ok(legal.includes(item.move), where);
    assert.equal(item.line[0], item.move, where);
    assert.ok(item.line.length >= 2, `${where}: a line with replies`);
    assert.match(item.value, /^(0|-?[1-9]\d*)$/, where);
    assert.equal(item.exact, 'false', `${where}: 40 empty squares are not solved`);
    if (index > 0) assert.ok(Number(item.value) <= Number(items[index - 1].value), `${where}: best first`);
    playLine(MIDGAME, item.line);
    // Its name says the move, the value and the line, which the item shows.
    assert.ok(item.name.startsWith(`${item.move}, `), where);
    assert.ok(item.name.includes(' for you, estimated, '), where);
    assert.ok(item.name.endsWith(`; line: ${item.line.join(' ')}`), where);
    assert.ok(item.text.startsWith(item.move), where);
    assert.ok(item.text.includes(item.line.slice(1).join(' ')), where);
  }
  assert.ok(items[0].best, 'the first is the best');
  // The three best of all the values on the board.
  const onBoard = await page.$$eval('[data-hint]', (s) => s.map((e) => Number(e.dataset.hint)).sort((a, b) => b - a));
  assert.deepEqual(items.map((i) => Number(i.value)), onBoard.slice(0, 3));
  await checkAgainstBoard(reversi, items);

  // Five, then every legal move; the choice is kept for the next visit.
  await reversi.testId('hint-count').selectOption('5');
  await waitForLines(page, 5);
  assert.deepEqual((await listed(page)).slice(0, 3).map((i) => i.move), items.map((i) => i.move));
  await reversi.testId('hint-count').selectOption({ label: 'all' });
  await waitForLines(page, 13);
  assert.deepEqual((await listed(page)).map((i) => i.move).sort(), [...legal].sort());
  await reversi.testId('hint-count').selectOption('5');
  await reversi.reload();
  assert.equal(await reversi.testId('hint-toggle').isChecked(), true);
  assert.equal(await reversi.testId('hint-count').inputValue(), '5');
  assert.equal(await page.evaluate(() => localStorage.getItem('reversi.settings')), 'legal on hints on lines 5');
  await waitForLines(page, 5);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 14-empty endgame set up by link: three exact values, the solver\'s', { timeout: 120_000 }, async () => {
  // The position alone, as the position editor links it: no moves before it.
  const board = boardString(ENDGAME);
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&board=${board}&black=human&white=human`);
  assert.equal(await reversi.moveCount(), 0);
  await reversi.testId('hint-toggle').check();
  await waitForLines(page, 3);
  const items = await listed(page);
  // Every legal move solved natively, for black (to move).
  const legal = cli(['legal', '--variant', 'othello', '--moves', ENDGAME]).trim().split(/\s+/);
  assert.deepEqual([...legal].sort(), [...(await reversi.legalSquares())].sort());
  const solved = Object.fromEntries(legal.map((move) => [move, engineSolvedFor('othello', ENDGAME + move, 'black')]));
  assert.deepEqual(solved, { c2: -16, h2: 4, a6: -20, e7: 4, f7: -18 });
  // The three best by the solver, in its order; equal values by square.
  assert.deepEqual(items.map((i) => [i.move, Number(i.value)]), [['h2', 4], ['e7', 4], ['c2', -16]]);
  for (const item of items) {
    const where = JSON.stringify(item);
    assert.equal(item.exact, 'true', where);
    assert.equal(Number(item.value), solved[item.move], where);
    assert.equal(item.line[0], item.move, where);
    assert.ok(item.text.includes('\u2261'), `${where}: marked exact`);
    assert.ok(item.name.includes(' for you, exact, '), where);
    // The solver's line: legal, and where it reaches the end, it ends
    // with the value (Othello gives the empty squares to the winner).
    const end = engineShow('othello', playLine(ENDGAME, item.line));
    if (end.over) assert.equal(end.over.black - end.over.white, Number(item.value), where);
  }
  assert.deepEqual(items.map((i) => i.best), [true, true, false]);
  await checkAgainstBoard(reversi, items);
  assert.deepEqual(errors, []);
  await context.close();
});

test('focus or the pointer on a line draws it on the board as numbered ghost discs', { timeout: 120_000 }, async () => {
  const board = boardString(ENDGAME);
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&board=${board}&black=human&white=human`);
  await reversi.testId('hint-toggle').check();
  await waitForLines(page, 3);
  const items = await listed(page);
  const before = await reversi.board();
  assert.deepEqual(await ghosts(page), {});

  // Tab from the count reaches the items, one after the other (the pointer
  // away: a hovered item's line wins over the focused one's).
  await page.mouse.move(0, 0);
  await reversi.testId('hint-count').focus();
  for (const item of items) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement.dataset.move);
    assert.equal(focused, item.move);
    const expected = expectedGhosts(item.line);
    assert.ok(Object.keys(expected).length >= 2, JSON.stringify(item));
    assert.deepEqual(await ghosts(page), expected, JSON.stringify(item));
    // Drawn in the colour of the side that plays each.
    const colours = await page.$$eval('[data-ghost]', (squares) =>
      squares.map((s) => [s.dataset.ghostFace, getComputedStyle(s, '::before').backgroundColor]),
    );
    for (const face of ['black', 'second']) {
      const drawn = new Set(colours.filter(([f]) => f === face).map(([, c]) => c));
      const others = new Set(colours.filter(([f]) => f !== face).map(([, c]) => c));
      assert.ok(drawn.size <= 1 && [...drawn].every((c) => !others.has(c)), JSON.stringify(colours));
    }
    // Ghosts only: the discs on the board are as they were.
    assert.deepEqual(await reversi.board(), before);
  }
  // The ghost takes its square's value's place; the square's name is
  // unchanged (the item's name says the line).
  const square = reversi.square(items[2].move);
  const name = await square.getAttribute('aria-label');
  assert.equal(await square.locator('.hint').isVisible(), false);
  assert.ok(!name.includes('ghost') && name.includes('hint'), name);
  await page.evaluate(() => document.activeElement.blur());
  assert.deepEqual(await ghosts(page), {});
  assert.equal(await page.locator('[data-ghost]').count(), 0);
  assert.equal(await square.locator('.hint').isVisible(), true);

  // The pointer: over the first item, then away.
  await reversi.testId('hint-line').first().hover();
  assert.deepEqual(await ghosts(page), expectedGhosts(items[0].line));
  await page.mouse.move(1, 1);
  assert.deepEqual(await ghosts(page), {});

  // A move played while a line is on show leaves no ghost behind.
  await reversi.testId('hint-line').first().focus();
  assert.notDeepEqual(await ghosts(page), {});
  await reversi.play(items[0].move);
  assert.deepEqual(await ghosts(page), {});
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the list goes under the board, which does not move', { timeout: 120_000 }, async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 360, height: 740 } });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open(`?variant=othello&moves=${MIDGAME}&black=human&white=human`);
  const top = () => page.$eval('[data-testid="board"]', (b) => b.getBoundingClientRect().top + scrollY);
  const boardTop = await top();
  await reversi.testId('hint-toggle').check();
  await waitForLines(page, 3);
  assert.equal(await top(), boardTop);
  const boxes = await page.$$eval('[data-testid="hint-line"], [data-testid="board"]', (es) =>
    es.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })),
  );
  const [boardBox, ...lineBoxes] = boxes;
  for (const box of lineBoxes) {
    assert.ok(box.top >= boardBox.bottom, JSON.stringify(box));
    assert.ok(box.left >= 0 && box.right <= 360, JSON.stringify(box));
  }
  assert.equal(await reversi.hasHorizontalScroll(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
