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

/**
 * The move of the asked bot. A bot that faults (a bug in its reasoning) does not stall the game: the
 * module's other bots are asked in their order, then the first legal move is played; the fault goes to
 * the console.
 */
export function chooseWith(module: GameModule, req: Omit<BotRequest, 'id' | 'game'>): unknown {
  const names = Object.keys(module.bots);
  const first = req.bot !== undefined && req.bot in module.bots ? req.bot : names[0];
  for (const name of [first, ...names.filter((n) => n !== first)]) {
    try {
      return module.bots[name](req.view, req.seat, req.legal, seededRandom(req.seed));
    } catch (e) {
      console.error(`The computer player ${name} failed; another answers.`, e);
    }
  }
  return req.legal[0];
}
