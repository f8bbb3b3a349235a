import { test, expect, type Page } from '@playwright/test';
import { chooseGame, passIfAsked, startChosen } from './helpers';

async function startDiplomacy(page: Page, players: number, computers: number[]) {
  await chooseGame(page, 'Diplomacy', { players, computers });
  await startChosen(page, 'Diplomacy', 'diplomacy-board');
}

test('orders are written from the legal list and by typing, resolved with reasons in the log', async ({ page }) => {
  await startDiplomacy(page, 7, [1, 2, 3, 4, 5, 6]);
  await expect(page.getByTestId('status')).toContainText('Spring 1901');
  await page.getByLabel('Order for A Vie').selectOption('A Vie - Gal');
  // A typed order is checked as it is typed: a bad place is marked, naming the bad part, and cannot be used.
  await page.getByText('Type orders').click();
  await page.getByLabel('Typed orders').fill('A Bud - Xyz');
  await expect(page.getByRole('alert').filter({ hasText: 'Xyz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use these orders' })).toBeDisabled();
  // An order the rules refuse is marked with the engine's reason before anything is submitted.
  await page.getByLabel('Typed orders').fill('A Bud - Tyr');
  await expect(page.getByRole('alert').filter({ hasText: 'A Bud cannot reach Tyrolia' })).toBeVisible();
  // A good one is shown and written back in normal form.
  await page.getByLabel('Typed orders').fill('bud-ser');
  await expect(page.getByTestId('typed-check')).toHaveText(/✓ A Bud - Ser/);
  await page.getByRole('button', { name: 'Use these orders' }).click();
  await expect(page.getByLabel('Typed orders')).toHaveValue('A Bud - Ser');
  await expect(page.getByLabel('Order for A Bud')).toHaveValue('A Bud - Ser');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  await page.getByRole('button', { name: 'Fast-forward' }).click();
  await expect(page.getByTestId('status')).toContainText('Fall 1901', { timeout: 20_000 });
  const log = page.getByTestId('log');
  await expect(log).toContainText('Spring 1901');
  await expect(log).toContainText(/Austria: A Vie - Gal (succeeds|fails: bounced by .+, strength \d against \d)/);
  await expect(log).toContainText(/Austria: A Bud - Ser/);
});

test('hot-seat secrecy: nobody sees another power’s orders until all are in', async ({ page }) => {
  await startDiplomacy(page, 2, []);
  // Seat 1 (England, France, Russia) writes orders.
  await page.getByLabel('Order for A Par').selectOption('A Par - Bur');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  // The device passes to seat 2, who sees that seat 1 submitted, but not what.
  await expect(page.getByRole('heading', { name: /Pass the device to Bob/ })).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText('Ann submits orders.');
  await expect(page.getByTestId('log')).not.toContainText('Par - Bur');
  await expect(page.getByLabel('Order for A Par')).toHaveCount(0);
  await page.getByLabel('Order for A Mun').selectOption('A Mun - Bur');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  // Both in: the phase resolves and the bounce is explained.
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText(/A Par - Bur fails: bounced by A Mun - Bur, strength 1 against 1/);
  await expect(page.getByTestId('status')).toContainText('Fall 1901');
  // History: step back to the position before the phase, and forward again.
  await page.getByRole('button', { name: 'Replay' }).click();
  await page.getByRole('button', { name: '‹ Previous phase' }).click();
  await expect(page.getByTestId('status')).toContainText('Replay: move 0 of 2. Spring 1901');
  await page.getByRole('button', { name: 'Next phase ›' }).click();
  await expect(page.getByTestId('status')).toContainText('Replay: move 2 of 2. Fall 1901');
});

/** Clicks the board's canvas where a named node (a unit "unit-vie", a label "label-gal") is drawn. */
async function clickOnMap(page: Page, name: string) {
  const at = await page.evaluate((n) => {
    type N = { getClientRect(): { x: number; y: number; width: number; height: number } };
    const stage = (window as unknown as { Konva: { stages: { findOne(s: string): N | undefined; container(): HTMLElement }[] } }).Konva.stages.find(
      (s) => s.container().isConnected,
    )!;
    const node = stage.findOne(`.${n}`);
    if (!node) return null;
    const r = node.getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
  }, name);
  expect(at, name).not.toBeNull();
  await page.mouse.click(at!.x, at!.y);
}

test('a person writes orders while the computers are still writing theirs, then everyone sees the results', async ({ page }) => {
  await startDiplomacy(page, 7, [1, 2, 3, 4, 5, 6]);
  await page.getByLabel('Computer speed').selectOption('slow');
  // The computers have not all submitted (Turkey, the last seat, is still writing)…
  const waiting = page.getByTestId('waiting');
  await expect(waiting).toContainText('Turkey');
  // …and Austria's orders can already be written, from the list and on the map.
  await expect(page.getByLabel('Order for A Bud')).toBeVisible();
  await page.getByLabel('Order for A Bud').selectOption('A Bud - Ser');
  await clickOnMap(page, 'unit-vie');
  await clickOnMap(page, 'label-gal');
  await expect(page.getByLabel('Order for A Vie')).toHaveValue('A Vie - Gal');
  await page.getByText('Type orders').click();
  await page.getByLabel('Typed orders').fill('F Tri - Alb');
  await page.getByRole('button', { name: 'Use these orders' }).click();
  await expect(page.getByLabel('Order for F Tri')).toHaveValue('F Tri - Alb');
  await expect(waiting).toContainText('Turkey');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  await page.getByRole('button', { name: 'Fast-forward' }).click();
  await expect(page.getByTestId('status')).toContainText('Fall 1901', { timeout: 30_000 });
  // The results of Spring 1901 are shown above the new orders; nothing typed for Spring is left.
  const results = page.getByTestId('results');
  await expect(results).toContainText('Results of Spring 1901');
  await expect(results).toContainText(/A Vie - Gal (succeeds|fails)/);
  await expect(results).toContainText('Turkey');
  await expect(page.getByRole('button', { name: 'Show my orders on the map' })).toBeVisible();
  await expect(page.getByLabel('Typed orders')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('diplomacy-results.png') });
});
