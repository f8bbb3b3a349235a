import type { MBoard, Multiverse, Rules } from './types';

/** Board key "tl:turn". */
export const boardKey = (tl: number, turn: number) => `${tl}:${turn}`;

export const isWinter = (turn: number) => turn % 3 === 2;
export const yearOf = (turn: number, startYear = 1901) => startYear + Math.floor(turn / 3);
export const seasonOf = (turn: number) => (['S', 'F', 'W'] as const)[turn % 3];
/** Index among movement boards (Spring/Fall only): 0 = S1901, 1 = F1901, 2 = S1902… */
export const majorOf = (turn: number) => Math.floor(turn / 3) * 2 + Math.min(turn % 3, 1);
/** The board turn of a movement-turn number. */
export const turnOfMajor = (m: number) => Math.floor(m / 2) * 3 + (m % 2);

/** Timeline letters: a, b, …, z, aa, ab… */
export function tlName(tl: number): string {
  let s = '';
  let n = tl;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

export function tlIndex(name: string): number {
  let n = 0;
  for (const ch of name) n = n * 26 + (ch.charCodeAt(0) - 96);
  return n - 1;
}

/** "a@3" style board name in the seed's notation (winter boards: "a@1w"). */
export function boardName(tl: number, turn: number): string {
  return `${tlName(tl)}@${majorOf(turn)}${isWinter(turn) ? 'w' : ''}`;
}

/** "Spring 1902" for a turn. */
export function turnTitle(turn: number, startYear = 1901): string {
  return `${['Spring', 'Fall', 'Winter'][turn % 3]} ${yearOf(turn, startYear)}`;
}

/** Fast lookups over a multiverse. */
export class Index {
  readonly byKey = new Map<string, number>();
  /** Timeline → its newest turn. */
  readonly headTurn: number[];
  /** Timeline → turn → board number in `mv.boards` (−1: none). */
  private readonly grid: number[][];
  constructor(readonly mv: Multiverse) {
    this.headTurn = mv.timelines.map(() => -1);
    this.grid = mv.timelines.map(() => []);
    mv.boards.forEach((b, i) => {
      this.byKey.set(boardKey(b.tl, b.turn), i);
      (this.grid[b.tl] ??= [])[b.turn] = i;
      if (b.turn > this.headTurn[b.tl]) this.headTurn[b.tl] = b.turn;
    });
  }
  /** The number of board (tl, turn) in `mv.boards`, −1 when there is none. */
  at(tl: number, turn: number): number {
    return this.grid[tl]?.[turn] ?? -1;
  }
  board(tl: number, turn: number): MBoard | undefined {
    const i = this.at(tl, turn);
    return i < 0 ? undefined : this.mv.boards[i];
  }
  isHead(tl: number, turn: number): boolean {
    return this.headTurn[tl] === turn;
  }
  heads(): MBoard[] {
    return this.mv.timelines.flatMap((_, tl) => (this.headTurn[tl] >= 0 ? [this.board(tl, this.headTurn[tl])!] : []));
  }
  /** Boards that follow a board: its successor in its own timeline and the first boards of timelines branched from it. */
  children(b: MBoard): MBoard[] {
    const out: MBoard[] = [];
    const next = this.board(b.tl, b.turn + 1);
    if (next) out.push(next);
    this.mv.timelines.forEach((t, tl) => {
      if (t.from && t.from.tl === b.tl && t.from.turn === b.turn) {
        const first = this.board(tl, b.turn + 1);
        if (first) out.push(first);
      }
    });
    return out;
  }
  /**
   * The boards (numbers in `mv.boards`) adjacent to board (tl, turn) under the rules, the same as
   * testing `boardsAdjacent` against every board, without the scan.
   */
  nearBoards(tl: number, turn: number, rules: Rules): number[] {
    if (isWinter(turn)) return [];
    const m = majorOf(turn);
    const out: number[] = [];
    const push = (t: number, major: number) => {
      if (major < 0) return;
      const i = this.at(t, turnOfMajor(major));
      if (i >= 0) out.push(i);
    };
    push(tl, m - 1);
    push(tl, m + 1);
    for (let t = 0; t < this.mv.timelines.length; t++) {
      if (!this.timelinesAdjacent(tl, t, rules)) continue;
      push(t, m);
      if (rules.adjacency === 'tree') {
        push(t, m - 1);
        push(t, m + 1);
      }
    }
    return out;
  }
  /** Whether two timelines are adjacent: by row (A) or along the branch tree (B). */
  timelinesAdjacent(a: number, b: number, rules: Rules): boolean {
    if (a === b) return false;
    if (rules.adjacency !== 'tree') return Math.abs(a - b) === 1;
    const fa = this.mv.timelines[a]?.from;
    const fb = this.mv.timelines[b]?.from;
    if (fa && fa.tl === b) return true;
    if (fb && fb.tl === a) return true;
    return !!fa && !!fb && fa.tl === fb.tl && fa.turn === fb.turn;
  }
  /**
   * Whether a unit on board (tl1, t1) may reach board (tl2, t2) other than its own: both movement
   * boards (Winter boards are never entered), either the same timeline one movement turn apart, or
   * an adjacent timeline: A, the same turn only (no diagonal steps); B, within one turn (the
   * 5dplomacy code allowed diagonals). Never a jump of two.
   */
  boardsAdjacent(tl1: number, t1: number, tl2: number, t2: number, rules: Rules): boolean {
    if (isWinter(t1) || isWinter(t2)) return false;
    const dt = Math.abs(majorOf(t1) - majorOf(t2));
    if (tl1 === tl2) return dt === 1;
    // B (tree): seasons within one turn of each other on adjacent timelines, diagonals included.
    if (rules.adjacency === 'tree') return dt <= 1 && this.timelinesAdjacent(tl1, tl2, rules);
    return dt === 0 && this.timelinesAdjacent(tl1, tl2, rules);
  }
}
