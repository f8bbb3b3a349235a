import { describe, expect, it } from 'vitest';
import { diplomacy5dEngine as engine, geoOf, type D5State } from '../../engines/diplomacy5d/engine';
import { Index } from '../../engines/diplomacy5d/multiverse';
import { IDLE, choose, chooseMode, click, entrySlots, hold, kindsOf, targetsOf, winterTargets, type Entry, type EntrySlot } from './entry';
import { fall1901 } from '../../engines/diplomacy5d/testkit';

const state = fall1901();
const index = new Index(state.mv);
const given = engine.orderSlots!(state, 0);
const slots: EntrySlot[] = entrySlots(given, geoOf(state), (tl) => index.headTurn[tl] ?? 0);
const legal = (key: string) => given.find((s) => s.key === key)!.orders;
/** Clicks in a row from an entry state; the orders given. */
function play(clicks: (string | { mode: 'move' | 'support' | 'convoy' } | { hold: true } | { choose: string })[], from: Entry = IDLE) {
  let e = from;
  const set: Record<string, string> = {};
  for (const c of clicks) {
    const step =
      typeof c === 'string' ? click(slots, e, c) : 'mode' in c ? { entry: chooseMode(e, c.mode) } : 'hold' in c ? hold(slots, e) : choose(e, c.choose);
    e = step.entry;
    if (step.set) set[step.set.key] = step.set.text;
  }
  return { entry: e, set };
}

describe('5D order entry by clicks: unit, kind of order, board and province', () => {
  it('picks a unit on a head board, not a unit of another power or a past board', () => {
    expect(play(['0:1:yor']).entry.slot).toBe('ENG:0:1:yor');
    expect(play(['0:1:mun']).entry).toEqual(IDLE);
    expect(play(['0:0:lvp']).entry).toEqual(IDLE);
  });

  it('moves to a place on another board (a jump into the past) with two clicks; the unit again holds', () => {
    const yor = slots.find((s) => s.key === 'ENG:0:1:nth')!;
    expect(targetsOf(yor, { ...IDLE, slot: yor.key })).toContain('0:0:ska');
    expect(play(['0:1:nth', '0:0:ska']).set).toEqual({ 'ENG:0:1:nth': 'F a-Nth@1 -> Ska@0' });
    expect(play(['0:1:nth', '0:1:nth']).set).toEqual({ 'ENG:0:1:nth': legal('ENG:0:1:nth')[0] });
    expect(play(['0:1:nth', { hold: true }]).set).toEqual({ 'ENG:0:1:nth': legal('ENG:0:1:nth')[0] });
  });

  it('a click that is no target keeps the pick; another own unit is picked instead', () => {
    expect(play(['0:1:nth', '0:1:mun']).entry.slot).toBe('ENG:0:1:nth');
    expect(play(['0:1:nth', '0:1:par']).entry.slot).toBe('FRA:0:1:par');
    // An own unit the picked one can move to is a destination, not a new pick.
    expect(play(['0:1:nth', '0:1:yor']).set).toEqual({ 'ENG:0:1:nth': 'F a-Nth@1 -> Yor' });
  });

  it('supports a move across boards: the supporter, Support, the unit on the past board, its destination there', () => {
    const r = play(['0:1:yor', { mode: 'support' }, '0:0:lvp', '0:0:yor']);
    expect(r.set).toEqual({ 'ENG:0:1:yor': 'A a-Yor@1 S A Lvp@0 -> Yor@0' });
    expect(legal('ENG:0:1:yor')).toContain(r.set['ENG:0:1:yor']);
    // The helped unit clicked again: a support to hold, on its own board.
    expect(play(['0:1:yor', { mode: 'support' }, '0:0:lvp', '0:0:lvp']).set).toEqual({ 'ENG:0:1:yor': 'A a-Yor@1 S A Lvp@0' });
  });

  it('highlights only what the legal list allows at each step', () => {
    const nth = slots.find((s) => s.key === 'ENG:0:1:nth')!;
    const e = chooseMode({ ...IDLE, slot: nth.key }, 'support');
    const helped = targetsOf(nth, e);
    for (const t of helped)
      expect(nth.choices.some((c) => c.order.kind === 'support' && `${c.order.target.tl}:${c.order.target.turn}:${c.order.target.province}` === t)).toBe(true);
    expect(helped).toContain('0:0:edi');
    // A unit it cannot support is no target: clicking it changes nothing.
    expect(helped.has('0:1:mun')).toBe(false);
    expect(click(slots, e, '0:1:mun').entry).toEqual(e);
    expect(kindsOf(nth)).toEqual(new Set(['move', 'support', 'convoy']));
    expect(kindsOf(slots.find((s) => s.key === 'ENG:0:1:yor')!).has('convoy')).toBe(false);
  });

  it('convoys an army through time: the fleet, Convoy, the army, where it lands on the past board', () => {
    const r = play(['0:1:nth', { mode: 'convoy' }, '0:1:yor', '0:0:bel']);
    expect(r.set).toEqual({ 'ENG:0:1:nth': 'F a-Nth@1 C A Yor -> Bel@0' });
    expect(legal('ENG:0:1:nth')).toContain(r.set['ENG:0:1:nth']);
    // The army's own order by clicks: its landing on the past board, by convoy.
    expect(play(['0:1:yor', '0:0:bel']).set).toEqual({ 'ENG:0:1:yor': 'A a-Yor@1 -> Bel@0 via Convoy' });
  });

  it('a chain of two fleets across boards, one fleet at a time: each fleet is offered its convoy', () => {
    expect(play(['0:1:nth', { mode: 'convoy' }, '0:1:yor', '0:0:cly']).set).toEqual({ 'ENG:0:1:nth': 'F a-Nth@1 C A Yor -> Cly@0' });
    expect(play(['0:1:nwg', { mode: 'convoy' }, '0:1:yor', '0:0:cly']).set).toEqual({ 'ENG:0:1:nwg': 'F a-Nwg@1 C A Yor -> Cly@0' });
    expect(play(['0:1:yor', '0:0:cly']).set).toEqual({ 'ENG:0:1:yor': 'A a-Yor@1 -> Cly@0 via Convoy' });
  });

  it('asks which order when several fit one click (by land or by convoy)', () => {
    const r = play(['0:1:yor', '0:1:edi']);
    expect(r.set).toEqual({});
    expect(r.entry.pick).toEqual(['A a-Yor@1 -> Edi', 'A a-Yor@1 -> Edi via Convoy']);
    expect(play([{ choose: 'A a-Yor@1 -> Edi via Convoy' }], r.entry).set).toEqual({ 'ENG:0:1:yor': 'A a-Yor@1 -> Edi via Convoy' });
    // Something not offered is ignored.
    expect(play([{ choose: 'A a-Yor@1 -> Mos' }], r.entry).entry).toEqual(r.entry);
  });

  it("every order given by clicks is in the legal list (each target of each of England's units tried)", () => {
    let n = 0;
    for (const s of slots.filter((x) => x.key.startsWith('ENG'))) {
      for (const mode of ['move', 'support', 'convoy'] as const) {
        const e0 = chooseMode({ ...IDLE, slot: s.key }, mode);
        for (const t of targetsOf(s, e0)) {
          const e1 = click(slots, e0, t);
          const steps = mode === 'move' ? [e1] : [...targetsOf(s, e1.entry)].map((d) => click(slots, e1.entry, d));
          for (const st of steps) {
            const texts = st.set ? [st.set.text] : (st.entry.pick ?? []);
            expect(texts.length, `${s.key} ${mode} ${t}`).toBeGreaterThan(0);
            for (const x of texts) expect(legal(s.key)).toContain(x);
            n += texts.length;
          }
        }
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});

/** Winter 1901 on timeline a (a head board) with England's units as given (its three home centres owned). */
function winterWith(units: D5State['mv']['boards'][number]['units']) {
  const s = engine.setup(engine.defaultOptions(2), 2, 1);
  const b = s.mv.boards[0];
  const w: D5State = { ...s, mv: { timelines: [{ from: null }], boards: [{ ...b, turn: 2, units: [...b.units.filter((u) => u.power !== 'ENG'), ...units] }] } };
  const given = engine.orderSlots!(w, 0).filter((x) => x.key.startsWith('ENG'));
  return { given, slots: entrySlots(given, geoOf(w), () => 2) };
}

// Rulebook, "Adjustments"; on the map as in classic Diplomacy (src/boards/diplomacy/clicks.ts).
describe('5D order entry by clicks on Winter boards: builds and disbands', () => {
  it('a free home centre builds there: an army at once inland, army or fleet asked on a coast', () => {
    // Two units, three centres: one build, in Edinburgh (Liverpool and London are occupied).
    const { given, slots: w } = winterWith([
      { power: 'ENG', type: 'A', loc: 'lvp' },
      { power: 'ENG', type: 'F', loc: 'lon' },
    ]);
    expect(winterTargets(w)).toEqual(new Set(['0:2:edi']));
    const r = click(w, IDLE, '0:2:edi');
    expect(r.entry.pick).toEqual(['Build A a-Edi@1w', 'Build F a-Edi@1w']);
    const done = choose(r.entry, 'Build F a-Edi@1w');
    expect(done.set).toEqual({ key: given[0].key, text: 'Build F a-Edi@1w' });
    expect(given[0].orders).toContain('Build F a-Edi@1w');
    // Elsewhere: nothing to build.
    expect(click(w, IDLE, '0:2:lon').set).toBeUndefined();
  });

  it('units owed as disbands are chosen by clicking them; the earliest choice gives way', () => {
    // Five units, three centres: two disbands.
    const { given, slots: w } = winterWith(
      ['lon', 'edi', 'lvp', 'nth', 'nwg'].map((loc) => ({
        power: 'ENG' as const,
        type: loc.length === 3 && ['nth', 'nwg'].includes(loc) ? ('F' as const) : ('A' as const),
        loc,
      })),
    );
    expect(given.map((g) => g.key)).toEqual(['ENG:0:2:disband0', 'ENG:0:2:disband1']);
    let orders: Record<string, string> = {};
    for (const at of ['0:2:nth', '0:2:nwg', '0:2:nwg', '0:2:lvp']) orders = { ...orders, ...click(w, IDLE, at, orders).sets };
    expect(Object.values(orders).sort()).toEqual(['A a-Lvp@1w D', 'F a-Nwg@1w D']);
    for (const t of Object.values(orders)) expect(given[0].orders).toContain(t);
  });
});
