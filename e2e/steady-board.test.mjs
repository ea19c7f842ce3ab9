// A board that never moves while a game is played (issue #31, item 1): two
// people play a whole classic game, with refused taps at different moments,
// a pass (and in ru and hu a player out of discs) and the end card, and the
// board's top edge is read after every tap. It may move at most 2 px, in
// page coordinates (whatever the page's scroll) and, while the page keeps
// its scroll, on the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS, nextFrames } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { EXHAUSTION_GAME, PASS_GAME } from './support/games.mjs';

const env = useSite({ artifacts: true });

const SLACK = 2;
const RUNS = [
  ...[
    [320, 568],
    [360, 740],
    [390, 844],
  ].flatMap((size) => ['en', 'ru', 'hu'].map((lang) => [size, lang])),
  // The other three languages at the narrowest width.
  ...['mn', 'sr', 'uz'].map((lang) => [[320, 568], lang]),
  [[768, 1024], 'en'],
  [[1280, 800], 'en'],
  [[1280, 800], 'ru'],
];
// Screenshots after a refusal, at a notice and at the end, kept for a look.
const SHOTS = new Set(['360x740-ru', '320x568-hu', '320x568-ru']);

/** The board's top edge in page and screen coordinates, and the page's scroll. */
function measure(page) {
  return page.evaluate(() => {
    const r = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    return { page: r.top + window.scrollY, screen: r.top, scroll: window.scrollY };
  });
}

/** The box of the first element that matches, or null. */
function box(page, selector) {
  return page.evaluate((selector) => {
    const e = document.querySelector(selector);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }, selector);
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [[width, height], lang] of RUNS) {
  test(`${width}×${height} ${lang}: the board stays put through a whole game`, async () => {
    const { page, context, errors } = await env.newPage({ viewport: { width, height } });
    const reversi = new ReversiPage(page, env.url);
    // Every language but English: the game with a player out of discs.
    const game = lang === 'en' ? PASS_GAME : EXHAUSTION_GAME;
    await reversi.open(`?variant=classic&lang=${lang}`);
    await reversi.settle();
    await nextFrames(page);
    const start = await measure(page);
    const phone = width < 880;
    const label = `${width}x${height}-${lang}`;
    const seen = [];
    let worst = 0;
    const check = async (what) => {
      await nextFrames(page);
      const now = await measure(page);
      const moved = Math.abs(now.page - start.page);
      worst = Math.max(worst, moved);
      seen.push(what);
      assert.ok(moved <= SLACK, `${label}: the board's top moved ${moved} px after ${what} (${start.page} → ${now.page})`);
      if (now.scroll === start.scroll) {
        const onScreen = Math.abs(now.screen - start.screen);
        assert.ok(onScreen <= SLACK, `${label}: the board moved ${onScreen} px on the screen after ${what}`);
      }
    };
    /** A refused tap: the reason shows, covers no square, and the board stays. */
    const refuse = async (square, shot) => {
      await reversi.clickIllegal(square);
      const refusal = reversi.testId('refusal');
      await refusal.waitFor();
      const text = (await refusal.textContent()).trim();
      assert.ok(text.length > 0);
      const [reason, board] = [await box(page, '[data-testid="refusal"]'), await box(page, '[data-testid="board"]')];
      assert.ok(!overlaps(reason, board), `${label}: the refusal “${text}” covers squares: ${JSON.stringify(reason)} over ${JSON.stringify(board)}`);
      await check(`the refused tap on ${square} (“${text}”)`);
      if (shot && SHOTS.has(label)) await page.screenshot({ path: join(ARTIFACTS, `steady-${label}-${shot}.png`) });
    };

    const moves = squares(game);
    // Before the first placement: outside the centre.
    await refuse('a1');
    let noticeRefused = false;
    for (const [index, square] of moves.entries()) {
      if (index === 8) await refuse(moves[0]); // occupied
      if (index === 30) {
        // An empty square where the player to move flips nothing.
        const legal = new Set(await reversi.legalSquares());
        const board = await reversi.board();
        const idle = Object.keys(board).find((s) => board[s] === 'empty' && !legal.has(s));
        assert.ok(idle, 'an empty square that is not legal');
        await refuse(idle, 'refusal');
      }
      await reversi.play(square);
      await check(`${index + 1}. ${square}`);
      if (!noticeRefused && (await reversi.testId('notice').count()) > 0) {
        // A pass (or a player out of discs) is on show: its notice, then a refusal over it.
        const notice = await box(page, '[data-testid="notice"]');
        assert.ok(!overlaps(notice, await box(page, '[data-testid="board"]')), `${label}: the notice covers squares`);
        if (SHOTS.has(label)) await page.screenshot({ path: join(ARTIFACTS, `steady-${label}-notice.png`) });
        await refuse(moves[1]);
        noticeRefused = true;
      }
    }
    assert.ok(noticeRefused, 'the game had a pass or a player out of discs');
    await reversi.testId('game-over').waitFor();
    await check('the end of the game');
    // The card covers no square; the result is in the status, which is on the first screen.
    const card = await box(page, '[data-testid="game-over"]');
    const board = await box(page, '[data-testid="board"]');
    assert.ok(!overlaps(card, board), `${label}: the end card covers the board`);
    const result = (await page.locator('[data-testid="game-over"] .result').textContent()).trim();
    assert.ok((await reversi.status()).includes(result), `${label}: the status says “${result}”`);
    const status = await box(page, '[data-testid="status"]');
    assert.ok(status.top >= 0 && status.bottom <= height, `${label}: the status on the first screen`);
    if (phone) assert.ok(status.bottom <= board.top, `${label}: the status above the board`);
    await refuse('d4', 'over'); // a tap after the end
    assert.ok(seen.length >= moves.length + 4, `${seen.length} taps measured`);
    assert.deepEqual(errors, []);
    console.log(`${label}: ${seen.length} taps, the board's top moved at most ${worst.toFixed(1)} px`);
    await context.close();
  });
}
