// Playing by clicks: the rules-page example, illegal clicks, passes,
// exhaustion and a linked game finished to the game-over panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { PASS_GAME, EXHAUSTION_GAME } from './support/games.mjs';

const env = useSite();
test('the rules-page example by clicks: d6 turns d5 black', async () => {
  const { reversi, page, context, errors } = await env.openGame();
  assert.equal(await page.locator('button[data-square]').count(), 64);
  assert.deepEqual(await reversi.legalSquares(), ['d4', 'e4', 'd5', 'e5']);
  assert.equal(await reversi.square('d4').getAttribute('aria-label'), 'd4, empty, legal move');
  assert.equal(await reversi.square('a1').getAttribute('aria-label'), 'a1, empty');
  assert.equal(await reversi.square('a1').getAttribute('data-legal'), null);
  // The roving tab stop starts on d4; the free centre squares are marked
  // while the opening lasts.
  assert.equal(await reversi.square('d4').getAttribute('tabindex'), '0');
  assert.equal(await reversi.square('a1').getAttribute('tabindex'), '-1');
  assert.match(await reversi.square('d4').getAttribute('class'), /\bopening\b/);
  assert.match(await reversi.text('opening-hint'), /place on any centre square; nothing flips/);
  assert.equal(await reversi.supply('black'), 32);
  assert.equal(await reversi.supply('red'), 32);

  await reversi.playAll(['d4', 'd5', 'e4', 'e5']);
  assert.equal(await reversi.disc('d4'), 'black');
  assert.equal(await reversi.disc('e4'), 'black');
  assert.equal(await reversi.disc('d5'), 'red');
  assert.equal(await reversi.disc('e5'), 'red');
  assert.deepEqual(await reversi.legalSquares(), ['c6', 'd6', 'e6', 'f6']);
  assert.match(await reversi.status(), /Black to move/);

  await reversi.play('d6');
  assert.equal(await reversi.disc('d5'), 'black');
  assert.equal(await reversi.disc('d6'), 'black');
  assert.equal(await reversi.disc('e5'), 'red');
  assert.equal(await reversi.score('black'), 4);
  assert.equal(await reversi.score('red'), 1);
  assert.equal(await reversi.supply('black'), 29);
  assert.equal(await reversi.supply('red'), 30);
  assert.match(await reversi.status(), /Red to move/);
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  assert.match(await reversi.square('d6').getAttribute('class'), /\blast\b/);
  assert.doesNotMatch(await reversi.square('d4').getAttribute('class'), /\bopening\b/);
  assert.equal(await reversi.square('d5').getAttribute('aria-label'), 'd5, black disc');
  assert.equal(await reversi.square('c3').getAttribute('aria-label'), 'c3, empty, legal move');
  assert.match(await reversi.text('announcer'), /Black d6, flips d5/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an illegal click changes nothing', async () => {
  const { reversi, context } = await env.openGame('?variant=classic&moves=d4d5e4e5');
  const board = await reversi.board();
  const status = await reversi.status();
  // Each refusal is answered on the status and in the live region, in the
  // tutorial's words (locales/en.ftl: tutorial-flips-nothing, -occupied).
  const why = {
    a1: 'a1 flips nothing: it traps no line of the other colour.',
    d4: 'd4 is occupied: place on an empty square.',
    c5: 'c5 flips nothing: it traps no line of the other colour.',
    h8: 'h8 flips nothing: it traps no line of the other colour.',
  };
  for (const name of ['a1', 'd4', 'c5', 'h8']) {
    await reversi.clickIllegal(name);
    assert.equal(await reversi.text('refusal'), why[name]);
    assert.equal(await reversi.text('announcer'), why[name]);
  }
  assert.deepEqual(await reversi.board(), board);
  assert.equal(await reversi.status(), status + why.h8);
  assert.equal(await reversi.transcript(), 'd4d5e4e5');
  assert.equal(await reversi.moveCount(), 4);
  await context.close();
});

test('the other variants: othello starts with the cross in black and white', async () => {
  const { reversi, context } = await env.openGame('?variant=othello');
  assert.equal(await reversi.disc('d4'), 'white');
  assert.equal(await reversi.disc('e5'), 'white');
  assert.equal(await reversi.disc('d5'), 'black');
  assert.equal(await reversi.score('white'), 2);
  assert.equal(await reversi.testId('supply-black').count(), 0);
  await reversi.play('f5');
  assert.equal(await reversi.disc('e5'), 'black');
  await reversi.newGame('free');
  assert.equal(await reversi.moveCount(), 0);
  assert.deepEqual(await reversi.legalSquares(), ['d4', 'e4', 'd5', 'e5']);
  await reversi.play('e5');
  assert.equal(await reversi.disc('e5'), 'black');
  await context.close();
});

test('a pass is announced', async () => {
  const moves = squares(PASS_GAME);
  const { reversi, context } = await env.openGame(`?variant=classic&moves=${moves.slice(0, 11).join('')}`);
  assert.equal(await reversi.moveCount(), 11);
  await reversi.play(moves[11]);
  assert.match(await reversi.status(), /Black has no legal move and passes/);
  assert.match(await reversi.status(), /Red to move/);
  assert.match(await reversi.text('announcer'), /Black has no legal move and passes/);
  assert.match(await reversi.text('move-list'), /black passes/);
  // Red plays on; the notice goes.
  await reversi.play(moves[12]);
  assert.doesNotMatch(await reversi.status(), /passes/);
  await context.close();
});

test('a linked game finished by clicks: exhaustion notice, then the game-over panel', async () => {
  const moves = squares(EXHAUSTION_GAME);
  assert.equal(moves.length, 64);
  const { reversi, context, errors } = await env.openGame(
    `?variant=classic&moves=${moves.slice(0, 60).join('')}`,
  );
  assert.equal(await reversi.moveCount(), 60);
  assert.equal(await reversi.supply('black'), 1);
  await reversi.play('c1'); // red
  await reversi.play('h5'); // black's 32nd and last disc
  assert.equal(await reversi.supply('black'), 0);
  assert.match(await reversi.status(), /Black has no discs left — Red plays on/);
  assert.match(await reversi.text('announcer'), /Black has no discs left — Red plays on/);
  await reversi.play('a1'); // red
  assert.match(await reversi.status(), /Black has no discs left — Red plays on/);
  await reversi.play('a2'); // red again: the board is full
  await reversi.testId('game-over').waitFor();
  const panel = await reversi.text('game-over');
  assert.match(panel, /Black wins/);
  assert.match(panel, /Black 36 – 28 Red/);
  assert.match(await reversi.status(), /Game over/);
  assert.equal(await reversi.score('black'), 36);
  assert.equal(await reversi.score('red'), 28);
  assert.deepEqual(await reversi.legalSquares(), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an invalid link shows a notice and the starting position', async () => {
  const { reversi, context, page } = await env.openGame('?variant=othello&moves=d4d4zz');
  assert.match(await reversi.text('load-notice'), /could not be opened/);
  assert.equal(await reversi.moveCount(), 0);
  assert.equal(await reversi.disc('d4'), 'white');
  assert.equal(new URL(page.url()).search, '');
  await context.close();

  const second = await env.openGame('?variant=chess');
  assert.match(await second.reversi.text('load-notice'), /chess/);
  assert.equal(await second.reversi.disc('d4'), 'empty');
  await second.context.close();
});

test('the keyboard plays: arrows move the focus, Enter places', async () => {
  const { reversi, page, context } = await env.openGame();
  await reversi.square('d4').focus();
  await page.keyboard.press('Enter'); // d4
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' '); // d5
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // e4
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 3);
  assert.equal(await reversi.transcript(), 'd4d5e4');
  assert.equal(await reversi.square('e4').getAttribute('tabindex'), '0');
  assert.equal(await reversi.square('d4').getAttribute('tabindex'), '-1');
  await context.close();
});

test('flips turn ring by ring, outward; reduced motion turns them with the placement', async () => {
  // Black's e3 here flips d4 and e4 (next to e3: the first ring), then c5
  // (two squares away: the second ring).
  const moves = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { page, context } = await env.newPage({ reducedMotion });
    const reversi = new ReversiPage(page, env.url);
    await reversi.open(`?moves=${moves}`);
    // Record every change of a disc's colour (data-disc) and of its visible
    // face (data-face), numbered by the observer callback (one per
    // rendering batch) it arrived in.
    await page.evaluate(() => {
      window.changes = [];
      let batch = 0;
      new MutationObserver((records) => {
        batch += 1;
        for (const record of records) {
          const square = record.target.closest('[data-square]').dataset.square;
          const value = record.target.getAttribute(record.attributeName);
          window.changes.push({ square, what: record.attributeName, value, batch });
        }
      }).observe(document.querySelector('[data-testid="board"]'), {
        subtree: true,
        attributeFilter: ['data-face', 'data-disc'],
      });
    });
    await reversi.play('e3');
    // data-disc is the new colour at once, whatever the animation shows.
    for (const name of ['d4', 'e4', 'c5', 'e3']) assert.equal(await reversi.disc(name), 'black');
    await reversi.settle();
    const changes = await page.evaluate(() => window.changes);
    const batchOf = (square, what) => {
      const found = changes.filter((c) => c.square === square && c.what === what && c.value === 'black');
      assert.equal(found.length, 1, `${square} ${what} turned black once: ${JSON.stringify(changes)}`);
      return found[0].batch;
    };
    const placed = batchOf('e3', 'data-disc');
    const [d4, e4, c5] = ['d4', 'e4', 'c5'].map((name) => batchOf(name, 'data-face'));
    for (const name of ['d4', 'e4', 'c5']) assert.equal(batchOf(name, 'data-disc'), placed, `${name} changes colour with the placement`);
    if (reducedMotion === 'reduce') {
      // No sequence: every face shows its new colour in the placement's batch.
      assert.deepEqual([d4, e4, c5], [placed, placed, placed], JSON.stringify(changes));
    } else {
      // The first ring turns together, after the placement; the second later.
      assert.equal(d4, e4, `one ring turns together: ${JSON.stringify(changes)}`);
      assert.ok(d4 > placed, `the first ring turns after the placement: ${JSON.stringify(changes)}`);
      assert.ok(c5 > d4, `the outer ring turns later: ${JSON.stringify(changes)}`);
    }
    // The placed disc shows at once; no other face changed.
    assert.equal(batchOf('e3', 'data-face'), placed);
    const faces = changes.filter((c) => c.what === 'data-face').map((c) => c.square).sort();
    assert.deepEqual(faces, ['c5', 'd4', 'e3', 'e4']);
    await context.close();
  }
});
