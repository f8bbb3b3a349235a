import { defineModule } from '../core/meta';
import { diplomacy5dEngine } from './engine';
import { hard5Policy, randomBot5, strategist5 } from './bot';
import { DIPLOMACY5D_META } from './meta';

// "random" is the name saves written before the bots were renamed carry.
export default defineModule(DIPLOMACY5D_META, diplomacy5dEngine, { Strategist: strategist5, Hard: hard5Policy(), Random: randomBot5 }, { random: 'Random' });
