/**
 * 5D Diplomacy's testkit, on core's (core/testkit.ts): `play(state, seat, move)` and
 * `rejects(state, seat, move, code?)` through the engine's `apply`; and positions shared by the 5D
 * tests (engine and board).
 */
import { testkit } from '../core/testkit';
import { diplomacy5dEngine as engine, type D5State } from './engine';

export const { play, rejects } = testkit(engine);

/**
 * Fall 1901 on timeline a (head), Spring 1901 behind it: England's fleets in the North Sea and the
 * Norwegian Sea, its army in Yorkshire (two seats, seat 1 submits nothing).
 */
export function fall1901(): D5State {
  let s = engine.setup(engine.defaultOptions(2), 2, 1);
  s = play(s, 0, { kind: 'orders', orders: { ENG: ['F Lon -> Nth', 'A Lvp -> Yor', 'F Edi -> Nwg'] } }).state;
  return play(s, 1, { kind: 'orders', orders: {} }).state;
}
