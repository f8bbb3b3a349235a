/**
 * Each Late War event and the optional cards 107–110 in a sentence or two, in our own words (from the
 * project's card data and the engine's implementation; no printed card text).
 */
export const LATE_TEXT: Readonly<Record<number, string>> = {
  82: 'Remove all US influence from Iran; the USSR adds 2 there. Stays in effect: Terrorism played by the USSR then discards 2 US cards.',
  83: 'The USSR adds 1 in Argentina and loses all its influence in the United Kingdom; the US gains 1 VP. Socialist Governments can no longer be an event.',
  84: 'The US gains 1 VP for every 2 USSR influence in Libya.',
  85: 'Only if the US is ahead in the space race: the US picks a non-scoring card from the discard pile and its event happens.',
  86: 'OPEC can no longer be an event. This turn the US may play an extra (8th) action round.',
  87: 'The USSR adds 4 influence in Europe (6 if it leads on VP), at most 2 per country. From now on no USSR coups in Europe; Glasnost gains its ops.',
  88: 'Remove all US influence from Lebanon, then 2 more US influence anywhere in the Middle East.',
  89: 'DEFCON drops by 1 and the US gains 2 VP. If the US controls South Korea it then places influence or realigns with 4 ops.',
  90: 'The USSR gains 2 VP and DEFCON improves by 1. With The Reformer in effect the USSR then places influence or realigns with 4 ops.',
  91: 'Remove all US influence from Nicaragua; the USSR may make a free coup (this card’s ops) in a neighbour of Nicaragua.',
  92: 'The opponent discards a random card (two if the USSR plays it while Iranian Hostage Crisis is in effect). Their events do not happen.',
  93: 'For the rest of the turn every US realignment roll is 1 lower.',
  94: 'The US names a region: for the rest of the turn the USSR may not place influence there with operations (events and coups still work).',
  95: 'The US discards a card worth 3 or more ops, or else the USSR doubles its influence in 2 South American countries.',
  96: 'The US adds 3 in East Germany, then may make a free coup or realign in Europe with this card’s ops. Ends and bars Willy Brandt.',
  97: 'The US gains 1 VP. Ends Flower Power and bars it from now on.',
  98: 'The US shows its hand to the USSR for the rest of the turn; the USSR picks one of those cards to discard (no event).',
  99: 'The USSR gains 1 VP and removes 1 US influence from each of 3 Western European countries.',
  100: 'Only at DEFCON 2: the player may end the game now; the opponent first gains 6 VP, then whoever leads on VP wins.',
  101: 'Only with John Paul II Elected Pope in effect: the US adds 3 influence in Poland.',
  102: 'War: Iran or Iraq invades the other. Roll, −1 per neighbour the opponent controls; 4–6 wins 2 VP and the influence there. +2 military ops.',
  107: 'The USSR may coup a non-battleground in Central America, South America or Africa with this card’s ops; if US influence fell, a second coup elsewhere.',
  108: 'If the US controls a Middle East country: the top 5 cards of the draw pile are shown; the US discards any of them, the rest are reshuffled.',
  109: 'For the rest of the turn the USSR gains 1 VP each time the US makes a coup.',
  110: 'The US adds 2 influence in Saudi Arabia. Muslim Revolution can no longer be an event.',
};
