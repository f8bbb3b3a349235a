/**
 * Dominion: Hinterlands in the browser — a second-edition Bargains game between two people, opened from a
 * share link at the moment Bob has gained a Province and Ann may answer with Fool's Gold (a Reaction on
 * another player's turn, hot seat: the device is passed to Ann for it); and at the moment a player with
 * Trader in hand gains a card with a second effect of theirs (Border Village's bonus, Haggler, Trail…),
 * so they choose which comes first (rules 2). By touch at 390×844 and by mouse at 1280×800; the prompt
 * and its options must be on screen, whole.
 */
import { test, expect, type Page } from '@playwright/test';
import { dominionEngine as E } from '../src/engines/dominion/engine';
import { BOTS } from '../src/engines/dominion/bots';
import { id, NAME } from '../src/engines/dominion/cards';
import { RULES } from '../src/engines/dominion/rules';
import type { DominionMove, DominionState } from '../src/engines/dominion/types';
import { seededRandom } from '../src/engines/core/rng';
import { openShared, passIfAsked, shareLink } from './helpers';

const BARGAINS = ['Border Village', 'Cauldron', "Fool's Gold", 'Haggler', 'Highway', 'Scheme', 'Souk', 'Trader', 'Trail', 'Wheelwright'];
const REVEAL = "Reveal Fool's Gold: trash it, gain a Gold onto your deck";

/**
 * Plays General bots that buy the first of `prefer` they can (Province first) until the decision
 * pending passes `found`: a share link to that position, and the state.
 */
function sharedWhen(
  baseUrl: string,
  title: string,
  seeds: number,
  prefer: string[],
  found: (d: NonNullable<DominionState['pending']>) => boolean,
): { link: string; state: DominionState } {
  for (let seed = 1; seed < seeds; seed++) {
    const options = { edition: '2E' as const, kingdom: BARGAINS, random: null, rules: RULES };
    let s: DominionState = E.setup(options, 2, seed);
    const moves: { seat: number; move: unknown }[] = [];
    const rand = seededRandom(seed);
    while (s.phase !== 'over' && moves.length < 1500) {
      const d = s.pending;
      if (d && found(d)) return { link: shareLink(baseUrl, { game: 'dominion', options, seed, moves }, title, s), state: s };
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const buy = (name: string) => legal.find((m) => m.type === 'buy' && m.card === id(name));
      const wanted = !d && s.phase === 'buy' ? prefer.map(buy).find((m) => m !== undefined) : undefined;
      const move: DominionMove = wanted ?? BOTS.General(E.view(s, seat), seat, legal, rand);
      const r = E.apply(s, move, seat);
      if (!r.ok) throw new Error(r.error.message);
      moves.push({ seat, move });
      s = r.state;
    }
  }
  throw new Error('no such game found');
}

/** Bob has gained a Province: Ann (seat 0) is asked whether to reveal Fool's Gold for it. */
const foolsGoldWindow = (baseUrl: string) =>
  sharedWhen(baseUrl, "Fool's Gold", 40, ['Province', "Fool's Gold"], (d) => d.seat === 0 && d.kind === 'option' && d.options[0] === REVEAL);

/** A player who holds Trader gains a card with another effect of theirs pending: the order question (tag `gainOrder`). */
const orderQuestion = (baseUrl: string) =>
  sharedWhen(
    baseUrl,
    'Which first',
    60,
    ['Province', 'Border Village', 'Trader'],
    (d) => d.tag === 'gainOrder' && d.kind === 'option' && d.options.some((o) => o.startsWith('Trader:')),
  );

/** Hot seat: the decision is in secret, so the device is passed to its player first. */
const openDecision = (page: Page, link: string) => openShared(page, link, 'dominion-decision');

/** Whether a locator's box lies wholly inside the viewport. */
async function onScreen(page: Page, sel: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await sel.boundingBox();
  const vp = page.viewportSize();
  return !!box && !!vp && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 0.5 && box.width > 0 && box.height >= 24;
}

for (const size of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test(`Hinterlands (2E Bargains): two effects on one gain — the player picks Trader first and exchanges the card (${size.width}×${size.height})`, async ({
      page,
      baseURL,
    }) => {
      const { link, state } = orderQuestion(`${baseURL}/`);
      const d = state.pending!;
      const who = d.seat === 0 ? 'Ann' : 'Bob';
      const card = NAME[d.then.card as number];
      await openDecision(page, link);
      const form = page.getByTestId('dominion-decision');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('status')).toContainText(`${who}: you gained ${card}: which comes first?`);
      // Every effect is named by its source, whole and on screen.
      for (const label of d.kind === 'option' ? d.options : []) {
        const b = form.getByRole('button', { name: label, exact: true });
        await b.scrollIntoViewIfNeeded();
        expect(await onScreen(page, b)).toBe(true);
      }
      await page.screenshot({ path: `test-results/hinterlands-order-${size.width}.png` });
      const trader = form.getByRole('button', { name: 'Trader: exchange it for a Silver' });
      if (size.touch) await trader.tap();
      else await trader.click();
      const exchange = form.getByRole('button', { name: 'Exchange it for a Silver (Trader)' });
      await expect(exchange).toBeVisible();
      if (size.touch) await exchange.tap();
      else await exchange.click();
      await expect(page.getByTestId('log')).toContainText(`${who} reveals Trader and exchanges ${card} for a Silver.`);
      await page.screenshot({ path: `test-results/hinterlands-order-after-${size.width}.png` });
    });

    test(`Hinterlands (2E Bargains): Bob gains a Province, the device goes to Ann, who reveals Fool's Gold for a Gold onto her deck (${size.width}×${size.height})`, async ({
      page,
      baseURL,
    }) => {
      const { link } = foolsGoldWindow(`${baseURL}/`);
      await openDecision(page, link);
      const form = page.getByTestId('dominion-decision');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('status')).toContainText("Bob gained a Province: reveal Fool's Gold?");
      const reveal = form.getByRole('button', { name: REVEAL });
      await reveal.scrollIntoViewIfNeeded();
      expect(await onScreen(page, reveal)).toBe(true);
      await page.screenshot({ path: `test-results/hinterlands-fools-gold-${size.width}.png` });
      if (size.touch) await reveal.tap();
      else await reveal.click();
      await passIfAsked(page);
      const log = page.getByTestId('log');
      await expect(log).toContainText("Ann trashes Fool's Gold.");
      await expect(log).toContainText(/Ann gains Gold onto their deck/);
      await passIfAsked(page);
      await page.screenshot({ path: `test-results/hinterlands-after-${size.width}.png` });
    });
  });
}
