import { describe, expect, it } from 'vitest';
import { diplomacyEngine } from '../engines/diplomacy';
import { replayViewOf, shownState } from './replayView';

describe('whose side the replay shows', () => {
  it('the side of the person who opened it, by default', () => {
    expect(replayViewOf({ secrets: true, over: false, deviceSeat: 1, seats: 3, chosen: undefined })).toEqual({ seats: [1], view: 1 });
  });

  it('never another seat’s side while the game goes on', () => {
    expect(replayViewOf({ secrets: true, over: false, deviceSeat: 1, seats: 3, chosen: 2 }).view).toBeNull();
    expect(replayViewOf({ secrets: true, over: false, deviceSeat: null, seats: 3, chosen: 0 })).toEqual({ seats: [], view: null });
  });

  it('any seat’s side once the game is over, or the public view', () => {
    expect(replayViewOf({ secrets: true, over: true, deviceSeat: 1, seats: 3, chosen: 2 })).toEqual({ seats: [0, 1, 2], view: 2 });
    expect(replayViewOf({ secrets: true, over: true, deviceSeat: 1, seats: 3, chosen: null }).view).toBeNull();
  });

  it('the public view in a game without secrets (every view is the same)', () => {
    expect(replayViewOf({ secrets: false, over: false, deviceSeat: 0, seats: 2, chosen: undefined })).toEqual({ seats: [], view: null });
  });
});

describe('what the replay shows of a game with fog of war (issue 23)', () => {
  const E = diplomacyEngine;
  const parsed = E.parseOptions({ fog: true }, 2);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const start = E.setup(parsed.value, 2, 1);
  const units = (replaying: boolean, over: boolean, seat: number | null, watching = false) =>
    E.view(shownState(E, start, { replaying, over, watching }), seat).board.units.length;

  it("each viewer's own fog while the game goes on, in play and in the replay", () => {
    // Seat 0 (England, France, Russia) sees its own ten units; the spectator none.
    expect(units(false, false, 0)).toBe(10);
    expect(units(true, false, 0)).toBe(10);
    expect(units(true, false, null)).toBe(0);
  });

  it('the whole map in the replay once the game is over', () => {
    expect(units(true, true, 0)).toBe(22);
    expect(units(true, true, null)).toBe(22);
  });

  it('the whole map to whoever watches a game of computers only (nobody at the table to hide it from)', () => {
    expect(units(false, false, null, true)).toBe(22);
  });
});
