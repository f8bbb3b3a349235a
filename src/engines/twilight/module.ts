import type { BaseState, BotPolicy, Engine } from '../core/types';
import type { GameModule } from '../core/registry';
import { twilightEngine } from './engine';
import { randomPolicy, sensiblePolicy } from './bot';

const module: GameModule = {
  engine: twilightEngine as unknown as Engine<BaseState, unknown, unknown>,
  bots: {
    Sensible: sensiblePolicy as unknown as BotPolicy<BaseState, unknown>,
    Random: randomPolicy as unknown as BotPolicy<BaseState, unknown>,
  },
};

export default module;
