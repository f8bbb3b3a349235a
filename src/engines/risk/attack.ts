/**
 * Battle, RollDice, Capture, EndAttack, the blitz, elimination and victory.
 */
import type { Dice } from '../core/rng';
import { err, type RuleError, type Seat } from '../core/types';
import { countOwned, plural, who, RiskWorking, type Step } from './working';
import { OCCUPY_24, MISSIONS } from './missions';
import { takeCards } from './cards';
import { adjacent, territoryIndex, territoryName } from './graph';
import type { TerritoryId } from './map';
import type { RiskErrorCode, RiskState } from './types';

/** Why `seat` may not attack `to` from `from` now, or null. */
function attackError(state: RiskState, seat: Seat, f: number, t: number): RuleError<RiskErrorCode> | null {
  if (state.phase === 'trade' || state.phase === 'place')
    return { code: 'wrong-phase', message: 'Trade your cards and place your new armies before attacking.' };
  if (state.phase !== 'attack') return { code: 'wrong-phase', message: 'You cannot attack now.' };
  if (state.owner[f] !== seat) return { code: 'not-yours', message: `You do not own ${territoryName(f)}.` };
  if (state.owner[t] === seat) return { code: 'own-territory', message: `You cannot attack your own territory ${territoryName(t)}.` };
  if (!adjacent(f, t)) return { code: 'not-adjacent', message: `${territoryName(f)} is not adjacent to ${territoryName(t)}.` };
  if (state.armies[f] < 2) return { code: 'too-few', message: `${territoryName(f)} has only 1 army: attacking needs at least 2, since one must stay behind.` };
  return null;
}

export function maxAttackDice(armies: number): number {
  return Math.min(3, armies - 1);
}

export function maxDefendDice(armies: number): number {
  return Math.min(2, armies);
}

/** Battle: the attacker rolls 1–3 dice; the defender rolls at once, or is asked (defenderRollsMost off). */
export function applyAttack(state: RiskState, from: TerritoryId, to: TerritoryId, dice: number, seat: Seat, quiet = false): Step {
  const f = territoryIndex(from);
  const t = territoryIndex(to);
  const e = attackError(state, seat, f, t);
  if (e) return { ok: false, error: e };
  const most = maxAttackDice(state.armies[f]);
  if (dice > most) {
    return err('bad-dice', `${territoryName(f)} has ${plural(state.armies[f], 'army', 'armies')}: roll ${most === 1 ? '1 die' : `1 to ${most} dice`}.`);
  }
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  const defender = state.owner[t];
  if (!state.options.defenderRollsMost && defender !== state.neutral && state.armies[t] >= 2) {
    d.phase = 'defend';
    d.battle = { from: f, to: t, dice };
    if (!quiet)
      ctx.sayNaming(
        `{${seat}} attacks ${territoryName(t)} from ${territoryName(f)} with ${plural(dice, 'die', 'dice')}; {${defender}} chooses how many dice to defend with.`,
        [f, t],
        ([seesFrom]) =>
          seesFrom
            ? `{${seat}} attacks out of ${territoryName(f)} into the fog of war with ${plural(dice, 'die', 'dice')}.`
            : `${territoryName(t)} is attacked from the fog of war; {${defender}} chooses how many dice to defend with.`,
      );
    return ctx;
  }
  fight(ctx, seat, f, t, dice, maxDefendDice(state.armies[t]));
  recordRoll(ctx);
  return ctx;
}

/** RollDice, the defender's half: 1 or 2 dice (at most the armies on the territory). */
export function applyDefend(state: RiskState, dice: number, seat: Seat, quiet = false): Step {
  const b = state.battle;
  if (state.phase !== 'defend' || !b) return err('wrong-phase', 'No attack is waiting for a defence.');
  const most = maxDefendDice(state.armies[b.to]);
  if (dice > most)
    return err('bad-dice', `${territoryName(b.to)} has ${plural(state.armies[b.to], 'army', 'armies')}: defend with ${most === 1 ? '1 die' : '1 or 2 dice'}.`);
  const ctx = new RiskWorking(state, quiet);
  ctx.s.phase = 'attack';
  ctx.s.battle = null;
  if (!quiet)
    ctx.sayNaming(`{${seat}} defends ${territoryName(b.to)} with ${plural(dice, 'die', 'dice')}.`, [b.from, b.to], ([seesFrom]) =>
      seesFrom
        ? `{${seat}} defends with ${plural(dice, 'die', 'dice')} against the attack out of ${territoryName(b.from)}.`
        : `{${seat}} defends ${territoryName(b.to)} with ${plural(dice, 'die', 'dice')}.`,
    );
  fight(ctx, state.current, b.from, b.to, b.dice, dice);
  recordRoll(ctx);
  return ctx;
}

/** Scratch for the last battle's dice, highest first (only the first `ad`/`dd` count). */
const ATTACK_DICE = [0, 0, 0];
const DEFEND_DICE = [0, 0];
/** The last battle of the current move: who fought where, with how many dice (see `recordRoll`). */
const LAST = { seat: 0, f: 0, t: 0, ad: 0, dd: 0, defender: 0 };

/** Rolls n dice (n ≤ 3) into `out`, highest first. */
function rollSorted(r: Dice, n: number, out: number[]): void {
  const x = r.int(1, 6);
  if (n === 1) {
    out[0] = x;
    return;
  }
  const y = r.int(1, 6);
  const hi = x > y ? x : y;
  const lo = x > y ? y : x;
  if (n === 2) {
    out[0] = hi;
    out[1] = lo;
    return;
  }
  const z = r.int(1, 6);
  if (z >= hi) {
    out[0] = z;
    out[1] = hi;
    out[2] = lo;
  } else if (z >= lo) {
    out[0] = hi;
    out[1] = z;
    out[2] = lo;
  } else {
    out[0] = hi;
    out[1] = lo;
    out[2] = z;
  }
}

/**
 * Rolls one battle and settles it; on a conquest moves to the capture. Returns whether the territory fell.
 * The dice stay in scratch until `recordRoll` (a blitz records only its last battle's dice).
 */
function fight(ctx: RiskWorking, seat: Seat, f: number, t: number, ad: number, dd: number): boolean {
  const d = ctx.s;
  const r = ctx.dice;
  const a = ATTACK_DICE;
  const b = DEFEND_DICE;
  rollSorted(r, ad, a);
  rollSorted(r, dd, b);
  let aLoss = 0;
  let dLoss = 0;
  for (let i = 0; i < Math.min(ad, dd); i++) {
    if (a[i] > b[i]) dLoss++;
    else aLoss++;
  }
  const defender = d.owner[t];
  d.armies[f] -= aLoss;
  d.armies[t] -= dLoss;
  LAST.seat = seat;
  LAST.f = f;
  LAST.t = t;
  LAST.ad = ad;
  LAST.dd = dd;
  LAST.defender = defender;
  if (!ctx.quiet) {
    const losses: string[] = [];
    if (aLoss > 0) losses.push(`{${seat}} loses ${aLoss}`);
    if (dLoss > 0) losses.push(`${who(d, defender)} loses ${dLoss}`);
    ctx.sayNaming(
      `{${seat}} attacks ${territoryName(t)} from ${territoryName(f)}: ${a.slice(0, ad).join('-')} against ${b.slice(0, dd).join('-')}; ${losses.join(', ')}.`,
      [f, t],
      ([seesFrom]) =>
        seesFrom
          ? `{${seat}} attacks out of ${territoryName(f)} into the fog of war${aLoss > 0 ? `: {${seat}} loses ${aLoss}` : ''}.`
          : `${territoryName(t)} is attacked from the fog of war${dLoss > 0 ? `: ${who(d, defender)} loses ${dLoss}` : ''}.`,
    );
  }
  if (d.armies[t] > 0) return false;
  conquer(ctx, seat, f, t, ad, defender);
  return true;
}

/**
 * Every roll of 1–3 dice, highest first, as one frozen array each (ROLLS[code(dice, n)]): the states'
 * `lastRoll` share them (states are never changed in place), so a battle allocates no dice array.
 */
const ROLLS: (readonly number[])[] = [];
const rollCode = (dice: readonly number[], n: number): number =>
  (n === 1 ? dice[0] : n === 2 ? 7 * dice[0] + dice[1] : 49 * dice[0] + 7 * dice[1] + dice[2]) * 4 + n;
for (let a = 1; a <= 6; a++) {
  ROLLS[rollCode([a], 1)] = Object.freeze([a]);
  for (let b = 1; b <= a; b++) {
    ROLLS[rollCode([a, b], 2)] = Object.freeze([a, b]);
    for (let c = 1; c <= b; c++) ROLLS[rollCode([a, b, c], 3)] = Object.freeze([a, b, c]);
  }
}

/** The state's `lastRoll`: the dice of the move's last battle (call once, after the move's last `fight`). */
function recordRoll(ctx: RiskWorking): void {
  const { seat, f, t, ad, dd, defender } = LAST;
  ctx.s.lastRoll = {
    from: f,
    to: t,
    attacker: ROLLS[rollCode(ATTACK_DICE, ad)],
    defender: ROLLS[rollCode(DEFEND_DICE, dd)],
    attackerOwner: seat,
    defenderOwner: defender,
  };
}

/** The territory fell: the dice rolled move in at once; elimination, victory, then the capture choice. */
function conquer(ctx: RiskWorking, seat: Seat, f: number, t: number, ad: number, defender: number): void {
  const d = ctx.s;
  ctx.ownerW()[t] = seat;
  d.armies[t] = ad;
  d.armies[f] -= ad;
  d.conquered = true;
  if (!ctx.quiet) ctx.sayOn(`{${seat}} conquers ${territoryName(t)}.`, [t], defender >= 0 && defender !== d.neutral ? [defender] : []);
  if (defender !== d.neutral && countOwned(d.owner, defender) === 0) {
    ctx.aliveW()[defender] = false;
    ctx.say(`{${seat}} eliminates {${defender}}, who has no territory left.`);
    takeCards(ctx, seat, defender);
    fallBackMissions(ctx, seat, defender);
    if (d.alive.every((alive, s) => s === seat || !alive)) {
      d.phase = 'over';
      d.winner = seat;
      d.battle = null;
      const world = d.owner.every((o) => o === seat);
      d.winReason = world ? 'world' : 'last';
      ctx.say(
        world ? `{${seat}} holds every territory and wins the war.` : `{${seat}} has eliminated every opponent and wins the war as the last player standing.`,
      );
      return;
    }
  }
  if (d.armies[f] > 1) {
    d.phase = 'capture';
    d.battle = { from: f, to: t, dice: ad };
  } else {
    if (!ctx.quiet) {
      const text = `{${seat}} occupies ${territoryName(t)} with ${plural(ad, 'army', 'armies')} (all that could move).`;
      ctx.sayNaming(text, [f, t], ([seesFrom]) =>
        seesFrom ? `{${seat}} moves ${plural(ad, 'army', 'armies')} out of ${territoryName(f)} into the fog of war.` : text,
      );
    }
    afterCapture(ctx, seat);
  }
}

/**
 * Missions: whoever held "destroy {loser}" and is not the victor now holds "24 territories" instead
 * (silently: missions are secret). The victor's own destroy mission is complete (checked after the move).
 */
function fallBackMissions(ctx: RiskWorking, victor: Seat, loser: Seat): void {
  const d = ctx.s;
  if (d.missions.length === 0) return;
  let missions: number[] | null = null;
  d.missions.forEach((m, s) => {
    const card = MISSIONS[m];
    if (s !== victor && card?.kind === 'destroy' && card.seat === loser) {
      missions ??= d.missions.slice();
      missions[s] = OCCUPY_24;
    }
  });
  if (missions) d.missions = missions;
}

/** After the armies moved in: a forced trade when the victor of an elimination holds six or more cards. */
function afterCapture(ctx: RiskWorking, seat: Seat): void {
  const d = ctx.s;
  d.battle = null;
  const n = d.hands[seat].length;
  if (n >= 6) {
    d.phase = 'trade';
    d.forced = true;
    ctx.say(`{${seat}} holds ${n} cards and must trade at once down to four or fewer, then place those armies.`);
  } else d.phase = 'attack';
}

/** Blitz: battles with the most dice on both sides until the territory falls or `from` is down to `floor`. */
export function applyBlitz(state: RiskState, from: TerritoryId, to: TerritoryId, floor: number, seat: Seat, quiet = false): Step {
  const f = territoryIndex(from);
  const t = territoryIndex(to);
  const e = attackError(state, seat, f, t);
  if (e) return { ok: false, error: e };
  const a = state.armies[f];
  if (floor >= a) {
    return err('bad-floor', `A blitz from ${territoryName(f)} (${plural(a, 'army', 'armies')}) must stop at a number of armies from 1 to ${a - 1}.`);
  }
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  if (!quiet)
    ctx.sayNaming(
      `{${seat}} blitzes ${territoryName(t)} from ${territoryName(f)}, stopping if ${territoryName(f)} falls to ${plural(floor, 'army', 'armies')}.`,
      [f, t],
      ([seesFrom]) => (seesFrom ? `{${seat}} blitzes out of ${territoryName(f)} into the fog of war.` : `${territoryName(t)} is blitzed from the fog of war.`),
    );
  let fell = false;
  while (!fell && d.armies[f] > floor) fell = fight(ctx, seat, f, t, maxAttackDice(d.armies[f]), maxDefendDice(d.armies[t]));
  recordRoll(ctx);
  if (!fell && !quiet)
    ctx.sayNaming(
      `{${seat}} stops the blitz: ${territoryName(f)} is down to ${plural(d.armies[f], 'army', 'armies')} and ${territoryName(t)} still holds ${d.armies[t]}.`,
      [f, t],
      ([seesFrom]) =>
        seesFrom
          ? `{${seat}} stops the blitz: ${territoryName(f)} is down to ${plural(d.armies[f], 'army', 'armies')}.`
          : `The blitz on ${territoryName(t)} stops: it still holds ${d.armies[t]}.`,
    );
  return ctx;
}

/** Capture: move at least the dice of the decisive battle, at most all but one army. */
export function applyCapture(state: RiskState, count: number, seat: Seat, quiet = false): Step {
  const b = state.battle;
  if (state.phase !== 'capture' || !b) return err('wrong-phase', 'There is no conquered territory to move into.');
  const max = b.dice + state.armies[b.from] - 1;
  if (count < b.dice || count > max) {
    return err(
      'bad-count',
      `Move ${b.dice} to ${max} armies into ${territoryName(b.to)}: at least the ${plural(b.dice, 'die', 'dice')} rolled, and one army must stay in ${territoryName(b.from)}.`,
    );
  }
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  d.armies[b.from] -= count - b.dice;
  d.armies[b.to] = count;
  if (!quiet)
    ctx.sayNaming(
      `{${seat}} moves ${plural(count, 'army', 'armies')} into ${territoryName(b.to)}; ${d.armies[b.from]} stay in ${territoryName(b.from)}.`,
      [b.from, b.to],
      ([seesFrom]) =>
        seesFrom
          ? `{${seat}} moves armies out of ${territoryName(b.from)} into the fog of war; ${d.armies[b.from]} stay in ${territoryName(b.from)}.`
          : `{${seat}} moves ${plural(count, 'army', 'armies')} into ${territoryName(b.to)}.`,
    );
  afterCapture(ctx, seat);
  return ctx;
}

/** EndAttack: on to fortification. */
export function applyEndAttack(state: RiskState, seat: Seat, quiet = false): Step {
  if (state.phase !== 'attack')
    return err('wrong-phase', state.phase === 'capture' ? 'Move armies into the conquered territory first.' : 'You are not attacking now.');
  const ctx = new RiskWorking(state, quiet);
  ctx.s.phase = 'fortify';
  if (!quiet) ctx.say(`{${seat}} ends the attack.`);
  return ctx;
}
