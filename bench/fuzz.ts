/**
 * The fuzz run (issue 19): N random games per engine with garbage between the legal moves, every check
 * of src/games/fuzz.ts, over worker threads (one per core).
 *
 *   npm run fuzz -- [--games N] [--seed S] [--from I] [--only risk,dominion] [--workers W] [--json]
 *     → { "engines": { "<game>": { "games", "moves", "violations", "firstViolation", … } }, "sampled": …, "seconds", "cpuSeconds" }
 *
 * Game i of an engine depends only on (seed, i): a violation is reproduced with `--only <game> --from i --games 1`.
 * Exits 1 when any violation was found.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { emptyFuzzTally, fuzzGames, mergeFuzz, SAMPLING, type FuzzTally } from '../src/games/fuzz';
import { FUZZ_GAMES, type FuzzGame } from '../src/games/variety';
import { loadGame } from '../src/games/registry';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
};
const N = Number(flag('games') ?? 100);
const seed = Number(flag('seed') ?? 1);
const from = Number(flag('from') ?? 0);
const json = args.includes('--json');
const only = (flag('only')?.split(',') ?? FUZZ_GAMES) as FuzzGame[];
for (const g of only) {
  if (!FUZZ_GAMES.includes(g)) {
    console.error(`Unknown game "${g}". Known: ${FUZZ_GAMES.join(', ')}.`);
    process.exit(2);
  }
}
/** Games of each engine: N times its share (5D plays fewer: see SAMPLING), at least one. */
const count = (g: FuzzGame): number => Math.max(1, Math.round(N * (SAMPLING[g].share ?? 1)));

interface Job {
  readonly game: FuzzGame;
  readonly from: number;
  readonly to: number;
}
const jobs: Job[] = [];
for (const game of only) {
  const n = count(game);
  const batch = Math.max(1, Math.min(100, Math.ceil(n / 40)));
  for (let i = from; i < from + n; i += batch) jobs.push({ game, from: i, to: Math.min(from + n, i + batch) });
}
// The slowest engines first, so the threads finish together.
const weight: Record<FuzzGame, number> = { diplomacy5d: 5, risk: 4, diplomacy: 3, dominion: 2, twilight: 1 };
jobs.sort((a, b) => weight[b.game] - weight[a.game] || a.from - b.from);

const totalJobs = jobs.length;
const workers = Math.max(1, Math.min(Number(flag('workers') ?? availableParallelism()), totalJobs));
const tallies: Partial<Record<FuzzGame, FuzzTally>> = {};
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let done = 0;
const progress = (): void => {
  done++;
  if (!json && process.stderr.isTTY) process.stderr.write(`\r${done}/${totalJobs} batches, ${((performance.now() - t0) / 1000).toFixed(0)} s `);
};
const add = (game: FuzzGame, t: FuzzTally): void => {
  tallies[game] = mergeFuzz(tallies[game] ?? emptyFuzzTally(), t);
};

if (workers <= 1) {
  for (const job of jobs) {
    const { engine } = await loadGame(job.game);
    add(job.game, fuzzGames(job.game, engine, seed, job.from, job.to));
    progress();
  }
} else {
  const url = new URL('./fuzzWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const w = new Worker(boot, { eval: true, workerData: { seed } });
      const give = (): boolean => {
        const job = jobs[next++];
        if (!job) return false;
        w.postMessage(job);
        return true;
      };
      return new Promise<void>((resolve, reject) => {
        w.on('message', (m: { game: FuzzGame; tally: FuzzTally }) => {
          add(m.game, m.tally);
          progress();
          if (!give()) void w.terminate().then(() => resolve());
        });
        w.on('error', reject);
        give();
      });
    }),
  );
}
if (!json && process.stderr.isTTY) process.stderr.write('\n');
// The process's CPU time: its worker threads' included (the machine may be shared: compare both).
const cpu = process.cpuUsage(cpu0);
const engines = Object.fromEntries(
  only.map((g) => {
    const t = tallies[g] ?? emptyFuzzTally();
    return [
      g,
      {
        games: t.games,
        moves: t.moves,
        violations: t.violations,
        firstViolation: t.firstViolation,
        garbage: t.garbage,
        finished: t.finished,
        replays: t.replays,
        leakProbes: t.leakProbes,
      },
    ];
  }),
);
const out = {
  engines,
  sampled: Object.fromEntries(only.map((g) => [g, SAMPLING[g]])),
  seed,
  workers,
  seconds: Math.round((performance.now() - t0) / 100) / 10,
  cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
};
const violations = Object.values(engines).reduce((a, e) => a + e.violations, 0);
if (json) console.log(JSON.stringify(out, null, 2));
else {
  for (const [g, e] of Object.entries(engines)) {
    console.log(
      `${g}: ${e.games} games (${e.finished} finished), ${e.moves} moves, ${e.garbage} garbage moves, ${e.replays} replays, ${e.leakProbes} leak probes: ${e.violations} violations`,
    );
    if (e.firstViolation) console.log(`  first: ${JSON.stringify(e.firstViolation)}`);
  }
  console.log(`${out.seconds} s on ${workers} worker${workers === 1 ? '' : 's'} (${out.cpuSeconds} s of CPU).`);
}
process.exit(violations > 0 ? 1 : 0);
