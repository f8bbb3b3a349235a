import type { GameModule } from '../core/registry';
import { diplomacy5dEngine } from './engine';
import { randomBot5, strategist5 } from './bot';

const module: GameModule = {
  engine: diplomacy5dEngine as unknown as GameModule['engine'],
  bots: {
    Strategist: strategist5 as unknown as GameModule['bots'][string],
    random: randomBot5 as unknown as GameModule['bots'][string],
  },
};
export default module;
