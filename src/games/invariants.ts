/**
 * The invariants the fuzz runner (fuzz.ts) checks on every state of a game, per engine: what must hold
 * in any reachable position (null: it holds; else a sentence saying what broke). The states are read
 * through their JSON shape, so these checks do not depend on an engine's internals.
 */
import { checkBoard } from '../engines/diplomacy';
import { geographyOf } from '../engines/diplomacy/map/variant';
import { invariantBroken as twilightBroken } from '../engines/twilight/testkit';
import type { TwilightState } from '../engines/twilight/types';
import type { BaseState } from '../engines/core/types';
import type { FuzzGame } from './variety';

type Check = (s: BaseState) => string | null;

interface RiskLike {
  seats: number;
  turn: number;
  owner: number[];
  armies: number[];
  reserve: number[];
  deck: number[];
  discard: number[];
  hands: number[][];
  alive: boolean[];
}

/** World conquest: armies ≥ 1 on owned territories and 0 on unowned ones, reserves ≥ 0, every territory owned after setup, 44 cards each once, the eliminated hold nothing. */
function risk(raw: BaseState): string | null {
  const s = raw as unknown as RiskLike;
  for (let t = 0; t < s.owner.length; t++) {
    if (s.owner[t] >= 0 && !(s.armies[t] >= 1)) return `territory ${t} is owned with ${s.armies[t]} armies`;
    if (s.owner[t] < 0 && s.armies[t] !== 0) return `unowned territory ${t} has ${s.armies[t]} armies`;
  }
  if (!s.reserve.every((r) => r >= 0)) return `negative reserve ${s.reserve.join(',')}`;
  if (s.turn >= 1 && !s.owner.every((o) => o >= 0)) return 'an unowned territory after setup';
  const all = [...s.deck, ...s.discard, ...s.hands.flat()];
  if (all.length !== 44 || new Set(all).size !== 44) return `cards not conserved: ${all.length} cards, ${new Set(all).size} distinct`;
  for (let seat = 0; seat < s.seats; seat++)
    if (!s.alive[seat] && (s.owner.includes(seat) || s.hands[seat].length > 0)) return `eliminated seat ${seat} still holds something`;
  return null;
}

interface DominionLike {
  supply: number[];
  piles: number[];
  trash: number[];
  phase: string;
  players: { hand: number[]; deck: number[]; discard: number[]; vp: number }[];
}

/** Dominion: piles never below 0, every card in a hand, deck, discard or the trash a real card id. */
function dominion(raw: BaseState): string | null {
  const s = raw as unknown as DominionLike;
  if (s.supply.length !== s.piles.length) return 'supply and piles differ in length';
  if (!s.supply.every((n) => Number.isInteger(n) && n >= 0)) return `a pile below 0: ${s.supply.join(',')}`;
  for (const [k, p] of s.players.entries()) {
    for (const zone of [p.hand, p.deck, p.discard])
      if (!zone.every((c) => Number.isInteger(c) && c >= 0)) return `player ${k} holds a card that is not a card id`;
    if (!(p.vp >= 0)) return `player ${k} has ${p.vp} VP tokens`;
  }
  if (!s.trash.every((c) => Number.isInteger(c) && c >= 0)) return 'the trash holds a card that is not a card id';
  return null;
}

/** Diplomacy: the board passes the engine's own board check (one unit per province, known places…). */
function diplomacy(raw: BaseState): string | null {
  const s = raw as unknown as { options: { variant: string }; board: unknown };
  const r = checkBoard(s.board, geographyOf(s.options.variant));
  return r.ok ? null : `bad board: ${r.error.message}`;
}

const CHECKS: Partial<Record<FuzzGame, Check>> = {
  risk,
  dominion,
  twilight: (s) => twilightBroken(s as unknown as TwilightState),
  diplomacy,
};

/** The engine's invariant check (undefined: none beyond the runner's generic ones). */
export function invariantOf(game: FuzzGame): Check | undefined {
  return CHECKS[game];
}
