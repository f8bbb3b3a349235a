import type { BaseState, BotPolicy, Engine } from './types';

/**
 * What the lobby knows of a game before its code loads: one small table per game
 * (`src/engines/<game>/meta.ts`), read by the registry (`src/games/registry.ts`, which names the games
 * and narrows `id` to its `GameId`), the lobby, the engine itself (title, seats) and its module (the bot
 * names). Nothing here may import an engine; core names no game.
 */
export interface GameMeta {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly blurb: string;
  /** What the pass-the-device screen keeps from the next player, in the lobby's words. */
  readonly secret: string;
  /** The computer players offered in the lobby and on the command line, the default first. */
  readonly bots: readonly string[];
}

/** What a game module exports: its engine and its computer players. */
export interface GameModule {
  readonly meta: GameMeta;
  readonly engine: Engine<BaseState, unknown, unknown>;
  /** Bot name → policy: every name of `meta.bots`, plus older names kept so old saves still load. */
  readonly bots: Readonly<Record<string, BotPolicy<BaseState, unknown>>>;
}

/**
 * Builds a game's module. `bots` must name a policy for every bot of the metadata (checked by the
 * type), and `aliases` maps names from older saves to one of those.
 */
export function defineModule<S extends BaseState, M, O, const Meta extends GameMeta>(
  meta: Meta,
  engine: Engine<S, M, O>,
  bots: { readonly [K in Meta['bots'][number]]: BotPolicy<S, M> },
  aliases: Readonly<Record<string, Meta['bots'][number]>> = {},
): GameModule {
  const table: Record<string, BotPolicy<S, M>> = {};
  for (const name of meta.bots as readonly Meta['bots'][number][]) table[name] = bots[name];
  for (const [old, name] of Object.entries(aliases)) table[old] = bots[name];
  return {
    meta,
    engine: engine as unknown as Engine<BaseState, unknown, unknown>,
    bots: table as unknown as Record<string, BotPolicy<BaseState, unknown>>,
  };
}
