import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraKeeper, KEPT_GAMES, loadCamera, saveCamera } from './cameras';

function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('cameras kept per game, viewer and stage', () => {
  it('come back to the same seat of the same game only', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const ann = cameraKeeper('g1', 'seat0');
    ann.save('risk-board', { cx: 100, cy: 50, zoom: 2.5 });
    cameraKeeper('g1', 'seat1').save('risk-board', { cx: 10, cy: 5, zoom: 1.2 });
    expect(ann.load('risk-board')).toEqual({ cx: 100, cy: 50, zoom: 2.5 });
    expect(cameraKeeper('g1', 'seat1').load('risk-board')).toEqual({ cx: 10, cy: 5, zoom: 1.2 });
    expect(cameraKeeper('g1', 'replay').load('risk-board')).toBeNull();
    expect(cameraKeeper('g2', 'seat0').load('risk-board')).toBeNull();
    expect(ann.load('other-board')).toBeNull();
    // Back to the whole board: forgotten.
    ann.save('risk-board', null);
    expect(ann.load('risk-board')).toBeNull();
    expect(cameraKeeper('g1', 'seat1').load('risk-board')).not.toBeNull();
  });

  it('keep only the latest games, and read nothing from garbage', () => {
    const s = fakeStorage();
    vi.stubGlobal('localStorage', s);
    for (let i = 0; i < KEPT_GAMES + 5; i++) saveCamera(`g${i}`, 'seat0', 'b', { cx: i, cy: 0, zoom: 1 }, 1000 + i);
    expect(s.length).toBe(KEPT_GAMES);
    expect(loadCamera('g0', 'seat0', 'b')).toBeNull();
    expect(loadCamera(`g${KEPT_GAMES + 4}`, 'seat0', 'b')).toEqual({ cx: KEPT_GAMES + 4, cy: 0, zoom: 1 });
    s.setItem('hotseat.camera.bad', '{not json');
    expect(loadCamera('bad', 'seat0', 'b')).toBeNull();
    s.setItem('hotseat.camera.bad2', JSON.stringify({ at: 1, v: { seat0: { b: { cx: 'x' } } } }));
    expect(loadCamera('bad2', 'seat0', 'b')).toBeNull();
  });

  it('without storage, keep nothing and throw nothing', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => saveCamera('g', 'seat0', 'b', { cx: 1, cy: 1, zoom: 1 })).not.toThrow();
    expect(loadCamera('g', 'seat0', 'b')).toBeNull();
  });
});
