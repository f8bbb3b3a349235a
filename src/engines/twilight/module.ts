import { defineModule } from '../core/meta';
import { twilightEngine } from './engine';
import { randomPolicy, standardPolicy } from './bot';
import { strongPolicy } from './strong';
import { TWILIGHT_META } from './meta';

export default defineModule(
  TWILIGHT_META,
  twilightEngine,
  { Standard: standardPolicy, Strong: strongPolicy(), Random: randomPolicy },
  // Saves from before the rename still load, as Standard.
  { Sensible: 'Standard' },
);
