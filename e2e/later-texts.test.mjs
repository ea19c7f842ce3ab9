// The later texts (the rules, their history, the tutorial's scenes, the
// archive's, diagram's and embed snippet's dialogs, the analysis's report:
// locales/later/<code>.ftl) are not part of the first paint: the page
// fetches them once it shows, in the visitor's language; `?tutorial=1`
// waits for them; a file that cannot be fetched is said in that language
// and the game goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';

const env = useSite();

/** The message `id` of a Fluent file of the repository (one-line messages). */
function message(file, id) {
  const line = readFileSync(join(ROOT, 'locales', file), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${id} =`));
  assert.ok(line, `${file} has ${id}`);
  return line.slice(id.length + 2).trim();
}

/** Opens the rules panel and answers its text. */
async function openRules(reversi) {
  await reversi.page.locator('[data-testid="rules"] summary').click();
  return reversi.page.locator('[data-testid="rules"] .rules-body').innerText();
}

test('the rules come after the first paint, in the visitor\'s language', async () => {
  const { reversi, page, errors } = await env.openGame('?lang=ru');
  const requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await reversi.reload();
  // Both files of Russian are fetched; the later texts after the page's
  // own (the wasm, then locales/ru.ftl before the mount).
  await page.waitForFunction(() => document.querySelector('[data-testid="rules"] li'));
  const wasm = requests.findIndex((p) => p.endsWith('_bg.wasm'));
  const page_file = requests.findIndex((p) => p.endsWith('/locales/ru.ftl'));
  const later = requests.findIndex((p) => p.endsWith('/locales/later/ru.ftl'));
  assert.ok(wasm >= 0 && page_file > wasm && later > page_file, requests.join(' '));
  assert.ok(!requests.some((p) => p.endsWith('/locales/later/en.ftl')), 'English later texts not fetched');
  const text = await openRules(reversi);
  assert.ok(text.includes(message('later/ru.ftl', 'rules-classic-1')), text);
  assert.ok(text.includes(message('later/ru.ftl', 'history-classic-1').slice(0, 40)), text);
  assert.ok(!/rules-|history-/.test(text), text);
  assert.deepEqual(errors, []);
});

test('?tutorial=1 shows the first scene\'s text at once, in Hungarian', async () => {
  const { reversi, page } = await env.openGame('');
  await page.goto(env.url + '?tutorial=1&lang=hu');
  await reversi.testId('tutorial').waitFor();
  assert.equal(await reversi.text('tutorial-text'), message('later/hu.ftl', 'tutorial-scene-1'));
});

test('a language switch brings that language\'s later texts', async () => {
  const { reversi, page } = await env.openGame('?lang=en');
  assert.ok((await openRules(reversi)).includes(message('later/en.ftl', 'rules-classic-1')));
  await reversi.testId('language').selectOption('sr');
  await page.waitForFunction(() => document.documentElement.lang.startsWith('sr'));
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="rules"] .rules-body')?.textContent.includes(wanted),
    message('later/sr.ftl', 'rules-classic-1'),
  );
});

test('later texts that cannot be fetched are said in the page\'s language, and play goes on', async () => {
  // No service worker: once the first load's worker has precached the later
  // texts, it answers the reload from its cache and the route never sees them.
  const { reversi, page, context } = await env.openGame('', { serviceWorkers: 'block' });
  await context.route('**/locales/later/**', (route) => route.abort());
  await page.goto(env.url + '?lang=ru&variant=classic&black=human&red=human');
  await reversi.ready();
  const failed = message('ru.ftl', 'later-failed');
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="rules"] .rules-body')?.textContent.includes(wanted),
    failed,
  );
  assert.ok(!/rules-|history-/.test(await openRules(reversi)));
  // The tutorial says the same instead of its step and scene.
  await reversi.testId('learn').click();
  await reversi.testId('tutorial').waitFor();
  assert.equal(await reversi.text('tutorial-step'), failed);
  assert.equal(await reversi.text('tutorial-text'), '');
  await reversi.testId('tutorial-skip').click();
  // So does the archive's dialog, named and closed as any other.
  await reversi.testId('archive').click();
  const dialog = reversi.testId('archive-dialog');
  await dialog.waitFor();
  assert.match(await dialog.innerText(), new RegExp(message('ru.ftl', 'archive-open')));
  assert.ok((await dialog.innerText()).includes(failed));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await reversi.play('d4');
  assert.equal(await reversi.disc('d4'), 'black');
});
