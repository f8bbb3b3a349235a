import { test, expect, type Page } from '@playwright/test';
import { act, passTo, startDiplomacyFor2 } from './helpers';

/**
 * Diplomacy with fog of war (issue 23), two people at one device: a fogged Spring with the pass screen,
 * by touch on a phone (390×844) and by mouse on a laptop (1280×800). Ann plays England, France and
 * Russia; Bob Austria, Germany and Turkey (Italy neutral). Each sees its own units and those in and next
 * to its provinces and centres; the pass screen shows no map; the results and the log show only what
 * each may see; every centre's owner stays public.
 */
const BOARD = 'diplomacy-board';
const SHOTS = process.env.E2E_SHOTS;

/** The units drawn on the board and the provinces drawn as out of sight. */
async function drawn(page: Page): Promise<{ units: string[]; fog: string[] }> {
  return page.getByTestId(BOARD).evaluate((el) => {
    type N = { name(): string };
    const st = (el as HTMLElement & { hotseatStage: { find(s: string): N[] } }).hotseatStage;
    const names = (kind: string, prefix: string) =>
      st
        .find(kind)
        .map((n) => n.name())
        .filter((n) => n.startsWith(prefix))
        .map((n) => n.slice(prefix.length));
    return { units: names('Group', 'unit-').sort(), fog: names('Path', 'fog-').sort() };
  });
}

/** Through the pass screen, which shows no map, as `name`. */
const pass = (page: Page, name: string, touch: boolean, shot?: () => Promise<void>) => passTo(page, BOARD, name, touch, shot);

const start = (page: Page, touch: boolean) => startDiplomacyFor2(page, 'Diplomacy', { touch, fog: true });

const ANN_UNITS = ['bre', 'edi', 'lon', 'lvp', 'mar', 'mos', 'par', 'sev', 'stp/sc', 'war'];

for (const mode of [
  { name: 'by touch at 390×844', touch: true, viewport: { width: 390, height: 844 } },
  { name: 'by mouse at 1280×800', touch: false, viewport: { width: 1280, height: 800 } },
]) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, hasTouch: mode.touch, isMobile: mode.touch });

    test('a fogged Spring: each sees only its own sight, the pass screen hides the map, results and log fogged', async ({ page }) => {
      const shot = async (what: string) => {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/fog-${mode.viewport.width}-${what}.png` });
      };
      await start(page, mode.touch);
      await expect(page.getByTestId('status')).toContainText('Spring 1901');

      // Ann: her ten units and nobody else's (no German, Austrian, Turkish or Italian unit is next to hers).
      let d = await drawn(page);
      expect(d.units).toEqual(ANN_UNITS);
      expect(d.fog).toEqual(expect.arrayContaining(['mun', 'vie', 'ank', 'ven']));
      expect(d.fog).not.toContain('bur');
      await expect(page.getByTestId('fog-note')).toBeVisible();
      // Every centre's owner is public; other powers' units are not.
      const table = page.getByTestId('centre-table');
      if (!(await table.evaluate((el) => (el as HTMLDetailsElement).open))) await act(mode.touch, table.locator('summary'));
      await expect(table.getByRole('row', { name: /Austria/ })).toHaveText(/Austria\s*3\s*\?\s*\?/);
      await expect(table.getByRole('row', { name: /France/ })).toHaveText(/France\s*3\s*3\s*0/);
      await shot('ann');

      // A support of a unit out of sight (Italy's army in Venice, unseen) can be typed: the adjudicator decides it.
      await act(mode.touch, page.getByText('Type orders'));
      await page.getByLabel('Typed orders').fill('A Mar S A Ven - Pie');
      await expect(page.getByTestId('typed-check')).toHaveText(/✓ A Mar S A Ven - Pie/);
      await page.getByLabel('Typed orders').fill('');
      await page.getByLabel('Order for A Par').selectOption('A Par - Bur');
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));

      // The pass screen: no map, no units.
      await pass(page, 'Bob', mode.touch, () => shot('pass-screen'));
      await shot('bob');
      d = await drawn(page);
      // Bob: his nine units and Italy's army in Venice (next to Trieste); none of Ann's.
      expect(d.units).toEqual(['ank', 'ber', 'bud', 'con', 'kie', 'mun', 'smy', 'tri', 'ven', 'vie']);
      await expect(page.getByTestId('log')).toContainText('Ann submits orders.');
      await expect(page.getByTestId('log')).not.toContainText('Par - Bur');
      await page.getByLabel('Order for A Mun').selectOption('A Mun - Bur');
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));

      // Both in: the Spring resolves; Bob keeps the device (he orders in the Fall too) and reads the bounce in
      // Burgundy (next to Munich), but nothing of England's or Russia's units out of his sight.
      await expect(page.getByTestId('status')).toContainText('Fall 1901');
      const log = page.getByTestId('log');
      await expect(log).toContainText(/France: A Par - Bur fails: bounced by A Mun - Bur, strength 1 against 1/);
      await expect(log).not.toContainText('F Lon');
      await expect(log).not.toContainText('A Mos');
      d = await drawn(page);
      expect(d.units).not.toContain('lon');
      expect(d.units).not.toContain('par');
      await shot('bob-fall');

      // Bob writes his Fall orders; the device goes back to Ann, who read her own bounce and not Bob's other units.
      await act(mode.touch, page.getByRole('button', { name: 'Submit orders' }));
      await pass(page, 'Ann', mode.touch);
      await expect(page.getByTestId('log')).toContainText(/France: A Par - Bur fails/);
      await expect(page.getByTestId('log')).not.toContainText('A Vie');
      d = await drawn(page);
      expect(d.units).toEqual(ANN_UNITS);
      await shot('ann-fall');

      // A province out of sight, shown in full (a right click; a long press on a phone): its units unknown.
      if (!mode.touch) {
        const at = await page.getByTestId(BOARD).evaluate((el) => {
          type N = { getClientRect(): { x: number; y: number; width: number; height: number } };
          const st = (el as HTMLElement & { hotseatStage: { findOne(s: string): N | undefined } }).hotseatStage;
          const r = st.findOne('.label-mun')!.getClientRect();
          const b = el.getBoundingClientRect();
          return { x: b.left + r.x + r.width / 2, y: b.top + r.y + r.height / 2 };
        });
        await page.mouse.click(at.x, at.y, { button: 'right' });
        await expect(page.getByTestId('province-peek')).toContainText('Munich');
        await expect(page.getByTestId('province-peek')).toContainText('Out of sight (fog of war): its units are unknown.');
        await shot('peek');
      }
    });
  });
}
