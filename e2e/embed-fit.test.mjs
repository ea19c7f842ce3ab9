// The embed as a club shows it: the snippets the dialog offers, pasted
// into a host page's column, are borderless and narrow with it; in frames
// 280, 320 and 360 px wide (the heights the snippets give) and in the old
// square 280 × 280, the status (whose turn, the computer thinking, the
// result) and both players' discs and hands are shown whole, in every
// language, with no ellipsis and nothing cut; every control is at least
// 40 × 40 px; the board is as wide as the frame. The dialog previews the
// embed at the size chosen, scaled down where the dialog is narrower.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS, nextFrames } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME } from './support/games.mjs';

const env = useSite({ artifacts: true });

const SIZES = ['280', '360', '480', '640', 'fit'];
const LANGS = ['en', 'ru', 'hu', 'mn', 'sr', 'uz'];

// Classic after 20 placements (22 discs left in each hand), black to move,
// both sides level 8: the computer is thinking but for the instants
// between its moves.
const MIDGAME = EXHAUSTION_GAME.slice(0, 40);
const STATES = {
  start: { query: '?embed=1&variant=classic', hands: ['32', '32'] },
  over: { query: `?embed=1&variant=classic&moves=${EXHAUSTION_GAME}&black=human&red=human`, hands: ['0', '0'] },
  thinking: { query: `?embed=1&variant=classic&moves=${MIDGAME}&black=ai:8&red=ai:8`, hands: null },
};

/** The snippets the dialog offered (each test after the first reuses them). */
let offered;

/** Opens the dialog on `page` and reads the snippet of each size it offers. */
async function dialogSnippets(page) {
  const reversi = new ReversiPage(page, env.url);
  await reversi.open('?variant=classic');
  await reversi.testId('embed-open').click();
  await reversi.testId('embed-dialog').waitFor();
  await reversi.testId('embed-this-game').uncheck();
  const snippets = {};
  for (const size of SIZES) {
    await reversi.testId('embed-size').selectOption(size);
    snippets[size] = await reversi.testId('embed-snippet').inputValue();
  }
  offered = snippets;
  return { reversi, snippets };
}

/** A snippet framing `query` instead of the dialog's game. */
function framing(snippet, query) {
  assert.match(snippet, /^<iframe src="[^"]+" /);
  return snippet.replace(/src="[^"]+"/, `src="${(env.url + query).replaceAll('&', '&amp;')}"`).replace(' loading="lazy"', '');
}

test('every snippet is borderless and narrows with its column; the dialog previews the embed at its size', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 1280, height: 900 } });
  const { reversi, snippets } = await dialogSnippets(page);
  // Fixed sizes: as wide as chosen, the board's width plus the rows above it.
  for (const size of ['280', '360', '480', '640']) {
    const [, width, height] = snippets[size].match(/ width="(\d+)" height="(\d+)" /);
    assert.equal(width, size);
    assert.ok(Number(height) > Number(width), `taller than wide, for the rows above the board: ${snippets[size]}`);
  }
  const club = await context.newPage();
  for (const column of [800, 300]) {
    const html = SIZES.map((size) => `<div style="width:${column}px">${snippets[size]}</div>`).join('');
    await club.setContent(`<!doctype html><body style="margin:0">${html}</body>`);
    const frames = await club.$$eval('iframe', (all) =>
      all.map((f) => {
        const style = getComputedStyle(f);
        const r = f.getBoundingClientRect();
        return { border: ['Top', 'Right', 'Bottom', 'Left'].map((side) => style[`border${side}Width`]), width: r.width, height: r.height };
      }),
    );
    frames.forEach((frame, i) => {
      const size = SIZES[i];
      const where = `${size} in a ${column} px column: ${JSON.stringify(frame)}`;
      assert.deepEqual(frame.border, ['0px', '0px', '0px', '0px'], where);
      const wide = size === 'fit' ? 640 : Number(size);
      assert.equal(frame.width, Math.min(column, wide), where);
      assert.ok(frame.height > frame.width, where);
    });
  }
  await club.close();

  // The preview: the embed at the chosen size, inside the dialog.
  const dialog = reversi.testId('embed-dialog');
  const preview = reversi.testId('embed-preview');
  const framed = page.frameLocator('[data-testid="embed-preview"]');
  const inner = () => framed.locator('[data-testid="embed"]').evaluate(() => ({ width: innerWidth, height: innerHeight }));
  for (const size of ['280', '640']) {
    await reversi.testId('embed-size').selectOption(size);
    await framed.locator('[data-square="h8"]').waitFor();
    const [, width, height] = snippets[size].match(/ width="(\d+)" height="(\d+)" /).map(Number);
    assert.deepEqual(await inner(), { width, height }, `the preview frame is the snippet's ${width}×${height}`);
    const box = await preview.boundingBox();
    assert.ok(Math.abs(box.width - width) < 1 && Math.abs(box.height - height) < 1, `unscaled in a wide dialog: ${JSON.stringify(box)}`);
  }
  // On a phone the dialog is narrower than the frame: scaled to fit, the frame itself unchanged.
  await page.setViewportSize({ width: 360, height: 740 });
  await nextFrames(page);
  const [, width, height] = snippets['640'].match(/ width="(\d+)" height="(\d+)" /).map(Number);
  assert.deepEqual(await inner(), { width, height });
  const box = await preview.boundingBox();
  const room = await dialog.evaluate((d) => {
    const r = d.getBoundingClientRect();
    const style = getComputedStyle(d);
    return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) };
  });
  assert.ok(box.x >= room.left - 0.5 && box.x + box.width <= room.right + 0.5, `scaled into the dialog: ${JSON.stringify({ box, room })}`);
  assert.ok(box.width < width * 0.6, `scaled down: ${JSON.stringify(box)}`);
  assert.ok(Math.abs(box.height / box.width - height / width) < 0.01, `kept its shape: ${JSON.stringify(box)}`);
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="embed-dialog"]').scrollWidth <= document.querySelector('[data-testid="embed-dialog"]').clientWidth), true, 'no sideways scroll in the dialog');
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'embed-dialog-preview.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Inside an embed frame: the status's, the counts' and the hands' boxes,
 * the controls', the board's, and what they say. */
function measure() {
  const embed = document.querySelector('[data-testid="embed"]');
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  const name = (e) => e.dataset.testid ?? e.className;
  const seen = (e) => e.checkVisibility() && !e.closest('.sr-only');
  const parts = [...embed.querySelectorAll('.embed-status, .embed-status > *, .embed-score, .embed-score > *, .embed-hand')]
    .filter(seen)
    .map((e) => ({ name: name(e), text: e.textContent, scroll: e.scrollWidth, client: e.clientWidth, ...box(e) }));
  const controls = [...embed.querySelectorAll('button, a, select, input')]
    .filter((e) => seen(e) && !e.matches('[data-square]'))
    .map((e) => ({ name: name(e), ...box(e) }));
  const status = embed.querySelector('[data-testid="status"]');
  const root = document.documentElement;
  return {
    viewport: { width: innerWidth, height: innerHeight },
    scrolls: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
    parts,
    controls,
    board: box(embed.querySelector('.board-frame')),
    said: status.querySelector('.sr-only')?.textContent,
    shown: [...status.children].filter(seen).map((e) => e.textContent).join('').trim(),
    dot: status.querySelector('.turn-dot')?.className,
    // What each hand shows (undefined where there is none on show).
    hands: ['hand-black', 'hand-red'].map((id) => {
      const hand = embed.querySelector(`[data-testid="${id}"]`);
      return hand?.checkVisibility() ? [...hand.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('') : undefined;
    }),
  };
}

/** Everything that must fit, fits; every control is large enough. */
function assertFits(m, where, parts = 8) {
  const { width, height } = m.viewport;
  assert.equal(m.scrolls, false, `no scrollbars: ${where}`);
  assert.ok(m.parts.length >= parts, `${where}: ${JSON.stringify(m.parts)}`);
  for (const p of m.parts) {
    const at = `${where}: ${JSON.stringify(p)}`;
    assert.ok(p.scroll <= p.client, `not cut: ${at}`);
    assert.ok(p.left >= 0 && p.top >= 0 && p.right <= width + 0.5 && p.bottom <= height + 0.5, `inside the frame: ${at}`);
  }
  assert.ok(m.controls.length >= 5, `${where}: ${JSON.stringify(m.controls)}`);
  for (const c of m.controls) {
    const at = `${where}: ${JSON.stringify(c)}`;
    assert.ok(c.width >= 40 - 0.01 && c.height >= 40 - 0.01, `at least 40 × 40: ${at}`);
    assert.ok(c.left >= 0 && c.top >= 0 && c.right <= width + 0.5 && c.bottom <= height + 0.5, `inside the frame: ${at}`);
  }
  const b = m.board;
  assert.ok(b.left >= 0 && b.right <= width + 0.5 && b.bottom <= height + 0.5, `board inside: ${where} ${JSON.stringify(b)}`);
  if (height >= width + 72) {
    assert.ok(b.width >= width - 1, `the board as wide as the frame: ${where} ${JSON.stringify(b)}`);
  } else {
    assert.ok(b.width >= 0.8 * Math.min(width, height), `a square frame: the board takes most of it: ${where} ${JSON.stringify(b)}`);
  }
}

for (const lang of LANGS) {
  for (const [state, { query, hands }] of Object.entries(STATES)) {
    test(`the embed in ${lang}, ${state}: status, result and hands whole at 280, 320 and 360 px; controls 40 px`, { timeout: 90_000 }, async () => {
      const { page, context, errors } = await env.newPage({ viewport: { width: 1400, height: 900 } });
      const snippets = offered ?? (await dialogSnippets(page)).snippets;
      const src = `${query}&lang=${lang}`;
      // The club's page: the 280 and 360 px snippets, the fitting one in a
      // 320 px column, and a square 280 × 280 frame of an older snippet.
      const frames = [
        ['280', 280, framing(snippets['280'], src)],
        ['320', 320, framing(snippets.fit, src)],
        ['360', 360, framing(snippets['360'], src)],
        ['280x280', 280, `<iframe src="${(env.url + src).replaceAll('&', '&amp;')}" width="280" height="280" style="border:0" title="Reversi"></iframe>`],
      ];
      const html = frames.map(([, column, snippet]) => `<div style="width:${column}px">${snippet}</div>`).join('');
      await page.setContent(`<!doctype html><body style="margin:0;display:flex;gap:8px;align-items:flex-start">${html}</body>`);
      const handles = await page.$$('iframe');
      assert.equal(handles.length, frames.length);
      const contents = await Promise.all(handles.map((h) => h.contentFrame()));
      for (const frame of contents) {
        await frame.locator('[data-square="h8"]').waitFor();
        await nextFrames(frame);
      }
      for (const [i, frame] of contents.entries()) {
        const [name] = frames[i];
        const where = `${lang} ${state} ${name}`;
        let m = await frame.evaluate(measure);
        // Measured while thinking (not in the instant between two moves).
        while (state === 'thinking' && !/\bbusy\b/.test(m.dot)) m = await frame.evaluate(measure);
        assertFits(m, where);
        if (hands) assert.deepEqual(m.hands, hands, `the discs left in each hand: ${where}`);
        else for (const hand of m.hands) assert.ok(/^\d+$/.test(hand) && Number(hand) <= 22, `the discs left in each hand: ${where} ${m.hands}`);
        assert.ok(m.shown.length > 0 && m.said.length > 0, `${where}: ${JSON.stringify(m)}`);
        if (lang === 'en') {
          const expected = { start: ['to move', 'Black to move'], over: ['wins', 'Black wins'], thinking: ['thinking…', 'The computer is thinking…'] }[state];
          assert.deepEqual([m.shown, m.said], expected, where);
          if (state !== 'thinking') assert.match(m.dot, /\bblack\b/, where);
        }
        if (lang === 'en' || (lang === 'ru' && state === 'over')) {
          const shot = { start: name, over: `${name}-over`, thinking: `${name}-thinking` }[state];
          const file = lang === 'en' ? `embed-${shot}.png` : `embed-${shot}-${lang}.png`;
          await handles[i].screenshot({ path: join(ARTIFACTS, file) });
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('Othello and free have no hands: the counts only', async () => {
  const { page, context, errors } = await env.newPage({ viewport: { width: 280, height: 352 } });
  for (const variant of ['othello', 'free']) {
    await page.goto(`${env.url}?embed=1&variant=${variant}`);
    await page.locator('[data-square="h8"]').waitFor();
    const m = await page.evaluate(measure);
    assert.deepEqual(m.hands, [undefined, undefined], variant);
    assert.equal(await page.locator('.embed-hand:visible').count(), 0, variant);
    assertFits(m, variant, 6);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
