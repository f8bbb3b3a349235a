import { test, expect, type Page } from '@playwright/test';
import { chooseGame, openShared, passIfAsked, sharedAt, startRisk } from './helpers';
import { sharedGame } from './twilightGames';
import dominion from '../src/engines/dominion/module';
import diplomacy from '../src/engines/diplomacy/module';
import diplomacy5d from '../src/engines/diplomacy5d/module';
import type { DominionState } from '../src/engines/dominion/types';
import type { DiplomacyState } from '../src/engines/diplomacy/engine';
import type { D5State } from '../src/engines/diplomacy5d/engine';

/**
 * Layouts that went wrong on phones and tablets and must not come back: the map under the zoom buttons
 * (world conquest at 844×390), a name past the map's edge (768×1024), 5D's results to be hunted for in
 * scroll boxes inside the panel (390×844), a Dominion hand of 7 squeezed into slivers (390×844).
 */

const open = (page: Page, link: string, board: string) => openShared(page, link, board);

type Rect = { x: number; y: number; width: number; height: number };
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('world conquest on a phone on its side (844×390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('the map is never drawn under the zoom buttons, zoomed in or not', async ({ page }) => {
    await startRisk(page, { players: 3 });
    const canvas = page.getByTestId('risk-board').locator('canvas').first();
    const buttons = page.getByRole('group', { name: 'Zoom' });
    for (let i = 0; i < 3; i++) {
      expect(overlap((await canvas.boundingBox())!, (await buttons.boundingBox())!)).toBe(false);
      await page.getByRole('button', { name: 'Zoom in' }).tap();
    }
    expect(overlap((await canvas.boundingBox())!, (await buttons.boundingBox())!)).toBe(false);
  });
});

test.describe('world conquest on a tablet (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('with the whole map in view, every name drawn lies on the map (none cut at its edge)', async ({ page }) => {
    await startRisk(page, { players: 3 });
    await page.getByRole('button', { name: 'Fit the map' }).tap();
    const out = await page.getByTestId('risk-board').evaluate((el) => {
      type N = { isVisible(): boolean; text(): string; getClientRect(): Rect };
      type St = { find(s: string): N[]; x(): number; y(): number; scaleX(): number; width(): number };
      const st = (el as HTMLElement & { hotseatStage: St }).hotseatStage;
      const names = st.find('Text').filter((t) => t.isVisible() && t.text().trim());
      return { left: st.x(), right: st.width() - st.x(), rects: names.map((t) => ({ text: t.text(), ...t.getClientRect() })) };
    });
    expect(out.rects.length).toBeGreaterThan(30);
    expect(out.rects.some((r) => /Western/.test(r.text))).toBe(true);
    for (const r of out.rects) {
      expect(r.x, r.text).toBeGreaterThanOrEqual(Math.min(0, out.left) - 0.5);
      expect(r.x + r.width, r.text).toBeLessThanOrEqual(768 + 0.5);
    }
  });
});

test.describe('5D Diplomacy on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("after a round, its results are in view and read in the panel's one scroll", async ({ page, baseURL }) => {
    const link = sharedAt<D5State>(`${baseURL}/`, diplomacy5d, 7, 'Random', (s) => s.round >= 3 && !!s.last && s.last.reports.length > 20);
    await open(page, link, 'diplomacy5d-board');
    const results = page.getByTestId('results');
    await expect(results.locator('summary')).toBeInViewport();
    // No scroll box inside the panel's: the results box and its lists show all they hold.
    const nested = await results.evaluate((el) => [el, ...el.querySelectorAll('ul')].filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.tagName));
    expect(nested).toEqual([]);
  });
});

test.describe('Dominion on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a hand of 7 takes two rows, each card three quarters shown or more', async ({ page, baseURL }) => {
    const link = sharedAt<DominionState>(
      `${baseURL}/`,
      dominion,
      2,
      'SmithyBM',
      (s) => s.current === 0 && s.phase !== 'over' && s.players[0].hand.length === 7,
    );
    await open(page, link, 'dominion-board');
    const cards = await page.getByTestId('dominion-table').evaluate((el) => {
      type N = { getClientRect(): Rect };
      const st = (el as HTMLElement & { hotseatStage: { find(s: string): N[]; scaleX(): number } }).hotseatStage;
      return st.find('.hand-card').map((n) => n.getClientRect());
    });
    expect(cards).toHaveLength(7);
    const rows = [...new Set(cards.map((c) => Math.round(c.y / 20)))];
    expect(rows.length).toBe(2);
    for (const row of rows) {
      const xs = cards.filter((c) => Math.round(c.y / 20) === row).sort((a, b) => a.x - b.x);
      for (let i = 1; i < xs.length; i++) expect(xs[i].x - xs[i - 1].x).toBeGreaterThanOrEqual(xs[i - 1].width * 0.75 - 1);
    }
  });
});

/**
 * Every text a player reads at 11 px or more (core MIN_TEXT_PX; the seats' symbols in the top bar and a
 * card's ops shape too) and every control a finger uses 44 px tall (a checkbox's or a radio's label is its
 * target), in view on phones and a tablet by touch.
 */
async function smallThings(page: Page, wholePage = false): Promise<string[]> {
  return page.evaluate((wholePage) => {
    const out: string[] = [];
    const vw = innerWidth;
    const vh = innerHeight;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (!wholePage && (r.bottom <= 0 || r.top >= vh)) || r.right <= 0 || r.left >= vw) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (own && parseFloat(cs.fontSize) < 10.99) out.push(`${cs.fontSize} text "${el.textContent!.trim().slice(0, 30)}"`);
      const target =
        'button, select, summary, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), label:has(input[type=checkbox]), label:has(input[type=radio])';
      if (el.matches(target) && r.height < 43.5)
        out.push(
          `${Math.round(r.height)} px tall ${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
        );
    }
    return [...new Set(out)];
  }, wholePage);
}

test.describe('the lobby by touch (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // Dominion's kingdom modes, sets, editions and end-turn boxes were 20–37 px tall, its costs 10.7 px.
  // Each game's options come with its module: the last of them is waited for.
  const lastOption: Record<string, string> = {
    'World Conquest': 'Pass-the-device screen',
    Diplomacy: 'Draw the powers at random',
    Dominion: 'VP counter',
    '5D Diplomacy': 'Fog of war',
    'Twilight Struggle': 'Pass-the-device screen',
  };
  for (const [title, last] of Object.entries(lastOption))
    test(`${title}'s options, the whole page: text 11 px or more, controls 44 px`, async ({ page }) => {
      await chooseGame(page, title, { touch: true });
      await expect(page.getByText(last).first()).toBeVisible();
      expect(await smallThings(page, true)).toEqual([]);
    });
});

for (const size of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
])
  test.describe(`every game by touch at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test('world conquest: text 11 px or more, controls 44 px', async ({ page }) => {
      await startRisk(page, { players: 3 });
      expect(await smallThings(page)).toEqual([]);
    });

    test('Dominion: text 11 px or more, controls 44 px', async ({ page, baseURL }) => {
      const link = sharedAt<DominionState>(`${baseURL}/`, dominion, 2, 'SmithyBM', (s) => s.current === 0 && s.players[0].turns >= 3);
      await open(page, link, 'dominion-board');
      expect(await smallThings(page)).toEqual([]);
    });

    test('Twilight Struggle: text 11 px or more, controls 44 px (the pass screen too)', async ({ page, baseURL }) => {
      const link = sharedGame(`${baseURL}/`, {}, (s) => s.turn >= 2 && s.pending?.kind === 'action');
      await openShared(page, link);
      // The pass screen names the headlines revealed (its "Headlines" was 10 px).
      await expect(page.getByTestId('pass-note')).toBeVisible({ timeout: 15_000 });
      expect(await smallThings(page)).toEqual([]);
      await passIfAsked(page);
      await expect(page.getByTestId('twilight-board')).toBeVisible();
      expect(await smallThings(page)).toEqual([]);
    });

    test('Diplomacy: text 11 px or more, controls 44 px (the draw vote was 31 px on a tablet)', async ({ page, baseURL }) => {
      const link = sharedAt<DiplomacyState>(`${baseURL}/`, diplomacy, 7, 'Random', (s) => s.board.year >= 1903);
      await open(page, link, 'diplomacy-board');
      // The draw vote (under the orders): its line, the checkbox's target, 44 px tall.
      const vote = page.locator('label.draw-vote');
      await vote.scrollIntoViewIfNeeded();
      expect((await vote.boundingBox())!.height).toBeGreaterThanOrEqual(43.5);
      expect(await smallThings(page)).toEqual([]);
    });

    test('5D Diplomacy: text 11 px or more, controls 44 px', async ({ page, baseURL }) => {
      const link = sharedAt<D5State>(`${baseURL}/`, diplomacy5d, 7, 'Random', (s) => s.round >= 3 && !!s.last && s.last.reports.length > 20);
      await open(page, link, 'diplomacy5d-board');
      expect(await smallThings(page)).toEqual([]);
    });

    test('the log scrolled back: its Newest button is 44 px tall', async ({ page, baseURL }) => {
      const link = sharedAt<DominionState>(`${baseURL}/`, dominion, 2, 'SmithyBM', (s) => s.current === 0 && s.players[0].turns >= 3);
      await open(page, link, 'dominion-board');
      const scroll = page.getByTestId('log');
      await scroll.scrollIntoViewIfNeeded();
      await scroll.evaluate((el) => el.scrollTo({ top: 0 }));
      const newest = page.getByRole('button', { name: /Newest/ });
      await expect(newest).toBeVisible();
      expect((await newest.boundingBox())!.height).toBeGreaterThanOrEqual(43.5);
    });
  });

test.describe('the top bar on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the turn's seat symbol reads at 11 px or more, and the bar keeps one line", async ({ page }) => {
    await startRisk(page, { players: 3 });
    const chip = page.getByTestId('turn-chip');
    const symbol = chip.locator('.chip');
    expect(await symbol.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(11);
    // The bar: one line, the chip whole and level with the Lobby and Undo buttons.
    const bar = (await page.locator('.game-head').boundingBox())!;
    expect(bar.height).toBeLessThan(64);
    const c = (await chip.boundingBox())!;
    expect(c.x + c.width).toBeLessThanOrEqual(390);
    expect(c.y).toBeGreaterThanOrEqual(bar.y);
    expect(c.y + c.height).toBeLessThanOrEqual(bar.y + bar.height);
  });
});

test.describe('Twilight Struggle on a phone on its side (844×390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('the tracks take one row (DEFCON, VP, turn and military ops in view): the map keeps the height', async ({ page, baseURL }) => {
    const link = sharedGame(`${baseURL}/`, {}, (s) => s.turn >= 2 && s.pending?.kind === 'action');
    await open(page, link, 'twilight-board');
    const tracks = (await page.getByTestId('tracks').boundingBox())!;
    const map = (await page.locator('.ts-map').boundingBox())!;
    // Three rows took a quarter of the board (82 of 335 px); one row leaves the map five sixths of it or more.
    expect(tracks.height).toBeLessThanOrEqual((tracks.height + map.height) / 6);
    for (const name of ['DEFCON', 'VP', 'Turn', 'Mil. ops']) {
      const g = (await page.getByTestId('tracks').getByRole('group', { name, exact: true }).boundingBox())!;
      expect(g.x, name).toBeGreaterThanOrEqual(tracks.x - 0.5);
      expect(g.x + Math.min(g.width, 60), name).toBeLessThanOrEqual(tracks.x + tracks.width + 0.5);
    }
  });
});
