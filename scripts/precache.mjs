// Trunk post-build hook (see Trunk.toml): finishes the built site in
// $TRUNK_STAGING_DIR (or the directory given, default dist/).
//
// 1. Moves trunk's inline `<script type="module">` (which starts the wasm)
//    into a file of its own, boot-<hash>.js, so the page runs under a
//    Content-Security-Policy of `script-src 'self' 'wasm-unsafe-eval'`
//    with no per-build hash (see docs/hosting.md).
// 1c. Drops the comment lines of the served language files (notes for
//    translators; the page's reader skips them anyway).
// 1d. Minifies the JS files (wasm-bindgen's glue, the worker's loader)
//    with terser, whose output is about a quarter smaller than trunk's
//    (the page's 250 KB budget), and gives index.html their new integrity.
//    Then each wasm module and its minified glue get short import and
//    export names (scripts/wasm-imports.mjs: 6 KB less of the page), and
//    the module its new integrity too.
// 2. Writes sw.js from public/sw.js with the list of every built file
//    (sw.js itself excepted) and a version: a hash of the names and contents,
//    so any change to any file gives the service worker a new cache. The
//    language files (locales/*.ftl, fetched by the page on demand) are among
//    them, so every language works offline once the site has been visited;
//    so is the AI worker's weights file (weights/learned.bin), a stable name
//    whose new contents make a new version like any other file's.
// Usage: node scripts/precache.mjs [dir]
import { createHash } from 'node:crypto';
import { minify } from 'terser';
import { shortenImports } from './wasm-imports.mjs';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
const SW = 'sw.js';
const sha = (algorithm, data) => createHash(algorithm).update(data);

// 1. The inline boot script.
const indexPath = join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');
// Quoted or not: a minified index.html (trunk's `minify`) drops the quotes.
const inline = /<script type="?module"?>([\s\S]*?)<\/script>/;
const found = html.match(inline);
if (found) {
  const code = found[1].trim() + '\n';
  const name = `boot-${sha('sha256', code).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(dir, name), code);
  const integrity = 'sha384-' + sha('sha384', code).digest('base64');
  html = html.replace(inline, () => `<script type="module" src="./${name}" integrity="${integrity}"></script>`);
  writeFileSync(indexPath, html);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
  throw new Error('index.html still has an inline script: the CSP in docs/hosting.md would block it');
}

// 1c. The language files: `#` lines at the start of a line are Fluent
// comments (a `#` inside a message is never at a line's start).
// The later texts (locales/later/, fetched after the first paint) too.
for (const locales of [join(dir, 'locales'), join(dir, 'locales', 'later')]) {
  for (const name of readdirSync(locales).filter((f) => f.endsWith('.ftl'))) {
    const path = join(locales, name);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^#[^\n]*\n/gm, ''));
  }
}

// 1d. The JS files, in trunk's hook only (a run on a finished dist/, as
// e2e/offline.test.mjs makes, leaves them as they are). The boot script
// stays as written: its integrity is already in index.html, and it is a
// few lines.
// Quoted keys: PRECACHE stays JSON, as e2e/offline.test.mjs reads it.
const minified = async (code, module) =>
  (await minify(code, { module, compress: { passes: 2 }, mangle: true, format: { comments: false, quote_keys: true } }))
    .code;
const fresh = process.env.TRUNK_STAGING_DIR !== undefined;
// index.html's integrity for the file `name` (where it has one), now `data`.
const setIntegrity = (name, data) => {
  const integrity = 'sha384-' + sha('sha384', data).digest('base64');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  html = html.replace(new RegExp(`(href="?\\.?/?${escaped}"?[^>]*?integrity=)"?sha384-[A-Za-z0-9+/=]+"?`), `$1"${integrity}"`);
};
for (const name of readdirSync(dir).filter((f) => fresh && f.endsWith('.js') && !f.startsWith('boot-') && f !== SW)) {
  const path = join(dir, name);
  const code = readFileSync(path, 'utf8');
  let small = await minified(code, /^export /m.test(code));
  const module = name.replace(/\.js$/, '_bg.wasm');
  if (existsSync(join(dir, module))) {
    // On the minified glue, where the wasm's exports are only properties.
    const short = shortenImports(readFileSync(join(dir, module)), small);
    writeFileSync(join(dir, module), short.wasm);
    setIntegrity(module, short.wasm);
    small = short.js;
  }
  writeFileSync(path, small);
  setIntegrity(name, small);
}
writeFileSync(indexPath, html);

// 2. The service worker.
function files(at) {
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(at, entry.name)) : [join(at, entry.name)],
  );
}
const list = files(dir)
  .map((file) => relative(dir, file).split(sep).join('/'))
  .filter((file) => file !== SW)
  .sort();
// The AI worker fetches its learned evaluation from here (worker/src/lib.rs).
if (!list.includes('weights/learned.bin')) throw new Error("weights/learned.bin is not in dist/: see index.html's copy-file");
for (const code of ['en', 'ru', 'mn', 'hu', 'uz', 'sr']) {
  for (const file of [`locales/${code}.ftl`, `locales/later/${code}.ftl`]) {
    if (!list.includes(file)) throw new Error(`${file} is not in dist/: see index.html's copy-dir`);
  }
}
const version = sha('sha256', '');
for (const file of list) version.update(`${file}\0${sha('sha256', readFileSync(join(dir, file))).digest('hex')}\n`);
const precache = { version: version.digest('hex').slice(0, 16), files: list.map((file) => `./${file}`) };
const template = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');
const placeholder = "const PRECACHE = { version: 'dev', files: [] }; // replaced at build time";
if (!template.includes(placeholder)) throw new Error('public/sw.js has lost its PRECACHE line');
const worker = template.replace(placeholder, () => `const PRECACHE = ${JSON.stringify(precache)};`);
writeFileSync(join(dir, SW), fresh ? await minified(worker, false) : worker);
console.log(`precache.mjs: ${list.length} files, version ${precache.version}`);
