/**
 * Matches for the search bots (core/search.ts) at a chosen thinking budget, since the app's budget
 * (2 s for Twilight Struggle's Strong, 1 s for world conquest's Hard) makes long runs slow:
 *
 *   npx tsx bench/searchBots.ts twilight --bots Strong,Standard --games 20 --ms 300 [--depth 60] [--seed 1] [--json]
 *   npx tsx bench/searchBots.ts risk --bots Hard,Normal,Normal --games 12 --ms 200 [--depth 120] [--json]
 *   … --iterations 30   a fixed number of playouts a decision instead of a time (the same on a busy machine)
 *
 * Every other bot is the module's own. Output as `npm run simulate` (runMatch), plus the budget used.
 */
import type { GameModule } from '../src/games/registry';
import type { BaseState, BotPolicy } from '../src/engines/core/types';
import riskModule from '../src/engines/risk/module';
import { hardPolicy } from '../src/engines/risk/hardBot';
import twilightModule from '../src/engines/twilight/module';
import { strongPolicy } from '../src/engines/twilight/strong';
import { endingTag, runMatch } from './simulateGame';

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
const result = runMatch({
  module,
  seats,
  games: Number(flag('games') ?? 10),
  seed: Number(flag('seed') ?? 1),
  turnsOf: (s) => (s as { turn?: number }).turn ?? 0,
  endingOf: (s) => endingTag(game, s),
  onGame: (n) => {
    if (!args.includes('--json')) console.error(`game ${n} done`);
  },
});
const out = { ...result, ms: iterations ? null : ms, iterations: iterations ?? null, depth: depth ?? null, seconds: Math.round((performance.now() - t0) / 1000), cpuSeconds: Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e6) };
if (args.includes('--json')) console.log(JSON.stringify(out, null, 2));
else {
  for (const b of result.bots) console.log(`${b.name}: ${b.wins} wins, ${b.ties} ties, share ${(b.share * 100).toFixed(1)}%`);
  console.log(`${result.games} games, ${result.avgTurns.toFixed(1)} turns on average, ${out.seconds} s.`);
}
