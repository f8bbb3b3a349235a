/**
 * World Conquest's options, described once (core/options.ts `defineOptions`): each field's check, its
 * default and the lobby form's label, help and choices. This file imports only core's options kit, the
 * game's meta and its types, so the lobby can read `OPTIONS.fields(n)` without loading the engine.
 *
 *   OPTIONS.defaults(n)     the options of a new game with n seats
 *   OPTIONS.parse(raw, n)   untrusted options (lobby, imported file): a missing field takes its default,
 *                           an unknown field or a bad value is refused with a sentence naming it
 *   OPTIONS.fields(n)       the lobby's fields, in the form's order
 *
 * One rule spans fields (`finish`): with two players the territories are always dealt (the classic
 * two-player rules), so `claim` becomes `deal`.
 */
import { defineOptions } from '../core/options';
import { RISK_META } from './meta';
import type { RiskOptions } from './types';

export const OPTIONS = defineOptions({
  game: RISK_META.title,
  minSeats: RISK_META.minSeats,
  maxSeats: RISK_META.maxSeats,
  fields: {
    territories: {
      label: 'Territories',
      choices: [
        { value: 'claim', label: 'Claimed in turns' },
        { value: 'deal', label: 'Dealt at random' },
      ],
      initial: 'claim',
    },
    cardSets: {
      label: 'Card sets',
      choices: [
        { value: 'escalating', label: 'Escalating (4, 6, 8, 10, 12, 15, +5…)' },
        { value: 'fixed', label: 'Fixed values' },
      ],
      initial: 'escalating',
    },
    fortify: {
      label: 'Fortify',
      choices: [
        { value: 'adjacent', label: 'To an adjacent territory' },
        { value: 'connected', label: 'Along a chain of your territories' },
      ],
      initial: 'adjacent',
    },
    defenderRollsMost: {
      label: 'Defender dice',
      help: 'When the defender chooses, the device passes to the defender for every roll.',
      choices: [
        { value: true, label: 'Defenders always roll the most' },
        { value: false, label: 'Defender chooses one or two' },
      ],
      initial: true,
    },
    placement: {
      label: 'Starting armies',
      help: 'After the territories are shared out, the remaining starting armies are placed in turns or all at random.',
      choices: [
        { value: 'one', label: 'One at a time' },
        { value: 'three', label: 'Three per turn' },
        { value: 'five', label: 'Five per turn' },
        { value: 'random', label: 'All at random' },
      ],
      initial: 'one',
    },
    victory: {
      label: 'Victory',
      help: 'Secret missions: each player draws a mission in secret and wins at once on completing it. Capitals: each player picks a capital; hold them all to win.',
      choices: [
        { value: 'world', label: 'Eliminate every opponent' },
        { value: 'missions', label: 'Secret missions' },
        { value: 'capitals', label: 'Capitals' },
      ],
      initial: 'world',
    },
    fog: {
      label: 'Fog of war',
      help: 'Once the war begins, each player sees only their own territories and their neighbours.',
      choices: [
        { value: false, label: 'Off: the whole map is visible' },
        { value: true, label: 'On' },
      ],
      initial: false,
    },
    bonusOncePerTurn: {
      label: 'Card bonus',
      help: 'The +2 armies for trading a card of a territory you hold.',
      choices: [
        { value: false, label: '+2 with every trade' },
        { value: true, label: '+2 at most once per turn (classic)' },
      ],
      initial: false,
    },
    twoPlayerSetup: {
      label: 'Two-player setup',
      help: 'Only with two players: how own and neutral starting armies alternate.',
      choices: [
        { value: 'alternate', label: 'One own army, then one neutral' },
        { value: 'classic', label: 'Two own armies, then one neutral (classic)' },
      ],
      initial: 'alternate',
    },
  },
  /**
   * With two players the territories are always dealt. The options are written out in the order every
   * saved game and state has always had (states keep their options).
   */
  finish: (o, seatCount): RiskOptions => ({
    cardSets: o.cardSets,
    fortify: o.fortify,
    territories: seatCount === 2 ? 'deal' : o.territories,
    defenderRollsMost: o.defenderRollsMost,
    placement: o.placement,
    twoPlayerSetup: o.twoPlayerSetup,
    victory: o.victory,
    bonusOncePerTurn: o.bonusOncePerTurn,
    fog: o.fog,
  }),
});
