/**
 * The lobby's kingdom picker, headless: the recommended sets with their sets and edition, the cards
 * on offer for chosen sets and editions (only those the engine has built), a random deal, and the
 * options value that engine.parseOptions accepts.
 */
import { CARDS, cardId } from '../../engines/dominion/cards';
import { ONE_EDITION_SETS, pool, presetBuilt, RECOMMENDED, refuseCard } from '../../engines/dominion/kingdoms';
import { RULES } from '../../engines/dominion/rules';
import { implemented } from '../../engines/dominion/programs';
import type { Edition, SetId } from '../../engines/dominion/types';

export const KINGDOM_SIZE = 10;

const SET_NAMES: readonly [SetId, string][] = [
  ['base', 'Base'],
  ['intrigue', 'Intrigue'],
  ['seaside', 'Seaside'],
  ['prosperity', 'Prosperity'],
  ['alchemy', 'Alchemy'],
  ['hinterlands', 'Hinterlands'],
];

/** The sets a player may choose from: a set is offered once the engine has built any of its cards. */
export const SETS: readonly { id: SetId; name: string; built: boolean }[] = SET_NAMES.map(([id, name]) => ({
  id,
  name,
  built: CARDS.some((c) => c.kingdom && c.set === id && implemented(c.id)),
}));

export interface Preset {
  readonly name: string;
  /** As the lobby lists it: a first-published set whose revised list is "… (2E)" reads "… (1E)". */
  readonly label: string;
  readonly cards: readonly string[];
  readonly sets: readonly SetId[];
  /** The card wording it is played with. */
  readonly edition: Edition;
  /** The editions its cards come from (a card printed in one edition only needs that one). */
  readonly editions: readonly Edition[];
}

/**
 * The published recommended kingdoms whose cards are all built, each with its sets and editions. The
 * editions it needs: those of its cards printed in one edition only — a set printed once (Alchemy)
 * goes with either — and the first edition for a set as first published when a revised list of the
 * same name exists ("Shore Patrol" beside "Shore Patrol (2E)": one of them per edition, not both).
 */
export const PRESETS: readonly Preset[] = Object.entries(RECOMMENDED)
  .filter(([name]) => presetBuilt(name))
  .map(([name, cards]) => {
    const facts = cards.map((c) => CARDS[cardId(c)]).filter((c) => c !== undefined);
    const only = new Set(facts.filter((c) => c.editions.length === 1 && !ONE_EDITION_SETS.has(c.set)).map((c) => c.editions[0]));
    const revised = RECOMMENDED[`${name} (2E)`] !== undefined;
    if (revised) only.add('1E');
    const edition: Edition = name.endsWith('(1E)') ? '1E' : '2E';
    const sets = [...new Set(facts.map((c) => c.set))];
    return { name, label: revised ? `${name} (1E)` : name, cards, sets, edition, editions: only.size ? [...only] : [edition] };
  });

export function presetsFor(sets: readonly SetId[], editions: readonly Edition[]): Preset[] {
  return PRESETS.filter((p) => p.editions.every((e) => editions.includes(e)) && p.sets.every((s) => sets.includes(s)));
}

/** Kingdom card names offered for these sets and editions (built cards only), by name. */
export function offered(sets: readonly SetId[], editions: readonly Edition[]): string[] {
  return pool(sets, editions)
    .map((c) => CARDS[c].name)
    .sort((a, b) => a.localeCompare(b));
}

/** Kingdom cards matching a search (name or text) that may not be used, with the engine's reason. */
export function refusedMatches(search: string): { name: string; why: string }[] {
  const q = search.trim().toLowerCase();
  if (q.length < 2) return [];
  return CARDS.filter((c) => c.kingdom && c.name.toLowerCase().includes(q))
    .map((c) => ({ name: c.name, why: refuseCard(c.name) }))
    .filter((x): x is { name: string; why: string } => x.why !== null);
}

export function matches(name: string, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const c = CARDS[cardId(name)];
  return name.toLowerCase().includes(q) || (c?.text.toLowerCase().includes(q) ?? false) || (c?.types.some((t) => t.toLowerCase() === q) ?? false);
}

/** Ten different names at random (the lobby's choice becomes part of the options; the game stays seeded). */
export function dealRandom(from: readonly string[], random: () => number = Math.random): string[] {
  const rest = from.slice();
  const out: string[] = [];
  while (out.length < KINGDOM_SIZE && rest.length) out.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
  return out;
}

/** A kingdom in the order setup lays it out: by cost, then name. */
export function byCost(names: readonly string[]): string[] {
  return names.slice().sort((a, b) => (CARDS[cardId(a)]?.cost.coins ?? 0) - (CARDS[cardId(b)]?.cost.coins ?? 0) || a.localeCompare(b));
}

/** Adds or removes a card of a hand-picked kingdom (never more than ten). */
export function toggleCard(kingdom: readonly string[], name: string): string[] {
  if (kingdom.includes(name)) return kingdom.filter((n) => n !== name);
  if (kingdom.length >= KINGDOM_SIZE) return kingdom.slice();
  return [...kingdom, name];
}

export interface Chosen {
  readonly edition: Edition;
  readonly kingdom: readonly string[];
}

/** What the current options value holds (the engine's defaults when empty). */
export function readOptions(value: Readonly<Record<string, unknown>>): Chosen {
  const edition: Edition = value.edition === '1E' ? '1E' : '2E';
  if (Array.isArray(value.kingdom)) return { edition, kingdom: value.kingdom.filter((x): x is string => typeof x === 'string') };
  if (typeof value.preset === 'string' && RECOMMENDED[value.preset]) return { edition, kingdom: RECOMMENDED[value.preset] };
  return { edition, kingdom: RECOMMENDED['First Game'] };
}

/**
 * The options value for engine.parseOptions. A kingdom short of ten is filled at random at setup
 * from the chosen sets and editions (seeded with the game).
 */
export function optionsValue(
  edition: Edition,
  kingdom: readonly string[],
  sets: readonly SetId[],
  editions: readonly Edition[],
  colonies: boolean | null = null,
  endTurn: readonly boolean[] | null = null,
): Record<string, unknown> {
  // A new game is played by the current rules (games recorded before carry none: rules.ts).
  const value: Record<string, unknown> = { edition, kingdom: kingdom.slice(), rules: RULES };
  if (kingdom.length < KINGDOM_SIZE) value.random = { sets: sets.slice(), editions: editions.slice() };
  if (colonies !== null) value.colonies = colonies;
  if (endTurn !== null) value.endTurn = endTurn.slice();
  return value;
}

/**
 * Who ends their turn with "End turn" (options `endTurn`), per seat: as the value holds it, else on for
 * people and off for computers (`kinds`, the lobby's seats); sized to the seats.
 */
export function readEndTurn(value: Readonly<Record<string, unknown>>, kinds: readonly ('human' | 'bot')[]): boolean[] {
  const held = Array.isArray(value.endTurn) ? value.endTurn : [];
  return kinds.map((k, i) => (typeof held[i] === 'boolean' ? (held[i] as boolean) : k === 'human'));
}

/** The Platinum/Colony choice held by an options value: null = the rulebook's random draw. */
export function readColonies(value: Readonly<Record<string, unknown>>): boolean | null {
  return typeof value.colonies === 'boolean' ? value.colonies : null;
}
