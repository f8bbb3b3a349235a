/**
 * The lobby's variants: auto-placement, secret missions, capitals, the classic card-bonus cap and
 * two-player setup, fog of war, and the end message.
 */
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { CARD_SYMBOL, TERRITORY_COUNT, territoryId, territoryIndex } from './graph';
import { HIDDEN, sees } from './fog';
import { MISSIONS, OCCUPY_24, missionComplete, missionDeck } from './missions';
import { createGame } from './setup';
import { E, options, play, position, rejects, texts } from './testkit';
import type { RiskMove, RiskOptions, RiskState } from './types';

function game(seats: number, extra: Partial<RiskOptions>, seed = 7): RiskState {
  return createGame(options(seats, extra), seats, seed);
}

/** Plays the first legal move of whoever acts until `stop` holds (setup only; bounded). */
function until(state: RiskState, stop: (s: RiskState) => boolean, pick: (legal: RiskMove[]) => RiskMove = (l) => l[0]): RiskState {
  let s = state;
  for (let i = 0; i < 2000 && !stop(s); i++) {
    const seat = E.prompt(s).seats[0];
    s = play(s, seat, pick(E.legalMoves(s, seat))).state;
  }
  return s;
}

describe('auto-placement of starting armies', () => {
  it('random: every starting army is placed at random at once, then turn 1 begins', () => {
    const s0 = game(3, { territories: 'deal', placement: 'random' });
    const r = play(s0, 0, { type: 'rollFirst' });
    const s = r.state;
    expect(s.turn).toBe(1);
    expect(['trade', 'place']).toContain(s.phase);
    // 35 starting armies each (3 players), all on the board; every territory keeps at least one.
    expect(s.armies.reduce((a, b) => a + b, 0)).toBe(3 * 35);
    expect(s.armies.every((a) => a >= 1)).toBe(true);
    for (let seat = 0; seat < 3; seat++) {
      const onBoard = s.armies.reduce((sum, a, t) => sum + (s.owner[t] === seat ? a : 0), 0);
      expect(onBoard).toBe(35);
    }
    expect(texts(r.log)).toMatch(/placed at random/);
    expect(s.epoch).toBeGreaterThan(s0.epoch);
  });

  it('random after claiming: the last claim places everything', () => {
    const s = until(game(4, { placement: 'random' }), (x) => x.phase !== 'first' && x.phase !== 'claim');
    expect(s.turn).toBe(1);
    expect(s.reserve.slice(0, 4).reduce((a, b) => a + b, 0)).toBeGreaterThan(0); // only the first player's new armies
    expect(s.armies.reduce((a, b) => a + b, 0)).toBe(4 * 30);
  });

  it('three per placement turn: split as you like, then the next player', () => {
    const s = play(game(3, { territories: 'deal', placement: 'three' }), 0, { type: 'rollFirst' }).state;
    expect(s.phase).toBe('setup');
    expect(s.setupLeft).toBe(3);
    const me = s.current;
    const mine = territoryId(s.owner.indexOf(me));
    expect(
      E.legalMoves(s, me)
        .filter((m) => m.type === 'place' && m.territory === mine)
        .map((m) => (m as { count: number }).count),
    ).toEqual([1, 2, 3]);
    expect(rejects(s, me, { type: 'place', territory: mine, count: 4 }).message).toBe('Place 1 to 3 armies in this placement turn.');
    const a = play(s, me, { type: 'place', territory: mine, count: 2 }).state;
    expect(a.current).toBe(me);
    expect(a.setupLeft).toBe(1);
    const b = play(a, me, { type: 'place', territory: mine, count: 1 }).state;
    expect(b.current).not.toBe(me);
    expect(b.setupLeft).toBe(3);
  });

  it('"place all here": the whole placement turn on one territory in one move', () => {
    const s = play(game(3, { territories: 'deal', placement: 'five' }), 0, { type: 'rollFirst' }).state;
    const me = s.current;
    const t = s.owner.indexOf(me);
    const r = play(s, me, { type: 'place', territory: territoryId(t), count: 5 }).state;
    expect(r.armies[t]).toBe(6);
    expect(r.current).not.toBe(me);
  });

  it('the last placement turn holds only the armies left', () => {
    const s = until(
      play(game(3, { territories: 'deal', placement: 'five' }), 0, { type: 'rollFirst' }).state,
      (x) => x.reserve[x.current] < 5 || x.phase !== 'setup',
      (l) => l[l.length - 1],
    );
    if (s.phase === 'setup') expect(s.setupLeft).toBe(s.reserve[s.current]);
    const done = until(
      s,
      (x) => x.phase !== 'setup',
      (l) => l[l.length - 1],
    );
    expect(done.turn).toBe(1);
    expect(done.armies.reduce((a, b) => a + b, 0)).toBe(3 * 35);
  });
});

describe('two-player setup', () => {
  it('alternate (default): one own army, then one neutral army', () => {
    const s = play(game(2, {}), 0, { type: 'rollFirst' }).state;
    expect(s.setupLeft).toBe(1);
    const me = s.current;
    const a = play(s, me, { type: 'place', territory: territoryId(s.owner.indexOf(me)), count: 1 }).state;
    expect(a.phase).toBe('neutral');
  });

  it('classic: two own armies per turn, then one neutral army', () => {
    const s = play(game(2, { twoPlayerSetup: 'classic' }), 0, { type: 'rollFirst' }).state;
    expect(s.setupLeft).toBe(2);
    const me = s.current;
    const t = territoryId(s.owner.indexOf(me));
    const a = play(s, me, { type: 'place', territory: t, count: 1 }).state;
    expect(a.phase).toBe('setup');
    const b = play(a, me, { type: 'place', territory: t, count: 1 }).state;
    expect(b.phase).toBe('neutral');
    const n = play(b, me, { type: 'placeNeutral', territory: territoryId(b.owner.indexOf(2)) }).state;
    expect(n.phase).toBe('setup');
    expect(n.current).not.toBe(me);
  });
});

describe('secret missions', () => {
  it('deals one mission per seat, destroy cards only for seats at the table, none naming its holder', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = game(3, { victory: 'missions' }, seed);
      expect(s.missions).toHaveLength(3);
      expect(new Set(s.missions).size).toBeLessThanOrEqual(3);
      s.missions.forEach((m, seat) => {
        const card = MISSIONS[m];
        if (card.kind === 'destroy') {
          expect(card.seat).not.toBe(seat);
          expect(card.seat).toBeLessThan(3);
        }
      });
    }
    expect(missionDeck(3).map((i) => MISSIONS[i].id)).not.toContain('destroy-3');
    // Two players: the neutral (owner 2) has no mission and is no target.
    expect(missionDeck(2).map((i) => MISSIONS[i].id)).not.toContain('destroy-2');
    expect(game(2, { victory: 'missions' }).missions).toHaveLength(2);
  });

  it('each seat sees only its own mission until the game is over', () => {
    const s = game(4, { victory: 'missions' });
    const v = E.view(s, 1);
    expect(v.missions[1]).toBe(s.missions[1]);
    expect(v.missions.filter((_, i) => i !== 1).every((m) => m === -1)).toBe(true);
    expect(E.view(s, null).missions.every((m) => m === -1)).toBe(true);
  });

  it('completing your own mission during your turn wins at once, and reveals every mission', () => {
    const occupy = OCCUPY_24;
    // Seat 0 holds 23 territories and takes a 24th.
    const s0 = position({ owner: (t) => (t < 23 ? 0 : t === 23 ? 1 : t % 2 === 0 ? 1 : 2), set: { alaska: [0, 10], kamchatka: [1, 1] } });
    const holdsAlaska = s0.owner[territoryIndex('alaska')] === 0;
    expect(holdsAlaska).toBe(true);
    const s = { ...s0, options: { ...s0.options, victory: 'missions' as const }, missions: [occupy, 0, 1] };
    const before = s.owner.filter((o) => o === 0).length;
    expect(before).toBe(23);
    expect(missionComplete(occupy, 0, s.owner, s.armies, s.alive)).toBe(false);
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 });
    expect(r.state.phase).toBe('over');
    expect(r.state.winReason).toBe('mission');
    expect(E.outcome(r.state)).toEqual({ kind: 'win', winners: [0], reason: '{0} completed their secret mission ("Hold any 24 territories.").' });
    expect(r.state.epoch).toBeGreaterThan(s.epoch);
    expect(E.view(r.state, 1).missions).toEqual([occupy, 0, 1]);
  });

  it("another player's completed mission does not end your turn; it wins at the start of theirs", () => {
    // Seat 1 already holds North America and Africa (mission 0) while seat 0 ends its turn.
    const na = [
      'alaska',
      'northwest_territory',
      'greenland',
      'alberta',
      'ontario',
      'quebec',
      'western_united_states',
      'eastern_united_states',
      'central_america',
    ];
    const af = ['north_africa', 'egypt', 'east_africa', 'congo', 'south_africa', 'madagascar'];
    const owned = new Set([...na, ...af].map(territoryIndex));
    const s0 = position({ owner: (t) => (owned.has(t) ? 1 : t % 2 === 0 ? 0 : 2), phase: 'fortify' });
    const s = { ...s0, options: { ...s0.options, victory: 'missions' as const }, missions: [OCCUPY_24, 0, 2] };
    expect(missionComplete(0, 1, s.owner, s.armies, s.alive)).toBe(true);
    const r = play(s, 0, { type: 'endTurn' });
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe(1);
    // The win depends on seat 1's secret: a reveal, so seat 0 cannot take the move back to peek.
    expect(r.state.epoch).toBeGreaterThan(s.epoch);
  });

  it('a destroy mission: complete when its holder takes the last territory; otherwise it falls back to 24 territories', () => {
    const destroy1 = MISSIONS.findIndex((m) => m.id === 'destroy-1');
    const s0 = position({ owner: (t) => (t === territoryIndex('kamchatka') ? 1 : t % 2 === 0 ? 0 : 2), set: { alaska: [0, 20], kamchatka: [1, 1] } });
    // Seat 0 holds "destroy seat 1" and wipes seat 1 out: it wins.
    const mine = { ...s0, options: { ...s0.options, victory: 'missions' as const }, missions: [destroy1, OCCUPY_24, OCCUPY_24] };
    const won = play(mine, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 }).state;
    expect(won.phase).toBe('over');
    // The dice, the cards taken and the missions shown: one move, one point of no return.
    expect(won.epoch).toBe(mine.epoch + 1);
    expect(won.winner).toBe(0);
    expect(won.winReason).toBe('mission');
    // Seat 2 holds it and seat 0 wipes seat 1 out: seat 2's mission becomes "24 territories", silently.
    const theirs = { ...mine, missions: [OCCUPY_24, OCCUPY_24, destroy1] };
    const r = play(theirs, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 });
    expect(r.state.phase).not.toBe('over');
    expect(r.state.missions[2]).toBe(OCCUPY_24);
    expect(texts(r.log)).not.toMatch(/mission/i);
  });
});

describe('capitals', () => {
  it('after the starting armies, each player names a capital in turn; then the first turn begins', () => {
    const s = until(game(3, { territories: 'deal', placement: 'random', victory: 'capitals' }), (x) => x.phase !== 'first');
    expect(s.phase).toBe('capital');
    expect(s.turn).toBe(0);
    const first = s.current;
    const notMine = territoryId(s.owner.findIndex((o) => o !== first));
    expect(rejects(s, first, { type: 'capital', territory: notMine }).code).toBe('not-yours');
    const done = until(s, (x) => x.phase !== 'capital');
    expect(done.turn).toBe(1);
    expect(done.current).toBe(first);
    done.capitals.forEach((t, seat) => expect(s.owner[t]).toBe(seat));
  });

  it('whoever holds every capital wins at once', () => {
    const s0 = position({
      owner: (t) => (t === territoryIndex('kamchatka') ? 1 : t === territoryIndex('peru') ? 2 : 0),
      set: { alaska: [0, 20], kamchatka: [1, 1], peru: [2, 3] },
    });
    const caps = [territoryIndex('brazil'), territoryIndex('kamchatka'), territoryIndex('argentina')];
    const s = { ...s0, options: { ...s0.options, victory: 'capitals' as const }, owner: s0.owner.map((o, t) => (t === caps[2] ? 0 : o)), capitals: caps };
    const r = play(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 });
    expect(r.state.phase).toBe('over');
    expect(r.state.winReason).toBe('capitals');
    expect(E.outcome(r.state)?.reason).toBe('{0} holds every capital.');
    // Seat 2 still has land: the war did not end by elimination.
    expect(r.state.alive[2]).toBe(true);
  });
});

describe('classic card bonus: +2 at most once per turn', () => {
  // Seat 0 holds three infantry and three cavalry cards, on territories it owns (it owns the world).
  function twoSets(extra: Partial<RiskOptions>): RiskState {
    const of = (sym: number): number[] =>
      CARD_SYMBOL.map((x, c) => (x === sym ? c : -1))
        .filter((c) => c >= 0)
        .slice(0, 3);
    const hand = [...of(0), ...of(1)];
    const s0 = position({ phase: 'trade', owner: () => 0, hands: [hand, [], []] });
    return { ...s0, options: { ...s0.options, ...extra } };
  }

  it('off (default): every trade may place the +2', () => {
    const s = twoSets({});
    const first = E.legalMoves(s, 0).find((m) => m.type === 'trade' && m.bonus) as RiskMove;
    const a = play(s, 0, first).state;
    expect(E.legalMoves(a, 0).some((m) => m.type === 'trade' && m.bonus)).toBe(a.hands[0].length >= 3);
  });

  it('on: the second trade of the turn gets no +2, and says why', () => {
    const s = twoSets({ bonusOncePerTurn: true });
    const first = E.legalMoves(s, 0).find((m) => m.type === 'trade' && m.bonus) as RiskMove & { type: 'trade' };
    const a = play(s, 0, first).state;
    expect(a.bonusTaken).toBe(true);
    const second = E.legalMoves(a, 0).filter((m) => m.type === 'trade');
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((m) => m.type === 'trade' && m.bonus === undefined)).toBe(true);
    const t = second[0] as RiskMove & { type: 'trade' };
    const territory = territoryId(0);
    expect(rejects(a, 0, { ...t, bonus: territory }).code).toBe('bonus-taken');
    const before = a.armies.reduce((x, y) => x + y, 0);
    const r = play(a, 0, t);
    expect(r.state.armies.reduce((x, y) => x + y, 0)).toBe(before);
    expect(texts(r.log)).toMatch(/at most once per turn/);
  });
});

describe('fog of war', () => {
  const fogged = (): RiskState => {
    const s = position({ owner: (t) => (t < 14 ? 0 : t < 28 ? 1 : 2), armies: 3 });
    return { ...s, options: { ...s.options, fog: true } };
  };

  it('a seat sees owners and armies only of its territories and their neighbours', () => {
    const s = fogged();
    const v = E.view(s, 0);
    for (let t = 0; t < TERRITORY_COUNT; t++) {
      if (sees(s.owner, 0, t)) {
        expect(v.owner[t]).toBe(s.owner[t]);
        expect(v.armies[t]).toBe(s.armies[t]);
      } else {
        expect(v.owner[t]).toBe(HIDDEN);
        expect(v.armies[t]).toBe(0);
      }
    }
    expect(v.owner.some((o) => o === HIDDEN)).toBe(true);
    // Legal moves come from what the seat sees: the same on the view as on the state.
    expect(E.legalMoves(v, 0)).toEqual(E.legalMoves(s, 0));
  });

  it('battles far away are logged only for the seats that see them', () => {
    const s = { ...fogged(), current: 1 };
    const legal = E.legalMoves(s, 1).filter((m) => m.type === 'attack');
    const far = legal.find((m) => m.type === 'attack' && !sees(s.owner, 0, territoryIndex(m.from)) && !sees(s.owner, 0, territoryIndex(m.to)));
    expect(far).toBeDefined();
    const r = play(s, 1, far as RiskMove);
    const seen0 = visibleLog([r.log], 0).map((l) => l.text);
    const seen1 = visibleLog([r.log], 1).map((l) => l.text);
    expect(seen1.join(' ')).toMatch(/attacks/);
    expect(seen0.join(' ')).not.toMatch(/attacks/);
  });

  it('setup is played in the open; the game over view shows everything', () => {
    const s = game(3, { fog: true });
    expect(E.view(s, 0).owner.every((o) => o !== HIDDEN)).toBe(true);
    const over = { ...fogged(), phase: 'over' as const, winner: 0 };
    expect(E.view(over, 1).owner.every((o) => o !== HIDDEN)).toBe(true);
  });
});
