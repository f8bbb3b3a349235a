import { test, expect, type Page } from '@playwright/test';
import { chooseGame, passIfAsked, reopened, saved, startChosen } from './helpers';
import { chooseFirst, headline, playFor, resolveUntil, visible } from './twilightGames';

/** Starts Twilight Struggle from the lobby (seat 1 USSR, seat 2 US). */
async function startTwilight(page: Page, opts: { usComputer?: boolean } = {}) {
  await chooseGame(page, 'Twilight Struggle', { computers: opts.usComputer ? [1] : [] });
  await expect(page.getByLabel('US bonus influence')).toBeVisible();
  await startChosen(page, 'Twilight Struggle', 'twilight-board');
}

test('two people set up, headline in secret, place influence, coup with odds and dice, and resume after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await startTwilight(page);

  // Setup: the USSR places 6 in Eastern Europe, then (behind the pass screen) the US 7 in Western Europe.
  await expect(page.getByTestId('status')).toContainText('Eastern Europe (6 left)');
  await expect(page.getByTestId('hand')).toBeVisible();
  for (let i = 0; i < 6; i++) expect(await chooseFirst(page, 'Country', 'Choose')).toBe(true);
  await expect(page.getByRole('button', { name: /show my turn/ })).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('status')).toContainText('Western Europe (7 left)');
  for (let i = 0; i < 7; i++) expect(await chooseFirst(page, 'Country', 'Choose')).toBe(true);
  await expect(page.getByTestId('log')).toContainText('places setup influence');

  // Headline: both choose in secret, each behind the pass screen; then both cards are revealed.
  await headline(page);
  await expect(page.getByRole('button', { name: /show my turn/ })).toBeVisible();
  await headline(page);
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText('Headlines:');
  await expect(page.getByTestId('headlines')).not.toContainText('hidden');

  // The USSR's first action round: a card for operations, influence placed through the panel.
  await resolveUntil(page, /action round 1 of turn 1/);
  await playFor(page, 'Influence');
  await expect(page.getByLabel('Place influence in', { exact: true })).toBeVisible();
  while (await visible(page.getByLabel('Place influence in', { exact: true }))) await chooseFirst(page, 'Place influence in', 'Place 1');
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText(/Ann places 1 influence in/);

  // The US's round: a coup shows its odds before the roll, then the die.
  await resolveUntil(page, /Bob: action round 1 of turn 1/);
  await playFor(page, 'Coup');
  const target = page.getByLabel('Coup in', { exact: true });
  await expect(target).toBeVisible();
  await target.selectOption((await target.locator('option').nth(1).getAttribute('value'))!);
  await expect(page.getByTestId('coup-odds')).toContainText(/Chance of success: \d+%/);
  await page.getByRole('button', { name: 'Coup', exact: true }).click();
  const anyway = page.getByRole('button', { name: 'Do it anyway' });
  if (await visible(anyway)) await anyway.click();
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText(/Bob coups .+ with \d ops: rolls [1-6]/);
  // The tray shows the latest roll as dice with its sentence: the coup's, or a die the card's
  // event rolled after it (an opponent's war card, say) — whichever the log says came last.
  const rolled = (await page.getByTestId('log').locator('li').allTextContents()).filter((t) => /rolls [1-6]/.test(t));
  const latest = rolled[rolled.length - 1];
  await expect(page.getByTestId('roll-tray')).toContainText(latest);
  await expect(page.getByTestId('roll-tray').locator('.die').first()).toBeVisible();
  if (/ coups /.test(latest)) await expect(page.getByTestId('roll-tray').locator('.die')).toHaveCount(1);
  // It fades by itself after a few seconds (the sentence stays in the log).
  await expect(page.getByTestId('roll-tray')).toBeHidden({ timeout: 10_000 });

  // Reload: the game comes back exactly, from the lobby's saved games.
  const entries = await page.getByTestId('log').locator('li:not(.end)').count();
  const vp = await page.getByTestId('vp').textContent();
  await saved(page);
  await page.reload();
  await reopened(page, 'twilight-board');
  await expect(page.getByTestId('log').locator('li:not(.end)')).toHaveCount(entries);
  await expect(page.getByTestId('vp')).toHaveText(vp!);
});

test('against the computer: the US bid is placed, the computer headlines, and the panel plays without the canvas', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByText('Twilight Struggle', { exact: true }).click();
  await page.getByLabel('US bonus influence').selectOption('2');
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Computer' });
  await page.getByRole('button', { name: /^Start Twilight Struggle/ }).click();
  await expect(page.getByTestId('twilight-board')).toBeVisible();
  for (let i = 0; i < 6; i++) expect(await chooseFirst(page, 'Country', 'Choose')).toBe(true);
  // The computer places its 7 and its 2 extra, then it is the USSR's headline.
  await expect(page.getByRole('button', { name: /^Headline / }).or(page.locator('.ts-card.playable').first())).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('log')).toContainText(/extra|setup influence/);
  await headline(page);
  await expect(page.getByTestId('log')).toContainText('Headlines:', { timeout: 20_000 });
  // The reveal shows the headlines, or steps aside while a headline event asks for countries on the map.
  await expect(
    page
      .getByTestId('headline-reveal')
      .or(page.getByLabel('Country', { exact: true }))
      .first(),
  ).toBeVisible();
  await resolveUntil(page, /action round 1 of turn 1/);
  await playFor(page, 'Influence');
  while (await visible(page.getByLabel('Place influence in', { exact: true }))) await chooseFirst(page, 'Place influence in', 'Place 1');
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText(/Ann places 1 influence in/);
  // The computer answers with its own action round.
  await expect(page.getByTestId('log')).toContainText(/Bob plays /, { timeout: 20_000 });
});
