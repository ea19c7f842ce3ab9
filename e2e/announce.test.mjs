// The page's one polite live region: what it says, once each, and that
// nothing else on the page is a live region.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, nextFrames } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { PASS_GAME } from './support/games.mjs';
import { announcements, liveRegions, recordAnnouncements } from './support/keyboard.mjs';

const env = useSite();

test('moves, flips, a pass and a take-back are each said once; re-renders say nothing', async () => {
  const moves = squares(PASS_GAME);
  const { reversi, page, context, errors } = await env.openGame(`?variant=classic&moves=${moves.slice(0, 10).join('')}`);
  const region = reversi.testId('announcer');
  assert.equal(await region.getAttribute('aria-live'), 'polite');
  assert.deepEqual(await liveRegions(page), ['announcer']);
  await recordAnnouncements(page);

  await reversi.play(moves[10]); // black c2
  await reversi.play(moves[11]); // red a3, and black must pass
  // Things that re-render the page without news.
  await reversi.testId('legal-toggle').uncheck();
  await reversi.testId('legal-toggle').check();
  await reversi.testId('rules').locator('summary').click();
  await reversi.testId('display').selectOption('high');
  await reversi.testId('display').selectOption('standard');
  await reversi.testId('move-list').locator('li').nth(3).locator('button').click();
  await reversi.testId('back-to-game').click();
  await reversi.undo();
  // The take-back is said after anything the re-renders above could have
  // said (the page handles them in order); then the flips settle and two
  // more frames pass, so that nothing said late is missed either.
  await page.waitForFunction(() => window.spoken.some((line) => line.startsWith('Took back')));
  await reversi.settle();
  await nextFrames(page);

  const spoken = await announcements(page);
  assert.equal(spoken.length, 3, spoken.join('\n'));
  assert.match(spoken[0], new RegExp(`^(Black|Red) ${moves[10]}, flips `));
  assert.match(spoken[1], new RegExp(`^(Black|Red) ${moves[11]}, flips .*Black has no legal move and passes\\.$`));
  assert.equal(spoken[2], `Took back ${moves[11]}.`);
  assert.deepEqual(await liveRegions(page), ['announcer']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('notices on screen are not live regions of their own', async () => {
  const { page, context } = await env.newPage();
  const reversi = new ReversiPage(page, env.url);
  // A bad link (load notice), a pass notice and the game-over panel.
  await reversi.open('?variant=chess');
  await reversi.testId('load-notice').waitFor();
  assert.deepEqual(await liveRegions(page), ['announcer']);
  await reversi.open(`?variant=classic&moves=${squares(PASS_GAME).slice(0, 12).join('')}`);
  await reversi.testId('notice').waitFor();
  assert.deepEqual(await liveRegions(page), ['announcer']);
  await context.close();
});
