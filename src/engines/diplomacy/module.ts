import { defineModule } from '../core/meta';
import { DIPLOMACY_META } from './meta';
import { diplomacyEngine } from './engine';
import { randomOrdersBot } from './kit';
import { strategistBot } from './bot';
import { hardPolicy } from './hard';

/** A computer player that gives every unit a random legal order (and never proposes a draw): the kit's, as 5D's. */
export const randomBot = randomOrdersBot(diplomacyEngine);

// "random" is the name saves written before the bots were renamed carry.
export default defineModule(DIPLOMACY_META, diplomacyEngine, { Strategist: strategistBot, Hard: hardPolicy(), Random: randomBot }, { random: 'Random' });
