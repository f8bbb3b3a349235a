import type { Geography } from '../diplomacy/map/geography';
import { Index, isWinter } from './multiverse';
import { formatOrder5 } from './notation';
import type { MBoard, MOrder, MPlace, Multiverse, PowerId, Rules, Unit } from './types';

/**
 * The orders across boards that need a second unit, for the legal-order list: supports of moves
 * into a place on another board (or of a move arriving from another board), of units on head boards
 * and of moves recorded on past boards (a support reaches into the past and the recorded move is
 * judged again with it); and convoys through time by one fleet, with the army's matching move
 * "via Convoy". Longer convoy chains across boards can be typed. Keyed by the unit's slot key.
 */
export function acrossOrders(mv: Multiverse, power: PowerId, rules: Rules, geo: Geography): Map<string, string[]> {
  const index = new Index(mv);
  const heads = index.heads().filter((b) => !isWinter(b.turn));
  const loose = rules.adjacency !== 'strict';
  const boardNo = (b: MBoard) => index.at(b.tl, b.turn);
  const adjacentBoards = (a: MBoard, b: MBoard) => a !== b && index.boardsAdjacent(a.tl, a.turn, b.tl, b.turn, rules);
  const place = (b: MBoard, loc: string): MPlace => {
    const [province, coast] = loc.split('/');
    return { tl: b.tl, turn: b.turn, province, ...(coast ? { coast: coast as MPlace['coast'] } : {}) };
  };
  const provOf = (u: Unit) => geo.province(u.loc.split('/')[0]);
  /** Whether a unit at `loc` on board `from` can reach province `p` on board `to`. */
  const reaches = (type: Unit['type'], loc: number, from: MBoard, to: MBoard, p: number) => {
    if (from === to) return geo.reaches(type, loc, p);
    if (!adjacentBoards(from, to)) return false;
    return geo.provinceOf(loc) === p || (loose && geo.reaches(type, loc, p));
  };
  const out = new Map<string, string[]>();
  const push = (key: string, o: MOrder) => (out.get(key) ?? out.set(key, []).get(key)!).push(formatOrder5(o, geo));
  const keyOf = (b: MBoard, u: Unit) => `${power}:${b.tl}:${b.turn}:${u.loc}`;

  // Movers into each province of a board: units on head boards that can go there, and recorded moves.
  const movers = new Map<number, Map<number, { b: MBoard; u: Unit }[]>>();
  const moversInto = (x: MBoard) => {
    let m = movers.get(boardNo(x));
    if (m) return m;
    m = new Map();
    const add = (p: number, b: MBoard, u: Unit) => (m!.get(p) ?? m!.set(p, []).get(p)!).push({ b, u });
    for (const h of heads) {
      if (h !== x && !adjacentBoards(h, x)) continue;
      for (const u of h.units) {
        const l = geo.location(u.loc);
        const own = geo.provinceOf(l);
        const next = new Set<number>((u.type === 'F' ? geo.fleetNext[l] : geo.armyNext[l]).map((n) => geo.provinceOf(n)));
        if (h !== x) {
          if (!loose) next.clear();
          next.add(own);
        } else next.delete(own);
        for (const p of next) if (!(u.type === 'A' && geo.isSea(p))) add(p, h, u);
      }
    }
    for (const b of mv.boards) {
      b.hist?.forEach((hh, i) => {
        const o = hh.order;
        if (o?.kind === 'move' && o.to.tl === x.tl && o.to.turn === x.turn && !o.viaConvoy) add(geo.province(o.to.province), b, b.units[i]);
      });
    }
    movers.set(boardNo(x), m);
    return m;
  };

  for (const b of heads) {
    const targets = [b, ...index.nearBoards(b.tl, b.turn, rules).map((i) => mv.boards[i])];
    for (const u of b.units) {
      if (u.power !== power) continue;
      const l = geo.location(u.loc);
      const me = place(b, geo.provinceIds[geo.provinceOf(l)]);
      for (const x of targets) {
        for (const [p, list] of moversInto(x)) {
          if (x === b && p === provOf(u)) continue;
          if (!reaches(u.type, l, b, x, p)) continue;
          for (const t of list) {
            // Classic supports on one board are in the classic list already.
            if ((t.b === b && x === b) || (t.b === b && t.u === u)) continue;
            if (t.b === x && provOf(t.u) === p) continue;
            push(keyOf(b, u), {
              kind: 'support',
              unit: me,
              type: u.type,
              target: place(t.b, t.u.loc.split('/')[0]),
              targetType: t.u.type,
              to: { tl: x.tl, turn: x.turn, province: geo.provinceIds[p] },
            });
          }
        }
      }
    }
  }

  // Convoys through time by one fleet at sea on a head board, of armies on head boards.
  const border = (s: number, sb: MBoard, p: number, pb: MBoard) =>
    sb === pb ? geo.fleetBorder(s, p) : loose && adjacentBoards(sb, pb) && geo.fleetBorder(s, p);
  for (const fb of heads) {
    for (const f of fb.units) {
      const s = provOf(f);
      if (f.type !== 'F' || !geo.isSea(s)) continue;
      const near = [fb, ...index.nearBoards(fb.tl, fb.turn, rules).map((i) => mv.boards[i])];
      for (const ab of near.filter((x) => heads.includes(x))) {
        for (const a of ab.units) {
          const pa = provOf(a);
          if (a.type !== 'A' || !geo.isShore(pa) || !border(s, fb, pa, ab)) continue;
          for (const db of near) {
            if (db === fb && ab === fb) continue;
            for (let d = 0; d < geo.provinceCount; d++) {
              if (!geo.isShore(d) || geo.isSea(d) || (db === ab && d === pa) || !border(s, fb, d, db)) continue;
              const to: MPlace = { tl: db.tl, turn: db.turn, province: geo.provinceIds[d] };
              const army = place(ab, geo.provinceIds[pa]);
              if (f.power === power) push(keyOf(fb, f), { kind: 'convoy', unit: place(fb, geo.provinceIds[s]), type: 'F', target: army, targetType: 'A', to });
              if (a.power === power) push(keyOf(ab, a), { kind: 'move', unit: army, type: 'A', to, viaConvoy: true });
            }
          }
        }
      }
    }
  }
  for (const [k, list] of out) out.set(k, [...new Set(list)]);
  return out;
}
