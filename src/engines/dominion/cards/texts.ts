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
};
