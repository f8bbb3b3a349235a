import { test, expect, type Page } from '@playwright/test';
import { boardText, chooseGame, openShared, people, shareLink } from './helpers';
import { seededRandom } from '../src/engines/core/rng';
import { riskEngine as E } from '../src/engines/risk/engine';
import { actingSeat } from '../src/engines/risk/legal';
import { escalatingAward } from '../src/engines/risk/cards';
import { TERRITORY_IDS } from '../src/engines/risk/map';
import type { RiskMove, RiskState } from '../src/engines/risk/types';

/**
 * World conquest at the table, by touch (issues 20 and 21): the board opens readable on a phone and a
 * tablet; a capital is chosen by tapping the map; the defender's pass screen names the defender (under
 * fog of war it read "{-1}"); the table of players keeps the fog's secrets; the last roll lets taps through.
 * (The camera across a pass and a reload, and the long press: camera.spec.ts.)
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NAMES =
  /^(Alaska|Alberta|Central America|Eastern United States|Greenland|Northwest Territory|Ontario|Quebec|Western United States|Argentina|Brazil|Peru|Venezuela|Great Britain|Iceland|Northern Europe|Scandinavia|Southern Europe|Ukraine|Western Europe|Congo|East Africa|Egypt|Madagascar|North Africa|South Africa|Afghanistan|China|India|Irkutsk|Japan|Kamchatka|Middle East|Mongolia|Siam|Siberia|Ural|Yakutsk|Eastern Australia|Indonesia|New Guinea|Western Australia)$/;

const passBtn = (page: Page) => page.getByRole('button', { name: /show my turn/ });

/** Taps through the pass screen when it is up, and waits for the board. */
async function pass(page: Page) {
  await page.waitForTimeout(200);
  await expect(passBtn(page).or(page.getByTestId('risk-board'))).toBeVisible();
  if (await passBtn(page).isVisible()) await passBtn(page).tap();
  await expect(page.getByTestId('risk-board')).toBeVisible();
}

/** A 3-player game, territories dealt and starting armies placed at random (the war begins at once). */
async function start(page: Page, opts: { fog?: boolean } = {}) {
  await chooseGame(page, 'World Conquest', { players: 3, touch: true });
  await page.getByLabel('Territories').selectOption('deal');
  await page.getByLabel('Starting armies').selectOption('random');
  if (opts.fog) await page.getByLabel('Fog of war').selectOption({ label: 'On' });
  await page.getByRole('button', { name: /^Start World Conquest/ }).tap();
  await pass(page);
  await page.getByRole('button', { name: 'Roll for the first player' }).tap();
  await pass(page);
}

/** A point on screen inside territory `id` (found through the stage: its shape is what a tap hits there). */
async function pointIn(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } };
    type S = { find(f: (n: N) => boolean): N[]; getIntersection(p: { x: number; y: number }): N | null; width(): number; height(): number };
    const stage = (el as HTMLElement & { hotseatStage: S }).hotseatStage;
    const r = stage.find((n) => n.getAttr('peek') === tid)[0].getClientRect();
    const box = el.getBoundingClientRect();
    for (let fy = 0.5; fy < 1; fy += 0.05)
      for (const sign of [1, -1])
        for (let fx = 0.5; fx < 1; fx += 0.05) {
          const x = r.x + r.width * (sign > 0 ? fx : 1 - fx);
          const y = r.y + r.height * (sign > 0 ? fy : 1 - fy);
          if (x < 0 || y < 0 || x > stage.width() - 60 || y > stage.height() - 60) continue;
          if (stage.getIntersection({ x, y })?.getAttr('peek') === tid) return { x: box.left + x, y: box.top + y };
        }
    throw new Error(`no point of ${tid} on screen`);
  }, id);
}

for (const size of [
  { width: 390, height: 844, names: 12 },
  { width: 768, height: 1024, names: 30 },
]) {
  test(`the map opens readable at ${size.width}×${size.height}: names at 11 px or more, enough of them to read the board`, async ({ page }) => {
    await page.setViewportSize(size);
    await start(page);
    const text = await boardText(page, 'risk-board');
    const names = text.filter((t) => NAMES.test(t.text.replace(/\n/g, ' ')));
    expect(names.length, `names on screen: ${names.map((n) => n.text).join(', ')}`).toBeGreaterThanOrEqual(size.names);
    for (const t of text) expect(t.px, `"${t.text}" on screen`).toBeGreaterThanOrEqual(11 - 0.01);
    // The army counts read too.
    expect(text.filter((t) => /^\d+$/.test(t.text)).length).toBeGreaterThanOrEqual(size.names);
    // The top bar shows whose turn it is.
    await expect(page.getByTestId('status')).toContainText((await page.getByTestId('turn-chip').textContent())!.trim());
  });
}

test('a capital is chosen by tapping the map, among the highlighted territories', async ({ page, baseURL }) => {
  const { link } = sharedGame(`${baseURL}/`, (s) => (s.phase === 'capital' ? { type: 'endTurn' } : null), { victory: 'capitals' });
  await open(page, link);
  const select = page.getByLabel('Capital', { exact: true });
  await expect(select).toBeVisible();
  const me = (await page.getByTestId('turn-chip').locator('.seat-name').textContent())!.trim();
  // Choose one of the seat's territories that lies on screen.
  const options = await select.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
  let target: { id: string; name: string; at: { x: number; y: number } } | null = null;
  for (const [id, name] of options.slice(1)) {
    const at = await pointIn(page, id).catch(() => null);
    if (at) {
      target = { id, name, at };
      break;
    }
  }
  expect(target, 'one of my territories is on screen at the opening view').not.toBeNull();
  // It is highlighted (dashed outline) and a territory of another player is not.
  const glow = await page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; dash(): number[] | undefined };
    const stage = (el as HTMLElement & { hotseatStage: { find(f: (n: N) => boolean): N[] } }).hotseatStage;
    const all = stage.find((n) => typeof n.getAttr('peek') === 'string');
    return { mine: !!all.find((n) => n.getAttr('peek') === tid)?.dash()?.length, lit: all.filter((n) => n.dash()?.length).length, all: all.length };
  }, target!.id);
  expect(glow.mine).toBe(true);
  expect(glow.lit).toBe(options.length - 1);
  expect(glow.lit).toBeLessThan(glow.all);
  await page.touchscreen.tap(target!.at.x, target!.at.y);
  // The next player names theirs (behind the pass screen): the log and the capitals show mine.
  await expect(passBtn(page)).toBeVisible();
  await pass(page);
  await expect(page.getByTestId('log')).toContainText(`${me} makes ${target!.name} their capital.`);
  await expect(page.getByTestId('capitals')).toContainText(target!.name);
});

test('under fog of war, the defender’s pass screen names the defender; the table keeps the fog’s secrets', async ({ page, baseURL }) => {
  // An attack on a territory with two armies or more, whose owner chooses the defending dice.
  const { link, state, move } = sharedGame(
    `${baseURL}/`,
    (s) =>
      s.phase === 'attack'
        ? (E.legalMoves(s, s.current).find((m) => m.type === 'attack' && m.dice === 1 && s.armies[TERRITORY_IDS.indexOf(m.to)] >= 2) ?? null)
        : null,
    { fog: true, defenderRollsMost: false },
  );
  if (move.type !== 'attack') throw new Error('an attack');
  const names = ['Ann', 'Bob', 'Cat'];
  const me = names[state.current];
  const defender = names[state.owner[TERRITORY_IDS.indexOf(move.to)]];
  await open(page, link);
  await expect(page.getByTestId('turn-chip')).toContainText(me);

  // The table: my own row in full, the others' land and next armies hidden, their cards public.
  const table = page.getByRole('table', { name: 'Players' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const mine = rows.filter({ hasText: me });
  await expect(mine.locator('td').nth(1)).toHaveText(/^\d+$/);
  await expect(mine.locator('td').nth(4)).toHaveText(/^\d+$/);
  for (const other of await rows.filter({ hasNotText: me }).all()) {
    await expect(other.locator('td').nth(1)).toContainText('?');
    await expect(other.locator('td').nth(4)).toHaveText('?');
  }
  await expect(rows.locator('td:nth-child(4)')).toHaveText(state.hands.map((h) => String(h.length)));
  await expect(page.getByTestId('continent-legend')).toContainText('Asia +7');
  await expect(page.getByTestId('continent-legend')).toContainText('Australia +2');
  await expect(page.getByTestId('next-set')).toHaveText(`The next set traded gives ${escalatingAward(state.trades + 1)} armies.`);

  await page.getByLabel('From', { exact: true }).selectOption(move.from);
  await page.getByLabel('To', { exact: true }).selectOption(move.to);
  await page.getByRole('button', { name: /^Attack with 1 die$/ }).tap();
  // The device goes to the defender: the pass screen names them, also in its public text.
  await expect(page.getByRole('heading', { name: `Pass the device to ${defender}` })).toBeVisible();
  const card = page.locator('.pass-card');
  await expect(card).not.toContainText('{');
  await expect(card).toContainText(`${defender}: ${me} attacks one of your territories: choose how many dice to defend with.`);
  await passBtn(page).tap();
  await expect(page.getByTestId('status')).toContainText(`${defender}: ${me} attacks`);
  await page
    .getByRole('button', { name: /^[12] dic?e$/ })
    .first()
    .tap();
  // The roll shows, fades, and lets taps through to the map.
  await pass(page);
  const tray = page.getByTestId('dice-tray');
  await expect(tray).toBeVisible();
  expect(await tray.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await expect.poll(async () => Number(await tray.evaluate((el) => getComputedStyle(el).opacity)), { timeout: 9000 }).toBeLessThan(0.05);
});

/**
 * A 3-player game (dealt, starting armies at random) played by random moves that favour blitzes, until
 * `done(state)` names a move to stop before; returned as a share link to this server with that move.
 * The dice are the game's own (seeded): the test knows what a move will bring.
 */
function sharedGame(
  baseUrl: string,
  done: (s: RiskState) => RiskMove | null,
  extra: Record<string, unknown> = {},
): { link: string; state: RiskState; move: RiskMove } {
  for (let seed = 1; seed < 100; seed++) {
    const options = { ...E.defaultOptions(3), territories: 'deal', placement: 'random', ...extra } as const;
    let s = E.setup(options, 3, seed);
    const rand = seededRandom(seed);
    const moves: { seat: number; move: unknown }[] = [];
    while (!E.outcome(s) && moves.length < 3000) {
      const found = s.turn >= 1 || s.phase === 'capital' ? done(s) : null;
      if (found) {
        const seats = people(3, undefined, ['vermillion', 'blue', 'yellow']);
        return { link: shareLink(baseUrl, { game: 'risk', options, seed, seats, moves }, 'World at the table', s), state: s, move: found };
      }
      const seat = actingSeat(s);
      const legal = E.legalMoves(s, seat);
      const blitz = legal.filter((m) => m.type === 'blitz' && m.floor === 1);
      const move = blitz.length > 0 && rand() < 0.7 ? blitz[Math.floor(rand() * blitz.length)] : legal[Math.floor(rand() * legal.length)];
      const next = E.apply(s, move, seat);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves.push({ seat, move });
    }
  }
  throw new Error('no such game found');
}

const open = (page: Page, link: string) => openShared(page, link, 'risk-board', { tap: true });

/** What the badge of a territory shows on the map. */
async function badge(page: Page, id: string): Promise<string> {
  return page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; findOne(sel: string): { text(): string } };
    const stage = (el as HTMLElement & { hotseatStage: { find(f: (n: N) => boolean): N[] } }).hotseatStage;
    return stage
      .find((n) => n.getAttr('badge') === tid)[0]
      .findOne('Text')
      .text();
  }, id);
}

/** Whether the badge of a territory is drawn inside the map's box. */
async function badgeOnScreen(page: Page, id: string): Promise<boolean> {
  return page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } };
    const stage = (el as HTMLElement & { hotseatStage: { find(f: (n: N) => boolean): N[]; width(): number; height(): number } }).hotseatStage;
    const r = stage.find((n) => n.getAttr('badge') === tid)[0].getClientRect();
    return r.x >= 0 && r.y >= 0 && r.x + r.width <= stage.width() && r.y + r.height <= stage.height();
  }, id);
}

const oddsOnMap = (page: Page) =>
  page
    .getByTestId('risk-board')
    .evaluate((el) => (el as HTMLElement & { hotseatStage: { find(sel: string): unknown[] } }).hotseatStage.find('.odds-badge').length);

test('the odds show beside the target; after the conquest the move-in preview on the map follows the slider, and the odds are gone', async ({
  page,
  baseURL,
}) => {
  // A blitz that takes its target and leaves a choice of at least three counts to move in.
  const { link, state, move } = sharedGame(`${baseURL}/`, (s) => {
    if (s.phase !== 'attack') return null;
    for (const m of E.legalMoves(s, s.current)) {
      if (m.type !== 'blitz' || m.floor !== 1) continue;
      const r = E.apply(s, m, s.current);
      if (r.ok && r.state.phase === 'capture' && E.legalMoves(r.state, s.current).length >= 3) return m;
    }
    return null;
  });
  if (move.type !== 'blitz') throw new Error('a blitz');
  await open(page, link);
  // The map looks far away (zoomed in on another corner): a route chosen in the panel comes into view.
  await page.getByTestId('risk-board').evaluate((el) => {
    const st = (el as HTMLElement & { hotseatStage: { scale(s: { x: number; y: number }): void; position(p: { x: number; y: number }): void } }).hotseatStage;
    st.scale({ x: 2, y: 2 });
    st.position({ x: 5000, y: 5000 });
  });
  expect(await badgeOnScreen(page, move.to)).toBe(false);
  const from = page.getByLabel('From', { exact: true });
  await from.selectOption(move.from);
  await page.getByLabel('To', { exact: true }).selectOption(move.to);
  await expect.poll(() => badgeOnScreen(page, move.to)).toBe(true);
  expect(await badgeOnScreen(page, move.from)).toBe(true);
  await expect(page.getByTestId('odds')).toContainText('%');
  expect(await oddsOnMap(page)).toBe(1);
  await page.getByRole('button', { name: 'Blitz' }).tap();

  const after = E.apply(state, move, state.current);
  if (!after.ok) throw new Error('legal');
  const counts = E.legalMoves(after.state, state.current).map((m) => (m.type === 'capture' ? m.count : 0));
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  const fromNow = after.state.armies[TERRITORY_IDS.indexOf(move.from)];
  // The slider starts at the most: the map shows the target with all of them, the source with one.
  await expect(page.getByRole('button', { name: `Move in ${most}` })).toBeVisible();
  expect(await badge(page, move.to)).toBe(String(most));
  expect(await badge(page, move.from)).toBe(String(fromNow - (most - least)));
  await page.getByRole('button', { name: `Fewest (${least})` }).tap();
  await expect(page.getByRole('button', { name: `Move in ${least}` })).toBeVisible();
  await expect.poll(() => badge(page, move.to)).toBe(String(least));
  expect(await badge(page, move.from)).toBe(String(fromNow));
  await page.getByRole('button', { name: `Move in ${least}` }).tap();
  // Back to attacking: the conquered target is no longer a target, its odds are gone from the panel and the map.
  await expect(page.getByRole('button', { name: 'End the attack' })).toBeVisible();
  await expect(page.getByTestId('odds')).toHaveCount(0);
  expect(await oddsOnMap(page)).toBe(0);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('');
});

test('trade buttons say how many armies each set gives, and the table the value of the next set', async ({ page, baseURL }) => {
  const { link, state } = sharedGame(`${baseURL}/`, (s) =>
    s.phase === 'trade' && !s.forced && E.legalMoves(s, s.current).some((m) => m.type === 'trade') ? { type: 'endTrade' } : null,
  );
  const award = escalatingAward(state.trades + 1);
  await open(page, link);
  const trades = page.getByTestId('trade');
  await expect(trades.first()).toBeVisible();
  for (const t of await trades.all()) await expect(t).toContainText(`for ${award} armies`);
  await expect(page.getByTestId('next-set')).toHaveText(`The next set traded gives ${award} armies.`);
  await trades.first().tap();
  await expect(page.getByTestId('log')).toContainText(`for ${award} armies`);
  await expect(page.getByTestId('next-set')).toHaveText(`The next set traded gives ${escalatingAward(state.trades + 2)} armies.`);
});
