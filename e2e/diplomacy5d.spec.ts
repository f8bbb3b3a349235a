import { test, expect, type Page } from '@playwright/test';
import { press, startDiplomacyFor2 } from './helpers';

/**
 * 5D Diplomacy: orders entered on the multiverse by clicks (mouse) and taps (touch): a unit, the
 * kind of order on the action bar, the unit helped on another board, and where it goes.
 * Ann plays England, France and Russia against one computer; England's Spring moves cannot be
 * disturbed (no German unit reaches the North Sea, the Norwegian Sea or Yorkshire in Spring 1901).
 */
async function start(page: Page) {
  await startDiplomacyFor2(page, '5D Diplomacy', { computer: true });
  // The whole multiverse (kept as the seat's camera), so both boards of a move through time are in view.
  await page.getByRole('button', { name: 'Fit the map' }).click();
}

const order = (page: Page, unit: string) => page.getByLabel(`Order for England: ${unit}`);

/** Spring 1901 from the list, then Fall 1901 by clicks: a support across boards, a convoy through time, a move by convoy. */
async function enterAcrossBoards(page: Page, touch: boolean, shot?: string) {
  await start(page);
  await order(page, 'F a-Lon@0').selectOption('F a-Lon@0 -> Nth');
  await order(page, 'F a-Edi@0').selectOption('F a-Edi@0 -> Nwg');
  await order(page, 'A a-Lvp@0').selectOption('A a-Lvp@0 -> Yor');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  await expect(order(page, 'A a-Yor@1')).toBeVisible({ timeout: 30_000 });

  // The army in Yorkshire supports, across boards, the recorded move Liverpool → Yorkshire of Spring 1901.
  const bar = page.getByRole('group', { name: 'Order type' });
  await press(page, touch, 'a@1', 'yor');
  await expect(bar).toContainText('A a-Yor@1');
  await bar.getByRole('button', { name: 'Support' }).click();
  await press(page, touch, 'a@0', 'lvp');
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-support.png`) });
  await press(page, touch, 'a@0', 'yor');
  await expect(order(page, 'A a-Yor@1')).toHaveValue('A a-Yor@1 S A Lvp@0 -> Yor@0');
  await expect(bar).toHaveCount(0);

  // The fleet in the North Sea convoys the army in Yorkshire into Belgium of Spring 1901.
  await press(page, touch, 'a@1', 'nth');
  await bar.getByRole('button', { name: 'Convoy' }).click();
  await press(page, touch, 'a@1', 'yor');
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-convoy.png`) });
  await press(page, touch, 'a@0', 'bel');
  await expect(order(page, 'F a-Nth@1')).toHaveValue('F a-Nth@1 C A Yor -> Bel@0');

  // The Norwegian Sea's fleet: a move into the past, then its unit again to hold.
  await press(page, touch, 'a@1', 'nwg');
  await press(page, touch, 'a@0', 'nwy');
  await expect(order(page, 'F a-Nwg@1')).toHaveValue('F a-Nwg@1 -> Nwy@0');
  await press(page, touch, 'a@1', 'nwg');
  await bar.getByRole('button', { name: 'Hold' }).click();
  await expect(order(page, 'F a-Nwg@1')).toHaveValue('F a-Nwg@1 H');

  await page.getByRole('button', { name: 'Submit orders' }).click();
  await expect(page.getByTestId('log')).toContainText('A a-Yor@1 S A Lvp@0 -> Yor@0', { timeout: 30_000 });
  await expect(page.getByTestId('log')).toContainText('F a-Nth@1 C A Yor -> Bel@0');
}

test('orders across boards by mouse clicks: a support into the past and a convoy through time', async ({ page }) => {
  await enterAcrossBoards(page, false);
});

test('keys: Escape drops the unit picked on the board, H holds it, S chooses Support', async ({ page }) => {
  await start(page);
  const bar = page.getByRole('group', { name: 'Order type' });
  await press(page, false, 'a@0', 'lon');
  await expect(bar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await press(page, false, 'a@0', 'lon');
  await press(page, false, 'a@0', 'nth');
  await expect(order(page, 'F a-Lon@0')).toHaveValue('F a-Lon@0 -> Nth');
  await press(page, false, 'a@0', 'lon');
  await page.keyboard.press('s');
  await expect(bar.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('h');
  await expect(order(page, 'F a-Lon@0')).toHaveValue('F a-Lon@0 H');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`touch ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });
    test(`orders across boards by taps (${size.width}×${size.height})`, async ({ page }) => {
      await enterAcrossBoards(page, true, `d5-${size.width}x${size.height}`);
    });
  });
}
