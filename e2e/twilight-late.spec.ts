import { test, expect } from '@playwright/test';
import { holdUntilPeek, openShared, passIfAsked } from './helpers';
import { sharedGame } from './twilightGames';
import { legalMoves } from '../src/engines/twilight/legal';
import { isCard } from '../src/engines/twilight/cardinfo';
import type { TwilightState } from '../src/engines/twilight/types';
import { effectPlace } from '../src/boards/twilight/effects';

/** An event asks its player to choose among cards (Blockade: discard one worth 3 or more ops). */
const cardPick = (s: TwilightState) =>
  s.pending?.kind === 'pick' && legalMoves(s, s.pending.seat).filter((m) => m.type === 'pick' && typeof m.choice === 'number' && isCard(m.choice)).length >= 2;

test('the lobby offers the bid 0–4, the Chinese Civil War and the designer rules; the civil war space shows on the board', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Twilight Struggle', { exact: true }).click();
  await expect(page.getByLabel('US bonus influence').locator('option')).toHaveCount(5);
  await expect(page.getByLabel('Realignments are free of the DEFCON region limits')).toBeVisible();
  await page.getByLabel(/^Chinese Civil War/).check();
  await page.getByRole('button', { name: /^Start Twilight Struggle/ }).click();
  await expect(page.getByRole('button', { name: /show my turn/ }).or(page.getByTestId('twilight-board'))).toBeVisible({ timeout: 15_000 });
  await passIfAsked(page);
  await expect(page.getByTestId('twilight-board')).toBeVisible();
  await expect(page.getByTestId('china')).toHaveText(/nobody yet \(civil war 0\/3\)/);
  await expect(page.getByTestId('civil-war')).toContainText('USSR 0/3');
});

test('an event in effect is listed in the tray, readable by a tap; cards show their text on hover or keyboard focus', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const link = sharedGame(`${baseURL}/`, { lastTurn: 10 }, (s) => s.effects.some((e) => e.card === 27) && s.pending?.kind === 'action');
  await openShared(page, link, 'twilight-board');
  const chip = page.getByTestId('effects').getByRole('button', { name: /US\/Japan Mutual Defense Pact/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page.getByTestId('effects')).toContainText('until it controls Japan');
  // A card in hand shows its text beside it while the mouse is over it, in the window and not over the hand.
  const card = page.locator('.ts-card').first();
  await card.hover();
  const hover = page.getByTestId('card-hover');
  await expect(hover).toBeInViewport({ ratio: 1 });
  expect((await hover.locator('.peek-text').textContent())!.length).toBeGreaterThan(20);
  const [h, c] = [(await hover.boundingBox())!, (await card.boundingBox())!];
  expect(h.x + h.width <= c.x || h.y + h.height <= c.y || h.y >= c.y + c.height, 'the text does not cover its card').toBe(true);
  await page.getByTestId('log').hover();
  await expect(hover).toHaveCount(0);
  // The keyboard's focus on a card shows it too.
  await card.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(hover).toBeVisible();
});

test('a card offered by an event shows its text on hover before it is chosen', async ({ page, baseURL }) => {
  await openShared(page, sharedGame(`${baseURL}/`, {}, cardPick), 'twilight-board');
  const choice = page.locator('.ts-choice-buttons button[data-card]').first();
  await choice.hover();
  await expect(page.getByTestId('card-hover')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('card-hover').locator('h3')).toHaveText((await choice.textContent())!);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the events in effect are chips a finger can tap, whose text opens over the map in full', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const link = sharedGame(
      `${baseURL}/`,
      { lastTurn: 10 },
      (s) => s.effects.length >= 3 && s.effects.some((e) => e.card === 27) && s.pending?.kind === 'action',
    );
    await openShared(page, link, 'twilight-board', { tap: true });
    const chip = page.getByTestId('effects').getByRole('button', { name: /US\/Japan Mutual Defense Pact/ });
    await chip.scrollIntoViewIfNeeded();
    const box = (await chip.boundingBox())!;
    expect(box.height, 'a chip is tall enough for a finger').toBeGreaterThanOrEqual(43.5);
    await chip.tap();
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    const text = page.getByTestId('effect-text');
    await expect(text).toContainText('until it controls Japan');
    await expect(text).toBeInViewport({ ratio: 1 });
  });

  test('a card offered by an event shows in full on a long press, and a tap chooses it', async ({ page, baseURL }) => {
    await openShared(page, sharedGame(`${baseURL}/`, {}, cardPick), 'twilight-board', { tap: true });
    const pass = page.getByRole('button', { name: /show my turn/ });
    const choice = page.locator('.ts-choice-buttons button[data-card]').first();
    const name = (await choice.textContent())!;
    await choice.scrollIntoViewIfNeeded();
    const r = (await choice.boundingBox())!;
    await holdUntilPeek(page, { x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const peek = page.getByTestId('peek');
    await expect(peek.locator('h3')).toHaveText(name);
    expect((await peek.locator('.peek-text').textContent())!.length).toBeGreaterThan(20);
    await peek.getByRole('button', { name: 'Close' }).tap();
    await expect(peek).toHaveCount(0);
    await expect(page.getByTestId('log')).not.toContainText(`discards ${name}`);
    await choice.tap();
    // Chosen: the log says which card went — after the pass screen when the device goes to the other player
    // (whether it does depends on the event and the deal, so either is waited for).
    const log = page.getByTestId('log');
    await expect.poll(async () => (await pass.isVisible()) || ((await log.textContent()) ?? '').includes(name)).toBe(true);
    if (await pass.isVisible()) await pass.tap();
    await expect(log).toContainText(name);
  });

  test('a marker on a track opens its event’s text at a tap', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    let card = 0;
    const link = sharedGame(`${baseURL}/`, { lastTurn: 10 }, (s) => {
      card = s.effects.find((e) => !!effectPlace(e).track)?.card ?? 0;
      return card > 0 && s.pending?.kind === 'action';
    });
    await openShared(page, link, 'twilight-board', { tap: true });
    const marker = page.getByTestId(`track-effect-${card}`);
    expect((await marker.boundingBox())!.height, 'a finger can tap it').toBeGreaterThanOrEqual(43.5);
    await marker.tap();
    expect((await page.getByTestId('peek').locator('.peek-text').textContent())!.length).toBeGreaterThan(20);
  });
});
