/** Every built card event, by card number. */
import { EUROPE_CARDS } from './early-europe';
import { MISC_CARDS } from './early-misc';
import { SCORING_WAR_CARDS } from './early-scoring-wars';
import { WORLD_CARDS } from './early-world';
import type { CardDefs } from './kit';
import { LATE_A_CARDS } from './late-a';
import { LATE_B_CARDS } from './late-b';
import { OPTIONAL_LATE_CARDS } from './optional-late';
import { MID_RULE_CARDS } from './mid-rules';
import { MID_SCORING_CARDS } from './mid-scoring';
import { MID_WORLD_CARDS } from './mid-world';

export const CARD_DEFS: CardDefs = {
  ...SCORING_WAR_CARDS,
  ...EUROPE_CARDS,
  ...WORLD_CARDS,
  ...MISC_CARDS,
  ...MID_SCORING_CARDS,
  ...MID_WORLD_CARDS,
  ...MID_RULE_CARDS,
  ...LATE_A_CARDS,
  ...LATE_B_CARDS,
  ...OPTIONAL_LATE_CARDS,
};
