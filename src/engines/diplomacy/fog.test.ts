/**
 * Fog of war (issue 23; the option's definition is in README.md, "Fog of war"): each power sees its own
 * units, the units in and next to the provinces it occupies or whose centre it owns, and every centre's
 * owner; order results, retreats and the log show only what it can see; the adjudication is unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { probeMove, probeSeat } from '../core/leaks';
import { seededRandom } from '../core/testkit';
import type { BaseState, Engine } from '../core/types';
import { diplomacyEngine as E, type DiplomacyState } from './engine';
import { randomSeatOrders } from './moves';
import { OPTIONS } from './options';
import { boardWith, compareQuiet, play } from './testkit';
import { sightOf } from './fog';
import { geographyOf, powerName } from './map/variant';
import { render } from './notation/format';
import { parseOrder } from './notation/parse';
import type { Board, OrderReport } from './types';

const AnyE = E as unknown as Engine<BaseState, unknown, unknown>;
const FRANCE = 2;
const GERMANY = 3;

function fogged(board: Board, fog = true): DiplomacyState {
  const o = OPTIONS.parse({ fog }, 7);
  if (!o.ok) throw new Error(o.error.message);
  return { ...E.setup(o.value, 7, 1), board };
}

/**
 * France: A Bur (its own), and Brest's centre owned with no unit there. In France's sight: Munich (next
 * to Burgundy), the English Channel (next to Brest, a centre it owns), Piedmont (next to Marseilles).
 * Out of sight: Kiel and Berlin.
 */
const BOARD = boardWith(['FRA A bur', 'GER A mun', 'GER A kie', 'GER A ber', 'ENG F eng', 'ITA A pie', 'ENG F lon']);
/** Every seat asked submits: these orders, or none (its units hold). */
function resolveWith(s: DiplomacyState, orders: Record<number, Record<string, string[]>>): ReturnType<typeof play> {
  let r: ReturnType<typeof play> = { state: s, log: [] };
  for (const seat of E.prompt(s).seats) r = play(r.state, seat, { kind: 'orders', orders: orders[seat] ?? {} });
  return r;
}

const names = (s: DiplomacyState) => s.board.units.map((u) => `${u.power} ${u.type} ${u.loc}`);

describe('fog of war: what a power sees (README "Fog of war")', () => {
  it('its own units and the units in and next to the provinces it occupies or whose centre it owns', () => {
    const s = fogged(BOARD);
    expect(names(E.view(s, FRANCE)).sort()).toEqual(['ENG F eng', 'FRA A bur', 'GER A mun', 'ITA A pie']);
    // Without fog every unit shows.
    expect(names(E.view(fogged(BOARD, false), FRANCE))).toHaveLength(7);
  });

  it('the ownership of every supply centre, for every viewer; the spectator sees no unit', () => {
    const s = fogged(BOARD);
    for (const seat of [null, 0, FRANCE, 6]) expect(E.view(s, seat).board.centres).toEqual(BOARD.centres);
    expect(E.view(s, null).board.units).toEqual([]);
  });

  it('who must order stays public (the pass screen and the prompt read it from the public view)', () => {
    const s = fogged(BOARD);
    expect(E.prompt(E.view(s, null)).seats).toEqual(E.prompt(s).seats);
    expect(E.prompt(E.view(s, FRANCE)).seats).toEqual(E.prompt(s).seats);
  });

  it("a power's legal orders name no unit out of its sight (the unseen Kiel army is not offered for support)", () => {
    const orders = (s: DiplomacyState) => E.orderSlots!(s, FRANCE).flatMap((sl) => sl.orders);
    expect(orders(fogged(BOARD, false))).toContain('A Bur S A Kie - Ruh');
    expect(orders(fogged(BOARD)).some((o) => /Kie|Ber/.test(o))).toBe(false);
    expect(orders(fogged(BOARD))).toContain('A Bur S A Mun - Ruh');
  });

  it('the adjudication is unchanged: a support of a unit out of sight, typed, is given', () => {
    const r = resolveWith(fogged(BOARD), { [FRANCE]: { FRA: ['A Bur S A Kie - Ruh'] }, [GERMANY]: { GER: ['A Kie - Ruh', 'A Mun H', 'A Ber H'] } });
    expect(r.state.board.units).toContainEqual({ power: 'GER', type: 'A', loc: 'ruh' });
    expect(r.state.last?.reports.find((x) => x.power === 'FRA')).toMatchObject({ success: true, text: 'A Bur S A Kie - Ruh' });
  });
});

describe('fog of war: results, retreats and the log show only what the power sees', () => {
  function spring(): ReturnType<typeof play> {
    return resolveWith(fogged(BOARD), { [GERMANY]: { GER: ['A Kie - Hol', 'A Mun - Bur', 'A Ber - Sil'] } });
  }

  it("France's results: its own, Munich's bounce in Burgundy; not Kiel's move to Holland nor Berlin's to Silesia", () => {
    const r = spring();
    const reports = E.view(r.state, FRANCE).last!.reports.map((x) => `${x.power} ${x.text}`);
    expect(reports).toContain('GER A Mun - Bur');
    expect(reports).toContain('FRA A Bur H');
    expect(reports.some((x) => /Kie|Ber/.test(x))).toBe(false);
    // Germany sees all of its own; the spectator none.
    expect(E.view(r.state, GERMANY).last!.reports.filter((x) => x.power === 'GER')).toHaveLength(3);
    expect(E.view(r.state, null).last!.reports).toEqual([]);
    expect(E.view(r.state, FRANCE).last!.before.units.some((u) => u.loc === 'kie' || u.loc === 'ber')).toBe(false);
  });

  it('the log: each report only to the seats that see it; the phase and the orders submitted are public', () => {
    const r = spring();
    const france = visibleLog([r.log], FRANCE).map((l) => l.text);
    expect(france).toContain('Spring 1901:');
    expect(france).toContain('{4} submits orders.');
    expect(france.some((t) => t.startsWith('Germany: A Mun - Bur'))).toBe(true);
    expect(france.some((t) => /Kie|Ber/.test(t))).toBe(false);
    expect(visibleLog([r.log], GERMANY).some((l) => l.text.startsWith('Germany: A Kie - Hol'))).toBe(true);
    // Italy (Piedmont, its home centres) sees none of it.
    expect(visibleLog([r.log], 4).some((l) => /Kie|Hol/.test(l.text))).toBe(false);
  });

  it('builds are announced only where visible: France reads the build in Munich, not those in Kiel and Berlin', () => {
    const start = boardWith([]);
    const board = boardWith(['FRA A bur', 'GER A hol', 'GER A den'], {
      season: 'winter',
      phase: 'adjustment',
      centres: { ...start.centres, hol: 'GER', den: 'GER' },
    });
    const r = resolveWith(fogged(board), { [GERMANY]: { GER: ['Build A Mun', 'Build A Kie', 'Build F Ber'] }, [FRANCE]: { FRA: ['Build A Par', 'Waive'] } });
    expect(r.state.board.units.filter((u) => u.power === 'GER')).toHaveLength(5);
    const france = visibleLog([r.log], FRANCE).map((l) => l.text);
    expect(france.some((t) => t.startsWith('Germany: Build A Mun'))).toBe(true);
    expect(france.some((t) => /Kie|Ber/.test(t))).toBe(false);
    expect(E.view(r.state, FRANCE).last!.reports.map((x) => x.text)).not.toContain('Build A Kie');
    expect(visibleLog([r.log], GERMANY).filter((l) => l.text.startsWith('Germany: Build'))).toHaveLength(3);
    // France's build in Paris (out of Germany's sight) and its waived build are its own business.
    expect(r.log.filter((l) => l.text.startsWith('France: '))).toHaveLength(2);
    expect(visibleLog([r.log], GERMANY).some((l) => l.text.startsWith('France:'))).toBe(false);
  });

  it('a dislodged unit and its retreat show only where seen', () => {
    // Germany dislodges Russia's army in Silesia (attacked from Berlin, supported from Munich).
    const board = boardWith(['RUS A sil', 'GER A ber', 'GER A mun', 'FRA A bur', 'ENG F lon']);
    const s = resolveWith(fogged(board), { [GERMANY]: { GER: ['A Ber - Sil', 'A Mun S A Ber - Sil'] } }).state;
    expect(s.board.phase).toBe('retreat');
    // France (Burgundy, next to Munich) does not see Silesia: no dislodged unit in its view.
    expect(E.view(s, FRANCE).board.dislodged).toEqual([]);
    expect(E.view(s, 5).board.dislodged).toHaveLength(1);
    expect(E.view(s, GERMANY).board.dislodged).toHaveLength(1);
    // Russia sees where its army may retreat; Germany sees the army, not the places open to it (they would
    // tell which of Silesia's neighbours, Warsaw and Galicia out of its sight, stand empty).
    expect(s.board.dislodged[0].retreats.length).toBeGreaterThan(0);
    expect(E.view(s, 5).board.dislodged[0].retreats).toEqual(s.board.dislodged[0].retreats);
    expect(E.view(s, GERMANY).board.dislodged[0].retreats).toEqual([]);
    // Who must order (Russia alone) is public.
    expect(E.prompt(E.view(s, FRANCE)).seats).toEqual([5]);
  });
});

describe('fog of war: the leak probe (resampling what a power cannot see)', () => {
  it('leaves every view, prompt and legal order unchanged, and no move depends on it', () => {
    const leaks: string[] = [];
    for (const seats of [3, 7]) {
      const o = OPTIONS.parse({ fog: true }, seats);
      if (!o.ok) throw new Error(o.error.message);
      let s = E.setup(o.value, seats, 5 + seats);
      const random = seededRandom(seats);
      for (let i = 0; i < 40 && !E.outcome(s); i++) {
        const seat = E.prompt(s).seats[0];
        const move = { kind: 'orders' as const, orders: randomSeatOrders(E.orderSlots!(s, seat), random) };
        const m = probeMove(AnyE, s, seat, move, random, 3);
        if (m) leaks.push(`move ${i}: ${m}`);
        for (const q of [null, ...Array.from({ length: seats }, (_, k) => k)]) {
          const v = probeSeat(AnyE, s, q, random, 2);
          if (v) leaks.push(`move ${i}: ${v}`);
        }
        s = play(s, seat, move).state;
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);

  it('does draw the hidden units again (the probe is not vacuous)', () => {
    const s = fogged(BOARD);
    const random = seededRandom(3);
    const moved = Array.from({ length: 8 }, () => E.resample!(s, FRANCE, random)).some((t) => JSON.stringify(t.board.units) !== JSON.stringify(s.board.units));
    expect(moved).toBe(true);
    for (let i = 0; i < 8; i++) expect(E.view(E.resample!(s, FRANCE, random), FRANCE)).toEqual(E.view(s, FRANCE));
  });
});

describe('fog of war: the option', () => {
  it('is a checkbox, off by default and kept absent when off (older records parse to themselves)', () => {
    expect(OPTIONS.fields(7).find((f) => f.key === 'fog')).toMatchObject({ check: true, initial: false });
    expect(OPTIONS.defaults(7)).not.toHaveProperty('fog');
    expect(OPTIONS.parse({ fog: true }, 7)).toMatchObject({ ok: true, value: { fog: true } });
    expect(OPTIONS.parse({ fog: false }, 7)).toEqual({ ok: true, value: OPTIONS.defaults(7) });
  });

  it('a draw agreed, which ends the game and lifts the fog, is a point of no return (kit.ts); without fog it is not', () => {
    for (const fog of [true, false]) {
      const o = OPTIONS.parse(fog ? { fog } : {}, 2);
      if (!o.ok) throw new Error(o.error.message);
      const s = play(E.setup(o.value, 2, 1), 0, { kind: 'proposeDraw' }).state;
      const r = play(s, 1, { kind: 'proposeDraw' });
      expect(r.state.result).toEqual({ kind: 'draw' });
      expect(r.state.epoch - s.epoch).toBe(fog ? 1 : 0);
    }
  });

  it('is lifted once the game is over, and for the replay of a finished game (revealed)', () => {
    const s = fogged(BOARD);
    expect(names(E.view({ ...s, result: { kind: 'draw' } }, FRANCE))).toHaveLength(7);
    expect(names(E.view(E.revealed!(s), FRANCE))).toHaveLength(7);
  });
});

describe('fog of war: random fogged games (property)', () => {
  const GEO = geographyOf('standard');
  const provinceOf = (loc: string) => GEO.province(loc.split('/')[0]);
  const line = (rep: OrderReport) => `${powerName(GEO, rep.power)}: ${render(rep)}`;

  it('every view holds exactly its own units and those in its sight; its legal orders support or convoy no unit out of sight; it reads the reports it sees, and no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 2, max: 7 }), (seed, seats) => {
        const o = OPTIONS.parse({ fog: true }, seats);
        if (!o.ok) throw new Error(o.error.message);
        let s = E.setup(o.value, seats, seed);
        const random = seededRandom(seed);
        for (let n = 0; n < 30 && !E.outcome(s); n++) {
          for (let seat = 0; seat < seats; seat++) {
            const powers = s.options.seatPowers[seat];
            const sight = sightOf(s.board, powers, GEO);
            const seen = s.board.units.filter((u) => powers.includes(u.power) || sight[provinceOf(u.loc)] === 1);
            const v = E.view(s, seat);
            expect(v.board.units).toEqual(seen);
            expect(v.board.centres).toEqual(s.board.centres);
            const occupied = new Set(s.board.units.map((u) => u.loc.split('/')[0]));
            const visible = new Set(seen.map((u) => u.loc.split('/')[0]));
            for (const slot of E.orderSlots!(s, seat))
              for (const text of slot.orders) {
                const order = parseOrder(text, GEO);
                if (!order.ok) throw new Error(text);
                const t = order.value.kind === 'support' || order.value.kind === 'convoy' ? order.value.target.at.province : null;
                if (t !== null && occupied.has(t)) expect(visible.has(t), text).toBe(true);
              }
          }
          const seats_ = E.prompt(s).seats;
          const seat = seats_[Math.floor(random() * seats_.length)];
          const r = play(s, seat, { kind: 'orders', orders: randomSeatOrders(E.orderSlots!(s, seat), random) });
          const last = r.state.last;
          if (last && r.state.epoch !== s.epoch && !r.state.result) {
            // The first phase resolved (the one `last` keeps): each seat reads the report lines it sees, and only those.
            const heading = (l: { text: string }) => /^(Spring|Fall|Winter) \d{4}.*:$/.test(l.text);
            const start = r.log.findIndex(heading);
            const end = r.log.findIndex((l, i) => i > start && heading(l));
            const first = r.log.slice(start, end < 0 ? r.log.length : end);
            for (let v = 0; v < seats; v++) {
              const read = new Set(visibleLog([first], v).map((l) => l.text));
              const shown = new Set(E.view(r.state, v).last!.reports.map(line));
              for (const rep of last.reports) expect(read.has(line(rep)), `seat ${v}: ${line(rep)}`).toBe(shown.has(line(rep)));
            }
          }
          s = r.state;
        }
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  it('quietApply reaches the same states as apply', () => {
    for (const seed of [3, 8]) compareQuiet(E, () => ({ fog: true }), seed, 40);
  }, 60_000);
});
