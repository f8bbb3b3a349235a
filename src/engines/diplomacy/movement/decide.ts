import { convoyReachable } from './convoy';
import { CONVOY, MOVE, SUPPORT_HOLD, SUPPORT_MOVE } from './situation';
import type { Situation } from './situation';
import { FRESH, type Tables } from './workspace';

const NO_EXTRA = new Int8Array(0);

/**
 * Kruijswijk's decisions, resolved with partial information (DATC v3.0 §5.E).
 *
 * Every binary decision is undecided, yes or no. Numeric decisions (attack, hold, defend, prevent
 * strength) are not stored: they are computed as an interval [min, max] from the binary decisions
 * known so far. A binary decision is taken as soon as the intervals settle it. When a sweep decides
 * nothing more, the undecided decisions depend on each other in a cycle: we find a cycle that
 * depends on nothing else undecided and apply the backup rule to it (a convoy paradox: the Szykman
 * rule, the convoys of the cycle fail; otherwise a circular movement: the moves succeed), then sweep
 * on.
 */
export const UNDECIDED = 0;
export const YES = 1;
export const NO = 2;

export interface Decisions {
  /** Move succeeds (moves only). */
  readonly move: Int8Array;
  /** A convoy route is available (convoyed moves only; land moves are always YES). */
  readonly path: Int8Array;
  /** The unit is dislodged. */
  readonly dislodge: Int8Array;
  /** The support is given (YES) or cut (NO) (legal, matching supports only). */
  readonly support: Int8Array;
  /** Convoyed moves stopped by the Szykman rule. */
  readonly paradox: Uint8Array;
}

// Intervals travel packed in one number: min * 256 + max.
const pack = (lo: number, hi: number) => lo * 256 + hi;
const lo = (x: number) => x >> 8;
const hi = (x: number) => x & 255;

/**
 * Further binary decisions a variant adds to the same algorithm (5D Diplomacy: "does this board
 * advance"). Each is decided from the others during the sweeps, like any decision; nothing here
 * depends on them, so they never take part in a cycle.
 */
export interface ExtraDecisions {
  readonly count: number;
  /** YES, NO or UNDECIDED given the decisions so far. */
  decide(i: number, r: Resolver): number;
}

export class Resolver {
  readonly d: Decisions;
  /** Values of the extra decisions (when given). */
  readonly extra: Int8Array;
  private readonly s: Situation;
  private readonly more: ExtraDecisions | null;

  /** `ws`: where the decision tables come from (reused tables, see workspace.ts; they may be longer than n). */
  constructor(s: Situation, more: ExtraDecisions | null = null, ws: Tables = FRESH) {
    this.s = s;
    this.more = more;
    this.extra = more ? new Int8Array(more.count) : NO_EXTRA;
    const n = s.n;
    this.d = { move: ws.int8(n), path: ws.int8(n), dislodge: ws.int8(n), support: ws.int8(n), paradox: ws.uint8(n) };
    for (let u = 0; u < n; u++) if (s.kind[u] === MOVE && !s.convoyed[u]) this.d.path[u] = YES;
  }

  /** Supports of u's action as an interval, not counting supports by units of power `except`. */
  private supportCount(u: number, except: number): number {
    const { supports, power } = this.s;
    const sup = this.d.support;
    let a = 0;
    let b = 0;
    for (const s of supports[u]) {
      if (power[s] === except) continue;
      const v = sup[s];
      if (v === YES) {
        a++;
        b++;
      } else if (v === UNDECIDED) b++;
    }
    return pack(a, b);
  }

  attack(u: number): number {
    const s = this.s;
    const d = this.d;
    if (d.path[u] === NO) return 0;
    const j = s.occupant[s.dest[u]];
    let r: number;
    if (j < 0) r = this.plusOne(this.supportCount(u, -1));
    else if (s.kind[j] === MOVE && s.h2h[u] !== j) {
      const m = d.move[j];
      if (m === YES) r = this.plusOne(this.supportCount(u, -1));
      else {
        const stay = s.power[j] === s.power[u] ? 0 : this.plusOne(this.supportCount(u, s.power[j]));
        if (m === NO) r = stay;
        else {
          const away = this.plusOne(this.supportCount(u, -1));
          r = pack(Math.min(lo(away), lo(stay)), Math.max(hi(away), hi(stay)));
        }
      }
    } else r = s.power[j] === s.power[u] ? 0 : this.plusOne(this.supportCount(u, s.power[j]));
    return d.path[u] === UNDECIDED ? pack(0, hi(r)) : r;
  }

  private plusOne(x: number): number {
    return x + pack(1, 1);
  }

  hold(prov: number): number {
    const s = this.s;
    const j = s.occupant[prov];
    if (j < 0) return 0;
    if (s.kind[j] === MOVE) {
      const m = this.d.move[j];
      return m === YES ? 0 : m === NO ? pack(1, 1) : pack(0, 1);
    }
    return this.plusOne(this.supportCount(j, -1));
  }

  defend(u: number): number {
    return this.plusOne(this.supportCount(u, -1));
  }

  prevent(u: number): number {
    const d = this.d;
    if (d.path[u] === NO) return 0;
    const o = this.s.h2h[u];
    if (o >= 0 && d.move[o] === YES) return 0;
    const r = this.plusOne(this.supportCount(u, -1));
    return d.path[u] === UNDECIDED || (o >= 0 && d.move[o] === UNDECIDED) ? pack(0, hi(r)) : r;
  }

  private decideMove(u: number): number {
    const s = this.s;
    if (this.d.path[u] === NO) return NO;
    const a = this.attack(u);
    const opp = s.h2h[u] >= 0 ? this.defend(s.h2h[u]) : this.hold(s.dest[u]);
    if (hi(a) <= lo(opp)) return NO;
    let beats = lo(a) > hi(opp);
    for (const k of s.movesInto[s.dest[u]]) {
      if (k === u) continue;
      const p = this.prevent(k);
      if (hi(a) <= lo(p)) return NO;
      if (lo(a) <= hi(p)) beats = false;
    }
    return beats ? YES : UNDECIDED;
  }

  private decideDislodge(u: number): number {
    const s = this.s;
    const mv = this.d.move;
    const moving = s.kind[u] === MOVE;
    if (moving && mv[u] === YES) return NO;
    let success = false;
    let open = false;
    for (const k of s.movesInto[s.prov[u]]) {
      if (mv[k] === YES) success = true;
      else if (mv[k] === UNDECIDED) open = true;
    }
    if (success) return moving && mv[u] === UNDECIDED ? UNDECIDED : YES;
    return open ? UNDECIDED : NO;
  }

  /** Whether an attack on supporter `sp` by `k` can cut its support (foreign, and not from where the support is aimed). */
  private cuts(sp: number, k: number): boolean {
    const s = this.s;
    return s.power[k] !== s.power[sp] && !(s.kind[sp] === SUPPORT_MOVE && s.prov[k] === s.dest[sp]);
  }

  private decideSupport(sp: number): number {
    const s = this.s;
    const d = this.d;
    if (d.dislodge[sp] === YES) return NO;
    let open = false;
    for (const k of s.movesInto[s.prov[sp]]) {
      if (!this.cuts(sp, k)) continue;
      if (d.path[k] === YES) return NO;
      if (d.path[k] === UNDECIDED) open = true;
    }
    if (open) return UNDECIDED;
    return d.dislodge[sp] === NO ? YES : UNDECIDED;
  }

  private decidePath(u: number): number {
    const s = this.s;
    const fleets = s.convoyFleets[u];
    const dis = this.d.dislodge;
    const at = (pred: (f: number) => boolean) => (p: number) => {
      const f = s.occupant[p];
      return f >= 0 && fleets.includes(f) && pred(f);
    };
    if (
      fleets.length === 0 ||
      !convoyReachable(
        s.topo,
        s.prov[u],
        s.dest[u],
        at((f) => dis[f] !== YES),
      )
    )
      return NO;
    if (
      convoyReachable(
        s.topo,
        s.prov[u],
        s.dest[u],
        at((f) => dis[f] === NO),
      )
    )
      return YES;
    return UNDECIDED;
  }

  /** One pass over every undecided decision; returns how many were decided. */
  private sweep(): number {
    const s = this.s;
    const d = this.d;
    let changed = 0;
    for (let u = 0; u < s.n; u++) {
      const k = s.kind[u];
      if (k === MOVE) {
        if (d.path[u] === UNDECIDED && (d.path[u] = this.decidePath(u)) !== UNDECIDED) changed++;
        if (d.move[u] === UNDECIDED && (d.move[u] = this.decideMove(u)) !== UNDECIDED) changed++;
      } else if ((k === SUPPORT_HOLD || k === SUPPORT_MOVE) && d.support[u] === UNDECIDED && (d.support[u] = this.decideSupport(u)) !== UNDECIDED) changed++;
      if (d.dislodge[u] === UNDECIDED && (d.dislodge[u] = this.decideDislodge(u)) !== UNDECIDED) changed++;
    }
    const x = this.extra;
    for (let i = 0; i < x.length; i++) if (x[i] === UNDECIDED && (x[i] = this.more!.decide(i, this)) !== UNDECIDED) changed++;
    return changed;
  }

  private undecided(): boolean {
    const s = this.s;
    const d = this.d;
    for (let u = 0; u < s.n; u++) {
      const k = s.kind[u];
      if (d.dislodge[u] === UNDECIDED) return true;
      if (k === MOVE && (d.move[u] === UNDECIDED || d.path[u] === UNDECIDED)) return true;
      if ((k === SUPPORT_HOLD || k === SUPPORT_MOVE) && d.support[u] === UNDECIDED) return true;
    }
    for (let i = 0; i < this.extra.length; i++) if (this.extra[i] === UNDECIDED) return true;
    return false;
  }

  /** Runs sweeps, breaking cycles with the backup rules, until everything is decided. */
  resolve(): Decisions {
    for (let guard = 0; guard < 10_000; guard++) {
      while (this.sweep() > 0);
      if (!this.undecided()) break;
      this.breakCycle();
    }
    return this.d;
  }

  /**
   * Checks the final decisions against the rules: every decision, computed again from the others,
   * must come out the same, except the convoy paths the Szykman rule cut. Returns the offending
   * decision nodes (empty when consistent). For tests.
   */
  inconsistencies(): number[] {
    const s = this.s;
    const d = this.d;
    const n = s.n;
    const bad: number[] = [];
    for (let u = 0; u < n; u++) {
      const k = s.kind[u];
      if (k === MOVE) {
        if (s.convoyed[u] && !d.paradox[u] && this.decidePath(u) !== d.path[u]) bad.push(n + u);
        if (this.decideMove(u) !== d.move[u]) bad.push(u);
      } else if ((k === SUPPORT_HOLD || k === SUPPORT_MOVE) && this.decideSupport(u) !== d.support[u]) bad.push(3 * n + u);
      if (this.decideDislodge(u) !== d.dislodge[u]) bad.push(2 * n + u);
    }
    return bad;
  }

  /** Decision nodes: move u → u, path u → n+u, dislodge u → 2n+u, support u → 3n+u. */
  private value(node: number): number {
    const n = this.s.n;
    const u = node % n;
    const arr = [this.d.move, this.d.path, this.d.dislodge, this.d.support][Math.floor(node / n)];
    return arr[u];
  }

  /** The undecided decisions a decision reads (a static superset of what its evaluation consults). */
  private dependencies(node: number): number[] {
    const s = this.s;
    const n = s.n;
    const u = node % n;
    const which = Math.floor(node / n);
    const out: number[] = [];
    const add = (x: number) => {
      if (this.value(x) === UNDECIDED) out.push(x);
    };
    const supportsOf = (x: number) => s.supports[x].forEach((sp) => add(3 * n + sp));
    if (which === 0) {
      add(n + u);
      supportsOf(u);
      const j = s.occupant[s.dest[u]];
      // The occupant counts by its move when it tries to leave, by its supports when it stays or defends head to head.
      if (j >= 0) {
        if (s.kind[j] === MOVE && s.h2h[u] !== j) add(j);
        else supportsOf(j);
      }
      for (const k of s.movesInto[s.dest[u]]) {
        if (k === u) continue;
        add(n + k);
        supportsOf(k);
        if (s.h2h[k] >= 0) add(s.h2h[k]);
      }
    } else if (which === 1) {
      for (const f of s.convoyFleets[u]) add(2 * n + f);
    } else if (which === 2) {
      if (s.kind[u] === MOVE) add(u);
      for (const k of s.movesInto[s.prov[u]]) add(k);
    } else {
      add(2 * n + u);
      for (const k of s.movesInto[s.prov[u]]) if (this.cuts(u, k)) add(n + k);
    }
    return out;
  }

  /** Finds a cycle of undecided decisions that depends on nothing else undecided, and settles it. */
  private breakCycle(): void {
    const n = this.s.n;
    const nodes: number[] = [];
    for (let x = 0; x < 4 * n; x++) if (this.value(x) === UNDECIDED && this.isDecision(x)) nodes.push(x);
    const scc = firstComponent(nodes, (x) => this.dependencies(x));
    const paths = scc.filter((x) => Math.floor(x / n) === 1);
    if (paths.length > 0) {
      // Convoy paradox: the Szykman rule. The convoyed moves in the cycle fail and cut nothing.
      for (const x of paths) {
        this.d.path[x - n] = NO;
        this.d.paradox[x - n] = 1;
      }
      return;
    }
    // Circular movement: every move of the cycle succeeds.
    const moves = scc.filter((x) => x < n);
    if (moves.length === 0) {
      // Not expected with the standard rules; settle the first decision as "no" to make progress.
      this.set(scc[0], NO);
      return;
    }
    for (const x of moves) this.d.move[x] = YES;
  }

  private isDecision(x: number): boolean {
    const s = this.s;
    const n = s.n;
    const u = x % n;
    const which = Math.floor(x / n);
    if (which === 0 || which === 1) return s.kind[u] === MOVE;
    if (which === 2) return true;
    return s.kind[u] === SUPPORT_HOLD || s.kind[u] === SUPPORT_MOVE;
  }

  private set(x: number, v: number): void {
    const n = this.s.n;
    [this.d.move, this.d.path, this.d.dislodge, this.d.support][Math.floor(x / n)][x % n] = v;
  }
}

/** Tarjan's algorithm, stopped at the first strongly connected component it completes (one that depends on no other). */
function firstComponent(nodes: readonly number[], deps: (x: number) => number[]): number[] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  let counter = 0;
  let found: number[] | null = null;
  const visit = (v: number) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of deps(v)) {
      if (found) return;
      if (!index.has(w)) {
        visit(w);
        if (found) return;
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      found = comp;
    }
  };
  for (const v of nodes) {
    if (found) break;
    if (!index.has(v)) visit(v);
  }
  return found ?? [nodes[0]];
}

export { CONVOY };
