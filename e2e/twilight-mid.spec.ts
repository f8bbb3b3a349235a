import { test, expect, type Page } from '@playwright/test';
import { openShared, passIfAsked, reopened, saved } from './helpers';
import { suicidalCoupTargets } from '../src/engines/twilight/queries';
import { legalMoves } from '../src/engines/twilight/legal';
import { cardFor, headline, playFor, resolveUntil, sharedGame, chooseFirst, visible } from './twilightGames';
import { effectPlace, effectTitle } from '../src/boards/twilight/effects';
import { readFileSync } from 'node:fs';
import { cardName } from '../src/engines/twilight/cardinfo';
import type { Effect, TwilightState } from '../src/engines/twilight/types';

/** The board's drawn layout (country boxes in map units), read as data: Node cannot import it as a module. */
const layout = JSON.parse(readFileSync(new URL('../src/boards/twilight/generated/layout.json', import.meta.url), 'utf8')) as {
  width: number;
  height: number;
  boxes: Record<string, { x: number; y: number; w: number; h: number }>;
};

/** The first event in effect whose marker sits on a country. */
const onCountry = (s: TwilightState): Effect | undefined => s.effects.find((e) => (effectPlace(e).countries?.length ?? 0) > 0);

/** Where a country's box is on the screen while the map is at its home view (fitted, centred). */
async function countryPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  const stage = (await page.getByTestId('twilight-board').boundingBox())!;
  // The home view: the map fitted clear of the zoom buttons, as the stage shows it.
  const t = await page.evaluate(() => {
    type S = { x(): number; y(): number; scaleX(): number; container(): HTMLElement };
    const st = (window as unknown as { Konva: { stages: S[] } }).Konva.stages.find((s) => s.container().isConnected)!;
    return { x: st.x(), y: st.y(), scale: st.scaleX() };
  });
  const fit = t.scale;
  const x0 = stage.x + t.x;
  const y0 = stage.y + t.y;
  const b = layout.boxes[id];
  return { x: x0 + (b.x + b.w / 2) * fit, y: y0 + (b.y + b.h / 2) * fit };
}

test('a newcomer plays a Mid War headline and action round; an event in effect is on the map and in the tray; a reload resumes', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  let effect: Effect | undefined;
  const link = sharedGame(
    `${baseURL}/`,
    { lastTurn: 10 },
    (s) => {
      effect = onCountry(s);
      return s.turn === 4 && s.pending?.kind === 'headline' && s.pending.seats.length === 2 && !!effect;
    },
    (s) => s.turn > 4,
  );
  await openShared(page, link, 'twilight-board');
  await expect(page.getByTestId('turn')).toContainText('4 of 10 · headline');

  // Headline: each side in secret, behind the pass screen; then both are revealed.
  await headline(page);
  await expect(page.getByRole('button', { name: /show my turn/ })).toBeVisible();
  await headline(page);
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText('Headlines:');

  // The first action round of the Mid War: a card chosen shows its text and its uses in view.
  await resolveUntil(page, /action round 1 of turn 4/);
  // The headlines stay face up over the map until closed; once closed they do not come back.
  const reveal = page.getByTestId('headline-reveal');
  await expect(reveal).toBeVisible();
  await reveal.getByRole('button', { name: 'Close' }).click();
  await expect(reveal).toBeHidden();
  await page.locator('.ts-card.playable').first().click();
  await expect(page.getByTestId('card-detail')).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Play for' })).toBeInViewport();
  await playFor(page, 'Influence');
  await passIfAsked(page);
  while (await visible(page.getByLabel('Place influence in', { exact: true }))) await chooseFirst(page, 'Place influence in', 'Place 1');
  await passIfAsked(page);
  await expect(page.getByTestId('log')).toContainText(/places 1 influence in/);

  // The event in effect since the Early War: in the tray, and on its country (the map's tip names it).
  const e = effect!;
  const chip = page.getByTestId('effects').getByRole('button', { name: new RegExp(cardName(e.card).replace(/[/()]/g, '.')) });
  await expect(chip).toBeVisible();
  const country = effectPlace(e).countries![0];
  await passIfAsked(page);
  const at = await countryPoint(page, country);
  await page.mouse.move(at.x, at.y);
  await expect(page.locator('.ts-tip')).toContainText(`★ ${effectTitle(e)}`);

  // Reload: the game comes back as it was.
  const entries = await page.getByTestId('log').locator('li:not(.end)').count();
  await saved(page);
  await page.reload();
  await reopened(page, 'twilight-board');
  await expect(page.getByTestId('log').locator('li:not(.end)')).toHaveCount(entries);
  await expect(page.getByTestId('turn')).toContainText('4 of 10');
  await expect(page.getByTestId('headline-reveal')).toBeHidden();
  await expect(page.getByTestId('effects').getByRole('button', { name: new RegExp(cardName(e.card).replace(/[/()]/g, '.')) })).toBeVisible();
});

test('at DEFCON 2 the warning comes when Coup is chosen for a card, and Go back returns to the card’s uses', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const link = sharedGame(
    `${baseURL}/`,
    {},
    (s) =>
      s.pending?.kind === 'action' &&
      suicidalCoupTargets(s, s.pending.seat).length > 0 &&
      legalMoves(s, s.pending.seat).some((m) => m.type === 'play' && m.use === 'coup'),
  );
  await openShared(page, link, 'twilight-board');
  await (await cardFor(page, 'Coup')).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/DEFCON is at 2: a coup in a battleground .* nuclear war/);
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Play for' })).toBeInViewport();
  await expect(page.getByLabel('Coup in', { exact: true })).toBeHidden();
});
