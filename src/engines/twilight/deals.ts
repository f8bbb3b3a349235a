/**
 * How the loss analysis (danger.ts) deals the cards the mover cannot see into the opponent's hand: by ops
 * value, so that every unseen card is among the opponent's highest in some deal.
 */

/**
 * The hands of `n` cards cut from `sorted` (distinct cards, highest ops first): each group of equal ops in
 * chunks of `n`; a short chunk is filled with the cards after it (lower ops), then with those before it
 * (its own group's earlier cards first, then higher ops). Every hand holds `min(n, sorted.length)` distinct
 * cards, and every card is in some hand with as few cards of higher ops as can be (none, unless fewer than
 * `n` cards have ops no higher than its own).
 */
export function handsByOps(sorted: readonly number[], opsOf: (id: number) => number, n: number): number[][] {
  const hands: number[][] = [];
  for (let i = 0; n > 0 && i < sorted.length;) {
    const v = opsOf(sorted[i]);
    let j = i;
    while (j < sorted.length && opsOf(sorted[j]) === v) j++;
    for (let k = i; k < j; k += n) {
      const chunk = sorted.slice(k, Math.min(k + n, j));
      for (let f = j; chunk.length < n && f < sorted.length; f++) chunk.push(sorted[f]);
      for (let f = k - 1; chunk.length < n && f >= 0; f--) chunk.push(sorted[f]);
      hands.push(chunk);
    }
    i = j;
  }
  return hands;
}
