import { expect, type Locator, type Page } from '@playwright/test';
import { seededRandom } from '../src/engines/core/rng';
import type { GameModule } from '../src/engines/core/meta';
import type { BaseState } from '../src/engines/core/types';
import { botMove } from '../src/games/simulate';
import { exportSave } from '../src/persistence/savefile';
import { makeShareLink } from '../src/persistence/share';

/** Starts a game of world conquest from the lobby with the given seats (all people by default). */
export async function startRisk(page: Page, opts: { players?: number; computers?: number[]; passScreen?: boolean; territories?: 'claim' | 'deal' } = {}) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.getByLabel('Number of players').selectOption(String(opts.players ?? 3));
  for (const i of opts.computers ?? []) await page.getByLabel(`Seat ${i + 1} player`).selectOption({ label: 'Computer' });
  if (opts.territories) await page.getByLabel('Territories').selectOption(opts.territories);
  if (opts.passScreen === false) await page.getByLabel(/Pass-the-device screen/).uncheck();
  await page.getByRole('button', { name: /^Start World Conquest/ }).click();
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('risk-board')).toBeVisible();
}

/** Waits until every move made so far is in IndexedDB. */
export async function saved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
}

/** Resumes the first saved game from the lobby and waits for its board. */
export async function resumeFirst(page: Page) {
  await page.getByRole('button', { name: 'Resume', exact: true }).first().click();
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('risk-board')).toBeVisible();
}

/** After a reload mid-game: the open game comes back by itself (its id is in the URL). */
export async function reopened(page: Page, board = 'risk-board') {
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId(board)).toBeVisible();
}

/** Clicks through the pass screen if it is up. */
export async function passIfAsked(page: Page) {
  const pass = page.getByRole('button', { name: /show my turn/ });
  if (await pass.isVisible()) await pass.click();
}

/** Takes one setup step through the panel: roll for first, claim a territory or place an army. */
export async function setupStep(page: Page): Promise<boolean> {
  await passIfAsked(page);
  const roll = page.getByRole('button', { name: 'Roll for the first player' });
  if (await roll.isVisible()) {
    await roll.click();
    return true;
  }
  for (const [label, button] of [
    ['Claim', 'Claim'],
    ['Place on', /^Place \d+/],
    ['Neutral army on', 'Place neutral army'],
  ] as const) {
    const select = page.getByLabel(label, { exact: true });
    if (await select.isVisible()) {
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value!);
      await page.getByRole('button', { name: button }).click();
      return true;
    }
  }
  return false;
}

export async function statusText(page: Page) {
  await passIfAsked(page);
  return (await page.getByTestId('status').textContent()) ?? '';
}

/**
 * The text a board's stage draws inside its box, as the player sees it: each visible label's text and
 * its size on screen in CSS pixels (issue 20: never below 11 px; a label that would be smaller is hidden).
 */
export async function boardText(page: Page, testId: string): Promise<{ text: string; px: number }[]> {
  return page.getByTestId(testId).evaluate((el) => {
    type Node = {
      className: string;
      isVisible(): boolean;
      getAbsoluteScale(): { x: number };
      getClientRect(): { x: number; y: number; width: number; height: number };
      fontSize(): number;
      text(): string;
      opacity(): number;
    };
    const stage = (el as HTMLElement & { hotseatStage?: { find(sel: string): Node[]; width(): number; height(): number } }).hotseatStage;
    if (!stage) return [];
    const out: { text: string; px: number }[] = [];
    for (const t of stage.find('Text')) {
      if (!t.isVisible() || t.opacity() === 0 || !t.text().trim()) continue;
      const r = t.getClientRect();
      if (r.x + r.width < 0 || r.y + r.height < 0 || r.x > stage.width() || r.y > stage.height()) continue;
      out.push({ text: t.text(), px: t.fontSize() * t.getAbsoluteScale().x });
    }
    return out;
  });
}

/**
 * Where on the page a named shape of the first board canvas is drawn (e.g. Dominion's "pile-Province"), in
 * CSS pixels of the page; null when the board draws no such shape. Tap or click in it, as a person would.
 */
export async function boardRect(page: Page, name: string): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((n) => {
    type KonvaNode = { getClientRect(): { x: number; y: number; width: number; height: number } };
    type KonvaStage = { findOne(selector: string): KonvaNode | undefined; container(): HTMLElement };
    const stage = (window as unknown as { Konva: { stages: KonvaStage[] } }).Konva.stages[0];
    const node = stage.findOne(`.${n}`);
    if (!node) return null;
    const r = node.getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x, y: c.top + r.y, width: r.width, height: r.height };
  }, name);
}

/** The people of a shared test game, seat by seat (Ann, Bob, Cat…), each a person at the table. */
export function people(
  n: number,
  names = ['Ann', 'Bob', 'Cat', 'Di', 'Ed', 'Flo', 'Gus'],
  colors = ['vermillion', 'blue', 'green', 'yellow', 'purple', 'black', 'white'],
) {
  return names.slice(0, n).map((name, i) => ({ name, color: colors[i], kind: 'human' as const }));
}

/**
 * A share link to this server of a game recorded up to `state` (seats: people(n) unless given), as the
 * app's Share makes it.
 */
export function shareLink(
  baseUrl: string,
  record: { game: string; options: unknown; seed: number; moves: { seat: number; move: unknown }[]; seats?: ReturnType<typeof people> },
  title: string,
  state: unknown,
  players = 2,
): string {
  const link = makeShareLink(baseUrl, exportSave({ seats: people(players), ...record } as never, title, state));
  if (!link.ok) throw new Error(link.error.message);
  return link.value;
}

/**
 * A game of people whose moves so far were the named bot's (seed 3), up to the first state `done` holds,
 * as a share link.
 */
export function sharedAt<S extends BaseState>(baseUrl: string, module: GameModule, seats: number, bot: string, done: (s: S) => boolean): string {
  const E = module.engine;
  const options = E.defaultOptions(seats);
  const seed = 3;
  const random = seededRandom(seed);
  let s = E.setup(options, seats, seed);
  const moves: { seat: number; move: unknown }[] = [];
  while (!done(s as S)) {
    if (E.outcome(s) || moves.length > 5000) throw new Error('no such state in this game');
    const seat = E.prompt(s).seats[0];
    const move = botMove(E, module.bots[bot], s, seat, random);
    const r = E.apply(s, move, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves.push({ seat, move });
  }
  return shareLink(baseUrl, { game: E.id, options, seed, moves }, 'Layout', s, seats);
}

/**
 * Opens a share link ("Import and open", by a tap when `tap`) and, when `board` is named, passes the
 * device if asked (a tap too) and waits for that test id (the board, or whatever the seat is first shown).
 */
export async function openShared(page: Page, link: string, board?: string, opts: { tap?: boolean } = {}) {
  await page.goto(link);
  const open = page.getByRole('button', { name: 'Import and open' });
  if (opts.tap) await open.tap();
  else await open.click();
  if (!board) return;
  const pass = page.getByRole('button', { name: /show my turn/ });
  await expect(pass.or(page.getByTestId(board))).toBeVisible({ timeout: 15_000 });
  if (await pass.isVisible()) await act(!!opts.tap, pass);
  await expect(page.getByTestId(board)).toBeVisible();
}

/** A click, or a tap on a touch screen. */
export async function act(touch: boolean, target: Locator) {
  if (touch) await target.tap();
  else await target.click();
}

/**
 * Diplomacy and 5D with fog of war, two people: through the pass screen (which must show no board) as
 * `name`; `shot` is taken of the pass screen.
 */
export async function passTo(page: Page, board: string, name: string, touch: boolean, shot?: () => Promise<void>) {
  await expect(page.getByRole('heading', { name: `Pass the device to ${name}` })).toBeVisible();
  await expect(page.getByTestId(board)).toHaveCount(0);
  await shot?.();
  await act(touch, page.getByRole('button', { name: `I am ${name} — show my turn` }));
  await expect(page.getByTestId(board)).toBeVisible();
}

/**
 * The lobby with a game chosen (its title, "5D Diplomacy"), the number of players set and the seats
 * given (0-based) made computers; by taps when `touch`.
 */
export async function chooseGame(page: Page, title: string, opts: { players?: number; computers?: number[]; touch?: boolean } = {}) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await act(!!opts.touch, page.locator('.game-choice').filter({ has: page.getByText(title, { exact: true }) }));
  if (opts.players) await page.getByLabel('Number of players').selectOption(String(opts.players));
  for (const i of opts.computers ?? []) await page.getByLabel(`Seat ${i + 1} player`).selectOption({ label: 'Computer' });
}

/** Starts the game chosen in the lobby ("Start <title>"), passes the device if asked and waits for `board`. */
export async function startChosen(page: Page, title: string, board: string, touch = false) {
  await act(touch, page.getByRole('button', { name: new RegExp(`^Start ${title}`) }));
  const button = page.getByRole('button', { name: /show my turn/ });
  await expect(page.getByTestId('status').or(button)).toBeVisible();
  if (await button.isVisible()) await act(touch, button);
  await expect(page.getByTestId(board)).toBeVisible();
}

/**
 * Starts Diplomacy or 5D Diplomacy from the lobby for two: with fog of war (two people), or against a
 * computer in seat 2; by taps when `touch`.
 */
export async function startDiplomacyFor2(page: Page, game: 'Diplomacy' | '5D Diplomacy', opts: { touch?: boolean; fog?: boolean; computer?: boolean } = {}) {
  await chooseGame(page, game, { players: 2, computers: opts.computer ? [1] : [], touch: opts.touch });
  if (opts.fog) await page.getByLabel('Fog of war').check();
  await startChosen(page, game, game === 'Diplomacy' ? 'diplomacy-board' : 'diplomacy5d-board', opts.touch);
}

/** Where on the page a province of a 5D board (by its name, "a@1") can be clicked: a point that hits that province's shape. */
export async function spotOf(page: Page, board: string, prov: string): Promise<{ x: number; y: number }> {
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

/** A tap or a click on a province of a 5D board ("a@1", "lon"). */
export async function press(page: Page, touch: boolean, board: string, prov: string) {
  const { x, y } = await spotOf(page, board, prov);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** A finger dragged across the board, from `from` by `by`, in five steps. */
export async function fingerDrag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 5; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + (by.x * i) / 5, y: from.y + (by.y * i) / 5 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A long press at a point of the page: the finger stays down until the details show, as a person's does (not for a fixed time). */
export async function holdUntilPeek(page: Page, at: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  await expect(page.getByTestId('peek')).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Taps through the pass screen (waiting for it) and returns whom it asked for, once `board` shows. */
export async function passAs(page: Page, board: string, timeout?: number): Promise<string> {
  const button = page.getByRole('button', { name: /show my turn/ });
  await expect(button).toBeVisible({ timeout });
  const name = /^I am (.+) — show my turn$/.exec((await button.textContent()) ?? '')![1];
  await button.tap();
  await expect(page.getByTestId(board)).toBeVisible();
  return name;
}
