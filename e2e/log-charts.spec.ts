import { test, expect, type Page } from '@playwright/test';
import { chooseGame } from './helpers';

/**
 * Issue 21, the log, charts and help: the whole game in the log with a header per turn, following the
 * newest line unless the reader scrolled up, one player's lines; the charts of the game on demand; how to
 * play from the lobby and from a prompt; the replay shows the viewer's own side; an export made during a
 * game with secrets says so first.
 */
async function startDominion(page: Page, computers: number[]) {
  await chooseGame(page, 'Dominion', { players: 2, computers });
  await page.getByRole('button', { name: /^Start Dominion/ }).click();
}

const atEnd = (page: Page) => page.getByTestId('log').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 4);

/** The game menu's item: behind ☰ on a narrow screen. */
async function menu(page: Page, name: string, touch: boolean) {
  const toggle = page.getByRole('button', { name: 'Game menu' });
  if (await toggle.isVisible()) await (touch ? toggle.tap() : toggle.click());
  const item = page.getByRole('group', { name: 'Game menu' }).getByRole('button', { name, exact: true });
  await (touch ? item.tap() : item.click());
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the log follows the computers, keeps every turn, and filters; the charts and the rules open', async ({ page }) => {
    await startDominion(page, [0, 1]);
    await page.getByLabel('Computer speed').selectOption('quick');
    await page.getByTestId('panel-handle').tap();
    const log = page.getByTestId('log');
    // Rows with turn headers; then a slower pace, so the game is still on while the reader scrolls.
    await expect.poll(async () => Number(await log.getAttribute('data-count')), { timeout: 40_000 }).toBeGreaterThan(60);
    await page.getByLabel('Computer speed').selectOption('normal');
    await expect(log.getByTestId('log-turn').first()).toBeVisible();
    await expect(log).not.toContainText('earlier entries');
    await expect.poll(() => atEnd(page), { timeout: 10_000 }).toBe(true);

    // Scrolled up by the reader: new lines do not pull the log down, and "Newest ↓" brings it back.
    await log.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    const count = Number(await log.getAttribute('data-count'));
    await expect.poll(async () => Number(await log.getAttribute('data-count')), { timeout: 20_000 }).toBeGreaterThan(count);
    expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
    // Further down, the log's head names the turn of the first line in sight.
    // (A header itself at the top shows its own turn: then a little further.)
    for (const f of [0.5, 0.56, 0.62]) {
      await log.evaluate((el, at) => {
        el.scrollTop = el.scrollHeight * at;
        el.dispatchEvent(new Event('scroll'));
      }, f);
      if (await page.getByTestId('log-where').isVisible()) break;
    }
    await expect(page.getByTestId('log-where')).toHaveText(/^(Ann|Bob): turn \d+$/);
    await page.getByRole('button', { name: 'Newest ↓' }).tap();
    await expect.poll(() => atEnd(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Newest ↓' })).toHaveCount(0);

    // One player's lines: every line shown is theirs.
    await page.getByTestId('log-filter').selectOption({ label: 'Bob only' });
    const texts = await log.locator('li:not(.log-turn)').allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const t of texts) expect(t).toMatch(/^Bob/);

    // The charts, on demand.
    await page.getByRole('button', { name: 'Pause' }).tap();
    await menu(page, 'Charts', true);
    await expect(page.getByTestId('chart-vp')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Victory points by round')).toBeVisible();
    await page.getByRole('button', { name: 'Close the charts' }).tap();

    // The prompt links to the rule it applies.
    await page.getByTestId('rule-link').tap();
    await expect(page.getByTestId('help')).toBeVisible();
    await expect(page.locator('#help-dominion-turn')).toBeInViewport();
    await page.getByRole('button', { name: 'Close the help' }).tap();
  });
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('how to play opens from the lobby for the chosen game', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('.game-choice')
      .filter({ has: page.getByText('Twilight Struggle', { exact: true }) })
      .click();
    await page.getByTestId('lobby-help').click();
    await expect(page.getByRole('heading', { name: 'How to play Twilight Struggle' })).toBeVisible();
    await expect(page.locator('#help-twilight-coup')).toContainText('8.1.3');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help')).toHaveCount(0);
    // Still the lobby: closing the help started no game.
    await expect(page.getByRole('button', { name: /^Start Twilight/ })).toBeVisible();
  });

  test('the replay shows your own side, and an export during the game warns of its secrets', async ({ page }) => {
    await startDominion(page, [1]);
    // Ann (a person) plays her first turns: buy nothing until a few turns went by.
    for (let k = 0; k < 3; k++) {
      const end = page.getByRole('button', { name: /^End the turn/ }).first();
      await expect(end).toBeVisible({ timeout: 20_000 });
      await end.click();
    }
    await expect(page.getByTestId('log')).toContainText('Ann begins turn', { timeout: 20_000 });
    await menu(page, 'Replay', false);
    const view = page.getByTestId('replay-view');
    await expect(view).toHaveValue('0');
    // Ann's own draws, named card by card, as she saw them.
    await expect(page.getByTestId('log')).toContainText(/Ann draws (Copper|Estate)/);
    await view.selectOption('');
    await expect(page.getByTestId('log')).not.toContainText(/Ann draws (Copper|Estate)/);
    await page.getByRole('button', { name: 'Back to the live game' }).click();

    await menu(page, 'Export', false);
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('every hand');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
  });
});

test('the end screen draws the whole game', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startDominion(page, [0, 1]);
  await page.getByRole('button', { name: 'Fast-forward' }).click();
  await expect(page.getByRole('button', { name: /^Play again/ })).toBeVisible({ timeout: 50_000 });
  const charts = page.getByRole('region', { name: 'Charts of the game' });
  await expect(charts.getByTestId('chart-vp')).toBeVisible();
  // The last point is the end of the game.
  await expect(charts.getByTestId('chart-vp').locator('text').filter({ hasText: /^end$/ })).toHaveCount(1);
});
