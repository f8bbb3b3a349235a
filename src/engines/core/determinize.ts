/**
 * Determinization for the search bots (core/search.ts), one way for every game: a view hides other
 * hands and decks as -1s; `hiddenDealer` deals them from the ids the seat cannot account for, and the
 * game's `resample` then redraws the rest (the generator, secret missions…).
 *
 *   const next = hiddenDealer(allIds, seenIds, random)
 *   next()          the next unknown id, in a random order
 *   next(ok)        the next unknown id that `ok` accepts (a headline must be a card that may be headlined)
 *
 * When more ids are hidden than unknown (a card set aside by an event), the shortfall repeats unknown
 * ids at random (`fallback` when none is unknown).
 */
import { shuffleWith } from './rng';

export function hiddenDealer(all: Iterable<number>, seen: Iterable<number>, random: () => number, fallback = 0): (ok?: (id: number) => boolean) => number {
  const known = new Set(seen);
  const unknown = shuffleWith(
    [...all].filter((c) => !known.has(c)),
    random,
  );
  let k = 0;
  return (ok) => {
    if (!ok) {
      if (k < unknown.length) return unknown[k++];
    } else {
      for (let i = k; i < unknown.length; i++) {
        if (ok(unknown[i])) {
          const t = unknown[k];
          unknown[k] = unknown[i];
          unknown[i] = t;
          return unknown[k++];
        }
      }
    }
    return unknown.length > 0 ? unknown[Math.floor(random() * unknown.length)] : fallback;
  };
}
