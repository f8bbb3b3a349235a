import { describe, expect, it } from 'vitest';
import { CARDS } from '../../engines/twilight/data/cards';
import { COUNTRY_IDS } from '../../engines/twilight/map';
import { eventText } from './cardText';
import { effectPlace, effectTitle, mapMarkers, trackEffects } from './effects';
import { layout } from './layout';

describe('events in effect on the board', () => {
  it('every country marker names a country of the map and every label a drawn region label', () => {
    for (const c of CARDS) {
      const p = effectPlace({ card: c.id, side: 0, until: 'game' });
      for (const id of p.countries ?? []) expect(COUNTRY_IDS).toContain(id);
      for (const g of p.labels ?? []) expect(layout.regionLabels.map((l) => l.group)).toContain(g);
    }
  });

  it('places markers where the event acts: the country, the region named (Chernobyl), or a track', () => {
    const m = mapMarkers([
      { card: 82, side: 0, until: 'game' },
      { card: 94, side: 1, until: 'turn', region: 'MiddleEast' },
      { card: 86, side: 1, until: 'game' },
      { card: 86, side: 1, until: 'turn' },
    ]);
    expect(m.countries.get('iran')?.map((e) => e.card)).toEqual([82]);
    expect(m.labels.get('MiddleEast')?.map((e) => e.card)).toEqual([94]);
    expect(
      trackEffects(
        [
          { card: 86, side: 1, until: 'game' },
          { card: 86, side: 1, until: 'turn' },
        ],
        'turn',
      ),
    ).toHaveLength(1);
    expect(effectTitle({ card: 94, side: 1, until: 'turn', region: 'MiddleEast' })).toBe('Chernobyl: the Middle East (this turn)');
  });

  it('every Late War and optional card has its own text', () => {
    for (const c of CARDS) if (c.period === 'Late' || c.optional) expect(eventText(c.id)).not.toMatch(/not built/);
  });
});
