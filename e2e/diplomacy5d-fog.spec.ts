import { test, expect, type Page } from '@playwright/test';
import { diplomacy5dEngine as E, type D5State } from '../src/engines/diplomacy5d/engine';
import { seededRandom } from '../src/engines/core/rng';
import { act, openShared, passTo, press, shareLink, startDiplomacyFor2 } from './helpers';

/**
 * 5D Diplomacy with fog of war (issue 23), two people at one device: a fogged Spring 1901 with the pass
 * screen, by touch on a phone (390×844) and by mouse on a laptop (1280×800). Ann plays England, France and
 * Russia; Bob Austria, Germany and Turkey (Italy neutral). On the one board each sees its own units and
 * those in and next to its provinces and centres (README "Fog of war"); the pass screen shows no board;
 * the results and the log show only what each may see; an order into the fog may be typed.
 */
const BOARD = 'diplomacy5d-board';
const SHOTS = process.env.E2E_SHOTS;

/** The unit letters drawn on the board (drawn at the zoom where they read, for the boards in view): their count. */
async function letters(page: Page): Promise<number> {
  // Names and letters are drawn once the view has stood still.
  await page.waitForTimeout(400);
  return page.getByTestId(BOARD).evaluate((el) => {
    const st = (el as HTMLElement & { hotseatStage: { find(s: string): unknown[] } }).hotseatStage;
    return st.find('.unit-letter').length;
  });
}

/** Through the pass screen, which shows no board, as `name`. */
const pass = (page: Page, name: string, touch: boolean, shot?: () => Promise<void>) => passTo(page, BOARD, name, touch, shot);

const start = (page: Page, touch: boolean) => startDiplomacyFor2(page, '5D Diplomacy', { touch, fog: true });

for (const mode of [
  { name: 'by touch at 390×844', touch: true, viewport: { width: 390, height: 844 } },
  { name: 'by mouse at 1280×800', touch: false, viewport: { width: 1280, height: 800 } },
]) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, hasTouch: mode.touch, isMobile: mode.touch });

    test('a fogged Spring: each sees only its own sight, the pass screen hides the boards, results and log fogged', async ({ page }) => {
      const shot = async (what: string) => {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/fog5d-${mode.viewport.width}-${what}.png` });
      };
      await start(page, mode.touch);
      await expect(page.getByTestId('status')).toContainText('Round 1');
      await expect(page.getByTestId('fog-note')).toBeVisible();
      // Ann: her ten units' letters and nobody else's (no other power's unit stands next to hers in Spring 1901).
      expect(await letters(page)).toBe(10);
      await shot('ann');

      // An order into the fog can be typed: a support of Italy's army in Venice, out of Ann's sight.
      await act(mode.touch, page.getByLabel('Typed orders'));
      await page.getByLabel('Typed orders').fill('A a-Mar@0 S A a-Ven@0 -> Pie');
      await act(mode.touch, page.getByRole('button', { name: 'Use typed orders' }));
      await expect(page.getByLabel('Order for France: A a-Mar@0')).toHaveValue('A a-Mar@0 S A Ven -> Pie');
      await page.getByLabel('Order for France: A a-Par@0').selectOption('A a-Par@0 -> Bur');
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));

      // The pass screen: no board.
      await pass(page, 'Bob', mode.touch, () => shot('pass-screen'));
      // Bob: his nine units and Italy's army in Venice (next to Trieste); none of Ann's.
      expect(await letters(page)).toBe(10);
      await expect(page.getByTestId('log')).toContainText('Ann submits orders.');
      await expect(page.getByTestId('log')).not.toContainText('Par -> Bur');
      await shot('bob');
      // On the board (a tap, a click): the army in Munich, then Burgundy.
      await press(page, mode.touch, 'a@0', 'mun');
      await press(page, mode.touch, 'a@0', 'bur');
      await expect(page.getByLabel('Order for Germany: A a-Mun@0')).toHaveValue('A a-Mun@0 -> Bur');
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));

      // Both in: the Spring resolves. Bob reads the bounce in Burgundy (next to Munich), nothing of England's
      // or Russia's units out of his sight.
      const after = page.getByRole('button', { name: /show my turn/ });
      await expect(page.getByTestId('status').or(after)).toContainText(/Round 2|Pass the device|show my turn/);
      if (await after.isVisible()) await pass(page, 'Bob', mode.touch);
      await expect(page.getByTestId('status')).toContainText('Round 2');
      const log = page.getByTestId('log');
      await expect(log).toContainText(/France: A a-Par@0 -> Bur: fails \(bounced\)/);
      await expect(log).not.toContainText('F a-Lon@0');
      await expect(log).not.toContainText('A a-Mos@0');
      await expect(page.getByTestId('results')).toContainText('A a-Par@0 -> Bur');
      await expect(page.getByTestId('results')).not.toContainText('Lon');
      await shot('bob-fall');

      // Bob writes his Fall orders; the device goes back to Ann, who reads her bounce and not Bob's other units.
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));
      await pass(page, 'Ann', mode.touch);
      await expect(page.getByTestId('log')).toContainText(/France: A a-Par@0 -> Bur: fails/);
      await expect(page.getByTestId('log')).not.toContainText('A a-Vie@0');
      await shot('ann-fall');

      // A province out of sight, shown in full (a right click; a long press on a phone): its units unknown.
      const at = await page.getByTestId(BOARD).evaluate((el) => {
        type N = { getClientRect(): { x: number; y: number; width: number; height: number }; getAttr(k: string): unknown };
        const st = (el as HTMLElement & { hotseatStage: { find(s: string): N[] } }).hotseatStage;
        const cell = st.find('.cell').find((c) => c.getAttr('id') === 'a@1')!;
        const r = (cell as unknown as { findOne(s: string): N }).findOne('.vie').getClientRect();
        const b = el.getBoundingClientRect();
        return { x: b.left + r.x + r.width / 2, y: b.top + r.y + r.height / 2 };
      });
      if (!mode.touch) {
        await page.mouse.click(at.x, at.y, { button: 'right' });
        await expect(page.getByTestId('province-peek')).toContainText('Vienna');
        await expect(page.getByTestId('province-peek')).toContainText('Out of sight (fog of war): its units are unknown.');
        await shot('peek');
      }
    });
  });
}

/**
 * A fogged game of two people with time travel in it (rule set B), as a share link: random orders from each
 * seat's own (fogged) legal list, a move into the past now and then, until a second timeline is made and
 * Ann (seat 0) is asked to order. Returns the link and the state.
 */
function multiverseGame(baseUrl: string): { link: string; state: D5State } {
  for (let seed = 1; seed < 60; seed++) {
    const options = { ...E.defaultOptions(2), fog: true };
    let s = E.setup(options, 2, seed);
    const moves: { seat: number; move: unknown }[] = [];
    const random = seededRandom(seed);
    while (!E.outcome(s) && s.round < 8) {
      const seat = E.prompt(s).seats[0];
      if (s.mv.timelines.length > 1 && !s.plan && seat === 0 && s.submitted.length === 0) {
        return { link: shareLink(baseUrl, { game: 'diplomacy5d', options, seed, moves }, 'Fogged multiverse', s), state: s };
      }
      const travel = (o: string) => /-> [a-z]+-|->[^@]*@\d/.test(o);
      const chosen = Object.fromEntries(
        E.orderSlots!(s, seat).map((sl) => {
          const far = sl.orders.filter(travel);
          const pool = far.length && random() < 0.15 ? far : sl.orders.filter((o) => !travel(o));
          return [sl.key, pool[Math.floor(random() * pool.length)] ?? sl.orders[0]];
        }),
      );
      const move = E.composeOrders!(s, seat, chosen);
      const r = E.apply(s, move, seat);
      if (!r.ok) throw new Error(r.error.message);
      moves.push({ seat, move });
      s = r.state;
    }
  }
  throw new Error('no such game found');
}

test.describe('a fogged multiverse at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a share link of a fogged game with two timelines: each person in turn is shown the boards of their own view', async ({ page, baseURL }) => {
    const { link, state } = multiverseGame(baseURL!);
    await openShared(page, link);
    await pass(page, 'Ann', false);
    await expect(page.getByTestId('fog-note')).toBeVisible();
    await page.getByRole('button', { name: 'Fit the map' }).click();
    await page.waitForTimeout(600);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fog5d-multiverse-ann.png` });
    // The game found has units out of each person's sight (so the screenshots show fog on several boards).
    const unitsOf = (v: D5State) => v.mv.boards.reduce((n, b) => n + b.units.length, 0);
    expect(unitsOf(E.view(state, 0))).toBeLessThan(unitsOf(state));
    expect(unitsOf(E.view(state, 1))).toBeLessThan(unitsOf(state));
    await expect(page.getByTestId('status')).toContainText('Round');
    await act(false, page.getByRole('button', { name: 'Submit orders' }));
    await pass(page, 'Bob', false);
    await page.getByRole('button', { name: 'Fit the map' }).click();
    await page.waitForTimeout(600);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fog5d-multiverse-bob.png` });
    await expect(page.getByTestId('fog-note')).toBeVisible();
  });
});
