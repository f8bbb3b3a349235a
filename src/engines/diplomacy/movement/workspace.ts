/**
 * The index arrays of one adjudication, reused from one adjudication to the next: a movement phase
 * allocates no typed array once the tables have grown to the largest phase seen. Typed arrays of more
 * than a few dozen bytes live outside V8's heap, so each one allocated costs a backing store and work
 * for the garbage collector; a phase needs some twenty of them.
 *
 * An adjudication takes a workspace (`acquire`), asks it for its arrays in a fixed sequence (the k-th
 * request for an Int32Array gets the k-th table of that kind, so the same request gets the same
 * table each time) and gives it back when its result no longer refers to any of them (`release`).
 * A workspace in use is never handed out twice, so a nested or interleaved adjudication takes another.
 *
 * The arrays handed out may be longer than asked for: a reader goes by the counts it was given (units
 * n, provinces P), never by `length`. Only the first `length` entries asked for are filled.
 */
export interface Tables {
  int32(length: number, fill: number): Int32Array;
  int8(length: number): Int8Array;
  uint8(length: number): Uint8Array;
  /** An array of `length` slots, each set to `fill`. */
  lists<T>(length: number, fill: T): T[];
}

export class Workspace implements Tables {
  private readonly i32: Int32Array[] = [];
  private readonly i8s: Int8Array[] = [];
  private readonly u8s: Uint8Array[] = [];
  private readonly arrays: unknown[][] = [];
  private n32 = 0;
  private n8 = 0;
  private nu8 = 0;
  private nArrays = 0;

  int32(length: number, fill: number): Int32Array {
    let a = this.i32[this.n32];
    if (a === undefined || a.length < length) a = this.i32[this.n32] = new Int32Array(grown(a, length));
    this.n32++;
    a.fill(fill, 0, length);
    return a;
  }

  int8(length: number): Int8Array {
    let a = this.i8s[this.n8];
    if (a === undefined || a.length < length) a = this.i8s[this.n8] = new Int8Array(grown(a, length));
    this.n8++;
    a.fill(0, 0, length);
    return a;
  }

  uint8(length: number): Uint8Array {
    let a = this.u8s[this.nu8];
    if (a === undefined || a.length < length) a = this.u8s[this.nu8] = new Uint8Array(grown(a, length));
    this.nu8++;
    a.fill(0, 0, length);
    return a;
  }

  lists<T>(length: number, fill: T): T[] {
    let a = this.arrays[this.nArrays] as T[] | undefined;
    if (a === undefined) a = (this.arrays[this.nArrays] = []) as T[];
    this.nArrays++;
    // Slots past `length` are left as they are (stale): readers go by the count.
    for (let i = 0; i < length; i++) a[i] = fill;
    return a;
  }

  /** Hands every table back (the next adjudication starts at the first). */
  reset(): void {
    this.n32 = this.n8 = this.nu8 = this.nArrays = 0;
    // Stale lists would keep old phases' objects alive: drop their contents.
    for (const a of this.arrays) a.fill(undefined);
  }
}

const grown = (old: { length: number } | undefined, length: number) => Math.max(length, 2 * (old?.length ?? 0), 64);

/** Fresh arrays of exactly the length asked (what callers without a workspace get: 5D Diplomacy's rounds). */
export const FRESH: Tables = {
  int32: (length, fill) => new Int32Array(length).fill(fill),
  int8: (length) => new Int8Array(length),
  uint8: (length) => new Uint8Array(length),
  lists: <T>(length: number, fill: T) => new Array<T>(length).fill(fill),
};

const free: Workspace[] = [];

/** A workspace nobody is using (a new one when all are taken). */
export function acquire(): Workspace {
  return free.pop() ?? new Workspace();
}

/** Gives a workspace back once nothing refers to its arrays any more. */
export function release(ws: Workspace): void {
  ws.reset();
  free.push(ws);
}
