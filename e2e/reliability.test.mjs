// Nothing lost, nothing crashes: a save from a newer version is kept aside
// and offered to copy; storage that refuses writes or is missing is said
// out loud while the game goes on; two tabs never silently replace each
// other's game; a dead AI worker is restarted and the computer moves. (A
// new version deployed mid-game: e2e/offline.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';
import { recordAnnouncements, announcements } from './support/keyboard.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite();
const FIXTURES = join(ROOT, 'app-core', 'tests', 'fixtures');
const NEWER = readFileSync(join(FIXTURES, 'save-v99-newer.txt'), 'utf8');

/** Puts `value` under localStorage `key` before the page's first load only. */
async function seed(page, key, value) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [key, value],
  );
}

const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);

/** Plays the first legal square `count` times (two people, or a person whose
 * turn it is), waiting for each move to be listed. */
async function playFirstLegal(reversi, count) {
  for (let i = 0; i < count; i += 1) {
    const [square] = await reversi.legalSquares();
    assert.ok(square, 'a legal square');
    await reversi.play(square);
  }
}

/** The person plays a legal square; waits until the computer has answered. */
async function playAndAnswer(reversi, page, timeout = 30_000) {
  const before = await reversi.moveCount();
  const [square] = await reversi.legalSquares();
  await reversi.square(square).click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="move-list"] li').length >= count,
    before + 2,
    { timeout },
  );
}

test('a newer version\'s save survives a visit and a move, kept aside and offered to copy', async () => {
  const { page, context, errors } = await env.newPage();
  const reversi = new ReversiPage(page, env.url);
  await seed(page, 'reversi.game', NEWER);
  await reversi.openPlain();
  assert.match(await reversi.text('load-notice'), /newer version/);
  // Said in the live region too.
  assert.match(await reversi.text('announcer'), /newer version/);
  // Offered for export: the exact text, copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.url).origin });
  await reversi.testId('load-notice').locator('[data-testid="notice-action"]').click();
  await page.waitForFunction(() => /Text copied/.test(document.querySelector('[data-testid="announcer"]').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), NEWER);
  // A fresh game is played and saved; the newer save stays, intact.
  await playAndAnswer(reversi, page);
  assert.equal(await stored(page, 'reversi.game.kept'), NEWER);
  assert.match(await stored(page, 'reversi.game'), /^reversi-save 1\nvariant classic\n/);
  await reversi.reload();
  assert.equal(await reversi.testId('load-notice').count(), 0, 'told once');
  assert.equal(await stored(page, 'reversi.game.kept'), NEWER);
  assert.equal((await reversi.transcript()).length, 4);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the kept-aside notice in Russian, and a second unreadable save gets its own key', async () => {
  const { page, context, errors } = await env.newPage();
  const reversi = new ReversiPage(page, env.url);
  await page.addInitScript((newer) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('reversi.game.kept', 'an earlier unreadable save');
      localStorage.setItem('reversi.game', newer);
      localStorage.setItem('reversi.settings', 'legal off\nsound on');
      sessionStorage.setItem('seeded', '1');
    }
  }, NEWER);
  await reversi.openPlain('?lang=ru');
  const notices = await reversi.testId('load-notice').allTextContents();
  assert.equal(notices.length, 2);
  assert.match(notices[0], /более новая версия приложения/);
  assert.match(notices[0], /Копировать текст/);
  assert.match(notices[1], /настройки/);
  assert.doesNotMatch(notices.join(' '), /newer|settings/);
  assert.equal(await stored(page, 'reversi.game.kept'), 'an earlier unreadable save');
  assert.equal(await stored(page, 'reversi.game.kept.2'), NEWER);
  assert.equal(await stored(page, 'reversi.settings.kept'), 'legal off\nsound on');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage refusing writes: six moves, one notice, and saving again once it works', async () => {
  const { page, context, errors } = await env.newPage();
  await page.addInitScript(() => {
    window.realSetItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open();
  assert.match(await reversi.text('storage-notice'), /not being saved on this device.*copy the link or the transcript/);
  assert.match(await reversi.text('announcer'), /not being saved/);
  await recordAnnouncements(page);
  await playFirstLegal(reversi, 6);
  assert.equal((await reversi.transcript()).length, 12);
  assert.match(await reversi.text('storage-notice'), /not being saved/);
  const said = await announcements(page);
  assert.equal(said.filter((line) => /not being saved/.test(line)).length, 0, `said once: ${said}`);
  assert.equal(await stored(page, 'reversi.game'), null);
  // Storage works again: the next move is saved and the notice goes.
  await page.evaluate(() => {
    Storage.prototype.setItem = window.realSetItem;
  });
  await playFirstLegal(reversi, 1);
  await reversi.testId('storage-notice').waitFor({ state: 'detached' });
  assert.match(await stored(page, 'reversi.game'), new RegExp(`moves ${await reversi.transcript()}\n`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('no localStorage at all (its getter throws): six moves and the notice', async () => {
  const { page, context, errors } = await env.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const reversi = new ReversiPage(page, env.url);
  await reversi.open();
  await playFirstLegal(reversi, 6);
  assert.equal((await reversi.transcript()).length, 12);
  assert.match(await reversi.text('storage-notice'), /not being saved/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs: the other tab\'s newer game is offered, never silently overwritten', async () => {
  const { page: first, context, errors } = await env.newPage();
  const a = new ReversiPage(first, env.url);
  await a.open();
  await a.playAll(['d4']);
  const second = await context.newPage();
  second.on('pageerror', (error) => errors.push(String(error)));
  const b = new ReversiPage(second, env.url);
  await b.openPlain();
  assert.equal(await b.transcript(), 'd4', 'the second tab opens the saved game');
  await b.playAll(['d5']);
  // Tab A hears of it, and its own moves no longer overwrite B's game.
  await a.testId('other-tab-notice').waitFor();
  assert.match(await a.text('announcer'), /changed in another tab/);
  await a.playAll(['e4']);
  assert.match(await stored(first, 'reversi.game'), /\nmoves d4d5\n/);
  // "Load the newer game": A shows B's game and plays on from it.
  assert.match(await a.text('other-tab-notice'), /Load the newer game.*Keep mine/);
  const reloaded = first.waitForEvent('load');
  await a.testId('other-tab-notice').locator('[data-testid="notice-action"]').click();
  await reloaded;
  await a.ready();
  assert.equal(await a.testId('other-tab-notice').count(), 0);
  assert.equal(await a.transcript(), 'd4d5');
  await a.playAll(['e4']);
  assert.match(await stored(first, 'reversi.game'), /\nmoves d4d5e4\n/);
  // Now B is asked; "keep mine" writes B's game back, and A is asked.
  await b.testId('other-tab-notice').waitFor();
  assert.equal(await b.transcript(), 'd4d5');
  await b.testId('other-tab-notice').locator('[data-testid="notice-close"]').click();
  await b.testId('other-tab-notice').waitFor({ state: 'detached' });
  assert.match(await stored(second, 'reversi.game'), /\nmoves d4d5\n/);
  await a.testId('other-tab-notice').waitFor();
  assert.equal(await a.transcript(), 'd4d5e4', 'A still holds its game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that stops answering, or crashes, is restarted and the computer moves', { timeout: 90_000 }, async () => {
  const { reversi, page, context, errors } = await env.openGame('?black=human&red=ai:1');
  await playAndAnswer(reversi, page);
  await recordAnnouncements(page);
  // Ended from inside without a word (as a worker killed by the browser):
  // found by the deadline (level 1: 2 × 0.3 s + 5 s).
  const [silent] = page.workers();
  await silent.evaluate(() => setTimeout(() => self.close(), 0));
  await playAndAnswer(reversi, page, 40_000);
  // A crash: an uncaught error in the worker (as a wasm trap is), its error event.
  const crashing = page.workers().at(-1);
  assert.notEqual(crashing, silent);
  await crashing.evaluate(() =>
    setTimeout(() => {
      throw new Error('a trap in the worker');
    }, 0),
  );
  await page.waitForFunction(
    () => window.spoken.filter((line) => /stopped and has been restarted/.test(line)).length === 2,
  );
  await playAndAnswer(reversi, page, 40_000);
  const said = await announcements(page);
  assert.equal(said.filter((line) => /stopped and has been restarted/.test(line)).length, 2, said.join('\n'));
  assert.equal(await reversi.testId('thinking').count(), 0, 'not stuck on "thinking"');
  assert.equal((await reversi.transcript()).length, 12);
  assert.deepEqual(errors, []);
  await context.close();
});
