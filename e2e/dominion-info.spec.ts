/**
 * Issue 21, Dominion, by touch at 390×844: ending the turn yourself (on by default for people, off for
 * computers; the last Buy leaves the turn open and Undo takes it back), the question before a buy that
 * ends the game (board and panel), why the game ended, and each player's cards on demand.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { dominionEngine as E } from '../src/engines/dominion/engine';
import { BMU } from '../src/engines/dominion/bots';
import { id, IS_TREASURE, CARDS } from '../src/engines/dominion/cards';
import type { DominionState } from '../src/engines/dominion/types';
import { RULES } from '../src/engines/dominion/rules';
import { seededRandom } from '../src/engines/core/rng';
import { boardRect, passIfAsked, shareLink } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tap = async (l: Locator) => {
  await l.scrollIntoViewIfNeeded();
  await l.tap();
};

/** Waits until Ann (a person) is to move. */
async function annToMove(page: Page) {
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('status')).toContainText(/^\W*Ann/, { timeout: 30_000 });
  await expect(page.getByText('The computer is thinking…')).toHaveCount(0);
}

async function chooseToBuy(page: Page, name: string) {
  const select = page.getByLabel('Card to buy');
  const value = await select.locator('option', { hasText: new RegExp(`^${name} \\(`) }).getAttribute('value');
  await select.selectOption(value!);
}

/** Taps a named shape of the board's canvas, where a person would (helpers.ts boardRect). */
async function tapOnBoard(page: Page, name: string) {
  const r = await boardRect(page, name);
  expect(r, name).not.toBeNull();
  await page.touchscreen.tap(r!.x + r!.width / 2, r!.y + r!.height / 2);
}

test('ending the turn yourself: on for people by default, the last Buy leaves the turn open, Undo takes it back; each player’s cards on demand', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByText('Dominion', { exact: true }).first().tap();
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Seat 2 player').selectOption({ label: 'Computer' });
  const option = page.getByRole('group', { name: 'End the turn yourself' });
  await expect(option.getByRole('checkbox', { name: /Ann/ })).toBeChecked();
  await expect(option.getByRole('checkbox', { name: /Bob/ })).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('lobby-390.png'), fullPage: true });
  await tap(page.getByRole('button', { name: /^Start Dominion/ }));
  await annToMove(page);
  await expect(page.getByTestId('dominion-board')).toBeVisible();

  await tap(page.getByRole('button', { name: 'Play all Treasures (T)' }));
  await chooseToBuy(page, 'Copper');
  await tap(page.getByRole('button', { name: 'Buy', exact: true }));
  // The last Buy is spent and the turn is still Ann's: nothing drawn yet, Undo can take the buy back.
  await expect(page.getByTestId('dominion-turn-open')).toBeVisible();
  await expect(page.getByTestId('status')).toContainText(/^\W*Ann/);
  await expect(page.getByTestId('status')).toContainText('no Buy left: end your turn');
  await page.screenshot({ path: test.info().outputPath('turn-open-390.png'), fullPage: true });
  await tap(page.getByRole('button', { name: 'Undo', exact: true }));
  await passIfAsked(page);
  await expect(page.getByTestId('dominion-turn-open')).toHaveCount(0);
  await expect(page.getByLabel('Card to buy')).toBeVisible();
  // A Curse ($0): what the deal gives Ann is random, and a Silver ($3) is out of reach of a $2 hand (one deal in twelve).
  await chooseToBuy(page, 'Curse');
  await tap(page.getByRole('button', { name: 'Buy', exact: true }));
  await expect(page.getByTestId('dominion-turn-open')).toBeVisible();
  await tap(page.getByRole('button', { name: 'End the turn (E)' }));
  // The computer plays its turn and ends it by itself (off for computers).
  await annToMove(page);
  await expect(page.getByTestId('log')).toContainText('Bob begins turn 1');
  await expect(page.getByTestId('log')).toContainText('Ann begins turn 2');

  // Each player's cards, from the panel: Ann's own (with the Curse) and Bob's (all his gains are public).
  const decks = page.getByTestId('dominion-decks');
  await tap(decks.getByRole('button', { name: 'Yours' }));
  const list = page.getByTestId('dominion-deck-list');
  await expect(list).toContainText('Your cards (11)');
  await expect(list).toContainText('7 Copper');
  await expect(list).toContainText('1 Curse');
  await tap(decks.getByRole('button', { name: 'Bob' }));
  await expect(list).toContainText("Bob's cards");
  await expect(list).toContainText('3 Estate');
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('decks-390.png'), fullPage: true });
  await tap(list.getByRole('button', { name: 'Close' }));
  await expect(list).toHaveCount(0);
  // From the board: a tap on a player's row (the first: Ann's own) opens the same list.
  await page.evaluate(() => window.scrollTo(0, 0));
  const panel = (await boardRect(page, 'players-panel'))!;
  await page.touchscreen.tap(panel.x + panel.width / 2, panel.y + 12);
  await expect(list).toContainText('Your cards (11)');
});

/**
 * Two people (Ann ends her turns herself) after BMU play until one Province is left and Ann, to move,
 * holds $8: a share link to that position.
 */
function lastProvince(baseUrl: string): string {
  for (let seed = 1; seed < 60; seed++) {
    const options = {
      edition: '2E' as const,
      kingdom: ['Cellar', 'Moat', 'Village', 'Workshop', 'Smithy', 'Remodel', 'Militia', 'Market', 'Mine', 'Merchant'],
      random: null,
      rules: RULES,
      endTurn: [true, true],
    };
    let s: DominionState = E.setup(options, 2, seed);
    const moves: { seat: number; move: unknown }[] = [];
    const rand = seededRandom(seed);
    const money = (x: DominionState) => x.players[0].hand.reduce((n, c) => n + (IS_TREASURE[c] ? (CARDS[c].coins ?? 0) : 0), 0);
    while (s.phase !== 'over' && moves.length < 3000) {
      const left = s.supply[s.piles.indexOf(id('Province'))];
      if (left === 0) break;
      if (left === 1 && s.current === 0 && !s.pending && !s.turn.bought && s.turn.coins === 0 && money(s) >= 8 && s.phase === 'buy') {
        return shareLink(baseUrl, { game: 'dominion', options, seed, moves }, 'The last Province', s);
      }
      const seat = E.prompt(s).seats[0];
      const move = BMU(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
      const r = E.apply(s, move, seat);
      if (!r.ok) throw new Error(r.error.message);
      moves.push({ seat, move });
      s = r.state;
    }
  }
  throw new Error('no such game found');
}

test('a buy that ends the game is asked about first (board and panel); the end screen says why the game ended', async ({ page, baseURL }) => {
  await page.goto(lastProvince(`${baseURL}/`));
  await tap(page.getByRole('button', { name: 'Import and open' }));
  await annToMove(page);
  await tap(page.getByRole('button', { name: 'Play all Treasures (T)' }));
  // On the board: tapping the Province pile asks (in the app's dialog); "Go back" buys nothing.
  const ask = page.getByRole('alertdialog');
  await tapOnBoard(page, 'pile-Province');
  await expect(ask).toContainText('This buy ends the game at the end of your turn: it takes the last Province. Buy Province?');
  await tap(ask.getByRole('button', { name: 'Go back' }));
  await expect(ask).toHaveCount(0);
  await expect(page.getByLabel('Card to buy').locator('option', { hasText: /^Province \(\$8, 1 left\)/ })).toHaveCount(1);
  // From the panel: "Buy Province" buys it; the turn stays open until Ann ends it, then the game ends.
  await chooseToBuy(page, 'Province');
  await tap(page.getByRole('button', { name: 'Buy', exact: true }));
  await expect(ask).toContainText('it takes the last Province');
  await tap(ask.getByRole('button', { name: 'Buy Province' }));
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('dominion-turn-open')).toBeVisible();
  await tap(page.getByRole('button', { name: 'End the turn (E)' }));
  await expect(page.getByTestId('dominion-end-why')).toHaveText('The game ended: the Province pile is empty.');
  await page.screenshot({ path: test.info().outputPath('end-390.png'), fullPage: true });
});
