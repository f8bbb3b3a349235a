import { test, expect, type Locator, type Page } from '@playwright/test';
import { boardText } from './helpers';
import { resolveUntil, visible } from './twilightGames';

/**
 * The Late War scenario (issue 23) from the lobby to the first action round, by touch on a phone
 * (390×844) and by mouse on a laptop (1280×800): the lobby's scenario choice and its note, the board at
 * turn 8 with DEFCON 4, USSR +4 VP, the six events in effect in the tray (NATO, De Gaulle and the
 * US/Japan Pact also marked on the map), the headlines chosen, and the USSR's first action round.
 * Screenshots go to test-results/ (E2E_SHOTS=1) for a look at both sizes.
 */
const SIZES = [
  { name: 'touch 390×844', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'mouse 1280×800', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

const EFFECTS = ['US/Japan Mutual Defense Pact', 'Marshall Plan', 'NATO', 'Warsaw Pact Formed', 'De Gaulle Leads France', 'Flower Power'];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test(`a Late War game from the lobby to the first action round (${size.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      const press = (l: Locator) => (size.touch ? l.tap() : l.click());
      const shot = async (what: string) => {
        if (process.env.E2E_SHOTS) await page.screenshot({ path: `test-results/latewar-${size.viewport.width}-${what}.png` });
      };
      const passIfAsked = async (p: Page) => {
        const pass = p.getByRole('button', { name: /show my turn/ });
        if (await visible(pass)) await press(pass);
      };

      await page.goto('/');
      await press(page.getByText('Twilight Struggle', { exact: true }));
      const scenario = page.getByLabel('Scenario', { exact: true });
      await expect(scenario).toHaveValue('full');
      // The bid and game length the scenario cannot have are set back when it is chosen.
      await page.getByLabel('US bonus influence').selectOption({ label: '+2' });
      await scenario.selectOption('lateWar');
      await expect(page.getByTestId('late-war-note')).toContainText('turns 8 to 10');
      await expect(page.getByLabel('US bonus influence')).toHaveValue('0');
      await page.getByTestId('late-war-note').scrollIntoViewIfNeeded();
      await shot('lobby');
      await press(page.getByRole('button', { name: /^Start Twilight Struggle/ }));
      await expect(page.getByRole('button', { name: /show my turn/ }).or(page.getByTestId('twilight-board'))).toBeVisible({ timeout: 15_000 });
      await passIfAsked(page);
      await expect(page.getByTestId('twilight-board')).toBeVisible();

      // The scenario's markers: turn 8 of 10, headline first (no setup placements), DEFCON 4, USSR +4.
      await expect(page.getByTestId('turn')).toHaveText(/^8 of 10 · headline/);
      await expect(page.getByRole('list', { name: 'DEFCON 4' })).toBeVisible();
      await expect(page.getByTestId('vp')).toHaveText('USSR +4');
      await expect(page.getByTestId('china')).toContainText('face up');
      // The six events in effect, in the tray, each readable.
      const tray = page.getByTestId('effects');
      await expect(page.getByRole('group', { name: 'In effect (6)' })).toBeVisible();
      for (const name of EFFECTS) await expect(tray.getByRole('button', { name, exact: true })).toHaveCount(1);
      await press(tray.getByRole('button', { name: 'NATO', exact: true }));
      await expect(page.getByTestId('effect-text')).toContainText('NATO');
      // Flower Power is marked on the VP track as well.
      await expect(page.getByTestId('track-effect-59')).toBeVisible();
      // No map text below 11 px.
      await page.waitForTimeout(300);
      const small = (await boardText(page, 'twilight-board')).filter((l) => l.px < 11 - 0.01);
      expect(small, `labels under 11 px: ${JSON.stringify(small.slice(0, 5))}`).toEqual([]);
      await shot('board');

      // Both headlines, then whatever they ask, until the USSR's first action round of turn 8.
      for (let i = 0; i < 2; i++) {
        await passIfAsked(page);
        const card = page.locator('.ts-card.playable').first();
        await expect(card).toBeVisible();
        await press(card);
        await press(page.getByRole('button', { name: /^Headline / }));
      }
      await resolveUntil(page, /action round 1 of turn 8/);
      await passIfAsked(page);
      await expect(page.getByTestId('turn')).toHaveText(/^8 of 10 · round 1/);
      await expect(page.locator('.ts-card.playable').first()).toBeVisible();
      await shot('round1');
    });
  });
}
