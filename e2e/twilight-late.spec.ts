import { test, expect } from '@playwright/test';
import { passIfAsked } from './helpers';
import { sharedGame } from './twilightGames';

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

test('an event in effect is listed in the tray, readable by a tap; cards show their text on hover or keyboard focus', async ({ page, baseURL }) => {
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
  // A card in hand shows its text beside it while the mouse is over it, in the window and not over the hand.
  const card = page.locator('.ts-card').first();
  await card.hover();
  const hover = page.getByTestId('card-hover');
  await expect(hover).toBeInViewport({ ratio: 1 });
  expect((await hover.locator('.peek-text').textContent())!.length).toBeGreaterThan(20);
  const [h, c] = [(await hover.boundingBox())!, (await card.boundingBox())!];
  expect(h.x + h.width <= c.x || h.y + h.height <= c.y || h.y >= c.y + c.height, 'the text does not cover its card').toBe(true);
  await page.getByTestId('log').hover();
  await expect(hover).toHaveCount(0);
  // The keyboard's focus on a card shows it too.
  await card.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(hover).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the events in effect are chips a finger can tap, whose text opens over the map in full', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const link = sharedGame(`${baseURL}/`, { lastTurn: 10 }, (s) => s.effects.length >= 3 && s.effects.some((e) => e.card === 27) && s.pending?.kind === 'action');
    await page.goto(link);
    await page.getByRole('button', { name: 'Import and open' }).tap();
    await expect(page.getByRole('button', { name: /show my turn/ }).or(page.getByTestId('twilight-board'))).toBeVisible({ timeout: 15_000 });
    const pass = page.getByRole('button', { name: /show my turn/ });
    if (await pass.isVisible()) await pass.tap();
    const chip = page.getByTestId('effects').getByRole('button', { name: /US\/Japan Mutual Defense Pact/ });
    await chip.scrollIntoViewIfNeeded();
    const box = (await chip.boundingBox())!;
    expect(box.height, 'a chip is tall enough for a finger').toBeGreaterThanOrEqual(43.5);
    await chip.tap();
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    const text = page.getByTestId('effect-text');
    await expect(text).toContainText('until it controls Japan');
    await expect(text).toBeInViewport({ ratio: 1 });
  });
});
