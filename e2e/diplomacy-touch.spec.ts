import { test, expect, type Page } from '@playwright/test';
import { boardText, chooseGame, fingerDrag } from './helpers';

/**
 * Classic Diplomacy on a phone and a tablet, by touch (issues 20 and 21): the board opens readable
 * with the units apart, a tap meant for Albania selects Albania, each seat keeps its camera across the
 * pass screen and a reload, a long press shows a province and changes nothing, the top bar shows whose
 * turn it is, typed orders are checked as typed, and powers can be drawn at random in the lobby.
 */
test.use({ hasTouch: true, isMobile: true });
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];
const BOARD = 'diplomacy-board';

type View = { x: number; y: number; scale: number; cx: number; cy: number; left: number; top: number };

/** The board stage's transform, the board point in the middle of its box, and where the box is on the page. */
async function view(page: Page): Promise<View> {
  return page.getByTestId(BOARD).evaluate((el) => {
    const st = (el as HTMLElement & { hotseatStage: { x(): number; y(): number; scaleX(): number; width(): number; height(): number } }).hotseatStage;
    const r = el.getBoundingClientRect();
    const [x, y, scale] = [st.x(), st.y(), st.scaleX()];
    return { x, y, scale, cx: (st.width() / 2 - x) / scale, cy: (st.height() / 2 - y) / scale, left: r.left, top: r.top };
  });
}
const apartBy = (a: View, b: View) => Math.max(Math.abs(a.scale / b.scale - 1) * 100, Math.hypot(a.cx - b.cx, a.cy - b.cy) * b.scale);
async function expectSame(page: Page, b: View) {
  await expect.poll(async () => apartBy(await view(page), b), { timeout: 3000 }).toBeLessThan(2);
}
/** Where a board point is on the page. */
const onPage = (v: View, [bx, by]: [number, number]) => ({ x: v.left + v.x + bx * v.scale, y: v.top + v.y + by * v.scale });

/** The page rectangles of the unit tokens drawn now (inside the board's box). */
async function unitRects(page: Page) {
  return page.getByTestId(BOARD).evaluate((el) => {
    type N = { name(): string; getClientRect(): { x: number; y: number; width: number; height: number } };
    const st = (el as HTMLElement & { hotseatStage: { find(s: string): N[]; width(): number; height(): number } }).hotseatStage;
    return st
      .find('Group')
      .filter((n) => n.name().startsWith('unit-'))
      .map((n) => ({ name: n.name(), ...n.getClientRect() }))
      .filter((r) => r.x + r.width > 0 && r.y + r.height > 0 && r.x < st.width() && r.y < st.height());
  });
}

async function passIfAsked(page: Page): Promise<string | null> {
  const button = page.getByRole('button', { name: /show my turn/ });
  await expect(page.getByTestId('status').or(button)).toBeVisible();
  if (!(await button.isVisible())) return null;
  const name = /^I am (.+) — show my turn$/.exec((await button.textContent()) ?? '')![1];
  await button.tap();
  await expect(page.getByTestId(BOARD)).toBeVisible();
  return name;
}

async function start(page: Page, players: number, computers: number[], before?: () => Promise<void>) {
  await chooseGame(page, 'Diplomacy', { players, computers, touch: true });
  await before?.();
  await page.getByRole('button', { name: /^Start Diplomacy/ }).tap();
  await passIfAsked(page);
  await expect(page.getByTestId(BOARD)).toBeVisible();
}

/** A finger on the board: a tap, or held (a long press). */
async function touch(page: Page, at: { x: number; y: number }, holdMs = 0) {
  if (!holdMs) return page.touchscreen.tap(at.x, at.y);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await page.waitForTimeout(holdMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The middle of a named node (a unit "unit-tri") on the page. */
async function nodeAt(page: Page, name: string) {
  return page.getByTestId(BOARD).evaluate((el, n) => {
    type N = { getClientRect(): { x: number; y: number; width: number; height: number } };
    const st = (el as HTMLElement & { hotseatStage: { findOne(s: string): N | undefined } }).hotseatStage;
    const r = st.findOne(`.${n}`)!.getClientRect();
    const b = el.getBoundingClientRect();
    return { x: b.left + r.x + r.width / 2, y: b.top + r.y + r.height / 2 };
  }, name);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test(`opens readable with the units apart, centred on the seat's units; a tap meant for Albania selects Albania (${size.width})`, async ({ page }) => {
      await start(page, 7, [1, 2, 3, 4, 5, 6]);
      // Austria's units in view, names legible: every label at least 11 px, enough of them to read the region.
      const texts = await boardText(page, BOARD);
      expect(texts.length).toBeGreaterThan(25);
      for (const t of texts) expect(t.px, t.text).toBeGreaterThanOrEqual(11 - 0.01);
      const names = new Set(texts.map((t) => t.text));
      // (Names of crowded provinces — a unit and a centre in a small one, like Vienna — wait for a closer zoom;
      // the unit and the order list name them meanwhile, and a long press shows them.)
      for (const n of ['Bud', 'Ser', 'Gal', 'Alb', 'Adr', 'Boh']) expect(names, n).toContain(n);
      // No two units drawn at the opening overlap.
      const units = await unitRects(page);
      expect(units.map((u) => u.name)).toEqual(expect.arrayContaining(['unit-vie', 'unit-bud', 'unit-tri']));
      for (let i = 0; i < units.length; i++)
        for (let j = i + 1; j < units.length; j++) {
          const [a, b] = [units[i], units[j]];
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap, `${a.name} and ${b.name}`).toBe(false);
        }

      // The fleet in Trieste, then Albania: a finger just off Albania's narrow coast (in the Adriatic) means Albania.
      await touch(page, await nodeAt(page, 'unit-tri'));
      const v = await view(page);
      // Albania is 20 board units wide at this height (x 660–680, y 788): a tap 4 px off its coast.
      await touch(page, onPage(v, [660 - 4 / v.scale, 788.5]));
      await expect(page.getByLabel('Order for F Tri')).toHaveValue('F Tri - Alb');
      // And the Adriatic, tapped well out at sea, is the Adriatic.
      await touch(page, await nodeAt(page, 'unit-tri'));
      await touch(page, onPage(v, [610, 750]));
      await expect(page.getByLabel('Order for F Tri')).toHaveValue('F Tri - Adr');
    });

    test(`each seat keeps its camera across the pass screen and a reload; the top bar shows who holds the device (${size.width})`, async ({ page }) => {
      await start(page, 2, []);
      const chip = page.getByTestId('turn-chip');
      const me = (await chip.textContent())!.trim();
      const opening = await view(page);
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      const box = (await page.getByTestId(BOARD).boundingBox())!;
      await fingerDrag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: 50, y: 30 });
      await page.waitForTimeout(400);
      const mine = await view(page);
      expect(mine.scale).toBeGreaterThan(opening.scale * 1.2);
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      // The other seat: their own opening, on their own units.
      const other = await passIfAsked(page);
      expect(other).not.toBeNull();
      await expect(chip).toContainText(other!);
      expect(me).not.toContain(other!);
      expect(apartBy(await view(page), mine)).toBeGreaterThan(2);
      await page.getByRole('button', { name: 'Zoom out' }).tap();
      await page.waitForTimeout(400);
      const theirs = await view(page);
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      // The phase resolves. Whoever holds the device now finds their own camera; so after a reload, and
      // after the next pass.
      const cameraOfHolder = async () => ((await chip.textContent())!.includes(me.replace(/^\W+/, '')) ? mine : theirs);
      await passIfAsked(page);
      await expect(page.getByTestId('status')).toContainText('Fall 1901');
      await expectSame(page, await cameraOfHolder());
      await page.waitForTimeout(400);
      await page.reload();
      await passIfAsked(page);
      await expectSame(page, await cameraOfHolder());
      const first = (await chip.textContent())!;
      await page.getByRole('button', { name: 'Submit orders' }).tap();
      await passIfAsked(page);
      expect(await chip.textContent()).not.toBe(first);
      await expectSame(page, await cameraOfHolder());
    });
  });
}

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long press on a province shows it and changes no order', async ({ page }) => {
    await start(page, 7, [1, 2, 3, 4, 5, 6]);
    const before = await page.getByLabel('Order for A Vie').inputValue();
    await touch(page, await nodeAt(page, 'unit-vie'), 800);
    const peek = page.getByTestId('peek');
    await expect(peek).toBeVisible();
    await expect(peek).toContainText('Vienna');
    await peek.getByRole('button', { name: 'Close' }).tap();
    await expect(peek).toHaveCount(0);
    // Nothing picked, nothing ordered.
    await expect(page.getByLabel('Order for A Vie')).toHaveValue(before);
    await expect(page.getByRole('group', { name: /order kind/i })).toHaveCount(0);
  });

  test('after a round, the results drawn on the map keep every text legible', async ({ page }) => {
    await start(page, 7, [1, 2, 3, 4, 5, 6]);
    await page.getByRole('button', { name: 'Submit orders' }).tap();
    await page.getByRole('button', { name: 'Fast-forward' }).tap();
    await expect(page.getByTestId('status')).toContainText('Fall 1901', { timeout: 30_000 });
    await passIfAsked(page);
    await expect(page.getByTestId('results')).toContainText('Results of Spring 1901');
    const texts = await boardText(page, BOARD);
    expect(texts.length).toBeGreaterThan(25);
    for (const t of texts) expect(t.px, t.text).toBeGreaterThanOrEqual(11 - 0.01);
  });

  test('a typed order is checked as it is typed and written back in normal form', async ({ page }) => {
    await start(page, 7, [1, 2, 3, 4, 5, 6]);
    await page.getByText('Type orders').tap();
    const box = page.getByRole('textbox', { name: 'Typed orders' });
    await box.fill('a bud - tyr');
    await expect(page.getByTestId('typed-check')).toContainText('A Bud - Tyr: A Bud cannot reach Tyrolia.');
    await expect(page.getByRole('button', { name: 'Use these orders' })).toBeDisabled();
    await box.fill('bud-ser\nvie - gal');
    await expect(page.getByTestId('typed-check')).toContainText('✓ A Bud - Ser');
    await expect(page.getByTestId('typed-check')).toContainText('✓ A Vie - Gal');
    await page.getByRole('button', { name: 'Use these orders' }).tap();
    await expect(box).toHaveValue('A Bud - Ser\nA Vie - Gal');
    await expect(page.getByLabel('Order for A Bud')).toHaveValue('A Bud - Ser');
    await expect(page.getByLabel('Order for A Vie')).toHaveValue('A Vie - Gal');
  });

  test('powers drawn at random are shown in the lobby and played', async ({ page }) => {
    let drawn: string[] = [];
    await start(page, 7, [1, 2, 3, 4, 5, 6], async () => {
      const list = page.getByTestId('seat-powers').locator('li');
      await expect(list.first()).toHaveText('Austria');
      await page.getByLabel('Draw the powers at random').check();
      await expect(page.getByText(/Powers drawn .*\(draw no\. \d+\)/)).toBeVisible();
      // Draw until the first seat is not Austria (each draw is shown before the game starts).
      for (let i = 0; i < 20 && (await list.first().textContent()) === 'Austria'; i++) await page.getByRole('button', { name: 'Draw again' }).tap();
      drawn = await list.allTextContents();
      expect(drawn).toHaveLength(7);
      expect(new Set(drawn).size).toBe(7);
      expect(drawn[0]).not.toBe('Austria');
    });
    // The first seat plays the power drawn for it.
    await expect(page.locator('.power-chip').first()).toContainText(drawn[0]);
    await expect(page.getByTestId('waiting')).toContainText(`Ann (${drawn[0]})`);
  });
});
