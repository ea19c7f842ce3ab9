// The tutorial walked as a learner would: every step on the real board,
// wrong clicks explained, screenshots of steps 2, 4 and 7 in e2e/artifacts/,
// and the player's own game kept aside and given back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite({ artifacts: true });

/** The tutorial's step line, text and feedback. */
async function step(reversi) {
  return reversi.text('tutorial-step');
}

async function next(reversi) {
  const before = await step(reversi) + (await reversi.text('tutorial-text'));
  await reversi.testId('tutorial-next').click();
  await reversi.page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="tutorial-step"]').textContent +
        document.querySelector('[data-testid="tutorial-text"]').textContent !==
      before,
    before,
  );
}

/** Clicks a square and waits for the tutorial's answer to contain `text`. */
async function click(reversi, square, text) {
  await reversi.square(square).click();
  await reversi.waitForText('tutorial-feedback', text);
  return reversi.text('tutorial-feedback');
}

/** Discs on the board as { colour: [squares] }, empty squares left out. */
async function discs(reversi) {
  const board = await reversi.board();
  const out = {};
  for (const [square, disc] of Object.entries(board)) {
    if (disc !== 'empty') (out[disc] ??= []).push(square);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

async function highlighted(page) {
  return page.$$eval('[data-square].highlight', (squares) => squares.map((s) => s.dataset.square));
}

test('a learner walks the whole tutorial from ?tutorial=1', async () => {
  // A game in progress first: the tutorial must not replace it.
  const { reversi, page, context, errors } = await env.openGame('?variant=classic&moves=d4d5e4');
  await page.goto(env.url + '?tutorial=1');
  await reversi.testId('tutorial').waitFor();

  // 1. The pieces.
  assert.match(await step(reversi), /1 \/ 8/);
  assert.match(await reversi.text('tutorial-text'), /32 discs/);
  assert.deepEqual(await discs(reversi), {});
  assert.equal(await reversi.supply('black'), 32);
  assert.equal(await reversi.supply('red'), 32);
  assert.equal(await reversi.testId('tutorial-back').isDisabled(), true);
  assert.equal(await click(reversi, 'a1', 'press Next'), 'Nothing to place here: press Next.');
  await next(reversi);

  // 2. The empty board: the four centre squares, nothing flips.
  assert.match(await step(reversi), /2 \/ 8: The empty board/);
  assert.deepEqual((await highlighted(page)).sort(), ['d4', 'd5', 'e4', 'e5']);
  assert.equal(await reversi.testId('tutorial-next').isDisabled(), true);
  assert.match(await click(reversi, 'c3', 'outside the centre'), /c3 is outside the centre/);
  assert.deepEqual(await discs(reversi), {});
  assert.match(await click(reversi, 'd4', '3 centre squares left'), /Nothing flips/);
  assert.match(await click(reversi, 'd4', 'occupied'), /d4 is occupied/);
  await click(reversi, 'd5', '2 centre squares left');
  await click(reversi, 'e4', '1 centre square left');
  await click(reversi, 'e5', 'centre is full');
  assert.deepEqual(await discs(reversi), { black: ['d4', 'e4'], red: ['d5', 'e5'] });
  await reversi.settle(); // the slow flips end
  await page.screenshot({ path: join(ARTIFACTS, 'tutorial-step-2.png'), fullPage: true });
  await next(reversi);

  // 3. Cross and parallel. A new scene says nothing under its text until a click.
  assert.match(await step(reversi), /3 \/ 8: Cross and parallel/);
  assert.match(await reversi.text('tutorial-text'), /parallel/);
  assert.equal(await reversi.text('tutorial-feedback'), '');
  assert.deepEqual(await discs(reversi), { black: ['d4', 'e4'], red: ['d5', 'e5'] });
  await next(reversi);
  assert.match(await step(reversi), /3 \/ 8/);
  assert.match(await reversi.text('tutorial-text'), /cross/);
  assert.deepEqual(await discs(reversi), { black: ['d4', 'e5'], red: ['d5', 'e4'] });
  await next(reversi);

  // 4. The first flip: d6 turns d5, slowly.
  assert.match(await step(reversi), /4 \/ 8: The first flip/);
  // A verb for mouse and touch alike.
  assert.match(await reversi.text('tutorial-text'), /Play d6 and watch d5 turn\.$/);
  assert.deepEqual((await highlighted(page)).sort(), ['d4', 'd5', 'd6']);
  assert.deepEqual(await reversi.legalSquares(), ['c6', 'd6', 'e6', 'f6']);
  assert.equal(await reversi.testId('tutorial-next').isDisabled(), true);
  assert.match(await click(reversi, 'c6', 'about d6'), /c6 is legal too/);
  assert.equal(await reversi.disc('c6'), 'empty');
  await reversi.square('d6').click();
  await reversi.waitForText('tutorial-feedback', 'd6 flips d5');
  assert.equal(await reversi.disc('d5'), 'black');
  assert.equal(await reversi.disc('d6'), 'black');
  // The turn is slow: d5 still shows red a moment after the click.
  const face = await page.locator('[data-square="d5"] .disc').getAttribute('data-face');
  assert.equal(face, 'second', 'd5 turns slowly');
  // The screenshot shows d5 turning: its face has changed, its turn not ended.
  await page.waitForFunction(() => document.querySelector('[data-square="d5"] .disc').dataset.face === 'black');
  await page.screenshot({ path: join(ARTIFACTS, 'tutorial-step-4.png'), fullPage: true });
  await reversi.settle(); // the slow flips end
  assert.equal(await page.locator('[data-square="d5"] .disc').getAttribute('data-face'), 'black');
  assert.deepEqual(await discs(reversi), { black: ['d4', 'd5', 'd6', 'e4'], red: ['e5'] });
  await next(reversi);

  // 5. Practice, with wrong clicks explained.
  assert.match(await step(reversi), /5 \/ 8: Practice/);
  const before = await reversi.board();
  assert.match(await click(reversi, 'e4', 'occupied'), /e4 is occupied/);
  assert.match(await click(reversi, 'a1', 'flips nothing'), /a1 flips nothing/);
  assert.deepEqual(await reversi.board(), before);
  const [move] = await reversi.legalSquares();
  await click(reversi, move, `${move} flips`);
  assert.equal(await reversi.disc(move), 'black');
  await reversi.settle(); // the slow flips end
  await next(reversi);

  // 6. Several lines at once: e3 flips d3, d4 and e4.
  assert.match(await step(reversi), /6 \/ 8: Several lines/);
  assert.match(await reversi.text('tutorial-text'), /Play e3\.$/);
  assert.equal(await reversi.disc('d3'), 'red');
  assert.equal(await reversi.disc('e4'), 'red');
  await click(reversi, 'e3', 'e3 flips');
  for (const square of ['e3', 'd3', 'd4', 'e4']) assert.equal(await reversi.disc(square), 'black');
  await reversi.settle(); // the slow flips end
  await next(reversi);

  // 7. A pass, the 32-disc limit and the end.
  assert.match(await step(reversi), /7 \/ 8: Passing/);
  assert.match(await reversi.text('notice'), /Red has no legal move and passes/);
  assert.match(await reversi.status(), /Black to move/);
  await page.screenshot({ path: join(ARTIFACTS, 'tutorial-step-7.png'), fullPage: true });
  await next(reversi);
  assert.match(await step(reversi), /7 \/ 8/);
  assert.equal(await reversi.supply('black'), 0);
  assert.match(await reversi.text('notice'), /Black has no discs left — Red plays on/);
  await next(reversi);
  assert.match(await step(reversi), /7 \/ 8/);
  assert.match(await reversi.text('game-over'), /Black wins/);
  assert.equal((await page.locator('[data-testid="status"] .turn-text').textContent()).trim(), 'Game over: Black wins');
  await next(reversi);

  // 8. Your turn: a game against a friend.
  assert.match(await step(reversi), /8 \/ 8: Your turn/);
  // Only the real choices: no Next, no Skip.
  assert.equal(await reversi.testId('tutorial-next').isHidden(), true);
  assert.equal(await reversi.testId('tutorial-skip').isHidden(), true);
  assert.equal(await reversi.testId('tutorial-back').isVisible(), true);
  // A click on its empty board points to the choices, not to a Next there is not.
  assert.equal(await click(reversi, 'd4', 'below'), 'Nothing to place here: choose a game with the buttons below.');
  assert.equal(await reversi.disc('d4'), 'empty');
  await reversi.testId('tutorial-friend').click();
  await reversi.testId('tutorial').waitFor({ state: 'detached' });
  assert.deepEqual(await discs(reversi), {});
  assert.deepEqual(await reversi.legalSquares(), ['d4', 'e4', 'd5', 'e5']);
  assert.deepEqual(await highlighted(page), []);
  await reversi.play('d4');
  await reversi.play('d5');
  assert.equal(await reversi.transcript(), 'd4d5');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Skip gives back the saved game, which the tutorial never overwrote', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=classic&moves=d4d5e4');
  await reversi.testId('learn').click();
  assert.match(await step(reversi), /1 \/ 8/);
  await next(reversi);
  await click(reversi, 'e4', '3 centre squares left');
  // Reloading during the tutorial finds the player's game, not the tutorial's.
  const saved = await page.evaluate(() => localStorage.getItem('reversi.game'));
  assert.match(saved, /moves d4d5e4\n/);
  await reversi.testId('tutorial-skip').click();
  await reversi.testId('tutorial').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), 'd4d5e4');
  assert.deepEqual(await discs(reversi), { black: ['d4', 'e4'], red: ['d5'] });
  await reversi.reload();
  assert.equal(await reversi.transcript(), 'd4d5e4');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Back, Restart, and Play the computer', async () => {
  const { reversi, page, context, errors } = await env.openGame('?tutorial=1');
  await next(reversi);
  await click(reversi, 'd4', '3 centre squares left');
  assert.equal(await reversi.disc('d4'), 'black');
  await reversi.testId('tutorial-back').click();
  await reversi.waitForText('tutorial-step', '1 / 8');
  await next(reversi);
  assert.equal(await reversi.disc('d4'), 'empty', 'the scene starts afresh');
  await reversi.testId('tutorial-restart').click();
  await reversi.waitForText('tutorial-step', '1 / 8');

  // Straight through: each step's action, then Next.
  const actions = [[], ['d4', 'd5', 'e4', 'e5'], [], [], ['d6'], ['legal'], ['e3'], [], [], []];
  for (const squares of actions) {
    for (const square of squares) {
      const name = square === 'legal' ? (await reversi.legalSquares())[0] : square;
      await reversi.square(name).click();
    }
    await next(reversi);
  }
  assert.match(await step(reversi), /8 \/ 8/);
  await reversi.testId('tutorial-computer').click();
  await reversi.testId('tutorial').waitFor({ state: 'detached' });
  // The computer answers black's first disc.
  await reversi.play('d4');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="move-list"] li').length >= 2,
    null,
    { timeout: 20_000 },
  );
  assert.deepEqual(errors, []);
  await context.close();
});
