import { test, expect, type Page } from '@playwright/test';
import { boardText, holdUntilPeek, passIfAsked, reopened, startDiplomacyFor2 } from './helpers';

/**
 * 5D Diplomacy at the table (issue 20), by touch on a phone and a tablet: the board opens readable
 * (names at 11 px or more), "Fit" shows every board whole, a long press shows a province and orders
 * nothing, orders being written survive a reload, the last round's results are drawn on the boards
 * and listed (a new timeline with the order that made it), and each seat's camera survives the pass
 * screen and a reload. Ann plays England, France and Russia.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];
const BOARD = 'diplomacy5d-board';

const start = (page: Page, computer = true) => startDiplomacyFor2(page, '5D Diplomacy', { touch: true, computer });

type Transform = { x: number; y: number; scale: number; w: number; h: number; cx: number; cy: number };
type St = { x(): number; y(): number; scaleX(): number; width(): number; height(): number; container(): HTMLElement };

async function transform(page: Page): Promise<Transform> {
  return page.getByTestId(BOARD).evaluate((el) => {
    const st = (el as HTMLElement & { hotseatStage: St }).hotseatStage;
    const [x, y, scale] = [st.x(), st.y(), st.scaleX()];
    return { x, y, scale, w: st.width(), h: st.height(), cx: (st.width() / 2 - x) / scale, cy: (st.height() / 2 - y) / scale };
  });
}
const apartBy = (a: Transform, b: Transform) => Math.max(Math.abs(a.scale / b.scale - 1) * 100, Math.hypot(a.cx - b.cx, a.cy - b.cy) * b.scale);
async function expectSame(page: Page, b: Transform) {
  await expect.poll(async () => apartBy(await transform(page), b), { timeout: 3000 }).toBeLessThan(2);
}

/** How many of the stage's nodes carry a name (the results' marks: result-ok, result-failed, result-dislodged, result-fork). */
async function marks(page: Page, name: string): Promise<number> {
  return page
    .getByTestId(BOARD)
    .evaluate((el, n) => (el as HTMLElement & { hotseatStage: { find(s: string): unknown[] } }).hotseatStage.find(`.${n}`).length, name);
}

/** The middle of province `prov` on board `board` ("a@0") on the page. */
async function spotOf(page: Page, board: string, prov: string) {
  return page.getByTestId(BOARD).evaluate(
    (el, [b, p]) => {
      type N = { getAttr(k: string): unknown; findOne(s: string): N | undefined; getClientRect(): { x: number; y: number; width: number; height: number } };
      const stage = (el as HTMLElement & { hotseatStage: { find(s: string): N[]; container(): HTMLElement } }).hotseatStage;
      const r = stage
        .find('.cell')
        .find((c) => c.getAttr('id') === b)!
        .findOne(`.${p}`)!
        .getClientRect();
      const c = stage.container().getBoundingClientRect();
      return { x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
    },
    [board, prov],
  );
}

const order = (page: Page, unit: string) => page.getByLabel(`Order for England: ${unit}`);

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height} by touch`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test(`opens readable, Fit shows every board whole, a long press orders nothing, a draft survives a reload (${size.width}×${size.height})`, async ({
      page,
    }) => {
      await start(page);
      // The opening view: names legible (11 px or more) and enough of them to read the board.
      await expect.poll(async () => (await boardText(page, BOARD)).length).toBeGreaterThan(25);
      const labels = await boardText(page, BOARD);
      for (const l of labels) expect(l.px, `"${l.text}" on screen`).toBeGreaterThanOrEqual(11);
      expect(
        labels.map((l) => l.text),
        JSON.stringify(labels.map((l) => l.text)),
      ).toEqual(expect.arrayContaining(['Ber', 'War', 'Boh']));
      await page.screenshot({ path: test.info().outputPath(`opening-${size.width}.png`) });

      // A long press on Warsaw (one of Ann's armies) shows it and picks nothing.
      const warsaw = page.getByLabel('Order for Russia: A a-War@0');
      const before = await warsaw.inputValue();
      const at = await spotOf(page, 'a@0', 'war');
      await holdUntilPeek(page, at);
      const peek = page.getByTestId('province-peek');
      await expect(peek).toBeVisible();
      await expect(peek).toContainText('Warsaw');
      await expect(peek).toContainText(/army/);
      await page.getByTestId('peek').getByRole('button', { name: 'Close' }).tap();
      await expect(page.getByTestId('peek')).toHaveCount(0);
      await expect(warsaw).toHaveValue(before);
      await expect(page.getByRole('group', { name: 'Order type' })).toHaveCount(0);

      // Fit: the whole multiverse inside the box, the first board's frame and title included.
      await page.getByRole('button', { name: 'Fit the map' }).tap();
      const fit = await transform(page);
      expect(fit.x).toBeGreaterThanOrEqual(-0.5);
      expect(fit.y).toBeGreaterThanOrEqual(-0.5);
      const box = (await page.getByTestId(BOARD).boundingBox())!;
      const size5 = await page.getByTestId(BOARD).evaluate((el) => {
        const st = (el as HTMLElement & { hotseatStage: { getClientRect(): { x: number; y: number; width: number; height: number } } }).hotseatStage;
        return st.getClientRect();
      });
      expect(size5.x).toBeGreaterThanOrEqual(-0.5);
      expect(size5.x + size5.width).toBeLessThanOrEqual(box.width + 0.5);

      // A draft: two orders chosen, the page reloaded, the orders still there (not back to Hold).
      await order(page, 'F a-Lon@0').selectOption('F a-Lon@0 -> Nth');
      await order(page, 'A a-Lvp@0').selectOption('A a-Lvp@0 -> Yor');
      await page.waitForTimeout(300);
      await page.reload();
      await reopened(page, BOARD);
      await expect(order(page, 'F a-Lon@0')).toHaveValue('F a-Lon@0 -> Nth');
      await expect(order(page, 'A a-Lvp@0')).toHaveValue('A a-Lvp@0 -> Yor');
      await expect(order(page, 'F a-Edi@0')).toHaveValue('F a-Edi@0 H');
    });

    test(`the last round's results are drawn on the boards and listed, a new timeline with its cause (${size.width}×${size.height})`, async ({ page }) => {
      // Two people (no computer's orders to chance: the other powers hold), so the one fork is Ann's.
      await start(page, false);
      // Bob's powers hold: his orders end round 1, the device stays with him for round 2 (he holds again),
      // then comes back to Ann, whose orders end round 2.
      let round = 1;
      const othersHold = async () => {
        await expect(page.getByRole('button', { name: /show my turn/ })).toBeVisible({ timeout: 30_000 });
        await passIfAsked(page);
        await page.getByRole('button', { name: 'Submit orders' }).tap();
        round++;
        await expect(page.getByTestId('status')).toContainText(`Round ${round}`, { timeout: 30_000 });
        await page.getByRole('button', { name: 'Submit orders' }).tap();
        await expect(page.getByRole('button', { name: /show my turn/ })).toBeVisible({ timeout: 30_000 });
        await passIfAsked(page);
      };
      await order(page, 'F a-Lon@0').selectOption('F a-Lon@0 -> Nth');
      await order(page, 'F a-Edi@0').selectOption('F a-Edi@0 -> Nwg');
      await order(page, 'A a-Lvp@0').selectOption('A a-Lvp@0 -> Yor');
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      await othersHold();
      await expect(order(page, 'A a-Yor@1')).toBeVisible({ timeout: 30_000 });
      const results = page.getByTestId('results');
      await expect(results).toContainText('F a-Lon@0 -> Nth: moves');
      await expect.poll(() => marks(page, 'result-ok')).toBeGreaterThanOrEqual(3);

      // Writing hides the results on the boards (the seat's orders shown), the panel's link shows them again.
      await order(page, 'F a-Nwg@1').selectOption('F a-Nwg@1 -> Nwy@0');
      await expect.poll(() => marks(page, 'result-ok')).toBe(0);
      await expect.poll(() => marks(page, 'draft-order')).toBeGreaterThanOrEqual(1);
      await results.getByRole('button', { name: 'Show these results on the boards' }).tap();
      await expect.poll(() => marks(page, 'result-ok')).toBeGreaterThanOrEqual(3);

      // Fall 1901 (Bob's holds are in): the fleet into Norway of Spring 1901 forks timeline b.
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      await expect(page.getByTestId('forks')).toContainText('New timeline b from a@0 (Spring 1901): F a-Nwg@1 -> Nwy@0 arrived.', { timeout: 30_000 });
      await expect(results).toContainText('F a-Nwg@1 -> Nwy@0: moves');
      await expect(page.getByTestId('log')).toContainText('Timeline b forks from a@0 (Spring 1901) because F a-Nwg@1 -> Nwy@0 arrived.');
      await expect.poll(() => marks(page, 'result-fork')).toBe(1);
      await page.getByRole('button', { name: 'Fit the map' }).tap();
      await page.waitForTimeout(500);
      await page.screenshot({ path: test.info().outputPath(`fork-${size.width}.png`) });
    });

    test(`each seat keeps its camera across the pass screen and a reload; the top bar shows the seat (${size.width}×${size.height})`, async ({ page }) => {
      await start(page, false);
      const me = (await page.getByTestId('turn-chip').locator('.seat-name').textContent())!.trim();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      const box = (await page.getByTestId(BOARD).boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + 12 * i, y: from.y + 6 * i }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const mine = await transform(page);

      // My orders, then the other player's turn behind the pass screen.
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      const passBtn = page.getByRole('button', { name: /show my turn/ });
      await expect(passBtn).toBeVisible();
      await passBtn.tap();
      const chip = page.getByTestId('turn-chip');
      await expect(chip).not.toContainText(me);
      await page.getByRole('button', { name: 'Submit orders' }).tap();

      // The round is adjudicated; the device stays with them for the next one, then comes back to me with my camera.
      await expect(page.getByTestId('status')).toContainText('Round 2', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      await expect(passBtn).toBeVisible();
      await passBtn.tap();
      await expect(chip).toContainText(me);
      await expectSame(page, mine);
      await page.waitForTimeout(400);
      await page.reload();
      await reopened(page, BOARD);
      await expectSame(page, mine);
    });
  });
}
