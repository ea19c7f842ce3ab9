// The position editor: a classic position set up by clicks (a refused one
// first, its reason in Russian), played against the computer, its link
// opened in a fresh page to the same position, hands included; the same for
// Othello; a bad `board=` link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();

/** Puts discs on the editor's board: `black` and `red` are square names. */
async function place(reversi, { black = [], red = [] }) {
  for (const [tool, squares] of [['setup-black', black], ['setup-red', red]]) {
    await reversi.testId(tool).click();
    for (const name of squares) await reversi.square(name).click();
  }
}

/** Opens `link` in a fresh page, as someone it was sent to: the same
 * board and transcript. Answers the page object; the caller closes its
 * context. */
async function openSent(link, board, transcript) {
  const { page, errors } = await env.newPage();
  const other = new ReversiPage(page, env.url);
  await page.goto(link);
  await other.ready();
  assert.deepEqual(await other.board(), board);
  assert.equal(await other.transcript(), transcript);
  assert.deepEqual(errors, []);
  return other;
}

/** The board as a `--board` string's 64 squares (X black, O the second colour). */
async function boardString(reversi) {
  const names = [];
  for (const row of '12345678') for (const column of 'abcdefgh') names.push(column + row);
  const discs = await reversi.page.$$eval('[data-square]', (buttons) =>
    Object.fromEntries(buttons.map((b) => [b.dataset.square, b.dataset.disc])),
  );
  return names.map((n) => ({ black: 'X', red: 'O', white: 'O' })[discs[n]] ?? '-').join('');
}

test('classic: a refused position says why in Russian; a valid one plays the computer and links', async () => {
  const { reversi, page, context, errors } = await env.openGame('?lang=ru&variant=classic');
  await reversi.testId('setup-open').click();
  await reversi.testId('setup').waitFor();
  await reversi.testId('setup-hand-black').waitFor();
  await reversi.testId('setup-clear').click();
  assert.equal(await reversi.disc('d4'), 'empty');
  await place(reversi, { black: ['d4', 'e4', 'c3'], red: ['d5', 'e5', 'f6'] });
  // A second click with the same tool takes the disc off again.
  await reversi.square('a8').click();
  assert.equal(await reversi.disc('a8'), 'red');
  await reversi.square('a8').click();
  assert.equal(await reversi.disc('a8'), 'empty');
  // Six discs on the board: the hands follow it (29 and 29) until typed.
  assert.equal(await reversi.testId('setup-hand-black').inputValue(), '29');
  assert.equal(await reversi.testId('setup-hand-red').inputValue(), '29');

  // Red's hand typed as 20: the hands say 15 discs were placed, the board
  // holds 6. Refused with its reason in Russian; nothing is lost.
  await reversi.testId('setup-hand-red').fill('20');
  await reversi.testId('setup-hand-red').blur();
  await reversi.testId('setup-done').click();
  const reason = await reversi.text('setup-error');
  assert.match(reason, /Фишек на доске: 6/);
  assert.match(reason, /15/);
  assert.doesNotMatch(reason, /[A-Za-z]{3,}/, `no English: ${reason}`);
  assert.equal(await reversi.testId('setup').isVisible(), true);
  assert.equal(await reversi.disc('c3'), 'black');
  assert.equal(await reversi.disc('f6'), 'red');

  // Fixed: red's hand 29 again; red to move, played by the computer.
  await reversi.testId('setup-hand-red').fill('29');
  await reversi.testId('setup-hand-red').blur(); // a number counts once committed
  assert.equal(await reversi.testId('setup-error').isHidden(), true);
  await reversi.testId('setup-side').selectOption('second');
  await reversi.testId('setup-player-black').selectOption('human');
  await reversi.testId('setup-player-second').selectOption('ai:1');
  const before = await boardString(reversi);
  await reversi.testId('setup-done').click();
  await reversi.testId('setup').waitFor({ state: 'detached' });
  // The computer (red) answers at once; then it is black's turn.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1);
  assert.match(await reversi.status(), /Ваш ход/);
  assert.equal(await reversi.supply('red'), 28);
  assert.equal(await reversi.supply('black'), 29);
  const transcript = await reversi.transcript();
  assert.match(transcript, /^[a-h][1-8]$/);

  const link = await reversi.testId('share-link').getAttribute('href');
  assert.ok(link.includes(`board=${before}+O+29+29`), link);
  assert.ok(link.includes(`moves=${transcript}`), link);
  const board = await reversi.board();
  assert.deepEqual(errors, []);
  await context.close();

  const other = await openSent(link, board, transcript);
  assert.equal(await other.supply('red'), 28);
  assert.equal(await other.supply('black'), 29);
  await other.page.context().close();
});

test('othello: set up from the start, white to move against the computer; its link and embed open it', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=othello');
  await reversi.testId('setup-open').click();
  await reversi.testId('setup-hand-black').waitFor({ state: 'hidden' });
  await reversi.testId('setup-black').waitFor();
  // The editor starts from the game on the board: the Othello cross.
  assert.equal(await reversi.disc('d4'), 'white');
  assert.equal(await reversi.disc('d5'), 'black');
  // An empty centre square is refused in Othello, with its reason.
  await reversi.testId('setup-empty').click();
  await reversi.square('d4').click();
  await reversi.testId('setup-done').click();
  assert.match(await reversi.text('setup-error'), /four centre squares/);
  await place(reversi, { red: ['d4'] });
  assert.equal(await reversi.testId('setup-error').isHidden(), true);
  await place(reversi, { black: ['c4', 'f5'], red: ['c6'] });
  assert.equal(await reversi.disc('c6'), 'white');
  await reversi.testId('setup-side').selectOption('second');
  await reversi.testId('setup-player-second').selectOption('ai:2');
  const before = await boardString(reversi);
  await reversi.testId('setup-done').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1);
  assert.match(await reversi.status(), /Your move/);
  const link = await reversi.testId('share-link').getAttribute('href');
  assert.ok(link.includes(`board=${before}+O&`), link);
  const board = await reversi.board();
  const transcript = await reversi.transcript();
  // The embed snippet carries the position too, and its frame shows it.
  await reversi.testId('embed-open').click();
  const snippet = await reversi.testId('embed-snippet').inputValue();
  assert.ok(snippet.includes(`board=${before}+O&amp;moves=${transcript}`), snippet);
  const framed = page.frameLocator('[data-testid="embed-preview"]');
  await framed.locator('[data-square="h8"]').waitFor();
  const framedDiscs = await framed.locator('[data-square]').evaluateAll((buttons) =>
    buttons.map((b) => b.dataset.disc),
  );
  assert.deepEqual(framedDiscs, Object.values(board));
  assert.deepEqual(errors, []);
  await context.close();

  await (await openSent(link, board, transcript)).page.context().close();
});

test('the editor can be left as it was, and a finished position shows its result', async () => {
  const { reversi, context } = await env.openGame('?variant=free&moves=d4d5e4e5');
  const board = await reversi.board();
  await reversi.testId('setup-open').click();
  await reversi.testId('setup-clear').click();
  assert.equal(await reversi.disc('d4'), 'empty');
  await reversi.testId('setup-cancel').click();
  assert.deepEqual(await reversi.board(), board);
  assert.equal(await reversi.transcript(), 'd4d5e4e5');

  // Black discs only: nobody can move, black wins 4–0.
  await reversi.testId('setup-open').click();
  await reversi.testId('setup-clear').click();
  await place(reversi, { black: ['d4', 'e4', 'd5', 'e5'] });
  assert.match(await reversi.text('setup-status'), /game is over/);
  await reversi.testId('setup-done').click();
  await reversi.testId('game-over').waitFor();
  assert.match(await reversi.text('game-over'), /Black wins/);
  await context.close();
});

test('a bad board= link shows its reason and the starting position', async () => {
  const { reversi, context } = await env.openGame(`?variant=classic&board=${'X'.repeat(64)}+O+0+32`);
  assert.match(await reversi.text('load-notice'), /could not be opened/);
  assert.match(await reversi.text('load-notice'), /discs left in the hands do not match/);
  assert.equal(await reversi.disc('d4'), 'empty');
  assert.equal(await reversi.moveCount(), 0);
  await context.close();
});

test('on a phone the editor takes the focus, its tools sit in the first screen and the board stays put', async () => {
  const { reversi, page, context } = await env.openGame('?variant=classic', {
    viewport: { width: 360, height: 740 },
  });
  // The board's place on the page, scrolling aside: it must not move.
  const boardAt = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid="board"]').getBoundingClientRect();
      return [box.left + scrollX, box.top + scrollY];
    });
  const before = await boardAt();
  await reversi.extra('setup-open');
  await reversi.testId('setup-black').waitFor();
  assert.deepEqual(await boardAt(), before, 'the board stays put as the editor opens');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'setup-black');
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['setup-black', 'setup-red', 'setup-empty']) {
    const box = await reversi.testId(id).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 740, `${id} at ${JSON.stringify(box)}`);
  }
  // The keyboard edits too: arrows to a square, Enter puts the disc.
  await reversi.square('d4').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await reversi.disc('e4'), 'black');
  await page.keyboard.press(' ');
  assert.equal(await reversi.disc('e4'), 'empty');
  assert.deepEqual(await boardAt(), before, 'and while it edits');
  await reversi.testId('setup-cancel').click();
  assert.deepEqual(await boardAt(), before, 'and as it closes');
  await context.close();
});
