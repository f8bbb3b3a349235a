/** Positions shared by the 5D tests (engine and board). */
import type { Seat } from '../core/types';
import { diplomacy5dEngine as engine, type D5State } from './engine';

/**
 * Fall 1901 on timeline a (head), Spring 1901 behind it: England's fleets in the North Sea and the
 * Norwegian Sea, its army in Yorkshire (two seats, seat 1 submits nothing).
 */
export function fall1901(): D5State {
  let s = engine.setup(engine.defaultOptions(2), 2, 1);
  const go = (orders: Record<string, string[]>, seat: Seat) => {
    const r = engine.apply(s, { kind: 'orders', orders }, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  };
  go({ ENG: ['F Lon -> Nth', 'A Lvp -> Yor', 'F Edi -> Nwg'] }, 0);
  go({}, 1);
  return s;
}
