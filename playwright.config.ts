import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? (process.env.PW_OWN_BROWSER ? undefined : '/usr/bin/chromium');
// Several people can test at once from one checkout: each may serve its own build on its own port.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUTDIR ? ` --outDir ${process.env.E2E_OUTDIR}` : '';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: { command: `npx vite preview --port ${port} --strictPort${outDir}`, port, reuseExistingServer: !process.env.CI },
});
