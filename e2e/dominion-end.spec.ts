/**
 * Dominion's end screen (a finished game opened from a share link: each player's score by card, deck
 * list and turns, the winner and the tie rule) and the VP counter during play (a setting, on by default).
 */
import { test, expect, type Page } from '@playwright/test';
import { dominionEngine as E } from '../src/engines/dominion/engine';
import { BMU } from '../src/engines/dominion/bots';
import type { DominionState } from '../src/engines/dominion/types';
import { seededRandom } from '../src/engines/core/rng';
import { openShared, passIfAsked, people, shareLink } from './helpers';

/** A whole game of two computers playing Big Money on a kingdom with Gardens, as a share link. */
function finishedGame(baseUrl: string): { link: string; final: DominionState } {
  const options = {
    edition: '2E' as const,
    kingdom: ['Gardens', 'Village', 'Smithy', 'Market', 'Festival', 'Laboratory', 'Cellar', 'Moat', 'Militia', 'Witch'],
    random: null,
  };
  let s = E.setup(options, 2, 5);
  const moves: { seat: number; move: unknown }[] = [];
  const rand = seededRandom(9);
  while (s.phase !== 'over' && moves.length < 3000) {
    const seat = E.prompt(s).seats[0];
    const move = BMU(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
    const r = E.apply(s, move, seat);
    if (!r.ok) throw new Error(r.error.message);
    moves.push({ seat, move });
    s = r.state;
  }
  const seats = people(2, ['Ann', 'Bo'], ['blue', 'orange']);
  return { link: shareLink(baseUrl, { game: 'dominion', options, seed: 5, seats, moves }, 'Dominion end test', s), final: s };
}

async function openEnd(page: Page, link: string) {
  await openShared(page, link);
  await passIfAsked(page);
}

test('Dominion: the end screen shows each player’s score by card, deck list, turns and how the winner was decided', async ({ page, baseURL }) => {
  const { link, final } = finishedGame(`${baseURL}/`);
  await openEnd(page, link);
  const end = page.getByTestId('dominion-end');
  await expect(end).toBeVisible();
  const players = end.getByTestId('dominion-end-player');
  await expect(players).toHaveCount(2);
  const winner = final.winners[0];
  await expect(end.locator('h2')).toContainText(`${['Ann', 'Bo'][winner]} wins`);
  await expect(players.first()).toContainText(`${final.scores[winner]} VP`);
  await expect(players.first()).toContainText(`${final.players[winner].turns} turns`);
  await expect(players.first()).toContainText(/\d+ Province × 6/);
  await expect(players.first()).toContainText(/Copper/);
  // The table underneath can be seen again, and the scores reopened.
  await end.getByRole('button', { name: 'Show the table' }).click();
  await expect(end).toBeHidden();
  await page.getByTestId('dominion-end-reopen').click();
  await expect(end).toBeVisible();
});

test('Dominion: the VP counter shows each player’s VP during play, and can be turned off in the lobby', async ({ page }) => {
  for (const on of [true, false]) {
    await page.goto('/');
    await page.getByText('Dominion', { exact: true }).first().click();
    await page.getByLabel('Number of players').selectOption('2');
    await page.getByLabel('Seat 2 player').selectOption({ label: 'Computer' });
    const box = page.getByLabel(/VP counter/);
    await expect(box).toBeChecked();
    if (!on) await box.uncheck();
    await page.getByRole('button', { name: /^Start Dominion/ }).click();
    await passIfAsked(page);
    await expect(page.getByTestId('dominion-board')).toBeVisible();
    if (on) await expect(page.getByTestId('dominion-vp')).toHaveText(/VP: .+ 3 · .+ 3/);
    else await expect(page.getByTestId('dominion-vp')).toHaveCount(0);
  }
});
