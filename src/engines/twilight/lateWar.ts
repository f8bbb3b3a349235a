/**
 * The Late War scenario (Volko Ruhnke, C3i #19; the Deluxe rulebook's optional section), option
 * `scenario: 'lateWar'`. Facts from LATE_WAR.md (the project's transcription, in our words):
 *
 *   - turn 8 (turns 8–10 as usual: headline, 7 action rounds, 9 cards), DEFCON 4, military operations 0,
 *     VP 4 toward the USSR (−4), the space race USSR on box 4 (Man in Earth Orbit, the file's reading of
 *     "Space Walk"), US on box 6 (Eagle/Bear Has Landed, whose ability the US then holds);
 *   - six events in effect from the start, their cards out of the deck (displayed in effect: `limbo`);
 *   - the influence of the scenario's lists: the minimum that controls a country for the side it is listed
 *     under (its stability plus the other side's influence), or the exact (US/USSR) pair the list gives;
 *   - every starred Early and Mid War card removed except four, the rest of Early, Mid and Late War
 *     shuffled into one deck and turn 8's hands dealt from it; The China Card face up with the USSR;
 *   - victory: after final scoring, or at once when the US plays Wargames for its event and ends the
 *     game, the US needs 20 VP or more, else the USSR wins (no draw). The usual immediate wins apply.
 */
import { CHINA, card } from './cardinfo';
import { CARDS } from './data/cards';
import { isBuilt } from './events';
import { COUNTRIES, COUNTRY_COUNT, countryIndex, type CountryId } from './map';
import type { Effect, TwilightOptions, TwilightState } from './types';

export { firstTurn, isLateWar, lateWarVerdict } from './lateWarVictory';

export const LATE_WAR_TURN = 8;
export const LATE_WAR_DEFCON = 4;
/** VP: 4 toward the USSR (negative = USSR ahead). */
export const LATE_WAR_VP = -4;
/** Space race boxes [USSR, US]: Man in Earth Orbit (4), Eagle/Bear Has Landed (6). */
export const LATE_WAR_SPACE: readonly [number, number] = [4, 6];

/** The six events in effect at the start (LATE_WAR.md "Events in effect"), with the side whose event each is. */
export const LATE_WAR_EFFECTS: readonly Effect[] = [
  { card: 27, side: 1, until: 'game' }, // US/Japan Mutual Defense Pact
  { card: 23, side: 1, until: 'game' }, // Marshall Plan
  { card: 21, side: 1, until: 'game' }, // NATO
  { card: 16, side: 0, until: 'game' }, // Warsaw Pact Formed
  { card: 17, side: 0, until: 'game' }, // De Gaulle Leads France
  { card: 59, side: 0, until: 'game' }, // Flower Power
];

/** Starred Early and Mid War cards that stay in the deck: Bear Trap, Panama Canal Returned, Camp David Accords, John Paul II. */
export const LATE_WAR_KEPT: readonly number[] = [44, 64, 65, 68];

/** Countries the scenario lists under US control (the minimum that controls them). */
const US_CONTROL: readonly CountryId[] = [
  'united_kingdom',
  'italy',
  'benelux',
  'denmark',
  'norway',
  'israel',
  'iran',
  'pakistan',
  'turkey',
  'zaire',
  'somalia',
  'kenya',
  'nigeria',
  'japan',
  'south_korea',
  'taiwan',
  'thailand',
  'indonesia',
  'australia',
  'nicaragua',
  'panama',
  'haiti',
  'honduras',
  'venezuela',
  'chile',
  'argentina',
  'dominican_republic',
];

/** Countries the scenario lists under USSR control (the minimum that controls them). */
const USSR_CONTROL: readonly CountryId[] = [
  'east_germany',
  'poland',
  'hungary',
  'czechoslovakia',
  'bulgaria',
  'cuba',
  'north_korea',
  'iraq',
  'india',
  'afghanistan',
  'libya',
  'algeria',
  'ethiopia',
  'zimbabwe',
];

/** The exact (US, USSR) pairs the scenario prints, controlled or not. */
const EXACT: Readonly<Partial<Record<CountryId, readonly [us: number, ussr: number]>>> = {
  west_germany: [5, 1],
  philippines: [3, 1],
  malaysia: [3, 1],
  colombia: [2, 1],
  syria: [0, 3],
  angola: [1, 3],
  laos_cambodia: [0, 2],
  vietnam: [0, 5],
  se_african_states: [0, 2],
  spain_portugal: [1, 0],
  france: [3, 1],
  romania: [1, 3],
  jordan: [2, 2],
  egypt: [1, 0],
  south_africa: [2, 1],
  finland: [1, 2],
  burma: [0, 1],
  peru: [2, 1],
  yugoslavia: [1, 2],
  saudi_arabia: [2, 0],
};

/** The scenario's influence, [USSR, US] by country index; every country not listed is empty (Canada included). */
export function lateWarInfluence(): number[][] {
  const inf = [new Array<number>(COUNTRY_COUNT).fill(0), new Array<number>(COUNTRY_COUNT).fill(0)];
  for (const id of US_CONTROL) inf[1][countryIndex(id)] = COUNTRIES[countryIndex(id)].stability;
  for (const id of USSR_CONTROL) inf[0][countryIndex(id)] = COUNTRIES[countryIndex(id)].stability;
  for (const [id, pair] of Object.entries(EXACT)) {
    const c = countryIndex(id);
    inf[1][c] = pair[0];
    inf[0][c] = pair[1];
  }
  return inf;
}

const inGame = (o: TwilightOptions, id: number): boolean => {
  const c = card(id);
  return c.inDeck && (!c.optional || o.optionalCards) && isBuilt(id);
};

const IN_EFFECT = new Set(LATE_WAR_EFFECTS.map((e) => e.card));

/**
 * The cards removed from the game at the start: every starred Early and Mid War card (optional ones with
 * the optional cards, LATE_WAR.md's reading) but the four kept and the six in effect.
 */
export function lateWarRemoved(o: TwilightOptions): number[] {
  return CARDS.filter((c) => c.period !== 'Late' && c.starred && inGame(o, c.id) && !LATE_WAR_KEPT.includes(c.id) && !IN_EFFECT.has(c.id)).map((c) => c.id);
}

/** The draw deck before the deal: every Early, Mid and Late War card in the game, less those removed and in effect. */
export function lateWarDeck(o: TwilightOptions): number[] {
  const removed = new Set(lateWarRemoved(o));
  return CARDS.filter((c) => inGame(o, c.id) && c.id !== CHINA && !removed.has(c.id) && !IN_EFFECT.has(c.id)).map((c) => c.id);
}

/** The board of the scenario, written over a new game's state (the deck still to be shuffled and dealt). */
export function lateWarBoard(s: TwilightState): void {
  s.turn = LATE_WAR_TURN;
  s.defcon = LATE_WAR_DEFCON;
  s.vp = LATE_WAR_VP;
  s.milOps = [0, 0];
  s.space = [...LATE_WAR_SPACE];
  s.inf = lateWarInfluence();
  s.effects = LATE_WAR_EFFECTS.map((e) => ({ ...e }));
  s.limbo = LATE_WAR_EFFECTS.map((e) => e.card);
  s.removed = lateWarRemoved(s.options);
  s.china = { holder: 0, faceUp: true };
}
