import { test, expect, type Page } from '@playwright/test';
import { boardRect, passIfAsked, reopened, saved } from './helpers';

const KINGDOM = ['Cellar', 'Chapel', 'Moat', 'Village', 'Militia', 'Smithy', 'Remodel', 'Market', 'Laboratory', 'Festival'];

/** Starts a 2-player game from the lobby, the second seat a computer, with a kingdom picked by hand. */
async function startDominion(page: Page) {
  await page.goto('/');
  await page.getByText('Dominion', { exact: true }).click();
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Computer' });
  await expect(page.getByTestId('dominion-kingdom')).toContainText('The kingdom (10 of 10)');
  // The turn ends with the last Buy here (people end their own turns by default since issue 21: e2e/dominion-info.spec.ts).
  await page.getByRole('group', { name: 'End the turn yourself' }).getByRole('checkbox', { name: /Ann/ }).uncheck();
  await page.getByRole('radio', { name: 'Pick by hand' }).check();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByTestId('dominion-kingdom')).toContainText('(0 of 10)');
  // Seaside is built: with its set chosen, its cards are found by the search and can be ticked.
  await page.getByRole('checkbox', { name: 'Seaside', exact: true }).check();
  const search = page.getByLabel('Search Kingdom cards');
  await search.fill('lighthouse');
  await expect(page.getByRole('checkbox', { name: /Lighthouse/ })).toBeEnabled();
  for (const name of KINGDOM) {
    await search.fill(name);
    await page.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
  }
  await expect(page.getByTestId('dominion-kingdom')).toContainText('The kingdom (10 of 10)');
  for (const name of KINGDOM) await expect(page.getByTestId('dominion-kingdom')).toContainText(name);
  await page.getByRole('button', { name: /^Start Dominion/ }).click();
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('dominion-board')).toBeVisible();
}

/** Waits until the person (Ann) is to move: her turn or a decision of hers. */
async function annToMove(page: Page) {
  await passIfAsked(page);
  await expect(page.getByTestId('status')).toContainText(/^\W*Ann/, { timeout: 30_000 });
  await expect(page.getByText('The computer is thinking…')).toHaveCount(0);
}

/** Buys a card through the panel's list of what can be bought. */
async function buy(page: Page, name: string) {
  const select = page.getByLabel('Card to buy');
  const value = await select.locator('option', { hasText: new RegExp(`^${name} \\(`) }).getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
}

/** Clicks a named shape of the board's canvas, where a person would (helpers.ts boardRect). */
async function clickOnBoard(page: Page, name: string) {
  const r = await boardRect(page, name);
  expect(r, name).not.toBeNull();
  await page.mouse.click(r!.x + r!.width / 2, r!.y + r!.height / 3);
}

/** Answers the pending decision through the panel: the fewest cards it allows (at least one), or the first option. */
async function answer(page: Page) {
  const form = page.getByTestId('dominion-decision');
  const legend =
    (await form
      .locator('legend')
      .first()
      .textContent()
      .catch(() => '')) ?? '';
  const boxes = form.locator('input:not([disabled])');
  const exact = /exactly (\d+)/.exec(legend);
  const n = exact ? Number(exact[1]) : /(\d+) to/.test(legend) ? Number(/(\d+) to/.exec(legend)![1]) : Math.min(1, await boxes.count());
  for (let i = 0; i < n; i++) await boxes.nth(i).check();
  const options = form.getByRole('group', { name: 'Options' }).getByRole('button');
  if (await options.count()) return options.first().click();
  const yes = form.getByRole('button', { name: 'Yes (Y)' });
  if (await yes.isVisible()) return yes.click();
  await form.locator('button.primary:not([disabled]), button:not([disabled])').last().click();
}

test('Dominion: play treasures, buy, answer a Chapel or Cellar pick in the panel, the computer plays, reload resumes', async ({ page }) => {
  test.setTimeout(180_000);
  await startDominion(page);
  await page.getByRole('button', { name: 'Fast-forward' }).click();
  const log = page.getByTestId('log');

  // Turn 1: play all Treasures from the panel, buy Chapel ($2, always affordable with 5 starting cards).
  await annToMove(page);
  await expect(page.getByTestId('dominion-turn')).toContainText('Buy phase');
  await page.getByRole('button', { name: 'Play all Treasures (T)' }).click();
  await expect(log).toContainText(/Ann plays Copper/);
  await buy(page, 'Chapel');
  await expect(log).toContainText('Ann buys Chapel.');

  // The computer takes its turn.
  await expect(log).toContainText(/Bob begins turn 1\./, { timeout: 30_000 });
  await expect(log).toContainText(/Bob (buys|plays)/, { timeout: 30_000 });

  // Turn 2: keyboard T plays the Treasures; buy Cellar by clicking its pile on the board.
  await annToMove(page);
  if (await page.getByTestId('dominion-decision').isVisible()) await answer(page);
  await annToMove(page);
  await page.locator('body').press('t');
  await expect(page.getByTestId('dominion-turn')).not.toContainText('$0');
  await clickOnBoard(page, 'pile-Cellar');
  await expect(log).toContainText('Ann buys Cellar.');
  await expect(log).toContainText('Bob begins turn 2.', { timeout: 30_000 });

  // Later turns: play Chapel or Cellar when drawn and answer its pick in the panel; otherwise end the turn (E).
  let answered = false;
  for (let turn = 3, guard = 0; turn < 16 && guard < 60 && !answered; turn++, guard++) {
    await annToMove(page);
    const decision = page.getByTestId('dominion-decision');
    if (await decision.isVisible()) {
      // A decision on the computer's turn (Militia, Moat): not a turn of Ann's.
      await answer(page);
      turn--;
      continue;
    }
    const play = page.getByRole('group', { name: 'Play an Action card' }).getByRole('button', { name: /^Play (Chapel|Cellar)$/ });
    if (await play.count()) {
      const name = (await play.first().textContent())!.replace('Play ', '');
      await play.first().click();
      await expect(decision).toBeVisible();
      await expect(decision).toContainText(/Choose up to \d+ from your hand/);
      await decision.getByRole('checkbox').first().check();
      // The board highlights the same choice; the panel's button names it.
      await decision.getByRole('button', { name: name === 'Chapel' ? /^Trash / : /^Discard / }).click();
      await expect(log).toContainText(name === 'Chapel' ? /Ann trashes \w+/ : /Ann discards \w+/);
      answered = true;
      break;
    }
    await page.locator('body').press('e');
    await expect(log).toContainText(`Bob begins turn ${turn}.`, { timeout: 30_000 });
  }
  expect(answered).toBe(true);

  // Reload: the game was saved move by move and comes back with the same log.
  await annToMove(page);
  await saved(page);
  const entries = await log.locator('li:not(.end)').count();
  await page.reload();
  await reopened(page, 'dominion-board');
  await expect(log.locator('li:not(.end)')).toHaveCount(entries);
  await expect(log).toContainText('Ann buys Chapel.');
});
