import type { BaseState, GameId, Seat } from '../../engines/core';
import type { GameModule } from '../../engines/core/registry';

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

/** A small seeded generator for a bot's own choices (not the game's randomness). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function chooseWith(module: GameModule, req: Omit<BotRequest, 'id' | 'game'>): unknown {
  const names = Object.keys(module.bots);
  const policy = module.bots[req.bot ?? ''] ?? module.bots[names[0]];
  return policy(req.view, req.seat, req.legal, mulberry32(req.seed));
}
