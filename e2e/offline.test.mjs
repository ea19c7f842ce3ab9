// Offline play (service worker and web app manifest), the site under a
// sub-path, the strict Content-Security-Policy of docs/hosting.md, and the
// "new version" notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { start, nextFrames, networkState, serviceWorkerActive, DIST, ROOT } from './support/browser.mjs';
import { ReversiPage } from './support/reversi-page.mjs';

/** The policy documented for hosts, read from docs/hosting.md. */
const CSP = readFileSync(join(ROOT, 'docs', 'hosting.md'), 'utf8').match(/^Content-Security-Policy: (.+)$/m)[1];

/** Every file of a built site but sw.js, as paths such as `icons/icon.svg`. */
function builtFiles(dir) {
  const walk = (at) =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(at, e.name)) : [join(at, e.name)]));
  return walk(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .filter((file) => file !== 'sw.js')
    .sort();
}

/** The `version` that scripts/precache.mjs wrote into `dir`/sw.js. */
function swVersion(dir) {
  return readFileSync(join(dir, 'sw.js'), 'utf8').match(/"version":"([0-9a-f]+)"/)[1];
}

/** The person (black) plays a legal square and the computer answers. */
async function playAgainstComputer(reversi, page) {
  const before = (await reversi.transcript()).length / 2;
  const [square] = await reversi.legalSquares();
  assert.ok(square, 'a legal square to click');
  await reversi.square(square).click();
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="transcript"]').textContent.trim().length / 2 >= count,
    before + 2,
    { timeout: 30_000 },
  );
}

test('after the first visit, the game and the computer work offline', { timeout: 120_000 }, async () => {
  const env = await start();
  try {
    const { page, context, errors } = await env.newPage();
    const reversi = new ReversiPage(page, env.url);
    await reversi.openPlain('?black=human&red=ai:1');
    await serviceWorkerActive(page);
    // The cache holds exactly the built files.
    const cache = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return { names, paths: (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)) };
    });
    assert.deepEqual(cache.names, [`reversi-${swVersion(DIST)}`]);
    assert.deepEqual(cache.paths.sort(), builtFiles(DIST));
    // The manifest is linked, relative, with its icons.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      return { href: link.getAttribute('href'), body: await (await fetch(link.href)).json() };
    });
    assert.equal(manifest.href, 'manifest.webmanifest');
    assert.equal(manifest.body.start_url, './');
    assert.ok(manifest.body.icons.some((icon) => icon.type === 'image/png'));
    assert.ok(manifest.body.icons.some((icon) => icon.type === 'image/svg+xml'));

    await context.setOffline(true);
    await reversi.reload();
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
    // The saved game came back (players included); the computer answers.
    await playAgainstComputer(reversi, page);
    // The AI worker's learned evaluation comes from the cache too.
    const weights = await page.evaluate(
      () =>
        new Promise((done) => {
          const worker = new Worker('./ai_worker_loader.js');
          worker.onmessage = (event) => {
            const state = event.data.weights?.state;
            if (state === 'loaded' || state === 'failed') {
              worker.terminate();
              done(state);
            }
          };
        }),
    );
    assert.equal(weights, 'loaded');
    assert.deepEqual(errors, []);
    assert.equal(await networkState(page), 'offline', 'the network really is off');
    await context.close();
  } finally {
    await env.stop();
  }
});

test('dist/ served under a sub-path: the page, the AI worker and the service worker', { timeout: 120_000 }, async () => {
  const env = await start({ prefix: '/club/reversi/' });
  try {
    assert.match(env.url, /\/club\/reversi\/$/);
    const { page, context, errors } = await env.newPage();
    const outside = [];
    const failed = [];
    context.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/club/reversi/')) outside.push(request.url());
    });
    context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const reversi = new ReversiPage(page, env.url);
    await reversi.openPlain('?black=human&red=ai:1');
    await playAgainstComputer(reversi, page);
    const scope = await serviceWorkerActive(page);
    assert.equal(new URL(scope).pathname, '/club/reversi/');
    // Offline under the sub-path too.
    await context.setOffline(true);
    await reversi.reload();
    await playAgainstComputer(reversi, page);
    assert.deepEqual(outside, []);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await env.stop();
  }
});

test('the page and the AI worker run under the strict CSP with no violation', { timeout: 120_000 }, async () => {
  assert.match(CSP, /script-src 'self' 'wasm-unsafe-eval'/);
  const env = await start({ csp: CSP });
  try {
    const { page, context, errors } = await env.newPage();
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const workerErrors = [];
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (message.type() === 'error') workerErrors.push(message.text());
      }),
    );
    const reversi = new ReversiPage(page, env.url);
    const response = await page.goto(env.url + '?black=human&red=ai:1');
    assert.equal(response.headers()['content-security-policy'], CSP);
    await reversi.ready();
    await playAgainstComputer(reversi, page);
    await serviceWorkerActive(page);
    // Served by the service worker (which keeps the header), it still works.
    await reversi.reload();
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
    await playAgainstComputer(reversi, page);
    // The supply trays' widths (set through the CSSOM) still show.
    assert.notEqual(await page.locator('.stack-discs').first().evaluate((e) => e.style.width), '');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(workerErrors, []);
    // And the policy is really enforced: an inline script is blocked.
    const inline = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true;';
      const reported = new Promise((done) =>
        document.addEventListener('securitypolicyviolation', done, { once: true }),
      );
      document.head.append(script);
      await reported;
      return { ran: window.__inline === true, violations: window.__violations };
    });
    assert.equal(inline.ran, false);
    assert.match(inline.violations.join(), /script-src/);
    await context.close();
  } finally {
    await env.stop();
  }
});

test('scripts/precache.mjs: exactly the built files, and a new version for any change', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reversi-precache-'));
  try {
    cpSync(DIST, dir, { recursive: true });
    const run = () => execFileSync('node', [join(ROOT, 'scripts', 'precache.mjs'), dir]);
    run();
    const version = swVersion(dir);
    assert.equal(version, swVersion(DIST), 'the same files give the same version');
    const listed = JSON.parse(readFileSync(join(dir, 'sw.js'), 'utf8').match(/const PRECACHE ?= ?(\{.*?\})[;,]/)[1]).files;
    assert.deepEqual(listed, builtFiles(dir).map((file) => `./${file}`));
    assert.ok(listed.includes('./ai_worker_bg.wasm') && listed.includes('./ai_worker_loader.js'));
    assert.ok(listed.includes('./weights/learned.bin'), 'the AI worker\'s weights');
    assert.ok(listed.includes('./index.html') && !listed.includes('./sw.js'));
    appendFileSync(join(dir, 'icons', 'icon.svg'), '\n');
    run();
    assert.notEqual(swVersion(dir), version, 'one changed byte gives a new version');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new deploy mid-game shows "update available"; reloading switches to it and the game goes on', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'reversi-update-'));
  cpSync(DIST, dir, { recursive: true });
  const env = await start({ root: dir });
  try {
    const { page, context, errors } = await env.newPage();
    const reversi = new ReversiPage(page, env.url);
    await reversi.openPlain('?black=human&red=ai:1');
    await serviceWorkerActive(page);
    await reversi.reload();
    const first = swVersion(dir);
    // An update check against the unchanged site finds nothing to install.
    const found = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      return { installing: registration.installing !== null, waiting: registration.waiting !== null };
    });
    assert.deepEqual(found, { installing: false, waiting: false });
    await nextFrames(page);
    assert.equal(await reversi.testId('update-notice').count(), 0, 'no notice without a new version');
    // A game in progress when the new version arrives.
    await playAgainstComputer(reversi, page);
    await playAgainstComputer(reversi, page);

    // Deploy: one file changes, the build step writes a new sw.js.
    appendFileSync(join(dir, 'ai_worker_loader.js'), '// the next version\n');
    execFileSync('node', [join(ROOT, 'scripts', 'precache.mjs'), dir]);
    const second = swVersion(dir);
    assert.notEqual(second, first);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await reversi.testId('update-notice').waitFor({ timeout: 30_000 });
    assert.match(await reversi.text('update-notice'), /new version/i);
    // The game goes on while the notice waits.
    await playAgainstComputer(reversi, page);
    const played = await reversi.transcript();
    assert.equal(played.length, 12);

    const reloaded = page.waitForEvent('load');
    await reversi.testId('update-notice').click();
    await reloaded;
    await reversi.ready();
    assert.equal(await reversi.transcript(), played, 'the same game after the update');
    assert.equal(await reversi.testId('load-notice').count(), 0);
    // The new version's cache alone remains, with the new file in it.
    await page.waitForFunction(
      async (name) => JSON.stringify(await caches.keys()) === JSON.stringify([name]),
      `reversi-${second}`,
      { timeout: 10_000, polling: 100 },
    );
    const loader = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.match('./ai_worker_loader.js')).text();
    }, `reversi-${second}`);
    assert.match(loader, /the next version/);
    assert.equal(await reversi.testId('update-notice').count(), 0);
    await playAgainstComputer(reversi, page);
    assert.ok((await reversi.transcript()).startsWith(played));
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await env.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
