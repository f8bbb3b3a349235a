import { describe, expect, it } from 'vitest';
import { CARDS } from './cards';
import { answer, E, playCard, position } from './testkit';
import { KNOWN_PICK_OPS, pickSource } from './ui';

describe('pickSource: where the items of a pick are', () => {
  it('names the hand, the Supply, the cards looked at and the revealed cards', () => {
    const k = ['Cellar', 'Workshop', 'Sentry', 'Bandit', 'Wishing Well', 'Harbinger', 'Lurker', 'Remodel', 'Throne Room', 'Militia'];
    const cellar = playCard(position({ kingdom: k, hands: [['Cellar', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Cellar').state;
    expect(pickSource(cellar.pending!)).toBe('hand');
    const workshop = playCard(position({ kingdom: k, hands: [['Workshop', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Workshop').state;
    expect(pickSource(workshop.pending!)).toBe('supply');
    const sentry = playCard(
      position({ kingdom: k, hands: [['Sentry', 'Copper', 'Estate', 'Estate', 'Copper']], decks: [['Copper', 'Silver', 'Estate']] }),
      'Sentry',
    ).state;
    expect(pickSource(sentry.pending!)).toBe('look');
    const bandit = playCard(
      position({ kingdom: k, hands: [['Bandit', 'Copper', 'Estate', 'Estate', 'Copper']], decks: [[], ['Silver', 'Gold', 'Estate']] }),
      'Bandit',
    ).state;
    expect(bandit.pending?.then.op).toBe('banditTrash');
    expect(pickSource(bandit.pending!)).toBe('revealed');
    const well = playCard(position({ kingdom: k, hands: [['Wishing Well', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Wishing Well').state;
    expect(pickSource(well.pending!)).toBe('name');
    const harbinger = playCard(
      position({ kingdom: k, hands: [['Harbinger', 'Copper', 'Estate', 'Estate', 'Copper']], discards: [['Gold', 'Estate']] }),
      'Harbinger',
    ).state;
    expect(pickSource(harbinger.pending!)).toBe('discard');
    // Remodel: first the hand, then the Supply.
    let s = playCard(position({ kingdom: k, hands: [['Remodel', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Remodel').state;
    expect(pickSource(s.pending!)).toBe('hand');
    s = answer(s, ['Estate']).state;
    expect(pickSource(s.pending!)).toBe('supply');
    const throne = playCard(position({ kingdom: k, hands: [['Throne Room', 'Militia', 'Estate', 'Estate', 'Copper']] }), 'Throne Room').state;
    expect(pickSource(throne.pending!)).toBe('hand');
  });

  it('knows the continuation of every pick made in random games of every built set and edition', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 120; g++) {
      const edition = g % 2 ? '1E' : '2E';
      const sets =
        g % 4 === 0
          ? (['base', 'intrigue'] as const)
          : g % 4 === 1
            ? (['seaside', 'intrigue'] as const)
            : g % 4 === 2
              ? (['alchemy', 'seaside'] as const)
              : (['prosperity', 'base'] as const);
      const opts = E.parseOptions({ edition, random: { sets: [...sets], editions: ['1E', '2E'] } }, 2 + (g % 3));
      if (!opts.ok) throw new Error(opts.error.message);
      let s = E.setup(opts.value, 2 + (g % 3), g + 1);
      let r = g * 7919 + 1;
      for (let k = 0; k < 600 && s.phase !== 'over'; k++) {
        if (s.pending?.kind === 'pick') {
          seen.add(s.pending.then.op);
          expect(KNOWN_PICK_OPS, s.pending.then.op).toContain(s.pending.then.op);
        }
        const seat = E.prompt(s).seats[0];
        const legal = E.legalMoves(s, seat);
        const plays = legal.filter((m) => m.type === 'play' || (m.type === 'buy' && CARDS[m.card].kingdom));
        r = (r * 1103515245 + 12345) % 2147483648;
        const pool = plays.length && r % 4 ? plays : legal;
        const m = pool[r % pool.length];
        const a = E.apply(s, m, seat);
        if (!a.ok) throw new Error(a.error.message);
        s = a.state;
      }
    }
    expect(seen.size).toBeGreaterThan(10);
  }, 60_000);
});
