import type { BotPolicy } from '../core/types';
import { defineModule } from '../core/meta';
import { DIPLOMACY_META } from './meta';
import { diplomacyEngine } from './engine';
import type { DiplomacyMove, DiplomacyState } from './engine';
import { randomOrders } from './random';
import { geographyOf } from './map/variant';
import { strategistBot } from './bot';

/** A computer player that gives every unit a random legal order (and never proposes a draw). */
export const randomBot: BotPolicy<DiplomacyState, DiplomacyMove> = (view, seat, legal, random) => {
  const powers = view.options.seatPowers[seat] ?? [];
  if (!legal.some((m) => m.kind === 'orders')) return legal[0];
  return { kind: 'orders', orders: randomOrders(view.board, random, geographyOf(view.options.variant), powers) };
};

// "random" is the name saves written before the bots were renamed carry.
export default defineModule(DIPLOMACY_META, diplomacyEngine, { Strategist: strategistBot, Random: randomBot }, { random: 'Random' });
