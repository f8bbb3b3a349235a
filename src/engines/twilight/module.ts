import type { BaseState, BotPolicy, Engine } from '../core/types';
import type { GameModule } from '../core/registry';
import { twilightEngine } from './engine';
import { randomPolicy, standardPolicy } from './bot';
import { strongPolicy } from './strong';

const module: GameModule = {
  engine: twilightEngine as unknown as Engine<BaseState, unknown, unknown>,
  bots: {
    Standard: standardPolicy as unknown as BotPolicy<BaseState, unknown>,
    Strong: strongPolicy() as unknown as BotPolicy<BaseState, unknown>,
    Random: randomPolicy as unknown as BotPolicy<BaseState, unknown>,
    // Saves from before the rename: not offered in the lobby (registry), still loaded as Standard.
    Sensible: standardPolicy as unknown as BotPolicy<BaseState, unknown>,
  },
};

export default module;
