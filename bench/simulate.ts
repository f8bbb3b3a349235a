/**
 * Bot-versus-bot simulation.
 *
 *   npx tsx bench/simulate.ts dominion --bots BMU,BasicBM --games 10000 [--seed 1] [--json]
 *     → { games, bots: [{ name, wins, ties, share }], avgTurns }   (share = wins + half the ties;
 *       seats rotate every game so each bot moves first equally often; avgTurns = turns per player)
 *   npx tsx bench/simulate.ts dominion --solo BasicBM --provinces 4 [--games 10000]
 *     → the average number of turns a lone bot takes to own four Provinces.
 *
 * The tableau is money only plus the Kingdom cards the chosen bots use (STRATEGIES.md's default).
 */
import { GAMES, isGameId, loadGame } from '../src/engines/core/registry';
import { runMatch } from './simulateGame';
import { BOT_CARDS, BOTS } from '../src/engines/dominion/bots';
import { PROVINCE } from '../src/engines/dominion/cards';
import { dominionEngine as E, step } from '../src/engines/dominion/engine';
import type { DominionOptions, DominionState } from '../src/engines/dominion/types';

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
 *     → { games, bots: [{ name, wins, share }], avgTurns }   (one seat per name, seats rotated every game;
 *       share = wins per seat the bot played)
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
    endingOf: (s) => {
      // How the game ended, numbers and seat tags taken out so endings of a kind add up (Twilight's outcome.reason).
      const o = (s as { outcome?: { reason?: string } | null }).outcome;
      return o?.reason ? o.reason.replace(/\{\d\}/g, '').replace(/[0-9]+/g, 'N').replace(/\s+/g, ' ').trim().slice(0, 48) : String((s as { winReason?: string }).winReason || 'win');
    },
  });
  const out = id === 'risk' ? { games: result.games, bots: result.bots.map(({ name, wins, share }) => ({ name, wins, share })), avgTurns: result.avgTurns } : result;
  if (args.includes('--json')) console.log(JSON.stringify(out, null, 2));
  else {
    for (const b of result.bots) console.log(`${b.name}: ${b.wins} wins, share ${(b.share * 100).toFixed(1)}% per seat`);
    console.log(`${result.games} games (${result.unfinished} unfinished), ${result.avgTurns.toFixed(1)} turns on average.`);
  }
}

function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

function tableau(bots: readonly string[]): DominionOptions {
  const kingdom = [...new Set(bots.flatMap((b) => BOT_CARDS[b] ?? []))];
  return { edition: '2E', kingdom, random: null };
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
  const options = tableau([solo]);
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
  const bots = names.map(policy);
  const options = tableau(names);
  const wins = names.map(() => 0);
  const ties = names.map(() => 0);
  let turnSum = 0;
  for (let g = 0; g < games; g++) {
    const rand = lcg(seed0 + g);
    // Seat k is played by bot (k + g) mod n: the first seat rotates.
    const botAt = (seat: number): number => (seat + g) % names.length;
    let s: DominionState = E.setup(options, names.length, seed0 + g);
    for (let n = 0; n < 20000 && s.phase !== 'over'; n++) {
      const seat = s.pending ? s.pending.seat : s.current;
      const move = bots[botAt(seat)](E.view(s, seat), seat, E.legalMoves(s, seat), rand);
      const r = step(s, move, seat, true);
      if (!r.ok) throw new Error(`${names[botAt(seat)]}: ${r.error.message}`);
      s = r.state;
    }
    turnSum += s.players.reduce((a, p) => a + p.turns, 0) / s.players.length;
    if (s.winners.length === 1) wins[botAt(s.winners[0])]++;
    else for (const w of s.winners) ties[botAt(w)]++;
  }
  const out = {
    games,
    bots: names.map((name, k) => ({ name, wins: wins[k], ties: ties[k], share: (wins[k] + ties[k] / 2) / games })),
    avgTurns: turnSum / games,
  };
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    for (const b of out.bots) console.log(`${b.name}: ${b.wins} wins, ${b.ties} ties, share ${(b.share * 100).toFixed(1)}%`);
    console.log(`${games} games, ${out.avgTurns.toFixed(2)} turns per player on average.`);
  }
}
