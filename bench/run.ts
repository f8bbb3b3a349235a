/**
 * `npm run bench -- <game> [--json]`: prints the speed figures the issues ask for.
 * Each game's benchmark lives in bench/<game>.ts and exports a `bench…()` function returning its figures.
 *
 * The engine benchmarks run on a bundle of their code, as the app ships it (one module, imports
 * resolved at build time), made by esbuild into a temporary folder under node_modules/.cache. Run straight from the TypeScript
 * sources through tsx, every imported name is read through a getter, which costs engines with many
 * small modules up to half their speed and is not what a player's browser runs. The browser
 * benchmarks (`ui`, `5d-ui`) drive Chromium and run as they are.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const json = args.includes('--json');
const games = args.filter((a) => !a.startsWith('--'));
const known = ['risk', 'diplomacy', 'diplomacy-hard', 'dominion', 'twilight', 'twilight-warning', 'search', 'ui', '5d', '5d-ui'] as const;
// 'ui' and '5d-ui' need a production build and Chromium, so they run only when named.
const byDefault = ['risk', 'diplomacy', 'diplomacy-hard', 'dominion', 'twilight', 'search'];
const chosen = games.length ? games : byDefault;

const BROWSER = new Set(['ui', '5d-ui']);

/** Bundles bench/<game>.ts with everything it imports from src/ (packages stay external) and loads it. */
async function bundled(game: string): Promise<unknown> {
  // Inside the project, so the bundle finds the packages it imports (pure-rand…) in node_modules.
  const cache = new URL('../node_modules/.cache/', import.meta.url).pathname;
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'hotseat-bench-'));
  const outfile = join(dir, `${game}.mjs`);
  try {
    await build({
      entryPoints: [new URL(`./${game}.ts`, import.meta.url).pathname],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Record<string, Record<string, number>> = {};
for (const game of chosen) {
  if (!(known as readonly string[]).includes(game)) {
    console.error(`No benchmark for "${game}". Known: ${known.join(', ')}.`);
    process.exit(2);
  }
  const mod = (await (BROWSER.has(game) ? import(`./${game}.ts`) : bundled(game))) as Record<string, unknown>;
  const fn = Object.entries(mod).find(([name, f]) => typeof f === 'function' && /^bench/.test(name))?.[1] as () =>
    Promise<Record<string, number>> | Record<string, number>;
  results[game] = await fn();
}

if (json) console.log(JSON.stringify(chosen.length === 1 ? results[chosen[0]] : results, null, 2));
else
  for (const [game, figures] of Object.entries(results)) {
    console.log(game);
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${Number.isInteger(v) ? v : v.toFixed(4)}`);
  }
