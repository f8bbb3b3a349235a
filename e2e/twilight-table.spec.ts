import { test, expect, type Page } from '@playwright/test';
import { boardText, fingerDrag, holdUntilPeek, openShared, passAs, passIfAsked, saved } from './helpers';
import { playFor, resolveUntil, sharedGame, visible } from './twilightGames';
import { twilightEngine as E } from '../src/engines/twilight/engine';
import { SCORING_CARDS, chinaOps, inGame, regionGlance, scoringNow, whyNoSpace } from '../src/engines/twilight/glance';
import { CHINA, card, cardName } from '../src/engines/twilight/cardinfo';
import { SPACE_TRACK } from '../src/engines/twilight/data/tables';
import type { Side, TwilightState } from '../src/engines/twilight/types';
import { homeView } from '../src/boards/common/camera';
import { readFileSync } from 'node:fs';

const BOARD = (({ width, height }) => ({ w: width, h: height }))(
  JSON.parse(readFileSync(new URL('../src/boards/twilight/generated/layout.json', import.meta.url), 'utf8')) as { width: number; height: number },
);

/**
 * Twilight Struggle at the table, by touch on a phone and a tablet (issues 20 and 21): the board opens
 * readable on the seat's targets with no text below 11 px; each seat's camera survives the pass screen
 * and a reload; a long press shows a country and changes nothing; the headlines close by themselves once
 * resolved; the mover's roll is on the pass screen; the regions, a scoring card's VP, the Space Race's
 * odds, The China Card's Asia op and the piles can be read.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];
test.use({ hasTouch: true, isMobile: true });

type Transform = { x: number; y: number; scale: number; cx: number; cy: number; w: number; h: number };

/** The transform of the board's stage on screen, and the board point at the centre of its box. */
async function transform(page: Page): Promise<Transform> {
  return page.evaluate(() => {
    type S = { x(): number; y(): number; scaleX(): number; width(): number; height(): number; container(): HTMLElement };
    const st = (window as unknown as { Konva: { stages: S[] } }).Konva.stages.find((s) => s.container().isConnected)!;
    const [x, y, scale] = [st.x(), st.y(), st.scaleX()];
    // The whole-board fit is of the board's box (the stage is that box less the zoom buttons' strip).
    const box = st.container().closest('.pz-board')!;
    return { x, y, scale, cx: (st.width() / 2 - x) / scale, cy: (st.height() / 2 - y) / scale, w: box.clientWidth, h: box.clientHeight };
  });
}
/**
 * How far apart two cameras are: their zoom relative to the whole-board fit of their box (the map's box
 * may be a few pixels taller or shorter as the tracks above it wrap), and their centres in screen pixels.
 */
const zoomOf = (t: Transform) => t.scale / homeView({ w: t.w, h: t.h }, BOARD, true).fit;
const apartBy = (a: Transform, b: Transform) => Math.max(Math.abs(zoomOf(a) / zoomOf(b) - 1) * 100, Math.hypot(a.cx - b.cx, a.cy - b.cy) * b.scale);
async function expectSame(page: Page, b: Transform) {
  await expect.poll(async () => apartBy(await transform(page), b), { timeout: 3000 }).toBeLessThan(2);
}

/** Taps through the pass screen (waiting for it) and returns whom it asked for. */
const pass = (page: Page) => passAs(page, 'twilight-board');

async function start(page: Page) {
  await page.goto('/');
  await page.getByText('Twilight Struggle', { exact: true }).tap();
  await expect(page.getByLabel('US bonus influence')).toBeVisible();
  await page.getByRole('button', { name: /^Start Twilight Struggle/ }).tap();
  await expect(page.getByTestId('status').or(page.getByRole('button', { name: /show my turn/ }))).toBeVisible();
  await passIfAsked(page);
  await expect(page.getByTestId('twilight-board')).toBeVisible();
}

/** Places setup influence through the panel (by touch) until the pass screen comes or `n` are placed. */
async function place(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const select = page.getByLabel('Country', { exact: true });
    if (!(await visible(select))) break;
    await select.selectOption((await select.locator('option').nth(1).getAttribute('value'))!);
    await page.getByRole('button', { name: 'Choose', exact: true }).tap();
  }
}

/** A headline chosen by touch. */
async function headline(page: Page) {
  await passIfAsked(page);
  await page.locator('.ts-card.playable').first().tap();
  await page.getByRole('button', { name: /^Headline / }).tap();
}

/** The screen point of a country's box on the board. */
async function countryPoint(page: Page, id: string) {
  return page.evaluate((tid) => {
    type N = { getAttr(k: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } };
    const stage = (window as unknown as { Konva: { stages: { find(f: (n: N) => boolean): N[]; container(): HTMLElement }[] } }).Konva.stages.find(
      (s) => s.container().isConnected,
    )!;
    const r = stage.find((n) => n.getAttr('peek') === tid)[0].getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
  }, id);
}

const EAST = ['Poland', 'E. Ger.', 'Czech.', 'Hungary', 'Romania', 'Bulgaria', 'Yugo.', 'Austria', 'Finland'];

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test(`opens readable on the seat's targets; a long press shows a country and changes nothing (${size.width}×${size.height})`, async ({ page }) => {
      await start(page);
      await expect(page.getByTestId('status')).toContainText('Eastern Europe (6 left)');
      // The top bar shows whose turn it is: the USSR player.
      await expect(page.getByTestId('turn-chip')).toContainText('Ann');
      await page.waitForTimeout(300);
      const labels = await boardText(page, 'twilight-board');
      const small = labels.filter((l) => l.px < 11 - 0.01);
      expect(small, `labels under 11 px: ${JSON.stringify(small.slice(0, 5))}`).toEqual([]);
      // Eastern Europe, where the USSR places, is named on screen.
      const names = labels.map((l) => l.text.replace(/^◆ /, ''));
      for (const n of EAST.slice(0, 7)) expect(names, `${n} on screen`).toContain(n);
      expect(labels.length).toBeGreaterThan(40);

      // A long press on Poland shows it in full and places nothing.
      const status = await page.getByTestId('status').textContent();
      const log = await page.getByTestId('log').locator('li:not(.end)').count();
      const at = await countryPoint(page, 'poland');
      await holdUntilPeek(page, at);
      const peek = page.getByTestId('peek');
      await expect(peek.getByTestId('country-peek')).toContainText('Poland');
      await expect(peek.getByTestId('country-peek')).toContainText(/stability 3 · battleground/);
      await peek.getByRole('button', { name: 'Close' }).tap();
      await expect(peek).toHaveCount(0);
      await expect(page.getByTestId('status')).toHaveText(status!);
      await expect(page.getByTestId('log').locator('li:not(.end)')).toHaveCount(log);
      // Zoomed out to the whole map, what would be too small is hidden, never drawn small.
      await page.getByRole('button', { name: 'Fit the map' }).tap();
      await page.waitForTimeout(300);
      const whole = await boardText(page, 'twilight-board');
      expect(whole.filter((l) => l.px < 11 - 0.01)).toEqual([]);
      expect(whole.length).toBeLessThan(labels.length);
      // The key sits clear of the map's top-left corner, by the zoom buttons.
      const key = (await page.getByRole('button', { name: 'Key' }).boundingBox())!;
      const board = (await page.getByTestId('twilight-board').boundingBox())!;
      const zoom = (await page.getByRole('group', { name: 'Zoom' }).boundingBox())!;
      expect(key.x > board.x + board.width / 2 || key.y > board.y + board.height / 2, 'not in the top-left quarter').toBe(true);
      // Beside the zoom buttons: in their row or above their column.
      expect(Math.abs(key.y + key.height - (zoom.y + zoom.height)) < 2 || Math.abs(key.x + key.width - (zoom.x + zoom.width)) < 2).toBe(true);
    });

    test(`each seat keeps its camera across the pass screen and a reload; the headlines close by themselves; the mover sees the roll (${size.width}×${size.height})`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await start(page);
      // The USSR zooms in and drags the map.
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      const box = (await page.getByTestId('twilight-board').boundingBox())!;
      await fingerDrag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: 50, y: 20 });
      await page.waitForTimeout(400);
      const ussr = await transform(page);
      await place(page, 6);
      // The US: its own view, opened on Western Europe; it zooms out.
      expect(await pass(page)).toBe('Bob');
      await expect(page.getByTestId('status')).toContainText('Western Europe');
      expect(apartBy(await transform(page), ussr)).toBeGreaterThan(2);
      await page.getByRole('button', { name: 'Zoom out' }).tap();
      await page.waitForTimeout(400);
      const us = await transform(page);
      for (let i = 0; i < 12 && !(await visible(page.getByRole('button', { name: /show my turn/ }))); i++) {
        if (await visible(page.getByLabel('Country', { exact: true }))) await place(page, 1);
        else if (await visible(page.locator('.ts-card.playable'))) await headline(page);
        else await page.waitForTimeout(200);
      }
      // Back to the USSR, with its camera.
      expect(await pass(page)).toBe('Ann');
      await expectSame(page, ussr);
      // A reload: the game comes back behind the pass screen, and the camera with it.
      await saved(page);
      await page.reload();
      expect(await pass(page)).toBe('Ann');
      await expectSame(page, ussr);

      // The USSR's headline: then both are revealed and resolved.
      await headline(page);
      await resolveUntil(page, /action round 1 of turn 1/);
      if (await visible(page.getByRole('button', { name: /show my turn/ }))) await pass(page);
      // Resolved: the reveal closes by itself, no tap needed.
      const reveal = page.getByTestId('headline-reveal');
      await expect(reveal).toBeVisible();
      await expect(reveal).toBeHidden({ timeout: 12_000 });
      // And it stays closed after a reload.
      await saved(page);
      await page.reload();
      await pass(page);
      await expect(page.locator('.ts-card.playable').first()).toBeVisible();
      await expect(reveal).toHaveCount(0);

      // A coup by the USSR: the pass screen that follows shows the roll to the mover.
      const who = (await page.getByTestId('turn-chip').textContent())!;
      await playFor(page, 'Coup');
      const target = page.getByLabel('Coup in', { exact: true });
      await expect(target).toBeVisible();
      await target.selectOption((await target.locator('option').nth(1).getAttribute('value'))!);
      await page.getByRole('button', { name: 'Coup', exact: true }).tap();
      const anyway = page.getByRole('button', { name: 'Do it anyway' });
      if (await visible(anyway)) await anyway.tap();
      const note = page.getByTestId('pass-note');
      await expect(note).toContainText(/Coup .+ coups .+ with \d ops: rolls [1-6]/);
      await expect(page.getByRole('button', { name: /show my turn/ })).toContainText(who.includes('Ann') ? 'Bob' : 'Ann');
      // The other seat finds its own camera.
      await pass(page);
      if (who.includes('Ann')) await expectSame(page, us);
    });
  });
}

/** The seat to act at a state with a card decision. */
const actor = (s: TwilightState): Side => (s.pending as { seat: Side }).seat;

test.describe('at a glance (issue 21)', () => {
  for (const size of SIZES) {
    test.describe(`${size.width}×${size.height}`, () => {
      test.use({ viewport: size });
      test(`regions, a scoring card's VP, Space Race odds, The China Card and the piles (${size.width}×${size.height})`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        let at: TwilightState | null = null;
        const link = sharedGame(
          `${baseURL}/`,
          {},
          (s) => {
            if (s.pending?.kind !== 'action' || s.round < 1) return false;
            const seat = actor(s);
            const hand = s.hands[seat];
            const legal = E.legalMoves(s, seat);
            const spaced = (id: number) => legal.some((m) => m.type === 'play' && m.card === id && m.use === 'space');
            const ok =
              hand.some((id) => SCORING_CARDS.includes(id)) &&
              hand.some((id) => !card(id).scoring && spaced(id)) &&
              hand.some((id) => !card(id).scoring && !spaced(id) && legal.some((m) => m.type === 'play' && m.card === id) && whyNoSpace(s, seat, id)) &&
              s.china.holder === seat &&
              s.china.faceUp &&
              s.discard.length >= 3 &&
              s.removed.length >= 1;
            if (ok) at = s;
            return ok;
          },
          (s) => s.turn > 6,
        );
        const s = at! as TwilightState;
        const seat = actor(s);
        await openShared(page, link, 'twilight-board', { tap: true });
        await expect(page.locator('.ts-card.playable').first()).toBeVisible();
        const side = (v: number) => (v > 0 ? 'US' : 'USSR');

        // The region panel: each region's levels and the VP its scoring card would give now.
        await page.getByRole('button', { name: 'Regions' }).tap();
        const panel = page.getByTestId('region-panel');
        // Six regions, and Southeast Asia while its scoring card can still be played.
        const seAsia = SCORING_CARDS.find((id) => card(id).scoring === 'SoutheastAsia')!;
        await expect(panel.locator('tbody tr')).toHaveCount(6 + (inGame(s, seAsia) ? 1 : 0));
        for (const r of regionGlance(s)) {
          const now = scoringNow(
            s,
            SCORING_CARDS.find((id) => card(id).scoring === r.region)!,
          )!;
          const row = panel.locator(`tr[data-region="${r.region}"]`);
          if (now.ends) await expect(row).toContainText('wins the game');
          else await expect(row).toContainText(now.net === 0 ? 'no VP' : `${side(now.net)} +${Math.abs(now.net)} VP`);
          const lead = r.sides[0].level !== 'none' ? r.sides[0].level : null;
          if (lead) await expect(row).toContainText(new RegExp(lead, 'i'));
        }
        await page.getByRole('button', { name: 'Regions' }).tap();
        await expect(panel).toHaveCount(0);

        // A scoring card, before it is played: what it gives now.
        const scoring = s.hands[seat].find((id) => SCORING_CARDS.includes(id))!;
        const now = scoringNow(s, scoring)!;
        await page.locator('.ts-card.playable', { hasText: cardName(scoring) }).tap();
        await expect(page.getByTestId('scoring-now')).toContainText(
          now.ends ? 'wins the game' : now.net === 0 ? 'Played now: no VP' : `Played now: ${side(now.net)} +${Math.abs(now.net)} VP`,
        );

        // A card the Space Race takes: the box and the odds before the roll.
        const legal = E.legalMoves(s, seat);
        const spaced = s.hands[seat].find((id) => !card(id).scoring && legal.some((m) => m.type === 'play' && m.card === id && m.use === 'space'))!;
        const box = SPACE_TRACK[s.space[seat]];
        await page
          .locator('.ts-card.playable', { hasText: cardName(spaced) })
          .first()
          .tap();
        await expect(page.getByTestId('space-odds')).toContainText(
          `${box.name} (box ${box.box}) on a roll of 1–${box.rollMax}: ${Math.round((box.rollMax / 6) * 100)}% chance`,
        );
        // One it does not take says why.
        const not = s.hands[seat].find(
          (id) =>
            !card(id).scoring &&
            !legal.some((m) => m.type === 'play' && m.card === id && m.use === 'space') &&
            legal.some((m) => m.type === 'play' && m.card === id),
        )!;
        await page
          .locator('.ts-card.playable', { hasText: cardName(not) })
          .first()
          .tap();
        await expect(page.getByTestId('space-why-not')).toHaveText(whyNoSpace(s, seat, not)!);

        // The China Card: the fifth op counts only if all go to Asia.
        await page.locator('.ts-card.playable', { hasText: cardName(CHINA) }).tap();
        const china = chinaOps(s, seat);
        await expect(page.getByTestId('china-note')).toContainText(`${china.plain} ops; ${china.allInAsia} only if all of them are spent in Asia`);

        // The discard and removed piles, card by card.
        await page.getByRole('button', { name: `Discard ${s.discard.length}` }).tap();
        const pile = page.getByTestId('pile-discard');
        await expect(pile.locator('li')).toHaveCount(s.discard.length);
        for (const id of s.discard) await expect(pile).toContainText(cardName(id));
        await page.getByRole('button', { name: `Removed ${s.removed.length}` }).tap();
        const removed = page.getByTestId('pile-removed');
        await expect(removed.locator('li')).toHaveCount(s.removed.length);
        for (const id of s.removed) await expect(removed).toContainText(cardName(id));
        // A tap on a card of the pile shows its text.
        await removed.locator('li button').first().tap();
        await expect(removed.locator('.ts-card-detail')).toBeVisible();
      });
    });
  }
});
