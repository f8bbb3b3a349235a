/**
 * Fog of war in 5D Diplomacy (issue 23; the definition is README.md, "Fog of war"): on each board a power
 * sees its own units, the units in and next to the provinces it holds there, and what its units and
 * centres on the boards next to that board see there; every centre's owner is public; the views, the
 * reports and the log show only that; orders are listed from the fogged multiverse; the adjudication is
 * unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { probeMove, probeSeat } from '../core/leaks';
import { seededRandom } from '../core/testkit';
import type { BaseState, Engine, Seat } from '../core/types';
import { initialBoard } from '../diplomacy/board';
import { randomSeatOrders } from '../diplomacy/moves';
import { geographyOf } from '../diplomacy/map/variant';
import { actors, diplomacy5dEngine as E, rulesOf, type D5State } from './engine';
import { reportPlaces, sights5 } from './fog';
import { Index, boardKey } from './multiverse';
import { parseOrder5 } from './notation';
import { OPTIONS } from './options';
import { play } from './testkit';
import type { Hist, MBoard, Multiverse, Unit } from './types';

const AnyE = E as unknown as Engine<BaseState, unknown, unknown>;
const GEO = geographyOf('standard');
const CENTRES = initialBoard(GEO).centres;
const FRANCE = 2;
const GERMANY = 3;
const ENGLAND = 1;

const u = (text: string): Unit => {
  const [power, type, loc] = text.split(' ');
  return { power: power as Unit['power'], type: type as Unit['type'], loc };
};
const board = (tl: number, turn: number, units: string[], hist?: Hist[]): MBoard => ({
  tl,
  turn,
  units: units.map(u).sort((a, b) => (a.loc < b.loc ? -1 : 1)),
  centres: CENTRES,
  ...(hist ? { hist } : {}),
});
const HELD: Hist = { order: null, moved: 0, dislodged: 0, given: 0 };

/**
 * A hand-built multiverse (seven seats, one power each): timeline a with Spring 1901 (past) and Fall 1901
 * (head); timeline b branched from a's Spring, its Fall 1901 the head.
 * France: A Ruh on a@1 (Fall, head) only, and its three home centres on every board.
 * Germany: A Kie and A Ber on every board; Italy: A Pie on a@1.
 * `more` adds units to the heads, by board ('a@1', 'b@1'); `boards` adds boards.
 */
function multiverse(more: { 'a@1'?: string[]; 'b@1'?: string[] } = {}, boards: MBoard[] = []): Multiverse {
  return {
    timelines: [{ from: null }, { from: { tl: 0, turn: 0 } }],
    boards: [
      board(0, 0, ['GER A kie', 'GER A ber', 'ENG F lon'], [HELD, HELD, HELD]),
      board(0, 1, ['FRA A ruh', 'GER A kie', 'GER A ber', 'ITA A pie', 'ENG F lon', ...(more['a@1'] ?? [])]),
      board(1, 1, ['GER A kie', 'GER A ber', 'GER A ruh', 'ENG F lon', ...(more['b@1'] ?? [])]),
      ...boards,
    ],
  };
}

/**
 * Random orders for every unit of a seat, a move through time now and then (one in five units that may,
 * while there are fewer than four timelines), so timelines fork.
 */
function travellingOrders(s: D5State, seat: Seat, random: () => number) {
  const travel = (o: string) => /-> [a-z]+-|->[^@]*@\d/.test(o);
  const chosen = Object.fromEntries(
    E.orderSlots!(s, seat).map((sl) => {
      const far = sl.orders.filter(travel);
      const pool = far.length && s.mv.timelines.length < 4 && random() < 0.2 ? far : sl.orders;
      return [sl.key, pool[Math.floor(random() * pool.length)]];
    }),
  );
  return E.composeOrders!(s, seat, chosen);
}

function fogged(mv: Multiverse, rules: 'B' | 'A-loose' | 'A-strict' = 'B', fog = true): D5State {
  const o = OPTIONS.parse({ fog, rules }, 7);
  if (!o.ok) throw new Error(o.error.message);
  return { ...E.setup(o.value, 7, 1), mv };
}

const unitsOn = (s: D5State, tl: number, turn: number) =>
  new Index(s.mv)
    .board(tl, turn)!
    .units.map((x) => `${x.power} ${x.type} ${x.loc}`)
    .sort();

describe('5D fog of war: sight per board (README "Fog of war")', () => {
  it('on a board: its own units, and the units in and next to the provinces its units occupy or whose centre it owns there', () => {
    const v = E.view(fogged(multiverse()), FRANCE);
    // a@1: Ruhr's neighbours (Kiel) and Marseilles' (Piedmont) are in sight; Berlin and London are not.
    expect(unitsOn(v, 0, 1)).toEqual(['FRA A ruh', 'GER A kie', 'ITA A pie']);
    // Without fog every unit shows.
    expect(unitsOn(E.view(fogged(multiverse(), 'B', false), FRANCE), 0, 1)).toHaveLength(5);
  });

  it('and, on that board, what its units on the boards next to it see there (rule set B: the branch tree, one turn apart)', () => {
    const v = E.view(fogged(multiverse()), FRANCE);
    // b@1 is next to a@1 (b branched from a): France's army in Ruhr on a@1 sees Ruhr and Kiel on b@1.
    expect(unitsOn(v, 1, 1)).toEqual(['GER A kie', 'GER A ruh']);
    // a@0 (Spring, past) is next to a@1 in time: Kiel is in sight there too, Berlin is not.
    expect(unitsOn(v, 0, 0)).toEqual(['GER A kie']);
  });

  it('under A-strict, where a move across boards reaches the same province only, the boards next to it show that province only', () => {
    const strict = (mv: Multiverse) => E.view(fogged(mv, 'A-strict'), FRANCE);
    // A: timelines are next to each other by row, the same turn only: b@1 is next to a@1.
    expect(unitsOn(strict(multiverse()), 1, 1)).toEqual(['GER A ruh']);
    expect(unitsOn(E.view(fogged(multiverse(), 'A-loose'), FRANCE), 1, 1)).toEqual(['GER A kie', 'GER A ruh']);
  });

  it('the sight of a board depends on the seat’s own units and centres only, and only grows as boards are added', () => {
    const before = sights5(multiverse(), ['FRA'], rulesOf(OPTIONS.defaults(7)), GEO);
    const after = sights5(multiverse({}, [board(0, 2, ['FRA A mun', 'GER A ber'])]), ['FRA'], rulesOf(OPTIONS.defaults(7)), GEO);
    before.forEach((s, i) => s.forEach((x, p) => x && expect(after[i][p]).toBe(1)));
  });

  it('every centre’s owner on every board, for every viewer; the spectator sees no unit', () => {
    const s = fogged(multiverse());
    for (const seat of [null, 0, FRANCE, 6]) expect(E.view(s, seat).mv.boards.map((b) => b.centres)).toEqual(s.mv.boards.map((b) => b.centres));
    expect(E.view(s, null).mv.boards.flatMap((b) => b.units)).toEqual([]);
  });

  it('of a past board’s history, the entries of the units it sees only (one per unit, in order)', () => {
    const v = E.view(fogged(multiverse()), FRANCE);
    const past = new Index(v.mv).board(0, 0)!;
    expect(past.hist).toHaveLength(past.units.length);
  });

  it('who must order and who is in the game stay public', () => {
    const s = fogged(multiverse());
    for (const seat of [null, FRANCE]) {
      expect(E.prompt(E.view(s, seat)).seats).toEqual(E.prompt(s).seats);
      expect(actors(E.view(s, seat))).toEqual(actors(s));
    }
  });
});

describe('5D fog of war: orders', () => {
  it('are listed from the fogged multiverse: no support of a unit out of sight is offered', () => {
    const orders = (s: D5State) => E.orderSlots!(s, FRANCE).flatMap((sl) => sl.orders);
    expect(orders(fogged(multiverse(), 'B', false)).some((o) => / S A (a-)?Ber/.test(o))).toBe(true);
    expect(orders(fogged(multiverse())).some((o) => / S A (a-)?Ber/.test(o))).toBe(false);
    // Kiel's army (in sight) may be supported, on a@1 and on the boards next to it.
    expect(orders(fogged(multiverse()))).toEqual(expect.arrayContaining(['A a-Ruh@1 S A Kie -> Mun', 'A a-Ruh@1 S A b-Kie -> b-Mun', 'A a-Ruh@1 S A Kie@0']));
  });

  it('an order into the fog may be typed, and the adjudication is unchanged: a support of an unseen unit is given', () => {
    let s = fogged(multiverse());
    const support = 'A a-Ruh@1 S A a-Ber@1 -> a-Mun@1';
    for (const seat of E.prompt(s).seats)
      s = play(s, seat, { kind: 'orders', orders: seat === FRANCE ? { FRA: [support] } : seat === GERMANY ? { GER: ['A a-Ber@1 -> a-Mun@1'] } : {} }).state;
    expect(s.last?.reports.find((r) => r.power === 'FRA')).toMatchObject({ text: 'A a-Ruh@1 S A Ber -> Mun', success: true });
    expect(unitsOn(s, 0, 2)).toContain('GER A mun');
  });
});

describe('5D fog of war: the reports and the log', () => {
  /** Every seat asked submits its orders (or none), the round resolves. */
  function round(s: D5State, orders: Record<number, Record<string, string[]>>) {
    let r = { state: s, log: [] as ReturnType<typeof play>['log'] };
    const logs: (typeof r.log)[] = [];
    for (const seat of E.prompt(s).seats) {
      r = play(r.state, seat, { kind: 'orders', orders: orders[seat] ?? {} });
      logs.push(r.log);
    }
    return { state: r.state, logs };
  }

  it('each seat reads the reports whose unit or destination it sees, on their board or the next one; the results panel shows the same', () => {
    const { state, logs } = round(fogged(multiverse()), {
      [GERMANY]: { GER: ['A a-Ber@1 -> a-Sil@1', 'A a-Kie@1 -> a-Hol@1'] },
      [ENGLAND]: { ENG: ['F a-Lon@1 -> a-Wal@1'] },
    });
    const read = (seat: Seat) => visibleLog(logs, seat).map((l) => l.text);
    // France sees Kiel and Holland (next to Ruhr), not Berlin, Silesia, London or Wales.
    expect(read(FRANCE)).toContain('Germany: A a-Kie@1 -> Hol: succeeds (moves).');
    expect(read(FRANCE).join('\n')).not.toMatch(/Ber|Lon/);
    expect(E.view(state, FRANCE).last!.reports.map((r) => r.text)).toEqual(expect.arrayContaining(['A a-Kie@1 -> Hol']));
    expect(E.view(state, FRANCE).last!.reports.some((r) => /Ber|Lon/.test(r.text))).toBe(false);
    // A report's place in the round's list of every order (which counts the others' orders) is not in a fogged view.
    expect(state.last!.reports.some((r) => r.index !== undefined)).toBe(true);
    expect(E.view(state, FRANCE).last!.reports.some((r) => 'index' in r)).toBe(false);
    // England reads its own fleet's move; Germany its own two.
    expect(read(ENGLAND)).toContain('England: F a-Lon@1 -> Wal: succeeds (moves).');
    expect(read(GERMANY).filter((t) => t.startsWith('Germany:'))).toEqual([
      'Germany: A a-Ber@1 -> Sil: succeeds (moves).',
      'Germany: A a-Kie@1 -> Hol: succeeds (moves).',
    ]);
    // A finished game's log reads in full.
    expect(
      visibleLog(logs, FRANCE, true)
        .map((l) => l.text)
        .join('\n'),
    ).toMatch(/Ber/);
  });

  it('a report is placed at its unit and its destination (a move, a support across boards, a Winter build or disband, a civil disorder)', () => {
    const at = (text: string) => reportPlaces({ text }, GEO).map((x) => `${x.key} ${x.province}`);
    expect(at('A a-Kie@1 -> Hol')).toEqual(['0:1 kie', '0:1 hol']);
    expect(at('A a-Ruh@1 -> b-Mun@0')).toEqual(['0:1 ruh', '1:0 mun']);
    expect(at('A a-Ruh@1 S A b-Kie -> Mun@0')).toEqual(['0:1 ruh']);
    expect(at('Build A Mun (a@1w)')).toEqual(['0:2 mun']);
    expect(at('Disband F stp/sc (b@3w)')).toEqual(['1:5 stp']);
    expect(at('A Mun D (a@1w)')).toEqual(['0:2 mun']);
    expect(at('Waive (a@1w)')).toEqual([]);
  });

  it('during a retreat pause: the dislodged units in sight, another power’s without where it may retreat (that tells of units out of sight)', () => {
    const { state } = round(fogged(multiverse({ 'a@1': ['FRA A hol'] })), { [FRANCE]: { FRA: ['A a-Hol@1 -> a-Kie@1', 'A a-Ruh@1 S A a-Hol@1 -> a-Kie@1'] } });
    expect(state.plan?.dislodged.map((d) => `${d.unit.power} ${d.unit.loc} ${d.retreats.join(',')}`)).toEqual(['GER kie den,mun']);
    expect(E.view(state, GERMANY).plan?.dislodged[0].retreats).toEqual(['den', 'mun']);
    expect(E.view(state, FRANCE).plan?.dislodged).toEqual([{ board: '0:1', unit: u('GER A kie'), retreats: [] }]);
    expect(E.view(state, ENGLAND).plan?.dislodged).toEqual([]);
    // What the boards become waits out of every view.
    expect(E.view(state, GERMANY).plan?.next).toEqual({});
  });

  it('builds are announced only where visible (Winter boards)', () => {
    // Winter 1901 on a (head): Germany owns Holland and Denmark, with two units: two builds owed, at Kiel and Munich.
    const winter: MBoard = { ...board(0, 2, ['GER A hol', 'GER A den', 'FRA A bur']), centres: { ...CENTRES, hol: 'GER', den: 'GER' } };
    const mv: Multiverse = { timelines: [{ from: null }], boards: [board(0, 0, [], []), board(0, 1, [], []), winter] };
    let s = fogged(mv);
    const logs: ReturnType<typeof play>['log'][] = [];
    for (const seat of E.prompt(s).seats) {
      const r = play(s, seat, { kind: 'orders', orders: seat === GERMANY ? { GER: ['Build A a-Mun@1w', 'Build A a-Ber@1w'] } : {} });
      s = r.state;
      logs.push(r.log);
    }
    const read = (seat: Seat) => visibleLog(logs, seat).map((l) => l.text);
    // France (A Bur, next to Munich) sees the build in Munich, not the one in Berlin; England sees neither.
    expect(read(FRANCE).some((t) => /Germany: .*Mun/i.test(t))).toBe(true);
    expect(read(FRANCE).some((t) => /Germany: .*Ber/i.test(t))).toBe(false);
    expect(read(ENGLAND).some((t) => t.startsWith('Germany:'))).toBe(false);
    expect(read(GERMANY).filter((t) => t.startsWith('Germany:'))).toHaveLength(2);
  });
});

describe('5D fog of war: resample (the leak probe, README "Fog of war")', () => {
  it('draws the hidden units again on every board and leaves the view, the prompt and the legal orders unchanged', () => {
    const s = fogged(multiverse());
    const random = seededRandom(3);
    let moved = false;
    for (let i = 0; i < 8; i++) {
      const t = E.resample!(s, FRANCE, random);
      moved ||= JSON.stringify(t.mv) !== JSON.stringify(s.mv);
      expect(E.view(t, FRANCE)).toEqual(E.view(s, FRANCE));
      expect(E.legalMoves(t, FRANCE)).toEqual(E.legalMoves(s, FRANCE));
      for (const b of t.mv.boards) if (b.hist) expect(b.hist).toHaveLength(b.units.length);
    }
    expect(moved).toBe(true);
  });

  it.each(['B', 'A-loose', 'A-strict'] as const)(
    'random fogged games with time travel (%s): no leak, and play on a resampled multiverse never throws',
    (rules) => {
      const leaks: string[] = [];
      let timelines = 0;
      for (const seats of [2, 7]) {
        const random = seededRandom(seats * 11 + rules.length);
        let s = E.setup({ ...E.defaultOptions(seats), rules, fog: true }, seats, seats);
        for (let i = 0; i < 16 && !E.outcome(s); i++) {
          const seat = E.prompt(s).seats[0];
          const move = travellingOrders(s, seat, random);
          const m = probeMove(AnyE, s, seat, move, random, 2);
          if (m) leaks.push(`${seats} seats, move ${i}: ${m}`);
          for (const q of [null, ...Array.from({ length: seats }, (_, k) => k)]) {
            const v = probeSeat(AnyE, s, q, random, 1);
            if (v) leaks.push(`${seats} seats, move ${i}: ${v}`);
          }
          // Every seat's random orders on a resampled multiverse are played without a throw or a refusal.
          const t = E.resample!(s, seat, random);
          const r = E.apply(t, { kind: 'orders', orders: randomSeatOrders(E.orderSlots!(t, seat), random) }, seat);
          expect(r.ok).toBe(true);
          s = play(s, seat, move).state;
        }
        timelines = Math.max(timelines, s.mv.timelines.length);
      }
      expect(leaks).toEqual([]);
      // The probe ran over a multiverse with time travel in it.
      expect(timelines).toBeGreaterThan(1);
    },
    120_000,
  );
});

describe('5D fog of war: the option', () => {
  it('is a checkbox, off by default and kept absent when off (older records parse to themselves)', () => {
    expect(OPTIONS.fields(7).find((f) => f.key === 'fog')).toMatchObject({ check: true, initial: false });
    expect(OPTIONS.defaults(7)).not.toHaveProperty('fog');
    expect(OPTIONS.parse({ fog: true }, 7)).toMatchObject({ ok: true, value: { fog: true } });
    expect(OPTIONS.parse({ fog: false }, 7)).toEqual({ ok: true, value: OPTIONS.defaults(7) });
  });

  it('a draw agreed (which ends the game and lifts the fog) is a point of no return, as a resolved round is', () => {
    let s = E.setup({ ...E.defaultOptions(2), fog: true }, 2, 1);
    s = play(s, 0, { kind: 'proposeDraw' }).state;
    expect(s.epoch).toBe(0);
    const r = play(s, 1, { kind: 'proposeDraw' });
    expect(r.state.result).toMatchObject({ kind: 'draw' });
    expect(r.state.epoch).toBe(1);
    // Without fog nothing is hidden, and the draw is not a reveal (older records replay the same).
    let t = E.setup(E.defaultOptions(2), 2, 1);
    t = play(play(t, 0, { kind: 'proposeDraw' }).state, 1, { kind: 'proposeDraw' }).state;
    expect(t.epoch).toBe(0);
  });

  it('is lifted once the game is over, and for the replay of a finished game (revealed)', () => {
    const s = fogged(multiverse());
    expect(unitsOn(E.view({ ...s, result: { kind: 'draw', reason: 'agreed' } }, FRANCE), 0, 1)).toHaveLength(5);
    expect(unitsOn(E.view(E.revealed!(s), FRANCE), 0, 1)).toHaveLength(5);
  });
});

describe('5D fog of war: random fogged games with time travel (property)', () => {
  /** The sight as README "Fog of war" words it, tested against every pair of boards (`boardsAdjacent`), not by lookup. */
  function sightOracle(mv: Multiverse, powers: readonly string[], rules: ReturnType<typeof rulesOf>): Set<string>[] {
    const index = new Index(mv);
    const held = (b: MBoard) => [
      ...b.units.filter((x) => powers.includes(x.power)).map((x) => x.loc.split('/')[0]),
      ...Object.entries(b.centres)
        .filter(([, o]) => o && powers.includes(o))
        .map(([c]) => c),
    ];
    return mv.boards.map((x) => {
      const seen = new Set<string>();
      const mark = (id: string, wide: boolean) => {
        seen.add(id);
        if (wide) for (const n of GEO.anyNext[GEO.province(id)]) seen.add(GEO.provinceIds[n]);
      };
      for (const id of held(x)) mark(id, true);
      for (const y of mv.boards)
        if (y !== x && index.boardsAdjacent(x.tl, x.turn, y.tl, y.turn, rules)) for (const id of held(y)) mark(id, rules.adjacency !== 'strict');
      return seen;
    });
  }

  it('every view holds on each board its own units and those in its sight, with their history; its orders name no unit out of sight; it reads the reports it sees, and no other', () => {
    // What the runs covered (the property is not vacuous): report lines checked, hidden ones among them, timelines made.
    let lines = 0;
    let hidden = 0;
    let forks = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom('B', 'A-loose', 'A-strict'), fc.integer({ min: 2, max: 7 }), (seed, rules, seats) => {
        const random = seededRandom(seed);
        let s = E.setup({ ...E.defaultOptions(seats), rules, fog: true }, seats, seed);
        const rs = rulesOf(s.options);
        for (let n = 0; n < 12 && !E.outcome(s); n++) {
          for (let seat = 0; seat < seats; seat++) {
            const powers = s.options.seatPowers[seat];
            const sight = sightOracle(s.mv, powers, rs);
            const v = E.view(s, seat);
            s.mv.boards.forEach((b, i) => {
              const keep = b.units.map((x) => powers.includes(x.power) || sight[i].has(x.loc.split('/')[0]));
              const vb = v.mv.boards[i];
              expect(vb.units).toEqual(b.units.filter((_, k) => keep[k]));
              expect(vb.hist).toEqual(b.hist?.filter((_, k) => keep[k]));
              expect(vb.centres).toEqual(b.centres);
              expect(new Set(v.sight!.boards[boardKey(b.tl, b.turn)])).toEqual(sight[i]);
            });
            const index = new Index(v.mv);
            for (const slot of E.orderSlots!(s, seat))
              for (const text of slot.orders) {
                const o = parseOrder5(text, GEO, (tl) => index.headTurn[tl] ?? 0);
                if (!o.ok) throw new Error(text);
                if (o.value.kind !== 'support' && o.value.kind !== 'convoy') continue;
                const t = o.value.target;
                expect(
                  index.board(t.tl, t.turn)?.units.some((x) => x.loc.split('/')[0] === t.province),
                  text,
                ).toBe(true);
              }
          }
          const asked = E.prompt(s).seats;
          const seat = asked[Math.floor(random() * asked.length)];
          const r = play(s, seat, travellingOrders(s, seat, random));
          if (r.state.round !== s.round && r.state.last && !r.state.result) {
            // A round resolved: each seat reads the report lines it sees in its results, and only those.
            for (let q = 0; q < seats; q++) {
              const read = new Set(visibleLog([r.log], q).map((l) => l.text));
              const shown = new Set(E.view(r.state, q).last!.reports.map((x) => x.text));
              for (const rep of r.state.last.reports) {
                const line = [...read].some((t) => t.includes(`: ${rep.text}${rep.past ? ' (given earlier' : ':'}`));
                if (r.state.plan) continue;
                expect(line, `seat ${q}: ${rep.text}`).toBe(shown.has(rep.text));
                lines++;
                if (!line) hidden++;
              }
            }
          }
          forks += r.state.mv.timelines.length - s.mv.timelines.length;
          s = r.state;
        }
      }),
      // A fixed seed: the coverage counted below is the same every run.
      { numRuns: 6, seed: 5 },
    );
    expect(lines).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(0);
    expect(forks).toBeGreaterThan(0);
  }, 120_000);
});
