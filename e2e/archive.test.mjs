// The archive of games on this device: a game that ends here is kept once,
// across reloads and offline; the games go out as one file (and GGF for
// Othello) and come back the same; a damaged file is refused with the line
// and the reason, and the archive keeps what it had; a damaged stored
// archive is kept aside, and a refused write is said, never written over;
// deleting asks first; a game opened by link is kept once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, serviceWorkerActive } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';

const env = useSite();

// The shortest Othello game: black wipes white out in nine placements
// (64-0 once the empties go to the winner); and the same game turned half
// round (each square mirrored through the centre: f5 -> c4, d6 -> e3 ...).
const WIPE_OUT = 'f5d6c5f4e7f6g5e6e3';
const TURNED = 'c4e3f4c5d2c3b4d3d6';
const HEADER = '# reversi games 1';

async function openArchive(reversi) {
  await reversi.testId('archive').click();
  await reversi.testId('archive-dialog').waitFor();
}

async function closeArchive(reversi) {
  await reversi.testId('archive-close').click();
  await reversi.testId('archive-dialog').waitFor({ state: 'detached' });
}

/** The rows of the open archive: transcript, variant, result. */
async function items(page) {
  return page.$$eval('[data-testid="archive-item"]', (rows) =>
    rows.map((r) => ({
      transcript: r.dataset.transcript,
      variant: r.dataset.variant,
      result: r.dataset.result,
      current: r.dataset.current === 'true',
    })),
  );
}

/** Waits until the open archive lists `count` rows. */
async function waitForItems(page, count) {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="archive-item"]').length === count, count);
}

/** Plays `transcript` by clicks, two people at the board. */
async function playGame(reversi, transcript) {
  await reversi.playAll(squares(transcript));
  await reversi.testId('game-over').waitFor();
}

/** The text of the download a click on `testid` starts. */
async function download(page, testid) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-testid="${testid}"]`).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** A page whose archive holds the two games (opened by links), open. */
async function withTwoKept() {
  const opened = await env.openGame(`?variant=othello&moves=${WIPE_OUT}`);
  await opened.reversi.open(`?variant=othello&moves=${TURNED}`);
  await openArchive(opened.reversi);
  await waitForItems(opened.page, 2);
  return opened;
}

const kept = { transcript: WIPE_OUT, variant: 'othello', result: 'black', current: false };

test('a game played to its end is kept once, across reloads and offline', { timeout: 120_000 }, async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=othello');
  await serviceWorkerActive(page);
  await openArchive(reversi);
  // The game in progress is listed on top, not kept.
  assert.deepEqual(await items(page), [{ transcript: '', variant: 'othello', result: 'unfinished', current: true }]);
  await closeArchive(reversi);
  await playGame(reversi, WIPE_OUT);
  await openArchive(reversi);
  assert.deepEqual(await items(page), [kept]);
  await closeArchive(reversi);
  await reversi.reload();
  await openArchive(reversi);
  assert.deepEqual(await items(page), [kept], 'once, after a reload');
  await closeArchive(reversi);
  await context.setOffline(true);
  await reversi.reload();
  await openArchive(reversi);
  assert.deepEqual(await items(page), [kept]);
  await closeArchive(reversi);
  // Offline, a second game is kept too (newest first).
  await reversi.newGame('othello');
  await playGame(reversi, TURNED);
  await reversi.reload();
  await openArchive(reversi);
  assert.deepEqual(await items(page), [{ ...kept, transcript: TURNED }, kept]);
  // Review opens a kept game on the board with its moves.
  await page.locator('[data-testid="archive-item"]').nth(1).locator('[data-testid="archive-review"]').click();
  await reversi.testId('archive-dialog').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), WIPE_OUT);
  assert.equal(await reversi.moveCount(), 9);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game opened by a link lands in the archive once', async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&moves=${WIPE_OUT}`);
  await reversi.open(`?variant=othello&moves=${WIPE_OUT}`);
  await openArchive(reversi);
  assert.deepEqual(await items(page), [kept]);
  // The row gives the score, the winner's first (the export's "black 64-0").
  assert.equal(await page.locator('[data-testid="archive-item"] .archive-result').textContent(), 'Black wins 64–0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the games go out as one file and come back the same', async () => {
  const { reversi, page, context, errors } = await withTwoKept();
  const before = await items(page);
  const file = await download(page, 'archive-export');
  assert.equal(file.name, 'reversi-games.txt');
  const lines = file.text.trim().split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.length, 3);
  // Oldest first; the result as the moves give it (64-0 to black).
  assert.match(lines[1], new RegExp(`^date=\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ\tvariant=othello\tblack=human\twhite=human\tresult=black 64-0\tmoves=${WIPE_OUT}$`));
  assert.match(lines[2], new RegExp(`moves=${TURNED}$`));
  const ggf = await download(page, 'archive-export-ggf');
  assert.equal(ggf.name, 'reversi-games.ggf');
  const records = ggf.text.trim().split('\n');
  assert.equal(records.length, 2);
  assert.ok(records.every((r) => r.startsWith('(;GM[Othello]') && r.includes('RE[+64]')), ggf.text);
  assert.match(records[0], /B\[f5\]W\[d6\]B\[c5\]/i);
  await context.close();

  // Another device (a fresh context): the file brings the same games.
  const other = await env.openGame('?variant=classic');
  await openArchive(other.reversi);
  await other.page.locator('[data-testid="archive-import"]').setInputFiles({
    name: 'reversi-games.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file.text),
  });
  await other.page.waitForFunction(() => /2/.test(document.querySelector('[data-testid="archive-status"]').textContent));
  assert.equal(await other.reversi.text('archive-status'), 'Games added: 2. Already kept: 0.');
  const after = (await items(other.page)).filter((row) => !row.current);
  assert.deepEqual(after, before);
  const again = await download(other.page, 'archive-export');
  assert.equal(again.text, file.text, 'the same file, dates included');
  // The same file twice adds nothing.
  await other.page.locator('[data-testid="archive-import"]').setInputFiles({
    name: 'again.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file.text),
  });
  await other.page.waitForFunction(() => /Already kept: 2/.test(document.querySelector('[data-testid="archive-status"]').textContent));
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
  await other.context.close();
});

test('a damaged file is refused with its line and reason, and the archive keeps what it had', async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&moves=${WIPE_OUT}`);
  const stored = () => page.evaluate(() => localStorage.getItem('reversi.archive'));
  const before = await stored();
  assert.ok(before.startsWith(HEADER));
  await openArchive(reversi);
  const good = before.trim().split('\n')[1];
  const damaged = `${HEADER}\n${good.replace(WIPE_OUT, TURNED)}\nthis line is no game\n`;
  await page.locator('[data-testid="archive-import"]').setInputFiles({
    name: 'damaged.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(damaged),
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="archive-status"]').textContent.includes('Line'));
  assert.equal(
    await reversi.text('archive-status'),
    'Line 3 of the file cannot be read: fields must be name=value, separated by tabs. Nothing was imported.',
  );
  assert.deepEqual(await items(page), [kept], 'not even the good line of it');
  assert.equal(await stored(), before);
  // A file of something else: told what the first line should be.
  await page.locator('[data-testid="archive-import"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('shopping list\nmilk\n'),
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="archive-status"]').textContent.includes(' first line'));
  assert.equal(await stored(), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged stored archive is kept aside, and a refused write is said and overwrites nothing', async () => {
  const { page, context, errors } = await env.newPage();
  const damaged = `${HEADER}\nnot a game`;
  await page.addInitScript((damaged) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('reversi.archive', damaged);
      sessionStorage.setItem('seeded', '1');
    }
  }, damaged);
  const reversi = new ReversiPage(page, env.url);
  await reversi.open('?variant=othello');
  await reversi.testId('load-notice').waitFor();
  assert.match(await reversi.text('load-notice'), /games kept on this device could not be read/);
  await playGame(reversi, WIPE_OUT);
  const after = await page.evaluate(() => [localStorage.getItem('reversi.archive.kept'), localStorage.getItem('reversi.archive')]);
  assert.equal(after[0], damaged, 'the damaged text kept aside');
  assert.match(after[1], new RegExp(`moves=${WIPE_OUT}$`, 'm'));

  // Storage refuses the archive's writes (full): said, and what it held stays.
  await page.evaluate(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'reversi.archive') throw new DOMException('full', 'QuotaExceededError');
      return real.call(this, key, value);
    };
  });
  const held = await page.evaluate(() => localStorage.getItem('reversi.archive'));
  await reversi.newGame('othello');
  await playGame(reversi, TURNED);
  await reversi.testId('archive-notice').waitFor();
  assert.match(await reversi.text('archive-notice'), /archive could not be saved/);
  assert.equal(await page.evaluate(() => localStorage.getItem('reversi.archive')), held);
  // The game is still listed, so that it can be exported.
  await openArchive(reversi);
  assert.equal((await items(page)).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('deleting a game asks first', async () => {
  const { reversi, page, context, errors } = await withTwoKept();
  const row = page.locator('[data-testid="archive-item"]').nth(1);
  await row.locator('[data-testid="archive-delete"]').click();
  await reversi.testId('archive-delete-confirm').waitFor();
  // The question takes the focus (once drawn: on a loaded machine a frame
  // after it shows); nothing is deleted yet.
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'archive-delete-confirm', null, {
    timeout: 5_000,
  });
  assert.equal((await items(page)).length, 2);
  await reversi.testId('archive-delete-cancel').click();
  await reversi.testId('archive-delete-confirm').waitFor({ state: 'detached' });
  assert.equal((await items(page)).length, 2);
  await row.locator('[data-testid="archive-delete"]').click();
  await reversi.testId('archive-delete-confirm').click();
  await waitForItems(page, 1);
  assert.deepEqual(await items(page), [{ ...kept, transcript: TURNED }]);
  // Gone for good: not back after a reload.
  await reversi.reload();
  await openArchive(reversi);
  assert.deepEqual(await items(page), [{ ...kept, transcript: TURNED }]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('opening a kept game keeps the game in progress for "Back to the game"', async () => {
  const { reversi, page, context, errors } = await env.openGame(`?variant=othello&moves=${WIPE_OUT}`);
  await reversi.newGame('othello');
  await reversi.playAll(['f5', 'f6']);
  await openArchive(reversi);
  await page.locator('[data-testid="archive-item"]:not([data-current]) [data-testid="archive-review"]').click();
  assert.equal(await reversi.transcript(), WIPE_OUT);
  await reversi.testId('back-to-game').click();
  assert.equal(await reversi.transcript(), 'f5f6');
  // And it is the saved game still.
  await reversi.reload();
  assert.equal(await reversi.transcript(), 'f5f6');
  assert.deepEqual(errors, []);
  await context.close();
});
