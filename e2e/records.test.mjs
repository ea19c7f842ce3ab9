// The records paste box: export the transcript and the board string (OBF),
// import either; a malformed record gets a notice naming the problem and
// the game on the board stays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';

const env = useSite();

async function exported(reversi, which) {
  await reversi.testId(`records-show-${which}`).click();
  return reversi.testId('records-text').inputValue();
}

test('a transcript goes out and comes back', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=othello');
  await reversi.playAll(['f5', 'd6', 'c3', 'd3']);
  const board = await reversi.board();
  await reversi.openRecords();
  const transcript = await exported(reversi, 'transcript');
  assert.equal(transcript, 'f5d6c3d3');

  await reversi.newGame('othello');
  assert.equal(await reversi.moveCount(), 0);
  assert.match(await reversi.importRecord(`  ${transcript.toUpperCase()}\n`), /Transcript imported/);
  assert.equal(await reversi.transcript(), 'f5d6c3d3');
  assert.deepEqual(await reversi.board(), board);
  await reversi.play('c4'); // and play on
  assert.equal(await reversi.transcript(), 'f5d6c3d3c4');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a board string goes out and comes back, and survives a reload', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=classic');
  await reversi.playAll(['d4', 'd5', 'e4', 'e5', 'd6']);
  const board = await reversi.board();
  const status = await reversi.status();
  const supplies = [await reversi.supply('black'), await reversi.supply('red')];
  assert.deepEqual(supplies, [29, 30]);
  await reversi.openRecords();
  const obf = await exported(reversi, 'board');
  assert.match(obf, /^[XO-]{64} [XO] \d+ \d+$/);
  assert.equal(obf.split(' ')[0].length, 64);

  await reversi.newGame('classic');
  assert.match(await reversi.importRecord(obf), /Board string imported/);
  assert.deepEqual(await reversi.board(), board);
  assert.equal(await reversi.status(), status);
  assert.deepEqual([await reversi.supply('black'), await reversi.supply('red')], supplies);
  assert.equal(await exported(reversi, 'board'), obf);
  // Play on from there; a reload brings back the same game, its start included.
  const [square] = await reversi.legalSquares();
  await reversi.play(square);
  const after = await reversi.board();
  await reversi.reload();
  assert.deepEqual(await reversi.board(), after);
  assert.equal(await reversi.transcript(), square);
  // The share link carries the start too.
  const link = await reversi.testId('share-link').getAttribute('href');
  assert.match(link, /[?&]board=[XO-]{64}/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed record names the problem and keeps the game', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=othello');
  await reversi.playAll(['f5', 'd6']);
  const board = await reversi.board();
  await reversi.openRecords();
  const cases = [
    ['f5f5', /move 1|f5/],
    ['d3d3', /d3/],
    ['<img src=x onerror=alert(1)>', /could not be imported/],
    [`${'X'.repeat(40)} X`, /64 squares/],
    [`${'X'.repeat(64)} Q`, /side to move/],
    ['', /empty/],
    ['z9'.repeat(400), /could not be imported/],
  ];
  for (const [text, problem] of cases) {
    const status = await reversi.importRecord(text);
    assert.match(status, problem, `for ${text.slice(0, 30)}`);
    assert.match(status, /your game is unchanged/);
    assert.ok(status.length < 400, `bounded: ${status.length}`);
    assert.equal(await page.locator('[data-testid="records-status"] img').count(), 0);
    assert.equal(await reversi.transcript(), 'f5d6');
    assert.deepEqual(await reversi.board(), board);
    // Clear the status for the next case.
    await reversi.testId('records-show-transcript').click();
  }
  assert.deepEqual(errors, []);
  await context.close();
});
