// Playing with the keyboard alone: Tab to the board, arrows to a square,
// Enter or Space to place. No clicks.

/** The `data-square` of the focused element, or null. */
export async function focusedSquare(page) {
  return page.evaluate(() => document.activeElement?.dataset?.square ?? null);
}

/** The `data-testid` of the focused element, or null. */
export async function focusedTestId(page) {
  return page.evaluate(() => document.activeElement?.dataset?.testid ?? null);
}

/** Presses Tab until the board has the focus; fails after `limit` presses. */
export async function tabToBoard(page, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (await focusedSquare(page)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the board was not reached in ${limit} Tab presses`);
}

/** Moves the focus with the arrow keys from the focused square to `target`. */
export async function arrowTo(page, target) {
  const from = await focusedSquare(page);
  if (!from) throw new Error('no square has the focus');
  const dx = target.charCodeAt(0) - from.charCodeAt(0);
  const dy = Number(target[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  const now = await focusedSquare(page);
  if (now !== target) throw new Error(`arrows went to ${now}, not ${target}`);
}

/** Places on `target` by arrows and `key` (Enter or Space); waits for the
 * move list to grow. */
export async function placeByKeyboard(page, target, key = 'Enter') {
  const before = await page.locator('[data-testid="move-list"] li').count();
  await arrowTo(page, target);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="move-list"] li').length > count,
    before,
  );
}

/** Starts recording every text the live region shows, in `window.spoken`. */
export async function recordAnnouncements(page) {
  await page.evaluate(() => {
    window.spoken = [];
    const region = document.querySelector('[data-testid="announcer"]');
    new MutationObserver(() => window.spoken.push(region.textContent.trim())).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

export async function announcements(page) {
  return page.evaluate(() => window.spoken);
}

/** The elements that a screen reader would treat as live regions. */
export async function liveRegions(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log], [role=marquee], [role=timer], output')]
      .filter((e) => e.getAttribute('aria-live') !== 'off')
      .map((e) => e.dataset.testid ?? e.outerHTML.slice(0, 80)),
  );
}
