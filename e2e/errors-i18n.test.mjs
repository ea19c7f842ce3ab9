// Reasons in the visitor's language: a record the Import box cannot take and
// a link that cannot be opened give their reason in Russian, Mongolian,
// Hungarian, Uzbek and Serbian, with no English in it.
//
// The English words below are taken from today's English reasons (the
// Display texts of engine/src/format/transcript.rs, engine/src/position.rs,
// engine/src/format/obf.rs and the reasons of src/link.rs and src/records.rs), for
// instance "move 2 (d4) is illegal: d4 is occupied", "move 5 (a1) is
// illegal: a1 flips nothing" and "malformed transcript at character 1:
// expected square names such as d4d5e4". Only words that are English in
// none of the five languages are listed (not "variant", which is Uzbek too,
// nor "is", which is Hungarian).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './support/browser.mjs';

const env = useSite();

const ENGLISH = [
  'illegal', 'occupied', 'move', 'flips', 'nothing', 'square', 'squares', 'names', 'such',
  'transcript', 'malformed', 'expected', 'unknown', 'character', 'characters', 'outside',
  'centre', 'impossible', 'position', 'placements', 'player', 'empty', 'longer', 'than',
];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}])(${ENGLISH.join('|')})(?![\\p{L}])`, 'iu');

/** Each language's "New game", from its locales/*.ftl: the page is in it. */
const LANGUAGES = {
  ru: 'Новая игра',
  mn: 'Шинэ тоглоом',
  hu: 'Új játék',
  uz: 'Yangi oʻyin',
  sr: 'Nova igra',
};

/** Records for the Import box (classic, the page's default variant). */
const RECORDS = [
  'd4d4', // move 2 on an occupied square
  'd4d5e4e5a1', // move 5 flips nothing
  'zz9', // not square names at all
];

/** What is wrong with `notice`, or null. */
function english(notice) {
  if (notice.trim() === '') return 'no notice';
  if (/could not be (imported|opened)/.test(notice)) return `the English notice: ${notice}`;
  const word = notice.match(ENGLISH_WORD);
  return word ? `English "${word[1]}" in: ${notice}` : null;
}

for (const [lang, newGame] of Object.entries(LANGUAGES)) {
  test(`import and link errors give their reason in ${lang}, with no English`, async () => {
    const problems = [];

    const { reversi, context, errors } = await env.openGame(`?lang=${lang}&variant=classic`);
    assert.equal(await reversi.text('new-game'), newGame);
    await reversi.openRecords();
    for (const record of RECORDS) {
      const status = await reversi.importRecord(record);
      const problem = english(status);
      if (problem) problems.push(`import ${record}: ${problem}`);
      assert.equal(await reversi.transcript(), '', 'the game on the board stays');
      await reversi.testId('records-show-transcript').click(); // clears the status
    }
    assert.deepEqual(errors, []);
    await context.close();

    const link = await env.openGame(`?lang=${lang}&variant=classic&moves=d4d4e5`);
    assert.equal(await link.reversi.text('new-game'), newGame);
    const notice = await link.reversi.text('load-notice');
    const problem = english(notice);
    if (problem) problems.push(`?moves=d4d4e5: ${problem}`);
    assert.equal(await link.reversi.moveCount(), 0, 'the starting position');
    await link.context.close();

    assert.deepEqual(problems, []);
  });
}
