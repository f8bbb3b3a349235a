import { describe, expect, it } from 'vitest';
import { createDraft } from './draft';

describe('createDraft', () => {
  it('keeps a draft for its own decision and reads empty under another key', () => {
    const d = createDraft<{ picked: number[]; note: string | null }>({ picked: [], note: null });
    d.set('turn-1', { picked: [3] });
    d.set('turn-1', { note: 'x' });
    expect(d.get('turn-1')).toEqual({ picked: [3], note: 'x' });
    expect(d.get('turn-2')).toEqual({ picked: [], note: null });
  });

  it('drops the old draft when another decision writes', () => {
    const d = createDraft<{ a: number; b: number }>({ a: 0, b: 0 });
    d.set('k1', { a: 1, b: 2 });
    d.set('k2', { a: 5 });
    expect(d.get('k2')).toEqual({ a: 5, b: 0 });
    expect(d.get('k1')).toEqual({ a: 0, b: 0 });
  });

  it('clear empties it, and the empty key never holds a draft', () => {
    const d = createDraft<{ a: number }>({ a: 0 });
    d.set('k', { a: 1 });
    d.clear();
    expect(d.get('k')).toEqual({ a: 0 });
    d.set('', { a: 4 });
    expect(d.get('')).toEqual({ a: 0 });
  });
});
