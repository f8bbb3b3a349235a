/**
 * `npm run bench -- ui`: frame rate of the world-conquest board while it is panned and zoomed, in
 * Debian's Chromium (or CHROMIUM_PATH) against the production build (`npm run build` first). Frames
 * are counted with requestAnimationFrame during 3 s of dragging and 40 wheel steps, on a 1440×900
 * window with 6 seats on the map. Headless Chromium renders on the CPU here, so this is a floor.
 */
import { launchChromium, withPreview } from './browser';

const PORT = 4280;

export async function benchUi(): Promise<Record<string, number>> {
  return withPreview(PORT, async (base) => {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(base);
    await page.getByLabel('Number of players').selectOption('6');
    await page.getByLabel('Territories').selectOption('deal');
    await page.getByLabel(/Pass-the-device screen/).uncheck();
    await page.getByRole('button', { name: /^Start World Conquest/ }).click();
    await page.getByRole('button', { name: 'Roll for the first player' }).click();
    const box = (await page.getByTestId('risk-board').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    const measure = async (act: () => Promise<void>) => {
      // In-page code as text: the TypeScript runner would otherwise wrap it in helpers the page lacks.
      await page.evaluate(`(() => {
        window.__frames = [];
        window.__stop = false;
        const tick = (t) => { window.__frames.push(t); if (!window.__stop) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      await act();
      const frames = (await page.evaluate(`(() => { window.__stop = true; return window.__frames; })()`)) as number[];
      const gaps = frames
        .slice(1)
        .map((t, i) => t - frames[i])
        .sort((a, b) => a - b);
      const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
      return { fps: (frames.length - 1) / seconds, p95FrameMs: gaps[Math.floor(gaps.length * 0.95)] ?? 0 };
    };

    const pan = await measure(async () => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 0; i < 180; i++) await page.mouse.move(cx + Math.sin(i / 15) * 200, cy + Math.cos(i / 15) * 120);
      await page.mouse.up();
    });
    const zoom = await measure(async () => {
      await page.mouse.move(cx, cy);
      for (let i = 0; i < 40; i++) {
        await page.mouse.wheel(0, i < 20 ? -120 : 120);
        await page.waitForTimeout(16);
      }
    });
    await browser.close();
    return { panFps: pan.fps, panP95FrameMs: pan.p95FrameMs, zoomFps: zoom.fps, zoomP95FrameMs: zoom.p95FrameMs };
  });
}
