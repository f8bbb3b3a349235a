import { describe, expect, it } from 'vitest';
import { current, hashState, play, replay, start } from '../core/game';
import type { BotPolicy, Engine, Seat } from '../core/types';
import type { Timeline } from '../core/game';
import { centreCounts } from './board';
import { strategistBot, strategistOrders } from './bot';
import { diplomacyEngine as engine } from './engine';
import type { DiplomacyMove, DiplomacyState } from './engine';
import { legalOrders } from './legal';
import { standardGeography } from './map/variant';
import { randomBot } from './module';
import { parseOrder } from './notation/parse';
import { seededRandom } from '../core/testkit';
import { boardWith } from './testkit';
import type { Board, PowerId } from './types';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

type Policy = BotPolicy<DiplomacyState, DiplomacyMove>;
const geo = standardGeography();
const E = engine as unknown as Engine<DiplomacyState, unknown, unknown>;

/** The provinces the movement or retreat orders of one power send units into. */
function destinations(orders: readonly string[]): string[] {
  return orders.flatMap((text) => {
    const r = parseOrder(text, STD_GEO);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    const o = r.value;
    return o.kind === 'move' || o.kind === 'retreat' ? [o.to.province] : [];
  });
}

/** Checks a move against the position: every order offered by `legalOrders`, no self-bounce, right counts. */
function checkMove(s: DiplomacyState, seat: Seat, move: DiplomacyMove): void {
  expect(move.kind).toBe('orders');
  if (move.kind !== 'orders') return;
  for (const [p, list] of Object.entries(move.orders) as [PowerId, readonly string[]][]) {
    expect(s.options.seatPowers[seat]).toContain(p);
    const options = legalOrders(s.board, p, STD_GEO);
    const legal = new Set(options.flatMap((o) => o.orders));
    for (const order of list) expect(legal, `${p}: ${order}`).toContain(order);
    const dest = destinations(list);
    expect(new Set(dest).size, `${p}: ${list.join(', ')}`).toBe(dest.length);
    if (s.board.phase === 'movement') expect(list).toHaveLength(options.length);
    if (s.board.phase === 'adjustment' && options[0]?.unit) {
      const units = s.board.units.filter((u) => u.power === p).length;
      expect(list).toHaveLength(units - Object.values(s.board.centres).filter((o) => o === p).length);
    }
  }
  // Across the seat's powers too: no two units sent into one province.
  const all = Object.values(move.orders).flatMap((l) => destinations(l ?? []));
  expect(new Set(all).size).toBe(all.length);
}

/** Plays `years` game-years through core `play`, each seat with its policy; checks every bot move. */
function game(seats: number, policy: (seat: Seat) => Policy, seed: number, years: number, check = true): Timeline<DiplomacyState> {
  const random = seededRandom(seed);
  let t = start(E, {
    game: 'diplomacy',
    options: engine.defaultOptions(seats),
    seed,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, color: '#000', kind: 'bot' as const })),
  });
  const endYear = current(t).board.year + years;
  while (!engine.outcome(current(t)) && current(t).board.year < endYear) {
    const s = current(t);
    const seat = engine.prompt(s).seats[0];
    const move = policy(seat)(engine.view(s, seat), seat, engine.legalMoves(s, seat), random);
    if (check && policy(seat) === strategistBot) checkMove(s, seat, move);
    const r = play(E, t, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

describe('Strategist (Diplomacy bot)', () => {
  it('gives only legal orders, without self-bounces, over many seeds and seat counts', () => {
    const phases = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const seats = 2 + (seed % 6);
      const t = game(seats, (seat) => (seat % 3 === 2 ? randomBot : strategistBot), seed, 4);
      const again = replay(E, t.record);
      expect(again.ok).toBe(true);
      if (again.ok) expect(hashState(current(again.value))).toBe(hashState(current(t)));
      for (const s of t.states) phases.add(`${s.board.season} ${s.board.phase}`);
    }
    expect([...phases].sort()).toEqual(['fall movement', 'fall retreat', 'spring movement', 'spring retreat', 'winter adjustment']);
  });

  it('moves out of the home centres toward the neutral ones in Spring 1901', () => {
    const s = engine.setup(engine.defaultOptions(7), 7, 1);
    const france = strategistBot(engine.view(s, 2), 2, engine.legalMoves(s, 2), seededRandom(3));
    if (france.kind !== 'orders') throw new Error('no orders');
    const targets = ['spa', 'por', 'bel'].map((c) => geo.province(c));
    const dist = (p: string) => Math.min(...targets.map((c) => pathLength(geo.province(p), c)));
    const moves = france.orders.FRA!.map((o) => parseOrder(o, STD_GEO)).flatMap((r) => (r.ok && r.value.kind === 'move' ? [r.value] : []));
    expect(moves.length).toBeGreaterThanOrEqual(2);
    for (const m of moves) expect(dist(m.to.province)).toBeLessThan(dist(m.unit.at.province));
    for (let seed = 1; seed <= 5; seed++) {
      const all = strategistOrders(s.board, ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'], seededRandom(seed), STD_GEO);
      for (const [p, list] of Object.entries(all)) expect(list!.filter((o) => / - /.test(o)).length, p).toBeGreaterThanOrEqual(2);
    }
  });

  it('defends a threatened home centre in Fall: holds it, or walks into it when empty', () => {
    const fall = (units: string[]): Board => boardWith(units, { season: 'fall' });
    for (let seed = 1; seed <= 10; seed++) {
      const a = strategistOrders(fall(['FRA A par', 'FRA A gas', 'GER A bur', 'GER A mun', 'ITA A pie']), ['FRA'], seededRandom(seed), STD_GEO).FRA!;
      expect(a.find((o) => o.startsWith('A Par'))).toMatch(/^A Par (H|S)/);
      expect(a).toContain('A Gas - Mar');
      // Brest is empty, Picardy's enemy army could walk in: the fleet in the Channel goes home.
      const b = strategistOrders(fall(['FRA F eng', 'FRA A par', 'FRA A mar', 'GER A pic']), ['FRA'], seededRandom(seed), STD_GEO).FRA!;
      expect(b).toContain('F Eng - Bre');
    }
  });

  it('supports its attacks on defended provinces and never sends two units into one province', () => {
    // Germany holds Holland with one army; England attacks from the North Sea and Belgium.
    const b = boardWith(['ENG F nth', 'ENG A bel', 'GER A hol', 'FRA A par'], {
      season: 'fall',
      centres: { ...boardWith([]).centres, bel: 'ENG', nwy: 'ENG', den: 'ENG', hol: 'GER' },
    });
    for (let seed = 1; seed <= 10; seed++) {
      const orders = strategistOrders(b, ['ENG'], seededRandom(seed), STD_GEO).ENG!;
      const attack = orders.find((o) => /^(F Nth|A Bel) - Hol$/.test(o));
      expect(attack).toBeDefined();
      const mover = attack!.split(' - ')[0];
      expect(orders).toContain(`${mover === 'F Nth' ? 'A Bel' : 'F Nth'} S ${attack}`);
      const dest = destinations(orders);
      expect(new Set(dest).size).toBe(dest.length);
    }
  });

  it('convoys an army across when a fleet stands between it and a centre', () => {
    const b = boardWith(['ENG A yor', 'ENG F nth', 'ENG F lon', 'ENG F edi'], { season: 'fall' });
    const orders = strategistOrders(b, ['ENG'], seededRandom(1), STD_GEO).ENG!;
    expect(orders.some((o) => /^A Yor - (Bel|Hol|Nwy|Den)$/.test(o))).toBe(true);
    expect(orders.some((o) => /^F Nth C A Yor - /.test(o))).toBe(true);
  });

  it('retreats toward its centres, builds near the front and disbands the unit farthest from action', () => {
    const winter = (units: string[], centres: Record<string, PowerId>): Board => boardWith(units, { season: 'winter', phase: 'adjustment', centres });
    const eng = strategistOrders(
      winter(['ENG F nth', 'ENG F nwy', 'ENG A bel'], { lon: 'ENG', edi: 'ENG', lvp: 'ENG', nwy: 'ENG', bel: 'ENG' }),
      ['ENG'],
      seededRandom(1),
      STD_GEO,
    ).ENG!;
    expect(eng).toHaveLength(2);
    expect(eng.filter((o) => o.startsWith('Build F'))).toHaveLength(eng.length);
    const rus = strategistOrders(
      winter(['RUS A mos', 'RUS A gal', 'RUS A ukr', 'RUS F bot'], { mos: 'RUS', war: 'RUS', sev: 'RUS' }),
      ['RUS'],
      seededRandom(1),
      STD_GEO,
    ).RUS!;
    expect(rus).toEqual(['Disband A Mos']);
    const retreat: Board = boardWith(['GER A bur', 'FRA A mar'], {
      phase: 'retreat',
      dislodged: [{ unit: { power: 'FRA', type: 'A', loc: 'par' }, attackerFrom: 'bur', byConvoy: false, retreats: ['bre', 'gas', 'pic'] }],
    });
    expect(strategistOrders(retreat, ['FRA'], seededRandom(1), STD_GEO).FRA).toEqual([expect.stringMatching(/^A Par R (Bre|Gas|Pic)$/)]);
    const stuck: Board = { ...retreat, dislodged: [{ ...retreat.dislodged[0], retreats: [] }] };
    expect(strategistOrders(stuck, ['FRA'], seededRandom(1), STD_GEO).FRA).toEqual(['A Par D']);
  });

  it('grows against random players: more centres on average after ten years', () => {
    let bot = 0;
    let rnd = 0;
    let botPowers = 0;
    let rndPowers = 0;
    for (let g = 0; g < 10; g++) {
      const isBot = (seat: Seat) => (seat + g) % 2 === 0;
      const t = game(7, (seat) => (isBot(seat) ? strategistBot : randomBot), 100 + g, 10, false);
      const counts = centreCounts(current(t).board);
      current(t).options.seatPowers.forEach(([p], seat) => {
        if (isBot(seat)) {
          bot += counts[p];
          botPowers++;
        } else {
          rnd += counts[p];
          rndPowers++;
        }
      });
    }
    expect(bot / botPowers).toBeGreaterThan(rnd / rndPowers + 2);
  }, 60_000);
});

/** Moves between two provinces over any border. */
function pathLength(from: number, to: number): number {
  const seen = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    if (p === to) return seen.get(p)!;
    for (const q of geo.anyNext[p]) {
      if (seen.has(q)) continue;
      seen.set(q, seen.get(p)! + 1);
      queue.push(q);
    }
  }
  return Infinity;
}
