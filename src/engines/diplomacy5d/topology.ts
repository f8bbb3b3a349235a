import type { Geography, Topology } from '../diplomacy/map/geography';
import type { UnitType } from '../diplomacy/types';
import type { Index } from './multiverse';
import type { MBoard, Rules } from './types';

/**
 * The multiverse as one huge map for the decision algorithm: the boards taking part in a round are
 * numbered 0…B−1, and a province key is board × P + province (locations: board × L + location).
 * Within a board the map's borders apply; between adjacent boards (multiverse.ts) a unit may go to
 * the same location (strict) or also to a neighbouring one (loose, tree). Fleets keep their coast.
 */
export class MultiTopology implements Topology {
  readonly provinceCount: number;
  readonly P: number;
  readonly L: number;
  /** Board number → the boards adjacent to it (board numbers). */
  private readonly near: number[][];
  private readonly fleetNext = new Map<number, number[]>();

  constructor(
    readonly geo: Geography,
    readonly boards: readonly MBoard[],
    index: Index,
    readonly rules: Rules,
  ) {
    this.P = geo.provinceCount;
    this.L = geo.locationCount;
    this.provinceCount = boards.length * this.P;
    // Board number here → its number in the multiverse and back.
    const local = new Int32Array(index.mv.boards.length).fill(-1);
    boards.forEach((b, i) => (local[index.at(b.tl, b.turn)] = i));
    this.near = boards.map((a) =>
      index
        .nearBoards(a.tl, a.turn, rules)
        .flatMap((g) => (local[g] >= 0 ? [local[g]] : []))
        .sort((x, y) => x - y),
    );
  }

  provinceOf(loc: number): number {
    return Math.floor(loc / this.L) * this.P + this.geo.provinceOf(loc % this.L);
  }

  private loose(): boolean {
    return this.rules.adjacency !== 'strict';
  }

  adjacent(type: UnitType, from: number, to: number): boolean {
    const bf = Math.floor(from / this.L);
    const bt = Math.floor(to / this.L);
    const lf = from % this.L;
    const lt = to % this.L;
    if (bf === bt) return this.geo.adjacent(type, lf, lt);
    if (!this.near[bf].includes(bt)) return false;
    return lf === lt || (this.loose() && this.geo.adjacent(type, lf, lt));
  }

  reaches(type: UnitType, from: number, prov: number): boolean {
    const bf = Math.floor(from / this.L);
    const bt = Math.floor(prov / this.P);
    const lf = from % this.L;
    const p = prov % this.P;
    if (bf === bt) return this.geo.reaches(type, lf, p);
    if (!this.near[bf].includes(bt)) return false;
    return this.geo.provinceOf(lf) === p || (this.loose() && this.geo.reaches(type, lf, p));
  }

  isSea(prov: number): boolean {
    return this.geo.isSea(prov % this.P);
  }

  isShore(prov: number): boolean {
    return this.geo.isShore(prov % this.P);
  }

  fleetNeighbours(prov: number): readonly number[] {
    let list = this.fleetNext.get(prov);
    if (list) return list;
    const b = Math.floor(prov / this.P);
    const p = prov % this.P;
    list = this.geo.fleetNeighbours(p).map((q) => b * this.P + q);
    for (const o of this.near[b]) {
      list.push(o * this.P + p);
      if (this.loose()) for (const q of this.geo.fleetNeighbours(p)) list.push(o * this.P + q);
    }
    this.fleetNext.set(prov, list);
    return list;
  }

  fleetBorder(a: number, b: number): boolean {
    const ba = Math.floor(a / this.P);
    const bb = Math.floor(b / this.P);
    const pa = a % this.P;
    const pb = b % this.P;
    if (ba === bb) return this.geo.fleetBorder(pa, pb);
    if (!this.near[ba].includes(bb)) return false;
    return pa === pb || (this.loose() && this.geo.fleetBorder(pa, pb));
  }

  /** Whether two boards (board numbers) are adjacent. */
  boardsNear(a: number, b: number): boolean {
    return this.near[a].includes(b);
  }
}
