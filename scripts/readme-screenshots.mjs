// The README's two screenshots, docs/images/board-phone.png (390x844) and
// board-desktop.png (1280x800): a first visit's game (you against level 3)
// a few moves in, from a built site served at URL. Not a test.
//   node scripts/readme-screenshots.mjs http://127.0.0.1:PORT/ [docs/images]
// then, to keep each file small: pngquant --quality 70-95 --strip --ext .png --force docs/images/board-*.png
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [url, out = 'docs/images'] = process.argv.slice(2);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Black's placements in a first-visit game (classic, you against level 3);
// where one is not legal when its turn comes, the first legal square is played.
const WANTED = ['d4', 'e5', 'c5', 'f4', 'c3', 'f6', 'b4'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
try {
  for (const [name, width, height, mobile] of [['board-phone', 390, 844, true], ['board-desktop', 1280, 800, false]]) {
    const context = await browser.newContext({
      viewport: { width, height }, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile, locale: 'en-GB',
    });
    await context.addInitScript(() => localStorage.setItem('reversi.pace', 'instant'));
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-square="h8"]').waitFor();
    const moves = () => page.locator('[data-testid="move-list"] li').count();
    for (const wanted of WANTED) {
      await page.waitForFunction(() => document.querySelectorAll('[data-legal="true"]').length > 0);
      const legal = await page.$$eval('[data-legal="true"]', (s) => s.map((e) => e.dataset.square));
      const square = legal.includes(wanted) ? wanted : legal.sort()[0];
      const before = await moves();
      await page.locator(`[data-square="${square}"]`).click();
      // The computer answers: wait for its move too.
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length >= n + 2, before);
    }
    await page.waitForFunction(() => document.querySelectorAll('[data-legal="true"]').length > 0);
    await page.waitForTimeout(1500); // the flips' animation
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(out, `${name}.png`) });
    console.log(name, 'moves', await moves());
    await context.close();
  }
} finally {
  await browser.close();
}
