import { test, expect, type Page } from '@playwright/test';
import { openShared, passIfAsked } from './helpers';
import { legalMoves } from '../src/engines/twilight/legal';
import { sharedGame, status } from './twilightGames';
import type { TwilightState } from '../src/engines/twilight/types';

async function open(page: Page, link: string) {
  await openShared(page, link, 'twilight-board');
}

/** Screenshots at a laptop's and a phone's size (kept with the test's output, to look at). */
async function shots(page: Page, name: string) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A country the ops player may both place influence in and realign (designer rule: mixed ops). */
function both(s: TwilightState): string | null {
  const p = s.pending;
  if (!p || p.kind !== 'ops' || !p.ops.mix) return null;
  const moves = legalMoves(s, p.seat);
  const inf = new Set(moves.flatMap((m) => (m.type === 'influence' ? [m.country] : [])));
  for (const m of moves) if (m.type === 'realign' && inf.has(m.country)) return m.country;
  return null;
}

test('mixed ops (designer rule): the panel offers influence and realignment together and asks which where both are open', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  let country = '';
  const link = sharedGame(`${baseURL}/`, { mixOps: true }, (s) => {
    country = both(s) ?? '';
    return country !== '';
  });
  await open(page, link);
  expect(await status(page)).toMatch(/place influence or choose a realignment target/);
  await expect(page.getByTestId('mixed-ops')).toContainText('never both in one country');
  await expect(page.getByLabel('Place influence in', { exact: true })).toBeVisible();
  await page.getByLabel('Realign', { exact: true }).selectOption(country);
  await expect(page.getByTestId('realign-odds')).toContainText('You win');
  await shots(page, 'mixed');
  await page.getByRole('button', { name: /Place 1 influence in .* instead/ }).click();
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText('places 1 influence in');
});

test('the player held by the Cuban Missile Crisis may end it from the panel in the middle of a decision', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const link = sharedGame(
    `${baseURL}/`,
    {},
    (s) => {
      const p = s.pending;
      return !!p && p.kind === 'ops' && legalMoves(s, p.seat).some((m) => m.type === 'defuse');
    },
    (s) => s.turn > 7,
  );
  await open(page, link);
  const group = page.getByRole('group', { name: 'End the Cuban Missile Crisis' });
  await expect(group).toBeVisible();
  await shots(page, 'cmc');
  await group.getByRole('button').first().click();
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText('Cuban Missile Crisis');
  await expect(group).toBeHidden();
});
