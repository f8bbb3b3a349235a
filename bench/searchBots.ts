/**
 * Matches for the search bots (core/search.ts) at a chosen thinking budget, since the app's budget
 * (2 s for Twilight Struggle's Strong, 1 s for world conquest's Hard) makes long runs slow:
 *
 *   npx tsx bench/searchBots.ts twilight --bots Strong,Standard --games 20 --ms 300 [--depth 60] [--seed 1] [--json]
 *   npx tsx bench/searchBots.ts risk --bots Hard,Normal,Normal --games 12 --ms 200 [--depth 120] [--json]
 *   … --iterations 30   a fixed number of playouts a decision instead of a time (the same on a busy machine)
 *
 * Every other bot is the module's own. Played by the one simulator (src/games/simulate.ts), game by game;
 * output as `npm run simulate`, plus the budget used.
 */
import type { GameModule } from '../src/games/registry';
import type { BaseState, BotPolicy } from '../src/engines/core/types';
import riskModule from '../src/engines/risk/module';
import { hardPolicy } from '../src/engines/risk/hardBot';
import twilightModule from '../src/engines/twilight/module';
import { strongPolicy } from '../src/engines/twilight/strong';
import { playGame, prepare, summarize, tally, emptyTally } from '../src/games/simulate';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
};
const game = args[0];
const ms = Number(flag('ms') ?? 300);
const depth = flag('depth') ? Number(flag('depth')) : undefined;
const iterations = flag('iterations') ? Number(flag('iterations')) : undefined;
/** The thinking budget: a fixed number of playouts when asked, else a time. */
const budget = (d: number) => (iterations ? { iterations, depth: depth ?? d } : { ms, depth: depth ?? d });
const as = (p: unknown) => p as BotPolicy<BaseState, unknown>;

let module: GameModule;
if (game === 'twilight') module = { ...twilightModule, bots: { ...twilightModule.bots, Strong: as(strongPolicy(budget(60))) } };
else if (game === 'risk') module = { ...riskModule, bots: { ...riskModule.bots, Hard: as(hardPolicy(budget(120))) } };
else {
  console.error('Usage: npx tsx bench/searchBots.ts twilight|risk --bots A,B[,…] [--games N] [--ms M] [--depth D] [--seed S] [--json]');
  process.exit(2);
}
const seats = (flag('bots') ?? (game === 'twilight' ? 'Strong,Standard' : 'Hard,Normal,Normal')).split(',');
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const games = Number(flag('games') ?? 10);
const prepared = prepare(module, { bots: seats });
if (!prepared.ok) {
  console.error(prepared.error.message);
  process.exit(2);
}
const run = prepared.value;
let t = emptyTally(seats.length);
for (let i = 0; i < games; i++) {
  t = tally(seats.length, [playGame(run, Number(flag('seed') ?? 1), i)], t);
  if (!args.includes('--json')) console.error(`game ${i + 1} done`);
}
const s = summarize(run, t);
const result = {
  games: s.games,
  bots: s.bots.map(({ name, wins, ties, share }) => ({ name, wins, ties, share })),
  avgTurns: s.avgTurns,
  unfinished: s.unfinished,
  endings: s.endings,
  bySide: s.bySide.filter((e) => e.games > 0).map(({ bot, ...e }) => ({ name: seats[bot], ...e })),
  faults: s.faults,
};
const out = {
  ...result,
  ms: iterations ? null : ms,
  iterations: iterations ?? null,
  depth: depth ?? null,
  seconds: Math.round((performance.now() - t0) / 1000),
  cpuSeconds: Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e6),
};
if (args.includes('--json')) console.log(JSON.stringify(out, null, 2));
else {
  for (const b of result.bots) console.log(`${b.name}: ${b.wins} wins, ${b.ties} ties, share ${(b.share * 100).toFixed(1)}%`);
  console.log(`${result.games} games, ${result.avgTurns.toFixed(1)} turns on average, ${out.seconds} s.`);
}
