import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startRisk, passIfAsked } from './helpers';

const map = JSON.parse(readFileSync(new URL('../src/boards/risk/generated/worldMap.json', import.meta.url), 'utf8')) as {
  width: number;
  height: number;
  territories: { id: string; label: [number, number] }[];
};

/** Where a territory's badge point is on screen, with the map as the stage shows it (fitted, clear of the zoom buttons). */
async function pointOf(page: Page, id: string) {
  const box = (await page.getByTestId('risk-board').boundingBox())!;
  const t = await stageTransform(page);
  const [x, y] = map.territories.find((t) => t.id === id)!.label;
  // Just above the badge (which does not listen), inside the territory.
  return { x: box.x + t.x + x * t.scale, y: box.y + t.y + (y - 14) * t.scale };
}

/** The transform of the board's stage on screen. */
async function stageTransform(page: Page): Promise<{ x: number; y: number; scale: number }> {
  return page.evaluate(() => {
    type S = { x(): number; y(): number; scaleX(): number; container(): HTMLElement };
    const st = (window as unknown as { Konva: { stages: S[] } }).Konva.stages.find((s) => s.container().isConnected)!;
    return { x: st.x(), y: st.y(), scale: st.scaleX() };
  });
}

test('a click on the map claims a territory', async ({ page }) => {
  await startRisk(page, { players: 3, passScreen: false });
  await page.getByRole('button', { name: 'Roll for the first player' }).click();
  const p = await pointOf(page, 'brazil');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByTestId('log')).toContainText(/claims Brazil/);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1180, height: 820 } });
  test('a tap on the map claims a territory', async ({ page }) => {
    await startRisk(page, { players: 3, passScreen: false });
    await page.getByRole('button', { name: 'Roll for the first player' }).click();
    await passIfAsked(page);
    const p = await pointOf(page, 'egypt');
    await page.touchscreen.tap(p.x, p.y);
    await expect(page.getByTestId('log')).toContainText(/claims Egypt/);
  });
});
