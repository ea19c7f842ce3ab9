// The play experience at phone sizes, in the dark, in dialogs and in the
// embed: what must be on the first screen, what must fit, what must not
// move. Geometry is read from the page's boxes; expected sizes come from the
// viewport and the frame, not from the stylesheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS, nextFrames } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME } from './support/games.mjs';

const env = useSite({ artifacts: true });

const PHONES = [
  [320, 640],
  [360, 740],
  [390, 844],
];
const LANGUAGES = ['en', 'ru', 'hu'];
const MIDGAME = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';

/** Fails unless the element's box lies inside the viewport (1 px slack for rounding). */
async function assertOnFirstScreen(page, selector, { width, height }) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is shown`);
  const where = `${selector} at x ${box.x}–${box.x + box.width}, y ${box.y}–${box.y + box.height} in ${width}×${height}`;
  assert.ok(box.x >= -1 && box.y >= -1, where);
  assert.ok(box.x + box.width <= width + 1 && box.y + box.height <= height + 1, where);
}

/** Every visible control of the open dialog, with its box and the dialog's. */
async function dialogControls(page, testId) {
  return page.evaluate((testId) => {
    const dialog = document.querySelector(`[data-testid="${testId}"]`);
    const box = dialog.getBoundingClientRect();
    const controls = [...dialog.querySelectorAll('button, select, input, textarea, a[href], h2, legend')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.dataset.testid ?? e.tagName, left: r.left, right: r.right, top: r.top, width: r.width };
      });
    return {
      dialog: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      scrollTop: dialog.scrollTop,
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
      controls,
    };
  }, testId);
}

function assertControlsFit(found, width, label) {
  const { dialog, controls } = found;
  assert.ok(dialog.left >= 0 && dialog.right <= width, `${label}: dialog ${dialog.left}–${dialog.right} inside ${width}`);
  assert.ok(found.scrollWidth <= found.clientWidth + 1, `${label}: no sideways scroll (${found.scrollWidth} > ${found.clientWidth})`);
  for (const c of controls) {
    assert.ok(
      c.left >= dialog.left - 0.5 && c.right <= dialog.right + 0.5,
      `${label}: ${c.name} at ${c.left}–${c.right} outside the dialog ${dialog.left}–${dialog.right}`,
    );
  }
}

async function openInLanguage(viewport, lang, query) {
  const { page, context, errors } = await env.newPage({ viewport });
  const reversi = new ReversiPage(page, env.url);
  await reversi.openPlain(`${query}${query ? '&' : '?'}lang=${lang}`);
  return { page, context, errors, reversi };
}

for (const [width, height] of PHONES) {
  for (const lang of LANGUAGES) {
    test(`${width}×${height} ${lang}: board, status, scores and discs left on the first screen`, async () => {
      const viewport = { width, height };
      const { page, context, errors, reversi } = await openInLanguage(
        viewport,
        lang,
        `?variant=classic&moves=${MIDGAME}&black=human&red=ai:3`,
      );
      await reversi.settle();
      for (const selector of [
        '[data-testid="board"]',
        '[data-testid="status"]',
        '[data-testid="score-black"]',
        '[data-testid="score-red"]',
        '[data-testid="supply-black"]',
        '[data-testid="supply-red"]',
        '[data-testid="new-game"]',
      ]) {
        await assertOnFirstScreen(page, selector, viewport);
      }
      assert.equal(await reversi.hasHorizontalScroll(), false);
      if (lang === 'en' && width === 390) {
        await page.screenshot({ path: join(ARTIFACTS, `phone-${width}.png`) });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`${width}×${height} ${lang}: the game-over result on the first screen`, async () => {
      const viewport = { width, height };
      const { page, context, reversi } = await openInLanguage(viewport, lang, `?variant=classic&moves=${EXHAUSTION_GAME}&black=human&red=ai:2`);
      await reversi.testId('game-over').waitFor();
      await reversi.settle();
      await assertOnFirstScreen(page, '[data-testid="game-over"]', viewport);
      await assertOnFirstScreen(page, '[data-testid="play-again"]', viewport);
      await assertOnFirstScreen(page, '[data-testid="play-again-swapped"]', viewport);
      await assertOnFirstScreen(page, '[data-testid="score-black"]', viewport);
      // Who won, in the status above the board (the card under the scores
      // shows the counts and the buttons).
      await assertOnFirstScreen(page, '[data-testid="status"]', viewport);
      const result = (await page.locator('[data-testid="game-over"] .result').textContent()).trim();
      assert.ok((await reversi.status()).includes(result), `the status says “${result}”`);
      if (lang === 'ru' && width === 320) {
        await page.screenshot({ path: join(ARTIFACTS, `phone-over-${width}-ru.png`) });
      }
      await context.close();
    });

    test(`${width}×${height} ${lang}: every dialog fits, opens at its top`, async () => {
      const viewport = { width, height };
      const { page, context, reversi } = await openInLanguage(viewport, lang, `?variant=classic&moves=${MIDGAME}`);
      await reversi.testId('new-game').click();
      await reversi.testId('new-game-dialog').waitFor();
      // The longest option is on show in both menus.
      await reversi.testId('player-black').selectOption('ai:1');
      await reversi.testId('player-second').selectOption('ai:8');
      const newGame = await dialogControls(page, 'new-game-dialog');
      assertControlsFit(newGame, width, `new game ${lang}`);
      await page.keyboard.press('Escape');
      await reversi.testId('new-game-dialog').waitFor({ state: 'detached' });
      await reversi.extra('embed-open');
      await reversi.testId('embed-dialog').waitFor();
      const embed = await dialogControls(page, 'embed-dialog');
      assertControlsFit(embed, width, `embed ${lang}`);
      assert.equal(embed.scrollTop, 0, 'the embed dialog opens at its top');
      if (lang === 'ru' && width === 320) {
        await page.screenshot({ path: join(ARTIFACTS, `embed-dialog-${width}-ru.png`) });
      }
      await page.keyboard.press('Escape');
      await reversi.testId('embed-dialog').waitFor({ state: 'detached' });
      // The archive (with the game in progress listed) and the diagram.
      for (const [open, dialog] of [
        ['archive', 'archive-dialog'],
        ['diagram', 'diagram-dialog'],
      ]) {
        await reversi.extra(open);
        await reversi.testId(dialog).waitFor();
        const found = await dialogControls(page, dialog);
        assertControlsFit(found, width, `${dialog} ${lang}`);
        assert.equal(found.scrollTop, 0, `the ${dialog} opens at its top`);
        if (lang === 'ru' && width === 320) await page.screenshot({ path: join(ARTIFACTS, `${dialog}-${width}-ru.png`) });
        await page.keyboard.press('Escape');
        await reversi.testId(dialog).waitFor({ state: 'detached' });
      }
      await context.close();
    });
  }
}

test('the embed at 280 px: its New game dialog opens at its top, title on show', async () => {
  const { page, context } = await env.newPage({ viewport: { width: 280, height: 280 } });
  await page.goto(`${env.url}?embed=1&lang=ru`);
  await page.locator('[data-square="h8"]').waitFor();
  await page.locator('[data-testid="new-game"]').click();
  const dialog = page.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  assert.equal(await dialog.evaluate((d) => d.scrollTop), 0);
  const title = await page.locator('#new-game-title').boundingBox();
  assert.ok(title.y >= 0 && title.y + title.height <= 280, `title at ${title.y}`);
  assertControlsFit(await dialogControls(page, 'new-game-dialog'), 280, 'embed new game 280');
  // Tab still stays inside.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-testid="new-game-dialog"]') !== null), true);
  await context.close();
});

for (const [width, height] of [
  [280, 280],
  [360, 360],
  [480, 400],
]) {
  test(`the embed in a ${width}×${height} frame: every control and square inside`, async () => {
    const { page, context, errors } = await env.newPage({ viewport: { width, height } });
    await page.goto(`${env.url}?embed=1&variant=othello&moves=f5d6c3&black=human&white=ai:4`);
    await page.locator('[data-square="h8"]').waitFor();
    await nextFrames(page);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-square], .embed-bar button, .embed-bar a, .board-frame')].map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.dataset.square ?? e.dataset.testid ?? e.className, left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
      }),
    );
    for (const b of boxes) {
      const where = `${b.name}: ${b.left},${b.top}–${b.right},${b.bottom} in ${width}×${height}`;
      assert.ok(b.left >= 0 && b.top >= 0 && b.right <= width + 0.01 && b.bottom <= height + 0.01, where);
    }
    // The four toolbar controls share one size and shape, at least 40 px,
    // in one row (or, in a frame as wide as tall, one column beside the board).
    const tools = boxes.filter((b) => ['new-game', 'undo', 'redo', 'embed-full'].includes(b.name));
    assert.equal(tools.length, 4);
    const column = width >= height;
    for (const t of tools) {
      assert.ok(Math.abs(t.width - tools[0].width) < 0.5 && Math.abs(t.height - tools[0].height) < 0.5, JSON.stringify(tools));
      assert.ok(t.width >= 40 && t.height >= 40, JSON.stringify(t));
      if (column) assert.ok(Math.abs(t.left - tools[0].left) < 0.5, `one column: ${JSON.stringify(tools)}`);
      else assert.ok(Math.abs(t.top - tools[0].top) < 0.5, `one row: ${JSON.stringify(tools)}`);
    }
    // The board is square.
    const board = await page.locator('[data-testid="board"]').boundingBox();
    assert.ok(Math.abs(board.width - board.height) < 1, `board ${board.width}×${board.height}`);
    // Who plays: shown from 360 px on (inside the frame, above the board), hidden below.
    const players = page.locator('[data-testid="embed-players"]');
    if (width >= 360) {
      await assertOnFirstScreen(page, '[data-testid="embed-players"]', { width, height });
      const line = await players.boundingBox();
      const frame = boxes.find((b) => b.name.includes('board-frame'));
      assert.ok(line.y + line.height <= frame.top + 0.5, `players ${JSON.stringify(line)} above the board ${JSON.stringify(frame)}`);
      assert.equal((await page.locator('[data-testid="embed-player-black"]').textContent()).trim(), 'Black: Human');
      assert.equal((await page.locator('[data-testid="embed-player-white"]').textContent()).trim(), 'White: Computer, level 4');
    } else {
      assert.equal(await players.isVisible(), false, 'no room for who plays at 280 px');
    }
    if (width === 360) await page.screenshot({ path: join(ARTIFACTS, 'embed-360-square.png') });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the embed says who plays in the visitor\'s language, as the link sets them', async () => {
  const { page, context } = await env.newPage({ viewport: { width: 360, height: 360 } });
  await page.goto(`${env.url}?embed=1&variant=classic&black=ai:5&red=human&lang=ru`);
  await page.locator('[data-square="h8"]').waitFor();
  const text = async (id) => (await page.locator(`[data-testid="${id}"]`).textContent()).trim();
  assert.equal(await text('embed-player-black'), 'Чёрные: Компьютер, ур. 5');
  assert.equal(await text('embed-player-white'), 'Красные: Человек');
  await context.close();
});

test('dark system: the full app is dark, and "Display" offers light and dark', async () => {
  const { page, context } = await env.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open(`?variant=classic&moves=${MIDGAME}`);
  await reversi.settle();
  const luminance = () =>
    page.evaluate(() => {
      const channel = (c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    });
  assert.ok((await luminance()) < 0.2, `body luminance ${await luminance()}`);
  await page.screenshot({ path: join(ARTIFACTS, 'dark-1280.png') });
  const options = await reversi.testId('display').locator('option').evaluateAll((o) => o.map((e) => e.value));
  assert.deepEqual(options, ['auto', 'standard', 'dark', 'high']);
  // Light, chosen, wins over the system; and is kept.
  await reversi.testId('display').selectOption('standard');
  assert.ok((await luminance()) > 0.5, 'light when chosen');
  await reversi.reload();
  assert.ok((await luminance()) > 0.5, 'still light after a reload');
  await context.close();
  // Dark, chosen, on a light system.
  const light = await env.newPage({ viewport: { width: 390, height: 844 } });
  const other = new ReversiPage(light.page, env.url);
  await other.open(`?variant=othello&moves=f5d6c3`);
  await other.testId('display').selectOption('dark');
  const dark = await light.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(dark, 'rgb(27, 23, 20)');
  await light.page.screenshot({ path: join(ARTIFACTS, 'dark-phone-390.png') });
  await light.context.close();
});

test('desktop: the player cards do not move while the computer thinks', { timeout: 60_000 }, async () => {
  const { page, context } = await env.newPage({ viewport: { width: 1280, height: 900 }, pace: 'normal' });
  const reversi = new ReversiPage(page, env.url);
  await reversi.openPlain('?variant=othello&black=human&white=ai:1');
  const cards = page.locator('.players');
  const before = await cards.boundingBox();
  await reversi.square('f5').click();
  // The normal pace keeps the search on show for at least 0.7 s.
  await reversi.testId('thinking').waitFor();
  const during = await cards.boundingBox();
  await page.screenshot({ path: join(ARTIFACTS, 'desktop-thinking-1280.png') });
  await page.waitForFunction(() => document.querySelector('[data-testid="transcript"]').textContent.trim().length === 4);
  await reversi.testId('thinking').waitFor({ state: 'detached' });
  const after = await cards.boundingBox();
  for (const [name, box] of [['during', during], ['after', after]]) {
    assert.ok(Math.abs(box.y - before.y) <= 2, `cards at ${before.y}, ${name} ${box.y}`);
  }
  assert.match(await reversi.status(), /Your move/);
  await context.close();
});

/** From the tutorial's first step to the practice step (5): the centre
 * opening placed, the two starts, the first flip. */
async function toPractice(reversi, page) {
  const next = async () => {
    await page.waitForFunction(() => !document.querySelector('[data-testid="tutorial-next"]').disabled);
    await reversi.testId('tutorial-next').click();
  };
  await next();
  for (const s of ['d4', 'd5', 'e4', 'e5']) await reversi.square(s).click();
  await next();
  await reversi.waitForText('tutorial-step', '3');
  await next();
  await next();
  await reversi.square('d6').click();
  await next();
  await reversi.waitForText('tutorial-step', '5');
}

for (const [width, height] of PHONES) {
  for (const lang of ['en', 'ru']) {
    test(`${width}×${height} ${lang}: the tutorial's panel and the board both on the first screen`, async () => {
      const viewport = { width, height };
      const { page, context, reversi } = await openInLanguage(viewport, lang, '?tutorial=1');
      await reversi.testId('tutorial').waitFor();
      for (const at of ['step 1', 'practice']) {
        if (at === 'practice') await toPractice(reversi, page);
        await assertOnFirstScreen(page, '[data-testid="tutorial"]', viewport);
        await assertOnFirstScreen(page, '[data-testid="board"]', viewport);
      }
      if (lang === 'en' && width === 360) await page.screenshot({ path: join(ARTIFACTS, `tutorial-phone-${width}.png`) });
      await context.close();
    });
  }
}

test('the practice step hides the legal moves until a first try', async () => {
  const { page, context, reversi } = await openInLanguage({ width: 1280, height: 900 }, 'en', '?tutorial=1');
  await reversi.testId('tutorial').waitFor();
  await reversi.testId('tutorial-next').click();
  for (const s of ['d4', 'd5', 'e4', 'e5']) await reversi.square(s).click();
  await reversi.testId('tutorial-next').click();
  await reversi.waitForText('tutorial-step', '3 / 8');
  await reversi.testId('tutorial-back').click();
  await reversi.testId('tutorial-back').click();
  await toPractice(reversi, page);
  const rings = () => page.locator('.square.legal').count();
  assert.ok((await reversi.legalSquares()).length > 0, 'there are legal moves');
  assert.equal(await rings(), 0, 'none is marked');
  await reversi.square('a1').click();
  await reversi.waitForText('tutorial-feedback', 'a1');
  assert.equal(await rings(), (await reversi.legalSquares()).length, 'after a try, all are marked');
  await context.close();
});

for (const [width, height] of [[1280, 900], [390, 844], [320, 640]]) {
  test(`${width}×${height}: no blank scroll under the rules, hints readable`, async () => {
    const { page, context } = await env.newPage({ viewport: { width, height } });
    const reversi = new ReversiPage(page, env.url);
    await reversi.open('?variant=othello&moves=f5d6&black=human&white=ai:1');
    await reversi.testId('rules').locator('summary').click();
    const gap = await page.evaluate(() => {
      const rules = document.querySelector('[data-testid="rules"]').getBoundingClientRect();
      return document.documentElement.scrollHeight - (rules.bottom + scrollY);
    });
    assert.ok(gap <= 48, `${gap} px of page under the rules`);
    await reversi.testId('rules').locator('summary').click();
    await reversi.testId('hint-toggle').check();
    await page.waitForSelector('[data-square] .hint');
    // One whole number a square; the best (the highest on show) marked, and
    // every other one says in its name how far below the best it is.
    const hints = await page.$$eval('[data-hint]', (s) =>
      s.map((e) => ({ value: Number(e.dataset.hint), best: e.dataset.best === 'true', behind: e.dataset.behind, name: e.getAttribute('aria-label'), pill: e.querySelector('.hint').textContent })));
    const best = Math.max(...hints.map((h) => h.value));
    assert.ok(hints.some((h) => h.best));
    for (const hint of hints) {
      const where = JSON.stringify(hint);
      assert.ok(Number.isInteger(hint.value), where);
      assert.match(hint.pill, /^(0|\+[1-9]\d*|\u2212[1-9]\d*)\u2261?$/, where);
      assert.equal(hint.best, hint.value === best, where);
      if (hint.best) {
        assert.equal(hint.behind, undefined, where);
        assert.match(hint.name, /, the best move$/, where);
      } else {
        assert.equal(Number(hint.behind), best - hint.value, where);
        assert.match(hint.name, new RegExp(`, ${best - hint.value} discs? worse than the best move$`), where);
      }
      const number = hint.pill.replace('\u2261', '');
      assert.ok(hint.name.includes(`hint ${number} for you, `), where);
    }
    // The legend is on the page, not in a tooltip, and fits the width.
    await reversi.waitForText('hint-legend', 'disc difference');
    const legend = await page.$eval('[data-testid="hint-legend"]', (e) => {
      const box = e.getBoundingClientRect();
      return { text: e.textContent, left: box.left, right: box.right, height: box.height };
    });
    assert.match(legend.text, /disc difference/);
    assert.ok(legend.height > 0 && legend.left >= 0 && legend.right <= width, JSON.stringify(legend));
    // The value's pill replaces the legal-move ring on its square.
    const ring = await page.$eval('[data-hint]', (s) => getComputedStyle(s, '::after').display);
    assert.equal(ring, 'none');
    if (width === 390) {
      // (Checking the switch scrolled it into view.)
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(ARTIFACTS, `hints-${width}.png`) });
      await page.screenshot({ path: join(ARTIFACTS, `hints-legend-${width}.png`), fullPage: true });
    }
    await context.close();
  });
}
