import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/types';
import { seededRandom } from '../core/testkit';
import { strategist5 } from './bot';
import { diplomacy5dEngine as engine, drawVoters, quietYears, type D5Move, type D5State } from './engine';
import { play } from './testkit';

const two = () => engine.setup(engine.defaultOptions(2), 2, 1);
const round = (s: D5State, a: D5Move & { kind: 'orders' } = { kind: 'orders', orders: {} }) =>
  play(play(s, 0, a).state, 1, { kind: 'orders', orders: {} }).state;
const bot = (s: D5State, seat: Seat) => strategist5(engine.view(s, seat), seat, engine.legalMoves(s, seat), seededRandom(seat + 1));

// Issue 9: "Games must be able to end: ... a draw agreed by every surviving power." The rulebook's
// draw (shared by all players still in the game), voted as in classic Diplomacy (../diplomacy/ending.ts).
describe('5D Diplomacy: draws voted with the orders, as in classic Diplomacy', () => {
  it('ends the game drawn, before the orders are read, when every seat ordering units votes yes', () => {
    let s = two();
    expect(drawVoters(s)).toEqual([0, 1]);
    s = play(s, 0, { kind: 'orders', orders: { ENG: ['F Lon -> Nth'] }, draw: true }).state;
    expect(s.drawVotes).toEqual([0]);
    const r = play(s, 1, { kind: 'orders', orders: {}, draw: true });
    expect(engine.outcome(r.state)).toMatchObject({ kind: 'draw', winners: [0, 1] });
    expect(r.state.mv.boards).toHaveLength(1);
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/agrees to a draw, before the orders are read/);
  });

  it('a vote is withdrawn by orders saying no, kept by orders saying nothing, forgotten when the round resolves', () => {
    let s = two();
    s = play(s, 0, { kind: 'orders', orders: {}, draw: true }).state;
    s = play(s, 0, { kind: 'orders', orders: {}, draw: false }).state;
    expect(s.drawVotes).toEqual([]);
    s = play(s, 0, { kind: 'orders', orders: {}, draw: true }).state;
    s = play(s, 0, { kind: 'orders', orders: {} }).state;
    expect(s.drawVotes).toEqual([0]);
    s = play(s, 1, { kind: 'orders', orders: {} }).state;
    expect(engine.outcome(s)).toBeNull();
    expect(s.round).toBe(1);
    expect(s.drawVotes).toEqual([]);
    expect(engine.parseMove({ kind: 'orders', orders: {}, draw: 'yes' }).ok).toBe(false);
  });

  it('a yes on its own (Propose a draw) counts with the votes given with orders', () => {
    let s = play(two(), 0, { kind: 'orders', orders: {}, draw: true }).state;
    s = play(s, 1, { kind: 'proposeDraw' }).state;
    expect(engine.outcome(s)?.kind).toBe('draw');
  });
});

describe("5D Diplomacy: stalemate, the computers' reason to accept a draw", () => {
  it('counts quiet rounds (three a year); a centre changing hands or a new timeline resets the count', () => {
    let s = two();
    // Every board the head advances counts (the Winter where nobody builds resolves by itself).
    const head = (x: D5State) => Math.max(...x.mv.boards.map((b) => b.turn));
    while (head(s) < 3) {
      s = round(s);
      expect(s.quietRounds).toBe(head(s));
    }
    expect(quietYears(s)).toBe(1);
    // Spring 1902: England's fleet jumps back into an empty sea of Fall 1901 and forks a timeline.
    const fork = round(s, { kind: 'orders', orders: { ENG: ['F Lon -> Eng@1'] } });
    expect(fork.mv.timelines).toHaveLength(2);
    expect(fork.quietRounds).toBe(0);
    // Fall 1901: Norway taken by England's fleet from the North Sea.
    let t = round(two(), { kind: 'orders', orders: { ENG: ['F Edi -> Nwg'] } });
    t = round(t, { kind: 'orders', orders: { ENG: ['F Nwg -> Nwy'] } });
    expect(t.mv.boards.at(-1)!.centres.nwy).toBe('ENG');
    expect(t.quietRounds).toBe(0);
  });

  it('the Strategist votes yes with its orders after two quiet years, and not before', () => {
    const s = two();
    expect(bot({ ...s, quietRounds: 6 }, 0)).toMatchObject({ kind: 'orders', draw: true });
    expect(bot({ ...s, quietRounds: 5 }, 0)).not.toHaveProperty('draw');
  });

  it('computers alone end a stalemated multiverse in a draw', () => {
    let s: D5State = { ...two(), quietRounds: 6 };
    for (const seat of [0, 1] as Seat[]) s = play(s, seat, bot(s, seat)).state;
    expect(engine.outcome(s)).toMatchObject({ kind: 'draw', winners: [0, 1] });
  });
});

// The last year means what it means in classic Diplomacy (../diplomacy/ending.ts, options.ts): the game
// ends after the last turn of that year — here its Winter, on every timeline.
describe('5D Diplomacy: the optional last year', () => {
  const lastYear = (y: number) => engine.setup({ ...engine.defaultOptions(2), lastYear: y }, 2, 1);

  it('ends once every head board has passed the Winter of the last year; the power with the most distinct centres wins', () => {
    let s = lastYear(1901);
    s = round(s, { kind: 'orders', orders: { RUS: ['A Mos -> Ukr'] } });
    expect(engine.outcome(s)).toBeNull();
    // Fall 1901: Russia takes Rumania (five centres); the Winter is 1901's last turn, still to be played.
    s = round(s, { kind: 'orders', orders: { RUS: ['A Ukr -> Rum'] } });
    expect(engine.outcome(s)).toBeNull();
    expect(s.mv.boards.at(-1)).toMatchObject({ tl: 0, turn: 2 }); // the head: Winter 1901
    expect(engine.prompt(s).seats).toEqual([0]); // Russia has a build
    s = play(s, 0, engine.legalMoves(s, 0)[0]).state; // waived
    expect(s.mv.boards.at(-1)).toMatchObject({ tl: 0, turn: 3 }); // Spring 1902
    expect(engine.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('does not end before', () => {
    let s = lastYear(1902);
    for (let i = 0; i < 3; i++) s = round(s);
    expect(engine.outcome(s)).toBeNull();
  });
});
