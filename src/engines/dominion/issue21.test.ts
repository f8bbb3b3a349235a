/**
 * Issue 21's rulings and table information (rules 1, options `rules`), each citing the FAQ or rule it
 * applies; games recorded before (no `rules`) replay as they were played (the `rules: 0` cases).
 */
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../core';
import { id } from './cards';
import { buyEndsGame, endReason } from './ending';
import { BOTS } from './bots';
import { answer, count, E, nm, play, playRaw, position, type Spec } from './testkit';
import type { DominionState } from './types';

const treasures = (s: DominionState): DominionState => play(s, s.current, { type: 'treasures' }).state;
const buy = (s: DominionState, name: string): DominionState => play(s, s.current, { type: 'buy', card: id(name) }).state;
const options = (s: DominionState): string[] => (s.pending?.kind === 'option' ? s.pending.options.slice() : []);

const P1E = ['Loan', 'Trade Route', 'Talisman', 'Contraband', 'Counting House', 'Mint', 'Royal Seal', 'Venture', 'Goons', 'University'];

describe('issue 21: rulings', () => {
  it('FAQ(Mint), 1E: "when you buy this, trash all Treasures you have in play" comes before the gain, so Royal Seal cannot put the Mint onto the deck', () => {
    const spec: Spec = { kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Royal Seal', 'Silver', 'Copper', 'Estate', 'Estate']] };
    const s = buy(treasures(position(spec)), 'Mint');
    expect(s.pending).toBeNull();
    expect(nm(s.trash).sort()).toEqual(['Copper', 'Royal Seal', 'Silver']);
    expect(count(s.players[0].discard, 'Mint')).toBe(1);
    // A game recorded before the fix replays as it was played: the gain (and Royal Seal's offer) first.
    const old = buy(treasures(position({ ...spec, rules: 0 })), 'Mint');
    expect(options(old)).toEqual(['Royal Seal: put it onto your deck', 'Done']);
  });

  it('FAQ(Potion) (Alchemy): "costing $4 or less" is never met by a Potion cost, so Talisman does not copy University', () => {
    const spec: Spec = { kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Talisman', 'Potion', 'Silver', 'Estate', 'Estate']] };
    const bought = (sp: Spec, card: string) => play(treasures(position(sp)), 0, { type: 'buy', card: id(card) });
    const s = bought(spec, 'University');
    expect(count(s.state.players[0].discard, 'University')).toBe(1);
    expect(s.text).not.toContain('Talisman');
    // Talisman still copies a $4-or-less card without a Potion (FAQ(Talisman)).
    expect(bought(spec, 'Silver').text).toContain('Talisman: {0} gains another Silver.');
    expect(count(bought({ ...spec, rules: 0 }, 'University').state.players[0].discard, 'University')).toBe(2);
  });

  const HOARD_MINT = ['Hoard', 'Mint', 'Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library'];
  const hoardThenMint = (spec: Spec): DominionState => {
    let s = treasures(position({ kingdom: HOARD_MINT, phase: 'buy', hands: [['Hoard', 'Gold', 'Copper', 'Copper', 'Copper']], turn: { buys: 2 }, ...spec }));
    s = buy(s, 'Mint'); // $10: Mint ($5) trashes the Treasures in play, Hoard with them
    expect(count(s.trash, 'Hoard')).toBe(1);
    return buy(s, 'Estate');
  };

  it('Hoard (2E, 2022 wording): "this turn, when you gain a Victory card, if you bought it, gain a Gold" — a Hoard trashed by Mint still gives its Gold', () => {
    expect(count(hoardThenMint({}).players[0].discard, 'Gold')).toBe(1);
    // First edition keeps "while in play"; a game recorded before the fix as it was played.
    expect(count(hoardThenMint({ edition: '1E' }).players[0].discard, 'Gold')).toBe(0);
    expect(count(hoardThenMint({ rules: 0 }).players[0].discard, 'Gold')).toBe(0);
  });

  it('FAQ(Hoard) / EXAMPLES §19 under the 2022 wording: two Hoards, buying 2 Estates gains 4 Golds; gaining a Victory card without buying gains none', () => {
    let s = treasures(position({ kingdom: HOARD_MINT, phase: 'buy', hands: [['Hoard', 'Hoard', 'Copper', 'Copper', 'Copper']], turn: { buys: 2 } }));
    s = buy(buy(s, 'Estate'), 'Estate');
    expect(count(s.players[0].discard, 'Gold')).toBe(4);
  });

  const MILITIA = ['Militia', 'Moat', 'Swindler', "King's Court", 'Village', 'Smithy', 'Market', 'Cellar', 'Festival', 'Library'];
  const attackOn = (victim: string[], attack = 'Militia', extra: string[] = []): DominionState =>
    playRaw(position({ kingdom: MILITIA, hands: [[attack, ...extra, 'Copper', 'Copper', 'Estate'], victim] }), 0, { type: 'play', card: id(attack) }).state;

  it('Reactions: every attacked player gets the same window, with only "Don\'t reveal" when they hold no Reaction; the attacker cannot tell the two apart', () => {
    const withMoat = attackOn(['Moat', 'Copper', 'Copper', 'Estate', 'Estate']);
    const without = attackOn(['Silver', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(without.pending).toMatchObject({ seat: 1, tag: 'react', prompt: '{1}: {0} played Militia: reveal a Reaction?' });
    expect(options(without)).toEqual(["Don't reveal"]);
    expect(options(withMoat)).toEqual(['Reveal Moat', "Don't reveal"]);
    // Every other seat sees the same thing (no tag, kind or wording tells them apart), and the prompt too.
    expect(stableStringify(E.view(withMoat, 0).pending)).toBe(stableStringify(E.view(without, 0).pending));
    expect(E.view(without, 0).pending).toMatchObject({ tag: 'secret', prompt: '{1} is choosing in secret.' });
    expect(E.prompt(E.view(without, 0))).toEqual(E.prompt(E.view(withMoat, 0)));
    // After "Don't reveal" the Attack goes on: the discard, which the others then see as a secret choice too.
    const next = playRaw(without, 1, { type: 'decide', answer: [0] }).state;
    expect(next.pending).toMatchObject({ seat: 1, tag: 'discard' });
    expect(stableStringify(E.view(next, 0).pending)).toBe(stableStringify(E.view(withMoat, 0).pending));
  });

  it('Reactions: after Swindler a player without a Reaction gets the window too (before, only holders did)', () => {
    const s = attackOn(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], 'Swindler');
    expect(s.pending).toMatchObject({ seat: 1, tag: 'react', prompt: '{1}: {0} played Swindler: reveal a Reaction?' });
    const old = playRaw(
      position({
        kingdom: MILITIA,
        rules: 0,
        hands: [
          ['Swindler', 'Copper'],
          ['Silver', 'Copper', 'Copper', 'Estate', 'Estate'],
        ],
      }),
      0,
      {
        type: 'play',
        card: id('Swindler'),
      },
    ).state;
    expect(old.pending?.tag).not.toBe('react');
  });

  it('the window names its source: "{0} played Militia (three times, King\'s Court)"', () => {
    let s = playRaw(
      position({
        kingdom: MILITIA,
        hands: [
          ["King's Court", 'Militia', 'Copper'],
          ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'],
        ],
      }),
      0,
      {
        type: 'play',
        card: id("King's Court"),
      },
    ).state;
    s = answer(s, ['Militia']).state;
    expect(s.pending?.prompt).toBe("{1}: {0} played Militia (three times, King's Court): reveal a Reaction?");
    s = playRaw(s, 1, { type: 'decide', answer: [0] }).state; // Reveal Moat
    // The window reopens after a reveal, the same for everyone: "Don't reveal" closes it.
    expect(options(s)).toEqual(["Don't reveal"]);
    expect(s.pending?.prompt).toBe("{1}: {0} played Militia (three times, King's Court): reveal a Reaction?");
  });

  it("Clerk (2E): the victim who topdecked at the start of the Clerk player's turn cannot take it back once the next prompt shows (a reveal)", () => {
    const P2 = ['Hoard', 'Bank', 'Expand', 'Forge', "King's Court", 'Peddler', 'Anvil', 'Clerk', 'Investment', 'Tiara'];
    for (const actions of [
      ['Clerk', 'Forge'],
      ['Clerk', 'Copper'],
    ]) {
      let t = position({ kingdom: P2, phase: 'buy', hands: [['Copper'], [...actions, 'Copper', 'Copper', 'Copper']] });
      t = play(t, 0, { type: 'endTurn' }).state;
      t = answer(t, true).state; // Clerk from hand at the start of the turn
      expect(t.pending).toMatchObject({ seat: 0, tag: 'topdeck' });
      const before = t.epoch;
      const after = answer(t, ['Copper']).state;
      // Whatever comes next ("play an Action" with Forge, the Buy phase without) is behind a point of no return.
      expect(after.epoch).toBeGreaterThan(before);
    }
  });
});

describe('issue 21: the game end in words, and the buy that ends it', () => {
  const K = ['Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library', 'Witch', 'Mine'];
  it('says why the game ended: the Province pile, or which three piles (RULEBOOK: Game End)', () => {
    let s = position({ kingdom: K, phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Copper', 'Estate']], supply: { Province: 1 } });
    s = buy(treasures(s), 'Province');
    expect(s.phase).toBe('over');
    expect(endReason(s)).toBe('The Province pile is empty.');
    expect(E.outcome(s)?.reason).toContain('The Province pile is empty.');
    let t = position({ kingdom: K, phase: 'buy', hands: [['Silver', 'Copper', 'Estate', 'Estate', 'Estate']], supply: { Curse: 0, Cellar: 0, Village: 1 } });
    t = treasures(t);
    expect(buyEndsGame(t, id('Village'))).toBe('it takes the last Village, and then three Supply piles are empty: Curse, Cellar and Village.');
    expect(buyEndsGame(t, id('Silver'))).toBeNull();
    const r = play(t, 0, { type: 'buy', card: id('Village') });
    expect(r.text).toContain('The game is over: three Supply piles are empty: Curse, Cellar and Village.');
  });

  it('buyEndsGame: the last Province; not a pile that still has cards after the buy', () => {
    const s = treasures(position({ kingdom: K, phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Copper', 'Estate']], supply: { Province: 2 } }));
    expect(buyEndsGame(s, id('Province'))).toBeNull();
    const last = treasures(position({ kingdom: K, phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Copper', 'Estate']], supply: { Province: 1 } }));
    expect(buyEndsGame(last, id('Province'))).toBe('it takes the last Province.');
  });
});

describe('issue 21: ending the turn yourself (options endTurn)', () => {
  const K = ['Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library', 'Witch', 'Mine'];
  it('with it on, spending the last Buy leaves the turn open until "End turn"; off, the turn ends by itself', () => {
    const spec: Spec = { kingdom: K, phase: 'buy', hands: [['Silver', 'Copper', 'Copper', 'Estate', 'Estate']], endTurn: [true, false] };
    const s = buy(treasures(position(spec)), 'Silver');
    expect(s.current).toBe(0);
    expect(s.turn.buys).toBe(0);
    expect(E.legalMoves(s, 0)).toEqual([{ type: 'endTurn' }]);
    expect(E.prompt(s).text).toBe('{0}: no Buy left: end your turn.');
    // No reveal yet: the buy can be taken back (Undo goes back one epoch-less step).
    expect(s.epoch).toBe(treasures(position(spec)).epoch);
    const next = play(s, 0, { type: 'endTurn' }).state;
    expect(next.current).toBe(1);
    const off = buy(treasures(position({ ...spec, endTurn: [false, false] })), 'Silver');
    expect(off.current).toBe(1);
  });

  it('options: parsed per seat, absent for games recorded before', () => {
    const o = E.parseOptions({ kingdom: K, endTurn: [true, false], rules: 1 }, 2);
    expect(o.ok && o.value).toMatchObject({ endTurn: [true, false], rules: 1 });
    const old = E.parseOptions({ edition: '2E', kingdom: K, random: null }, 2);
    expect(old.ok && 'rules' in old.value).toBe(false);
    expect(E.parseOptions({ kingdom: K, rules: 99 }, 2).ok).toBe(false);
  });

  it('every bot still ends its turn when the option is on for its seat', () => {
    const s = buy(
      treasures(position({ kingdom: K, phase: 'buy', hands: [['Silver', 'Copper', 'Copper', 'Estate', 'Estate']], endTurn: [true, true] })),
      'Silver',
    );
    for (const [name, bot] of Object.entries(BOTS)) {
      const m = bot(E.view(s, 0), 0, E.legalMoves(s, 0), () => 0.5);
      expect(m, name).toEqual({ type: 'endTurn' });
      const fast = (bot as { fromState?: (x: DominionState, seat: number) => unknown }).fromState?.(s, 0);
      if (fast !== undefined && fast !== null) expect(fast, `${name} (fast path)`).toEqual({ type: 'endTurn' });
    }
  });
});

describe('issue 21: prompts and log lines name their source', () => {
  it("Throne Room's prompt names the card; a Duration's next-turn effect names its card in the log", () => {
    const K = ['Throne Room', 'Wharf', 'Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library'];
    const s = play(position({ kingdom: K, hands: [['Throne Room', 'Wharf', 'Copper', 'Copper', 'Copper']] }), 0, {
      type: 'play',
      card: id('Throne Room'),
    }).state;
    expect(s.pending?.prompt).toBe('You may play an Action card from your hand twice (Throne Room).');
    let t = answer(s, ['Wharf']).state;
    t = play(t, 0, { type: 'endTurn' }).state;
    const r = play(t, 1, { type: 'endTurn' });
    expect(r.text).toContain('{0}: Wharf from the last turn.');
  });
});

describe("issue 21: each player's deck composition, as the viewer may know it", () => {
  it('every gain is public: the others see each player’s cards (not their order or place); Masquerade with 3+ players hides others’', () => {
    const K = ['Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library', 'Witch', 'Mine'];
    let s = treasures(position({ kingdom: K, phase: 'buy', hands: [['Silver', 'Copper', 'Copper', 'Estate', 'Estate']] }));
    s = buy(s, 'Village');
    const seen = E.view(s, 1).known?.[0];
    expect(seen && nm(seen).filter((n) => n === 'Village')).toEqual(['Village']);
    expect(seen?.length).toBe(s.players[0].hand.length + s.players[0].deck.length + s.players[0].discard.length);
    // The viewer's hidden zones stay hidden: the composition is a sorted multiset.
    expect(E.view(s, 1).players[0].hand.every((c) => c === -1)).toBe(true);
    const masq = position({ seats: 3, kingdom: [...K.slice(0, 9), 'Masquerade'] });
    expect(E.view(masq, 1).known?.[0]).toBeNull();
    expect(E.view(masq, 1).known?.[1]).not.toBeNull();
    expect(E.view(position({ seats: 2, kingdom: [...K.slice(0, 9), 'Masquerade'] }), 1).known?.[0]).not.toBeNull();
  });
});
