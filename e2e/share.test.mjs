// Sharing a game by link: the link holds the variant, the transcript and
// the players, and opening it shows that game at its last move. Garbage
// links give a notice and the starting position, never a broken page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();

test('a share link round trip', async () => {
  const first = await env.newPage();
  const reversi = new ReversiPage(first.page, env.url);
  await reversi.open('?variant=othello');
  await reversi.playAll(['f5', 'd6', 'c3']);
  const link = await reversi.testId('share-link').getAttribute('href');
  assert.match(link, /\?variant=othello&moves=f5d6c3&black=human&white=human$/);
  const board = await reversi.board();
  await first.context.close();

  // Someone else opens it: same game, same position, their move.
  const second = await env.newPage();
  const other = new ReversiPage(second.page, env.url);
  await second.page.goto(link);
  await other.ready();
  assert.equal(await other.transcript(), 'f5d6c3');
  assert.deepEqual(await other.board(), board);
  assert.match(await other.status(), /White to move/);
  await other.play('d3'); // and plays on
  assert.equal(await other.transcript(), 'f5d6c3d3');
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test('garbage links give a notice and the starting position', async () => {
  const hostile = [
    '?variant=<script>alert(1)</script>&moves=d4',
    '?moves=' + 'z9'.repeat(5000),
    '?variant=othello&moves=f5f5',
    '?black=ai:99&red=%00%ff',
  ];
  for (const query of hostile) {
    const { page, context, errors } = await env.newPage();
    const reversi = new ReversiPage(page, env.url);
    await reversi.openPlain(query);
    await reversi.testId('load-notice').waitFor();
    const notice = await reversi.text('load-notice');
    assert.ok(notice.length < 400, `notice bounded: ${notice.length} characters`);
    // Text only: nothing from the link became markup.
    assert.equal(await page.locator('[data-testid="load-notice"] script').count(), 0);
    assert.equal(await reversi.moveCount(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
