import type { Geography } from '../diplomacy/map/geography';
import { Index, isWinter } from './multiverse';
import { formatOrder5 } from './notation';
import { MultiTopology } from './topology';
import type { MBoard, MPlace, Multiverse, PowerId, Rules } from './types';

/**
 * Convoys by chains of several fleets across two boards, for the legal-order list: an army on a
 * head board A, a destination on a board D next to it, and a chain through the fleets at sea on A
 * (and on D when D is a head board too), linked by fleet borders on one board and between the two
 * as the rules' adjacency says. Each fleet of the power in the chain's group is offered its convoy
 * ("F a-Nth@2 C A Yor -> Cly@1") and the army of the power its move via Convoy; the adjudicator's
 * rule across boards is the same (prepare.ts: the fleet lies on some chain from the army to the
 * destination). Left to the other lists: chains within one board (the classic list, where the
 * 2023 rule of necessary fleets applies) and chains of one fleet (legalAcross.ts). Chains through
 * fleets of three or more boards are not listed (there would be hundreds of thousands in a large
 * multiverse); they can be typed, and the adjudicator judges them. Keyed by the unit's slot key.
 */
export function chainOrders(mv: Multiverse, power: PowerId, rules: Rules, geo: Geography): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const index = new Index(mv);
  const heads = index.heads().filter((b) => !isWinter(b.turn));
  const seaFleets = heads.some((b) => b.units.some((u) => u.type === 'F' && geo.isSea(geo.province(u.loc.split('/')[0]))));
  if (!seaFleets) return out;
  // The boards of the round: the heads and the boards next to them.
  const boards: MBoard[] = [...heads];
  const seen = new Set(heads);
  for (const h of heads) {
    for (const i of index.nearBoards(h.tl, h.turn, rules)) {
      const b = mv.boards[i];
      if (seen.has(b)) continue;
      seen.add(b);
      boards.push(b);
    }
  }
  const topo = new MultiTopology(geo, boards, index, rules);
  const P = topo.P;
  const provOf = (loc: string) => geo.province(loc.split('/')[0]);
  const fleetAt = new Map<number, { b: MBoard; loc: string; power: PowerId }>();
  const armyAt = new Map<number, { b: MBoard; loc: string; power: PowerId }>();
  heads.forEach((b, bi) => {
    for (const u of b.units) {
      const p = provOf(u.loc);
      if (u.type === 'F' && geo.isSea(p)) fleetAt.set(bi * P + p, { b, loc: u.loc, power: u.power });
      if (u.type === 'A' && geo.isShore(p)) armyAt.set(bi * P + p, { b, loc: u.loc, power: u.power });
    }
  });
  const place = (k: number): MPlace => ({ tl: boards[Math.floor(k / P)].tl, turn: boards[Math.floor(k / P)].turn, province: geo.provinceIds[k % P] });
  const push = (key: string, text: string) => (out.get(key) ?? out.set(key, []).get(key)!).push(text);
  const keyOf = (b: MBoard, loc: string) => `${power}:${b.tl}:${b.turn}:${loc}`;
  const boardOf = (k: number) => Math.floor(k / P);

  const headNo = new Map(heads.map((b, i) => [b, i]));
  const numberOf = new Map(boards.map((b, i) => [b, i]));
  const seenText = new Set<string>();
  const emit = (key: string, text: string) => {
    if (seenText.has(`${key}|${text}`)) return;
    seenText.add(`${key}|${text}`);
    push(key, text);
  };
  // Chains between two boards: the army's head board A and the destination's board D next to it,
  // through the fleets at sea on A and (when D is a head too) on D.
  for (const A of heads) {
    const ai = headNo.get(A)!;
    for (const n of index.nearBoards(A.tl, A.turn, rules)) {
      const D = mv.boards[n];
      const di = numberOf.get(D)!;
      const onAD = (k: number) => boardOf(k) === ai || boardOf(k) === di;
      const fleets = [...fleetAt.keys()].filter(onAD);
      if (fleets.length < 2) continue;
      const grouped = new Set<number>();
      for (const start of fleets) {
        if (grouped.has(start)) continue;
        const group: number[] = [start];
        grouped.add(start);
        for (let i = 0; i < group.length; i++) {
          for (const q of topo.fleetNeighbours(group[i])) {
            if (!onAD(q) || !fleetAt.has(q) || grouped.has(q)) continue;
            grouped.add(q);
            group.push(q);
          }
        }
        if (group.length < 2) continue;
        const mine = group.filter((f) => fleetAt.get(f)!.power === power);
        const armies = new Set<number>();
        const dests = new Set<number>();
        for (const f of group) {
          for (const q of topo.fleetNeighbours(f)) {
            if (topo.isSea(q) || !topo.isShore(q)) continue;
            if (boardOf(q) === ai && armyAt.has(q)) armies.add(q);
            if (boardOf(q) === di) dests.add(q);
          }
        }
        for (const a of armies) {
          const army = armyAt.get(a)!;
          for (const d of dests) {
            // A chain of one fleet is legalAcross's.
            if (group.some((f) => topo.fleetBorder(f, a) && topo.fleetBorder(f, d))) continue;
            const to = place(d);
            if (army.power === power) emit(keyOf(army.b, army.loc), formatOrder5({ kind: 'move', unit: place(a), type: 'A', to, viaConvoy: true }, geo));
            for (const f of mine) {
              const fl = fleetAt.get(f)!;
              emit(keyOf(fl.b, fl.loc), formatOrder5({ kind: 'convoy', unit: place(f), type: 'F', target: place(a), targetType: 'A', to }, geo));
            }
          }
        }
      }
    }
  }
  return out;
}
