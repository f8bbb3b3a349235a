/**
 * 5D Diplomacy: the time to adjudicate one round in a multiverse of 10 timelines × 20 turns with
 * random legal orders (`npm run bench -- 5d --json` prints { roundMs, boards, units }). The
 * multiverse is built from random positions, each past board with a recorded history of random
 * orders, some of them across boards, so a round re-adjudicates a large connected past.
 */
import { randomOrders, randomPosition, seededRandom, initialBoard } from '../src/engines/diplomacy';
import { sortUnits } from '../src/engines/diplomacy/board';
import { geographyOf } from '../src/engines/diplomacy/map/variant';
import { parseOrder } from '../src/engines/diplomacy/notation/parse';
import { classicBoard, legalOrders5, lift } from '../src/engines/diplomacy5d/legal';
import { parseOrder5 } from '../src/engines/diplomacy5d/notation';
import { Index, isWinter } from '../src/engines/diplomacy5d/multiverse';
import { adjudicateRound } from '../src/engines/diplomacy5d/round';
import type { Given, Hist, MBoard, Multiverse, PowerId } from '../src/engines/diplomacy5d/types';
import { POWERS } from '../src/engines/diplomacy/types';

const geo = geographyOf('standard');
const rules = { fork: 'B', adjacency: 'tree' } as const;

export function bench5d(): Record<string, number> {
  const random = seededRandom(5);
  const TL = 10;
  const TURNS = 20;
  const boards: MBoard[] = [];
  for (let tl = 0; tl < TL; tl++) {
    for (let turn = 0; turn < TURNS; turn++) {
      const units = isWinter(turn) ? [] : sortUnits(randomPosition(22, random, geo));
      boards.push({ tl, turn, units, centres: initialBoard(geo).centres });
    }
  }
  // Timeline i branched from timeline i − 1 (a chain, as forks of forks); all boards exist for the benchmark.
  const base: Multiverse = { timelines: Array.from({ length: TL }, (_, i) => ({ from: i === 0 ? null : { tl: i - 1, turn: 0 } })), boards };
  // Recorded history: random classic orders on every past board, and some orders across boards.
  const index = new Index(base);
  const withHist: MBoard[] = boards.map((b) => {
    if (index.isHead(b.tl, b.turn) || isWinter(b.turn)) return b;
    const orders = randomOrders(classicBoard(b), random, geo);
    const byProv = new Map<string, Hist>();
    for (const list of Object.values(orders)) {
      for (const t of list ?? []) {
        const r = parseOrder(t, geo);
        const m = r.ok ? lift(r.value, b) : null;
        if (m && 'unit' in m) byProv.set(m.unit.province, { order: m, moved: 0, dislodged: 0, given: 0 });
      }
    }
    // One unit in four jumped back a turn or across to the neighbouring timeline.
    for (const u of b.units) {
      if (random() > 0.25 || u.loc.includes('/')) continue;
      const back = b.turn % 3 === 0 ? b.turn - 2 : b.turn - 1;
      const to = random() < 0.5 && back >= 0 ? { tl: b.tl, turn: back } : { tl: b.tl === 0 ? 1 : b.tl - 1, turn: b.turn };
      const prov = u.loc;
      byProv.set(prov, { order: { kind: 'move', unit: { tl: b.tl, turn: b.turn, province: prov }, to: { ...to, province: prov }, viaConvoy: false }, moved: 0, dislodged: 0, given: 0 });
    }
    return { ...b, hist: b.units.map((u) => byProv.get(u.loc.split('/')[0]) ?? { order: null, moved: 0, dislodged: 0, given: 0 }) };
  });
  const mv: Multiverse = { ...base, boards: withHist };
  // The round: random legal orders on every head board, across boards too.
  const given: Given[] = [];
  for (const p of POWERS as readonly PowerId[]) {
    for (const s of legalOrders5(mv, p, rules, geo)) {
      const t = s.orders[Math.floor(random() * s.orders.length)];
      const r = parseOrder5(t, geo, (tl) => index.headTurn[tl]);
      if (r.ok) given.push({ power: p, order: r.value });
    }
  }
  adjudicateRound(mv, given, rules, geo);
  const runs = 20;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) adjudicateRound(mv, given, rules, geo);
  const roundMs = (performance.now() - t0) / runs;
  return { roundMs, boards: mv.boards.length, units: mv.boards.reduce((k, b) => k + b.units.length, 0), orders: given.length };
}
