import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, saveDraft } from './drafts';

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

describe('drafts kept across a reload', () => {
  it('come back for the same game and position only, and only the latest position is kept', () => {
    vi.stubGlobal('sessionStorage', fakeStorage());
    saveDraft('1901-spring-0', { 'A Par': 'A Par - Bur' }, 'g1');
    saveDraft('1901-spring-0', { 'F Lon': 'F Lon - NTH' }, 'g2');
    expect(loadDraft('1901-spring-0', 'g1')).toEqual({ 'A Par': 'A Par - Bur' });
    expect(loadDraft('1901-spring-1', 'g1')).toBeNull();
    saveDraft('1901-fall-0', { 'A Bur': 'A Bur - Mun' }, 'g1');
    expect(loadDraft('1901-spring-0', 'g1')).toBeNull();
    expect(loadDraft('1901-spring-0', 'g2')).toEqual({ 'F Lon': 'F Lon - NTH' });
  });
  it('are simply not kept when storage is missing or refuses', () => {
    vi.stubGlobal('sessionStorage', {
      ...fakeStorage(),
      length: 0,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => saveDraft('k', { a: 'b' }, 'g')).not.toThrow();
    expect(loadDraft('k', 'g')).toBeNull();
    expect(loadDraft('k')).toBeNull();
  });
});
