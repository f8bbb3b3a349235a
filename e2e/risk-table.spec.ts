import { test, expect, type Page } from '@playwright/test';
import { boardText } from './helpers';

/**
 * World conquest at the table, by touch (issues 20 and 21): the board opens readable on a phone and a
 * tablet; a capital is chosen by tapping the map; the defender's pass screen names the defender (under
 * fog of war it read "{-1}"); the table of players keeps the fog's secrets; the last roll lets taps through.
 * (The camera across a pass and a reload, and the long press: camera.spec.ts.)
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NAMES =
  /^(Alaska|Alberta|Central America|Eastern United States|Greenland|Northwest Territory|Ontario|Quebec|Western United States|Argentina|Brazil|Peru|Venezuela|Great Britain|Iceland|Northern Europe|Scandinavia|Southern Europe|Ukraine|Western Europe|Congo|East Africa|Egypt|Madagascar|North Africa|South Africa|Afghanistan|China|India|Irkutsk|Japan|Kamchatka|Middle East|Mongolia|Siam|Siberia|Ural|Yakutsk|Eastern Australia|Indonesia|New Guinea|Western Australia)$/;

const passBtn = (page: Page) => page.getByRole('button', { name: /show my turn/ });

/** Taps through the pass screen when it is up, and waits for the board. */
async function pass(page: Page) {
  await page.waitForTimeout(200);
  await expect(passBtn(page).or(page.getByTestId('risk-board'))).toBeVisible();
  if (await passBtn(page).isVisible()) await passBtn(page).tap();
  await expect(page.getByTestId('risk-board')).toBeVisible();
}

/** A 3-player game, territories dealt and starting armies placed at random (the war begins at once). */
async function start(page: Page, opts: { fog?: boolean; capitals?: boolean; defenderChooses?: boolean } = {}) {
  await page.goto('/');
  await page
    .locator('.game-choice')
    .filter({ has: page.getByText('World Conquest', { exact: true }) })
    .tap();
  await page.getByLabel('Number of players').selectOption('3');
  await page.getByLabel('Territories').selectOption('deal');
  await page.getByLabel('Starting armies').selectOption('random');
  if (opts.capitals) await page.getByLabel('Victory').selectOption('capitals');
  if (opts.fog) await page.getByLabel('Fog of war').selectOption({ label: 'On' });
  if (opts.defenderChooses) await page.getByLabel('Defender dice').selectOption({ label: 'Defender chooses one or two' });
  await page.getByRole('button', { name: /^Start World Conquest/ }).tap();
  await pass(page);
  await page.getByRole('button', { name: 'Roll for the first player' }).tap();
  await pass(page);
}

/** A point on screen inside territory `id` (found through the stage: its shape is what a tap hits there). */
async function pointIn(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } };
    type S = { find(f: (n: N) => boolean): N[]; getIntersection(p: { x: number; y: number }): N | null; width(): number; height(): number };
    const stage = (el as HTMLElement & { hotseatStage: S }).hotseatStage;
    const r = stage.find((n) => n.getAttr('peek') === tid)[0].getClientRect();
    const box = el.getBoundingClientRect();
    for (let fy = 0.5; fy < 1; fy += 0.05)
      for (const sign of [1, -1])
        for (let fx = 0.5; fx < 1; fx += 0.05) {
          const x = r.x + r.width * (sign > 0 ? fx : 1 - fx);
          const y = r.y + r.height * (sign > 0 ? fy : 1 - fy);
          if (x < 0 || y < 0 || x > stage.width() - 60 || y > stage.height() - 60) continue;
          if (stage.getIntersection({ x, y })?.getAttr('peek') === tid) return { x: box.left + x, y: box.top + y };
        }
    throw new Error(`no point of ${tid} on screen`);
  }, id);
}

for (const size of [
  { width: 390, height: 844, names: 12 },
  { width: 768, height: 1024, names: 30 },
]) {
  test(`the map opens readable at ${size.width}×${size.height}: names at 11 px or more, enough of them to read the board`, async ({ page }) => {
    await page.setViewportSize(size);
    await start(page);
    const text = await boardText(page, 'risk-board');
    const names = text.filter((t) => NAMES.test(t.text.replace(/\n/g, ' ')));
    expect(names.length, `names on screen: ${names.map((n) => n.text).join(', ')}`).toBeGreaterThanOrEqual(size.names);
    for (const t of text) expect(t.px, `"${t.text}" on screen`).toBeGreaterThanOrEqual(11 - 0.01);
    // The army counts read too.
    expect(text.filter((t) => /^\d+$/.test(t.text)).length).toBeGreaterThanOrEqual(size.names);
    // The top bar shows whose turn it is.
    await expect(page.getByTestId('status')).toContainText((await page.getByTestId('turn-chip').textContent())!.trim());
  });
}

test('a capital is chosen by tapping the map, among the highlighted territories', async ({ page }) => {
  await start(page, { capitals: true });
  const select = page.getByLabel('Capital', { exact: true });
  await expect(select).toBeVisible();
  const me = (await page.getByTestId('turn-chip').locator('.seat-name').textContent())!.trim();
  // Choose one of the seat's territories that lies on screen.
  const options = await select.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
  let target: { id: string; name: string; at: { x: number; y: number } } | null = null;
  for (const [id, name] of options.slice(1)) {
    const at = await pointIn(page, id).catch(() => null);
    if (at) {
      target = { id, name, at };
      break;
    }
  }
  expect(target, 'one of my territories is on screen at the opening view').not.toBeNull();
  // It is highlighted (dashed outline) and a territory of another player is not.
  const glow = await page.getByTestId('risk-board').evaluate((el, tid) => {
    type N = { getAttr(k: string): unknown; dash(): number[] | undefined };
    const stage = (el as HTMLElement & { hotseatStage: { find(f: (n: N) => boolean): N[] } }).hotseatStage;
    const all = stage.find((n) => typeof n.getAttr('peek') === 'string');
    return { mine: !!all.find((n) => n.getAttr('peek') === tid)?.dash()?.length, lit: all.filter((n) => n.dash()?.length).length, all: all.length };
  }, target!.id);
  expect(glow.mine).toBe(true);
  expect(glow.lit).toBe(options.length - 1);
  expect(glow.lit).toBeLessThan(glow.all);
  await page.touchscreen.tap(target!.at.x, target!.at.y);
  // The next player names theirs (behind the pass screen): the log and the capitals show mine.
  await expect(passBtn(page)).toBeVisible();
  await pass(page);
  await expect(page.getByTestId('log')).toContainText(`${me} makes ${target!.name} their capital.`);
  await expect(page.getByTestId('capitals')).toContainText(target!.name);
});

test('under fog of war, the defender’s pass screen names the defender; the table keeps the fog’s secrets', async ({ page }) => {
  await start(page, { fog: true, defenderChooses: true });
  const me = (await page.getByTestId('turn-chip').locator('.seat-name').textContent())!.trim();

  // The table: my own row in full, the others' land and next armies hidden, their cards public.
  const table = page.getByRole('table', { name: 'Players' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const mine = rows.filter({ hasText: me });
  await expect(mine.locator('td').nth(1)).toHaveText(/^\d+$/);
  await expect(mine.locator('td').nth(4)).toHaveText(/^\d+$/);
  for (const other of await rows.filter({ hasNotText: me }).all()) {
    await expect(other.locator('td').nth(1)).toContainText('?');
    await expect(other.locator('td').nth(4)).toHaveText('?');
    await expect(other.locator('td').nth(3)).toHaveText('0');
  }
  await expect(page.getByTestId('continent-legend')).toContainText('Asia +7');
  await expect(page.getByTestId('continent-legend')).toContainText('Australia +2');
  await expect(page.getByTestId('next-set')).toHaveText('The next set traded gives 4 armies.');

  // Place every new army on the first territory, then attack a neighbour holding two or more armies.
  const place = page.getByLabel('Place on', { exact: true });
  await place.selectOption((await place.locator('option').nth(1).getAttribute('value'))!);
  await page.getByRole('button', { name: /^Place all \d+ here$/ }).tap();
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toBeVisible();
  let found = false;
  for (const value of (await from.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).slice(1)) {
    await from.selectOption(value);
    const targets = await to.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    const strong = targets.slice(1).find(([, label]) => Number(/\((\d+)\)/.exec(label)?.[1] ?? 0) >= 2);
    if (strong) {
      await to.selectOption(strong[0]);
      found = true;
      break;
    }
  }
  expect(found, 'a neighbour with two armies or more').toBe(true);
  await page
    .getByRole('button', { name: /^Attack with 1 die$/ })
    .first()
    .tap();
  // The device goes to the defender: the pass screen names them, also in its public text.
  const heading = page.getByRole('heading', { name: /^Pass the device to / });
  await expect(heading).toBeVisible();
  const defender = /^Pass the device to (.+)$/.exec((await heading.textContent())!)![1];
  expect(defender).not.toBe(me);
  const card = page.locator('.pass-card');
  await expect(card).not.toContainText('{');
  await expect(card).toContainText(`${defender}: ${me} attacks one of your territories: choose how many dice to defend with.`);
  await passBtn(page).tap();
  await expect(page.getByTestId('status')).toContainText(`${defender}: ${me} attacks`);
  await page
    .getByRole('button', { name: /^[12] dic?e$/ })
    .first()
    .tap();
  // The roll shows, fades, and lets taps through to the map.
  await pass(page);
  const tray = page.getByTestId('dice-tray');
  if (await tray.isVisible()) {
    expect(await tray.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await expect.poll(async () => Number(await tray.evaluate((el) => getComputedStyle(el).opacity)), { timeout: 9000 }).toBeLessThan(0.05);
  }
});
