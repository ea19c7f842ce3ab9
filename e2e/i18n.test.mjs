// Languages: ?lang=, the switcher (remembered, the game kept), the browser's
// language, an unknown or unreachable language, the screen reader's words
// with their plurals, and screenshots of the game in Russian and Mongolian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useSite, start, serviceWorkerActive, nextFrames, networkState, ARTIFACTS } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

const env = useSite({ artifacts: true });

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

/** Picks a language in the switcher and waits for the page to speak it. */
async function switchTo(reversi, code, newGameText) {
  await reversi.testId('language').selectOption(code);
  await reversi.waitForText('new-game', newGameText);
  await reversi.ready();
}

test('?lang=ru shows the page in Russian and sets <html lang="ru">', async () => {
  const { reversi, page, context, errors } = await env.openGame('?lang=ru');
  assert.equal(await htmlLang(page), 'ru');
  assert.equal(await page.title(), 'Реверси');
  assert.equal(await reversi.text('new-game'), 'Новая игра');
  assert.match(await reversi.status(), /Ход чёрных/);
  assert.match(await reversi.text('opening-hint'), /ставьте на любую центральную клетку/);
  assert.equal(await reversi.testId('language').inputValue(), 'ru');
  assert.match(await reversi.testId('rules').textContent(), /Правила: Классическое реверси/);
  // Square names stay a1–h8; the words around them are Russian.
  assert.equal(await reversi.square('d4').getAttribute('aria-label'), 'd4, пусто, можно ходить');
  // 32 takes the "few" form: "32 фишки".
  const tray = reversi.testId('supply-black').locator('xpath=..');
  assert.match(await tray.textContent(), /^32\s*фишки в запасе$/);
  // Each language is named in itself.
  assert.deepEqual(
    await reversi.testId('language').locator('option').allTextContents(),
    ['English', 'Русский', 'Монгол', 'Magyar', 'Oʻzbekcha', 'Srpski'],
  );
  assert.equal(await page.getByLabel('Язык').getAttribute('data-testid'), 'language');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the switcher changes the language, keeps the game and the review, and is remembered', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=classic&moves=d4d5e4e5');
  assert.equal(await htmlLang(page), 'en');
  assert.equal(await reversi.text('new-game'), 'New game');
  await reversi.play('d6');
  await reversi.testId('legal-toggle').uncheck();
  const board = await reversi.board();

  await switchTo(reversi, 'mn', 'Шинэ тоглоом');
  assert.equal(await htmlLang(page), 'mn');
  assert.match(await reversi.status(), /Улааны ээлж/);
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  assert.deepEqual(await reversi.board(), board);
  assert.equal(await reversi.testId('legal-toggle').isChecked(), false, 'settings survive');
  // Focus stays on the switcher for keyboard users.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'language');

  // A position under review stays under review across a switch.
  await reversi.testId('review-start').click();
  await reversi.testId('back-to-game').waitFor();
  await switchTo(reversi, 'hu', 'Új játék');
  assert.equal(await htmlLang(page), 'hu');
  assert.match(await reversi.status(), /A kezdőállás megtekintése \(5 lépés történt\)/);
  assert.equal(await reversi.disc('d4'), 'empty');
  await reversi.testId('back-to-game').click();
  assert.equal(await reversi.disc('d6'), 'black');

  // Remembered over a reload (the address no longer carries the game).
  await reversi.reload();
  assert.equal(await htmlLang(page), 'hu');
  assert.equal(await reversi.text('new-game'), 'Új játék');
  assert.equal(await reversi.testId('language').inputValue(), 'hu');
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');

  // And back to English: one page, not a second one beside the first.
  await switchTo(reversi, 'en', 'New game');
  assert.equal(await htmlLang(page), 'en');
  assert.match(await reversi.status(), /Red to move/);
  assert.equal(await reversi.testId('board').count(), 1);
  assert.equal(await reversi.testId('language').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tutorial goes on in the new language at the same step', async () => {
  const { reversi, page, context, errors } = await env.openGame('?tutorial=1');
  await reversi.testId('tutorial-next').click();
  await reversi.square('d4').click();
  await reversi.waitForText('tutorial-feedback', '3 centre squares left');
  await switchTo(reversi, 'ru', 'Новая игра');
  assert.equal(await reversi.text('tutorial-step'), 'Шаг 2 из 8: Пустая доска');
  assert.equal(await reversi.text('tutorial-feedback'), 'Готово. Пока ставятся первые четыре фишки, ничего не переворачивается; осталось 3 центральные клетки.');
  assert.equal(await reversi.disc('d4'), 'black');
  await reversi.square('d5').click();
  await reversi.waitForText('tutorial-feedback', 'осталось 2 центральные клетки');
  await reversi.square('e4').click();
  await reversi.waitForText('tutorial-feedback', 'осталась 1 центральная клетка');
  assert.equal(await htmlLang(page), 'ru');
  assert.deepEqual(errors, []);
  await context.close();
});

test('?lang= wins over the stored choice', async () => {
  const { reversi, page, context } = await env.openGame('?lang=sr');
  assert.equal(await reversi.text('new-game'), 'Nova igra');
  assert.equal(await htmlLang(page), 'sr-Latn');
  await reversi.open('?lang=uz');
  assert.equal(await reversi.text('new-game'), 'Yangi oʻyin');
  await reversi.reload();
  assert.equal(await reversi.text('new-game'), 'Yangi oʻyin', 'the choice of ?lang= is remembered');
  await context.close();
});

test("with nothing stored, the browser's language picks the page's", async () => {
  for (const [locale, newGame, lang] of [
    ['hu-HU', 'Új játék', 'hu'],
    ['ru-RU', 'Новая игра', 'ru'],
    ['de-DE', 'New game', 'en'],
  ]) {
    const { reversi, page, context, errors } = await env.openGame('', { locale });
    assert.equal(await reversi.text('new-game'), newGame, locale);
    assert.equal(await htmlLang(page), lang, locale);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('an unknown ?lang= or an unreachable language file leaves the page in English', async () => {
  const { reversi, page, context, errors } = await env.openGame('?lang=xx');
  assert.equal(await reversi.text('new-game'), 'New game');
  assert.equal(await htmlLang(page), 'en');
  assert.deepEqual(errors, []);
  await context.close();

  // No service worker, whose cache would answer the language files.
  const blocked = await env.newPage({ serviceWorkers: 'block' });
  await blocked.context.route('**/locales/*.ftl', (route) => route.abort());
  const offline = new ReversiPage(blocked.page, env.url);
  await offline.open('?lang=ru');
  assert.equal(await offline.text('new-game'), 'New game');
  assert.equal(await htmlLang(blocked.page), 'en');
  await offline.play('d4');
  assert.equal(await offline.disc('d4'), 'black');
  // The switcher too: a failed fetch keeps a working English page.
  const refused = blocked.page.waitForEvent('requestfailed', (request) => request.url().endsWith('/mn.ftl'));
  await offline.testId('language').selectOption('mn');
  await refused;
  await nextFrames(blocked.page);
  assert.equal(await offline.text('new-game'), 'New game');
  assert.equal(await offline.transcript(), 'd4');
  assert.equal(blocked.errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e)).length, 0, blocked.errors.join('\n'));
  await blocked.context.close();
});

test('moves are announced in the chosen language with the right plural', async () => {
  const { reversi, context, errors } = await env.openGame('?lang=ru&variant=classic&moves=d4d5e4e5');
  await reversi.play('d6');
  assert.match(await reversi.text('announcer'), /^Чёрные d6, перевёрнута 1 фишка: d5\.$/);
  assert.equal(await reversi.square('d5').getAttribute('aria-label'), 'd5, чёрная фишка');
  assert.equal(await reversi.supply('black'), 29);
  // e3 here flips three discs: "перевёрнуто 3 фишки".
  await reversi.open('?lang=ru&variant=classic&moves=e5d4e4d5c3d3c5f4');
  await reversi.play('e3');
  assert.match(await reversi.text('announcer'), /^Чёрные e3, перевёрнуто 3 фишки: [a-h1-8 ]+\.$/);

  // Serbian: one / few / other.
  await reversi.open('?lang=sr&variant=classic&moves=d4d5e4e5');
  await reversi.play('d6');
  assert.match(await reversi.text('announcer'), /^Crni d6, okrenut 1 žeton: d5\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of the game in Russian and Mongolian; no horizontal scroll at 320 px', async () => {
  const GAME = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';
  for (const lang of ['ru', 'mn']) {
    for (const [width, height] of [
      [1280, 900],
      [360, 780],
      [320, 640],
    ]) {
      const { reversi, page, context, errors } = await env.openGame(`?lang=${lang}&variant=classic&moves=${GAME}`, {
        viewport: { width, height },
      });
      await page.locator('[data-testid="rules"] summary').click();
      await page.locator('[data-testid="rules"][open]').waitFor();
      await reversi.settle();
      assert.equal(await reversi.hasHorizontalScroll(), false, `${lang} at ${width} px`);
      if (width !== 320) {
        await page.screenshot({ path: join(ARTIFACTS, `game-${lang}-${width}.png`), fullPage: true });
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

test('under a sub-path and offline, every language still loads', { timeout: 120_000 }, async () => {
  const sub = await start({ prefix: '/club/reversi/' });
  try {
    const { page, context, errors } = await sub.newPage();
    const reversi = new ReversiPage(page, sub.url);
    await reversi.open('?lang=ru');
    assert.equal(await reversi.text('new-game'), 'Новая игра');
    await serviceWorkerActive(page);
    await context.setOffline(true);
    await reversi.reload();
    assert.equal(await reversi.text('new-game'), 'Новая игра');
    // A language never fetched before comes from the service worker's cache.
    await switchTo(reversi, 'uz', 'Yangi oʻyin');
    assert.equal(await htmlLang(page), 'uz-Latn');
    assert.deepEqual(errors, []);
    assert.equal(await networkState(page), 'offline', 'the network really is off');
    await context.close();
  } finally {
    await sub.stop();
  }
});

test("an embed's lang= sets the frame's language and is not remembered for the site", async () => {
  const { page, context, errors } = await env.newPage();
  const reversi = new ReversiPage(page, env.url);
  await page.goto(`${env.url}?embed=1&lang=mn`);
  await reversi.ready();
  await reversi.testId('embed').waitFor();
  assert.equal(await htmlLang(page), 'mn');
  assert.match(await reversi.text('status'), /Харын ээлж/);
  assert.equal(await reversi.testId('new-game').getAttribute('aria-label'), 'Шинэ тоглоом');
  await reversi.openPlain('?black=human&red=human');
  assert.equal(await reversi.text('new-game'), 'New game');
  assert.equal(await htmlLang(page), 'en');
  assert.deepEqual(errors, []);
  await context.close();
});
