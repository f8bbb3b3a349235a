import { describe, expect, it } from 'vitest';
import { diplomacyEngine as engine, drawVoters } from './engine';
import type { DiplomacyMove, DiplomacyState } from './engine';
import { strategistBot } from './bot';
import { seededRandom } from '../core/testkit';
import { boardWith, play } from './testkit';

const seven = (over: Record<string, unknown> = {}) => {
  const o = engine.parseOptions(over, 7);
  if (!o.ok) throw new Error(o.error.message);
  return engine.setup(o.value, 7, 1);
};

// Rulebook, "Ending the game": the players may agree to end the game in a draw, which all the
// players still in it share. Here each power with units votes with its orders (ending.ts).
describe('Diplomacy: draws agreed by every surviving power', () => {
  it('ends the game drawn, before adjudication, when every power ordering units votes yes with its orders', () => {
    let s = engine.setup(engine.defaultOptions(2), 2, 1);
    expect(drawVoters(s)).toEqual([0, 1]);
    s = play(s, 0, { kind: 'orders', orders: { ENG: ['F Lon - Nth'] }, draw: true }).state;
    expect(s.drawVotes).toEqual([0]);
    expect(engine.outcome(s)).toBeNull();
    const r = play(s, 1, { kind: 'orders', orders: {}, draw: true });
    expect(engine.outcome(r.state)).toMatchObject({ kind: 'draw', winners: [0, 1] });
    // The orders were not read: the fleet is still in London, the position agreed is the final one.
    expect(r.state.board.units).toContainEqual({ power: 'ENG', type: 'F', loc: 'lon' });
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/agrees to a draw: the game ends in Spring 1901, before the orders are read/);
    expect(engine.prompt(r.state).seats).toEqual([]);
  });

  it('lets a seat withdraw its vote by replacing its orders, and forgets every vote when the phase resolves', () => {
    let s = engine.setup(engine.defaultOptions(2), 2, 1);
    s = play(s, 0, { kind: 'orders', orders: {}, draw: true }).state;
    s = play(s, 0, { kind: 'orders', orders: {}, draw: false }).state;
    expect(s.drawVotes).toEqual([]);
    s = play(s, 0, { kind: 'orders', orders: {}, draw: true }).state;
    // Replacing orders without saying anything keeps the vote.
    s = play(s, 0, { kind: 'orders', orders: {} }).state;
    expect(s.drawVotes).toEqual([0]);
    s = play(s, 1, { kind: 'orders', orders: {} }).state;
    expect(engine.outcome(s)).toBeNull();
    expect(s.board.season).toBe('fall');
    expect(s.drawVotes).toEqual([]);
  });

  it('needs only the powers with units in a movement phase; a power with centres but no unit has no vote there', () => {
    const board = boardWith(['ENG F nth', 'FRA A par']);
    const s = { ...seven(), board };
    expect(drawVoters(s)).toEqual([1, 2]);
    const t = play(play(s, 1, { kind: 'orders', orders: {}, draw: true }).state, 2, { kind: 'proposeDraw' }).state;
    expect(engine.outcome(t)?.kind).toBe('draw');
  });

  it('rejects a vote that is not yes or no', () => {
    expect(engine.parseMove({ kind: 'orders', orders: {}, draw: 'yes' }).ok).toBe(false);
    expect(engine.parseMove({ kind: 'orders', orders: {}, draw: false })).toEqual({ ok: true, value: { kind: 'orders', orders: {}, draw: false } });
  });
});

describe("Diplomacy: stalemate, the computers' reason to accept a draw", () => {
  it('counts the years in which no supply centre changed hands, and resets when one does', () => {
    let s = { ...seven(), board: boardWith(['ENG F nth', 'FRA A par'], { season: 'fall' }), quietYears: 1 };
    s = play(s, 1, { kind: 'orders', orders: { ENG: ['F Nth H'] } }).state;
    s = play(s, 2, { kind: 'orders', orders: { FRA: ['A Par H'] } }).state;
    expect(s.board.year).toBe(1901);
    expect(s.quietYears).toBe(2);
    let t = { ...seven(), board: boardWith(['ENG F nth', 'FRA A par'], { season: 'fall' }), quietYears: 3 };
    t = play(t, 1, { kind: 'orders', orders: { ENG: ['F Nth - Nwy'] } }).state;
    t = play(t, 2, { kind: 'orders', orders: { FRA: ['A Par H'] } }).state;
    expect(t.board.centres.nwy).toBe('ENG');
    expect(t.quietYears).toBe(0);
  });

  it('a Spring does not count as a year', () => {
    let s = engine.setup(engine.defaultOptions(2), 2, 1);
    s = play(s, 0, { kind: 'orders', orders: {} }).state;
    s = play(s, 1, { kind: 'orders', orders: {} }).state;
    expect(s.quietYears).toBe(0);
  });

  it('the Strategist votes for a draw in a stalemate, and not before', () => {
    const s = engine.setup(engine.defaultOptions(2), 2, 1);
    const move = (q: number) =>
      strategistBot(engine.view({ ...s, quietYears: q }, 0), 0, engine.legalMoves({ ...s, quietYears: q }, 0), seededRandom(1)) as DiplomacyMove;
    expect(move(2)).toMatchObject({ kind: 'orders', draw: true });
    expect(move(1)).not.toHaveProperty('draw');
  });

  it('computers alone end a stalemated game in a draw', () => {
    let s = { ...engine.setup(engine.defaultOptions(2), 2, 1), quietYears: 2 };
    for (const seat of [0, 1])
      s = play(s, seat, strategistBot(engine.view(s, seat), seat, engine.legalMoves(s, seat), seededRandom(seat)) as DiplomacyMove).state;
    expect(engine.outcome(s)).toMatchObject({ kind: 'draw', winners: [0, 1] });
  });
});

// The last year is this app's option (as online Diplomacy sites offer): see ending.ts for the rule.
describe('Diplomacy: the optional last year', () => {
  it("reads the lobby's choice and refuses nonsense", () => {
    expect(engine.parseOptions({ lastYear: '1910' }, 7)).toMatchObject({ ok: true, value: { lastYear: 1910 } });
    expect(engine.parseOptions({ lastYear: 'none' }, 7)).toMatchObject({ ok: true, value: { variant: 'standard' } });
    expect(engine.parseOptions({ lastYear: 'none' }, 7).ok && 'lastYear' in (engine.parseOptions({ lastYear: 'none' }, 7) as { value: object }).value).toBe(
      false,
    );
    expect(engine.parseOptions({ lastYear: 1800 }, 7).ok).toBe(false);
    expect(engine.parseOptions({ lastYear: 'soon' }, 7).ok).toBe(false);
  });

  /** Every seat owing orders gives its defaults (builds waived) until the prompt is empty; returns the state and the log. */
  const settle = (s: DiplomacyState) => {
    const log: string[] = [];
    for (let guard = 0; guard < 20 && engine.prompt(s).seats.length; guard++) {
      const seat = engine.prompt(s).seats[0];
      const r = play(s, seat, engine.legalMoves(s, seat)[0]);
      s = r.state;
      log.push(...r.log.map((l) => l.text));
    }
    return { s, log };
  };

  it('ends after the last turn of the last year (its Winter adjustments): the most supply centres wins', () => {
    // Home centres only: Russia's four are the most.
    let s = { ...seven({ lastYear: 1901 }), board: boardWith(['ENG F nth', 'FRA A par'], { season: 'fall' }) };
    s = play(s, 1, { kind: 'orders', orders: { ENG: ['F Nth H'] } }).state;
    s = play(s, 2, { kind: 'orders', orders: { FRA: ['A Par H'] } }).state;
    // The Fall is over, but 1901 is not: its Winter adjustments are still played.
    expect(engine.outcome(s)).toBeNull();
    expect(s.board).toMatchObject({ year: 1901, season: 'winter', phase: 'adjustment' });
    const end = settle(s);
    expect(end.s.board.year).toBe(1902);
    expect(engine.outcome(end.s)).toMatchObject({ kind: 'win', winners: [5] });
    expect(end.log).toContain('The last year, 1901, is over: {5} owns the most supply centres (4) and wins.');
    expect(engine.prompt(end.s).seats).toEqual([]);
  });

  it('a tie for the most centres is a draw among the tied players only', () => {
    let s = { ...seven({ lastYear: 1901 }), board: boardWith(['ENG F nth', 'FRA A par'], { season: 'fall' }) };
    s = play(s, 1, { kind: 'orders', orders: { ENG: ['F Nth - Nwy'] } }).state;
    s = play(s, 2, { kind: 'orders', orders: { FRA: ['A Par H'] } }).state;
    expect(engine.outcome(settle(s).s)).toMatchObject({ kind: 'draw', winners: [1, 5] });
  });

  it('counts every power a player plays', () => {
    // Two players: England, France, Russia (10) against Austria, Germany, Turkey (9).
    let s = { ...engine.setup(ok2(engine.parseOptions({ lastYear: 1901 }, 2)), 2, 1), board: boardWith(['ENG F nth', 'AUS A vie'], { season: 'fall' }) };
    s = play(s, 0, { kind: 'orders', orders: { ENG: ['F Nth H'] } }).state;
    s = play(s, 1, { kind: 'orders', orders: { AUS: ['A Vie H'] } }).state;
    expect(engine.outcome(settle(s).s)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('does not end before the last year', () => {
    let s = { ...seven({ lastYear: 1902 }), board: boardWith(['ENG F nth', 'FRA A par'], { season: 'fall' }) };
    s = play(s, 1, { kind: 'orders', orders: { ENG: ['F Nth H'] } }).state;
    s = play(s, 2, { kind: 'orders', orders: { FRA: ['A Par H'] } }).state;
    expect(engine.outcome(s)).toBeNull();
  });
});

function ok2<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
