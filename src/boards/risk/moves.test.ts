/** The board's reading of the legal moves (issue 20): capitals by tap, no stale route, the move-in preview. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../engines/risk/legal';
import { territoryIndex } from '../../engines/risk/graph';
import { play, position } from '../../engines/risk/testkit';
import { chosenCount, clickTerritory, focusIds, liveSelection, movePreview, targets } from './moves';
import { clearSpot, layoutLabels } from './labels';
import { worldMap } from './worldMap';

const none = { from: null, to: null };

describe('capital by tapping the map', () => {
  it('highlights every territory the seat may name, and a tap on one names it', () => {
    const s = position({ seats: 3, options: { victory: 'capitals' }, phase: 'capital', current: 1 });
    const legal = legalMoves(s, 1);
    const glow = targets(s, legal, none);
    const own = s.owner.map((o, t) => (o === 1 ? t : -1)).filter((t) => t >= 0);
    expect(glow.size).toBe(own.length);
    const id = [...glow][0];
    expect(s.owner[territoryIndex(id)]).toBe(1);
    expect(clickTerritory(s, legal, none, id as never, 1)).toEqual({ kind: 'move', move: { type: 'capital', territory: id } });
    // Someone else's territory is no choice.
    const theirs = worldMap.territories.find((t) => s.owner[territoryIndex(t.id)] === 0)!.id;
    expect(clickTerritory(s, legal, none, theirs as never, 1)).toEqual({ kind: 'none' });
  });
});

describe('no stale route after a conquest', () => {
  it('drops a target that became the attacker’s own, and keeps a source that may still attack', () => {
    const s = position({ seats: 3, owner: () => 2, armies: 1, set: { china: [0, 9], mongolia: [1, 1], siam: [1, 1] } });
    const sel = { from: 'china', to: 'mongolia' } as const;
    expect(liveSelection(s, legalMoves(s, 0), sel)).toBe(sel);
    // China takes Mongolia (one army there: a few rolls at most).
    let st = s;
    for (let i = 0; i < 20 && st.owner[territoryIndex('mongolia')] === 1; i++)
      st = play(st, 0, { type: 'attack', from: 'china', to: 'mongolia', dice: 3 }).state;
    if (st.phase === 'capture') st = play(st, 0, { type: 'capture', count: 3 }).state;
    expect(st.phase).toBe('attack');
    expect(liveSelection(st, legalMoves(st, 0), sel)).toEqual({ from: 'china', to: null });
  });
});

describe('the move-in preview follows the slider', () => {
  it('shows what each territory will hold for the count chosen, the most when none is', () => {
    const s = { ...position({ seats: 3, owner: () => 2, armies: 1, set: { china: [0, 6], mongolia: [0, 3] } }), phase: 'capture' as const };
    const st = { ...s, battle: { from: territoryIndex('china'), to: territoryIndex('mongolia'), dice: 3 } };
    const legal = legalMoves(st, 0);
    // 3 moved in already; China keeps at least one of its 6: 3 to 8.
    expect(legal.map((m) => (m.type === 'capture' ? m.count : 0))).toEqual([3, 4, 5, 6, 7, 8]);
    expect(movePreview(st, legal, { ...none, move: 5 })).toEqual({ from: st.battle.from, to: st.battle.to, count: 5, fromAfter: 4, toAfter: 5 });
    expect(movePreview(st, legal, { ...none, move: null })).toMatchObject({ count: 8, fromAfter: 1, toAfter: 8 });
    expect(movePreview(st, legal, { ...none, move: 12 })).toMatchObject({ count: 8 });
    expect(chosenCount([], 3)).toBeNull();
    expect(focusIds(st, legal, none)).toEqual(['china', 'mongolia']);
  });

  it('a fortification too', () => {
    const s = position({ seats: 3, owner: () => 2, armies: 1, phase: 'fortify', set: { china: [0, 6], mongolia: [0, 2] } });
    const legal = legalMoves(s, 0);
    expect(movePreview(s, legal, { from: 'china', to: 'mongolia', move: 2 })).toMatchObject({ count: 2, fromAfter: 4, toAfter: 4 });
    expect(movePreview(s, legal, { from: 'china', to: null, move: 2 })).toBeNull();
  });
});

describe('odds beside a badge hide no name (issue 20)', () => {
  type Box = [number, number, number, number];
  const overlap = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  for (const zoom of [0.5, 0.75, 1.2]) {
    it(`at zoom ${zoom}, for every territory`, () => {
      const labels = layoutLabels(zoom);
      const c = worldMap.territories.map((t) => [t.label[0] * zoom, t.label[1] * zoom]);
      const names: Box[] = labels.flatMap((l, i) => (l ? [[c[i][0] + l.dx, c[i][1] + l.dy, c[i][0] + l.dx + l.width, c[i][1] + l.dy + l.height] as Box] : []));
      let clear = 0;
      worldMap.territories.forEach((_, i) => {
        const p = clearSpot(zoom, i, 44, 18);
        const box: Box = [c[i][0] + p.dx, c[i][1] + p.dy, c[i][0] + p.dx + 44, c[i][1] + p.dy + 18];
        const inside = box[0] >= 0 && box[1] >= 0 && box[2] <= worldMap.width * zoom && box[3] <= worldMap.height * zoom;
        if (inside && !names.some((n) => overlap(n, box))) clear++;
      });
      expect(clear).toBe(worldMap.territories.length);
    });
  }
});
