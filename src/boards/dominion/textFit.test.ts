import { describe, expect, it } from 'vitest';
import { fitName, fitSize, nameSize, shorter, wrappedLines } from './textFit';

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

describe('fitting a card name', () => {
  it('sets it whole on one line when it fits, at the largest size', () => {
    expect(fitName('Village', 100, 2, 20, 11, measure)).toEqual({ lines: ['Village'], size: 20, abbreviated: false });
    // 'Throne Room' is 11 characters: 5.5 px a character at 11 px is 60.5 px, too wide for 50; two lines then.
    expect(fitName('Throne Room', 50, 2, 11, 11, measure)).toEqual({ lines: ['Throne', 'Room'], size: 11, abbreviated: false });
  });

  it('prefers a smaller size on one line to two lines, and breaks only between words', () => {
    // One line of 11 characters fits 50 px at 9 px, within a fifth of 11: one line.
    const f = fitName('Throne Room', 50, 2, 11, 8, measure);
    expect(f.lines).toEqual(['Throne Room']);
    expect(f.size).toBe(9);
    // Not within a fifth of 12: two lines at the largest size that fits them.
    const two = fitName('Throne Room', 50, 2, 12, 8, measure);
    expect(two).toEqual({ lines: ['Throne', 'Room'], size: 12, abbreviated: false });
  });

  it('shortens a word that does not fit even alone at the least size, at a syllable, with a full stop', () => {
    const f = fitName("Philosopher's Stone", 45, 2, 14, 11, measure);
    expect(f.abbreviated).toBe(true);
    expect(f.size).toBe(11);
    expect(f.lines).toEqual(['Philos.', 'Stone']);
    for (const l of f.lines) expect(measure(l, 11)).toBeLessThanOrEqual(45);
    expect(shorter("Philosopher's")).toBe('Philosoph.');
    expect(shorter('Philosoph.')).toBe('Philos.');
    expect(shorter('Laboratory')).toBe('Laborator.');
    expect(shorter('Cat')).toBeNull();
  });
});
