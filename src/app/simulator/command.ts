/** The `npm run simulate` command that plays the same games as the simulator page. */

/** Quotes a word for a POSIX shell when it needs it ('King\'s Court' → 'King'\''s Court'). */
export function shellQuote(word: string): string {
  return /^[\w.,:=/@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function simulateCommand(bots: readonly string[], games: number, seed: number, options?: Readonly<Record<string, unknown>>): string {
  const words = ['npm', 'run', 'simulate', '--', 'dominion', '--bots', bots.join(','), '--games', String(games), '--seed', String(seed)];
  if (options) words.push('--options', JSON.stringify(options));
  return [...words, '--json'].map(shellQuote).join(' ');
}
