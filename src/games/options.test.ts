/**
 * Options described once (core/options.ts): for every game, the lobby's fields, the parser and the
 * defaults come from the same `OPTIONS`, and the engine uses that kit. Every choice of every field is
 * accepted by the engine and changes the options it parses to; the defaults parse to themselves.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, loadGame, loadOptions } from './registry';

describe.each(GAMES.map((g) => [g.id] as const))('options of %s', (game) => {
  it('are the engine’s: every lobby choice accepted and distinct, defaults stable, for every seat count', async () => {
    const [kit, { engine }] = await Promise.all([loadOptions(game), loadGame(game)]);
    for (let n = engine.minSeats; n <= engine.maxSeats; n++) {
      expect(engine.defaultOptions(n)).toEqual(kit.defaults(n));
      expect(engine.parseOptions(kit.defaults(n), n)).toEqual({ ok: true, value: kit.defaults(n) });
      const fields = kit.fields(n);
      const initial = Object.fromEntries(fields.map((f) => [f.key, f.initial]));
      expect(engine.parseOptions(initial, n).ok, `${game}: the lobby's initial choices with ${n} seats`).toBe(true);
      for (const f of fields) {
        expect(f.choices.map((c) => c.value)).toContain(f.initial);
        if (f.check) expect(f.choices.map((c) => c.value).sort()).toEqual([false, true]);
        const parsed = new Set<string>();
        for (const c of f.choices) {
          const r = engine.parseOptions({ ...initial, [f.key]: c.value }, n);
          expect(r.ok, `${game} ${f.key}=${String(c.value)} with ${n} seats`).toBe(true);
          if (r.ok) parsed.add(JSON.stringify(r.value));
        }
        // A choice may be overruled by a rule across fields for this seat count (two-player world conquest deals).
        if (n === engine.maxSeats) expect(parsed.size, `${game} ${f.key}: every choice changes the options`).toBe(f.choices.length);
      }
    }
  });

  it('refuse unknown fields and bad seat counts', async () => {
    const { engine } = await loadGame(game);
    expect(engine.parseOptions({ noSuchOption: 1 }, engine.maxSeats)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(engine.parseOptions({}, engine.maxSeats + 1)).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
  });
});
