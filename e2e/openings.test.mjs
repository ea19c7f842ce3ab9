// The opening's name (docs/openings.md): under the board for the position
// on show, with the centre's shape in classic, in the kept games' list,
// and in Russian. The names are checked against the Othello literature by
// engine/tests/openings.rs; here, that the page shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';

const env = useSite();

const name = (page) => page.locator('[data-testid="opening-name"]');

test('the opening is named under the board, follows the review, and shows in the kept games', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=othello&moves=f5d6c3d3c4');
  await page.locator('[data-testid="opening-name"]:not([hidden])').waitFor();
  assert.equal((await name(page).textContent()).trim(), 'Opening: Tiger');
  // Back two moves: the position after f5 d6 c3 is past the
  // perpendicular opening, not yet a Tiger.
  await reversi.testId('review-prev').click();
  await reversi.testId('review-prev').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="opening-name"]').textContent.includes('Perpendicular'));
  // Back to the start: no name.
  await reversi.testId('review-first').click();
  await page.locator('[data-testid="opening-name"][hidden]').waitFor({ state: 'attached' });

  await reversi.testId('archive').click();
  await reversi.testId('archive-dialog').waitFor();
  const row = page.locator('[data-testid="archive-item"][data-current="true"] [data-testid="archive-opening"]');
  assert.equal((await row.textContent()).trim(), 'Opening: Tiger');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a classic game names its centre, then the Othello line it transposes to, in Russian too', async () => {
  // Black d4 and e5 (a diagonal), then c5 e6: the perpendicular opening
  // seen in a mirror.
  const { page, context, errors } = await env.openGame('?variant=classic&moves=d4d5e5e4c5e6&lang=ru');
  await page.locator('[data-testid="opening-name"]:not([hidden])').waitFor();
  assert.equal((await name(page).textContent()).trim(), 'Дебют: Perpendicular opening (перекрёстный центр)');
  await context.close();
  const parallel = await env.openGame('?variant=free&moves=d4e4d5e5');
  await parallel.page.locator('[data-testid="opening-name"]:not([hidden])').waitFor();
  assert.equal((await name(parallel.page).textContent()).trim(), 'Opening: parallel centre');
  assert.deepEqual([...errors, ...parallel.errors], []);
  await parallel.context.close();
});
