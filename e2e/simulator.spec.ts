import { test, expect, type Page } from '@playwright/test';
import dominion from '../src/engines/dominion/module';
import { simulate } from '../src/games/simulate';

async function openFromLobby(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: /Dominion simulator/ }).click();
  await expect(page.getByRole('heading', { name: 'Dominion simulator' })).toBeVisible();
  await expect(page).toHaveURL(/#simulate$/);
}

test('runs 20 games on the workers and shows the same results as npm run simulate', async ({ page }) => {
  await openFromLobby(page);
  await page.getByLabel('Bot 1', { exact: true }).selectOption('BMU');
  await page.getByLabel('Bot 2', { exact: true }).selectOption('BasicBM');
  await page.getByLabel('Number of games').fill('20');
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Run 20 games' }).click();
  await expect(page.getByTestId('sim-progress')).toContainText('20 of 20 games — done', { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Games played' })).toHaveAttribute('value', '20');

  // The runner the command line uses, played here in one go: the page must agree to the game.
  const expected = simulate(dominion, { bots: ['BMU', 'BasicBM'] }, 3, 20);
  if (!expected.ok) throw new Error(expected.error.message);
  const rows = page.getByTestId('sim-summary').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const [k, b] of expected.value.bots.entries()) {
    const cells = rows.nth(k).locator('td');
    await expect(rows.nth(k).locator('th')).toContainText(b.name);
    await expect(cells.nth(0)).toHaveText(String(b.wins));
    await expect(cells.nth(1)).toHaveText(String(b.ties));
    await expect(cells.nth(2)).toHaveText(`${(b.share * 100).toFixed(1)}%`);
    await expect(cells.nth(3)).toContainText(`${(b.low * 100).toFixed(1)}%–${(b.high * 100).toFixed(1)}%`);
  }
  await expect(page.getByTestId('sim-turns')).toHaveText(`${expected.value.avgTurns.toFixed(2)} turns`);
  await expect(page.getByTestId('vp-chart').locator('polyline')).toHaveCount(2);
  await expect(page.getByTestId('sim-command')).toHaveText('npm run simulate -- dominion --bots BMU,BasicBM --games 20 --seed 3 --json');

  // Reading a turn off the chart.
  const chart = page.getByTestId('vp-chart');
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.sim-chart figcaption')).toContainText(/Turn \d+: ● BMU [\d.]+ VP · ■ BasicBM [\d.]+ VP/);

  // The browser's Back returns to the lobby; the address opens the page directly.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.goto('/#simulate');
  await expect(page.getByRole('heading', { name: 'Dominion simulator' })).toBeVisible();
  await page.getByRole('button', { name: '← Lobby' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});

test('Stop ends a long run and keeps the games already played', async ({ page }) => {
  await openFromLobby(page);
  await page.getByLabel('Number of games').fill('1000000');
  await page.getByRole('button', { name: 'Run 1,000,000 games' }).click();
  const progress = page.getByTestId('sim-progress');
  await expect(progress).not.toContainText(/^0 of/, { timeout: 30_000 });
  await expect(page.getByTestId('sim-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(progress).toContainText('— stopped');
  const text = await progress.textContent();
  const done = Number(/^([\d,]+) of/.exec(text ?? '')![1].replace(/,/g, ''));
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(1_000_000);
  // Nothing more comes in after Stop, and the set-up can be changed and run again.
  await page.waitForTimeout(1500);
  await expect(progress).toContainText(`${done.toLocaleString('en')} of 1,000,000 games — stopped`);
  await expect(page.getByText(`the figures below count the ${done.toLocaleString('en')} games finished`)).toBeVisible();
  await expect(page.getByLabel('Number of games')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Run 1,000,000 games' })).toBeEnabled();
});

for (const size of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a tablet', width: 768, height: 1024 },
])
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true });

    test('a chosen kingdom, three bots, by touch: 44 px targets, nothing wider than the screen', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: /Dominion simulator/ }).tap();
      await expect(page.getByRole('heading', { name: 'Dominion simulator' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a bot' }).tap();
      await page.getByLabel('Bot 1', { exact: true }).selectOption('General');
      await page.getByLabel('Bot 2', { exact: true }).selectOption('Witch');
      await page.getByLabel('Bot 3', { exact: true }).selectOption('BMU');
      await page.getByRole('radio', { name: 'Choose a kingdom' }).tap();
      await expect(page.getByTestId('dominion-kingdom')).toContainText('The kingdom (10 of 10)');
      await page.getByRole('combobox', { name: 'Recommended set' }).selectOption({ index: 0 });
      // The First Game kingdom has no Witch: the page says what that means for the Witch bot.
      await expect(page.getByText('Witch needs Witch, which is not in this kingdom')).toBeVisible();
      await page.getByLabel('Number of games').fill('6');
      await page.getByRole('button', { name: 'Run 6 games' }).tap();
      await expect(page.getByTestId('sim-progress')).toContainText('6 of 6 games — done', { timeout: 45_000 });
      await expect(page.getByTestId('sim-summary').locator('tbody tr')).toHaveCount(3);
      await expect(page.getByTestId('sim-command')).toContainText('--bots General,Witch,BMU --games 6 --seed 1 --options');
      await page.getByTestId('vp-chart').tap();
      await expect(page.locator('.sim-chart figcaption')).toContainText(/Turn \d+: ● General [\d.]+ VP/);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.width);
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '.simulator button, .simulator select, .simulator input:not([type=checkbox]):not([type=radio]), .lobby-link',
          ),
        ]
          .filter((el) => el.offsetParent !== null)
          .map((el) => ({ el: el.getAttribute('aria-label') ?? el.textContent, h: el.getBoundingClientRect().height }))
          .filter((x) => x.h < 44),
      );
      expect(small).toEqual([]);
    });
  });
