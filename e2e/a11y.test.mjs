// The accessibility audit: axe-core (node_modules/axe-core, pinned in
// package.json) with the WCAG 2.0/2.1 A and AA rules and axe's best
// practices (unique landmarks, headings in order, …). Zero violations, no
// rule disabled. One run per distinct view and theme, not every product of
// views × themes × languages: every view in English in the standard theme;
// every other theme (forced colours included) on a representative set of
// views that together show every kind of element (board, markers, hints,
// notices, dialogs, panels, the tutorial, the embed); and those views again
// in Russian (longer words, another script). A representative view is
// opened once for every theme that can change on the open page (the
// Display menu, the emulated dark scheme and forced colours: one audit
// each), and once more for the theme the page reads as it loads.
//
// The views, languages and themes are data: add a row to audit more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';
import { ReversiPage, squares } from './support/reversi-page.mjs';
import { PASS_GAME, EXHAUSTION_GAME } from './support/games.mjs';

/** The languages the page is audited in, and the words the views' setups
 * wait for in each. */
const LANGUAGES = ['en', 'ru'];
/** Audited in every theme and in Russian: their names, from VIEWS below. */
const REPRESENTATIVE = [
  'classic game',
  'game over',
  'the computer thinking',
  'hints on',
  'new-game dialog',
  'a link that cannot be opened',
  'tutorial step 2, a refused click',
  'embedded, dark, with the tutorial',
  'import and export open, a bad record',
  'a game analysed, its table open, a mistake chosen',
  'archive open, a deletion to confirm, a file refused',
  'position editor, a position refused',
  'a puzzle, a wrong move refuted',
];
const WORDS = {
  en: {
    step: (n) => `${n} /`,
    outside: 'outside the centre',
    full: 'full',
    reviewing: 'Reviewing',
    badRecord: 'could not be imported',
  },
  ru: {
    step: (n) => `Шаг ${n} из`,
    outside: 'не в центре',
    full: 'центр заполнен',
    reviewing: 'Просмотр',
    badRecord: 'Импортировать не удалось',
  },
};

/** The display themes (the "Display" setting, kept in localStorage), plus
 * the system's "more contrast" and dark preferences followed by the
 * automatic one. */
const THEMES = [
  { name: 'standard', display: 'standard' },
  { name: 'high contrast', display: 'high' },
  { name: 'automatic, system prefers more contrast', display: 'auto', context: { contrast: 'more' } },
  { name: 'forced colours', display: 'auto', context: { forcedColors: 'active' } },
  { name: 'dark', display: 'dark' },
  { name: 'automatic, system dark', display: 'auto', context: { colorScheme: 'dark' } },
];

const OTHELLO_OVER =
  'c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2d8c5f5a5e1f6e6a2b1a4g7a1h1c1g5h3a3b7a8h5g6h6h7e8h4c8h2a7f7f4f2g1e7g8c2f1f8h8b8a6';
const MIDGAME = 'e5d5d4e4c5c6c7e6f5b7d6c4b6c8';

/** The views: a query to open and what to do before the audit. */
const VIEWS = [
  { name: 'classic game', query: `?variant=classic&moves=${MIDGAME}` },
  { name: 'free opening, empty board', query: '?variant=free' },
  { name: 'othello game', query: '?variant=othello&moves=f5d6c3d3c4f4c5b3c2' },
  {
    name: 'classic, a pass on show',
    query: `?variant=classic&moves=${squares(PASS_GAME).slice(0, 12).join('')}`,
  },
  {
    name: 'classic, black out of discs',
    query: `?variant=classic&moves=${squares(EXHAUSTION_GAME).slice(0, 62).join('')}`,
  },
  { name: 'game over', query: `?variant=othello&moves=${OTHELLO_OVER}` },
  {
    // Level 8 (black, to move) searches this midgame for seconds even on a
    // quiet machine (from the opening it answers at once): long enough for
    // the audit.
    name: 'the computer thinking',
    query: '?variant=othello&moves=c4c3d3e3f3d6b3e2d7b5d2g2b4c7g3d1c6g4b6b2&black=ai:8&white=human',
    async setup(reversi) {
      await reversi.testId('thinking').waitFor();
    },
  },
  {
    name: 'hints on',
    query: `?variant=othello&moves=f5d6&black=human&white=ai:1`,
    async setup(reversi, page) {
      await reversi.testId('hint-toggle').check();
      await page.waitForSelector('[data-square] .hint', { timeout: 10000 });
      // The best lines listed, one in focus: its line on the board.
      await reversi.testId('hint-line').first().focus();
      await page.waitForSelector('[data-ghost]');
    },
  },
  {
    name: 'new-game dialog',
    query: `?variant=classic&moves=${MIDGAME}`,
    async setup(reversi) {
      await reversi.testId('new-game').click();
      await reversi.testId('new-game-dialog').waitFor();
    },
  },
  {
    name: 'rules panel open',
    query: '?variant=classic',
    async setup(reversi) {
      await reversi.testId('rules').locator('summary').click();
    },
  },
  {
    name: 'reviewing a move',
    query: `?variant=classic&moves=${MIDGAME}`,
    async setup(reversi, page, words) {
      await reversi.testId('move-list').locator('li').nth(5).locator('button').click();
      await reversi.waitForText('status', words.reviewing);
    },
  },
  { name: 'a link that cannot be opened', query: '?variant=chess' },
  {
    // Every storage notice at once: a newer save kept aside (its text
    // to copy), writes refused, and another tab's game.
    name: 'storage notices',
    query: '?variant=classic',
    async setup(reversi, page) {
      await page.evaluate(() => localStorage.setItem('reversi.game', 'reversi-save 99\nmoves d4\n'));
      await reversi.reload();
      await page.evaluate(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
      await reversi.play('d4');
      await reversi.testId('storage-notice').waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new StorageEvent('storage', { key: 'reversi.game', newValue: 'reversi-save 1' })),
      );
      await reversi.testId('other-tab-notice').waitFor();
    },
  },
  {
    name: 'tutorial step 1',
    query: '?tutorial=1',
    async setup(reversi) {
      await reversi.testId('tutorial').waitFor();
    },
  },
  {
    name: 'tutorial step 2, a refused click',
    query: '?tutorial=1',
    async setup(reversi, page, words) {
      await reversi.testId('tutorial-next').click();
      await reversi.waitForText('tutorial-step', words.step(2));
      await reversi.square('c3').click();
      await reversi.waitForText('tutorial-feedback', words.outside);
    },
  },
  {
    name: 'tutorial step 3, the parallel start',
    query: '?tutorial=1',
    async setup(reversi, page, words) {
      await reversi.testId('tutorial-next').click();
      await reversi.waitForText('tutorial-step', words.step(2));
      for (const [square, left] of [['d4', '3'], ['d5', '2'], ['e4', '1'], ['e5', words.full]]) {
        await reversi.square(square).click();
        await reversi.waitForText('tutorial-feedback', left);
      }
      await reversi.testId('tutorial-next').click();
      await reversi.waitForText('tutorial-step', words.step(3));
    },
  },
  { name: 'embedded (?embed=1)', query: '?embed=1&theme=othello,light' },
  { name: 'embedded, dark, with the tutorial', query: '?embed=1&theme=dark&tutorial=1' },
  {
    name: 'embed dialog open',
    query: '?variant=classic',
    async setup(reversi) {
      await reversi.testId('embed-open').click();
      await reversi.testId('embed-dialog').waitFor();
    },
  },
  {
    name: 'a game analysed, its table open, a mistake chosen',
    query: `?variant=othello&moves=${OTHELLO_OVER}`,
    async setup(reversi, page) {
      await reversi.testId('analyse').click();
      await reversi.testId('analysis-progress').waitFor({ state: 'detached', timeout: 120_000 });
      await page.locator('.analysis-table summary').click();
      await reversi.testId('mistake').first().click();
      await page.locator('[data-better="true"]').waitFor();
    },
  },
  {
    // A kept game asking to be deleted, and a damaged file refused.
    name: 'archive open, a deletion to confirm, a file refused',
    query: `?variant=othello&moves=${OTHELLO_OVER}`,
    async setup(reversi, page) {
      await reversi.testId('archive').click();
      await reversi.testId('archive-dialog').waitFor();
      await reversi.testId('archive-delete').click();
      await reversi.testId('archive-delete-confirm').waitFor();
      await reversi.testId('archive-import').setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('not games') });
      await page.waitForFunction(() => document.querySelector('[data-testid="archive-status"]').textContent.trim() !== '');
    },
  },
  {
    // The editor with a position it refuses: its reason on show.
    name: 'position editor, a position refused',
    query: `?variant=classic&moves=${MIDGAME}`,
    async setup(reversi) {
      await reversi.testId('setup-open').click();
      await reversi.testId('setup-hand-red').waitFor();
      await reversi.testId('setup-hand-red').fill('3');
      await reversi.testId('setup-done').click();
      await reversi.testId('setup-error').waitFor();
    },
  },
  {
    // A puzzle tried and failed: its result and the refutation on show.
    name: 'a puzzle, a wrong move refuted',
    query: '?puzzle=O1-001',
    async setup(reversi, page) {
      await page.locator('[data-testid="puzzle"][data-id="O1-001"]').waitFor();
      await page.locator('[data-testid="puzzle-task"]:not(:empty)').waitFor();
      const answer = readFileSync(join(ROOT, 'engine', 'data', 'puzzles.txt'), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('O1-001 '))
        .split(' ')[3]
        .split('-')[0];
      const wrong = (await reversi.legalSquares()).find((s) => s !== answer);
      await reversi.square(wrong).click();
      await page.locator('[data-testid="puzzle-result"][data-solved="false"]').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 2, null, { timeout: 30_000 });
    },
  },
  {
    // An unknown lesson: the list, with its note.
    name: 'the Learn view: the list of lessons',
    query: '?lesson=nowhere',
    async setup(reversi, page) {
      await page.locator('[data-testid="lesson-list"]').waitFor();
      await page.locator('[data-testid="lesson-note"]:not(:empty)').waitFor();
    },
  },
  {
    name: 'a lesson step answered',
    query: '?lesson=corners',
    async setup(reversi, page) {
      await page.locator('[data-testid="lesson-task"]:not(:empty)').waitFor();
      const answer = readFileSync(join(ROOT, 'engine', 'data', 'lessons.txt'), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('corners-1 '))
        .split(' ')[3]
        .split(',')[0];
      await reversi.square(answer).click();
      await page.locator('[data-testid="lesson-result"][data-solved="true"]').waitFor();
    },
  },
  {
    name: 'diagram dialog open',
    query: `?variant=classic&moves=${MIDGAME}`,
    async setup(reversi, page) {
      await reversi.testId('diagram').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="diagram-preview"]')?.complete);
    },
  },
  {
    name: 'import and export open, a bad record',
    query: '?variant=classic',
    async setup(reversi, page, words) {
      await reversi.testId('records-toggle').click();
      await reversi.testId('records-text').fill('z9');
      await reversi.testId('records-import').click();
      await reversi.waitForText('records-status', words.badRecord);
    },
  },
];

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const env = useSite();

/** Opens `query` in `language` (by `?lang=`; English is the default). */
async function openIn(reversi, query, language) {
  if (language === 'en') return reversi.open(query);
  return reversi.open(query ? `${query}&lang=${language}` : `?lang=${language}`);
}

/** The audit's violations as readable lines: rule, impact, element, why. */
async function audit(page) {
  await page.addScriptTag({ content: AXE });
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`),
  );
}

/** The themes put in force on an open page (the Display menu and the
 * emulated media), and the one that must be there at load: the page reads
 * the system's contrast preference as it starts. */
const LIVE = THEMES.filter((t) => t.context?.contrast === undefined);
const AT_LOAD = THEMES.filter((t) => t.context?.contrast !== undefined);

/** Puts `theme` in force on the open page: the media it emulates, and its
 * Display choice where the page has the menu (the embed has its own). */
async function applyTheme(page, theme) {
  await page.emulateMedia({
    colorScheme: theme.context?.colorScheme ?? 'light',
    forcedColors: theme.context?.forcedColors ?? 'none',
  });
  const hasMenu = await page.evaluate((display) => {
    const menu = document.querySelector('[data-testid="display"]');
    if (menu) {
      menu.value = display;
      menu.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return menu !== null;
  }, theme.display);
  if (hasMenu) {
    // The page's theme class follows (src/ui/page.rs).
    const wanted = { high: 'contrast-high', dark: 'scheme-dark', auto: 'scheme-auto' }[theme.display];
    await page.waitForFunction(
      (wanted) => {
        const app = document.querySelector('.app');
        const classes = ['contrast-high', 'scheme-dark', 'scheme-auto'].filter((c) => app.classList.contains(c));
        return wanted ? classes.length === 1 && classes[0] === wanted : classes.length === 0;
      },
      wanted,
    );
  }
}

/** The runs: [view, themes, language]. A representative view is opened
 * once for the themes that can change on an open page (one audit each),
 * and again for each theme the page must load in, and in Russian. */
function runs() {
  const [standard] = THEMES;
  const representative = REPRESENTATIVE.map((name) => {
    const view = VIEWS.find((v) => v.name === name);
    if (!view) throw new Error(`REPRESENTATIVE names an unknown view: ${name}`);
    return view;
  });
  return [
    ...VIEWS.map((view) => [view, representative.includes(view) ? LIVE : [standard], 'en']),
    ...AT_LOAD.flatMap((theme) => representative.map((view) => [view, [theme], 'en'])),
    ...LANGUAGES.filter((l) => l !== 'en').flatMap((language) =>
      representative.map((view) => [view, [standard], language]),
    ),
  ];
}

for (const [view, themes, language] of runs()) {
  const names = themes.map((t) => t.name).join(', ');
  test(`axe: ${view.name} [${language}, ${names}]`, async () => {
    const [first, ...more] = themes;
    const { page, context, errors } = await env.newPage({ reducedMotion: 'reduce', ...first.context });
    await context.addInitScript((display) => {
      localStorage.setItem('reversi.display', display);
    }, first.display);
    const reversi = new ReversiPage(page, env.url);
    await openIn(reversi, view.query, language);
    if (view.setup) await view.setup(reversi, page, WORDS[language]);
    assert.equal(await page.evaluate(() => document.documentElement.lang), language);
    const violations = (await audit(page)).map((v) => `[${first.name}] ${v}`);
    for (const theme of more) {
      await applyTheme(page, theme);
      violations.push(...(await audit(page)).map((v) => `[${theme.name}] ${v}`));
    }
    assert.deepEqual(violations, [], violations.join('\n'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** WCAG relative luminance and contrast of two `rgb(...)` colours. */
function contrast(a, b) {
  const lum = (css) => {
    const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const theme of THEMES) {
  test(`focus is visible on every control, 3:1 at least [${theme.name}]`, async () => {
    const { page, context } = await env.newPage({ reducedMotion: 'reduce', ...theme.context });
    await context.addInitScript((display) => localStorage.setItem('reversi.display', display), theme.display);
    const reversi = new ReversiPage(page, env.url);
    await reversi.open(`?variant=classic&moves=${MIDGAME}`);
    const seen = new Set();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        // The colour behind the ring: the element's own box for an inset
        // ring, else its parent's; the first solid background going up.
        let behind = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
        let background = 'rgb(255, 255, 255)';
        for (; behind; behind = behind.parentElement) {
          const colour = getComputedStyle(behind).backgroundColor;
          if (!/rgba\(.*, 0\)$|transparent/.test(colour)) {
            background = colour;
            break;
          }
        }
        return {
          name: element.dataset.square ?? element.dataset.testid ?? element.textContent.trim().slice(0, 20),
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          colour: style.outlineColor,
          background,
        };
      });
      if (!ring || seen.has(ring.name)) continue;
      seen.add(ring.name);
      assert.notEqual(ring.outline, 'none', `${ring.name} shows a focus ring`);
      assert.ok(ring.width >= 3, `${ring.name}: ring ${ring.width}px`);
      const ratio = contrast(ring.colour, ring.background);
      assert.ok(ratio >= 3, `${ring.name}: ring ${ring.colour} on ${ring.background} is ${ratio.toFixed(2)}:1`);
    }
    assert.ok(seen.size >= 10, `reached ${[...seen].join(', ')}`);
    await context.close();
  });

  test(`legal and last moves are marked by shape, not colour alone [${theme.name}]`, async () => {
    const { page, context } = await env.newPage({ reducedMotion: 'reduce', ...theme.context });
    await context.addInitScript((display) => localStorage.setItem('reversi.display', display), theme.display);
    const reversi = new ReversiPage(page, env.url);
    await reversi.open(`?variant=classic&moves=${MIDGAME}`);
    const marker = (name) =>
      page.evaluate((name) => {
        const style = getComputedStyle(document.querySelector(`[data-square="${name}"]`), '::after');
        return { content: style.content, radius: style.borderTopLeftRadius, border: style.borderTopStyle, transform: style.transform };
      }, name);
    const [legal] = await reversi.legalSquares();
    const ring = await marker(legal);
    assert.equal(ring.content, '""');
    assert.equal(ring.radius, '50%', 'a legal move is a ring');
    assert.equal(ring.border, 'solid');
    const diamond = await marker('c8'); // the last move
    assert.equal(diamond.content, '""');
    assert.equal(diamond.radius, '0px', 'the last move is a diamond');
    assert.notEqual(diamond.transform, 'none');
    assert.equal((await marker('a1')).content, 'none', 'no marker on an ordinary square');
    await context.close();
  });
}
