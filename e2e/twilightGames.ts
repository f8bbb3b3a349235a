import { expect, type Locator, type Page } from '@playwright/test';
import { passIfAsked, shareLink } from './helpers';
import { seededRandom } from '../src/engines/core/rng';
import { twilightEngine as E } from '../src/engines/twilight/engine';
import { actingSeats } from '../src/engines/twilight/legal';
import { warning } from '../src/engines/twilight/ui';
import type { TwilightState } from '../src/engines/twilight/types';

/**
 * A game of two people played by careful random moves (none the engine warns about, when it can) until
 * `done` holds, returned as a share link to this server; a seed whose game passes `giveUp` is dropped.
 */
export function sharedGame(
  baseUrl: string,
  options: Record<string, unknown>,
  done: (s: TwilightState) => boolean,
  giveUp: (s: TwilightState) => boolean = () => false,
): string {
  for (let seed = 1; seed < 200; seed++) {
    const opts = { ...E.defaultOptions(2), ...options };
    let s = E.setup(opts, 2, seed);
    const rand = seededRandom(seed);
    const moves: { seat: number; move: unknown }[] = [];
    while (!s.outcome && moves.length < 4000 && !giveUp(s)) {
      const seat = actingSeats(s)[0];
      const all = E.legalMoves(s, seat);
      // A random move among those the app would not warn about, drawn by rejection (the warning plays the
      // round out, so it is asked of the moves drawn rather than of every legal move); after 40 misses, of all.
      let move: (typeof all)[number] | undefined;
      for (let k = 0; k < 40 && move === undefined; k++) {
        const m = all[Math.floor(rand() * all.length)];
        if (warning(s, seat, m) === null) move = m;
      }
      if (move === undefined) {
        const safe = all.filter((m) => warning(s, seat, m) === null);
        const legal = safe.length ? safe : all;
        move = legal[Math.floor(rand() * legal.length)];
      }
      const next = E.apply(s, move, seat);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves.push({ seat, move });
      if (done(s)) {
        return shareLink(baseUrl, { game: 'twilight', options: opts, seed, moves }, 'Effects', s);
      }
    }
  }
  throw new Error('no such game found');
}

export async function status(page: Page): Promise<string> {
  await passIfAsked(page);
  return (await page.getByTestId('status').textContent()) ?? '';
}

export async function visible(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

/** Chooses the first entry of a country list in the panel and presses its button. */
export async function chooseFirst(page: Page, label: string, button: string): Promise<boolean> {
  const select = page.getByLabel(label, { exact: true });
  if (!(await visible(select))) return false;
  await select.selectOption((await select.locator('option').nth(1).getAttribute('value'))!);
  await page.getByRole('button', { name: button, exact: true }).click();
  return true;
}

/** Answers whatever an event asks (first choice), until the status matches. */
export async function resolveUntil(page: Page, until: RegExp) {
  for (let i = 0; i < 60 && !until.test(await status(page)); i++) {
    if (await visible(page.getByRole('button', { name: 'Do it anyway' }))) await page.getByRole('button', { name: 'Do it anyway' }).click();
    else if (await chooseFirst(page, 'Country', 'Choose')) continue;
    else if (await chooseFirst(page, 'Place influence in', 'Place 1')) continue;
    else if (await visible(page.locator('.ts-choice-buttons button'))) await page.locator('.ts-choice-buttons button').first().click();
    else await page.waitForTimeout(200);
  }
  expect(await status(page)).toMatch(until);
}

/**
 * Chooses the highlighted cards one after another until one can be played for `use`, and returns that
 * use's button. It first waits for the hand: after the pass screen the board's code may still be
 * loading (it is a chunk of its own), and a hand not drawn yet has no cards to try. Each choice is
 * awaited (the card shows as pressed) before its uses are read.
 */
export async function cardFor(page: Page, use: 'Influence' | 'Coup'): Promise<Locator> {
  const cards = page.locator('.ts-card.playable');
  await expect(cards.first()).toBeVisible();
  const button = page.getByRole('group', { name: 'Play for' }).getByRole('button', { name: use, exact: true });
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('card-detail')).toBeVisible();
    if (await visible(button)) return button;
  }
  throw new Error(`No card can be played for ${use}`);
}

/** Picks a highlighted card that can be played for `use`, and plays it. */
export async function playFor(page: Page, use: 'Influence' | 'Coup') {
  await (await cardFor(page, use)).click();
  const anyway = page.getByRole('button', { name: 'Do it anyway' });
  if (await visible(anyway)) await anyway.click();
}

export async function headline(page: Page) {
  await passIfAsked(page);
  await page.locator('.ts-card.playable').first().click();
  await page.getByRole('button', { name: /^Headline / }).click();
}
