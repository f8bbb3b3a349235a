/**
 * Fitting a card's text in its box without cutting it: word wrapping as Konva does it (a word that does
 * not fit its line starts the next one), then the largest font size whose lines all fit. Headless: the
 * width of a string is measured by the caller's function, so it is unit-tested.
 */
export type Measure = (text: string, size: number) => number;

/** Lines the text takes at this size in this width (a single word wider than the line counts as its own line). */
export function wrappedLines(text: string, size: number, width: number, measure: Measure): number {
  let lines = 0;
  for (const para of text.split('\n')) {
    const words = para.split(/\s+/).filter(Boolean);
    let line = '';
    lines++;
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next, size) > width) {
        lines++;
        line = word;
      } else line = next;
    }
  }
  return lines;
}

/**
 * The largest font size from `max` down to `min` (in half points) at which the whole text fits in
 * width × height with this line height; null when it does not fit even at `min`.
 */
export function fitSize(text: string, width: number, height: number, max: number, min: number, lineHeight: number, measure: Measure): number | null {
  for (let size = max; size >= min; size -= 0.5) if (wrappedLines(text, size, width, measure) * size * lineHeight <= height) return size;
  return null;
}

/** A font size no larger than `max` at which each word of `name` fits the width on its own (never below `min`). */
export function nameSize(name: string, width: number, max: number, min: number, measure: Measure): number {
  const longest = Math.max(...name.split(/\s+/).map((w) => measure(w, 1)));
  return Math.max(min, Math.min(max, Math.floor((width / Math.max(longest, 1)) * 2) / 2));
}

/** A card name as set: its lines (whole words, or a word shortened with a full stop) and their font size. */
export interface NameFit {
  readonly lines: readonly string[];
  readonly size: number;
  /** Some word was shortened to fit. */
  readonly abbreviated: boolean;
}

/** The ways to set `words` on at most `maxLines` lines, breaking only between words (fewest lines first). */
function splits(words: readonly string[], maxLines: number): string[][] {
  const out: string[][] = [[words.join(' ')]];
  if (maxLines >= 2) for (let i = 1; i < words.length; i++) out.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  if (maxLines >= 3)
    for (let i = 1; i < words.length; i++)
      for (let j = i + 1; j < words.length; j++) out.push([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
  return out;
}

/**
 * Sets a card name in `width` on at most `maxLines` lines, never breaking a word: on one line, shrunk
 * by up to a fifth; else at the largest size from `max` down to `min` (half points) at which it fits on
 * more lines at word breaks; where it does not fit even at `min`, its longest words are shortened ("Philosopher's" →
 * "Philos.") until it does. A long press shows the card in full.
 */
export function fitName(name: string, width: number, maxLines: number, max: number, min: number, measure: Measure): NameFit {
  max = Math.max(max, min);
  const words = name.split(/\s+/).filter(Boolean);
  const fitsAt = (lines: readonly string[], size: number) => lines.every((l) => measure(l, size) <= width);
  // One line, shrunk by up to a fifth (never below `min`); else on more lines at word breaks, from `max` down.
  for (let size = max; size >= Math.max(min, max * 0.8); size -= 0.5) if (fitsAt([name], size)) return { lines: [words.join(' ')], size, abbreviated: false };
  for (let size = max; size >= min; size -= 0.5) {
    // Of the ways that fit at this size, the one with the fewest lines, then the most even.
    const ok = splits(words, maxLines).filter((ls) => fitsAt(ls, size));
    if (ok.length) {
      const best = ok.reduce((a, b) =>
        a.length !== b.length
          ? a.length < b.length
            ? a
            : b
          : Math.max(...a.map((l) => measure(l, size))) <= Math.max(...b.map((l) => measure(l, size)))
            ? a
            : b,
      );
      return { lines: best, size, abbreviated: false };
    }
  }
  // Shorten the longest word until the name fits: to its longest start that ends before a vowel
  // ("Philosopher's" → "Philosoph.", then "Philos."), at least three letters, and a full stop.
  const short = words.slice();
  for (let guard = 0; guard < 40; guard++) {
    const ok = splits(short, maxLines).find((ls) => fitsAt(ls, min));
    if (ok) return { lines: ok, size: min, abbreviated: true };
    let longest = 0;
    for (let i = 1; i < short.length; i++) if (measure(short[i], min) > measure(short[longest], min)) longest = i;
    const next = shorter(short[longest]);
    if (!next) break;
    short[longest] = next;
  }
  return { lines: [short.join(' ')], size: min, abbreviated: true };
}

const VOWEL = /[aeiouy]/i;

/** A word shortened one step: its longest start (at least three letters, shorter than now) ending on a consonant before a vowel, and a full stop. */
export function shorter(word: string): string | null {
  const letters = word.replace(/\.$/, '').replace(/['’]s$/, '');
  for (let n = letters.length - 1; n >= 3; n--) {
    if (n === letters.length - 1 && word.endsWith('.')) continue;
    const cut = letters.slice(0, n);
    if (!VOWEL.test(cut[n - 1]) && /[a-z]/i.test(cut[n - 1]) && VOWEL.test(letters[n]) && `${cut}.` !== word) return `${cut}.`;
  }
  return letters.length > 3 && !word.endsWith('.') ? `${letters.slice(0, 3)}.` : null;
}

/** The largest size a card's name is set at on a card `w` wide (CardFace: the name takes the width less 2 px a side). */
export const nameMax = (w: number): number => Math.max(11, Math.min(24, w * 0.125));
