import { describe, expect, it } from 'vitest';
import { replayViewOf } from './replayView';

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
