import { test, expect } from '@playwright/test';
import { startRisk, setupStep, statusText } from './helpers';

test('computer seats play by themselves at a watchable pace, with a fast-forward', async ({ page }) => {
  test.setTimeout(120_000);
  await startRisk(page, { players: 3, computers: [1, 2], territories: 'deal' });
  await setupStep(page); // roll for the first player
  await page.getByRole('button', { name: 'Fast-forward' }).click();
  const log = page.getByTestId('log');
  // We place our own armies and end our turns; the computers must take whole turns of their own.
  for (let i = 0; i < 600 && !(await log.textContent())?.match(/Turn \d+: (Bob|Cat) receives/); i++) {
    if (await setupStep(page)) continue;
    const all = page.getByRole('button', { name: /^All \d+$/ });
    const end = page.getByRole('button', { name: /End the attack|End the turn|Done trading/ }).first();
    if (await all.isVisible()) await all.click();
    else if (await end.isVisible()) await end.click();
    else await page.waitForTimeout(50);
  }
  await expect(log).toContainText(/(Bob|Cat) places an army/);
  await expect(log).toContainText(/Turn \d+: (Bob|Cat) receives/);
});

test('undo takes back your own move, but never a die roll', async ({ page }) => {
  await startRisk(page, { players: 3, territories: 'deal', passScreen: false });
  const undo = page.getByRole('button', { name: 'Undo' });
  await setupStep(page); // the roll for first player: randomness, so no undo
  await expect(undo).toBeDisabled();
  const before = await statusText(page);
  await setupStep(page); // one army placed: can be taken back
  await expect(undo).toBeEnabled();
  await page.keyboard.press('u');
  await expect(page.getByTestId('status')).toHaveText(before);
  await expect(undo).toBeDisabled();
});

test('the replay viewer scrubs from the first move to the last, then returns to the game', async ({ page }) => {
  await startRisk(page, { players: 3, territories: 'deal', passScreen: false });
  for (let i = 0; i < 5; i++) await setupStep(page);
  await page.getByRole('button', { name: 'Replay' }).click();
  const slider = page.getByLabel('Replay position');
  await expect(slider).toHaveAttribute('max', '5');
  await page.getByRole('button', { name: 'First move' }).click();
  await expect(page.getByTestId('status')).toContainText('Replay: move 0 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('status')).toContainText('Replay: move 1 of 5');
  // Read-only: no controls while replaying.
  await expect(page.getByLabel('Place on', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the live game' }).click();
  await expect(page.getByLabel('Place on', { exact: true })).toBeVisible();
});

test('when the browser refuses storage the app says so and still plays and exports', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('storage-problem')).toContainText(/storage/i);
  await startRisk(page, { players: 3, territories: 'deal', passScreen: false });
  await setupStep(page);
  await expect(page.getByTestId('save-state')).toHaveText('Not kept');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  // A game with secrets, still being played: the export says what it lays open first (issue 21).
  await page.getByRole('button', { name: 'Export anyway' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.hotseat\.json$/);
});

test('a saved game can be renamed, and deleting asks first', async ({ page }) => {
  await startRisk(page, { players: 3, territories: 'deal', passScreen: false });
  await setupStep(page);
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel('New name').fill('Friday night');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('saved-game')).toContainText('Friday night');
  await page.reload();
  await expect(page.getByTestId('saved-game')).toContainText('Friday night');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('saved-game')).toHaveCount(0);
});
