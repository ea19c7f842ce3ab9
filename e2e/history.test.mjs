// Nothing lost: undo and redo, reviewing a move, reload restoring the game,
// corrupt saved data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

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
  await reversi.clickIllegal('c6');
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  await reversi.testId('back-to-game').click();
  await page.waitForFunction(() => document.querySelector('[data-square="d5"]').dataset.disc === 'black');
  assert.doesNotMatch(await reversi.status(), /Reviewing/);
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
