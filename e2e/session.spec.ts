/** Issue 8 in the browser: undo by the wrong person, two tabs on one game, reload and Back. */
import { test, expect, type Page } from '@playwright/test';
import { chooseGame, reopened, saved, setupStep, startChosen, startRisk } from './helpers';

const passButton = (page: Page) => page.getByRole('button', { name: /show my turn/ });

test('world conquest, three people: Undo by the next person first passes the device back, showing nothing private', async ({ page }) => {
  await startRisk(page, { players: 3 });
  await setupStep(page); // roll for the first player (a roll: no undo past it)
  await setupStep(page); // the first player claims a territory
  const firstHeading = page.getByRole('heading', { name: /Pass the device to/ });
  await expect(firstHeading).toBeVisible();
  const mover = await page.getByRole('button', { name: /take back your last move/ }).textContent();
  const moverName = /Wait — (.+), take back/.exec(mover ?? '')![1];
  await passButton(page).click();
  // The next person holds the device; the Undo button belongs to the mover.
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await expect(undo).toHaveAttribute('title', new RegExp(`Pass the device to ${moverName}`));
  const claimsBefore = await page.getByTestId('log').locator('li', { hasText: 'claims' }).count();
  await undo.click();
  // Nothing of either person shows: only the pass screen, asking for the mover.
  await expect(page.getByRole('heading', { name: `Pass the device to ${moverName}` })).toBeVisible();
  await expect(page.getByTestId('risk-board')).toHaveCount(0);
  await expect(page.getByTestId('log')).toHaveCount(0);
  await page.getByRole('button', { name: `I am ${moverName} — take back my move` }).click();
  await expect(page.getByTestId('log').locator('li', { hasText: 'claims' })).toHaveCount(claimsBefore - 1);
  await expect(page.getByTestId('status')).toContainText(moverName);
});

async function startDiplomacy(page: Page, players: number) {
  await chooseGame(page, 'Diplomacy', { players });
  await startChosen(page, 'Diplomacy', 'diplomacy-board');
}

test('Diplomacy: the next power cannot cancel the previous one’s orders nor see its sheet', async ({ page }) => {
  await startDiplomacy(page, 2);
  await page.getByLabel('Order for A Par').selectOption('A Par - Bur');
  await page.getByRole('button', { name: 'Submit orders' }).click();
  await passButton(page).click();
  await expect(page.getByLabel('Order for A Mun')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: /Pass the device to Ann/ })).toBeVisible();
  await expect(page.getByLabel('Order for A Mun')).toHaveCount(0);
  await expect(page.getByLabel('Order for A Par')).toHaveCount(0);
  // Ann does not want it after all: the device goes to Bob again, orders kept.
  await page.getByRole('button', { name: 'Keep the move' }).click();
  await expect(page.getByRole('heading', { name: /Pass the device to Bob/ })).toBeVisible();
  await page.getByRole('button', { name: /take back your last move/ }).click();
  await page.getByRole('button', { name: 'I am Ann — take back my move' }).click();
  await expect(page.getByLabel('Order for A Par')).toHaveValue('A Par - Bur');
  await expect(page.getByLabel('Order for A Mun')).toHaveCount(0);
});

test('Diplomacy: a reload returns to the open game with the unsubmitted orders; Back returns to the lobby', async ({ page }) => {
  await startDiplomacy(page, 2);
  await expect(page).toHaveURL(/#game=/);
  await page.getByLabel('Order for A Par').selectOption('A Par - Pic');
  await page.reload();
  // Nothing private before the person at the device says who they are.
  await expect(passButton(page)).toBeVisible();
  await expect(page.getByLabel('Order for A Par')).toHaveCount(0);
  await passButton(page).click();
  await expect(page.getByLabel('Order for A Par')).toHaveValue('A Par - Pic');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page).not.toHaveURL(/#game=/);
  await page.goForward();
  await expect(passButton(page).or(page.getByTestId('status'))).toBeVisible();
});

test('world conquest: Back from a game goes to the lobby, and the lobby button leaves no game behind in the history', async ({ page }) => {
  await startRisk(page, { players: 3, territories: 'deal', passScreen: false });
  await setupStep(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume', exact: true }).first().click();
  await reopened(page);
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page).not.toHaveURL(/#game=/);
});

async function logCount(page: Page) {
  return page.getByTestId('log').locator('li:not(.end)').count();
}

test('two tabs on one game: each shows the other’s moves at once and nothing is dropped', async ({ context }) => {
  test.setTimeout(90_000);
  const a = await context.newPage();
  await startRisk(a, { players: 3, territories: 'deal', passScreen: false });
  await setupStep(a);
  await saved(a);
  const url = a.url();
  const b = await context.newPage();
  await b.goto(url);
  await reopened(b);
  await expect(b.getByTestId('log').locator('li:not(.end)')).toHaveCount(await logCount(a));
  // A plays four moves: B follows at once and says why.
  for (let i = 0; i < 4; i++) await setupStep(a);
  await saved(a);
  const aCount = await logCount(a);
  await expect(b.getByTestId('notice')).toContainText('played on in another tab');
  await expect(b.getByTestId('log').locator('li:not(.end)')).toHaveCount(aCount);
  // B plays one: A follows; nothing was dropped.
  await setupStep(b);
  await saved(b);
  await expect(a.getByTestId('log').locator('li:not(.end)')).toHaveCount(aCount + 1);
});

test('two tabs, one deaf to the other: its stale move is refused, said plainly, and the saved moves are kept', async ({ context }) => {
  test.setTimeout(90_000);
  const a = await context.newPage();
  await startRisk(a, { players: 3, territories: 'deal', passScreen: false });
  await setupStep(a);
  await saved(a);
  const b = await context.newPage();
  // B hears nothing from A (no BroadcastChannel): only the compare-and-set save protects A's moves.
  await b.addInitScript(() => {
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined, configurable: true });
  });
  await b.goto(a.url());
  await reopened(b);
  for (let i = 0; i < 4; i++) await setupStep(a);
  await saved(a);
  const aCount = await logCount(a);
  await setupStep(b);
  await expect(b.getByTestId('notice')).toContainText('your last move here was not saved');
  await expect(b.getByTestId('log').locator('li:not(.end)')).toHaveCount(aCount);
  await expect(b.getByTestId('save-state')).toHaveText('Saved');
  // B's refused move is not thrown away unless B says so: it can be kept as a separate game.
  await b.getByRole('button', { name: 'keep this tab’s moves as a separate game' }).click();
  await expect(b.getByTestId('notice')).toContainText('kept as a separate game');
  await a.reload();
  await reopened(a);
  await expect(a.getByTestId('log').locator('li:not(.end)')).toHaveCount(aCount);
  await a.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(a.getByTestId('saved-game')).toHaveCount(2);
});
