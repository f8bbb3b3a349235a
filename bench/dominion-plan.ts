/**
 * The General bot's plan choice, kingdom by kingdom (issue 22): random kingdoms drawn from `--options`
 * (as `npm run simulate` takes them), kept when General reads them as engine kingdoms (botEngine.ts; all of
 * them with `--all`), each played `--per` games between `--a` and `--b` (seats rotated), with the bots of
 * `BOTS` and `GeneralMoney` (General with the engine plan off). The same seed gives the same kingdoms and
 * deals, so `--a General` and `--a GeneralMoney` against the same `--b` are a paired comparison.
 *
 *   npx tsx bench/dominion-plan.ts --a General --b DoubleWitch --kingdoms 30 --per 8 --seed 13 \
 *     --options '{"kingdom":["Witch","Chapel"],"random":{"sets":["base","intrigue","seaside","prosperity","alchemy"],"editions":["1E","2E"]}}'
 *
 * Prints each kingdom's share for `--a` (wins + half the ties), its plan, its cards, then the total.
 */
import { loadGame } from '../src/games/registry';
import type { GameModule } from '../src/engines/core/meta';
import { playGame, prepare } from '../src/games/simulate';
import { EXPERIMENT_BOTS } from '../src/engines/dominion/bots';
import { CARDS, COLONY } from '../src/engines/dominion/cards';
import { kingdomInfo } from '../src/engines/dominion/botPlan';
import type { DominionState } from '../src/engines/dominion/types';

const args = process.argv.slice(2);
const flag = (name: string, d: string): string => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : d;
};
const a = flag('a', 'General');
const b = flag('b', 'GeneralMoney');
const kingdoms = Number(flag('kingdoms', '30'));
const per = Number(flag('per', '8'));
const seed0 = Number(flag('seed', '1')) * 100_000;
const options = JSON.parse(flag('options', '{"random":{"sets":["base","intrigue","seaside","prosperity","alchemy"],"editions":["1E","2E"]}}')) as object;
const all = args.includes('--all');

const dominion = await loadGame('dominion');
const module: GameModule = { ...dominion, bots: { ...dominion.bots, ...(EXPERIMENT_BOTS as unknown as GameModule['bots']) } };
const E = module.engine;
let found = 0;
let share = 0;
for (let seed = seed0 + 1; found < kingdoms && seed < seed0 + 100_000; seed++) {
  const drawn = prepare(module, { bots: [a, b], options });
  if (!drawn.ok) throw new Error(drawn.error.message);
  const s0 = E.setup(drawn.value.options, 2, seed) as unknown as DominionState;
  const info = kingdomInfo(s0);
  if (info.engine < 0 && !all) continue;
  const kingdom = s0.piles.filter((c) => CARDS[c].kingdom).map((c) => CARDS[c].name);
  const run = prepare(module, { bots: [a, b], options: { kingdom, colonies: s0.piles.includes(COLONY) } });
  if (!run.ok) throw new Error(run.error.message);
  let w = 0;
  for (let i = 0; i < per; i++) {
    const g = playGame(run.value, seed * 10, i);
    if (g.winners.includes(0)) w += g.winners.length > 1 ? 0.5 : 1;
  }
  found++;
  share += w;
  console.log(`${(w / per).toFixed(2)}\t${info.engine >= 0 ? 'engine' : info.plan}\t${kingdom.join(', ')}`);
}
console.log(`${a} against ${b}: ${((share / (found * per)) * 100).toFixed(1)}% over ${found} kingdoms × ${per} games`);
