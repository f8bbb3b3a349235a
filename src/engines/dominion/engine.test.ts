import { describe, expect, it } from 'vitest';
import { CARDS, CARD_COUNT, id } from './cards';
import { implemented } from './programs';
import { RECOMMENDED, refuseCard } from './kingdoms';
import { pileSize } from './setup';
import { E, hand, pileLeft, play, position, rejects } from './testkit';
import { sortedCards, view } from './view';
import { pileOf } from './context';
import { freshTurn, resetTurn } from './turn';
import type { Turn } from './types';

describe('setup (rulebook)', () => {
  it('builds the Supply for the player count', () => {
    const two = E.setup(E.defaultOptions(2), 2, 1);
    expect(pileLeft(two, 'Copper')).toBe(60 - 14);
    expect(pileLeft(two, 'Estate')).toBe(8);
    expect(pileLeft(two, 'Province')).toBe(8);
    expect(pileLeft(two, 'Curse')).toBe(10);
    expect(pileLeft(two, 'Village')).toBe(10);
    const three = E.setup(E.defaultOptions(3), 3, 1);
    expect(pileLeft(three, 'Province')).toBe(12);
    expect(pileLeft(three, 'Duchy')).toBe(12);
    expect(pileLeft(three, 'Curse')).toBe(20);
    expect(pileLeft(three, 'Copper')).toBe(60 - 21);
    // 5–6 players: the second set of base cards.
    expect(pileSize(id('Province'), 5)).toBe(15);
    expect(pileSize(id('Province'), 6)).toBe(18);
    expect(pileSize(id('Copper'), 6)).toBe(120 - 42);
    expect(pileSize(id('Curse'), 6)).toBe(50);
    // Victory Kingdom cards follow the Victory counts.
    expect(pileSize(id('Gardens'), 2)).toBe(8);
    expect(pileSize(id('Gardens'), 4)).toBe(12);
  });

  it('deals 7 Coppers and 3 Estates, 5 in hand; the first player starts in the Buy phase with nothing to play', () => {
    const s = E.setup(E.defaultOptions(4), 4, 9);
    for (const p of s.players) {
      expect(p.hand.length).toBe(5);
      expect([...p.hand, ...p.deck].sort()).toEqual([...Array(7).fill(id('Copper')), ...Array(3).fill(id('Estate'))].sort());
    }
    expect(s.phase).toBe('buy');
    expect(E.prompt(s).seats).toEqual([0]);
  });

  it('refuses unknown and unbuilt cards, and accepts presets and random kingdoms', () => {
    expect(E.parseOptions({ kingdom: ['Nope'] }, 2).ok).toBe(false);
    expect(E.parseOptions({ kingdom: ['Copper'] }, 2).ok).toBe(false);
    // Any Kingdom card still without a program is refused by name (none may be left once every set is built).
    const missing = CARDS.find((c) => c.kingdom && !implemented(c.id));
    if (missing) {
      const unbuilt = E.parseOptions({ kingdom: [missing.name] }, 2);
      expect(unbuilt.ok).toBe(false);
      if (!unbuilt.ok) expect(unbuilt.error.message).toMatch(/not built yet/);
    }
    expect(E.parseOptions({ kingdom: ['Lighthouse', 'Possession'] }, 2).ok).toBe(true);
    const preset = E.parseOptions({ preset: 'Big Money (1E)' }, 2);
    expect(preset.ok && preset.value.kingdom).toContain('Feast');
    const rnd = E.parseOptions({ random: { sets: ['base', 'intrigue'], editions: ['1E', '2E'] } }, 3);
    if (!rnd.ok) throw new Error(rnd.error.message);
    const s = E.setup(rnd.value, 3, 5);
    expect(s.piles.length).toBe(7 + 10);
    expect(E.parseOptions({}, 7).ok).toBe(false);
  });

  it('recommended sets: ten distinct built Kingdom cards each; both editions of Seaside, Alchemy with every set, 1E Base/Intrigue mixes', () => {
    for (const [name, cards] of Object.entries(RECOMMENDED)) {
      expect(new Set(cards).size, name).toBe(10);
      for (const c of cards) expect(refuseCard(c), `${name}: ${c}`).toBeNull();
      const o = E.parseOptions({ preset: name }, 2);
      expect(o.ok && o.value.edition, name).toBe(name.endsWith('(1E)') ? '1E' : '2E');
    }
    const names = Object.keys(RECOMMENDED);
    // Intrigue 1E rulebook (with Base), Seaside 2E (2022) rulebook, Alchemy's sets with Intrigue (both editions), Seaside and Prosperity.
    for (const n of [
      'Hand Madness (1E)',
      'Deconstruction (1E)',
      'Underlings (1E)',
      'High Seas (2E)',
      'Buried Treasure (2E)',
      'Servants',
      'Servants (1E)',
      'Secret Research',
      'Pools, Tools and Fools (1E)',
      'Forewarned (1E)',
      'Gummed Up (2E)',
      'Counting Contest (1E)',
      'Forbidden Arts (1E)',
    ])
      expect(names).toContain(n);
    // The 2E Seaside sets use its new cards; the 1E ones its removed cards.
    expect(RECOMMENDED['High Seas (2E)']).toEqual(expect.arrayContaining(['Blockade', 'Corsair', 'Pirate']));
    expect(RECOMMENDED['High Seas (1E)']).toEqual(expect.arrayContaining(['Embargo', 'Explorer', 'Pirate Ship']));
    // Prosperity's 2E sets use its new cards (Tiara, Crystal Ball, Collection…), none removed in 2022.
    for (const n of ['Beginners (2E)', 'Friendly Interactive (2E)', 'Biggest Money (2E)', "The King's Army (2E)", 'Paths to Victory (2E)'])
      expect(
        RECOMMENDED[n].some((c) => ['Tiara', 'Crystal Ball', 'Collection', 'Magnate', 'War Chest', 'Clerk'].includes(c)),
        n,
      ).toBe(true);
    for (const n of ['Beginners (2E)', 'Biggest Money (2E)'])
      expect(
        RECOMMENDED[n].some((c) => ['Royal Seal', 'Venture', 'Goons', 'Counting House', 'Contraband', 'Trade Route'].includes(c)),
        n,
      ).toBe(false);
  });
});

describe('the turn', () => {
  it('plays all Treasures at once, buys, and cleans up: discard everything, draw 5', () => {
    let s = position({ phase: 'buy', hands: [['Copper', 'Copper', 'Silver', 'Estate', 'Estate']] });
    const t = play(s, 0, { type: 'treasures' });
    expect(t.text).toBe('{0} plays Copper, Copper and Silver (+$4).');
    s = t.state;
    expect(s.turn.coins).toBe(4);
    const b = play(s, 0, { type: 'buy', card: id('Silver') });
    expect(b.text).toMatch(/^\{0\} buys Silver\./);
    s = b.state;
    // No Buy left: Clean-up at once; the next player's turn starts.
    expect(s.current).toBe(1);
    expect(s.players[0].hand.length).toBe(5);
    expect(s.players[0].play).toEqual([]);
    expect(s.players[0].discard.length).toBe(6);
  });

  it('refuses Treasures after a buy, buying beyond $, playing out of turn', () => {
    const s = position({ phase: 'buy', hands: [['Copper', 'Copper', 'Copper', 'Copper', 'Copper']], turn: { buys: 2 } });
    rejects(s, 0, { type: 'buy', card: id('Silver') }, 'cannot-afford');
    const t = play(s, 0, { type: 'treasure', card: id('Copper') }).state;
    const b = play(play(t, 0, { type: 'treasure', card: id('Copper') }).state, 0, { type: 'buy', card: id('Estate') }).state;
    rejects(b, 0, { type: 'treasures' }, 'bought-already');
    rejects(b, 1, { type: 'endTurn' }, 'not-your-turn');
  });

  it('names each refusal: the phase, Actions and Buys left, the hand, the Supply', () => {
    const s = position({ kingdom: ['Smithy'], hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Estate']], supply: { Estate: 0 } });
    rejects(s, 0, { type: 'buy', card: id('Copper') }, 'wrong-phase');
    rejects(s, 0, { type: 'play', card: id('Copper') }, 'not-an-action');
    rejects(s, 0, { type: 'play', card: id('Festival') }, 'not-in-hand');
    rejects(s, 0, { type: 'treasure', card: id('Estate') }, 'not-a-treasure');
    rejects(s, 0, { type: 'treasure', card: id('Gold') }, 'not-in-hand');
    rejects(s, 0, { type: 'decide', answer: true }, 'no-decision');
    rejects(s, 0, { type: 'play' }, 'bad-move');
    const none = position({ kingdom: ['Smithy'], hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Estate']], turn: { actions: 0 } });
    rejects(none, 0, { type: 'play', card: id('Smithy') }, 'no-actions-left');
    const buy = play(s, 0, { type: 'treasures' }).state;
    rejects(buy, 0, { type: 'buyPhase' }, 'wrong-phase');
    rejects(buy, 0, { type: 'buy', card: id('Estate') }, 'pile-empty');
    rejects(buy, 0, { type: 'buy', card: id('Witch') }, 'not-in-supply');
    const spent = play(buy, 0, { type: 'buy', card: id('Copper') }).state;
    expect(spent.current).toBe(1);
    const over = { ...s, phase: 'over' as const, winners: [0], scores: [3, 3] };
    rejects(over, 0, { type: 'endTurn' }, 'game-over');
  });

  it('says in the log when a player buys nothing (with the $ left unspent), and not when they buy', () => {
    const s = position({ phase: 'buy', hands: [['Copper', 'Copper', 'Estate', 'Estate', 'Estate']] });
    expect(play(s, 0, { type: 'endTurn' }).text).toMatch(/^\{0\} buys nothing\.$/m);
    const coins = play(s, 0, { type: 'treasures' }).state;
    expect(play(coins, 0, { type: 'endTurn' }).text).toMatch(/^\{0\} buys nothing with \$2\.$/m);
    const bought = play(coins, 0, { type: 'buy', card: id('Estate') });
    expect(bought.text).toMatch(/\{0\} buys Estate\./);
    expect(bought.text).not.toMatch(/buys nothing/);
    // The simulators' quiet step builds no sentence at all.
    const quiet = E.quietApply(s, { type: 'endTurn' }, 0);
    expect(quiet.ok && quiet.log).toEqual([]);
  });

  it('reshuffles only when a card is needed from an empty deck', () => {
    const s = position({
      phase: 'buy',
      hands: [['Copper', 'Copper', 'Copper', 'Estate', 'Estate']],
      decks: [['Gold', 'Gold']],
      discards: [['Silver', 'Silver', 'Silver']],
    });
    const after = play(s, 0, { type: 'endTurn' });
    // Drew the 2 Golds, then shuffled the discard pile (Silvers + this turn's cards) for 3 more.
    expect(after.text).toMatch(/shuffles/);
    expect(after.state.players[0].hand.filter((c) => c === id('Gold')).length).toBe(2);
    expect(after.state.epoch).toBeGreaterThan(s.epoch);
  });

  it('skips the Action phase without an Action in hand, and stays in it with one', () => {
    const s = position({
      kingdom: ['Village'],
      phase: 'buy',
      hands: [['Copper', 'Copper', 'Copper', 'Estate', 'Estate']],
      decks: [['Village', 'Copper', 'Copper', 'Copper', 'Copper']],
    });
    // Seat 0 ends; seat 1 (no Action) is in its Buy phase.
    const a = play(s, 0, { type: 'endTurn' }).state;
    expect(a.current).toBe(1);
    expect(a.phase).toBe('buy');
    const b = play(a, 1, { type: 'endTurn' }).state;
    expect(b.phase).toBe('action');
    expect(E.legalMoves(b, 0)).toContainEqual({ type: 'play', card: id('Village') });
  });
});

describe('game end and scoring (rulebook; EXAMPLES §30)', () => {
  it('ends when the last Province is bought, at the end of that turn', () => {
    const s = position({ phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Estate', 'Estate']], supply: { Province: 1 } });
    const r = play(play(s, 0, { type: 'treasures' }).state, 0, { type: 'buy', card: id('Province') });
    expect(r.state.phase).toBe('over');
    expect(E.outcome(r.state)?.winners).toEqual([0]);
  });

  it('ends on three empty piles with 2–4 players, four with 5–6', () => {
    const three = position({ kingdom: ['Village', 'Smithy'], phase: 'buy', supply: { Village: 0, Smithy: 0, Curse: 0 } });
    expect(play(three, 0, { type: 'endTurn' }).state.phase).toBe('over');
    const five = position({ seats: 5, kingdom: ['Village', 'Smithy'], phase: 'buy', supply: { Village: 0, Smithy: 0, Curse: 0 } });
    expect(play(five, 0, { type: 'endTurn' }).state.phase).not.toBe('over');
    const four = position({ seats: 5, kingdom: ['Village', 'Smithy'], phase: 'buy', supply: { Village: 0, Smithy: 0, Curse: 0, Estate: 0 } });
    expect(play(four, 0, { type: 'endTurn' }).state.phase).toBe('over');
  });

  it('breaks ties by fewer turns; equal turns share the victory', () => {
    // Seat 0 (first player) ends the game with equal VP: it has taken one turn more, so seat 1 wins.
    const s = position({
      phase: 'buy',
      hands: [
        ['Gold', 'Gold', 'Silver', 'Copper', 'Copper'],
        ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      supply: { Province: 1 },
      discards: [[], ['Province']],
    });
    const end = play(play(s, 0, { type: 'treasures' }).state, 0, { type: 'buy', card: id('Province') }).state;
    expect(end.scores[0]).toBe(end.scores[1]);
    expect(E.outcome(end)).toMatchObject({ kind: 'win', winners: [1] });
    // Seat 1 ends it on equal turns: shared.
    const t = position({
      current: 1,
      phase: 'buy',
      hands: [[], ['Gold', 'Gold', 'Silver', 'Copper', 'Copper']],
      supply: { Province: 1 },
      discards: [['Province'], []],
    });
    const shared = play(play(t, 1, { type: 'treasures' }).state, 1, { type: 'buy', card: id('Province') }).state;
    expect(E.outcome(shared)).toMatchObject({ kind: 'draw', winners: [0, 1] });
  });
});

describe('hidden information', () => {
  it('hides others’ hands, every draw pile (own shown sorted), all but the top of others’ discards', () => {
    const s = position({
      hands: [
        ['Gold', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Silver', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      discards: [[], ['Duchy', 'Estate']],
    });
    const v = view(s, 0);
    expect(v.players[1].hand.every((c) => c === -1)).toBe(true);
    expect(hand(v, 0)).toContain('Gold');
    expect(v.players[1].deck.every((c) => c === -1)).toBe(true);
    expect(v.players[0].deck).toEqual(s.players[0].deck.slice().sort((a, b) => a - b));
    expect(v.players[1].discard).toEqual([-1, id('Estate')]);
    expect(v.rng).toEqual([]);
    expect(view(s, null).players[0].hand.every((c) => c === -1)).toBe(true);
  });

  it('a view has every field of the state and of each player (views are written field by field for speed)', () => {
    const s = position({ hands: [['Copper'], ['Estate']] });
    for (const seat of [0, 1, null]) {
      const v = view(s, seat);
      // …plus `known` (each player's cards as the seat may know them), in views only.
      expect(Object.keys(v).sort()).toEqual([...Object.keys(s), 'known'].sort());
      for (let p = 0; p < 2; p++) expect(Object.keys(v.players[p]).sort()).toEqual(Object.keys(s.players[p]).sort());
    }
  });

  it('sortedCards sorts any pile like a numeric sort, a copy each time', () => {
    const piles = [[], [3], [5, 1, 5, 0, 2, 2, 9], Array.from({ length: 80 }, (_, i) => (i * 37) % 11), [CARD_COUNT - 1, 0, CARD_COUNT - 1]];
    for (const pile of piles) {
      const out = sortedCards(pile);
      expect(out).toEqual(pile.slice().sort((a, b) => a - b));
      expect(out).not.toBe(pile);
    }
  });

  it('logs draws privately: the drawer reads the cards, others a count', () => {
    const s = position({ kingdom: ['Smithy'], hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Copper']] });
    const r = play(s, 0, { type: 'play', card: id('Smithy') });
    const drawn = r.log.find((e) => e.only);
    expect(drawn).toMatchObject({ text: '{0} draws Copper, Copper and Copper.', only: [0], others: '{0} draws 3 cards.' });
  });
});

describe('decisions as data', () => {
  it('a choice inside a choice (Throne Room → Feast) survives a JSON save between every step', () => {
    const round = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
    let s = round(position({ kingdom: ['Throne Room', 'Feast'], hands: [['Throne Room', 'Feast', 'Copper', 'Copper', 'Copper']] }));
    s = round(play(s, 0, { type: 'play', card: id('Throne Room') }).state);
    s = round(play(s, 0, { type: 'decide', answer: [id('Feast')] }).state);
    expect(s.pending?.tag).toBe('gain');
    expect(s.stack.length).toBeGreaterThan(0); // the second Feast play waits underneath
    s = round(play(s, 0, { type: 'decide', answer: [id('Duchy')] }).state);
    s = round(play(s, 0, { type: 'decide', answer: [id('Duchy')] }).state);
    expect(s.pending).toBeNull();
    expect(s.players[0].discard.filter((c) => c === id('Duchy')).length).toBe(2);
  });

  it('refuses answers that do not fit, and answers from the wrong seat', () => {
    const s = play(position({ kingdom: ['Chapel'], hands: [['Chapel', 'Copper', 'Copper', 'Copper', 'Copper']] }), 0, {
      type: 'play',
      card: id('Chapel'),
    }).state;
    rejects(s, 0, { type: 'decide', answer: [id('Gold')] }, 'bad-answer');
    rejects(s, 1, { type: 'decide', answer: [id('Copper')] }, 'not-your-turn');
    rejects(s, 0, { type: 'endTurn' }, 'decision-pending');
  });

  it('a private decision shows its items to the decider only', () => {
    const s = play(
      position({
        kingdom: ['Militia'],
        hands: [
          ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'],
          ['Gold', 'Silver', 'Estate', 'Estate', 'Copper'],
        ],
      }),
      0,
      { type: 'play', card: id('Militia') },
    ).state;
    const mine = view(s, 1).pending;
    const theirs = view(s, 0).pending;
    expect(mine && 'items' in mine && mine.items.includes(id('Gold'))).toBe(true);
    // The others see neither the items nor the kind of decision (issue 21: a discard looks like a Reaction window).
    expect(theirs).toMatchObject({ kind: 'option', options: [], tag: 'secret', prompt: '{1} is choosing in secret.' });
    expect(E.prompt(s)).toMatchObject({ seats: [1], kind: 'discard' });
  });

  it('logs like a game record', () => {
    const s = position({
      seats: 3,
      kingdom: ['Militia', 'Moat'],
      hands: [
        ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Copper', 'Estate', 'Gold', 'Silver', 'Silver'],
        ['Moat', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
    });
    const a = play(s, 0, { type: 'play', card: id('Militia') });
    const b = play(a.state, 2, { type: 'decide', answer: [0] });
    const c = play(b.state, 1, { type: 'decide', answer: [id('Copper'), id('Estate')] });
    expect([a.text, b.text, c.text].join('\n')).toBe('{0} plays Militia (+$2).\n{2} reveals Moat and is unaffected.\n{1} discards Copper and Estate.');
  });
});

describe('moves', () => {
  it('parses untrusted moves and labels them', () => {
    expect(E.parseMove({ type: 'buy', card: id('Gold') }).ok).toBe(true);
    expect(E.parseMove({ type: 'buy', card: 9999 }).ok).toBe(false);
    expect(E.parseMove({ type: 'nope' }).ok).toBe(false);
    const s = position({ phase: 'buy' });
    expect(E.describeMove(s, { type: 'buy', card: id('Gold') })).toBe('Buy Gold');
    expect(E.describeMove(s, { type: 'treasures' })).toBe('Play all Treasures');
    const c = play(position({ kingdom: ['Chapel'], hands: [['Chapel', 'Estate', 'Copper', 'Copper', 'Copper']] }), 0, {
      type: 'play',
      card: id('Chapel'),
    }).state;
    expect(E.describeMove(c, { type: 'decide', answer: [id('Estate'), id('Copper')] })).toBe('Estate and Copper');
    expect(E.describeMove(c, { type: 'decide', answer: [] })).toBe('None');
  });
});

describe('the working copy’s shortcuts (speed, issue 22) say what the plain code says', () => {
  it('resetTurn writes exactly a fresh turn into a used one (same fields, same order, new lists)', () => {
    const used: Turn = {
      ...freshTurn(),
      actions: 3,
      buys: 2,
      coins: 7,
      potions: 1,
      costDown: 2,
      actionsPlayed: 4,
      copperBonus: 1,
      merchants: 2,
      silverPlayed: true,
      bought: true,
      gained: [1, 2],
      actionCostDown: 2,
      banned: [3],
      named: [4],
      kind: 'outpost',
      possessor: 1,
      inRow: 2,
      stay: [0],
      via: [1, 0],
      marks: { hoard: 1 },
    };
    const gained = used.gained;
    resetTurn(used);
    expect(used).toEqual(freshTurn());
    expect(Object.keys(used)).toEqual(Object.keys(freshTurn()));
    expect(gained).toEqual([1, 2]);
  });

  it('pileOf is piles.indexOf for every card id, and -1 for ids that are no card', () => {
    const sets = Object.values(RECOMMENDED);
    for (const kingdom of [[], sets[0], sets[sets.length - 1]]) {
      const s = E.setup({ edition: '2E', kingdom, random: null }, 3, 1);
      for (let c = -2; c < CARD_COUNT + 2; c++) expect(pileOf(s, c)).toBe(s.piles.indexOf(c));
      expect(pileOf(s, 1.5)).toBe(-1);
    }
    // Two games asked in turn (the table serves the last piles array: switching rewrites it).
    const a = E.setup({ edition: '2E', kingdom: sets[0], random: null }, 2, 1);
    const b = E.setup({ edition: '2E', kingdom: [], random: null }, 2, 1);
    for (let c = 0; c < CARD_COUNT; c++) {
      expect(pileOf(a, c)).toBe(a.piles.indexOf(c));
      expect(pileOf(b, c)).toBe(b.piles.indexOf(c));
    }
  });
});
