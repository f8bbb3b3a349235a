import { describe, expect, it } from 'vitest';
import { CARDS } from './map';
import { E, armiesOf, ownerOf, play, position, rejects, texts } from './testkit';
import type { RiskState } from './types';

// Default position: owner = territory number mod 3, so Alaska is seat 0's and Kamchatka and
// Northwest Territory are seat 1's; seat 0 is attacking.
const total = (s: RiskState) => s.armies.reduce((a, b) => a + b, 0);

describe('Battle guards', () => {
  const s = position({ set: { alaska: [0, 3], kamchatka: [1, 2] } });

  it('refuses attacks that break the rules, saying why', () => {
    expect(rejects(s, 0, { type: 'attack', from: 'alaska', to: 'brazil', dice: 1 }).message).toBe('Alaska is not adjacent to Brazil.');
    expect(rejects(s, 0, { type: 'attack', from: 'kamchatka', to: 'alaska', dice: 1 }).message).toBe('You do not own Kamchatka.');
    expect(rejects(s, 0, { type: 'attack', from: 'alaska', to: 'alaska', dice: 1 }).code).toBe('own-territory');
    // Rules: the attacker rolls at most one die fewer than its armies (3 armies: 2 dice).
    expect(rejects(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).message).toBe('Alaska has 3 armies: roll 1 to 2 dice.');
    expect(rejects(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 0 }).code).toBe('bad-dice');
    const weak = position({ set: { alaska: [0, 1] } });
    expect(rejects(weak, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 }).message).toBe(
      'Alaska has only 1 army: attacking needs at least 2, since one must stay behind.',
    );
    expect(rejects(s, 1, { type: 'attack', from: 'kamchatka', to: 'alaska', dice: 1 }).code).toBe('not-your-turn');
  });

  it('lists attacks only from own territories with 2+ armies to adjacent enemies, with every dice count and blitz floor', () => {
    const legal = E.legalMoves(s, 0);
    const fromAlaska = legal.filter((m) => (m.type === 'attack' || m.type === 'blitz') && m.from === 'alaska');
    // Three enemy neighbours (Northwest Territory, Alberta, Kamchatka) × (2 dice choices + 2 floors).
    expect(fromAlaska).toHaveLength(3 * 4);
    expect(legal.filter((m) => m.type === 'attack' || m.type === 'blitz').every((m) => m.from === 'alaska')).toBe(true);
    expect(legal[legal.length - 1]).toEqual({ type: 'endAttack' });
  });
});

describe('RollDice', () => {
  it('compares the highest dice pairwise; ties go to the defender; losses are logged', () => {
    let s = position({ set: { alaska: [0, 100], kamchatka: [1, 100] } });
    for (let i = 0; i < 30; i++) {
      const r = play(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
      const roll = r.state.lastRoll!;
      expect(roll.attacker).toHaveLength(3);
      expect(roll.defender).toHaveLength(2);
      // Who rolled is kept with the dice (the board colours them), whatever happens to the territory.
      expect([roll.attackerOwner, roll.defenderOwner]).toEqual([0, 1]);
      expect([...roll.attacker].sort((a, b) => b - a)).toEqual(roll.attacker);
      let attackerLoses = 0;
      for (let k = 0; k < 2; k++) if (roll.attacker[k] <= roll.defender[k]) attackerLoses++;
      expect(armiesOf(s, 'alaska') - armiesOf(r.state, 'alaska')).toBe(attackerLoses);
      expect(armiesOf(s, 'kamchatka') - armiesOf(r.state, 'kamchatka')).toBe(2 - attackerLoses);
      expect(r.state.epoch).toBe(s.epoch + 1);
      expect(texts(r.log)).toMatch(/^\{0\} attacks Kamchatka from Alaska: \d-\d-\d against \d-\d; (\{0\} loses [12](, \{1\} loses 1)?|\{1\} loses 2)\.$/);
      s = r.state;
    }
  });

  it('Rules: with defenderRollsMost off, the defending seat chooses 1 or 2 dice', () => {
    const s = position({ options: { defenderRollsMost: false }, set: { alaska: [0, 5], kamchatka: [1, 3] } });
    const asked = play(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(asked.state.phase).toBe('defend');
    expect(asked.state.epoch).toBe(s.epoch);
    expect(E.prompt(asked.state)).toEqual({ seats: [1], kind: 'defend', text: '{1}: {0} attacks Kamchatka from Alaska with 3 dice: defend with 1 or 2 dice.' });
    expect(E.legalMoves(asked.state, 1)).toEqual([
      { type: 'defend', dice: 1 },
      { type: 'defend', dice: 2 },
    ]);
    expect(E.legalMoves(asked.state, 0)).toEqual([]);
    expect(rejects(asked.state, 0, { type: 'defend', dice: 1 }).code).toBe('not-your-turn');
    expect(rejects(asked.state, 1, { type: 'defend', dice: 3 }).code).toBe('bad-dice');
    const rolled = play(asked.state, 1, { type: 'defend', dice: 1 });
    expect(rolled.state.lastRoll?.defender).toHaveLength(1);
    expect(rolled.state.phase).toBe('attack');
    expect(rolled.state.current).toBe(0);
    expect(total(s) - total(rolled.state)).toBe(1);
  });

  it('a single defending army rolls one die without asking', () => {
    const s = position({ options: { defenderRollsMost: false }, set: { alaska: [0, 5], kamchatka: [1, 1] } });
    const r = play(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 2 });
    expect(r.state.phase).not.toBe('defend');
    expect(r.state.lastRoll?.defender).toHaveLength(1);
  });
});

describe('Capture', () => {
  const won = () => {
    const s = position({ set: { alaska: [0, 30], kamchatka: [1, 1] } });
    return play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 }).state;
  };

  it('Rules: move at least the dice rolled in the decisive battle, at most all but one army', () => {
    const s = won();
    expect(s.phase).toBe('capture');
    expect(ownerOf(s, 'kamchatka')).toBe(0);
    expect(s.conquered).toBe(true);
    const left = armiesOf(s, 'alaska');
    expect(s.battle).toMatchObject({ dice: 3 });
    expect(armiesOf(s, 'kamchatka')).toBe(3);
    const max = 3 + left - 1;
    expect(E.prompt(s).text).toBe(`{0}: move 3 to ${max} armies from Alaska into Kamchatka.`);
    expect(E.legalMoves(s, 0).map((m) => (m.type === 'capture' ? m.count : -1))).toEqual(Array.from({ length: max - 2 }, (_, i) => 3 + i));
    expect(rejects(s, 0, { type: 'capture', count: 2 }).message).toBe(
      `Move 3 to ${max} armies into Kamchatka: at least the 3 dice rolled, and one army must stay in Alaska.`,
    );
    expect(rejects(s, 0, { type: 'capture', count: max + 1 }).code).toBe('bad-count');
    expect(rejects(s, 0, { type: 'endAttack' }).message).toBe('Move armies into the conquered territory first.');
    const moved = play(s, 0, { type: 'capture', count: max });
    expect(armiesOf(moved.state, 'alaska')).toBe(1);
    expect(armiesOf(moved.state, 'kamchatka')).toBe(max);
    expect(moved.state.phase).toBe('attack');
    expect(texts(moved.log)).toBe(`{0} moves ${max} armies into Kamchatka; 1 stay in Alaska.`);
  });

  it('moves at once when there is no choice', () => {
    // Two armies attack one: the single die moves in and nothing is left to choose.
    for (let seed = 1; seed < 50; seed++) {
      const s = position({ seed, set: { alaska: [0, 2], kamchatka: [1, 1] } });
      const r = play(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 });
      if (ownerOf(r.state, 'kamchatka') !== 0) continue;
      expect(r.state.phase).toBe('attack');
      expect([armiesOf(r.state, 'alaska'), armiesOf(r.state, 'kamchatka')]).toEqual([1, 1]);
      expect(texts(r.log)).toContain('{0} occupies Kamchatka with 1 army (all that could move).');
      return;
    }
    throw new Error('no winning roll in 50 seeds');
  });
});

describe('Blitz', () => {
  it('repeats battles with the most dice until the attacker is down to the floor, logging each roll', () => {
    const s = position({ set: { alaska: [0, 6], kamchatka: [1, 60] } });
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 3 });
    expect(armiesOf(r.state, 'alaska')).toBeLessThanOrEqual(3);
    expect(armiesOf(r.state, 'alaska')).toBeGreaterThanOrEqual(2);
    expect(ownerOf(r.state, 'kamchatka')).toBe(1);
    expect(r.state.phase).toBe('attack');
    const rolls = r.log.filter((e) => / attacks Kamchatka from Alaska: /.test(e.text));
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(rolls[0].text).toMatch(/: \d-\d-\d against \d-\d;/);
    expect(texts(r.log)).toContain('{0} blitzes Kamchatka from Alaska, stopping if Alaska falls to 3 armies.');
    expect(texts(r.log)).toMatch(/\{0\} stops the blitz: Alaska is down to [23] armies and Kamchatka still holds \d+\.$/);
  });

  it('refuses a floor that leaves nothing to attack with', () => {
    const s = position({ set: { alaska: [0, 4] } });
    expect(rejects(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 4 }).message).toBe(
      'A blitz from Alaska (4 armies) must stop at a number of armies from 1 to 3.',
    );
    expect(rejects(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 0 }).code).toBe('bad-floor');
  });
});

describe('elimination and victory', () => {
  // Seat 2 holds only Alberta; seat 0 attacks it from Alaska with a large army.
  const owner = (t: number) => (t === 2 ? 2 : t % 2);
  const INF = CARDS.filter((c) => c.symbol === 'infantry').map((c) => c.index);
  const CAV = CARDS.filter((c) => c.symbol === 'cavalry').map((c) => c.index);

  it('Rules: the victor takes the loser’s cards; with fewer than six, play goes on', () => {
    const s = position({ owner, set: { alaska: [0, 30], alberta: [2, 1] }, hands: [[], [], [INF[0], CAV[0]]] });
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'alberta', floor: 1 });
    expect(r.state.alive).toEqual([true, true, false]);
    expect(r.state.hands[0]).toEqual([INF[0], CAV[0]]);
    expect(r.state.hands[2]).toEqual([]);
    expect(texts(r.log)).toContain('{0} eliminates {2}, who has no territory left.');
    const take = r.log.find((e) => e.only);
    expect(take).toMatchObject({ only: [0, 2], others: "{0} takes {2}'s 2 cards." });
    const after = play(r.state, 0, { type: 'capture', count: 3 }).state;
    expect(after.phase).toBe('attack');
    // Eliminated seats are skipped in turn order.
    const ended = play(play(after, 0, { type: 'endAttack' }).state, 0, { type: 'endTurn' }).state;
    expect(ended.current).toBe(1);
  });

  it('Rules: holding six or more after an elimination, the victor must trade down to four or fewer and place those armies at once', () => {
    const s = position({ owner, set: { alaska: [0, 30], alberta: [2, 1] }, hands: [[INF[0], INF[1], CAV[0], 42], [], [INF[2], CAV[1], CAV[2]]] });
    const captured = play(play(s, 0, { type: 'blitz', from: 'alaska', to: 'alberta', floor: 1 }).state, 0, { type: 'capture', count: 3 });
    const t = captured.state;
    expect(t.hands[0]).toHaveLength(7);
    expect(t.phase).toBe('trade');
    expect(t.forced).toBe(true);
    expect(texts(captured.log)).toContain('{0} holds 7 cards and must trade at once down to four or fewer, then place those armies.');
    expect(rejects(t, 0, { type: 'endTrade' }).message).toBe('You must trade: you hold 7 cards after the elimination and must get down to four or fewer.');
    expect(rejects(t, 0, { type: 'attack', from: 'alberta', to: 'ontario', dice: 1 }).code).toBe('wrong-phase');
    expect(E.legalMoves(t, 0).every((m) => m.type === 'trade')).toBe(true);
    const traded = play(t, 0, { type: 'trade', cards: [INF[0], INF[1], INF[2]] }).state;
    expect(traded.hands[0]).toHaveLength(4);
    expect(traded.phase).toBe('place');
    expect(traded.forced).toBe(false);
    expect(traded.reserve[0]).toBe(4);
    const placed = play(traded, 0, { type: 'place', territory: 'alberta', count: 4 }).state;
    expect(placed.phase).toBe('attack');
    expect(placed.conquered).toBe(true);
  });

  it('Rules: a player who eliminates every opponent wins', () => {
    const s = position({ owner: (t) => (t === 37 ? 1 : 0), set: { alaska: [0, 30], kamchatka: [1, 1] } });
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 });
    expect(r.state.phase).toBe('over');
    expect(r.state.owner.every((o) => o === 0)).toBe(true);
    expect(E.outcome(r.state)).toEqual({ kind: 'win', winners: [0], reason: '{0} has conquered the world.' });
    expect(E.prompt(r.state).seats).toEqual([]);
    expect(E.legalMoves(r.state, 0)).toEqual([]);
    expect(rejects(r.state, 0, { type: 'endAttack' }).code).toBe('game-over');
    expect(E.outcome(s)).toBeNull();
  });

  it('Rules: with two players, eliminating the other player wins even if neutral territories remain', () => {
    const s = position({ seats: 2, owner: (t) => (t === 37 ? 1 : t < 10 ? 2 : 0), set: { alaska: [0, 30], kamchatka: [1, 1] } });
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 });
    expect(r.state.owner.filter((o) => o === 2).length).toBeGreaterThan(0);
    expect(E.outcome(r.state)?.winners).toEqual([0]);
    // The neutral still holds land: the end message must not say the world was conquered (issue 13).
    expect(E.outcome(r.state)?.reason).toBe('{0} is the last player standing.');
    expect(E.prompt(r.state).text).not.toMatch(/conquered the world/);
  });
});

describe('EndAttack', () => {
  it('moves on to fortification', () => {
    const s = position();
    const r = play(s, 0, { type: 'endAttack' });
    expect(r.state.phase).toBe('fortify');
    expect(texts(r.log)).toBe('{0} ends the attack.');
    expect(rejects(r.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 }).message).toBe('You cannot attack now.');
  });
});
