import { describe, expect, it } from 'vitest';
import { passNews } from './news';
import { E, play, position } from '../../engines/twilight/testkit';

describe('the pass screen’s news of the last move (issue 20: the mover sees their own roll)', () => {
  it('a coup’s roll is news after the coup, and not after the next move that rolls nothing', () => {
    // USSR coups Iran (stability 2) with a 3-op card, die rigged to 4 (6.3.1: 4 + 3 − 2 × 2 = 3).
    let s = position(0, {
      inf: { iran: [2, 0] },
      hands: [
        [7, 12],
        [19, 22],
      ],
      dice: [4],
    });
    const before = E.view(s, null);
    s = play(s, 0, { type: 'play', card: 7, use: 'coup' }).state;
    s = play(s, 0, { type: 'coup', country: 'iran' }).state;
    const after = E.view(s, null);
    const news = passNews(after, before);
    expect(news.roll).toMatchObject({ kind: 'coup', dice: [{ side: 0, value: 4 }] });
    expect(news.roll!.text).toMatch(/coups Iran/);
    expect(news.headlines).toEqual([]);
    // The US places influence: nothing rolled, no news.
    const t = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    expect(passNews(E.view(t, null), after).roll).toBeNull();
  });
  it('the headlines are news in the move that reveals them, only then', () => {
    const s = position(0, {});
    const hidden = { ...s, headlineRevealed: false, headline: [5, 9] };
    const shown = { ...s, headlineRevealed: true, headline: [5, 9] };
    expect(passNews(shown, hidden).headlines).toEqual([0, 1]);
    expect(passNews(shown, shown).headlines).toEqual([]);
    expect(passNews(shown, null).headlines).toEqual([]);
  });
});
