import { initialBoard, randomOrders, randomPosition } from '../diplomacy';
import { randomSeatOrders } from '../diplomacy/moves';
import { sortUnits } from '../diplomacy/board';
import type { Geography } from '../diplomacy/map/geography';
import { parseOrder } from '../diplomacy/notation/parse';
import { POWERS } from '../diplomacy/types';
import { classicBoard, legalOrders5, lift } from './legal';
import { Index, isWinter } from './multiverse';
import { parseOrder5 } from './notation';
import type { Given, Hist, MBoard, Multiverse, PowerId, Rules } from './types';

/**
 * A random multiverse of `timelines` × `turns` boards for benchmarks and tests: random positions,
 * every past board with a recorded history of random classic orders, and one unit in four of them
 * jumping back a turn or across to the neighbouring timeline; then random legal orders for every
 * head board (`given`), across boards too. Timeline i branched from timeline i − 1.
 */
export function sampleMultiverse(random: () => number, timelines: number, turns: number, rules: Rules, geo: Geography): { mv: Multiverse; given: Given[] } {
  const boards: MBoard[] = [];
  for (let tl = 0; tl < timelines; tl++) {
    for (let turn = 0; turn < turns; turn++) {
      const units = isWinter(turn) ? [] : sortUnits(randomPosition(22, random, geo));
      boards.push({ tl, turn, units, centres: initialBoard(geo).centres });
    }
  }
  const base: Multiverse = { timelines: Array.from({ length: timelines }, (_, i) => ({ from: i === 0 ? null : { tl: i - 1, turn: 0 } })), boards };
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
    for (const u of b.units) {
      if (random() > 0.25 || u.loc.includes('/')) continue;
      const back = b.turn % 3 === 0 ? b.turn - 2 : b.turn - 1;
      const to = random() < 0.5 && back >= 0 ? { tl: b.tl, turn: back } : { tl: b.tl === 0 ? 1 : b.tl - 1, turn: b.turn };
      const prov = u.loc;
      byProv.set(prov, {
        order: { kind: 'move', unit: { tl: b.tl, turn: b.turn, province: prov }, to: { ...to, province: prov }, viaConvoy: false },
        moved: 0,
        dislodged: 0,
        given: 0,
      });
    }
    return { ...b, hist: b.units.map((u) => byProv.get(u.loc.split('/')[0]) ?? { order: null, moved: 0, dislodged: 0, given: 0 }) };
  });
  const mv: Multiverse = { ...base, boards: withHist };
  const given: Given[] = [];
  for (const p of POWERS as readonly PowerId[]) {
    // Random legal orders the one way (../diplomacy/moves.ts): a random order in every slot.
    const slots = legalOrders5(mv, p, rules, geo).map((s) => ({ key: s.key, label: '', orders: s.orders }));
    for (const t of randomSeatOrders(slots, random)[p] ?? []) {
      const r = parseOrder5(t, geo, (tl) => index.headTurn[tl]);
      if (r.ok) given.push({ power: p, order: r.value });
    }
  }
  return { mv, given };
}
