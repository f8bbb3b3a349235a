/**
 * Which section of a game's help (src/app/help/content.ts) a pending decision applies: the prompt's
 * machine tag (`Prompt.kind`, engine-specific) mapped to a help section id. No rules: only where to read
 * them. A prompt not listed links to nothing.
 */
export const HELP_LINKS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  twilight: { headline: 'turn', action: 'cards', influence: 'influence', realign: 'realign', coup: 'coup' },
  dominion: { action: 'turn', buy: 'turn' },
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

/** The help section a prompt of `game` links to, or null. */
export function helpSectionFor(game: string, kind: string): string | null {
  return HELP_LINKS[game]?.[kind] ?? null;
}

/** The anchor of a help section: `help-<game>-<section>`. */
export const helpAnchor = (game: string, section: string) => `help-${game}-${section}`;
