import { describe, expect, it } from 'vitest';
import type { BaseState, LogEntry } from '../engines/core/types';
import { logRows, sectionLabel } from './logSections';

const base = { rng: [0], epoch: 0 };
/** A Dominion-shaped state: whose turn, and each player's turns taken. */
const dom = (current: number, turns: [number, number], phase = 'action') =>
  ({ ...base, current, phase, players: turns.map((t) => ({ turns: t })) }) as unknown as BaseState;

describe('the log’s turn headers', () => {
  // Two Dominion moves: {0}'s buy ends the turn, the engine opens {1}'s turn within the same move.
  const states = [dom(0, [1, 0], 'buy'), dom(1, [1, 1]), dom(1, [1, 1], 'buy')];
  const logs: LogEntry[][] = [
    [
      { text: '{0} buys Silver.', seat: 0 },
      { text: '{0} draws Copper, Copper, Estate, Copper and Copper.', seat: 0, only: [0] },
      { text: '{1} begins turn 1.', seat: 1 },
    ],
    [{ text: '{1} plays Copper (+$1).', seat: 1 }],
  ];

  it('puts a header before the line that opens a turn, and none while the turn goes on', () => {
    const rows = logRows('dominion', states, logs, 0);
    expect(rows.map((r) => (r.kind === 'head' ? `# ${r.label}` : r.text))).toEqual([
      '# {0}: turn 1',
      '{0} buys Silver.',
      '{0} draws Copper, Copper, Estate, Copper and Copper.',
      '# {1}: turn 1',
      '{1} begins turn 1.',
      '{1} plays Copper (+$1).',
    ]);
  });

  it('keeps another seat’s private lines out of the log', () => {
    const rows = logRows('dominion', states, logs, 1);
    expect(rows.some((r) => r.kind === 'line' && r.text.includes('draws'))).toBe(false);
    expect(logRows('dominion', states, logs, null).filter((r) => r.kind === 'line')).toHaveLength(3);
  });

  it('once the game is over, every line reads in full for anyone (issue 23: the replay of a finished fogged game shows everything)', () => {
    const rows = logRows('dominion', states, logs, null, { everything: true });
    expect(rows.some((r) => r.kind === 'line' && r.text.includes('draws Copper'))).toBe(true);
    expect(rows.filter((r) => r.kind === 'line')).toHaveLength(4);
  });

  it('shows one player’s lines, with only the headers of their sections', () => {
    const rows = logRows('dominion', states, logs, 0, { only: 1 });
    expect(rows.map((r) => (r.kind === 'head' ? `# ${r.label}` : r.text))).toEqual(['# {1}: turn 1', '{1} begins turn 1.', '{1} plays Copper (+$1).']);
  });

  it('stops at the replay position', () => {
    const rows = logRows('dominion', states, logs, 0, { upTo: 1 });
    expect(rows.filter((r) => r.kind === 'line')).toHaveLength(3);
  });

  it('labels each game’s turns and phases from public fields', () => {
    expect(sectionLabel('risk', { ...base, turn: 3, current: 2, phase: 'attack' } as unknown as BaseState)).toBe('Turn 3: {2}');
    expect(sectionLabel('risk', { ...base, turn: 0, current: 0, phase: 'setup' } as unknown as BaseState)).toBe('Setup');
    expect(sectionLabel('diplomacy', { ...base, board: { year: 1902, season: 'fall', phase: 'retreat' }, result: null } as unknown as BaseState)).toBe(
      'Fall 1902: retreats',
    );
    expect(sectionLabel('diplomacy5d', { ...base, round: 2, plan: null, result: null } as unknown as BaseState)).toBe('Round 3');
    expect(
      sectionLabel('twilight', {
        ...base,
        turn: 4,
        round: 2,
        phasing: 1,
        outcome: null,
        pending: { kind: 'action' },
        headline: [-1, -1],
      } as unknown as BaseState),
    ).toBe('Turn 4, action round 2: {1}');
    expect(
      sectionLabel('twilight', {
        ...base,
        turn: 1,
        round: 0,
        phasing: -1,
        outcome: null,
        pending: { kind: 'pick' },
        headline: [-1, -1],
      } as unknown as BaseState),
    ).toBe('Setup');
  });

  it('keeps every line of a long game (no cut-off)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => [{ text: `{0} plays Copper ${i}.`, seat: 0 }] as LogEntry[]);
    const st = Array.from({ length: 2001 }, () => dom(0, [1, 0]));
    expect(logRows('dominion', st, many, 0).filter((r) => r.kind === 'line')).toHaveLength(2000);
  });
});
