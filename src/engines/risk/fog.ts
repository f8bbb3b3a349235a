/**
 * Fog of war (option `fog`): once the war begins, a seat sees owners and armies only of its own
 * territories and their neighbours. The setup is played in the open (claiming needs to see what is free).
 * The view hides the rest, and what is worked out from it: other seats' reserves (the new armies come
 * from their territory count and continents), whether the player on turn took a trade's +2 bonus (it
 * owns a traded card's territory) and whether it has conquered this turn (told by the card it draws at
 * the end of the turn, not before). Log sentences about hidden territories go only to the seats that
 * see them. Public still: card counts, trades, who is alive (an elimination is announced), the phase.
 */
import type { Seat } from '../core/types';
import { NEIGHBORS, TERRITORY_COUNT } from './graph';
import type { RiskState } from './types';

/** Owner number of a territory a fogged view hides. */
export const HIDDEN = -2;

/** Another seat's reserve in a fogged view (how many armies it has to place is worked out from land out of sight). */
export const HIDDEN_RESERVE = -1;

export function fogActive(state: Pick<RiskState, 'options' | 'turn' | 'phase'>): boolean {
  return state.options.fog && state.turn >= 1 && state.phase !== 'over';
}

/** Whether `seat` sees territory t: it owns t or a neighbour of t. */
export function sees(owner: readonly number[], seat: Seat, t: number): boolean {
  if (owner[t] === seat) return true;
  for (const n of NEIGHBORS[t]) if (owner[n] === seat) return true;
  return false;
}

/** The seats that see any of these territories now (plus `extra`), in seat order. */
export function seatsSeeing(state: Pick<RiskState, 'owner' | 'seats'>, territories: readonly number[], extra: readonly number[] = []): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < state.seats; s++) if (extra.includes(s) || territories.some((t) => sees(state.owner, s, t))) out.push(s);
  return out;
}

/**
 * The state as `seat` may see it under fog: hidden owners become HIDDEN and their armies 0, other
 * owners' reserves HIDDEN_RESERVE, and another seat's turn shows no +2 bonus taken and no conquest.
 */
export function fogView(
  state: RiskState,
  seat: Seat | null,
): Pick<RiskState, 'owner' | 'armies' | 'lastRoll' | 'battle' | 'reserve' | 'bonusTaken' | 'conquered' | 'defender'> {
  const owner = state.owner.slice();
  const armies = state.armies.slice();
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (seat !== null && sees(state.owner, seat, t)) continue;
    owner[t] = HIDDEN;
    armies[t] = 0;
  }
  const visible = (t: number): boolean => owner[t] !== HIDDEN;
  const r = state.lastRoll;
  const b = state.battle;
  // The last roll without the side out of sight (issue 21: nothing names a hidden territory or its owner);
  // a pending battle only when both its territories are in sight (the prompt names both, and the armies).
  const roll =
    r && (visible(r.from) || visible(r.to))
      ? visible(r.from) && visible(r.to)
        ? r
        : visible(r.from)
          ? { ...r, to: -1, defenderOwner: HIDDEN }
          : { ...r, from: -1, attackerOwner: HIDDEN }
      : null;
  const battle = b && visible(b.from) && visible(b.to) ? b : null;
  return {
    owner,
    armies,
    lastRoll: roll,
    battle,
    // Who defends is public (the device goes to them); the view says so when it hides the battle.
    ...(state.phase === 'defend' && b && !battle ? { defender: state.owner[b.to] } : {}),
    reserve: state.reserve.map((r, o) => (o === seat ? r : HIDDEN_RESERVE)),
    bonusTaken: state.current === seat && state.bonusTaken,
    conquered: state.current === seat && state.conquered,
  };
}

/**
 * Under fog, what `seat` cannot see of the board drawn again (for `resample`): each hidden territory
 * goes to an opponent — most often one holding a neighbouring territory, so the land stays in blocks —
 * with an army count like those of the enemy territories the seat sees; every opponent still in the
 * game keeps at least one territory. What the seat sees is kept exactly.
 */
export function resampleFog(state: RiskState, seat: Seat | null, random: () => number): Pick<RiskState, 'owner' | 'armies'> {
  const owner = state.owner.slice();
  const armies = state.armies.slice();
  const hidden: number[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) if (seat === null || !sees(state.owner, seat, t)) hidden.push(t);
  if (hidden.length === 0) return { owner, armies };
  const foes: number[] = [];
  for (let s = 0; s < state.seats; s++) if (s !== seat && state.alive[s]) foes.push(s);
  if (state.neutral >= 0 && state.neutral !== seat) foes.push(state.neutral);
  if (foes.length === 0) return { owner, armies };
  // Army counts like the enemy territories in sight (at least 1; 1–5 when nothing is in sight).
  const seen: number[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) if (!hidden.includes(t) && owner[t] !== seat && owner[t] >= 0) seen.push(state.armies[t]);
  const mean = seen.length > 0 ? seen.reduce((a, b) => a + b, 0) / seen.length : 3;
  const isHidden = new Uint8Array(TERRITORY_COUNT);
  for (const t of hidden) {
    isHidden[t] = 1;
    owner[t] = -1;
  }
  const order = hidden.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const t of order) {
    const near = NEIGHBORS[t].map((n) => owner[n]).filter((o) => o >= 0 && o !== seat && foes.includes(o));
    owner[t] = near.length > 0 && random() < 0.7 ? near[Math.floor(random() * near.length)] : foes[Math.floor(random() * foes.length)];
    armies[t] = Math.max(1, Math.round(1 + random() * 2 * (mean - 1)));
  }
  // Every opponent still in the game holds something.
  for (const s of foes) {
    if (s === state.neutral || owner.includes(s)) continue;
    const spare = order.filter((t) => owner.filter((o) => o === owner[t]).length > 1);
    if (spare.length > 0) owner[spare[Math.floor(random() * spare.length)]] = s;
  }
  return { owner, armies };
}
