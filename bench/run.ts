export {};
/**
 * `npm run bench -- <game> [--json]`: prints the speed figures the issues ask for.
 * Each game's benchmark lives in bench/<game>.ts and exports a `bench…()` function returning its figures.
 */
const args = process.argv.slice(2);
const json = args.includes('--json');
const games = args.filter((a) => !a.startsWith('--'));
const known = ['risk', 'diplomacy', 'dominion', 'twilight', 'ui', '5d', '5d-ui'] as const;
// 'ui' and '5d-ui' need a production build and Chromium, so they run only when named.
const byDefault = ['risk', 'diplomacy', 'dominion', 'twilight'];
const chosen = games.length ? games : byDefault;

const results: Record<string, Record<string, number>> = {};
for (const game of chosen) {
  if (!(known as readonly string[]).includes(game)) {
    console.error(`No benchmark for "${game}". Known: ${known.join(', ')}.`);
    process.exit(2);
  }
  const mod = (await import(`./${game}.ts`)) as Record<string, unknown>;
  const fn = Object.entries(mod).find(([name, f]) => typeof f === 'function' && /^bench/.test(name))?.[1] as () => Promise<Record<string, number>> | Record<string, number>;
  results[game] = await fn();
}

if (json) console.log(JSON.stringify(chosen.length === 1 ? results[chosen[0]] : results, null, 2));
else
  for (const [game, figures] of Object.entries(results)) {
    console.log(game);
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${Number.isInteger(v) ? v : v.toFixed(4)}`);
  }
