import { describe, expect, it } from 'vitest';
import type { TwilightMove } from '../../engines/twilight/types';
import { clickAction, defusesOf, movesAt } from './moves';

// Mixed ops (designer rule): the engine lists influence and realignment moves side by side.
const mixed: TwilightMove[] = [
  { type: 'influence', country: 'iran' },
  { type: 'realign', country: 'iran' },
  { type: 'influence', country: 'pakistan' },
  { type: 'realign', country: 'iraq' },
  { type: 'defuse', country: 'turkey' },
];

describe('map clicks read from the legal moves', () => {
  it('lists both moves at a country open to influence and realignment', () => {
    expect(movesAt(mixed, 'iran')).toEqual([mixed[0], mixed[1]]);
    expect(movesAt(mixed, 'turkey')).toEqual([]);
  });
  it('places influence at once, realigns on the second click, and asks where both are open', () => {
    expect(clickAction(mixed, 'pakistan', null)).toEqual({ act: 'send', move: mixed[2] });
    expect(clickAction(mixed, 'iraq', null)).toEqual({ act: 'choose' });
    expect(clickAction(mixed, 'iraq', 'iraq')).toEqual({ act: 'send', move: mixed[3] });
    expect(clickAction(mixed, 'iran', 'iran')).toEqual({ act: 'choose' });
    expect(clickAction(mixed, 'chile', null)).toEqual({ act: 'none' });
  });
  it('finds the ways to end the Cuban Missile Crisis', () => {
    expect(defusesOf(mixed)).toEqual([{ type: 'defuse', country: 'turkey' }]);
  });
});
