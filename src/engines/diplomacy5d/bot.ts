import type { BotPolicy } from '../core/types';
import { strategistOrders } from '../diplomacy/bot';
import { parseOrder } from '../diplomacy/notation/parse';
import { classicBoard, legalOrders5, lift } from './legal';
import { Index, isWinter, tlIndex } from './multiverse';
import { formatOrder5 } from './notation';
import type { D5Move, D5State } from './engine';
import { diplomacy5dEngine, geoOf, movementRound, quietYears, rulesOf } from './engine';
import { randomOrdersBot } from '../diplomacy/kit';
import { botVote } from '../diplomacy/ending';
import type { PowerId } from './types';
import { bestResponse } from '../diplomacy/hard';
import type { Board } from '../diplomacy/types';
import type { Geography } from '../diplomacy/map/geography';
import type { Seat } from '../core/types';

/** A computer power that orders each slot at random from the legal list (retreats too): the kit's random player, as classic Diplomacy's. */
export const randomBot5: BotPolicy<D5State, D5Move> = randomOrdersBot(diplomacy5dEngine);

/**
 * The Strategist of classic Diplomacy on every head board (supported attacks on centres, defence,
 * builds), plus time travel: a unit whose board has an adjacent past board where an enemy or
 * neutral centre next to it stands empty sometimes jumps there, which forks a timeline where its
 * power gains that centre. It votes for a draw with its orders when the multiverse is stalemated
 * (no centre changed hands on a head board and no timeline was made for two years), as the classic
 * Strategist does.
 */
export const strategist5: BotPolicy<D5State, D5Move> = (view, seat, legal, random) =>
  multiversal(view, seat, legal, random, (b, p, geo) => strategistOrders(b, [p], random, geo)[p] ?? []);

/**
 * Hard: classic Diplomacy's Hard (../diplomacy/hard.ts) where it fits the multiverse, the best response on
 * each head board: from the Strategist's orders there, each unit takes the order that does best against
 * `samples` sampled Strategist orders of the other powers on that board (from the public boards only),
 * supported attacks included; then time travel as the Strategist's. Not its playout search: a playout of
 * one round of the multiverse costs 70–380 ms of CPU (7 seats × 10–54 ms a decision, growing with the
 * timelines; `README.md`, Computer players), so 2 s would buy 5–28 playouts to share among the candidates.
 * The samples shrink as timelines multiply, so a decision stays within its budget.
 */
export function hard5Policy(budget: { readonly samples: number; readonly passes: number } = { samples: 6, passes: 2 }): BotPolicy<D5State, D5Move> {
  return (view, seat, legal, random) => {
    const heads = new Index(view.mv).heads().length;
    const samples = Math.max(2, Math.min(budget.samples, Math.round(24 / Math.max(1, heads))));
    return multiversal(view, seat, legal, random, (b, p, geo) => {
      const mine = strategistOrders(b, [p], random, geo);
      if (b.phase !== 'movement') return mine[p] ?? [];
      const others = view.options.seatPowers.flat().filter((q) => q !== p && b.units.some((u) => u.power === q));
      const draws = Array.from({ length: samples }, () => {
        const o: Partial<Record<PowerId, readonly string[]>> = {};
        for (const q of others) Object.assign(o, strategistOrders(b, [q], random, geo));
        return o;
      });
      return bestResponse(b, [p], mine, draws, geo, budget.passes)[p] ?? [];
    });
  };
}

/** The Strategist's frame over the multiverse, with `classicOrders` writing one power's orders on one head board. */
function multiversal(
  view: D5State,
  seat: Seat,
  legal: readonly D5Move[],
  random: () => number,
  classicOrders: (board: Board, p: PowerId, geo: Geography) => readonly string[],
): D5Move {
  const given = legal.find((m) => m.kind === 'orders');
  if (!given || given.kind !== 'orders') return legal[0];
  if (view.plan) return given;
  const geo = geoOf(view);
  const powers = Object.keys(given.orders) as PowerId[];
  const index = new Index(view.mv);
  const orders: Partial<Record<PowerId, string[]>> = {};
  for (const p of powers) {
    const slots = legalOrders5(view.mv, p, rulesOf(view.options), geo);
    const chosen = new Map<string, string>();
    for (const b of index.heads()) {
      const classic = classicOrders(classicBoard(b), p, geo);
      for (const t of classic) {
        const r = parseOrder(t, geo);
        const m = r.ok ? lift(r.value, b) : null;
        if (!m) continue;
        const text = formatOrder5(m, geo);
        const slot = slots.find((s) => s.board.tl === b.tl && s.board.turn === b.turn && s.orders.includes(text) && !chosen.has(s.key));
        if (slot) chosen.set(slot.key, text);
        else if (isWinter(b.turn)) {
          const free = slots.find((s) => s.board.tl === b.tl && s.board.turn === b.turn && !chosen.has(s.key) && s.orders.includes(text));
          if (free) chosen.set(free.key, text);
        }
      }
    }
    // Time travel: a unit that only holds may jump to an empty centre it does not own on an adjacent past board.
    for (const s of slots) {
      if (!s.unit || random() > 0.5) continue;
      const cur = chosen.get(s.key) ?? s.orders[0];
      if (!/ H$/.test(cur)) continue;
      const jumps = s.orders.filter((o) => {
        const m = /-> (?:([a-z]+)-)?([A-Z][a-z]{2})(?:\/[a-z]{2})?(@\d+)?$/.exec(o);
        if (!m || (!m[1] && !m[3])) return false;
        const prov = m[2].toLowerCase();
        const pi = geo.province(prov);
        return pi >= 0 && geo.supplyCentre[pi] === 1;
      });
      const good = jumps.filter((o) => {
        const r = /-> (?:([a-z]+)-)?([A-Z][a-z]{2})/.exec(o)!;
        const tl = r[1] ? tlIndex(r[1]) : s.board.tl;
        const turnM = /@(\d+)$/.exec(o);
        const turn = turnM ? Math.floor(Number(turnM[1]) / 2) * 3 + (Number(turnM[1]) % 2) : s.board.turn;
        const b = index.board(tl, turn);
        const prov = r[2].toLowerCase();
        return !!b && b.centres[prov] !== p && !b.units.some((u) => u.loc.split('/')[0] === prov);
      });
      if (good.length) chosen.set(s.key, good[Math.floor(random() * good.length)]);
    }
    orders[p] = slots.map((s) => chosen.get(s.key) ?? s.orders[0]);
  }
  void seat;
  // As in classic Diplomacy (ending.ts): a yes to a draw with its orders once no centre has changed hands for two years.
  return movementRound(view) ? { kind: 'orders', orders, ...botVote(quietYears(view)) } : { kind: 'orders', orders };
}
