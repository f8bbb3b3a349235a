import type { Topology } from '../map/geography';

/**
 * Convoy chains. A chain carries an army from shore province `from` to shore province `to` through
 * sea provinces, each holding a fleet, each bordering the next (fleet borders at province level).
 */

/** Whether a chain exists through sea provinces accepted by `usable`. */
export function convoyReachable(topo: Topology, from: number, to: number, usable: (prov: number) => boolean): boolean {
  const { stamp, top: first } = startSearch(topo, from, usable);
  const seen = scratch;
  const stack = stackScratch;
  let top = first;
  while (top > 0) {
    const p = stack[--top];
    if (topo.fleetBorder(p, to)) return true;
    for (const q of topo.fleetNeighbours(p)) {
      if (seen[q] !== stamp && topo.isSea(q) && usable(q)) {
        seen[q] = stamp;
        stack[top++] = q;
      }
    }
  }
  return false;
}

/**
 * Every province a chain from `from` can land in, through sea provinces accepted by `usable`: `landing[d]`
 * set to `mark` for each d that convoyReachable(topo, from, d, usable) accepts (d ≠ from is the
 * caller's to check), in one search instead of one per destination.
 */
export function convoyLandings(topo: Topology, from: number, usable: (prov: number) => boolean, landing: Uint32Array, mark: number): void {
  const { stamp, top: first } = startSearch(topo, from, usable);
  const seen = scratch;
  const stack = stackScratch;
  let top = first;
  while (top > 0) {
    const p = stack[--top];
    for (const q of topo.fleetNeighbours(p)) {
      // A fleet border of a sea on the chain: the chain may land there (convoyReachable's fleetBorder(p, to)).
      landing[q] = mark;
      if (seen[q] !== stamp && topo.isSea(q) && usable(q)) {
        seen[q] = stamp;
        stack[top++] = q;
      }
    }
  }
}

/**
 * A new search from `from`: a fresh stamp in the reused visited array (multiverse topologies have many
 * thousands of provinces), and the reused stack (each province pushed at most once) holding the usable
 * seas next to `from`, `top` of them.
 */
function startSearch(topo: Topology, from: number, usable: (prov: number) => boolean): { stamp: number; top: number } {
  if (scratch.length < topo.provinceCount) scratch = new Uint32Array(Math.max(topo.provinceCount, scratch.length * 2));
  const stamp = ++counter;
  if (counter >= 0xfffffff0) {
    scratch.fill(0);
    counter = 1;
  }
  if (stackScratch.length < scratch.length) stackScratch = new Int32Array(scratch.length);
  let top = 0;
  for (const p of topo.fleetNeighbours(from)) {
    if (scratch[p] !== stamp && topo.isSea(p) && usable(p)) {
      scratch[p] = stamp;
      stackScratch[top++] = p;
    }
  }
  return { stamp, top };
}

let scratch = new Uint32Array(256);
let stackScratch = new Int32Array(256);
let pathScratch = new Uint8Array(256);
let counter = 0;

/**
 * The sea provinces that are *necessary* on some chain from `from` to `to`, given where fleets are:
 * the fleets of chains without a shortcut (no fleet of the chain borders a later one but the next,
 * and only the last borders the destination). A convoy order by a fleet outside this set is
 * illegal under the 2023 rules (DATC v3.0 6.G.19): it can never matter.
 */
export function necessaryFleets(topo: Topology, from: number, to: number, hasFleet: (prov: number) => boolean): Set<number> {
  const onRoute = new Set<number>();
  const path: number[] = [];
  // Which provinces are on the path now (a reused table: cleared as the walk backs out).
  if (pathScratch.length < topo.provinceCount) pathScratch = new Uint8Array(Math.max(topo.provinceCount, pathScratch.length * 2));
  const onPath = pathScratch;
  const walk = (p: number) => {
    // A chord to an earlier element (other than the one just before) would make p or that element unnecessary.
    for (let i = 0; i < path.length - 1; i++) if (topo.fleetBorder(path[i], p)) return;
    if (path.length > 0 && topo.fleetBorder(from, p)) return;
    path.push(p);
    onPath[p] = 1;
    if (topo.fleetBorder(p, to)) {
      for (const q of path) onRoute.add(q);
    } else if (path.length < 12) {
      for (const q of topo.fleetNeighbours(p)) if (onPath[q] === 0 && topo.isSea(q) && hasFleet(q)) walk(q);
    }
    onPath[p] = 0;
    path.pop();
  };
  for (const p of topo.fleetNeighbours(from)) if (topo.isSea(p) && hasFleet(p)) walk(p);
  return onRoute;
}
