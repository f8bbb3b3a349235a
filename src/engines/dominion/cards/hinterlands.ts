/**
 * Hinterlands, both editions (the nine first-edition cards removed in 2022 included). Rulings from
 * HINTERLANDS_FAQ.md (H1–H51), cited in cards/hinterlands.test.ts.
 *
 * The new timings:
 * - when-buy (1E Farmland, Noble Brigand): `onBuy`, run before the card is gained (turn.ts `buy`);
 *   while in play when buying (1E Haggler): `onBuyWhileInPlay`.
 * - when-gain of the card itself (Border Village, Cache, Inn, Nomad Camp, Embassy, Ill-Gotten Gains,
 *   Mandarin, 2E Farmland, Souk, Nomads, Berserker): `onGain` with `watchesGains`, run by Prosperity's
 *   `whenGain` step (cards/gains.ts) like Mint's.
 * - Every gain, in a game with a Hinterlands card that watches gains (`HL_WATCH`), two steps around
 *   `whenGain`: `hlEarly` first (1E Trader: "when you would gain a card, you may gain a Silver instead":
 *   the card goes back to its pile before anything reacts to it, and its `whenGain`/`hlLate` steps are
 *   dropped), `hlLate` after the card's own when-gain rules and Watchtower's choice (2E Trader's
 *   exchange, Duchess, 2E Haggler, Cauldron's count, Trail, then each other player's Fool's Gold on a
 *   Province).
 * - when-trash (Nomads, Trail): context.ts `trashCard` queues `hlTrashed` for them.
 * - when-discarded other than in Clean-up (Tunnel, Weaver, Trail): ops.ts `discardFromHand` and this
 *   set's own discards queue `hlDiscarded`.
 * - Cards played on another player's turn (Guard Dog, Weaver, Trail) go into their owner's play area and
 *   are discarded in that turn's Clean-up; their +Actions/+Buys/+$ go nowhere (turn.ts `vanilla`).
 */
import { COPPER, CURSE, IS_VICTORY, SILVER, id } from '../cards';
import {
  attack,
  choose,
  discardDownTo,
  discardPicked,
  draw as drawI,
  gain,
  gainUpTo,
  pickHand,
  plus,
  rule,
  topdeckPicked,
  trashAndGain,
  trashPicked,
  type CardProgram,
} from '../program';
import type { Instr } from '../types';

const FARMLAND = id('Farmland');
const BORDER_VILLAGE = id('Border Village');
const BERSERKER = id('Berserker');
const NOMAD_CAMP = id('Nomad Camp');

/** Farmland: trash a card from hand, gain one costing exactly $2 more (2E: not a Farmland). */
const farmland = (edition: '1E' | '2E'): Instr =>
  pickHand({
    min: 1,
    max: 1,
    tag: 'trash',
    prompt:
      edition === '2E'
        ? 'Farmland: trash a card from your hand and gain a card costing exactly $2 more (not a Farmland).'
        : 'Farmland: trash a card from your hand and gain a card costing exactly $2 more.',
    then: trashAndGain({ plus: 2, exact: true, filter: edition === '2E' ? { notCard: FARMLAND } : undefined }),
  });

export const HINTERLANDS: Record<string, CardProgram> = {
  // In both editions.
  Crossroads: { then: [rule('hlCrossroads')] },
  "Fool's Gold": { treasure: [rule('hlFoolsGold')], watchesGains: true },
  Develop: { then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card from your hand (Develop).', then: rule('hlDevelop') })] },
  Oasis: { cards: 1, actions: 1, coins: 1, then: [pickHand({ min: 1, max: 1, tag: 'discard', prompt: 'Discard a card (Oasis).', then: discardPicked() })] },
  Scheme: { cards: 1, actions: 1, then: [rule('hlScheme')], cleanup: [rule('hlSchemeCleanup')], cleanupOrder: 2 },
  Tunnel: { watchesGains: true },
  'Jack of All Trades': {
    then: [
      gain(SILVER),
      rule('hlLook', { n: 1 }),
      rule('drawTo', { n: 5 }),
      pickHand({
        min: 0,
        max: 1,
        tag: 'trash',
        filter: { not: ['Treasure'] },
        prompt: 'You may trash a card that is not a Treasure (Jack of All Trades).',
        then: trashPicked(),
      }),
    ],
  },
  'Spice Merchant': {
    then: [
      pickHand({
        min: 0,
        max: 1,
        tag: 'trash',
        filter: { types: ['Treasure'] },
        prompt: 'You may trash a Treasure from your hand (Spice Merchant).',
        then: trashPicked(
          choose('Spice Merchant: choose one.', [
            ['+2 Cards and +1 Action', [drawI(2), plus({ actions: 1 })]],
            ['+$2 and +1 Buy', [plus({ coins: 2, buys: 1 })]],
          ]),
        ),
      }),
    ],
  },
  Trader: {
    then: [
      pickHand({
        min: 1,
        max: 1,
        tag: 'trash',
        prompt: 'Trash a card from your hand: a Silver per $1 it costs (Trader).',
        then: trashPicked(rule('hlTraderPlay')),
      }),
    ],
    watchesGains: true,
  },
  Cartographer: { cards: 1, actions: 1, then: [rule('hlCartographer')] },
  Haggler: {
    coins: 2,
    then: [rule('hlHaggler')],
    watchesGains: true,
    firstEdition: { coins: 2, onBuyWhileInPlay: [rule('hlCheaper', { nonVictory: true })] },
  },
  Highway: { cards: 1, actions: 1, then: [rule('hlHighway')] },
  Inn: {
    cards: 2,
    actions: 2,
    then: [pickHand({ min: 2, max: 2, tag: 'discard', prompt: 'Discard 2 cards (Inn).', then: discardPicked() })],
    onGain: [rule('hlInn')],
    watchesGains: true,
  },
  Margrave: { cards: 3, buys: 1, then: [attack(drawI(1), discardDownTo(3))] },
  Stables: {
    then: [
      pickHand({
        min: 0,
        max: 1,
        tag: 'discard',
        filter: { types: ['Treasure'] },
        prompt: 'You may discard a Treasure for +3 Cards and +1 Action (Stables).',
        then: discardPicked(rule('hlStables')),
      }),
    ],
  },
  'Border Village': { cards: 1, actions: 2, onGain: [rule('hlCheaper', { than: BORDER_VILLAGE })], watchesGains: true },
  Farmland: { onGain: [farmland('2E')], watchesGains: true, firstEdition: { onBuy: [farmland('1E')] } },
  // First edition only.
  Duchess: { coins: 2, then: [rule('hlDuchess')], watchesGains: true },
  'Nomad Camp': { buys: 1, coins: 2, onGain: [rule('hlToDeck', { card: NOMAD_CAMP })], watchesGains: true },
  'Silk Road': { points: (own) => Math.floor(own.filter((c) => IS_VICTORY[c]).length / 4) },
  Cache: { onGain: [gain(COPPER), gain(COPPER)], watchesGains: true },
  Embassy: {
    cards: 5,
    then: [pickHand({ min: 3, max: 3, tag: 'discard', prompt: 'Discard 3 cards (Embassy).', then: discardPicked() })],
    onGain: [rule('hlOthersGain', { card: SILVER })],
    watchesGains: true,
  },
  'Ill-Gotten Gains': {
    treasure: [rule('hlIllGotten')],
    onGain: [rule('hlOthersGain', { card: CURSE })],
    watchesGains: true,
  },
  Mandarin: {
    coins: 3,
    then: [pickHand({ min: 1, max: 1, tag: 'topdeck', prompt: 'Put a card from your hand onto your deck (Mandarin).', then: topdeckPicked() })],
    onGain: [rule('hlMandarin')],
    watchesGains: true,
  },
  Oracle: { then: [rule('hlOracle'), attack(rule('hlOracle')), drawI(2)] },
  'Noble Brigand': { coins: 1, then: [attack(rule('hlBrigand'))], onBuy: [rule('hlBrigandBuy')] },
  // Second edition only.
  'Guard Dog': { cards: 2, then: [rule('hlGuardDog')], reaction: { can: () => true, effect: [rule('hlPlayFrom', { card: id('Guard Dog'), from: 'hand' })] } },
  Nomads: { buys: 1, coins: 2, onGain: [rule('hlNomads')], watchesGains: true },
  Trail: { cards: 1, actions: 1, watchesGains: true },
  Weaver: {
    then: [
      choose('Weaver: choose one.', [
        ['gain 2 Silvers', [gain(SILVER), gain(SILVER)]],
        ['gain a card costing up to $4', [gainUpTo(4)]],
      ]),
    ],
    watchesGains: true,
  },
  Berserker: { then: [rule('hlCheaper', { than: BERSERKER }), attack(discardDownTo(3))], onGain: [rule('hlBerserker')], watchesGains: true },
  Cauldron: { treasure: [plus({ buys: 1 }), rule('hlCauldron')], watchesGains: true },
  Souk: {
    buys: 1,
    then: [rule('hlSouk')],
    onGain: [pickHand({ min: 0, max: 2, tag: 'trash', prompt: 'Souk: you may trash up to 2 cards from your hand.', then: trashPicked() })],
    watchesGains: true,
  },
  Wheelwright: {
    cards: 1,
    actions: 1,
    then: [
      pickHand({
        min: 0,
        max: 1,
        tag: 'discard',
        prompt: 'You may discard a card to gain an Action card costing as much or less (Wheelwright).',
        then: discardPicked(rule('hlWheelwright')),
      }),
    ],
  },
  "Witch's Hut": {
    cards: 4,
    then: [
      pickHand({
        min: 2,
        max: 2,
        tag: 'discard',
        prompt: "Discard 2 cards, revealed; if both are Actions, each other player gains a Curse (Witch's Hut).",
        then: discardPicked(rule('hlWitchsHut')),
      }),
    ],
  },
};
