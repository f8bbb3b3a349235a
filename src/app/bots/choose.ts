import type { BaseState, Seat } from '../../engines/core';
import type { GameId, GameModule } from '../../games/registry';
import { seededRandom } from '../../engines/core/rng';

export interface BotRequest {
  readonly id: number;
  readonly game: GameId;
  readonly bot: string | undefined;
  /** The state as the bot's seat may see it: bots do not cheat. */
  readonly view: BaseState;
  readonly seat: Seat;
  readonly legal: readonly unknown[];
  readonly seed: number;
}

export function chooseWith(module: GameModule, req: Omit<BotRequest, 'id' | 'game'>): unknown {
  const names = Object.keys(module.bots);
  const policy = module.bots[req.bot ?? ''] ?? module.bots[names[0]];
  return policy(req.view, req.seat, req.legal, seededRandom(req.seed));
}
