/** Every built card event, by card number. */
import { EUROPE_CARDS } from './early-europe';
import { MISC_CARDS } from './early-misc';
import { SCORING_WAR_CARDS } from './early-scoring-wars';
import { WORLD_CARDS } from './early-world';
import type { CardDefs } from './kit';

export const CARD_DEFS: CardDefs = { ...SCORING_WAR_CARDS, ...EUROPE_CARDS, ...WORLD_CARDS, ...MISC_CARDS };
