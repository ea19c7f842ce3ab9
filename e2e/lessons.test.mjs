// The lessons: the Learn view's list, one lesson walked to its end in
// English and one in Russian, a wrong answer met by the computer's reply
// and tried again, `?lesson=ID` and an unknown id. The answers come from
// engine/data/lessons.txt, which engine/tests/lessons.rs checks with the
// exact solver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ROOT } from './support/browser.mjs';

const env = useSite();

const STEPS = readFileSync(join(ROOT, 'engine', 'data', 'lessons.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [id, variant, board, answers] = line.split(' ');
    return { id, lesson: id.replace(/-\d+$/, ''), variant, board, answers: answers.split(',') };
  });
const LESSONS = [...new Set(STEPS.map((s) => s.lesson))];

const result = (page) => page.locator('[data-testid="lesson-result"]');

/** Plays every step of `lesson` by its first answer, checking each. */
async function walk(reversi, page, lesson, words) {
  const steps = STEPS.filter((s) => s.lesson === lesson);
  for (const [index, step] of steps.entries()) {
    assert.equal(await reversi.text('lesson-progress'), words.progress(index + 1, steps.length));
    await page.locator('[data-testid="lesson-task"]:not(:empty)').waitFor();
    await reversi.square(step.answers[0]).click();
    await page.locator('[data-testid="lesson-result"][data-solved="true"]').waitFor();
    const last = index === steps.length - 1;
    assert.equal(await reversi.testId('lesson-next').isVisible(), !last, step.id);
    if (last) {
      assert.match(await result(page).textContent(), words.complete);
    } else {
      await reversi.testId('lesson-next').click();
      await result(page).waitFor({ state: 'hidden' });
    }
  }
}

test('the Learn view lists the first steps and every lesson; one walked to its end', async () => {
  const { reversi, page, context, errors } = await env.openGame('?variant=classic&moves=d4d5e4e5d6');
  await reversi.testId('lessons-open').click();
  await reversi.testId('lesson-list').waitFor();
  assert.equal(await reversi.text('lesson-title'), 'Learn');
  const listed = await page.locator('[data-testid="lesson-list"] .lesson').evaluateAll((items) =>
    items.map((item) => item.dataset.id),
  );
  assert.deepEqual(listed, LESSONS);
  assert.ok(await reversi.testId('learn-tutorial').isVisible());
  // The keyboard reaches the lessons: the focus starts in the list.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.id), LESSONS[0]);

  await page.locator('.lesson[data-id="corners"]').click();
  await page.locator('[data-testid="learn-view"][data-id="corners"]').waitFor();
  assert.equal(await reversi.text('lesson-title'), 'Corners');
  await walk(reversi, page, 'corners', {
    progress: (n, total) => `Step ${n} of ${total}`,
    complete: /Lesson complete!/,
  });

  // All lessons, then Back: the player's game is as it was.
  await reversi.testId('lesson-list-open').click();
  await reversi.testId('lesson-list').waitFor();
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  await reversi.testId('lessons-close').click();
  await reversi.testId('learn-view').waitFor({ state: 'detached' });
  assert.equal(await reversi.transcript(), 'd4d5e4e5d6');
  // The first steps are the list's first item: the tutorial opens.
  await reversi.testId('lessons-open').click();
  await reversi.testId('learn-tutorial').click();
  await reversi.testId('tutorial').waitFor();
  await reversi.testId('learn-view').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong answer meets the computer\'s reply; Try again puts the step back', async () => {
  const step = STEPS.find((s) => s.lesson === 'x-squares');
  const { reversi, page, context, errors } = await env.openGame('?lesson=x-squares');
  await page.locator('[data-testid="learn-view"][data-id="x-squares"]').waitFor();
  await page.locator('[data-testid="lesson-task"]:not(:empty)').waitFor();
  const start = await reversi.board();
  const wrong = (await reversi.legalSquares()).find((s) => !step.answers.includes(s));
  assert.ok(wrong, 'a legal move that is not an answer');
  await reversi.square(wrong).click();
  await page.locator('[data-testid="lesson-result"][data-solved="false"]').waitFor();
  assert.match(await result(page).textContent(), new RegExp(`Not ${wrong}`));
  // The computer answers on the board (its strongest level).
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 2, null, {
    timeout: 30_000,
  });
  await reversi.testId('lesson-retry').click();
  await result(page).waitFor({ state: 'hidden' });
  assert.deepEqual(await reversi.board(), start);
  await reversi.square(step.answers[0]).click();
  await page.locator('[data-testid="lesson-result"][data-solved="true"]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a lesson in Russian, walked to its end; an unknown lesson shows the list with a note', async () => {
  const { reversi, page, context, errors } = await env.openGame('?lang=ru&lesson=supply');
  await page.locator('[data-testid="learn-view"][data-id="supply"]').waitFor();
  await page.locator('[data-testid="lesson-task"]:not(:empty)').waitFor();
  const task = await reversi.text('lesson-task');
  assert.match(task, /[А-Яа-яЁё]/);
  assert.doesNotMatch(task, /\b(the|move|discs?|corner|hand)\b/i, task);
  await walk(reversi, page, 'supply', {
    progress: (n, total) => `Шаг ${n} из ${total}`,
    complete: /Урок пройден/,
  });

  await page.goto(`${env.url}?lesson=nowhere`);
  await reversi.ready();
  await reversi.testId('lesson-list').waitFor();
  assert.match(await reversi.text('lesson-note'), /nowhere/);
  assert.deepEqual(errors, []);
  await context.close();
});
