// Phones (issue #31, items 2 and 3): the review buttons within reach under
// the board after a finished game, Home and End, a swipe across the board
// to step through the moves; the extras in a menu under ☰ on the first
// screen; who plays in labels that fit from 320 px in every language.
// Touches go through the browser's own input (CDP Input.dispatchTouchEvent),
// so that its taps, clicks and scrolls are the ones a finger makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS, nextFrames } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { PASS_GAME } from './support/games.mjs';

const env = useSite({ artifacts: true });

const MIDGAME = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';

/** The viewport box of the first element that matches, or null. */
function box(page, selector) {
  return page.evaluate((selector) => {
    const e = document.querySelector(selector);
    if (!e || e.getClientRects().length === 0) return null;
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  }, selector);
}

/** Fails unless the element is shown whole inside a `width` × `height` screen. */
async function assertOnScreen(page, selector, width, height) {
  const b = await box(page, selector);
  assert.ok(b, `${selector} is shown`);
  const where = `${selector} at ${b.left},${b.top}–${b.right},${b.bottom} in ${width}×${height}`;
  assert.ok(b.left >= -0.5 && b.top >= -0.5 && b.right <= width + 0.5 && b.bottom <= height + 0.5, where);
  return b;
}

/** A finger put down at `from`, moved to `to` in a few steps, and lifted. */
async function swipe(cdp, from, to, steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A tap: a finger put down and lifted at one point. */
async function tap(cdp, at) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The centre of a square on the screen. */
async function centre(reversi, square) {
  const b = await reversi.square(square).boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Which position is on show, from the review buttons and the list:
 * the current move's number, 0 for the start, and whether it is the latest. */
function shown(page) {
  return page.evaluate(() => {
    const current = document.querySelector('[data-testid="move-list"] [aria-current]');
    const latest = document.querySelector('[data-testid="review-next"]').disabled;
    const start = document.querySelector('[data-testid="review-first"]').disabled;
    return { move: start ? 0 : current ? parseInt(current.textContent, 10) : null, latest };
  });
}

test('390×844: after a finished game the review buttons, the move on show and the list are in reach', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 390, height: 844 } });
  const reversi = new ReversiPage(page, env.url);
  const total = squares(PASS_GAME).length;
  await reversi.open(`?variant=classic&moves=${PASS_GAME}&black=human&red=ai:3`);
  await reversi.testId('game-over').waitFor();
  await reversi.settle();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['review-first', 'review-prev', 'review-next', 'review-last', 'play-again', 'board']) {
    await assertOnScreen(page, `[data-testid="${id}"]`, 390, 844);
  }
  // Under the board and the scores, after the end card.
  const board = await box(page, '[data-testid="board"]');
  const prev = await box(page, '[data-testid="review-prev"]');
  const card = await box(page, '[data-testid="game-over"]');
  assert.ok(prev.top >= board.bottom && prev.top >= card.bottom - 0.5, `‹ at ${prev.top}, under the board (${board.bottom}) and the card (${card.bottom})`);

  await reversi.testId('review-prev').click();
  await reversi.waitForText('status', String(total - 1));
  // The move on show is named above the board, on the first screen, and
  // nothing moved: the finger finds ‹ where it was.
  const status = await assertOnScreen(page, '[data-testid="status"]', 390, 844);
  assert.ok(status.bottom <= board.top);
  assert.match(await reversi.status(), new RegExp(`\\b${total - 1}\\b.*\\b${total}\\b`));
  assert.deepEqual(await box(page, '[data-testid="review-prev"]'), prev, 'the ‹ button stays put when the review starts');
  assert.deepEqual(await box(page, '[data-testid="board"]'), board, 'the board stays put');
  await assertOnScreen(page, '[data-testid="back-to-game"]', 390, 844);
  assert.deepEqual(await shown(page), { move: total - 1, latest: false });
  // Back to the first move: the list keeps its current move in sight.
  for (let i = 0; i < 40; i++) await reversi.testId('review-prev').click();
  await reversi.waitForText('status', ` ${total - 41} `);
  await nextFrames(page);
  const inList = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="move-list"]');
    const item = list.querySelector('[aria-current]').getBoundingClientRect();
    const view = list.getBoundingClientRect();
    return { scrolled: list.scrollTop < list.scrollHeight - list.clientHeight, inside: item.top >= view.top - 0.5 && item.bottom <= view.bottom + 0.5 };
  });
  assert.deepEqual(inList, { scrolled: true, inside: true }, 'the list scrolled back to the move on show');
  await page.screenshot({ path: join(ARTIFACTS, 'review-390.png') });

  // Home and End: the first and the latest positions.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('[data-testid="review-first"]').disabled);
  assert.deepEqual(await shown(page), { move: 0, latest: false });
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-testid="review-next"]').disabled);
  assert.equal((await shown(page)).latest, true);
  assert.doesNotMatch(await reversi.status(), new RegExp(`\\b${total - 1}\\b`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('390×844: a swipe across the board steps through the moves, places nothing, and leaves the page its scroll', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open(`?variant=classic&moves=${MIDGAME}`);
  await reversi.settle();
  const cdp = await context.newCDPSession(page);
  const count = squares(MIDGAME).length;
  const [legal] = await reversi.legalSquares();
  assert.ok(legal, 'a legal square to start the swipes on');
  const from = await centre(reversi, legal);
  const untouched = async () => {
    assert.equal(await reversi.transcript(), MIDGAME, 'no disc placed');
    assert.equal(await reversi.disc(legal), 'empty');
    assert.equal(await reversi.testId('refusal').count(), 0, 'no tap refused');
  };

  // To the right: the page before, as a page turned back.
  await swipe(cdp, from, { x: from.x + 120, y: from.y + 10 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="review-next"]').disabled);
  assert.deepEqual(await shown(page), { move: count - 1, latest: false });
  await untouched();
  await swipe(cdp, from, { x: from.x + 90, y: from.y - 30 });
  await page.waitForFunction((n) => document.querySelector('[data-testid="move-list"] [aria-current]')?.textContent.startsWith(`${n}.`), count - 2);
  await untouched();
  // To the left: the next one, twice back to the latest; one more does nothing.
  await swipe(cdp, from, { x: from.x - 120, y: from.y });
  await page.waitForFunction((n) => document.querySelector('[data-testid="move-list"] [aria-current]')?.textContent.startsWith(`${n}.`), count - 1);
  await swipe(cdp, from, { x: from.x - 120, y: from.y + 20 });
  await page.waitForFunction(() => document.querySelector('[data-testid="review-next"]').disabled);
  await swipe(cdp, from, { x: from.x - 120, y: from.y });
  await nextFrames(page);
  assert.deepEqual(await shown(page), { move: count, latest: true });
  await untouched();

  // Too short, or more up than across: no step; upward the page scrolls.
  await reversi.testId('review-prev').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="review-next"]').disabled);
  await page.evaluate(() => window.scrollTo(0, 0));
  await swipe(cdp, from, { x: from.x - 25, y: from.y });
  await swipe(cdp, from, { x: from.x - 60, y: from.y - 200 });
  await page.waitForFunction(() => window.scrollY > 0);
  await nextFrames(page);
  assert.deepEqual(await shown(page), { move: count - 1, latest: false }, 'no step');
  await untouched();

  // A tap still plays.
  await reversi.testId('back-to-game').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await tap(cdp, await centre(reversi, legal));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, count);
  assert.notEqual(await reversi.disc(legal), 'empty');
  assert.deepEqual(errors, []);
  await context.close();
});

// The extras in the phones' menu, and what each opens.
const MENU_ITEMS = [
  ['learn', '[data-testid="tutorial-step"]'],
  ['archive', '[data-testid="archive-dialog"]'],
  ['lessons-open', '[data-testid="lesson-title"]'],
  ['puzzles-open', '[data-testid="puzzle-title"]'],
  ['setup-open', '[data-testid="setup-done"]'],
  ['diagram', '[data-testid="diagram-dialog"]'],
  ['embed-open', '[data-testid="embed-dialog"]'],
];

/** The menu button's expanded state as the browser gives it to assistive technology. */
async function expanded(page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-testid="menu"]' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0].properties?.find((p) => p.name === 'expanded')?.value.value;
}

const menuOpen = (page) => page.evaluate(() => document.querySelector('#extras').matches(':popover-open'));

test('360×740: the menu under ☰ is on the first screen and holds the extras; Escape closes it', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 360, height: 740 } });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open(`?variant=classic&moves=${MIDGAME}`);
  await reversi.settle();
  const button = await assertOnScreen(page, '[data-testid="menu"]', 360, 740);
  assert.ok(button.width >= 44 && button.height >= 44, `the button is ${button.width}×${button.height}`);
  // The extras are not on the page until the menu opens.
  for (const [id] of MENU_ITEMS) assert.equal(await reversi.testId(id).isVisible(), false, `${id} hidden`);
  assert.equal(await reversi.testId('language').isVisible(), false);
  assert.equal(await expanded(page), false);

  await reversi.testId('menu').click();
  await reversi.testId('learn').waitFor();
  assert.equal(await menuOpen(page), true);
  assert.equal(await expanded(page), true);
  for (const id of [...MENU_ITEMS.map(([id]) => id), 'language']) {
    const b = await assertOnScreen(page, `[data-testid="${id}"]`, 360, 740);
    assert.ok(b.height >= 44, `${id} is ${b.height} px high`);
  }
  await page.screenshot({ path: join(ARTIFACTS, 'menu-open-360.png') });
  // The keyboard: Tab goes on into the menu, Escape closes it and gives the
  // focus back to the button.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'learn');
  await page.keyboard.press('Escape');
  await reversi.testId('learn').waitFor({ state: 'hidden' });
  assert.equal(await expanded(page), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'menu');
  // Enter opens it again; a tap outside closes it.
  await page.keyboard.press('Enter');
  await reversi.testId('learn').waitFor();
  await page.mouse.click(180, 700);
  await reversi.testId('learn').waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [id, opened] of MENU_ITEMS) {
  test(`360×740: the menu's ${id} opens its view and closes the menu`, async () => {
    const { page, context, errors } = await env.newPage({ viewport: { width: 360, height: 740 } });
    const reversi = new ReversiPage(page, env.url);
    await reversi.open(`?variant=classic&moves=${MIDGAME}`);
    await reversi.testId('menu').click();
    await reversi.testId(id).click();
    await page.locator(opened).first().waitFor();
    assert.equal(await menuOpen(page), false, 'the menu closed');
    if (opened.endsWith('-dialog"]')) {
      // A dialog gives the focus back to the menu's button (its opener is hidden).
      await page.keyboard.press('Escape');
      await page.locator(opened).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'menu');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('360×740: the menu\'s language switch puts the page in Russian', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 360, height: 740 } });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open(`?variant=classic&moves=${MIDGAME}`);
  await reversi.testId('menu').click();
  await reversi.testId('language').selectOption('ru');
  await page.waitForFunction(() => document.querySelector('[data-testid="menu"]')?.getAttribute('aria-label') === 'Меню');
  assert.equal(await reversi.text('new-game'), 'Новая игра');
  assert.deepEqual(errors, []);
  await context.close();
});

const LANGUAGES = ['en', 'ru', 'hu', 'mn', 'sr', 'uz'];
for (const width of [320, 360, 390]) {
  test(`${width} px: who plays fits in every language, against the computer at level 3`, async () => {
    const { page, context, errors } = await env.newPage({ viewport: { width, height: 740 } });
    const reversi = new ReversiPage(page, env.url);
    for (const lang of LANGUAGES) {
      await reversi.open(`?variant=classic&black=human&red=ai:3&lang=${lang}`);
      await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), lang);
      await nextFrames(page);
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll('.player')].map((card) => {
          const parts = [...card.querySelectorAll('.player-name, .player-name *, .supply, .supply *')].filter((e) => e.getClientRects().length > 0);
          const cut = parts.filter((e) => e.scrollWidth > e.clientWidth + 0.5 && getComputedStyle(e).display !== 'inline');
          const ellipsis = parts.filter((e) => getComputedStyle(e).textOverflow === 'ellipsis');
          const c = card.getBoundingClientRect();
          const outside = parts.filter((e) => {
            const r = e.getBoundingClientRect();
            return r.left < c.left - 0.5 || r.right > c.right + 0.5;
          });
          const name = card.querySelector('.player-name').getBoundingClientRect();
          const score = card.querySelector('.score').getBoundingClientRect();
          return {
            text: card.querySelector('.player-name').innerText,
            cut: cut.map((e) => e.textContent),
            ellipsis: ellipsis.map((e) => e.textContent),
            outside: outside.map((e) => e.textContent),
            overlapsScore: name.right > score.left + 0.5,
          };
        }),
      );
      assert.equal(labels.length, 2);
      for (const label of labels) {
        const where = `${width} px, ${lang}: “${label.text}”`;
        assert.deepEqual(label.cut, [], `${where}: nothing cut`);
        assert.deepEqual(label.ellipsis, [], `${where}: no ellipsis`);
        assert.deepEqual(label.outside, [], `${where}: inside its card`);
        assert.equal(label.overlapsScore, false, `${where}: clear of the score`);
      }
      // The computer's card says its level.
      assert.match(labels[1].text, /3/, `${width} px, ${lang}: the level in “${labels[1].text}”`);
      if (width === 320 && lang === 'ru') await page.screenshot({ path: join(ARTIFACTS, 'labels-320-ru.png') });
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
