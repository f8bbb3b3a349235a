import { test, expect } from '@playwright/test';
import { twilightEngine as E } from '../src/engines/twilight/engine';
import { actingSeats } from '../src/engines/twilight/legal';
import { warning } from '../src/engines/twilight/ui';
import { exportSave } from '../src/persistence/savefile';
import { makeShareLink } from '../src/persistence/share';
import type { TwilightState } from '../src/engines/twilight/types';
import { passIfAsked } from './helpers';

/** A game played by careful random moves until `done` holds; returned as a share link to this server. */
function sharedGame(baseUrl: string, options: Record<string, unknown>, done: (s: TwilightState) => boolean): string {
  for (let seed = 1; seed < 200; seed++) {
    const opts = { ...E.defaultOptions(2), ...options };
    let s = E.setup(opts, 2, seed);
    let r = seed;
    const moves: { seat: number; move: unknown }[] = [];
    while (!s.outcome && moves.length < 4000) {
      const seat = actingSeats(s)[0];
      const all = E.legalMoves(s, seat);
      const safe = all.filter((m) => warning(s, seat, m) === null);
      const legal = safe.length ? safe : all;
      r = (r * 1103515245 + 12345) % 2147483648;
      const move = legal[r % legal.length];
      const next = E.apply(s, move, seat);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves.push({ seat, move });
      if (done(s)) {
        const record = { game: 'twilight' as const, options: opts, seed, seats: [{ name: 'Ann', color: 'vermillion', kind: 'human' as const }, { name: 'Bob', color: 'blue', kind: 'human' as const }], moves };
        const link = makeShareLink(baseUrl, exportSave(record as never, 'Effects', s));
        if (!link.ok) throw new Error(link.error.message);
        return link.value;
      }
    }
  }
  throw new Error('no such game found');
}

test('the lobby offers the bid 0–4, the Chinese Civil War and the designer rules; the civil war space shows on the board', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Twilight Struggle', { exact: true }).click();
  await expect(page.getByLabel('US bonus influence').locator('option')).toHaveCount(5);
  await expect(page.getByLabel('Realignments are free of the DEFCON region limits')).toBeVisible();
  await page.getByLabel(/^Chinese Civil War/).check();
  await page.getByRole('button', { name: /^Start Twilight Struggle/ }).click();
  await expect(page.getByRole('button', { name: /show my turn/ }).or(page.getByTestId('twilight-board'))).toBeVisible({ timeout: 15_000 });
  await passIfAsked(page);
  await expect(page.getByTestId('twilight-board')).toBeVisible();
  await expect(page.getByTestId('china')).toHaveText(/nobody yet \(civil war 0\/3\)/);
  await expect(page.getByTestId('civil-war')).toContainText('USSR 0/3');
});

test('an event in effect is listed in the tray, readable by a tap; cards carry their text on hover', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const link = sharedGame(`${baseURL}/`, { lastTurn: 10 }, (s) => s.effects.some((e) => e.card === 27) && s.pending?.kind === 'action');
  await page.goto(link);
  await page.getByRole('button', { name: 'Import and open' }).click();
  await expect(page.getByRole('button', { name: /show my turn/ }).or(page.getByTestId('twilight-board'))).toBeVisible({ timeout: 15_000 });
  await passIfAsked(page);
  await expect(page.getByTestId('twilight-board')).toBeVisible();
  const chip = page.getByTestId('effects').getByRole('button', { name: /US\/Japan Mutual Defense Pact/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page.getByTestId('effects')).toContainText('until it controls Japan');
  // Cards in hand carry their text on hover as well.
  await expect(page.locator('.ts-card').first()).toHaveAttribute('title', /.{20,}/);
});
