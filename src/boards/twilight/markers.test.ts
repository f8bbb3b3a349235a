import { describe, expect, it } from 'vitest';
import { layout } from './layout';
import { effectLabel } from './effects';
import { labelBoxes, overlap, tagSpot, tagWidth, TAG_H } from './markers';

const countryBoxes = Object.values(layout.boxes);
const covered = (x: number, y: number, w: number, h: number) => [...countryBoxes, ...labelBoxes()].filter((b) => overlap({ x, y, w, h }, b) > 0).length;

describe('the tags of events in effect beside the region labels', () => {
  // The events whose tag sits beside each label (NATO, the Reformer, Latin American Death Squads,
  // Shuttle Diplomacy, Vietnam Revolts), and Chernobyl's on any region.
  const tags: Record<string, number[]> = {
    WesternEurope: [21, 87, 94],
    EasternEurope: [87, 94],
    CentralAmerica: [69, 94],
    SouthAmerica: [69, 94],
    MiddleEast: [73, 94],
    Asia: [73, 94],
    SoutheastAsia: [9, 94],
    Africa: [94],
  };

  it('covers no country box, superpower or label, at the printed size and zoomed out (tags grow)', () => {
    for (const [group, cards] of Object.entries(tags)) {
      for (const scale of [1, 1.8]) {
        for (const card of cards) {
          const text = `★ ${effectLabel(card)}`;
          const w = tagWidth(text) * scale;
          const h = TAG_H * scale;
          const at = tagSpot(group, w, h)!;
          expect(covered(at.x, at.y, w, h), `${text} by ${group} ×${scale}`).toBe(0);
        }
      }
    }
  });

  it('keeps two tags apart: the second avoids the first', () => {
    const w = tagWidth('★ NATO');
    const a = tagSpot('WesternEurope', w, TAG_H)!;
    const b = tagSpot('WesternEurope', w, TAG_H, [{ ...a, w, h: TAG_H }])!;
    expect(overlap({ ...a, w, h: TAG_H }, { ...b, w, h: TAG_H })).toBe(0);
  });

  it('has no spot for a region without a label', () => {
    expect(tagSpot('Antarctica', 10, 10)).toBeNull();
  });
});
