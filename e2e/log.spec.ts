import { test, expect, type Page } from '@playwright/test';
import { chooseGame } from './helpers';

/**
 * The log follows its newest line (issue 12), by scrolling itself, never the panel around it (which
 * would push the controls away on a phone), and leaves alone a reader who scrolled up.
 */
async function watchDominion(page: Page) {
  await chooseGame(page, 'Dominion', { players: 2, computers: [0, 1] });
  await page.getByRole('button', { name: /^Start Dominion/ }).click();
  await expect(page.getByTestId('watch-bar')).toBeVisible();
  await page.getByLabel('Computer speed').selectOption('quick');
}

const atEnd = (page: Page) =>
  page.getByTestId('log').evaluate((ol) => ol.scrollHeight > ol.clientHeight + 40 && ol.scrollHeight - ol.scrollTop - ol.clientHeight < 4);

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the log shows its newest line at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await watchDominion(page);
    if (size.width < 600) await page.getByTestId('panel-handle').click(); // the bottom sheet, enlarged
    const log = page.getByTestId('log');
    await expect.poll(() => atEnd(page), { timeout: 30_000 }).toBe(true);
    // The panel around the log was not scrolled to reach it.
    expect(await page.locator('.gl-panel-body').evaluate((b) => b.scrollTop)).toBe(0);
    // A reader who scrolls up is not pulled back down by new lines.
    await log.evaluate((ol) => {
      ol.scrollTop = 0;
      ol.dispatchEvent(new Event('scroll'));
    });
    // The log is virtualized: its row count, not the rows in the page, says that new lines came.
    const lines = Number(await log.getAttribute('data-count'));
    await expect.poll(async () => Number(await log.getAttribute('data-count')), { timeout: 20_000 }).toBeGreaterThan(lines);
    expect(await log.evaluate((ol) => ol.scrollTop)).toBe(0);
  });
}
