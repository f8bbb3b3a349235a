/**
 * Exact odds of taking a territory, from exact dice probabilities and a memoised dynamic programme.
 * Both sides always roll the most dice allowed: the attacker min(3, armies − 1), the defender min(2, armies).
 */

/**
 * Exact outcome of one battle: `out[k]` is the probability that the defender loses k armies
 * (and the attacker loses the other min(ad, dd) − k). Enumerates all 6^(ad+dd) rolls once.
 */
function enumerate(ad: number, dd: number): number[] {
  const pairs = Math.min(ad, dd);
  const counts = new Array<number>(pairs + 1).fill(0);
  const total = 6 ** (ad + dd);
  for (let code = 0; code < total; code++) {
    let c = code;
    const a: number[] = [];
    const d: number[] = [];
    for (let i = 0; i < ad; i++, c = Math.floor(c / 6)) a.push((c % 6) + 1);
    for (let i = 0; i < dd; i++, c = Math.floor(c / 6)) d.push((c % 6) + 1);
    a.sort((x, y) => y - x);
    d.sort((x, y) => y - x);
    let k = 0;
    for (let i = 0; i < pairs; i++) if (a[i] > d[i]) k++;
    counts[k]++;
  }
  return counts.map((n) => n / total);
}

/** BATTLE[ad][dd][k]: probability the defender loses k armies when ad dice meet dd dice. */
const BATTLE: readonly (readonly (readonly number[])[])[] = [1, 2, 3].map((ad) => [1, 2].map((dd) => enumerate(ad, dd)));

/** One battle's exact outcome: probabilities that the defender loses 0, 1, (2) armies. */
export function battleOdds(attackDice: number, defendDice: number): readonly number[] {
  return BATTLE[attackDice - 1][defendDice - 1];
}

/** Rows a = 0..A of P(a, d) for d = 0..D, stopping when the attacker is down to `floor`. */
function fillRows(A: number, D: number, floor: number, keepAll: boolean): Float64Array[] {
  const rows: Float64Array[] = [];
  for (let a = 0; a <= A; a++) {
    const row = new Float64Array(D + 1);
    row[0] = 1;
    if (a > floor && a >= 2) {
      const ad = Math.min(3, a - 1);
      for (let d = 1; d <= D; d++) {
        const dd = Math.min(2, d);
        const odds = BATTLE[ad - 1][dd - 1];
        const pairs = odds.length - 1;
        let p = 0;
        for (let k = 0; k <= pairs; k++) {
          const lose = pairs - k;
          const next = lose === 0 ? row : rows[keepAll ? a - lose : rows.length - lose];
          p += odds[k] * next[d - k];
        }
        row[d] = p;
      }
    }
    if (keepAll) rows.push(row);
    else {
      rows.push(row);
      if (rows.length > 3) rows.shift();
    }
  }
  return rows;
}

/** Cached tables by floor, grown by doubling; beyond CACHE_LIMIT cells a query is solved without caching. */
const CACHE_LIMIT = 1 << 20;
const tables = new Map<number, { A: number; D: number; rows: Float64Array[] }>();

function lookup(a: number, d: number, floor: number): number {
  let t = tables.get(floor);
  if (!t || a > t.A || d > t.D) {
    const A = Math.max(a, t ? t.A * 2 : 32);
    const D = Math.max(d, t ? t.D * 2 : 32);
    if ((A + 1) * (D + 1) > CACHE_LIMIT) {
      const rows = fillRows(a, d, floor, false);
      return rows[rows.length - 1][d];
    }
    t = { A, D, rows: fillRows(A, D, floor, true) };
    tables.set(floor, t);
  }
  return t.rows[a][d];
}

function clean(x: number): number {
  return Number.isFinite(x) ? Math.floor(x) : 0;
}

/**
 * The exact probability of taking a territory held by `defendingArmies` from one holding
 * `attackingArmies` (every army on it, one of which must stay behind), attacking until the
 * defender has none or the attacker has one. Both sides always roll the most dice.
 */
export function conquestProbability(attackingArmies: number, defendingArmies: number): number {
  return blitzProbability(attackingArmies, defendingArmies, 1);
}

/**
 * The same for a blitz that stops when the attacking territory is down to `floor` armies or fewer
 * (floor ≥ 1; floor 1 is conquestProbability).
 */
export function blitzProbability(attackingArmies: number, defendingArmies: number, floor: number): number {
  const a = clean(attackingArmies);
  const d = clean(defendingArmies);
  const f = Math.max(1, clean(floor));
  if (d <= 0) return 1;
  if (a <= f || a < 2) return 0;
  return lookup(a, d, f);
}
