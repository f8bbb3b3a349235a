import { describe, expect, it } from 'vitest';
import { fitSize, nameSize, wrappedLines } from './textFit';

/** Every character is half the font size wide. */
const measure = (t: string, size: number) => t.length * size * 0.5;

describe('fitting card text', () => {
  it('wraps by words', () => {
    // 10 px font: 5 px per character, 50 px = 10 characters a line.
    expect(wrappedLines('+1 Card +1 Action', 10, 50, measure)).toBe(2);
    expect(wrappedLines('aaaa bbbb cccc', 10, 50, measure)).toBe(2);
    expect(wrappedLines('short', 10, 50, measure)).toBe(1);
    expect(wrappedLines('a\nb', 10, 50, measure)).toBe(2);
  });

  it('picks the largest size at which every line fits, or none', () => {
    const text = 'Trash a card from your hand and gain a card costing up to $2 more than it.';
    const size = fitSize(text, 80, 60, 16, 8, 1.1, measure);
    expect(size).not.toBeNull();
    expect(wrappedLines(text, size!, 80, measure) * size! * 1.1).toBeLessThanOrEqual(60);
    expect(wrappedLines(text, size! + 0.5, 80, measure) * (size! + 0.5) * 1.1).toBeGreaterThan(60);
    expect(fitSize(text, 30, 20, 16, 8, 1.1, measure)).toBeNull();
    expect(fitSize('+3 Cards.', 200, 100, 16, 8, 1.1, measure)).toBe(16);
  });

  it('shrinks a name until its longest word fits the width', () => {
    expect(nameSize('Laboratory', 50, 20, 8, measure)).toBe(10);
    expect(nameSize('Throne Room', 200, 20, 8, measure)).toBe(20);
    expect(nameSize('Laboratory', 10, 20, 8, measure)).toBe(8);
  });
});
