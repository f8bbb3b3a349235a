/**
 * Card texts (our words) replacing the research data's summary where it mixed both editions' wordings
 * or was too long to read on a Kingdom tile.
 * `text` is the wording the engine plays by default (second edition, or the card's only one); `firstEdition`
 * the first-edition wording where the engine plays it differently (options.edition '1E').
 * Read by scripts/gen-dominion-cards.ts (the `text` of data.ts) and by `cardText` (cards.ts).
 */
export const CARD_TEXT: Readonly<Record<string, { readonly text: string; readonly firstEdition?: string }>> = {
  Moneylender: {
    text: 'You may trash a Copper from your hand for +$3.',
    firstEdition: 'Trash a Copper from your hand. If you do, +$3.',
  },
  'Throne Room': {
    text: 'You may play an Action card from your hand twice.',
    firstEdition: 'Choose an Action card in your hand. Play it twice.',
  },
  Mine: {
    text: 'You may trash a Treasure from your hand. Gain a Treasure costing up to $3 more than it, into your hand.',
    firstEdition: 'Trash a Treasure from your hand. Gain a Treasure costing up to $3 more than it, into your hand.',
  },
  Masquerade: {
    text: '+2 Cards. Each player with any cards in hand passes one to the next such player to their left, at once. Then you may trash a card from your hand.',
    firstEdition: '+2 Cards. Each player passes a card from their hand to the player on their left, at once. Then you may trash a card from your hand.',
  },
  Lighthouse: {
    text: "+1 Action, +$1 now and +$1 at the start of your next turn. Until then, other players' Attacks don't affect you.",
  },
  Mint: {
    text: 'You may reveal a Treasure from your hand to gain a copy of it. When you gain this, trash all non-Duration Treasures you have in play.',
    firstEdition: 'You may reveal a Treasure from your hand to gain a copy of it. When you buy this, trash all Treasures you have in play.',
  },
  Herbalist: {
    text: '+1 Buy, +$1. Once this turn, when you discard a Treasure from play, you may put it onto your deck.',
  },
  Alchemist: {
    text: '+2 Cards, +1 Action. At the start of Clean-up this turn, if you have a Potion in play, you may put this onto your deck.',
  },
  Possession: {
    text: 'The player to your left takes an extra turn after this one (not a 2nd extra turn in a row), in which you see their cards and make all their decisions. Any cards they would gain in that turn, you gain instead; any of their cards trashed then are set aside and returned to their discard pile at the end of the turn.',
  },
  Potion: { text: 'Worth one Potion (a second currency, only for the Potion part of costs).' },
  Transmute: {
    text: 'Trash a card from your hand. If it is an Action, gain a Duchy; a Treasure, gain a Transmute; a Victory card, gain a Gold (each that applies).',
  },
  Vineyard: { text: 'Worth 1 VP per 3 Action cards you own (round down).' },
  Apothecary: { text: '+1 Card, +1 Action. Reveal your top 4 cards; put the Coppers and Potions into your hand and the rest back in any order.' },
  'Scrying Pool': {
    text: '+1 Action. Each player (you too) reveals their top card; you choose: discard it or put it back. Then reveal cards until a non-Action; put them all into your hand.',
  },
  University: { text: '+2 Actions. You may gain an Action card costing up to $5.' },
  Familiar: { text: '+1 Card, +1 Action. Each other player gains a Curse.' },
  "Philosopher's Stone": { text: 'Treasure: +$1 per 5 cards in your deck and discard pile together (round down).' },
  Golem: { text: 'Reveal cards from your deck until 2 Action cards other than Golem; discard the others, then play those Actions in either order.' },
  Apprentice: { text: '+1 Action. Trash a card from your hand: +1 Card per $1 it costs, +2 Cards if it costs a Potion.' },
  // Hinterlands (both editions; firstEdition where the 2011 wording plays differently).
  Crossroads: { text: 'Reveal your hand: +1 Card per Victory card in it. The first time you play a Crossroads this turn, +3 Actions.' },
  Duchess: {
    text: '+$2. Each player looks at their top card and discards it or puts it back. While in the Supply: when you gain a Duchy, you may gain a Duchess.',
  },
  "Fool's Gold": {
    text: "Worth $1, or $4 if you already played a Fool's Gold this turn. When another player gains a Province, you may trash this from hand for a Gold onto your deck.",
  },
  Develop: { text: 'Trash a card from your hand. Gain a card costing exactly $1 more and one costing exactly $1 less, onto your deck, in either order.' },
  Oasis: { text: '+1 Card, +1 Action, +$1. Discard a card.' },
  Oracle: { text: 'Each player (you too) reveals their top 2 cards; you choose: they discard them or put them back in their order. Then +2 Cards.' },
  Scheme: {
    text: '+1 Card, +1 Action. This turn, when you discard an Action card from play, you may put it onto your deck (once).',
    firstEdition: '+1 Card, +1 Action. At the start of Clean-up this turn, choose an Action card you have in play; it goes onto your deck when discarded.',
  },
  Tunnel: { text: 'Worth 2 VP. When you discard this other than during Clean-up, you may reveal it to gain a Gold.' },
  'Jack of All Trades': {
    text: 'Gain a Silver. Look at your top card: discard it or put it back. Draw until 5 cards in hand. You may trash a non-Treasure from your hand.',
  },
  'Noble Brigand': {
    text: '+$1. When you buy or play this, each other player reveals their top 2 cards; you trash and gain a Silver or Gold among them; the rest are discarded; no Treasure: a Copper.',
  },
  'Nomad Camp': { text: '+1 Buy, +$2. When you gain this, put it onto your deck.' },
  'Silk Road': { text: 'Worth 1 VP per 4 Victory cards you own (round down).' },
  'Spice Merchant': { text: 'You may trash a Treasure from your hand. If you do, choose: +2 Cards and +1 Action; or +$2 and +1 Buy.' },
  Trader: {
    text: 'Trash a card from your hand: gain a Silver per $1 it costs. When you gain a card, you may reveal this from your hand to exchange the card for a Silver.',
    firstEdition:
      'Trash a card from your hand: gain a Silver per $1 it costs. When you would gain a card, you may reveal this from your hand to gain a Silver instead.',
  },
  Cache: { text: 'Treasure worth $3. When you gain this, gain 2 Coppers.' },
  Cartographer: { text: '+1 Card, +1 Action. Look at your top 4 cards: discard any of them, put the rest back in any order.' },
  Embassy: { text: '+5 Cards. Discard 3 cards. When you gain this, each other player gains a Silver.' },
  Haggler: {
    text: '+$2. This turn, when you gain a card you bought, gain a cheaper non-Victory card.',
    firstEdition: '+$2. While this is in play, when you buy a card, gain a cheaper non-Victory card.',
  },
  Highway: {
    text: '+1 Card, +1 Action. This turn, cards cost $1 less.',
    firstEdition: '+1 Card, +1 Action. While this is in play, cards cost $1 less.',
  },
  'Ill-Gotten Gains': { text: 'Treasure worth $1; you may gain a Copper into your hand. When you gain this, each other player gains a Curse.' },
  Inn: { text: '+2 Cards, +2 Actions. Discard 2 cards. When you gain this, shuffle any Action cards from your discard pile (revealed) into your deck.' },
  Mandarin: { text: '+$3. Put a card from your hand onto your deck. When you gain this, put all Treasures you have in play onto your deck in any order.' },
  Margrave: { text: '+3 Cards, +1 Buy. Each other player draws a card, then discards down to 3 cards in hand.' },
  Stables: { text: 'You may discard a Treasure. If you do, +3 Cards and +1 Action.' },
  'Border Village': { text: '+1 Card, +2 Actions. When you gain this, gain a cheaper card.' },
  Farmland: {
    text: 'Worth 2 VP. When you gain this, trash a card from your hand and gain a non-Farmland card costing exactly $2 more.',
    firstEdition: 'Worth 2 VP. When you buy this, trash a card from your hand and gain a card costing exactly $2 more.',
  },
  'Guard Dog': {
    text: '+2 Cards; then if you have 5 or fewer cards in hand, +2 Cards. When another player plays an Attack, you may first play this from your hand.',
  },
  Nomads: { text: '+1 Buy, +$2. When you gain or trash this, +$2.' },
  Trail: { text: '+1 Card, +1 Action. When you gain, trash or discard this, other than in Clean-up, you may play it.' },
  Weaver: { text: 'Gain 2 Silvers or a card costing up to $4. When you discard this other than in Clean-up, you may play it.' },
  Berserker: { text: 'Gain a cheaper card. Each other player discards down to 3 cards in hand. When you gain this, if you have an Action in play, play this.' },
  Cauldron: { text: 'Treasure: $2, +1 Buy. This turn, the third time you gain an Action, each other player gains a Curse.' },
  Souk: { text: '+1 Buy, +$7. -$1 per card in your hand (you cannot go below $0). When you gain this, trash up to 2 cards from your hand.' },
  Wheelwright: { text: '+1 Card, +1 Action. You may discard a card to gain an Action card costing as much or less.' },
  "Witch's Hut": { text: '+4 Cards. Discard 2 cards, revealed. If they are both Actions, each other player gains a Curse.' },
};
