/**
 * Diplomacy's Hard computer power (hard.ts): the core search over sampled orders of the other powers,
 * with the Strategist as default and playout policy. Positions below come from Strategist-only games
 * (seed 2 of `npm run simulate -- diplomacy`), where Hard's best response differs from the Strategist.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import type { Seat } from '../core/types';
import { strategistBot, strategistOrders } from './bot';
import { diplomacyEngine as E, type DiplomacyMove, type DiplomacyState } from './engine';
import { determinize, hardPolicy, HARD_BUDGET } from './hard';
import { legalOrders } from './legal';
import { geographyOf } from './map/variant';
import module from './module';
import { boardWith } from './testkit';
import type { Board, PowerId } from './types';

const geo = geographyOf('standard');
const BR_ONLY = { ...HARD_BUDGET, playouts: 0 };

const HOME = boardWith([]).centres;

/** A seven-player game at this board. */
function at(board: Board): DiplomacyState {
  return { ...E.setup(E.defaultOptions(7), 7, 1), board };
}

const seatOf = (s: DiplomacyState, p: PowerId): Seat => s.options.seatPowers.findIndex((ps) => ps.includes(p));

function ordersOf(move: DiplomacyMove, p: PowerId): readonly string[] {
  if (move.kind !== 'orders') throw new Error('expected orders');
  return move.orders[p] ?? [];
}

/** Fall 1902 of seed 2: Austria's armies in Budapest and Vienna, Serbia empty and nobody else's to take. */
const SERBIA = boardWith(
  [
    'TUR F aeg',
    'TUR F bla',
    'FRA F bre',
    'AUS A bud',
    'FRA A bur',
    'ENG A cly',
    'GER F den',
    'TUR F eas',
    'ENG F eng',
    'RUS A gal',
    'TUR A gre',
    'GER A hol',
    'ITA F ion',
    'GER A kie',
    'RUS A mos',
    'GER A mun',
    'ENG F nth',
    'RUS A nwy',
    'FRA A por',
    'ITA A rom',
    'TUR A rum',
    'RUS F sev',
    'FRA F spa/sc',
    'RUS F swe',
    'AUS F tri',
    'ITA F tys',
    'ITA A ven',
    'AUS A vie',
  ],
  { year: 1902, season: 'fall', centres: { ...HOME, bul: 'TUR', den: 'GER', por: 'FRA', rum: 'TUR', swe: 'RUS', tun: 'ITA' } },
);

/** Fall 1901 of seed 2: France's army in Burgundy and fleet in Picardy, both next to a contested Belgium. */
const BELGIUM = boardWith(
  [
    'TUR A arm',
    'TUR F bla',
    'RUS F bot',
    'TUR A bul',
    'FRA A bur',
    'GER F den',
    'ENG A edi',
    'ENG F eng',
    'RUS A gal',
    'ITA F ion',
    'GER A kie',
    'ENG F nth',
    'FRA F pic',
    'ITA A rom',
    'GER A ruh',
    'RUS F rum',
    'AUS A ser',
    'FRA A spa',
    'RUS A stp',
    'AUS F tri',
    'ITA A ven',
    'AUS A vie',
  ],
  { year: 1901, season: 'fall' },
);

describe('Diplomacy Hard', () => {
  it('is offered in the lobby and by the simulator, after the Strategist', () => {
    expect(module.meta.bots).toEqual(['Strategist', 'Hard', 'Random']);
    expect(typeof module.bots.Hard).toBe('function');
  });

  it('takes an undefended centre the Strategist misses: Serbia in Fall 1902 (seed 2)', () => {
    // The Strategist keeps Budapest supporting Trieste's hold; no other power will enter Serbia, so
    // Budapest may walk in and own it after the Fall while Vienna still covers Trieste.
    const s = at(SERBIA);
    const seat = seatOf(s, 'AUS');
    for (let seed = 1; seed <= 3; seed++) {
      expect(strategistOrders(SERBIA, ['AUS'], seededRandom(seed), geo).AUS).not.toContain('A Bud - Ser');
      const hard = hardPolicy(BR_ONLY)(E.view(s, seat), seat, E.legalMoves(s, seat), seededRandom(seed));
      expect(ordersOf(hard, 'AUS')).toContain('A Bud - Ser');
    }
    // With the playouts too (the default budget), the search keeps the best response.
    const full = hardPolicy()(E.view(s, seat), seat, E.legalMoves(s, seat), seededRandom(7));
    expect(ordersOf(full, 'AUS')).toContain('A Bud - Ser');
  });

  it('supports its attack on a contested centre the Strategist leaves unsupported: Belgium in Fall 1901 (seed 2)', () => {
    // England's fleet in the North Sea also goes for Belgium: an unsupported army bounces, a supported one takes it.
    const s = at(BELGIUM);
    const seat = seatOf(s, 'FRA');
    expect(strategistOrders(BELGIUM, ['FRA'], seededRandom(1), geo).FRA).not.toContain('F Pic S A Bur - Bel');
    const hard = hardPolicy(BR_ONLY)(E.view(s, seat), seat, E.legalMoves(s, seat), seededRandom(1));
    expect(ordersOf(hard, 'FRA')).toEqual(expect.arrayContaining(['A Bur - Bel', 'F Pic S A Bur - Bel']));
  });

  it('never reads the orders another power has submitted: resampling them leaves its choice unchanged', () => {
    // The leak probe's idea: Hard is handed states that differ only in what its seat cannot see (the
    // others' submitted orders, the generator), even the full state rather than its view; it must choose
    // the same orders each time from the same random draws.
    let s = at(SERBIA);
    const me = seatOf(s, 'AUS');
    const random = seededRandom(5);
    for (let seat = 0; seat < 7; seat++) {
      if (seat === me) continue;
      const r = E.apply(s, strategistBot(E.view(s, seat), seat, E.legalMoves(s, seat), random), seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.submitted).toHaveLength(6);
    const hard = hardPolicy(BR_ONLY);
    const choose = (state: DiplomacyState) => JSON.stringify(hard(state, me, E.legalMoves(s, me), seededRandom(9)));
    const reference = choose(E.view(s, me));
    for (let k = 0; k < 4; k++) {
      const other = E.resample!(s, me, seededRandom(100 + k));
      expect(choose(other)).toBe(reference);
      expect(choose(E.view(other, me))).toBe(reference);
    }
    // And the worlds it searches are drawn from the view alone: the same from the full state.
    expect(JSON.stringify(determinize(s, me, seededRandom(3)))).toBe(JSON.stringify(determinize(E.view(s, me), me, seededRandom(3))));
  });

  it('refuses a draw in a stalemate while it leads alone, and agrees to one as the Strategist does otherwise', () => {
    // Two quiet years (ending.ts): the Strategist votes yes. France with Belgium and Spain leads alone:
    // a draw would share with every survivor a game it is winning at the last year's count.
    const quiet = { ...at(boardWith(['FRA A bel', 'FRA A spa', 'GER A mun'], { centres: { ...HOME, bel: 'FRA', spa: 'FRA' } })), quietYears: 2 };
    const fra = seatOf(quiet, 'FRA');
    const ger = seatOf(quiet, 'GER');
    const vote = (s: DiplomacyState, seat: Seat) => {
      const m = hardPolicy(BR_ONLY)(E.view(s, seat), seat, E.legalMoves(s, seat), seededRandom(1));
      return m.kind === 'orders' ? m.draw : 'none';
    };
    expect(vote(quiet, fra)).toBe(false);
    expect(vote(quiet, ger)).toBe(true);
    expect(strategistBot(E.view(quiet, fra), fra, E.legalMoves(quiet, fra), seededRandom(1))).toMatchObject({ draw: true });
    // Not stalemated: no vote either way, as the Strategist.
    expect(vote({ ...quiet, quietYears: 0 }, ger)).toBeUndefined();
  });

  it('gives only legal orders, one unit per destination, through a few years with other Strategists', () => {
    const random = seededRandom(11);
    const hard = hardPolicy({ samples: 3, passes: 1, playouts: 4, depth: 8 });
    let s = E.setup({ ...E.defaultOptions(7), lastYear: 1902 }, 7, 11);
    for (let n = 0; n < 200 && !E.outcome(s); n++) {
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const move = seat === 2 ? hard(E.view(s, seat), seat, legal, random) : strategistBot(E.view(s, seat), seat, legal, random);
      if (seat === 2 && move.kind === 'orders') {
        const fra = move.orders.FRA ?? [];
        const options = legalOrders(s.board, 'FRA', geo);
        const allowed = new Set(options.flatMap((o) => o.orders));
        for (const o of fra) expect(allowed, o).toContain(o);
        if (s.board.phase === 'movement') {
          expect(fra).toHaveLength(options.length);
          const dest = fra.flatMap((o) => (/ S | C /.test(o) ? [] : (/ - (\w{3})/.exec(o)?.[1] ?? [])));
          expect(new Set(dest).size).toBe(dest.length);
        }
      }
      const r = E.apply(s, move, seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(E.outcome(s)).not.toBeNull();
  }, 60_000);
});
