import { expect, type Page } from '@playwright/test';

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
