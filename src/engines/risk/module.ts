import type { BaseState, BotPolicy, Engine } from '../core/types';
import type { GameModule } from '../core/registry';
import { riskEngine } from './engine';
import { easyPolicy, randomPolicy, strategistPolicy } from './bot';
import { hardPolicy } from './hardBot';

const module: GameModule = {
  engine: riskEngine as unknown as Engine<BaseState, unknown, unknown>,
  bots: {
    Normal: strategistPolicy as unknown as BotPolicy<BaseState, unknown>,
    Easy: easyPolicy as unknown as BotPolicy<BaseState, unknown>,
    Hard: hardPolicy() as unknown as BotPolicy<BaseState, unknown>,
    Random: randomPolicy as unknown as BotPolicy<BaseState, unknown>,
  },
};

export default module;
