/**
 * Where things go on the 5D multiverse, and what the last round did, as plain data (no React, no
 * Konva; tested in layout.test.ts). Boards stand in a grid, timelines as rows and turns as columns;
 * each board's picture spans its title above and its gold frame around, so each cell leaves a margin
 * on its left and top: the first board's frame and title lie inside the stage, and "Fit" shows every
 * board whole (issue 20).
 */
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { placeLabels, type PlacedLabel } from '../diplomacy/labels';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import { MIN_TEXT_PX } from '../common/camera';
import type { Geography } from '../../engines/diplomacy/map/geography';
import type { Unit } from '../../engines/diplomacy/types';
import type { D5State } from '../../engines/diplomacy5d/engine';
import { boardKey, Index } from '../../engines/diplomacy5d/multiverse';
import { parseOrder5 } from '../../engines/diplomacy5d/notation';
import type { MBoard, MOrder, PowerId } from '../../engines/diplomacy5d/types';
import { forkCause } from '../../engines/diplomacy5d/causes';
import type { EntrySlot } from './entry';

/** The room between boards (board units). */
export const GAP = 180;
/** One cell of the grid: a board and the room around it. */
export const CELL = { w: ART.width + GAP, h: ART.height + GAP } as const;
/** Where a board stands in its cell: clear of the cell's left and top edges by its frame and its title. */
export const INSET = { x: 60, y: 140 } as const;
/** The part of board space a board's picture covers, relative to the board: its gold frame around (the title above is text). */
export const FRAME = { x: -30, y: -30, w: ART.width + 60, h: ART.height + 60 } as const;
/** Where a board's title stands, relative to the board. */
export const TITLE_Y = -130;

/** The top-left corner of board (tl, turn) in stage units. */
export const originOf = (tl: number, turn: number): readonly [number, number] => [turn * CELL.w + INSET.x, tl * CELL.h + INSET.y];

/** The stage's size for a multiverse: every board, and the ghost column of the boards the heads will become. */
export function stageSize(mv: { boards: readonly MBoard[]; timelines: readonly unknown[] }): { width: number; height: number } {
  const cols = Math.max(...mv.boards.map((b) => b.turn)) + 2;
  return { width: cols * CELL.w, height: mv.timelines.length * CELL.h };
}

/** The board cell under stage point (x, y), or null between boards. */
export function cellAt(x: number, y: number): { tl: number; turn: number } | null {
  const turn = Math.floor((x - INSET.x) / CELL.w);
  const tl = Math.floor((y - INSET.y) / CELL.h);
  const [ox, oy] = originOf(tl, turn);
  if (turn < 0 || tl < 0 || x - ox > ART.width || y - oy > ART.height) return null;
  return { tl, turn };
}

/** Province names and unit letters on a board: board units, so they read at MIN_TEXT_PX from zoom MIN_TEXT_PX / NAME_FONT. */
export const NAME_FONT = 20;
/** The zoom at which the names read: they are placed for it (classic Diplomacy's placement, labels.ts). */
export const NAME_ZOOM = MIN_TEXT_PX / NAME_FONT;
/** The board titles ("a@3  Spring 1902"). */
export const TITLE_FONT = 96;
/** Unit tokens: classic Diplomacy's, at the size classic draws them at the zoom where names read (labels.ts tokenScale). */
export const TOKEN_SCALE = Math.max(1, 0.9 / NAME_ZOOM);

const ABBR: ReadonlyMap<string, string> = new Map(ART.provinces.map((p) => [p.id, STANDARD_MAP.provinces.find((q) => q.id === p.id)?.abbr ?? p.id]));
const labelCache = new WeakMap<readonly Unit[], PlacedLabel[]>();
/** The province names of a board, clear of each other, of its units and of its centre markers (boards never change: computed once). */
export function namesOf(board: MBoard): PlacedLabel[] {
  let l = labelCache.get(board.units);
  if (!l) labelCache.set(board.units, (l = placeLabels(ABBR, board.units, [], NAME_ZOOM)));
  return l;
}

/** The board points the seat is asked to act on (the opening view is centred on them): its units on the first head board that has some. */
export function openingFocus(slots: readonly EntrySlot[], spot: (loc: string) => readonly [number, number]): { x: number; y: number }[] {
  const places = slots.flatMap((s) => (s.at ? [s.at.split(':')] : []));
  if (!places.length) return [];
  const [tl0, turn0] = places[0];
  return places
    .filter(([tl, turn]) => tl === tl0 && turn === turn0)
    .map(([tl, turn, prov]) => {
      const [ox, oy] = originOf(Number(tl), Number(turn));
      const [x, y] = spot(prov);
      return { x: ox + x, y: oy + y };
    });
}

/** One order of the last round as drawn: the order, its power, whether it succeeded, whether it was given earlier. */
export interface DrawnOrder {
  readonly order: MOrder;
  readonly power: PowerId;
  readonly success: boolean | null;
  readonly past?: boolean;
}

/** What the last round did, to draw: its orders, the units dislodged (on the board they stood on), the new timelines. */
export interface RoundMarks {
  readonly orders: readonly DrawnOrder[];
  readonly dislodged: readonly { readonly tl: number; readonly turn: number; readonly unit: Unit }[];
  readonly forks: readonly { readonly from: readonly [number, number]; readonly to: readonly [number, number]; readonly cause: string | null }[];
}

/**
 * The last round's results for the board (issue 20, as classic Diplomacy draws its last phase): every
 * order reported (moves that arrived or failed, supports, convoys; orders given earlier whose result
 * changed), the units dislodged (during the retreats: the plan's; after: the boards that were heads
 * and the boards that forked), and each new timeline from the board it forked from, with its cause.
 */
export function roundMarks(state: Pick<D5State, 'mv' | 'plan' | 'last'>, geo: Geography): RoundMarks {
  const last = state.last;
  if (!last) return { orders: [], dislodged: [], forks: [] };
  const index = new Index(state.mv);
  const orders = last.reports.flatMap((r) => {
    if (r.invalid) return [];
    const p = parseOrder5(r.text, geo, (tl) => index.headTurn[tl] ?? 0);
    return p.ok ? [{ order: p.value, power: r.power, success: r.success, ...(r.past ? { past: true } : {}) }] : [];
  });
  const dislodged: RoundMarks['dislodged'][number][] = [];
  if (state.plan) {
    for (const d of state.plan.dislodged) {
      const [tl, turn] = d.board.split(':').map(Number);
      dislodged.push({ tl, turn, unit: d.unit });
    }
  } else {
    const keys = new Set<string>();
    state.mv.timelines.forEach((_, tl) => {
      const prev = index.board(tl, index.headTurn[tl] - 1);
      if (prev) keys.add(boardKey(prev.tl, prev.turn));
    });
    for (const f of last.forks) keys.add(f.from);
    for (const k of keys) {
      const [tl, turn] = k.split(':').map(Number);
      const b = index.board(tl, turn);
      b?.hist?.forEach((h, i) => h.dislodged && dislodged.push({ tl, turn, unit: b.units[i] }));
    }
  }
  const forks = last.forks.map((f) => {
    const [tl, turn] = f.from.split(':').map(Number);
    return { from: [tl, turn] as const, to: [f.tl, turn + 1] as const, cause: forkCause(f.from, last.reports, geo) };
  });
  return { orders, dislodged, forks };
}
