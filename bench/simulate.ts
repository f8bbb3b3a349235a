/**
 * Bot-versus-bot simulation.
 *
 *   npx tsx bench/simulate.ts dominion --bots BMU,BasicBM --games 10000 [--seed 1] [--options JSON] [--workers N] [--json]
 *     → { games, bots: [{ name, wins, ties, share, low, high }], avgTurns }   (share = wins + half the
 *       ties, low–high its 95% Wilson interval; seats rotate every game so each bot moves first equally
 *       often; avgTurns = turns per player). `--vp` adds each bot's average VP by turn.
 *     The games are split over worker threads, one per core (`--workers` to choose); game i depends
 *     only on the seed and i (src/engines/dominion/simulate.ts), so the split never changes the result,
 *     and the app's simulator page gives the same figures for the same seed.
 *     The tableau is money only plus the Kingdom cards the chosen bots use (STRATEGIES.md's default),
 *     or the Dominion options given as JSON (`{"kingdom":["Witch",…]}`, as the lobby makes them).
 *   npx tsx bench/simulate.ts dominion --solo BasicBM --provinces 4 [--games 10000]
 *     → the average number of turns a lone bot takes to own four Provinces.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GAMES, isGameId, loadGame } from '../src/games/registry';
import { endingTag, runMatch } from './simulateGame';
import { BOTS } from '../src/engines/dominion/bots';
import { PROVINCE } from '../src/engines/dominion/cards';
import { dominionEngine as E, step } from '../src/engines/dominion/engine';
import { botTableau, emptyTally, lcg, mergeTallies, playGames, prepare, summarize, tally, type RunSpec, type Tally } from '../src/engines/dominion/simulate';
import type { DominionState } from '../src/engines/dominion/types';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
};
const game = args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--'));
if (game !== 'dominion') {
  await simulateOther(game);
  process.exit(0);
}

/**
 *   npx tsx bench/simulate.ts risk --bots Normal,Random,Random,Random,Random,Random --games 100 [--seed 1] [--json]
 *     → { games, bots: [{ name, wins, share }], avgTurns, unfinished }   (one seat per name, seats rotated every
 *       game; share = wins per seat the bot played; unfinished = games that hit the 50,000-move cap)
 */
async function simulateOther(id: string | undefined): Promise<void> {
  if (!isGameId(id)) {
    console.error(`Usage: npx tsx bench/simulate.ts <${GAMES.map((g) => g.id).join('|')}> --bots A,B,… [--games N] [--seed S] [--json]`);
    process.exit(2);
  }
  const module = await loadGame(id);
  const seats = (flag('bots') ?? Object.keys(module.bots).slice(0, 2).join(',')).split(',');
  const result = runMatch({
    module,
    seats,
    games: Number(flag('games') ?? 100),
    seed: Number(flag('seed') ?? 1),
    options: flag('options') ? JSON.parse(flag('options') as string) : undefined,
    turnsOf: (s) => (s as { turn?: number }).turn ?? 0,
    endingOf: (s) => endingTag(id, s),
  });
  const out = id === 'risk' ? { games: result.games, bots: result.bots.map(({ name, wins, share }) => ({ name, wins, share })), avgTurns: result.avgTurns, unfinished: result.unfinished } : result;
  if (args.includes('--json')) console.log(JSON.stringify(out, null, 2));
  else {
    for (const b of result.bots) console.log(`${b.name}: ${b.wins} wins, share ${(b.share * 100).toFixed(1)}% per seat`);
    console.log(`${result.games} games (${result.unfinished} unfinished), ${result.avgTurns.toFixed(1)} turns on average.`);
  }
}

function policy(name: string): (typeof BOTS)[string] {
  const p = BOTS[name];
  if (!p) {
    console.error(`No bot "${name}". Known: ${Object.keys(BOTS).join(', ')}.`);
    process.exit(2);
  }
  return p;
}

const games = Number(flag('games') ?? 10000);
const seed0 = Number(flag('seed') ?? 1);
const json = args.includes('--json');
const solo = flag('solo');

if (solo) {
  const bot = policy(solo);
  const target = Number(flag('provinces') ?? 4);
  const options = botTableau([solo]);
  let total = 0;
  let reached = 0;
  for (let g = 0; g < games; g++) {
    const rand = lcg(seed0 + g);
    // A lone player: seat 1 is a dummy that only ends its turn (it buys nothing, so it never touches the Supply).
    let s: DominionState = E.setup(options, 2, seed0 + g);
    let turns = 0;
    for (let n = 0; n < 20000 && s.phase !== 'over'; n++) {
      const seat = s.pending ? s.pending.seat : s.current;
      const move = seat === 0 ? bot(E.view(s, 0), 0, E.legalMoves(s, 0), rand) : { type: 'endTurn' as const };
      const r = step(s, move, seat, true);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      const pl = s.players[0];
      const owns = [...pl.hand, ...pl.deck, ...pl.discard, ...pl.play].filter((c) => c === PROVINCE).length;
      if (owns >= target) {
        turns = pl.turns;
        break;
      }
    }
    if (turns > 0) {
      total += turns;
      reached++;
    }
  }
  const out = { games, bot: solo, provinces: target, reached, avgTurns: total / Math.max(1, reached) };
  console.log(json ? JSON.stringify(out) : `${solo}: ${out.avgTurns.toFixed(2)} turns on average to own ${target} Provinces (${reached}/${games} games).`);
} else {
  const names = (flag('bots') ?? 'BMU,BasicBM').split(',');
  let options: unknown;
  try {
    options = flag('options') === undefined ? undefined : JSON.parse(flag('options') as string);
  } catch {
    console.error('--options must be JSON, e.g. \'{"kingdom":["Witch","Smithy"]}\'.');
    process.exit(2);
  }
  const spec: RunSpec = options === undefined ? { bots: names } : { bots: names, options };
  const prepared = prepare(spec);
  if (!prepared.ok) {
    console.error(prepared.error.message);
    process.exit(2);
  }
  const run = prepared.value;
  // A thread costs about a second to start (it compiles the engine): small runs use fewer.
  const workers = Math.max(1, Math.min(Number(flag('workers') ?? Math.min(availableParallelism(), Math.ceil(games / 200))), games));
  const t = await playAll(spec, workers);
  const summary = summarize(run, t);
  const out = {
    games,
    bots: summary.bots.map(({ name, wins, ties, share, low, high, vpByTurn }) => ({ name, wins, ties, share, low, high, ...(args.includes('--vp') ? { vpByTurn } : {}) })),
    avgTurns: summary.avgTurns,
    ...(summary.unfinished ? { unfinished: summary.unfinished } : {}),
  };
  if (summary.faults.length) console.error(`Illegal moves (bugs): ${summary.faults.join('; ')}`);
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    for (const b of out.bots) console.log(`${b.name}: ${b.wins} wins, ${b.ties} ties, share ${pc(b.share)} (95%: ${pc(b.low)}–${pc(b.high)})`);
    console.log(`${games} games on ${workers} worker${workers === 1 ? '' : 's'}, ${out.avgTurns.toFixed(2)} turns per player on average.`);
  }
  if (summary.faults.length) process.exit(1);
}

/** Plays games [0, games) on `workers` threads (in this one for a single worker), batch by batch. */
async function playAll(spec: RunSpec, workers: number): Promise<Tally> {
  const n = spec.bots.length;
  if (workers <= 1) {
    const run = prepare(spec);
    if (!run.ok) throw new Error(run.error.message);
    return tally(n, playGames(run.value, seed0, 0, games));
  }
  const batch = Math.max(1, Math.min(500, Math.ceil(games / (workers * 8))));
  let next = 0;
  let total = emptyTally(n);
  // tsx's loader is registered inside each thread before the worker module is imported.
  const url = new URL('./simulateWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const w = new Worker(boot, { eval: true, workerData: { spec, seed: seed0 } });
      const give = (): boolean => {
        if (next >= games) return false;
        const from = next;
        next = Math.min(games, next + batch);
        w.postMessage({ from, to: next });
        return true;
      };
      return new Promise<void>((resolve, reject) => {
        w.on('message', (m: { tally: Tally }) => {
          total = mergeTallies(total, m.tally);
          if (!give()) void w.terminate().then(() => resolve());
        });
        w.on('error', reject);
        give();
      });
    }),
  );
  return total;
}
