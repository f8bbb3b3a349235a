import { test, expect, type Locator, type Page } from '@playwright/test';
import { holdUntilPeek } from './helpers';

/**
 * Phones and tablets: every screen fits, and a full turn of each game is played by tapping, with
 * touch emulation. Every control tapped must be on screen, at least 44 px, and not covered by
 * anything (the element at its centre is the control itself).
 */
const SIZES = [
  { name: 'phone portrait', width: 390, height: 844 },
  { name: 'phone landscape', width: 844, height: 390 },
  { name: 'tablet portrait', width: 768, height: 1024 },
  { name: 'tablet landscape', width: 1024, height: 768 },
];

/** Fails unless the control is inside the window, big enough to tap, and the topmost thing at its centre. */
async function reachable(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const verdict = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const inside = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
    const top = document.elementFromPoint(cx, cy);
    const covered = !top || !(top === el || el.contains(top) || (el as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }).labels?.[0]?.contains(top));
    return { inside, covered, by: top ? `${top.tagName}.${String(top.className)}` : 'nothing', w: r.width, h: r.height };
  });
  expect(verdict.inside, `${what} is inside the window`).toBe(true);
  expect(verdict.covered, `${what} is not covered (found ${verdict.by})`).toBe(false);
  expect(Math.min(verdict.w, verdict.h), `${what} is at least 44 px`).toBeGreaterThanOrEqual(43.5);
}

async function tap(control: Locator, what: string) {
  await reachable(control, what);
  await control.tap();
}

async function choose(select: Locator, what: string, value?: string) {
  await reachable(select, what);
  await select.selectOption(value ?? (await select.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
}

/** Nothing scrolls sideways. */
async function fitsWidth(page: Page, where: string) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(scroll, `${where} fits the width`).toBeLessThanOrEqual(width);
}

async function visible(l: Locator): Promise<boolean> {
  return (await l.count()) > 0 && (await l.first().isVisible());
}

async function passIfAsked(page: Page) {
  const pass = page.getByRole('button', { name: /show my turn/ });
  if (await visible(pass)) await tap(pass, 'the pass screen button');
}

/** Opens the lobby, picks the game and its seats by tapping, and starts it. */
async function start(page: Page, title: string, players: number, computers: number[]) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await fitsWidth(page, 'the lobby');
  await tap(page.locator('.game-choice').filter({ has: page.getByText(title, { exact: true }) }), `the ${title} choice`);
  await fitsWidth(page, `the lobby with ${title}`);
  await choose(page.getByLabel('Number of players'), 'the number of players', String(players));
  for (const i of computers)
    await choose(
      page.getByLabel(`Seat ${i + 1} player`),
      `seat ${i + 1}`,
      (await page
        .getByLabel(`Seat ${i + 1} player`)
        .locator('option')
        .nth(1)
        .getAttribute('value'))!,
    );
  await tap(page.getByRole('button', { name: new RegExp(`^Start ${title}`) }), 'the start button');
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await fitsWidth(page, 'the game screen');
}

/** The board takes a fair share of the screen, and the panel's status is in view. */
async function boardShare(page: Page, testId: string) {
  const board = await page.getByTestId(testId).boundingBox();
  const view = page.viewportSize()!;
  expect(board, 'the board is drawn').not.toBeNull();
  expect((board!.width * board!.height) / (view.width * view.height), 'the board takes a good part of the screen').toBeGreaterThan(0.3);
  await reachable(page.getByTestId('panel-handle'), 'the panel handle');
}

/** A long press at the centre of a canvas node with the given `peek` attribute (a number: the first card in the hand) opens it in full. */
async function longPressOn(page: Page, peek: string | number) {
  let at = await nodeAt(page, peek);
  expect(at, `a node ${peek} on the board`).not.toBeNull();
  // Off screen (a board taller than its box, as Dominion's on a phone): a finger first brings it into view.
  if (at!.y < at!.top + 10 || at!.y > at!.bottom - 10) {
    const from = { x: at!.x, y: (at!.top + at!.bottom) / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 5; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y + ((from.y - at!.y) * i) / 5 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(200);
    at = await nodeAt(page, peek);
  }
  await holdUntilPeek(page, { x: at!.x, y: at!.y });
  await expect(page.getByTestId('peek')).toBeVisible();
  await tap(page.getByTestId('peek').getByRole('button', { name: 'Close' }), 'the close button of the details');
  await expect(page.getByTestId('peek')).toHaveCount(0);
}

/** The centre of a canvas node with the given `peek` attribute on the page, and the top and bottom of its stage's box. */
async function nodeAt(page: Page, peek: string | number) {
  return page.evaluate((id) => {
    type N = { getAttr(k: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } };
    const stage = (window as unknown as { Konva: { stages: { find(f: (n: N) => boolean): N[]; container(): HTMLElement }[] } }).Konva.stages.find(
      (s) => s.container().isConnected,
    )!;
    const node = stage.find((n) =>
      typeof id === 'number'
        ? n.getAttr('peek') !== undefined && (n as unknown as { name(): string }).name() === 'hand-card'
        : String(n.getAttr('peek')) === id,
    )[0];
    if (!node) return null;
    const r = node.getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2, top: c.top, bottom: c.bottom };
  }, peek);
}

/** Holds a finger on an element of the page (a card in a hand) for longer than a long press. */
async function longPressCard(page: Page, el: Locator) {
  await el.scrollIntoViewIfNeeded();
  const r = (await el.boundingBox())!;
  await holdUntilPeek(page, { x: r.x + r.width / 2, y: r.y + r.height / 2 });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true });

    test(`Dominion: a turn by tapping (${size.name})`, async ({ page }) => {
      await start(page, 'Dominion', 2, [1]);
      await boardShare(page, 'dominion-board');
      await longPressOn(page, 0);
      await expect(page.getByTestId('log')).not.toContainText(/Ann plays/);
      await tap(page.getByRole('button', { name: /Play all Treasures/ }), 'Play all Treasures');
      const buy = page.getByLabel('Card to buy');
      await choose(
        buy,
        'the card to buy',
        (await buy
          .locator('option', { hasText: /^(Silver|Copper) \(/ })
          .first()
          .getAttribute('value'))!,
      );
      await tap(page.getByRole('button', { name: 'Buy', exact: true }), 'Buy');
      await expect(page.getByTestId('log')).toContainText(/Ann buys/);
      // People end their turns themselves by default (issue 21): the last Buy leaves it open.
      await tap(page.getByRole('button', { name: 'End the turn (E)' }), 'End the turn');
      // The computer plays its turn; then it is Ann's again.
      await passIfAsked(page);
      await expect(page.getByTestId('status')).toContainText(/^\W*Ann/, { timeout: 30_000 });
      // Every Buy phase ends with a log line, whatever the deal: "Bob buys Silver." or "Bob buys nothing."
      await expect(page.getByTestId('log')).toContainText(/Bob buys/);
      await page.screenshot({ path: test.info().outputPath(`dominion-${size.width}x${size.height}.png`) });
    });

    test(`Twilight Struggle: setup, headline and an action round by tapping (${size.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await start(page, 'Twilight Struggle', 2, [1]);
      await boardShare(page, 'twilight-board');
      for (let i = 0; i < 6; i++) {
        await choose(page.getByLabel('Country', { exact: true }), 'the country list');
        await tap(page.getByRole('button', { name: 'Choose', exact: true }), 'Choose');
      }
      await longPressOn(page, 'poland');
      const card = page.locator('.ts-card.playable').first();
      await expect(card).toBeVisible({ timeout: 20_000 });
      // A long press on a card in the hand shows its text in full, and does not choose it.
      await longPressCard(page, card);
      await expect(page.getByTestId('peek')).toContainText(/ops? ·/);
      expect((await page.getByTestId('peek').locator('.peek-text').textContent())!.length).toBeGreaterThan(20);
      await tap(page.getByTestId('peek').getByRole('button', { name: 'Close' }), 'the close button of the card');
      await expect(page.getByTestId('peek')).toHaveCount(0);
      await expect(card).toHaveAttribute('aria-pressed', 'false');
      await tap(card, 'a card in the hand');
      await tap(page.getByRole('button', { name: /^Headline / }), 'Headline');
      await expect(page.getByTestId('log')).toContainText('Headlines:', { timeout: 20_000 });
      // Events may ask questions; answer with the first choice until the action round.
      for (let i = 0; i < 40 && !/action round 1 of turn 1/.test((await page.getByTestId('status').textContent()) ?? ''); i++) {
        if (await visible(page.getByLabel('Country', { exact: true }))) {
          await choose(page.getByLabel('Country', { exact: true }), 'the country list');
          await tap(page.getByRole('button', { name: 'Choose', exact: true }), 'Choose');
        } else if (await visible(page.locator('.ts-choice-buttons button'))) await tap(page.locator('.ts-choice-buttons button').first(), 'an event choice');
        else await page.waitForTimeout(250);
      }
      const cards = page.locator('.ts-card.playable');
      let played = false;
      for (let i = 0; i < (await cards.count()) && !played; i++) {
        await tap(cards.nth(i), 'a card in the hand');
        const use = page.getByRole('group', { name: 'Play for' }).getByRole('button', { name: 'Influence', exact: true });
        if (await visible(use)) {
          await tap(use, 'Influence');
          played = true;
        }
      }
      expect(played).toBe(true);
      // The question that follows is in view (the panel was scrolled down to the card's uses).
      await expect(page.getByLabel('Place influence in', { exact: true })).toBeInViewport();
      while (await visible(page.getByLabel('Place influence in', { exact: true }))) {
        await choose(page.getByLabel('Place influence in', { exact: true }), 'the influence list');
        await tap(page.getByRole('button', { name: 'Place 1', exact: true }), 'Place 1');
      }
      await expect(page.getByTestId('log')).toContainText(/Ann places 1 influence in/);
      await expect(page.getByTestId('log')).toContainText(/Bob plays /, { timeout: 20_000 });
      await page.screenshot({ path: test.info().outputPath(`twilight-${size.width}x${size.height}.png`) });
    });

    test(`Diplomacy: orders written and submitted by tapping (${size.name})`, async ({ page }) => {
      await start(page, 'Diplomacy', 7, [1, 2, 3, 4, 5, 6]);
      await boardShare(page, 'diplomacy-board');
      await choose(page.getByLabel('Order for A Vie'), 'the order of A Vie', 'A Vie - Gal');
      await tap(page.getByRole('button', { name: /^Submit/ }), 'Submit');
      await expect(page.getByTestId('log')).toContainText(/Spring 1901/, { timeout: 30_000 });
      await expect(page.getByTestId('status')).toContainText(/Fall 1901/, { timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath(`diplomacy-${size.width}x${size.height}.png`) });
    });

    test(`5D Diplomacy: orders written and submitted by tapping (${size.name})`, async ({ page }) => {
      await start(page, '5D Diplomacy', 7, [1, 2, 3, 4, 5, 6]);
      await boardShare(page, 'diplomacy5d-board');
      const order = page.getByLabel(/^Order for /).first();
      await expect(order).toBeVisible({ timeout: 20_000 });
      await choose(order, "the first unit's order");
      await tap(page.getByRole('button', { name: 'Submit orders' }), 'Submit orders');
      await expect(page.getByTestId('log')).toContainText(/Round 1:.*Austria: A a-Vie@0/, { timeout: 30_000 });
      // The next round: Ann writes orders again.
      await passIfAsked(page);
      await expect(page.getByLabel(/^Order for /).first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath(`diplomacy5d-${size.width}x${size.height}.png`) });
    });

    test(`World conquest: setup and a turn by tapping (${size.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await start(page, 'World Conquest', 6, [1, 2, 3, 4, 5]);
      await boardShare(page, 'risk-board');
      // The computers move without pausing; Ann claims and places until her first attack.
      await tap(page.getByRole('button', { name: 'Fast-forward' }), 'Fast-forward');
      const from = page.getByLabel('From', { exact: true });
      const all = page.getByRole('button', { name: /^All \d+$/ });
      for (let i = 0; i < 400 && !(await visible(from)); i++) {
        const roll = page.getByRole('button', { name: 'Roll for the first player' });
        if (await visible(roll)) await tap(roll, 'Roll for the first player');
        else if (await visible(page.getByLabel('Claim', { exact: true }))) {
          await choose(page.getByLabel('Claim', { exact: true }), 'the claim list');
          await tap(page.getByRole('button', { name: 'Claim', exact: true }), 'Claim');
        } else if (await visible(page.getByLabel('Place on', { exact: true }))) {
          if (await visible(all)) await tap(all, 'All');
          await choose(page.getByLabel('Place on', { exact: true }), 'the place list');
          await tap(page.getByRole('button', { name: /^Place \d+/ }), 'Place');
        } else await page.waitForTimeout(150);
      }
      await choose(page.getByLabel('From', { exact: true }), 'From');
      await choose(page.getByLabel('To', { exact: true }), 'To');
      await tap(page.getByRole('button', { name: /^Attack with \d (die|dice)$/ }).first(), 'Attack');
      await expect(page.getByTestId('log')).toContainText(/attacks .+ from /);
      await page.screenshot({ path: test.info().outputPath(`risk-${size.width}x${size.height}.png`) });
    });
  });
}

test.describe('watching', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a game of computers only is watched, paused, played and sped up', async ({ page }) => {
    await start(page, 'Dominion', 2, [0, 1]);
    await expect(page.getByText('At least one seat must be a person')).toHaveCount(0);
    const log = page.getByTestId('log').locator('li:not(.end)');
    await expect(page.getByTestId('watch-bar')).toContainText('Watching the computers play.');
    await choose(page.getByLabel('Computer speed'), 'the speed', 'quick');
    await expect.poll(() => log.count(), { timeout: 20_000 }).toBeGreaterThan(6);
    await tap(page.getByRole('button', { name: /Pause/ }), 'Pause');
    await expect(page.getByTestId('watch-bar')).toContainText('Paused.');
    await page.waitForTimeout(700);
    const still = await log.count();
    await page.waitForTimeout(1500);
    expect(await log.count(), 'nothing moves while paused').toBe(still);
    await tap(page.getByRole('button', { name: /Play/ }), 'Play');
    await expect.poll(() => log.count(), { timeout: 20_000 }).toBeGreaterThan(still);
  });
});
