/**
 * What a seat cannot see, drawn again (the contract's `resample`): the cards in other hands and in the
 * deck are those it cannot account for, dealt again at random with every count kept; the generator's
 * state is redrawn; under fog of war, the owners and armies of the territories it cannot see too. The discard pile (traded cards) is face up and stays.
 */
import { freshRng, shuffleWith } from '../core/rng';
import type { Seat } from '../core/types';
import { fogActive, resampleFog } from './fog';
import { MISSIONS, OCCUPY_24, dealtMission, missionDeck } from './missions';
import type { RiskState } from './types';

export function resample(s: RiskState, seat: Seat | null, random: () => number): RiskState {
  const pool = shuffleWith([...s.deck, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))], random);
  let k = 0;
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => pool[k++])));
  const deck = s.deck.map(() => pool[k++]);
  const board = fogActive(s) ? resampleFog(s, seat, random) : {};
  return { ...s, hands, deck, ...board, missions: resampleMissions(s, seat, random), rng: freshRng(random) };
}

/**
 * Other seats' secret missions, dealt again from the cards `seat` cannot account for (the whole game's
 * mission deck but its own card), as the rules would have left them: a destroy card naming its holder,
 * or naming a seat that is already out (someone else eliminated it, or its holder would have won), reads
 * "24 territories". Once the game is over every mission is public and nothing changes.
 */
function resampleMissions(s: RiskState, seat: Seat | null, random: () => number): readonly number[] {
  if (s.missions.length === 0 || s.phase === 'over') return s.missions;
  const own = seat === null ? -1 : s.missions[seat];
  const pool = shuffleWith(
    missionDeck(s.seats).filter((m) => m !== own),
    random,
  );
  let k = 0;
  return s.missions.map((m, i) => {
    if (i === seat) return m;
    const drawn = dealtMission(pool[k++], i);
    const card = MISSIONS[drawn];
    return card.kind === 'destroy' && !s.alive[card.seat] ? OCCUPY_24 : drawn;
  });
}
