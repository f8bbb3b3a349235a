import type { BotPolicy } from '../core/types';
import type { GameModule } from '../core/registry';
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

const module: GameModule = {
  engine: diplomacyEngine as unknown as GameModule['engine'],
  bots: {
    Strategist: strategistBot as unknown as GameModule['bots'][string],
    random: randomBot as unknown as GameModule['bots'][string],
  },
};
export default module;
