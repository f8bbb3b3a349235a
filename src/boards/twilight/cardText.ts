import { MID_TEXT } from './cardTextMid';

/**
 * Each Early War event in a sentence or two, in our own words (from the project's card data and the
 * engine's implementation; no printed card text). The Mid War texts are in cardTextMid.ts, the Late War
 * and optional 107–110 texts in cardTextLate.ts.
 */
import { LATE_TEXT } from './cardTextLate';

const TEXT: Readonly<Record<number, string>> = {
  1: 'Score Asia (Southeast Asia included): presence 3, domination 7, control 9 VP, +1 per battleground and per country next to the enemy superpower.',
  2: 'Score Europe: presence 3, domination 7 VP; control of Europe wins the game at once.',
  3: 'Score the Middle East: presence 3, domination 5, control 7 VP, +1 per battleground.',
  4: 'DEFCON drops by 1; then the US gains 5 minus the new DEFCON in VP. At DEFCON 2 this is nuclear war for whoever plays it.',
  5: 'The USSR discards a random card from its hand; if it is a US event, that event happens for the US.',
  6: '4 ops (+1 if all spent in Asia). No event. After play it passes face down to the opponent.',
  7: 'The USSR removes 3 US influence from Western Europe, at most 2 per country.',
  8: 'Remove all US influence from Cuba; the USSR adds enough to control it.',
  9: 'The USSR adds 2 influence to Vietnam. For the rest of the turn, USSR ops spent entirely in Southeast Asia get +1.',
  10: 'The US must discard a card worth 3 or more ops, or lose all its influence in West Germany.',
  11: 'War in South Korea: the USSR rolls, −1 per US-controlled neighbour; 4–6 wins 2 VP and takes over the US influence there. +2 military ops.',
  12: 'Remove all US influence from Romania; the USSR adds enough to control it.',
  13: 'War in Israel: the USSR rolls, −1 per US-controlled neighbour (and Israel itself); 4–6 wins 2 VP and the US influence there. +2 military ops.',
  14: 'The USSR adds 1 influence to each of 4 Eastern European countries not controlled by the US.',
  15: 'The USSR adds 2 influence to Egypt; the US loses half its influence there (rounded up).',
  16: 'The USSR either removes all US influence from up to 4 Eastern European countries, or adds 5 there (at most 2 each). Allows NATO.',
  17: 'The US loses 2 influence in France, the USSR adds 1. NATO no longer protects France.',
  18: 'The player moves one box up the Space Race (not an attempt).',
  19: 'The US removes all USSR influence from one European country that nobody controls.',
  20: 'The opponent chooses: compete (both roll, the sponsor +2, the higher wins 2 VP) or boycott (DEFCON −1 and the sponsor gets 4 ops).',
  21: 'From now on the USSR may not coup or realign in US-controlled European countries. Needs Marshall Plan or Warsaw Pact first.',
  22: 'The US adds influence in Yugoslavia, Romania, Bulgaria, Hungary or Czechoslovakia until it equals the USSR there.',
  23: 'The US adds 1 influence to each of 7 Western European countries not controlled by the USSR. Allows NATO.',
  24: 'War: India or Pakistan invades the other. Roll, −1 per neighbour the opponent controls; 4–6 wins 2 VP and the influence there. +2 military ops.',
  25: 'For the rest of the turn, US cards played for ops get +1 (at most 4).',
  26: 'The USSR shows its hand to the US; the US then uses 1 op (with its modifiers).',
  27: 'The US adds influence until it controls Japan. The USSR may never coup or realign Japan again.',
  28: 'The USSR removes 4 US influence from France, the United Kingdom and Israel, at most 2 from each.',
  29: 'The US removes 1 USSR influence from each of 3 Eastern European countries.',
  30: 'The USSR adds 1 influence to each of 4 countries in Africa or Southeast Asia.',
  31: 'For the rest of the turn, the opponent’s cards played for ops are worth 1 less (at least 1).',
  32: 'Play with a card of the opponent’s event from your hand: that event is cancelled and you use its ops. Not in the headline.',
  33: 'The USSR moves up to 4 of its influence to countries the US does not control, at most 2 per country.',
  34: 'The player gains DEFCON − 2 VP; then DEFCON improves by 2.',
  35: 'While in effect, Taiwan counts as a battleground when Asia is scored if the US controls it. Ends when the US plays The China Card.',
  103: 'Headlined by the US: the USSR headline is cancelled. Played by the USSR in an action round: the US gains 1 VP.',
  104: 'The US reveals its scoring cards; the USSR may add 1 influence in one region named on them.',
  105: 'If the US controls the UK: +1 US influence next to the UK; with NATO in effect, +2 in Western Europe and 2 VP instead.',
  106: 'While in effect: when DEFCON falls to 2 in an action round and the US controls Canada, the US adds 1 influence where it has some.',
};

export function eventText(id: number): string {
  return TEXT[id] ?? MID_TEXT[id] ?? LATE_TEXT[id] ?? 'A card whose event is not built yet.';
}
