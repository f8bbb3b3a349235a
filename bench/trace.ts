/**
 * CPU time by thread from a Chrome trace (Playwright's `browser.startTracing` with the `toplevel`
 * and devtools timeline categories): the thread time (`tdur`, time on a core, not waiting for one)
 * of each thread's outermost tasks. On a machine whose cores other work shares, this holds up where
 * frame gaps do not: a frame that waited for a core is long, but the work in it is not.
 */
interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface ThreadCpu {
  /** CPU milliseconds of all the thread's tasks. */
  cpuMs: number;
  /** CPU milliseconds of its longest task. */
  longestTaskMs: number;
}

/** CPU use of the named threads (`CrRendererMain`, `Compositor`, `VizCompositorThread`…), summed over processes of a kind. */
export function cpuByThread(trace: Buffer | string): Record<string, ThreadCpu> {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const k = `${e.pid}:${e.tid}`;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k)!.push(e);
  }
  const out: Record<string, ThreadCpu> = {};
  for (const [k, list] of byThread) {
    const name = (names.get(k) ?? 'unnamed').replace(/\d+$/, '');
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const acc = (out[name] ??= { cpuMs: 0, longestTaskMs: 0 });
    let end = -Infinity;
    for (const e of list) {
      if (e.ts < end) continue; // inside a task already counted
      end = e.ts + e.dur!;
      const cpu = (e.tdur ?? e.dur!) / 1000;
      acc.cpuMs += cpu;
      acc.longestTaskMs = Math.max(acc.longestTaskMs, cpu);
    }
  }
  return out;
}
