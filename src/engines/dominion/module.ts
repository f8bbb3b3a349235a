import type { BaseState, BotPolicy, Engine } from '../core/types';
import type { GameModule } from '../core/registry';
import { BOTS } from './bots';
import { dominionEngine } from './engine';

const module: GameModule = {
  engine: dominionEngine as unknown as Engine<BaseState, unknown, unknown>,
  bots: Object.fromEntries(Object.entries(BOTS).map(([name, bot]) => [name, bot as unknown as BotPolicy<BaseState, unknown>])),
};

export default module;
