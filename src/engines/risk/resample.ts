/**
 * What a seat cannot see, drawn again (the contract's `resample`): the cards in other hands and in the
 * deck are those it cannot account for, dealt again at random with every count kept; the generator's
 * state is redrawn; under fog of war, the owners and armies of the territories it cannot see too, and
 * the reserves its view hides (`hiddenReserves`). The discard pile (traded cards) is face up and stays.
 */
import { freshRng, shuffleWith } from '../core/rng';
import type { Seat } from '../core/types';
import { fogActive, resampleFog } from './fog';
import { MISSIONS, OCCUPY_24, dealtMission, missionDeck } from './missions';
import { reinforcement } from './reinforce';
import type { RiskState } from './types';

export function resample(s: RiskState, seat: Seat | null, random: () => number): RiskState {
  const pool = shuffleWith([...s.deck, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))], random);
  let k = 0;
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => pool[k++])));
  const deck = s.deck.map(() => pool[k++]);
  const board = fogActive(s) ? resampleFog(s, seat, random) : null;
  const fogged = board ? { ...board, reserve: hiddenReserves(s, board.owner, seat) } : {};
  return { ...s, hands, deck, ...fogged, missions: resampleMissions(s, seat, random), rng: freshRng(random) };
}

/**
 * Under fog, the reserves `seat`'s view hides, drawn from the board drawn again: nobody but the player on
 * turn has armies to place outside its trade and place phases (a rule, so 0); that player, while trading
 * or placing, has its new armies for the drawn board (`reinforcement`: the viewer cannot tell how many it
 * already placed out of sight, nor any it traded for before). A forced trade after an elimination keeps
 * its reserve, made of awards for trades everyone saw (0 when resampling a view, which hides it).
 * Works on a view too (the Hard bot's `determinize`), where they are HIDDEN_RESERVE.
 */
function hiddenReserves(s: RiskState, owner: readonly number[], seat: Seat | null): number[] {
  return s.reserve.map((r, o) => {
    if (o === seat) return r;
    if (o !== s.current || (s.phase !== 'trade' && s.phase !== 'place')) return 0;
    if (s.forced) return Math.max(0, r);
    return reinforcement(owner, o).total;
  });
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
