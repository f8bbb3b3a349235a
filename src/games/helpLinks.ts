/**
 * Which section of a game's help (src/app/help/content.ts) a pending decision applies: the prompt's
 * machine tag (`Prompt.kind`, engine-specific) mapped to a help section id. No rules: only where to read
 * them. A prompt not listed links to its game's default section (HELP_DEFAULT), or to nothing.
 */
export const HELP_LINKS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // A choice asked by an event (`pick`) is one of playing a card (5.2: the event of a card played).
  twilight: { headline: 'turn', action: 'cards', influence: 'influence', realign: 'realign', coup: 'coup', pick: 'cards' },
  dominion: { action: 'turn', buy: 'turn', react: 'attacks' },
  risk: {
    first: 'setup',
    claim: 'setup',
    setup: 'setup',
    neutral: 'setup',
    capital: 'setup',
    place: 'reinforce',
    trade: 'cards',
    attack: 'attack',
    defend: 'attack',
    capture: 'attack',
    fortify: 'fortify',
  },
  diplomacy: { movement: 'orders', retreat: 'retreats', adjustment: 'builds' },
  diplomacy5d: { orders: 'orders' },
};

/**
 * The section of a prompt of a kind not listed above: in Dominion every other decision is asked by a card
 * (its tag names the kind of choice: discard, trash, gain, …), so it links to how a card is followed.
 */
export const HELP_DEFAULT: Readonly<Record<string, string>> = { dominion: 'following' };

/**
 * Rule numbers (a prompt's optional `rule`, as the rulebook numbers it) → help section, by the longest
 * matching prefix: "6.3.1" reads the section of "6.3".
 */
export const RULE_SECTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  twilight: {
    '3': 'setup',
    '4': 'turn',
    '5': 'cards',
    '6.1': 'influence',
    '6.2': 'realign',
    '6.3': 'coup',
    '6.4': 'space',
    '8.1': 'coup',
    '9': 'china',
    '10': 'scoring',
  },
};

/** The help section a prompt of `game` links to (by its rule when it names one, else by its kind), or null. */
export function helpSectionFor(game: string, kind: string, rule?: string): string | null {
  if (rule) {
    const table = RULE_SECTIONS[game] ?? {};
    const parts = rule.split('.');
    for (let n = parts.length; n > 0; n--) {
      const section = table[parts.slice(0, n).join('.')];
      if (section) return section;
    }
  }
  return HELP_LINKS[game]?.[kind] ?? (kind === 'over' ? null : (HELP_DEFAULT[game] ?? null));
}

/** The anchor of a help section: `help-<game>-<section>`. */
export const helpAnchor = (game: string, section: string) => `help-${game}-${section}`;
