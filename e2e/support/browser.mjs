// Debian's Chromium driven by playwright-core, and the built site served
// from dist/. One browser and one server per test file.
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

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
    throw new Error('dist/ is not built: run scripts/e2e.sh (or trunk build --release --offline)');
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
    /** A fresh context (own localStorage) with one page; errors are collected. */
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { context, page, errors };
    },
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}
