/**
 * Bot-versus-bot simulation for every game, through the one runner (src/games/simulate.ts).
 *
 *   npm run simulate -- dominion --bots BMU,BasicBM --games 10000 [--seed 1] [--options JSON] [--workers N] [--json]
 *     → { games, bots: [{ name, wins, ties, share, low, high }], avgTurns }   (share = wins + half the
 *       ties, low–high its 95% Wilson interval; seats rotate every game so each bot moves first equally
 *       often; avgTurns = turns per player). `--vp` adds each bot's average VP by turn.
 *     The tableau is money only plus the Kingdom cards the chosen bots use (STRATEGIES.md's default),
 *     or the Dominion options given as JSON (`{"kingdom":["Witch",…]}`, as the lobby makes them).
 *   npm run simulate -- dominion --solo BasicBM --provinces 4 [--games 10000]
 *     → the average number of turns a lone bot takes to own four Provinces.
 *   npm run simulate -- risk --bots Normal,Random,Random,Random,Random,Random --games 100 [--seed 1] [--options JSON] [--json]
 *     → { games, bots: [{ name, wins, share }], avgTurns, unfinished }   (one seat per name, seats rotated every
 *       game; share = wins per seat the bot played; unfinished = games that hit the 50,000-move cap);
 *       the other games add ties, endings (how games ended) and bySide (per bot and seat); Diplomacy adds
 *       `centres`, each bot's mean final supply centres (per bot, and per bot and seat in bySide).
 *
 * The games are split over worker threads, one per core (`--workers` to choose); game i depends only on
 * the seed and i, so the split never changes the result, and the app's simulator page gives the same
 * figures for the same seed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GAMES, isGameId, loadGame } from '../src/games/registry';
import type { GameModule } from '../src/engines/core/meta';
import { seededRandom } from '../src/engines/core/rng';
import { PROVINCE } from '../src/engines/dominion/cards';
import type { DominionState } from '../src/engines/dominion/types';
import {
  botMove,
  emptyTally,
  mergeTallies,
  playGames,
  prepare,
  summarize,
  tally,
  type Run,
  type RunSpec,
  type Summary,
  type Tally,
} from '../src/games/simulate';
import { botTableau } from '../src/games/simHooks';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
};
const game = args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--'));
if (!isGameId(game)) {
  console.error(`Usage: npm run simulate -- <${GAMES.map((g) => g.id).join('|')}> --bots A,B,… [--games N] [--seed S] [--options JSON] [--workers N] [--json]`);
  process.exit(2);
}
const module = await loadGame(game);
const games = Number(flag('games') ?? (game === 'dominion' ? 10000 : 100));
const seed0 = Number(flag('seed') ?? 1);
const json = args.includes('--json');

const solo = flag('solo');
if (solo) {
  if (game !== 'dominion') {
    console.error('--solo is for Dominion.');
    process.exit(2);
  }
  if (!module.bots[solo]) {
    console.error(`No bot "${solo}". Known: ${Object.keys(module.bots).join(', ')}.`);
    process.exit(2);
  }
  const target = Number(flag('provinces') ?? 4);
  const { reached, avgTurns } = dominionSolo(module, solo, target, games, seed0);
  const out = { games, bot: solo, provinces: target, reached, avgTurns };
  console.log(json ? JSON.stringify(out) : `${solo}: ${out.avgTurns.toFixed(2)} turns on average to own ${target} Provinces (${reached}/${games} games).`);
  process.exit(0);
}

const names = (flag('bots') ?? (game === 'dominion' ? 'BMU,BasicBM' : Object.keys(module.bots).slice(0, 2).join(','))).split(',');
let options: unknown;
try {
  options = flag('options') === undefined ? undefined : JSON.parse(flag('options') as string);
} catch {
  console.error('--options must be JSON, e.g. \'{"kingdom":["Witch","Smithy"]}\'.');
  process.exit(2);
}
const spec: RunSpec = options === undefined ? { bots: names } : { bots: names, options };
const prepared = prepare(module, spec);
if (!prepared.ok) {
  console.error(prepared.error.message);
  process.exit(2);
}
const run = prepared.value;
// A thread costs about a second to start (it compiles the engine): small runs use fewer.
const workers = Math.max(1, Math.min(Number(flag('workers') ?? Math.min(availableParallelism(), Math.ceil(games / 200))), games));
const summary = summarize(run, await playAll(run, workers));
if (summary.faults.length) console.error(`Illegal moves (bugs): ${summary.faults.join('; ')}`);
if (game === 'dominion') printDominion(summary);
else printOther(summary);
if (summary.faults.length) process.exit(1);

function printDominion(s: Summary): void {
  const out = {
    games,
    bots: s.bots.map(({ name, wins, ties, share, low, high, vpByTurn }) => ({
      name,
      wins,
      ties,
      share,
      low,
      high,
      ...(args.includes('--vp') ? { vpByTurn } : {}),
    })),
    avgTurns: s.avgTurns,
    ...(s.unfinished ? { unfinished: s.unfinished } : {}),
  };
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    for (const b of out.bots) console.log(`${b.name}: ${b.wins} wins, ${b.ties} ties, share ${pc(b.share)} (95%: ${pc(b.low)}–${pc(b.high)})`);
    console.log(`${games} games on ${workers} worker${workers === 1 ? '' : 's'}, ${out.avgTurns.toFixed(2)} turns per player on average.`);
  }
}

/** The other games: one row per bot name (a bot filling several seats shares their wins: its share is per seat it played). */
function printOther(s: Summary): void {
  const byName = [...new Set(names)].map((name) => {
    const rows = s.bots.filter((b) => b.name === name);
    const wins = rows.reduce((a, b) => a + b.wins, 0);
    const ties = rows.reduce((a, b) => a + b.ties, 0);
    const share = (wins + ties / 2) / Math.max(1, s.games) / rows.length;
    // Diplomacy: the mean supply centres the bot ended with, per game it played.
    const played = s.bySide.filter((e) => names[e.bot] === name);
    const centres =
      played.reduce((a, e) => a + e.score, 0) /
      Math.max(
        1,
        played.reduce((a, e) => a + e.games, 0),
      );
    return { name, wins, ties, share, ...(game === 'diplomacy' ? { centres } : {}) };
  });
  const side = new Map<string, { name: string; seat: number; games: number; wins: number; ties: number; score: number }>();
  for (const e of s.bySide) {
    const name = names[e.bot];
    const k = `${name}@${e.seat}`;
    const row = side.get(k) ?? { name, seat: e.seat, games: 0, wins: 0, ties: 0, score: 0 };
    side.set(k, { ...row, games: row.games + e.games, wins: row.wins + e.wins, ties: row.ties + e.ties, score: row.score + e.score });
  }
  const bySide = [...side.values()]
    .filter((e) => e.games > 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a.seat - b.seat)
    .map(({ score, ...e }) => (game === 'diplomacy' ? { ...e, centres: score / e.games } : e));
  const out =
    game === 'risk'
      ? { games: s.games, bots: byName.map(({ name, wins, share }) => ({ name, wins, share })), avgTurns: s.avgTurns, unfinished: s.unfinished }
      : { games: s.games, bots: byName, avgTurns: s.avgTurns, unfinished: s.unfinished, endings: s.endings, bySide };
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    for (const b of byName)
      console.log(
        `${b.name}: ${b.wins} wins, share ${(b.share * 100).toFixed(1)}% per seat${b.centres !== undefined ? `, ${b.centres.toFixed(2)} centres on average` : ''}`,
      );
    console.log(`${s.games} games (${s.unfinished} unfinished), ${s.avgTurns.toFixed(1)} turns on average.`);
  }
}

/** Plays games [0, games) on `workers` threads (in this one for a single worker), batch by batch. */
async function playAll(run: Run, workers: number): Promise<Tally> {
  const n = run.bots.length;
  if (workers <= 1) return tally(n, playGames(run, seed0, 0, games));
  const batch = Math.max(1, Math.min(500, Math.ceil(games / (workers * 8))));
  let next = 0;
  let total = emptyTally(n);
  // tsx's loader is registered inside each thread before the worker module is imported.
  const url = new URL('./simulateWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const w = new Worker(boot, { eval: true, workerData: { game, spec, seed: seed0 } });
      const give = (): boolean => {
        if (next >= games) return false;
        const from = next;
        next = Math.min(games, next + batch);
        w.postMessage({ from, to: next });
        return true;
      };
      return new Promise<void>((resolve, reject) => {
        w.on('message', (m: { tally?: Tally; error?: string }) => {
          if (m.error !== undefined) return reject(new Error(m.error));
          total = mergeTallies(total, m.tally as Tally);
          if (!give()) void w.terminate().then(() => resolve());
        });
        w.on('error', reject);
        give();
      });
    }),
  );
  return total;
}

/**
 * Dominion alone: the average number of turns a lone bot takes to own `provinces` Provinces (seat 1 is a
 * dummy that only ends its turn: it buys nothing, so it never touches the Supply). Game i uses seed S + i.
 */
function dominionSolo(module: GameModule, botName: string, provinces: number, games: number, seed: number): { reached: number; avgTurns: number } {
  const E = module.engine;
  const bot = module.bots[botName];
  const options = botTableau([botName]);
  let total = 0;
  let reached = 0;
  for (let g = 0; g < games; g++) {
    const random = seededRandom(seed + g);
    let s = E.setup(options, 2, seed + g) as DominionState;
    let turns = 0;
    for (let n = 0; n < 20000 && s.phase !== 'over'; n++) {
      const seat = E.prompt(s).seats[0];
      const move = seat === 0 ? botMove(E, bot, s, 0, random) : { type: 'endTurn' as const };
      const r = E.quietApply(s, move, seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as DominionState;
      const pl = s.players[0];
      const owns = [...pl.hand, ...pl.deck, ...pl.discard, ...pl.play].filter((c) => c === PROVINCE).length;
      if (owns >= provinces) {
        turns = pl.turns;
        break;
      }
    }
    if (turns > 0) {
      total += turns;
      reached++;
    }
  }
  return { reached, avgTurns: total / Math.max(1, reached) };
}
