/**
 * StartMatch, SelectFirstPlayer, OccupyTerritory and PlaceAdditionalArmy (plus the neutral
 * army's placement in the two-player game).
 */
import { seedRng, openRng } from '../core/rng';
import { err, type Seat } from '../core/types';
import { nextAlive, plural, who, RiskWorking, type Step } from './working';
import { CARD_COUNT, TERRITORY_COUNT, territoryIndex, territoryName } from './graph';
import { STARTING_ARMIES, type TerritoryId } from './map';
import { dealtMission, missionDeck } from './missions';
import { beginTurn } from './reinforce';
import type { RiskOptions, RiskState } from './types';

/** StartMatch: empty board, starting armies in reserve, a shuffled deck; seat 0 rolls for the first player. */
export function createGame(options: RiskOptions, seatCount: number, seed: number): RiskState {
  const seats = Math.min(6, Math.max(2, Math.trunc(seatCount) || 2));
  const neutral = seats === 2 ? 2 : -1;
  const owners = neutral >= 0 ? seats + 1 : seats;
  const dice = openRng(seedRng(seed));
  const deck = dice.shuffle(Array.from({ length: CARD_COUNT }, (_, i) => i));
  // Missions are dealt face down at the start, one per seat, from the cards of the seats at the table.
  const missions =
    options.victory === 'missions'
      ? dice
          .shuffle(missionDeck(seats))
          .slice(0, seats)
          .map((m, s) => dealtMission(m, s))
      : [];
  return {
    rng: dice.state(),
    epoch: 0,
    options: seats === 2 ? { ...options, territories: 'deal' } : options,
    seats,
    neutral,
    phase: 'first',
    current: 0,
    first: -1,
    turn: 0,
    owner: Array.from({ length: TERRITORY_COUNT }, () => -1),
    armies: Array.from({ length: TERRITORY_COUNT }, () => 0),
    reserve: Array.from({ length: owners }, () => STARTING_ARMIES[seats]),
    hands: Array.from({ length: seats }, () => []),
    deck,
    discard: [],
    trades: 0,
    alive: Array.from({ length: seats }, () => true),
    conquered: false,
    forced: false,
    battle: null,
    lastRoll: null,
    winner: -1,
    winReason: '',
    setupLeft: 0,
    missions,
    capitals: options.victory === 'capitals' ? Array.from({ length: seats }, () => -1) : [],
    bonusTaken: false,
  };
}

/** SelectFirstPlayer: everyone rolls a die, ties roll again; then territories are dealt or claimed. */
export function applyRollFirst(state: RiskState, quiet = false): Step {
  if (state.phase !== 'first') return err('wrong-phase', 'The first player has already been chosen.');
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  const r = ctx.dice;
  let contenders = Array.from({ length: state.seats }, (_, i) => i);
  let round = 0;
  while (contenders.length > 1) {
    const rolls = contenders.map(() => r.int(1, 6));
    const best = Math.max(...rolls);
    const lead = `${round === 0 ? 'Rolling for the first player' : `${contenders.map((s) => `{${s}}`).join(' and ')} tie and roll again`}: `;
    ctx.say(lead + contenders.map((s, i) => `{${s}} rolls ${rolls[i]}`).join(', ') + '.');
    contenders = contenders.filter((_, i) => rolls[i] === best);
    round++;
  }
  const first = contenders[0];
  d.first = first;
  d.current = first;
  ctx.say(`{${first}} rolled highest and plays first.`);
  if (d.options.territories === 'deal') deal(ctx, first);
  else {
    d.phase = 'claim';
    ctx.say(`Players claim the territories one at a time, starting with {${first}}.`);
  }
  return ctx;
}

/** Deals the territories at random, one army on each, round the table from the first player (neutral last). */
function deal(ctx: RiskWorking, first: Seat): void {
  const d = ctx.s;
  const order: number[] = [];
  for (let i = 0; i < d.seats; i++) order.push((first + i) % d.seats);
  if (d.neutral >= 0) order.push(d.neutral);
  const shuffled = ctx.dice.shuffle(Array.from({ length: TERRITORY_COUNT }, (_, i) => i));
  const counts = new Array<number>(order.length).fill(0);
  const owner = ctx.ownerW();
  const reserve = ctx.reserveW();
  shuffled.forEach((t, i) => {
    const o = order[i % order.length];
    owner[t] = o;
    d.armies[t] = 1;
    reserve[o] -= 1;
    counts[i % order.length]++;
  });
  ctx.say(`The territories are dealt at random, one army on each: ${order.map((o, i) => `${who(d, o)} gets ${counts[i]}`).join(', ')}.`);
  startPlacement(ctx, first);
}

/** Armies a seat places in one placement turn (the neutral's one follows with two players). */
export function setupBatch(options: RiskOptions, seats: number): number {
  if (seats === 2 && options.twoPlayerSetup === 'classic') return 2;
  return options.placement === 'three' ? 3 : options.placement === 'five' ? 5 : 1;
}

/** Every territory is taken: the remaining starting armies are placed, in turns or at random. */
function startPlacement(ctx: RiskWorking, first: Seat): void {
  const d = ctx.s;
  if (d.options.placement === 'random') {
    placeAtRandom(ctx);
    finishSetup(ctx);
    return;
  }
  d.phase = 'setup';
  d.current = first;
  d.setupLeft = Math.min(setupBatch(d.options, d.seats), d.reserve[first]);
  if (d.setupLeft === 0) advanceSetup(ctx, first);
}

/** Auto-placement: each owner's remaining starting armies go one by one onto its territories at random. */
function placeAtRandom(ctx: RiskWorking): void {
  const d = ctx.s;
  const reserve = ctx.reserveW();
  const r = ctx.dice;
  for (let o = 0; o < reserve.length; o++) {
    const mine: number[] = [];
    for (let t = 0; t < TERRITORY_COUNT; t++) if (d.owner[t] === o) mine.push(t);
    if (mine.length === 0) continue;
    for (; reserve[o] > 0; reserve[o]--) d.armies[mine[r.int(0, mine.length - 1)]] += 1;
  }
  ctx.say("The remaining starting armies are placed at random on their owners' territories.");
}

/** All starting armies are down: capitals are chosen (capitals game), then the first turn begins. */
function finishSetup(ctx: RiskWorking): void {
  const d = ctx.s;
  d.setupLeft = 0;
  ctx.say(
    `All ${plural(
      d.armies.reduce((a, b) => a + b, 0),
      'army',
      'armies',
    )} are on the board; the war begins.`,
  );
  if (d.options.victory === 'capitals') {
    d.phase = 'capital';
    d.current = d.first;
    ctx.say(`Each player now names one of their territories as their capital, starting with {${d.first}}: whoever holds every capital wins.`);
    return;
  }
  beginTurn(ctx, d.first);
}

/** Capitals: the current seat names its capital; after the last seat, the first turn begins. */
export function applyCapital(state: RiskState, territory: TerritoryId, seat: Seat, quiet = false): Step {
  if (state.phase !== 'capital') return err('wrong-phase', 'Capitals are chosen after the starting armies are placed.');
  const t = territoryIndex(territory);
  if (state.owner[t] !== seat) return err('not-yours', `Your capital must be one of your own territories, and you do not own ${territoryName(t)}.`);
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  const capitals = d.capitals.slice();
  capitals[seat] = t;
  d.capitals = capitals;
  ctx.say(`{${seat}} makes ${territoryName(t)} their capital.`);
  const next = nextAlive(d, seat);
  if (capitals[next] >= 0) beginTurn(ctx, d.first);
  else d.current = next;
  return ctx;
}

/** OccupyTerritory: one army on an unoccupied territory; then the next seat claims. */
export function applyClaim(state: RiskState, territory: TerritoryId, seat: Seat, quiet = false): Step {
  if (state.phase !== 'claim') return err('wrong-phase', 'Territories are not being claimed now.');
  const t = territoryIndex(territory);
  if (state.owner[t] >= 0) return err('occupied', `${territoryName(t)} is already occupied by ${who(state, state.owner[t])}.`);
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  ctx.ownerW()[t] = seat;
  d.armies[t] = 1;
  ctx.reserveW()[seat] -= 1;
  if (!quiet) ctx.say(`{${seat}} claims ${territoryName(t)}.`);
  if (d.owner.includes(-1)) d.current = nextAlive(d, seat);
  else {
    const batch = setupBatch(d.options, d.seats);
    if (d.options.placement !== 'random')
      ctx.say(`Every territory is claimed: players now place their remaining armies, ${batch === 1 ? 'one at a time' : `${batch} per turn`}.`);
    startPlacement(ctx, nextAlive(d, seat));
  }
  return ctx;
}

/** PlaceAdditionalArmy: starting armies on your territories, up to this placement turn's number. */
export function applySetupPlace(state: RiskState, territory: TerritoryId, count: number, seat: Seat, quiet = false): Step {
  const t = territoryIndex(territory);
  if (state.owner[t] !== seat) return err('not-yours', `You do not own ${territoryName(t)}.`);
  const most = state.setupLeft;
  if (count > most) {
    return err('bad-count', most === 1 ? 'During setup you place one army at a time.' : `Place 1 to ${most} armies in this placement turn.`);
  }
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  ctx.reserveW()[seat] -= count;
  d.armies[t] += count;
  d.setupLeft = most - count;
  if (!quiet) ctx.say(`{${seat}} places ${count === 1 ? 'an army' : plural(count, 'army', 'armies')} on ${territoryName(t)} (${d.reserve[seat]} left).`);
  if (d.setupLeft > 0) return ctx;
  if (d.neutral >= 0 && d.reserve[d.neutral] > 0) d.phase = 'neutral';
  else advanceSetup(ctx, seat);
  return ctx;
}

/** Two players: after each of your own armies, place one neutral army on any neutral territory. */
export function applyPlaceNeutral(state: RiskState, territory: TerritoryId, seat: Seat, quiet = false): Step {
  if (state.phase !== 'neutral') return err('wrong-phase', 'There is no neutral army to place now.');
  const t = territoryIndex(territory);
  if (state.owner[t] !== state.neutral) return err('not-neutral', `${territoryName(t)} is not a neutral territory.`);
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  ctx.reserveW()[d.neutral] -= 1;
  d.armies[t] += 1;
  if (!quiet) ctx.say(`{${seat}} places a neutral army on ${territoryName(t)} (${d.reserve[d.neutral]} neutral left).`);
  advanceSetup(ctx, seat);
  return ctx;
}

/** The next seat with armies to place; when all are placed, capitals or the first player's first turn. */
function advanceSetup(ctx: RiskWorking, from: Seat): void {
  const d = ctx.s;
  for (let i = 1; i <= d.seats; i++) {
    const s = (from + i) % d.seats;
    if (d.reserve[s] > 0) {
      d.current = s;
      d.phase = 'setup';
      d.setupLeft = Math.min(setupBatch(d.options, d.seats), d.reserve[s]);
      return;
    }
  }
  finishSetup(ctx);
}
