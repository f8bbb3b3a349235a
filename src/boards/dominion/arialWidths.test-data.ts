/**
 * Advance widths of Arial (as the browser draws it; Liberation Sans has the same metrics) at 100 px,
 * for the characters space (32) to tilde (126), measured with canvas measureText: the text-fitting
 * tests measure card names as the board does, without a canvas.
 */
const BOLD =
  '28,33,47,56,56,89,72,24,33,33,39,58,28,33,28,28,56,56,56,56,56,56,56,56,56,56,33,33,58,58,58,61,98,72,72,72,72,67,61,78,72,28,56,72,61,83,72,78,67,78,72,67,61,72,67,94,67,67,61,33,28,33,58,56,33,56,61,56,61,56,33,61,61,28,28,56,28,89,61,61,61,61,39,56,33,61,56,78,56,56,50,39,28,39,58';
const REGULAR =
  '28,28,35,56,56,89,67,19,33,33,39,58,28,33,28,28,56,56,56,56,56,56,56,56,56,56,28,28,58,58,58,56,102,67,67,72,72,67,61,78,72,28,50,67,56,83,72,78,67,78,72,67,61,72,67,94,67,67,61,28,28,28,47,56,33,56,56,50,56,56,28,56,56,22,22,50,22,83,56,56,56,56,33,50,28,56,50,72,50,50,50,33,26,33,58';
const table = (s: string) => s.split(',').map(Number);
const widths = { bold: table(BOLD), regular: table(REGULAR) };

/** The width of `text` at `size` px in Arial (bold or not), 2 % wider than measured (rounding, kerning). */
export function arialWidth(text: string, size: number, bold: boolean): number {
  const w = bold ? widths.bold : widths.regular;
  let sum = 0;
  for (const ch of text) {
    const c = ch === '’' ? 39 : ch === '–' ? 45 : ch.charCodeAt(0);
    sum += w[c - 32] ?? 60;
  }
  return (sum / 100) * size * 1.02;
}
