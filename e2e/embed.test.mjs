// Embed mode (?embed=1) and its postMessage API: a host page served from
// another origin (another port) frames the game, hears ready, move and
// gameover, and drives it with loadMoves, setPlayers and newGame; hostile
// messages change nothing; the compact layout fits a 280×280 frame; the
// "Embed on your site" dialog builds the snippet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, nextFrames, ROOT } from './support/browser.mjs';
import { serve } from './support/server.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const CSP = readFileSync(join(ROOT, 'docs', 'hosting.md'), 'utf8').match(/^Content-Security-Policy: (.+)$/m)[1];

let env;
let host;
let hostDir;
before(async () => {
  env = await start();
  hostDir = mkdtempSync(join(tmpdir(), 'reversi-host-'));
  cpSync(join(ROOT, 'docs', 'embed-example.js'), join(hostDir, 'embed-example.js'));
  host = await serve(hostDir, 0);
});
after(async () => {
  await env?.stop();
  await host?.close();
  if (hostDir) rmSync(hostDir, { recursive: true, force: true });
});

/** The example host page of docs/, framing the game at `query`. */
function hostPage(name, query) {
  const html = readFileSync(join(ROOT, 'docs', 'embed-example.html'), 'utf8').replace(
    /src="https:\/\/club\.example\/reversi\/[^"]*"/,
    `src="${env.url}${query.replaceAll('&', '&amp;')}"`,
  );
  assert.ok(html.includes(env.url), 'the example page frames the test server');
  writeFileSync(join(hostDir, name), html);
  return host.url + name;
}

/** Opens a host page; collects the messages it receives and the embed's warnings. */
async function openHost(query, name = 'host.html', prepare = async () => {}) {
  assert.notEqual(new URL(host.url).origin, new URL(env.url).origin, 'cross-origin');
  const { page, context, errors } = await env.newPage();
  await prepare(page);
  await page.addInitScript(() => {
    if (window === window.top) {
      window.__events = [];
      window.addEventListener('message', (event) => window.__events.push(event.data));
    }
  });
  // The example page has no icon of its own.
  await page.route(`${new URL(host.url).origin}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  const warnings = [];
  const waiting = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('reversi:')) {
      warnings.push(message.text());
      for (const waiter of waiting.filter((w) => warnings.length >= w.count)) waiter.done();
    }
  });
  /** Resolves once `count` warnings have arrived (the test's timeout bounds it). */
  const untilWarnings = (count) =>
    warnings.length >= count ? Promise.resolve() : new Promise((done) => waiting.push({ count, done }));
  await page.goto(hostPage(name, query));
  const frame = page.frameLocator('#reversi');
  await frame.locator('[data-square="h8"]').waitFor();
  const ready = await nextEvent(page, 'ready', 0);
  return { page, context, errors, warnings, untilWarnings, frame, ready };
}

async function eventCount(page) {
  return page.evaluate(() => window.__events.length);
}

/** The first event of `type` at or after index `from`. */
async function nextEvent(page, type, from) {
  const handle = await page.waitForFunction(
    ([type, from]) => window.__events.slice(from).find((event) => event?.type === type),
    [type, from],
    { timeout: 20_000 },
  );
  return handle.jsonValue();
}

async function send(page, message) {
  await page.evaluate((message) => document.getElementById('reversi').contentWindow.postMessage(message, '*'), message);
}

async function frameTranscript(frame) {
  return frame.locator('[data-testid="embed"]').evaluate(() => {
    const link = document.querySelector('[data-testid="embed-full"]').getAttribute('href');
    return new URL(link).searchParams.get('moves');
  });
}

async function frameBoard(frame) {
  return frame.locator('[data-testid="board"]').evaluate((board) =>
    Object.fromEntries([...board.querySelectorAll('[data-square]')].map((s) => [s.dataset.square, s.dataset.disc])),
  );
}

test('the host hears ready, move and gameover, and drives the game', { timeout: 120_000 }, async () => {
  // The visitor's own game, saved on the game's origin: the embed must not touch it.
  const visitorsGame = async (page) => {
    const mine = new ReversiPage(page, env.url);
    await mine.open('?variant=free');
    await mine.playAll(['d4', 'e4']);
  };
  const { page, context, errors, frame, ready, warnings } = await openHost(
    '?embed=1&variant=othello&black=human&white=human',
    'host.html',
    visitorsGame,
  );
  assert.deepEqual(ready, {
    type: 'ready',
    version: 1,
    variant: 'othello',
    transcript: '',
    players: { black: 'human', white: 'human' },
    turn: 'black',
  });

  // A click in the frame: a move event with the flips and the transcript.
  let from = await eventCount(page);
  await frame.locator('[data-square="f5"]').click();
  const move = await nextEvent(page, 'move', from);
  assert.deepEqual(move, {
    type: 'move',
    number: 1,
    square: 'f5',
    color: 'black',
    flipped: ['e5'],
    transcript: 'f5',
    pass: null,
    turn: 'white',
  });
  // The example page logs it as text.
  await page.waitForFunction(() => document.getElementById('log').textContent.includes('move 1: black f5 flips e5'));

  // loadMoves: the shortest Othello game but its last move; then play it.
  await send(page, { type: 'loadMoves', moves: 'e6f4e3f6g5d6e7f5' });
  await frame.locator('[data-square="c5"][data-legal="true"]').waitFor();
  assert.equal(await frameTranscript(frame), 'e6f4e3f6g5d6e7f5');
  from = await eventCount(page);
  await frame.locator('[data-square="c5"]').click();
  const last = await nextEvent(page, 'move', from);
  assert.equal(last.number, 9);
  assert.equal(last.turn, null);
  const over = await nextEvent(page, 'gameover', from);
  // From the engine's command line, run beforehand:
  // `reversi show --variant othello --moves e6f4e3f6g5d6e7f5c5` prints
  // "game over: black wins 64-0" and "discs on board: black 13, white 0".
  assert.deepEqual(over, {
    type: 'gameover',
    result: 'black',
    counts: { black: 13, white: 0 },
    score: { black: 64, white: 0 },
    transcript: 'e6f4e3f6g5d6e7f5c5',
  });
  assert.equal(Number(await frame.locator('[data-testid="score-black"]').textContent()), 13);

  // newGame with a variant; setPlayers puts the computer on the second side.
  await send(page, { type: 'newGame', variant: 'classic' });
  await frame.locator('[data-testid="score-red"]').waitFor();
  assert.equal(await frameTranscript(frame), '');
  assert.ok(Object.values(await frameBoard(frame)).every((disc) => disc === 'empty'));
  await send(page, { type: 'setPlayers', black: 'human', red: 'ai:1' });
  // Taken: the frame's link to the full game names the computer now.
  await frame.locator('[data-testid="embed-full"][href*="red=ai:1"]').waitFor();
  from = await eventCount(page);
  await frame.locator('[data-square="d4"]').click();
  const mineMove = await nextEvent(page, 'move', from);
  assert.equal(mineMove.color, 'black');
  const reply = await page.waitForFunction(
    (from) => window.__events.slice(from).find((e) => e?.type === 'move' && e.color === 'red'),
    from,
    { timeout: 30_000 },
  );
  assert.equal((await reply.jsonValue()).number, 2);

  // A well-formed command the rules refuse: an error event, a text notice, the game kept.
  from = await eventCount(page);
  const before = await frameTranscript(frame);
  await send(page, { type: 'loadMoves', moves: '<b>d4d4</b>' });
  const error = await nextEvent(page, 'error', from);
  assert.equal(error.command, 'loadMoves');
  await frame.locator('[data-testid="load-notice"]').waitFor();
  assert.equal(await frame.locator('[data-testid="load-notice"] b').count(), 0);
  assert.equal(await frameTranscript(frame), before);
  assert.ok(warnings.some((w) => w.includes('loadMoves refused')), warnings.join('\n'));
  assert.deepEqual(errors, []);

  // The visitor's saved game is still the one they played.
  const again = new ReversiPage(page, env.url);
  await again.openPlain();
  assert.equal(await again.transcript(), 'd4e4');
  assert.equal(await page.evaluate(() => localStorage.getItem('reversi.game').includes('variant free')), true);
  await context.close();
});

test('hostile messages are ignored with a warning and change nothing', { timeout: 60_000 }, async () => {
  const { page, context, errors, frame, warnings, untilWarnings } = await openHost(
    '?embed=1&variant=othello&moves=f5d6&black=human&white=human',
    'hostile.html',
  );
  const board = await frameBoard(frame);
  const hostile = [
    'newGame',
    42,
    null,
    [{ type: 'newGame' }],
    {},
    { type: 5 },
    { type: '<img src=x onerror=alert(1)>' },
    { type: 'newGame'.repeat(1000) },
    { type: 'loadMoves' },
    { type: 'loadMoves', moves: 'd3'.repeat(100_000) },
    { type: 'loadMoves', moves: ['f5'] },
    { type: 'loadMoves', moves: 'c3', extra: 1 },
    { type: 'newGame', players: 'ai:8' },
    { type: 'newGame', players: { black: 'human', white: { level: 8 } } },
    { type: 'newGame', variant: 'classic', a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 },
    { type: 'setPlayers', black: 'human' },
    { type: 'setPlayers', black: 'human', white: 'human', red: 'human' },
  ];
  for (const message of hostile) await send(page, message);
  await untilWarnings(hostile.length);
  assert.equal(warnings.length, hostile.length, warnings.join('\n'));
  for (const warning of warnings) assert.ok(warning.length < 200, `bounded: ${warning.length}`);

  // A sibling frame of the host page is not the host: ignored too.
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.id = 'other';
    document.body.append(other);
  });
  const sibling = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:blank');
  await sibling.evaluate(() => parent.document.getElementById('reversi').contentWindow.postMessage({ type: 'newGame' }, '*'));
  await untilWarnings(hostile.length + 1);
  assert.equal(warnings.length, hostile.length + 1, warnings.join('\n'));
  assert.match(warnings.at(-1), /did not come from the page around the frame/);
  // Messages are handled in the order sent: all of them have been by now.
  await nextFrames(page.frames().find((f) => f.url().startsWith(env.url)));
  assert.deepEqual(await frameBoard(frame), board);
  assert.equal(await frameTranscript(frame), 'f5d6');
  assert.equal(await frame.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.__events.filter((e) => e?.type !== 'ready').length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

async function layout(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    const status = document.querySelector('[data-testid="status"]');
    const root = document.documentElement;
    return {
      scrollX: root.scrollWidth > root.clientWidth,
      scrollY: root.scrollHeight > root.clientHeight,
      board: { left: board.left, top: board.top, right: board.right, bottom: board.bottom, width: board.width, height: board.height },
      statusFont: parseFloat(getComputedStyle(status).fontSize),
      statusVisible: status.getBoundingClientRect().bottom <= innerHeight,
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
}

test('the embed fills a 280×280 frame with a square board and no scrollbars', async () => {
  for (const viewport of [{ width: 280, height: 280 }, { width: 600, height: 380 }, { width: 320, height: 560 }]) {
    const { page, context, errors } = await env.newPage({ viewport });
    await page.goto(env.url + '?embed=1&variant=classic&moves=d4d5e4e5d6&black=human&red=human');
    await page.locator('[data-square="h8"]').waitFor();
    const shot = await layout(page);
    assert.equal(shot.scrollX, false, `no horizontal scroll at ${viewport.width}×${viewport.height}`);
    assert.equal(shot.scrollY, false, `no vertical scroll at ${viewport.width}×${viewport.height}`);
    assert.ok(Math.abs(shot.board.width - shot.board.height) <= 1.5, `square board: ${JSON.stringify(shot.board)}`);
    assert.ok(shot.board.right <= viewport.width && shot.board.bottom <= viewport.height, JSON.stringify(shot.board));
    assert.ok(shot.board.left >= 0 && shot.board.top >= 0, JSON.stringify(shot.board));
    // The board takes what the frame allows.
    const side = Math.min(viewport.width, viewport.height);
    assert.ok(shot.board.width >= side * 0.75, `board ${shot.board.width} in ${side}`);
    assert.ok(shot.board.width / 8 >= 24, 'squares at least 24 px');
    assert.ok(shot.statusFont >= 12 && shot.statusVisible, JSON.stringify(shot));
    // Playable: the essentials are there.
    for (const id of ['new-game', 'undo', 'redo', 'score-black', 'score-red']) {
      assert.ok(await page.locator(`[data-testid="${id}"]`).isVisible(), id);
    }
    const legal = page.locator('[data-legal="true"]').first();
    const square = await legal.getAttribute('data-square');
    await legal.click();
    await page.waitForFunction((square) => document.querySelector(`[data-square="${square}"]`).dataset.disc === 'red', square);
    if (viewport.width === 280) await page.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'embed-280-square.png') });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('theme and coords parameters', async () => {
  const look = async (query) => {
    const { page, context } = await env.newPage({ viewport: { width: 360, height: 360 } });
    await page.goto(env.url + query);
    await page.locator('[data-square="h8"]').waitFor();
    const result = await page.evaluate(() => {
      const embed = document.querySelector('[data-testid="embed"]');
      const coords = document.querySelector('.coords');
      const board = getComputedStyle(document.querySelector('.square')).backgroundImage;
      return {
        classes: embed.className,
        coords: coords.getBoundingClientRect().width > 0,
        paper: getComputedStyle(embed).backgroundColor,
        board,
      };
    });
    await context.close();
    return result;
  };
  const plain = await look('?embed=1&variant=classic');
  const green = await look('?embed=1&variant=classic&theme=othello,dark&coords=0');
  assert.match(plain.classes, /theme-classic/);
  assert.match(plain.classes, /scheme-auto/);
  assert.equal(plain.coords, true);
  assert.match(green.classes, /theme-othello/);
  assert.match(green.classes, /scheme-dark/);
  assert.equal(green.coords, false);
  assert.notEqual(green.board, plain.board, 'the board look changed');
  const [r, g, b] = green.paper.match(/\d+/g).map(Number);
  assert.ok(r + g + b < 150, `dark paper: ${green.paper}`);
  const light = await look('?embed=1&variant=othello&theme=dark,classic&coords=1');
  assert.match(light.classes, /theme-classic/);
  assert.equal(light.coords, true);
});

test('garbage embed parameters give a bounded text notice and a working board', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 320, height: 320 } });
  const query =
    '?embed=1&theme=' + encodeURIComponent('<img src=x onerror=alert(1)>'.repeat(200)) +
    '&coords=maybe&lang=%3Cscript%3E&black=ai:99&moves=' + 'zz'.repeat(3000);
  await page.goto(env.url + query);
  await page.locator('[data-square="h8"]').waitFor();
  const notices = page.locator('[data-testid="load-notice"]');
  await notices.first().waitFor();
  assert.ok((await notices.count()) >= 2);
  for (const text of await notices.allTextContents()) assert.ok(text.length < 400, `bounded: ${text.length}`);
  assert.equal(await page.locator('[data-testid="embed"] img, [data-testid="embed"] script').count(), 0);
  assert.ok((await notices.allTextContents()).some((t) => t.includes('theme="<img')), 'the value is quoted as text');
  // Still a game: the starting position, playable once the notices are dismissed.
  await notices.first().locator('button').click();
  await notices.first().waitFor({ state: 'detached' });
  await page.locator('[data-square="d4"]').click();
  await page.waitForFunction(() => document.querySelector('[data-square="d4"]').dataset.disc === 'black');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tutorial runs inside the embed', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 400, height: 400 } });
  await page.goto(env.url + '?embed=1&tutorial=1');
  await page.locator('[data-testid="tutorial"]').waitFor();
  assert.match(await page.locator('[data-testid="tutorial-step"]').textContent(), /1/);
  await page.locator('[data-testid="tutorial-next"]').click();
  assert.match(await page.locator('[data-testid="tutorial-step"]').textContent(), /2/);
  // The board makes room for the panel: still square, no scrollbars, nothing covered.
  const shot = await layout(page);
  assert.equal(shot.scrollX || shot.scrollY, false);
  assert.ok(Math.abs(shot.board.width - shot.board.height) <= 1.5, JSON.stringify(shot.board));
  const panelTop = await page.locator('[data-testid="tutorial"]').evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(shot.board.bottom <= panelTop + 1, `board ${shot.board.bottom} above the panel ${panelTop}`);
  assert.equal(await page.evaluate(() => localStorage.getItem('reversi.game')), null, 'nothing saved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Embed on your site" builds the snippet, previews it and copies it (sub-path, strict CSP)', async () => {
  const sub = await start({ prefix: '/club/reversi/', csp: CSP });
  try {
    const { page, context, errors } = await sub.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(sub.url).origin });
    const reversi = new ReversiPage(page, sub.url);
    await reversi.open('?variant=othello');
    await reversi.playAll(['f5', 'd6']);
    await reversi.testId('embed-open').click();
    const dialog = reversi.testId('embed-dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('role'), 'dialog');
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    assert.ok(await page.evaluate(() => document.querySelector('[data-testid="embed-dialog"]').contains(document.activeElement)));

    const snippet = () => reversi.testId('embed-snippet').inputValue();
    let text = await snippet();
    assert.equal(
      text,
      `<iframe src="${sub.url}?embed=1&amp;variant=othello&amp;moves=f5d6&amp;black=human&amp;white=human&amp;lang=en" width="360" height="450" style="max-width:100%;border:0" title="Reversi" loading="lazy"></iframe>`,
    );
    await reversi.testId('embed-coords').uncheck();
    await reversi.testId('embed-look').selectOption('classic');
    await reversi.testId('embed-scheme').selectOption('dark');
    await reversi.testId('embed-size').selectOption('280');
    await reversi.testId('embed-player-second').selectOption('ai:5');
    await reversi.testId('embed-this-game').uncheck();
    text = await snippet();
    assert.equal(
      text,
      `<iframe src="${sub.url}?embed=1&amp;variant=othello&amp;black=human&amp;white=ai:5&amp;theme=classic,dark&amp;coords=0&amp;lang=en" width="280" height="352" style="max-width:100%;border:0" title="Reversi" loading="lazy"></iframe>`,
    );
    // Fitting the page's width: as wide as the column, 4:5 (at most 640 × 730).
    await reversi.testId('embed-size').selectOption('fit');
    assert.equal(
      await snippet(),
      `<iframe src="${sub.url}?embed=1&amp;variant=othello&amp;black=human&amp;white=ai:5&amp;theme=classic,dark&amp;coords=0&amp;lang=en" style="width:100%;max-width:640px;aspect-ratio:4/5;height:auto;max-height:730px;border:0" title="Reversi" loading="lazy"></iframe>`,
    );
    // On a host page, neither snippet draws a frame round the board.
    const fit = await snippet();
    const club = await context.newPage();
    for (const [html, width] of [[text, 280], [fit, 640]]) {
      await club.setContent(`<!doctype html><body style="width:800px">${html}</body>`);
      const frame = await club.$eval('iframe', (f) => {
        const style = getComputedStyle(f);
        return { border: ['Top', 'Right', 'Bottom', 'Left'].map((side) => style[`border${side}Width`]), width: f.getBoundingClientRect().width };
      });
      assert.deepEqual(frame, { border: ['0px', '0px', '0px', '0px'], width }, html);
    }
    await club.close();
    await reversi.testId('embed-size').selectOption('280');
    // The live preview shows that embed.
    const preview = reversi.testId('embed-preview');
    assert.equal(await preview.getAttribute('src'), text.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&'));
    const framed = page.frameLocator('[data-testid="embed-preview"]');
    await framed.locator('[data-square="h8"]').waitFor();
    assert.match(await framed.locator('[data-testid="embed"]').getAttribute('class'), /theme-classic.*|scheme-dark/);
    assert.equal(await framed.locator('.coords').first().isVisible(), false);

    await reversi.testId('embed-copy').click();
    await reversi.waitForText('embed-copy-status', 'copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'embed-open');
    // The player's game is as it was.
    assert.equal(await reversi.transcript(), 'f5d6');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await sub.stop();
  }
});
