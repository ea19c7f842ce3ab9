// Debian's Chromium driven by playwright-core, and the built site served
// from dist/. One browser and one server per test file.
import { existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { after, before } from 'node:test';
import { serve } from './server.mjs';
import { ReversiPage } from './reversi-page.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');
export const DIST = join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the server and Chromium. `chromium.launch` gives the browser a
 * fresh temporary user-data-dir of its own and deletes it on close.
 * Options: `root`, the directory served (dist/ by default); the others go
 * to `serve` (a sub-path `prefix`, a `csp` header). */
export async function start({ root = DIST, ...serverOptions } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error('dist/ is not built: run scripts/e2e.sh (or scripts/build-site.sh)');
  }
  const server = await serve(root, 0, serverOptions);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  return {
    url: server.url,
    browser,
    /** A fresh context (own localStorage) with one page; errors are
     * collected. The computer plays without its pause (`reversi.pace` =
     * `instant`, unless the page has a value of its own) except with
     * `pace: 'normal'`, for a test of the pacing itself. The other options
     * go to `browser.newContext`. */
    async newPage({ pace = 'instant', ...options } = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      if (pace === 'instant') await context.addInitScript(instantPace);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { context, page, errors };
    },
    /** `newPage(options)`, then the app opened at `query` as two people
     * playing unless the query names the players (`ReversiPage.open`). */
    async openGame(query = '', options = {}) {
      const opened = await this.newPage(options);
      const reversi = new ReversiPage(opened.page, server.url);
      await reversi.open(query);
      return { reversi, ...opened };
    },
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}

/** The page's init script for `reversi.pace`: the app reads the key at
 * load; `instant` means the computer moves with no pause. A value already
 * there (a test's own) is left alone. */
function instantPace() {
  try {
    if (localStorage.getItem('reversi.pace') === null) localStorage.setItem('reversi.pace', 'instant');
  } catch {
    // about:blank and sandboxed frames have no localStorage.
  }
}

/** The test file's site: `start(options)` before its tests, `stop()` after
 * them. Returns an object that holds the started site's fields (`url`,
 * `newPage`, `openGame`, ...) once the tests run. `artifacts: true` also
 * makes e2e/artifacts/ for screenshots. */
export function useSite({ artifacts = false, ...options } = {}) {
  const site = {};
  before(async () => {
    Object.assign(site, await start(options));
    if (artifacts) mkdirSync(ARTIFACTS, { recursive: true });
  });
  after(async () => {
    await site.stop?.();
  });
  return site;
}

/** Makes every page of `context` see `cores` as
 * `navigator.hardwareConcurrency` (the analysis starts one worker per
 * spare core). */
export async function pretendCores(context, cores) {
  await context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
  }, cores);
}

/** Waits until the page's service worker is installed (its cache filled)
 * and active; answers its scope. */
export async function serviceWorkerActive(page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    null,
    { timeout: 30_000, polling: 100 },
  );
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** Waits for `count` animation frames of `target` (a page or a frame): by
 * then the page has handled and drawn whatever the last input did. */
export async function nextFrames(target, count = 2) {
  await target.evaluate(
    (count) =>
      new Promise((done) => {
        const step = (left) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    count,
  );
}

/** 'offline' when the page cannot fetch an uncached address (the network
 * really is off), else 'online'. */
export async function networkState(page) {
  return page.evaluate(() => fetch('./not-cached').then(() => 'online', () => 'offline'));
}
