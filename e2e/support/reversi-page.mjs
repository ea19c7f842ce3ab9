// The page object: what a player sees and does, in the words of the game.
// Everything goes through the testability contract (data-square, data-disc,
// data-legal and the data-testid values), never through CSS classes.

export class ReversiPage {
  constructor(page, baseUrl) {
    this.page = page;
    this.baseUrl = baseUrl;
  }

  /** Opens the app, optionally with a query such as `?variant=free&moves=d4`.
   * Two people play unless the query names the players (a first visit
   * without a query would be a game against the computer). */
  async open(query = '') {
    await this.page.goto(this.baseUrl + withPlayers(query));
    await this.ready();
  }

  /** Opens the app exactly as a first-time visitor would. */
  async openPlain(query = '') {
    await this.page.goto(this.baseUrl + query);
    await this.ready();
  }

  async reload() {
    await this.page.reload();
    await this.ready();
  }

  async ready() {
    await this.page.locator('[data-square="h8"]').waitFor();
  }

  square(name) {
    return this.page.locator(`[data-square="${name}"]`);
  }

  testId(id) {
    return this.page.locator(`[data-testid="${id}"]`);
  }

  /** "black", "red", "white" or "empty". */
  async disc(name) {
    return this.square(name).getAttribute('data-disc');
  }

  /** Every square's disc, a1..h8. */
  async board() {
    return this.page.$$eval('[data-square]', (squares) =>
      Object.fromEntries(squares.map((s) => [s.dataset.square, s.dataset.disc])),
    );
  }

  async legalSquares() {
    return this.page.$$eval('[data-legal="true"]', (squares) => squares.map((s) => s.dataset.square));
  }

  async moveCount() {
    return this.testId('move-list').locator('li').count();
  }

  async transcript() {
    return (await this.testId('transcript').textContent()).trim();
  }

  async status() {
    return (await this.testId('status').textContent()).trim();
  }

  async text(id) {
    return (await this.testId(id).textContent()).trim();
  }

  async score(colour) {
    return Number(await this.text(`score-${colour}`));
  }

  async supply(colour) {
    return Number(await this.text(`supply-${colour}`));
  }

  /** Clicks a legal square and waits until the move is on the list. */
  async play(name) {
    const before = await this.moveCount();
    await this.square(name).click();
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="move-list"] li').length > count,
      before,
    );
  }

  async playAll(names) {
    for (const name of names) await this.play(name);
  }

  /** Clicks a square expected to be illegal and waits until the page has
   * handled the click and drawn the result (two animation frames). */
  async clickIllegal(name) {
    await this.square(name).click();
    await this.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }

  /** Waits until the discs have settled: every disc shows the face of its
   * colour (no flip pending) and no disc or square on the board is still in
   * a transition or animation. */
  async settle() {
    await this.page.waitForFunction(() => {
      const board = document.querySelector('[data-testid="board"]');
      if (!board) return false;
      const faces = { black: 'black', red: 'second', white: 'second', empty: 'none' };
      const turned = [...board.querySelectorAll('[data-square]')].every(
        (square) => square.querySelector('.disc')?.dataset.face === faces[square.dataset.disc],
      );
      const moving = board
        .getAnimations({ subtree: true })
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      return turned && !moving;
    });
  }

  /** Clicks one of the header's extras (learn, archive, lessons-open,
   * puzzles-open, setup-open, diagram, embed-open): on a phone they are in
   * the ☰ menu, opened first. */
  async extra(id) {
    const menu = this.testId('menu');
    if (await menu.isVisible()) await menu.click();
    await this.testId(id).click();
  }

  async undo() {
    const before = await this.moveCount();
    await this.testId('undo').click();
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="move-list"] li').length < count,
      before,
    );
  }

  async redo() {
    const before = await this.moveCount();
    await this.testId('redo').click();
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="move-list"] li').length > count,
      before,
    );
  }

  async newGame(variant) {
    await this.testId('new-game').click();
    await this.testId(`variant-${variant}`).check();
    await this.testId('new-game-start').click();
    await this.testId('new-game-dialog').waitFor({ state: 'detached' });
  }

  /** Opens "Import or export" (the records box). */
  async openRecords() {
    await this.testId('records-toggle').click();
    await this.testId('records-text').waitFor();
  }

  /** Imports `text` through the open records box; answers the status shown. */
  async importRecord(text) {
    await this.testId('records-text').fill(text);
    await this.testId('records-import').click();
    await this.page.waitForFunction(
      () => document.querySelector('[data-testid="records-status"]').textContent.trim() !== '',
    );
    return this.text('records-status');
  }

  async waitForText(id, text) {
    await this.page.waitForFunction(
      ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.includes(text),
      [id, text],
    );
  }

  async hasHorizontalScroll() {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}

/** `query` with `black=human&red=human` added unless it names a player. */
export function withPlayers(query) {
  if (/[?&](black|red|white)=/.test(query)) return query;
  const hotSeat = 'black=human&red=human';
  return query ? `${query}&${hotSeat}` : `?${hotSeat}`;
}

/** Square names of a transcript such as `d4d5e4`. */
export function squares(transcript) {
  return transcript.match(/[a-h][1-8]/g) ?? [];
}
