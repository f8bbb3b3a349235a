/**
 * The charts of a played game, per game: series read from the states of its replay (core/game.ts
 * `replay` or the timeline already in memory). No rules here: each extractor reads fields the engine
 * keeps (VP, DEFCON, owners, centres) or the engine's own public `scores`. A chart for a seat shows only
 * what that seat may know: VP, DEFCON and supply centres are public; under world conquest's fog of war
 * another player's territories and armies are not, until the game is over.
 */
import type { BaseState, Seat } from '../engines/core/types';

export interface ChartLine {
  readonly name: string;
  /** One value per point of the chart (null: not known at that point). */
  readonly values: readonly (number | null)[];
  /** The seat the line belongs to (its colour at the table), if any. */
  readonly seat?: Seat;
}

export interface ChartData {
  readonly id: string;
  readonly title: string;
  /** What the vertical axis counts ("VP", "centres"). */
  readonly unit: string;
  /** What a point of the horizontal axis is ("round", "turn", "year"). */
  readonly axis: string;
  /** One label per point. */
  readonly points: readonly string[];
  readonly lines: readonly ChartLine[];
  /** A line under the chart (what it counts, what is left out and why). */
  readonly note?: string;
  /** Fixed vertical range (DEFCON 1–5). */
  readonly range?: readonly [number, number];
}

export interface ChartInput {
  readonly states: readonly BaseState[];
  /** The seat whose charts these are (null: a spectator's, public facts only). */
  readonly seat: Seat | null;
  readonly names: readonly string[];
  /** The game is over: nothing is hidden any more. */
  readonly over: boolean;
  /** The engine's public points (Dominion's `scores`), when the table shows them. */
  readonly scores?: (s: BaseState) => readonly number[];
}

const POWER_NAMES: Readonly<Record<string, string>> = {
  AUS: 'Austria',
  ENG: 'England',
  FRA: 'France',
  GER: 'Germany',
  ITA: 'Italy',
  RUS: 'Russia',
  TUR: 'Turkey',
};
const POWER_ORDER = ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'];

/** Dominion: each player's VP after each round (every player's turn once), and now. */
function dominion(inp: ChartInput): ChartData[] {
  const { states, scores, names } = inp;
  if (!scores) return [];
  type D = { players: readonly { turns: number }[] };
  const points: string[] = [];
  const rows: (readonly number[])[] = [];
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1] as unknown as D;
    const b = states[i] as unknown as D;
    // The first player begins a turn: a round is over.
    if (b.players[0].turns > a.players[0].turns && b.players[0].turns > 1) {
      points.push(String(b.players[0].turns - 1));
      rows.push(scores(states[i]));
    }
  }
  const last = states[states.length - 1];
  if (states.length > 1 && rows.length === 0) {
    points.push('1');
    rows.push(scores(last));
  } else if (states.length > 1) {
    const now = scores(last);
    if (now.some((v, k) => v !== rows[rows.length - 1][k]) || inp.over) {
      points.push(inp.over ? 'end' : 'now');
      rows.push(now);
    }
  }
  return [
    {
      id: 'vp',
      title: 'Victory points by round',
      unit: 'VP',
      axis: 'round',
      points,
      lines: names.map((name, seat) => ({ name, seat, values: rows.map((r) => r[seat] ?? null) })),
      note: 'Each player’s VP after each round (every player has taken a turn), counted from the cards everyone saw gained.',
    },
  ];
}

/** Twilight Struggle: the VP track and DEFCON at the end of each turn, and now. */
function twilight(inp: ChartInput): ChartData[] {
  type T = { turn: number; vp: number; defcon: number };
  const points: string[] = [];
  const vp: number[] = [];
  const defcon: number[] = [];
  const { states } = inp;
  const push = (label: string, s: T) => {
    points.push(label);
    vp.push(s.vp);
    defcon.push(s.defcon);
  };
  push('start', states[0] as unknown as T);
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1] as unknown as T;
    const b = states[i] as unknown as T;
    if (b.turn > a.turn) push(String(a.turn), b);
  }
  const last = states[states.length - 1] as unknown as T;
  if (states.length > 1 && (last.vp !== vp[vp.length - 1] || last.defcon !== defcon[defcon.length - 1] || inp.over)) push(inp.over ? 'end' : 'now', last);
  const [ussr, us] = [inp.names[0] ?? 'USSR', inp.names[1] ?? 'US'];
  return [
    {
      id: 'vp',
      title: 'VP track by turn',
      unit: 'VP',
      axis: 'turn',
      points,
      lines: [{ name: `VP (above 0: ${us} ahead; below: ${ussr})`, values: vp }],
      note: 'The VP marker at the end of each turn: positive when the US leads, negative when the USSR leads: 20 wins at once).',
    },
    {
      id: 'defcon',
      title: 'DEFCON by turn',
      unit: 'DEFCON',
      axis: 'turn',
      points,
      lines: [{ name: 'DEFCON', values: defcon }],
      range: [1, 5],
      note: 'DEFCON after each turn’s end (it improves by one as the next turn begins); 1 is nuclear war (8.1.3).',
    },
  ];
}

/** World conquest: each player's territories and armies when each turn begins, and now. */
function risk(inp: ChartInput): ChartData[] {
  type R = { turn: number; owner: readonly number[]; armies: readonly number[]; neutral: number; seats: number; options: { fog?: boolean } };
  const { states, seat, names } = inp;
  const first = states[0] as unknown as R;
  const owners = first.seats + (first.neutral >= 0 ? 1 : 0);
  const ownerName = (o: number) => (o === first.neutral ? 'Neutral' : (names[o] ?? `Seat ${o + 1}`));
  // Under fog, only the viewer's own counts are known to them until the game is over.
  const fogged = !!first.options.fog && !inp.over;
  const shown = Array.from({ length: owners }, (_, o) => o).filter((o) => !fogged || o === seat);
  const points: string[] = [];
  const terr: number[][] = shown.map(() => []);
  const arm: number[][] = shown.map(() => []);
  const push = (label: string, s: R) => {
    points.push(label);
    shown.forEach((o, k) => {
      let t = 0;
      let a = 0;
      s.owner.forEach((w, i) => {
        if (w === o) {
          t++;
          a += s.armies[i];
        }
      });
      terr[k].push(t);
      arm[k].push(a);
    });
  };
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1] as unknown as R;
    const b = states[i] as unknown as R;
    if (b.turn > a.turn && b.turn >= 1) push(String(b.turn), b);
  }
  const last = states[states.length - 1] as unknown as R;
  if (last.turn >= 1 && states.length > 1) push(inp.over ? 'end' : 'now', last);
  const lines = (rows: number[][]) => shown.map((o, k) => ({ name: ownerName(o), seat: o === first.neutral ? undefined : o, values: rows[k] }));
  const note = fogged ? 'Fog of war: only your own territories and armies are shown until the game is over.' : undefined;
  return [
    { id: 'territories', title: 'Territories by turn', unit: 'territories', axis: 'turn', points, lines: lines(terr), note },
    { id: 'armies', title: 'Armies on the board by turn', unit: 'armies', axis: 'turn', points, lines: lines(arm), note },
  ];
}

function countCentres(centres: Readonly<Partial<Record<string, string>>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of Object.values(centres)) if (p) out[p] = (out[p] ?? 0) + 1;
  return out;
}

function powerLines(rows: readonly Record<string, number>[], seatPowers: readonly (readonly string[])[], names: readonly string[]): ChartLine[] {
  const powers = POWER_ORDER.filter((p) => seatPowers.some((ps) => ps.includes(p)));
  return powers.map((p) => {
    const seat = seatPowers.findIndex((ps) => ps.includes(p));
    const who = names[seat] ? ` (${names[seat]})` : '';
    // A power's own line style, not its player's colour: one player may play several powers.
    return { name: `${POWER_NAMES[p] ?? p}${who}`, values: rows.map((r) => r[p] ?? 0) };
  });
}

/** Diplomacy: supply centres held by each power at the start and at the end of each year. */
function diplomacy(inp: ChartInput): ChartData[] {
  type D = { board: { year: number; centres: Readonly<Partial<Record<string, string>>> }; options: { seatPowers: readonly (readonly string[])[] } };
  const { states } = inp;
  const first = states[0] as unknown as D;
  const points = ['start'];
  const rows = [countCentres(first.board.centres)];
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1] as unknown as D;
    const b = states[i] as unknown as D;
    // A new year begins: the centres are as the year left them (after its Fall and its Winter).
    if (b.board.year > a.board.year) {
      points.push(String(a.board.year));
      rows.push(countCentres(b.board.centres));
    }
  }
  const last = states[states.length - 1] as unknown as D;
  if (inp.over && states.length > 1) {
    points.push(String(last.board.year));
    rows.push(countCentres(last.board.centres));
  }
  return [
    {
      id: 'centres',
      title: 'Supply centres by year',
      unit: 'centres',
      axis: 'year',
      points,
      lines: powerLines(rows, first.options.seatPowers, inp.names),
      note: 'Centres each power held at the end of each year (after the Fall moves and retreats).',
    },
  ];
}

/** 5D Diplomacy: distinct supply centres each power holds over the head boards (rule set A's count), after each round. */
function diplomacy5d(inp: ChartInput): ChartData[] {
  type B = { tl: number; turn: number; centres: Readonly<Partial<Record<string, string>>> };
  type D = { round: number; mv: { boards: readonly B[] }; options: { seatPowers: readonly (readonly string[])[] } };
  const overHeads = (s: D): Record<string, number> => {
    const head = new Map<number, B>();
    for (const b of s.mv.boards) if ((head.get(b.tl)?.turn ?? -1) < b.turn) head.set(b.tl, b);
    const owned = new Map<string, Set<string>>();
    for (const b of head.values()) for (const [prov, o] of Object.entries(b.centres)) if (o) (owned.get(o) ?? owned.set(o, new Set()).get(o)!).add(prov);
    return Object.fromEntries([...owned].map(([o, set]) => [o, set.size]));
  };
  const { states } = inp;
  const first = states[0] as unknown as D;
  const points = ['start'];
  const rows = [overHeads(first)];
  for (let i = 1; i < states.length; i++) {
    const a = states[i - 1] as unknown as D;
    const b = states[i] as unknown as D;
    if (b.round > a.round) {
      points.push(String(b.round));
      rows.push(overHeads(b));
    }
  }
  return [
    {
      id: 'centres',
      title: 'Supply centres by round',
      unit: 'centres',
      axis: 'round',
      points,
      lines: powerLines(rows, first.options.seatPowers, inp.names),
      note: 'Distinct centres each power holds over the head boards after each round (a centre held on two timelines counts once, as for victory).',
    },
  ];
}

const EXTRACTORS: Readonly<Record<string, (inp: ChartInput) => ChartData[]>> = { dominion, twilight, risk, diplomacy, diplomacy5d };

/** The charts of a game so far, as `seat` may see them. */
export function gameCharts(game: string, inp: ChartInput): ChartData[] {
  const f = EXTRACTORS[game];
  return EXTRACTORS[game] && inp.states.length > 0 ? f(inp) : [];
}
