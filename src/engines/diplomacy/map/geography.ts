import type { Coast, MapData, PowerId, ProvinceType, UnitType } from './types';

/**
 * The geometry the adjudicator asks about, with provinces and locations as opaque integer keys.
 *
 * This is the seam for variants: the decision algorithm only talks to a `Topology`, never to a map
 * object. A 5D variant keys its locations by (timeline, turn, location) and answers the same
 * questions across boards (its adjacency adds the moves between timelines); nothing else changes.
 */
export interface Topology {
  /** How many province keys there are (keys are 0 … provinceCount − 1). */
  readonly provinceCount: number;
  /** The province a location lies in. */
  provinceOf(loc: number): number;
  /** Whether a unit of this type standing at `from` may move to location `to`. */
  adjacent(type: UnitType, from: number, to: number): boolean;
  /** Whether a unit of this type at `from` can move to some location of province `prov` (what a support needs). */
  reaches(type: UnitType, from: number, prov: number): boolean;
  /** Whether a fleet in this province may convoy (open sea). */
  isSea(prov: number): boolean;
  /** Whether an army may be convoyed from or to this province (a coastal land province). */
  isShore(prov: number): boolean;
  /** Provinces sharing a fleet border with `prov` (at province level, any coast): the steps of a convoy chain. */
  fleetNeighbours(prov: number): readonly number[];
  /** Whether `a` and `b` share a fleet border (any coast). */
  fleetBorder(a: number, b: number): boolean;
}

const TYPE_CODE: Record<ProvinceType, number> = { land: 0, sea: 1, coast: 2 };

/**
 * A map compiled to index arrays. Location keys 0 … P−1 are the provinces themselves (where armies,
 * and fleets in provinces without named coasts, stand); keys from P on are the named coasts.
 */
export class Geography implements Topology {
  readonly map: MapData;
  readonly provinceCount: number;
  readonly locationCount: number;
  /** Province key → id ("par"). */
  readonly provinceIds: readonly string[];
  /** Location key → id ("par", "spa/nc"). */
  readonly locationIds: readonly string[];
  readonly provinceType: Uint8Array;
  readonly supplyCentre: Uint8Array;
  /** Province key → locations a fleet may stand on (the province, or its coasts). */
  readonly fleetLocations: readonly (readonly number[])[];
  /** Location key → army / fleet neighbours (location keys). */
  readonly armyNext: readonly Int16Array[];
  readonly fleetNext: readonly Int16Array[];
  /** Province key → every province bordering it by land or sea (for civil-disorder distances). */
  readonly anyNext: readonly Int16Array[];
  private readonly locProvince: Int16Array;
  private readonly armyAdj: Uint8Array;
  private readonly fleetAdj: Uint8Array;
  private readonly armyReach: Uint8Array;
  private readonly fleetReach: Uint8Array;
  private readonly fleetProvAdj: Uint8Array;
  private readonly fleetProvNext: readonly (readonly number[])[];
  private readonly provinceKey = new Map<string, number>();
  private readonly locationKey = new Map<string, number>();

  constructor(map: MapData) {
    this.map = map;
    const P = map.provinces.length;
    this.provinceCount = P;
    const provinceIds = map.provinces.map((p) => p.id);
    provinceIds.forEach((id, i) => this.provinceKey.set(id, i));
    const locationIds = [...provinceIds];
    for (const p of map.provinces) for (const c of p.coasts) locationIds.push(`${p.id}/${c}`);
    locationIds.forEach((id, i) => this.locationKey.set(id, i));
    const L = locationIds.length;
    this.locationCount = L;
    this.provinceIds = provinceIds;
    this.locationIds = locationIds;
    this.locProvince = new Int16Array(L);
    locationIds.forEach((id, i) => (this.locProvince[i] = this.provinceKey.get(id.split('/')[0])!));
    this.provinceType = Uint8Array.from(map.provinces, (p) => TYPE_CODE[p.type]);
    this.supplyCentre = Uint8Array.from(map.provinces, (p) => (p.supplyCentre ? 1 : 0));
    this.fleetLocations = map.provinces.map((p, i) =>
      p.type === 'land' ? [] : p.coasts.length ? p.coasts.map((c) => this.locationKey.get(`${p.id}/${c}`)!) : [i],
    );

    const build = (adj: Readonly<Record<string, readonly string[]>>) => {
      const matrix = new Uint8Array(L * L);
      const next: Int16Array[] = Array.from({ length: L }, () => new Int16Array(0));
      for (const [from, tos] of Object.entries(adj)) {
        const f = this.locationKey.get(from)!;
        const list = tos.map((t) => this.locationKey.get(t)!);
        next[f] = Int16Array.from(list);
        for (const t of list) matrix[f * L + t] = 1;
      }
      const reach = new Uint8Array(L * P);
      for (let f = 0; f < L; f++) for (const t of next[f]) reach[f * P + this.locProvince[t]] = 1;
      return { matrix, next, reach };
    };
    const army = build(map.armyAdjacency);
    const fleet = build(map.fleetAdjacency);
    this.armyAdj = army.matrix;
    this.fleetAdj = fleet.matrix;
    this.armyNext = army.next;
    this.fleetNext = fleet.next;
    this.armyReach = army.reach;
    this.fleetReach = fleet.reach;

    this.fleetProvAdj = new Uint8Array(P * P);
    const anyAdj = new Uint8Array(P * P);
    for (let f = 0; f < L; f++) {
      const pf = this.locProvince[f];
      for (const t of fleet.next[f]) {
        const pt = this.locProvince[t];
        this.fleetProvAdj[pf * P + pt] = 1;
        anyAdj[pf * P + pt] = 1;
      }
      for (const t of army.next[f]) anyAdj[pf * P + this.locProvince[t]] = 1;
    }
    const lists = (m: Uint8Array) => Array.from({ length: P }, (_, a) => Array.from({ length: P }, (_, b) => b).filter((b) => m[a * P + b] === 1));
    this.fleetProvNext = lists(this.fleetProvAdj);
    this.anyNext = lists(anyAdj).map((l) => Int16Array.from(l));
  }

  provinceOf(loc: number): number {
    return this.locProvince[loc];
  }

  adjacent(type: UnitType, from: number, to: number): boolean {
    return (type === 'A' ? this.armyAdj : this.fleetAdj)[from * this.locationCount + to] === 1;
  }

  reaches(type: UnitType, from: number, prov: number): boolean {
    return (type === 'A' ? this.armyReach : this.fleetReach)[from * this.provinceCount + prov] === 1;
  }

  isSea(prov: number): boolean {
    return this.provinceType[prov] === TYPE_CODE.sea;
  }

  isShore(prov: number): boolean {
    return this.provinceType[prov] === TYPE_CODE.coast;
  }

  fleetNeighbours(prov: number): readonly number[] {
    return this.fleetProvNext[prov];
  }

  fleetBorder(a: number, b: number): boolean {
    return this.fleetProvAdj[a * this.provinceCount + b] === 1;
  }

  /** Province key of an id, or -1. */
  province(id: string): number {
    return this.provinceKey.get(id) ?? -1;
  }

  /** Location key of an id ("spa/nc"), or -1. */
  location(id: string): number {
    return this.locationKey.get(id) ?? -1;
  }

  /** The location key of a province with an optional coast, or -1 when that coast does not exist. */
  locationOf(prov: number, coast?: Coast): number {
    if (!coast) return prov;
    return this.locationKey.get(`${this.provinceIds[prov]}/${coast}`) ?? -1;
  }

  coastOf(loc: number): Coast | undefined {
    const id = this.locationIds[loc];
    const i = id.indexOf('/');
    return i < 0 ? undefined : (id.slice(i + 1) as Coast);
  }

  /** Whether a unit of this type may stand at this location at all. */
  canStand(type: UnitType, loc: number): boolean {
    const p = this.locProvince[loc];
    if (type === 'A') return loc === p && this.provinceType[p] !== TYPE_CODE.sea;
    const spots = this.fleetLocations[p];
    for (let i = 0; i < spots.length; i++) if (spots[i] === loc) return true;
    return false;
  }

  homeOf(prov: number): PowerId | null {
    return this.map.provinces[prov].home;
  }

  name(prov: number): string {
    return this.map.provinces[prov].name;
  }

  abbr(prov: number): string {
    return this.map.provinces[prov].abbr;
  }
}
