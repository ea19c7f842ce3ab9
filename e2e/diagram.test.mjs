// Diagrams of the position on show: the SVG download is valid XML with the
// 64 squares and the discs of the board, the PNG download decodes to the
// size the button states; and the embed's Analyse link opens the game on
// show in the full app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, start, ROOT } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();

/** The bytes of the download a click on `testid` starts, and its name. */
async function download(page, testid) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-testid="${testid}"]`).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** Reads an SVG with the browser's XML parser: a parse error, the squares,
 * the discs by square, the numbers by square, the coordinates. */
async function readSvg(page, text) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    const all = (selector) => [...doc.querySelectorAll(selector)];
    return {
      error: error ? error.textContent : null,
      root: doc.documentElement.localName,
      squares: all('rect.square').length,
      discs: Object.fromEntries(all('circle.disc').map((c) => [c.getAttribute('data-square'), c.getAttribute('data-disc')])),
      numbers: Object.fromEntries(all('text.number').map((t) => [t.getAttribute('data-square'), t.textContent])),
      coordinates: all('text.coordinate').length,
      toMove: doc.querySelector('circle.to-move')?.getAttribute('data-disc') ?? null,
      size: [doc.documentElement.getAttribute('width'), doc.documentElement.getAttribute('height')].map(Number),
    };
  }, text);
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian),
 * after checking the signature and that IHDR comes first. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the SVG diagram shows the position on show, and the PNG has the size stated', async () => {
  // Othello, from the cross (d4, e5 white; d5, e4 black): f5 turns e5,
  // then white's d6 turns d5 (between d6 and d4). Black to move.
  const { reversi, page, context, errors } = await env.openGame('?variant=othello&moves=f5d6');
  const expected = { d4: 'white', d5: 'white', d6: 'white', e4: 'black', e5: 'black', f5: 'black' };
  const board = Object.fromEntries(Object.entries(await reversi.board()).filter(([, disc]) => disc !== 'empty'));
  assert.deepEqual(board, expected, 'the board on show');
  await reversi.testId('diagram').click();
  await reversi.testId('diagram-dialog').waitFor();
  const svg = await download(page, 'diagram-svg');
  assert.equal(svg.name, 'reversi-position.svg');
  const read = await readSvg(page, svg.bytes.toString('utf8'));
  assert.equal(read.error, null);
  assert.equal(read.root, 'svg');
  assert.equal(read.squares, 64);
  assert.deepEqual(read.discs, expected);
  assert.deepEqual(read.numbers, { d6: '2' }, 'the last move numbered');
  assert.equal(read.coordinates, 16);
  assert.equal(read.toMove, 'black');
  // 40-pixel squares: 320 for the board, 20 each side for the coordinates,
  // 40 under it for the side to move.
  assert.deepEqual(read.size, [360, 400]);
  // The PNG: the same picture scaled to 1200 pixels on its longer side.
  assert.match(await reversi.text('diagram-png'), /1080 × 1200/);
  const png = await download(page, 'diagram-png');
  assert.equal(png.name, 'reversi-position.png');
  assert.deepEqual(pngSize(png.bytes), [1080, 1200]);

  // Without coordinates and the side to move, every move numbered.
  await reversi.testId('diagram-coords').uncheck();
  await reversi.testId('diagram-side').uncheck();
  await reversi.testId('diagram-numbers').selectOption({ index: 4 });
  await reversi.waitForText('diagram-png', '1200 × 1200');
  const bare = await readSvg(page, (await download(page, 'diagram-svg')).bytes.toString('utf8'));
  assert.equal(bare.coordinates, 0);
  assert.equal(bare.toMove, null);
  assert.deepEqual(bare.numbers, { f5: '1', d6: '2' });
  assert.deepEqual(pngSize((await download(page, 'diagram-png')).bytes), [1200, 1200]);

  // An earlier position under review is the one drawn.
  await reversi.testId('diagram-close').click();
  await reversi.testId('review-prev').click();
  await reversi.testId('diagram').click();
  const earlier = await readSvg(page, (await download(page, 'diagram-svg')).bytes.toString('utf8'));
  assert.deepEqual(earlier.discs, { d4: 'white', d5: 'black', e4: 'black', e5: 'black', f5: 'black' });
  assert.equal(earlier.toMove, 'white');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the embed's Analyse link opens the same game in the full app", async () => {
  const { page, context, errors } = await env.newPage();
  await page.goto(env.url + '?embed=1&variant=othello&moves=f5d6&black=human&white=human');
  const link = page.locator('[data-testid="embed-analyse"]');
  await link.waitFor();
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.match(await link.getAttribute('rel'), /\bnoopener\b/);
  const href = new URL(await link.getAttribute('href'));
  assert.equal(href.origin + href.pathname, env.url);
  assert.equal(href.searchParams.get('embed'), null, 'the full app, not the embed');
  assert.equal(href.searchParams.get('variant'), 'othello');
  assert.equal(href.searchParams.get('moves'), 'f5d6');
  // Played on in the frame: the link follows.
  await page.locator('[data-square="c3"]').click();
  await page.waitForFunction(() => new URL(document.querySelector('[data-testid="embed-analyse"]').href).searchParams.get('moves') === 'f5d6c3');
  const [full] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const reversi = new ReversiPage(full, env.url);
  await reversi.ready();
  assert.equal(await reversi.transcript(), 'f5d6c3');
  assert.equal(await full.locator('[data-testid="embed"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('under the strict CSP of docs/hosting.md the preview and the PNG work, with no violation', async () => {
  const csp = readFileSync(join(ROOT, 'docs', 'hosting.md'), 'utf8').match(/^Content-Security-Policy: (.+)$/m)[1];
  const strict = await start({ csp });
  try {
    const { page, context, errors } = await strict.newPage();
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const reversi = new ReversiPage(page, strict.url);
    await reversi.open('?variant=othello&moves=f5d6');
    await reversi.testId('diagram').click();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="diagram-preview"]');
      return img?.complete && img.naturalWidth > 0;
    });
    assert.equal(await page.evaluate(() => document.querySelector('[data-testid="diagram-preview"]').naturalWidth), 360);
    assert.deepEqual(pngSize((await download(page, 'diagram-png')).bytes), [1080, 1200]);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await strict.stop();
  }
});
