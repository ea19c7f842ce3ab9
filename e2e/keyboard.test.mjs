// The keyboard alone: a whole hot-seat game to the result, a few moves
// against the computer, and the new-game dialog's focus trap. Only
// page.keyboard (Tab, arrows, Enter, Space, Escape): no clicks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME } from './support/games.mjs';
import {
  announcements,
  focusedSquare,
  focusedTestId,
  liveRegions,
  placeByKeyboard,
  recordAnnouncements,
  tabToBoard,
} from './support/keyboard.mjs';

const env = useSite();

/** The app at `query`, with reduced motion (no flip sequence to wait for). */
function openPage(query, options = {}) {
  return env.openGame(query, { reducedMotion: 'reduce', ...options });
}

/** Tab from the top of the page to the control `testId`. */
async function tabTo(page, testId, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if ((await focusedTestId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${testId} not reached in ${limit} Tab presses`);
}

test('a whole classic game by keyboard: a pass, black out of discs, the result announced', async () => {
  const moves = squares(EXHAUSTION_GAME);
  const { reversi, page, context, errors } = await openPage('?variant=classic');
  assert.deepEqual(await liveRegions(page), ['announcer']);
  // A new game from the dialog, by keyboard: the dialog opens on Start.
  await tabTo(page, 'new-game');
  await page.keyboard.press('Enter');
  await reversi.testId('new-game-dialog').waitFor();
  assert.equal(await focusedTestId(page), 'new-game-start');
  await page.keyboard.press('Enter');
  await reversi.testId('new-game-dialog').waitFor({ state: 'detached' });
  assert.equal(await focusedTestId(page), 'new-game', 'the focus is back on the opener');

  await tabToBoard(page);
  await recordAnnouncements(page);
  for (const [index, square] of moves.entries()) {
    await placeByKeyboard(page, square, index % 2 ? ' ' : 'Enter');
    assert.equal(await focusedSquare(page), square, 'the focus stays on the square played');
  }
  await reversi.testId('game-over').waitFor();
  assert.match(await reversi.text('game-over'), /Black wins/);
  assert.equal(await reversi.transcript(), moves.join(''));

  const spoken = await announcements(page);
  // One announcement per move, none twice in a row, none empty.
  assert.equal(spoken.length, moves.length, spoken.join('\n'));
  for (let i = 1; i < spoken.length; i++) assert.notEqual(spoken[i], spoken[i - 1]);
  for (const [index, line] of spoken.entries()) {
    assert.match(line, new RegExp(`^(Black|Red) ${moves[index]}[.,]`), `announcement ${index + 1}`);
  }
  // Red passes once, black runs out of discs once (h5, move 62),
  // and the result comes with the last move.
  const with_ = (text) => spoken.filter((line) => line.includes(text));
  assert.equal(with_('Red has no legal move and passes').length, 1, spoken.slice(55).join('\n'));
  assert.equal(with_('Black has no discs left — Red plays on').length, 1);
  assert.match(with_('Black has no discs left')[0], /^Black h5/);
  assert.equal(with_('Game over').length, 1);
  assert.match(spoken.at(-1), /^Red a2, .*Game over\. Black wins, Black 36 – 28 Red\.$/);
  assert.deepEqual(await liveRegions(page), ['announcer']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('against the computer by keyboard: the focus stays on the board while it moves', async () => {
  const { reversi, page, context, errors } = await openPage('?variant=othello&black=human&white=ai:1');
  await tabToBoard(page);
  for (let turn = 0; turn < 4; turn++) {
    const before = await reversi.moveCount();
    const [target] = await reversi.legalSquares();
    await placeByKeyboard(page, target, turn % 2 ? ' ' : 'Enter');
    // The computer answers; the focus has not moved.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="move-list"] li').length >= count + 2,
      before,
      { timeout: 15000 },
    );
    // The key placed on the focused square (read from the record: the
    // computer's answer may already have flipped that disc back).
    assert.equal((await reversi.transcript()).slice(2 * before, 2 * before + 2), target);
    assert.equal(await focusedSquare(page), target);
    assert.match(await reversi.text('announcer'), /^White [a-h][1-8]/);
    assert.match(await reversi.status(), /Your move/);
  }
  assert.equal(await reversi.moveCount(), 8);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game dialog traps the focus, closes on Escape and gives the focus back', async () => {
  const { reversi, page, context } = await openPage('?variant=classic&moves=d4d5e4e5d6');
  await tabTo(page, 'new-game');
  await page.keyboard.press('Enter');
  const dialog = reversi.testId('new-game-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('role'), 'dialog');
  assert.equal(await dialog.getAttribute('aria-modal'), 'true');
  assert.equal(
    await page.evaluate(() => document.getElementById(
      document.querySelector('[data-testid="new-game-dialog"]').getAttribute('aria-labelledby'),
    )?.textContent),
    'New game',
  );
  assert.equal(await focusedTestId(page), 'new-game-start');
  const insideDialog = () =>
    page.evaluate(() => document.querySelector('[data-testid="new-game-dialog"]').contains(document.activeElement));
  // Tab wraps from Start (the last control) to the checked variant (the first).
  await page.keyboard.press('Tab');
  assert.equal(await focusedTestId(page), 'variant-classic');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedTestId(page), 'new-game-start');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await insideDialog(), `Tab ${i + 1} stays inside`);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await insideDialog(), `Shift+Tab ${i + 1} stays inside`);
  }
  // The page behind is inert; the live region is not.
  assert.equal(await page.evaluate(() => !!document.querySelector('[data-square="d4"]').closest('[inert]')), true);
  assert.equal(await page.evaluate(() => !!document.querySelector('[data-testid="announcer"]').closest('[inert]')), false);
  // Arrows choose the variant; Escape closes without starting anything.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedTestId(page), 'variant-free');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await focusedTestId(page), 'new-game');
  assert.equal(await page.locator('[inert]').count(), 0);
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');

  // Again: choose Othello with the arrows and start it with Enter.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedTestId(page), 'variant-othello');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedTestId(page), 'new-game-start');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await reversi.disc('d4'), 'white');
  assert.equal(await focusedTestId(page), 'new-game');
  assert.equal(await page.locator('[inert]').count(), 0);
  await context.close();
});

test('at game over "New game" opens the dialog and gets the focus back', async () => {
  const { reversi, page, context } = await openPage(`?variant=classic&moves=${squares(EXHAUSTION_GAME).join('')}`);
  await reversi.testId('game-over').waitFor();
  await reversi.testId('new-game').focus();
  await page.keyboard.press('Enter');
  await reversi.testId('new-game-dialog').waitFor();
  await page.keyboard.press('Escape');
  await reversi.testId('new-game-dialog').waitFor({ state: 'detached' });
  assert.equal(await focusedTestId(page), 'new-game');
  assert.equal(await reversi.testId('game-over').count(), 1, 'the game is still over');
  await context.close();
});

test('"Play again" starts the same game again at once: same variant, same players', async () => {
  const { reversi, page, context } = await openPage(`?variant=classic&moves=${squares(EXHAUSTION_GAME).join('')}&black=human&red=ai:2`);
  await reversi.testId('game-over').waitFor();
  await reversi.testId('play-again').focus();
  await page.keyboard.press('Enter');
  await reversi.testId('game-over').waitFor({ state: 'detached' });
  assert.equal(await reversi.testId('new-game-dialog').count(), 0, 'no dialog');
  assert.equal(await reversi.transcript(), '');
  assert.deepEqual(await reversi.legalSquares(), ['d4', 'e4', 'd5', 'e5']);
  assert.match(await page.locator('.players').textContent(), /Computer: level 2/);
  assert.match(await reversi.status(), /Your move/);
  await context.close();
});

test('"Play again with the other colour" swaps the players; two of a kind get no such button', async () => {
  const { reversi, page, context } = await openPage(`?variant=classic&moves=${squares(EXHAUSTION_GAME).join('')}&black=human&red=ai:2`);
  await reversi.testId('game-over').waitFor();
  const swap = reversi.testId('play-again-swapped');
  assert.equal(await swap.getAttribute('aria-label'), 'Play again with the other colour');
  assert.equal(await swap.locator('.swap-words').textContent(), 'Play again with the other colour');
  await swap.click();
  await reversi.testId('game-over').waitFor({ state: 'detached' });
  assert.equal(await reversi.testId('new-game-dialog').count(), 0, 'no dialog');
  // Black is now the computer at level 2 and red the person; classic again.
  const names = await page.locator('.player .player-name .kind').allTextContents();
  assert.deepEqual(names, ['Computer: level 2 (Novice)', 'Human']);
  assert.equal(await reversi.testId('score-red').count(), 1, 'still the classic variant');
  // The computer has black, so it makes the first placement.
  await page.waitForFunction(() => document.querySelectorAll('[data-disc="black"]').length === 1);
  await context.close();

  const people = await openPage(`?variant=classic&moves=${squares(EXHAUSTION_GAME).join('')}&black=human&red=human`);
  await people.reversi.testId('game-over').waitFor();
  assert.equal(await people.reversi.testId('play-again').count(), 1);
  assert.equal(await people.reversi.testId('play-again-swapped').count(), 0);
  await people.context.close();
});
