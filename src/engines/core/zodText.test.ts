import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, quote, zodText } from './zodText';

const text = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return zodText(r.error, input);
};

describe('zodText: zod errors as sentences', () => {
  it('says bounds, types and missing fields in plain words', () => {
    const S = z.object({ count: z.number().int().min(1).max(3), name: z.string().max(5), list: z.array(z.number()).min(1), flag: z.boolean() }).strict();
    expect(text(S, { count: 0, name: 'abcdef', list: [], flag: true })).toBe(
      'count must be at least 1; name must have at most 5 characters; list must not be empty',
    );
    expect(text(S, { count: 9, name: 'a', list: [1], flag: 'yes' })).toBe('count must be at most 3; flag must be true or false');
    expect(text(S, { name: 'a', list: [1], flag: true })).toBe('count is missing');
    expect(text(S, 'x')).toBe('Must be an object');
    expect(text(S, { count: 1, name: 'a', list: [1], flag: true, extra: 1 })).toBe('Has a field it does not know: "extra"');
  });

  it('lists a few allowed values, counts many, and quotes what was given, cut short', () => {
    expect(text(z.object({ a: z.enum(['x', 'y']) }), { a: 'z' })).toBe('a must be "x" or "y", not "z"');
    const many = z.object({ to: z.enum(Array.from({ length: 42 }, (_, i) => `t${i}`) as [string, ...string[]]) });
    const long = 'q'.repeat(5000);
    const said = text(many, { to: long });
    expect(said).toBe(`to "${'q'.repeat(40)}…" (5,000 characters) is not one of the 42 allowed values`);
    expect(said).not.toMatch(/t41/);
  });

  it('names an unknown kind of move without echoing it whole', () => {
    const M = z.discriminatedUnion('type', [z.object({ type: z.literal('a') }), z.object({ type: z.literal('b') })]);
    expect(text(M, { type: 'c' })).toBe('type "c" is not known: it must be "a" or "b"');
    expect(text(M, { type: 'c'.repeat(5000) }).length).toBeLessThan(120);
  });

  it('keeps messages a schema author wrote, and counts problems beyond three', () => {
    expect(
      text(
        z.number().refine(() => false, 'is not a card number'),
        3,
      ),
    ).toBe('Is not a card number');
    const S = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string() });
    expect(text(S, {})).toBe('a is missing; b is missing; c is missing; and 2 more problems');
  });

  it('quotes and formats paths safely', () => {
    expect(quote('x'.repeat(41))).toBe(`"${'x'.repeat(40)}…" (41 characters)`);
    expect(quote({ a: 1 })).toBe('{"a":1}');
    expect(formatPath(['moves', 15, 'move', 'to'])).toBe('moves[15].move.to');
    expect(formatPath(['options', 'a b'])).toBe('options["a b"]');
  });
});
