import { test, expect, type Locator, type Page } from '@playwright/test';
import { diplomacy5dEngine as E, type D5State } from '../src/engines/diplomacy5d/engine';
import { seededRandom } from '../src/engines/core/rng';
import { exportSave } from '../src/persistence/savefile';
import { makeShareLink } from '../src/persistence/share';

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

/** Where on the page a province of a board (by its name, "a@1") can be clicked: a point that hits that province's shape. */
async function spotOf(page: Page, board: string, prov: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(
    ([b, p]) => {
      type N = {
        name(): string;
        getClientRect(): { x: number; y: number; width: number; height: number };
        findOne(s: string): N | undefined;
        find(s: string): N[];
        getAttr(k: string): unknown;
        className: string;
      };
      type S = N & { container(): HTMLElement; getIntersection(pos: { x: number; y: number }): N | null };
      const stage = (window as unknown as { Konva: { stages: S[] } }).Konva.stages.find((s) => s.container().isConnected)!;
      const cell = stage.find('.cell').find((c) => c.getAttr('id') === b);
      const path = cell?.findOne(`.${p}`);
      if (!path) return null;
      const r = path.getClientRect();
      const c = stage.container().getBoundingClientRect();
      // The first point of a grid over the shape's box that hits the shape itself, from the middle out.
      const pts: [number, number][] = [];
      for (let i = 1; i < 10; i++) for (let j = 1; j < 10; j++) pts.push([r.x + (r.width * i) / 10, r.y + (r.height * j) / 10]);
      pts.sort((u, v) => Math.hypot(u[0] - r.x - r.width / 2, u[1] - r.y - r.height / 2) - Math.hypot(v[0] - r.x - r.width / 2, v[1] - r.y - r.height / 2));
      const hit = pts.find(([x, y]) => stage.getIntersection({ x, y }) === path);
      return hit ? { x: c.left + hit[0], y: c.top + hit[1] } : null;
    },
    [board, prov],
  );
  expect(at, `${prov} on board ${board}`).not.toBeNull();
  return at!;
}

async function press(page: Page, touch: boolean, board: string, prov: string) {
  const { x, y } = await spotOf(page, board, prov);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

async function act(touch: boolean, target: Locator) {
  if (touch) await target.tap();
  else await target.click();
}

/** Through the pass screen, which shows no board, as `name`. */
async function pass(page: Page, name: string, touch: boolean, shot?: () => Promise<void>) {
  await expect(page.getByRole('heading', { name: `Pass the device to ${name}` })).toBeVisible();
  await expect(page.getByTestId(BOARD)).toHaveCount(0);
  await shot?.();
  await act(touch, page.getByRole('button', { name: `I am ${name} — show my turn` }));
  await expect(page.getByTestId(BOARD)).toBeVisible();
}

async function start(page: Page, touch: boolean) {
  await page.goto('/');
  await act(touch, page.locator('.game-choice').filter({ has: page.getByText('5D Diplomacy', { exact: true }) }));
  await page.getByLabel('Number of players').selectOption('2');
  await page.getByLabel('Fog of war').check();
  await act(touch, page.getByRole('button', { name: /^Start 5D Diplomacy/ }));
  const button = page.getByRole('button', { name: /show my turn/ });
  await expect(page.getByTestId('status').or(button)).toBeVisible();
  if (await button.isVisible()) await act(touch, button);
  await expect(page.getByTestId(BOARD)).toBeVisible();
}

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
        const seats = [
          { name: 'Ann', color: 'vermillion', kind: 'human' as const },
          { name: 'Bob', color: 'blue', kind: 'human' as const },
        ];
        const link = makeShareLink(baseUrl, exportSave({ game: 'diplomacy5d', options, seed, seats, moves }, 'Fogged multiverse', s));
        if (!link.ok) throw new Error(link.error.message);
        return { link: link.value, state: s };
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
    await page.goto(link);
    await page.getByRole('button', { name: 'Import and open' }).click();
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
