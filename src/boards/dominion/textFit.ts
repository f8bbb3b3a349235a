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
