/**
 * `npm run bench -- 5d-ui`: frame times of the 5D Diplomacy board while a grid of 100 boards is
 * panned and zoomed, in Debian's Chromium (or CHROMIUM_PATH) against a production build (`npm run
 * build` first; BENCH_OUTDIR and BENCH_PORT choose another build folder and port). The game is made
 * here (random legal orders, with moves through time while there are fewer than 10 timelines, until
 * 100 boards exist; 104 boards in 6 timelines today), saved and opened
 * through a share link, as a player would. Frames are counted with requestAnimationFrame during a
 * drag across the grid and 40 wheel steps, on a 1440×900 window. Printed: p95FrameMs and maxFrameMs
 * (gaps between frames), drawP95Ms / drawMaxMs, the time Konva spent drawing its layers (scene and
 * hit graph) in a frame, and from a Chrome trace of the same gestures the CPU time per frame of
 * the page's main thread (script, style, layout, paint, GC; also its total over the gestures,
 * mainCpuMs, as a slow machine stretches the same gestures over more frames), of its compositor
 * thread and of the display compositor (which, with no GPU, composites the page in software), with
 * the longest main thread task: thread time holds up on a busy machine, where frame gaps also count the waits for a
 * core. BENCH_TRACE=file also writes the trace, to open in Chrome's performance panel.
 */
import { launchChromium, withPreview } from './browser';
import { cpuByThread } from './trace';
import type { GameRecord, MoveRecord } from '../src/engines/core/types';
import { seededRandom } from '../src/engines/core/rng';
import { actors, diplomacy5dEngine as engine } from '../src/engines/diplomacy5d/engine';
import type { D5State } from '../src/engines/diplomacy5d/engine';
import { exportSave } from '../src/persistence/savefile';
import { makeShareLink } from '../src/persistence/share';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const PORT = Number(process.env.BENCH_PORT ?? 4281);

/** A two-seat game whose multiverse has `timelines` rows of at least `turns` boards (100 boards by default). */
export function gridGame(timelines = 10, turns = 10, seed = 7): { record: GameRecord; state: D5State } {
  const random = seededRandom(seed);
  const options = { ...engine.defaultOptions(2) };
  let state = engine.setup(options, 2, seed);
  const moves: MoveRecord[] = [];
  const travel = (o: string) => /-> [a-z]+-|->[^@]*@\d/.test(o);
  for (let guard = 0; guard < 400 && !state.result && state.mv.boards.length < timelines * turns; guard++) {
    for (const seat of actors(state)) {
      const chosen: Record<string, string> = {};
      let travelled = false;
      for (const s of engine.orderSlots!(state, seat)) {
        const through = s.orders.filter(travel);
        // One move through time per seat and round until there are enough timelines.
        const go: boolean = !travelled && through.length > 0 && state.mv.timelines.length < timelines && random() < 0.5;
        travelled ||= go;
        const pool = go ? through : s.orders.filter((o) => !travel(o));
        chosen[s.key] = pool[Math.floor(random() * pool.length)] ?? s.orders[0];
      }
      const move = engine.composeOrders!(state, seat, chosen);
      const r = engine.apply(state, move, seat);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      moves.push({ seat, move });
      state = r.state;
    }
  }
  const record: GameRecord = {
    game: 'diplomacy5d',
    options,
    seed,
    seats: [0, 1].map((i) => ({ name: `P${i + 1}`, color: 'blue', kind: 'human' as const })),
    moves,
  };
  return { record, state };
}

export async function bench5dUi(): Promise<Record<string, number>> {
  const { record, state } = gridGame();
  const link = makeShareLink(`http://127.0.0.1:${PORT}/`, exportSave(record, 'Benchmark multiverse', state));
  if (!link.ok) throw new Error(link.error.message);
  return withPreview(PORT, async () => {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(link.value);
    await page.getByRole('button', { name: 'Import and open' }).click({ timeout: 180_000 });
    const pass = page.getByRole('button', { name: /show my turn/ });
    await pass.or(page.getByTestId('diplomacy5d-board')).first().waitFor({ timeout: 180_000 });
    if (await pass.isVisible()) await pass.click({ timeout: 180_000 });
    const board = page.getByTestId('diplomacy5d-board');
    await board.waitFor({ timeout: 180_000 }).catch(async (e) => {
      if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
      throw e;
    });
    await page.waitForTimeout(1500);
    const box = (await board.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // In-page code as text: the TypeScript runner would otherwise wrap it in helpers the page lacks.
    await page.evaluate(`(() => {
      const K = window.Konva;
      const draw = K.Layer.prototype.draw;
      window.__draw = 0;
      K.Layer.prototype.draw = function (...a) { const t = performance.now(); const r = draw.apply(this, a); window.__draw += performance.now() - t; return r; };
    })()`);
    const measure = async (act: () => Promise<void>) => {
      await page.evaluate(`(() => {
        window.__frames = [];
        window.__draws = [];
        window.__stop = false;
        const tick = (t) => { window.__frames.push(t); window.__draws.push(window.__draw); window.__draw = 0; if (!window.__stop) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      await act();
      const { frames, draws } = (await page.evaluate(`(() => { window.__stop = true; return { frames: window.__frames, draws: window.__draws }; })()`)) as {
        frames: number[];
        draws: number[];
      };
      return { gaps: frames.slice(1).map((t, i) => t - frames[i]), draws: draws.slice(1) };
    };
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    // Zoom in first so the drag crosses many boards at a readable size, then out again.
    const zoomIn = await measure(async () => {
      await page.mouse.move(cx, cy);
      for (let i = 0; i < 20; i++) {
        await page.mouse.wheel(0, -120);
        await page.waitForTimeout(16);
      }
    });
    const pan = await measure(async () => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 0; i < 180; i++) await page.mouse.move(cx + Math.sin(i / 15) * 500, cy + Math.cos(i / 15) * 300);
      await page.mouse.up();
    });
    const zoomOut = await measure(async () => {
      for (let i = 0; i < 20; i++) {
        await page.mouse.wheel(0, 120);
        await page.waitForTimeout(16);
      }
    });
    const trace = await browser.stopTracing();
    if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, trace);
    const cpu = cpuByThread(trace);
    await browser.close();
    const gaps = [...zoomIn.gaps, ...pan.gaps, ...zoomOut.gaps].sort((a, b) => a - b);
    const draws = [...zoomIn.draws, ...pan.draws, ...zoomOut.draws].sort((a, b) => a - b);
    const p95 = (l: number[]) => l[Math.floor(l.length * 0.95)] ?? 0;
    return {
      boards: state.mv.boards.length,
      timelines: state.mv.timelines.length,
      frames: gaps.length,
      p95FrameMs: p95(gaps),
      maxFrameMs: gaps[gaps.length - 1] ?? 0,
      drawP95Ms: p95(draws),
      drawMaxMs: draws[draws.length - 1] ?? 0,
      mainCpuMs: cpu.CrRendererMain?.cpuMs ?? 0,
      mainCpuMsPerFrame: (cpu.CrRendererMain?.cpuMs ?? 0) / gaps.length,
      mainLongestTaskCpuMs: cpu.CrRendererMain?.longestTaskMs ?? 0,
      compositorCpuMsPerFrame: (cpu.Compositor?.cpuMs ?? 0) / gaps.length,
      displayCpuMsPerFrame: (cpu.VizCompositorThread?.cpuMs ?? 0) / gaps.length,
      loadAverage: loadavg()[0],
    };
  });
}
