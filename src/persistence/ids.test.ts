import { describe, expect, it } from 'vitest';
import { newId } from './ids';

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newId({ randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe('00000000-0000-4000-8000-000000000000');
    expect(newId()).toMatch(UUID4);
  });

  it('falls back to getRandomValues (plain http has no randomUUID)', () => {
    const id = newId({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => (a instanceof Uint8Array && a.fill(0xff), a) });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('still makes distinct version-4 ids without any crypto', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId(null)));
    expect(ids.size).toBe(10_000);
    for (const id of [...ids].slice(0, 50)) expect(id).toMatch(UUID4);
  });
});
