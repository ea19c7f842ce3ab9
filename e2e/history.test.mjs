// Nothing lost: undo and redo, reviewing a move, reload restoring the game,
// corrupt saved data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME } from './support/games.mjs';

const env = useSite();

test('undo reverses the flips and redo replays them; reload restores the game', async () => {
  const { reversi, page, context, errors } = await env.openGame();
  await reversi.playAll(['d4', 'd5', 'e4', 'e5', 'd6']);
  assert.equal(await reversi.disc('d5'), 'black');

  await reversi.undo();
  assert.equal(await reversi.disc('d5'), 'red');
  assert.equal(await reversi.disc('d6'), 'empty');
  assert.equal(await reversi.transcript(), 'd4d5e4e5');
  assert.equal(await reversi.supply('black'), 30);

  await reversi.redo();
  assert.equal(await reversi.disc('d5'), 'black');
  assert.equal(await reversi.disc('d6'), 'black');
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  assert.equal(await reversi.testId('redo').isDisabled(), true);

  await reversi.play('c7');
  await reversi.undo();
  assert.equal(await reversi.testId('redo').isDisabled(), false);

  // Reload: the game and the move that can be redone are still there.
  await reversi.reload();
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  assert.equal(await reversi.disc('d5'), 'black');
  assert.equal(await reversi.testId('redo').isDisabled(), false);
  await reversi.redo();
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6c7');
  await reversi.reload();
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6c7');
  assert.match(await reversi.status(), /Black to move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('clicking a move reviews its position without changing the game', async () => {
  const { reversi, page, context } = await env.openGame('?moves=d4d5e4e5d6');
  await reversi.testId('move-list').locator('li').nth(3).locator('button').click();
  await reversi.waitForText('status', 'Reviewing');
  assert.equal(await reversi.disc('d5'), 'red');
  assert.equal(await reversi.disc('d6'), 'empty');
  assert.deepEqual(await reversi.legalSquares(), []);
  // An occupied square says why, and changes nothing.
  await reversi.clickIllegal('d4');
  assert.match(await reversi.text('refusal'), /d4 is occupied/);
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  await reversi.testId('back-to-game').click();
  await page.waitForFunction(() => document.querySelector('[data-square="d5"]').dataset.disc === 'black');
  assert.doesNotMatch(await reversi.status(), /Reviewing/);
  await context.close();
});

test('the move list keeps the move on show in sight: the latest while playing, the reviewed one', async () => {
  const { reversi, page, context } = await env.openGame(`?variant=classic&moves=${EXHAUSTION_GAME}`);
  const visible = (n) =>
    page.evaluate((n) => {
      const list = document.querySelector('[data-testid="move-list"]');
      const item = list.querySelectorAll('li')[n - 1].getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
    }, n);
  const count = await reversi.testId('move-list').locator('li').count();
  assert.ok(count > 40, `${count} moves: more than the list shows at once`);
  await page.waitForFunction((n) => {
    const list = document.querySelector('[data-testid="move-list"]');
    return list.scrollTop > 0 && list.querySelectorAll('li').length === n;
  }, count);
  assert.ok(await visible(count), 'the latest move in sight');
  assert.ok(!(await visible(1)), 'the first move scrolled away');
  // Review the first move: the list follows it.
  await reversi.testId('review-first').click();
  await reversi.testId('review-next').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="move-list"]').scrollTop === 0);
  assert.ok(await visible(1));
  await reversi.testId('review-last').click();
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid="move-list"]');
    return list.scrollTop > 0;
  });
  assert.ok(await visible(count));
  await context.close();
});

test('review steps with the buttons and the arrow keys; a variation never changes the saved game', async () => {
  const { reversi, page, context } = await env.openGame('?moves=d4d5e4e5d6');
  const saved = () => page.evaluate(() => localStorage.getItem('reversi.game'));
  const before = await saved();
  assert.match(before, /d4d5e4e5d6/);
  assert.equal(await reversi.testId('review-next').isDisabled(), true);
  await reversi.testId('review-prev').click();
  await reversi.waitForText('status', 'after move 4 of 5');
  await reversi.testId('review-first').click();
  await reversi.waitForText('status', 'starting position');
  assert.equal(await reversi.testId('review-prev').isDisabled(), true);
  assert.equal(await reversi.disc('d4'), 'empty');
  // The arrow keys, with the focus on the page (not the board, not a menu).
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await reversi.waitForText('status', 'after move 2 of 5');
  assert.equal(await reversi.disc('d5'), 'red');
  assert.equal(await reversi.disc('e4'), 'empty');
  await reversi.testId('review-next').click();
  await reversi.testId('review-next').click();
  await reversi.waitForText('status', 'after move 4 of 5');
  await page.keyboard.press('ArrowLeft');
  await reversi.waitForText('status', 'after move 3 of 5');
  await page.keyboard.press('ArrowRight');
  await reversi.waitForText('status', 'after move 4 of 5');
  // Home and End: the starting and the latest position.
  await page.keyboard.press('Home');
  await reversi.waitForText('status', 'starting position');
  assert.equal(await reversi.disc('d4'), 'empty');
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-testid="review-next"]').disabled);
  assert.equal(await reversi.disc('d6'), 'black');
  await page.keyboard.press('ArrowLeft');
  await reversi.waitForText('status', 'after move 4 of 5');
  // Another move from here (e6, not the game's d6) starts a variation.
  await reversi.square('e6').click();
  await reversi.testId('variation').waitFor();
  assert.equal(await reversi.transcript(), 'd4d5e4e5e6');
  assert.equal(await reversi.disc('e5'), 'black');
  assert.equal(await saved(), before, 'the saved game is the game, not the variation');
  // Back to the game: all of it, as it was.
  await reversi.testId('back-to-game').click();
  await reversi.testId('variation').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  assert.equal(await reversi.disc('d6'), 'black');
  assert.equal(await saved(), before);
  await reversi.reload();
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  // A new game from a variation starts afresh: the variation is dropped.
  await reversi.testId('review-prev').click();
  await reversi.waitForText('status', 'after move 4 of 5');
  await reversi.square('c6').click();
  await reversi.testId('variation').waitFor();
  await reversi.newGame('classic');
  await reversi.testId('variation').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), '');
  assert.doesNotMatch(await saved(), /c6/);
  await context.close();
});

test('corrupt saved data gives a fresh game and a notice, never a blank page', async () => {
  for (const junk of ['{"moves":', 'reversi-save 1\nvariant classic\nmoves d4d4\n', 'reversi-save 99']) {
    const { page, context, errors } = await env.newPage();
    const reversi = new ReversiPage(page, env.url);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('reversi.game', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, junk);
    // No query: a link would be opened instead of the saved game. The fresh
    // game is a first visit's, against the computer.
    await reversi.openPlain();
    assert.match(await reversi.text('load-notice'), /could not be read/);
    assert.equal(await reversi.moveCount(), 0);
    assert.deepEqual(await reversi.legalSquares(), ['d4', 'e4', 'd5', 'e5']);
    // The fresh game replaced the junk: the next load is clean.
    await reversi.play('d4');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="move-list"] li').length >= 2,
      null,
      { timeout: 20_000 },
    );
    await reversi.reload();
    assert.equal(await reversi.testId('load-notice').count(), 0);
    assert.match(await reversi.transcript(), /^d4[a-h][1-8]/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
