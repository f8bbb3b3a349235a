/**
 * What the browser benchmarks (`ui`, `5d-ui`) share: the production build served by `vite preview`
 * in a process group of its own (so stopping it stops vite, not only npx), and Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';

/** Serves the build (BENCH_OUTDIR or dist) on the port while `run` works, then stops the server. */
export async function withPreview<T>(port: number, run: (base: string) => Promise<T>): Promise<T> {
  const args = [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    ...(process.env.BENCH_OUTDIR ? ['--outDir', process.env.BENCH_OUTDIR] : []),
  ];
  const server = spawn('npx', args, { stdio: 'ignore', detached: true });
  try {
    const base = `http://127.0.0.1:${port}/`;
    await waitFor(base);
    return await run(base);
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
