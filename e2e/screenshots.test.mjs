// Screenshots at phone and desktop widths, kept in e2e/artifacts/, and no
// horizontal scroll from 320 px up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, ARTIFACTS } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite({ artifacts: true });

const GAME = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';

for (const [width, height] of [
  [320, 640],
  [360, 780],
  [1280, 900],
]) {
  for (const variant of ['classic', 'othello', 'free']) {
    test(`${variant} at ${width} px: fits without horizontal scroll`, async () => {
      const { page, context, errors } = await env.newPage({ viewport: { width, height } });
      const reversi = new ReversiPage(page, env.url);
      const moves = variant === 'othello' ? 'f5d6c3d3c4f4c5b3c2' : GAME;
      await reversi.open(`?variant=${variant}&moves=${moves}`);
      await reversi.settle();
      assert.equal(await reversi.hasHorizontalScroll(), false);
      const box = await reversi.testId('board').boundingBox();
      assert.ok(box.width >= Math.min(width - 60, 400), `board is ${box.width} px wide`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, 'board inside the viewport');
      if (width !== 320) {
        await page.screenshot({ path: join(ARTIFACTS, `${variant}-${width}.png`), fullPage: true });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('the game-over panel and the new-game dialog at 360 px', async () => {
  const { page, context } = await env.newPage({ viewport: { width: 360, height: 780 } });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open('?variant=othello&moves=c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2d8c5f5a5e1f6e6a2b1a4g7a1h1c1g5h3a3b7a8h5g6h6h7e8h4c8h2a7f7f4f2g1e7g8c2f1f8h8b8a6');
  await reversi.testId('game-over').waitFor();
  await reversi.settle();
  await page.screenshot({ path: join(ARTIFACTS, 'othello-over-360.png'), fullPage: true });
  await reversi.testId('new-game').click();
  await reversi.testId('new-game-dialog').waitFor();
  assert.equal(await reversi.hasHorizontalScroll(), false);
  await page.screenshot({ path: join(ARTIFACTS, 'new-game-360.png') });
  await context.close();
});
