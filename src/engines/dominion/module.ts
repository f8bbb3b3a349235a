import { defineModule } from '../core/meta';
import { BOTS } from './bots';
import { dominionEngine } from './engine';
import { DOMINION_META } from './meta';

type Name = (typeof DOMINION_META.bots)[number];

/** Every bot the lobby offers (`meta.ts`); `module.test.ts` checks none of `BOTS` is left out. */
export default defineModule(
  DOMINION_META,
  dominionEngine,
  Object.fromEntries(DOMINION_META.bots.map((name) => [name, BOTS[name]])) as Record<Name, (typeof BOTS)[string]>,
);
