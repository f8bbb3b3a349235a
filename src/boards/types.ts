import type { ComponentType } from 'react';
import type { BaseState, Prompt, Seat } from '../engines/core';
import type { SeatColor } from './common/palette';

/**
 * What the game screen hands a game's board and controls. Boards draw and report moves;
 * every rule (legality, results) comes from the engine through `legal` and `onMove`.
 */
export interface TableProps<S extends BaseState = BaseState, M = unknown> {
  /** The state as the seat at the device may see it. */
  readonly view: S;
  /** The seat at the device (null: nobody's private view, e.g. in replay). */
  readonly seat: Seat | null;
  readonly prompt: Prompt;
  /** Legal moves of the seat at the device; empty when it is not their turn or read-only. */
  readonly legal: readonly M[];
  readonly onMove: (move: M) => void;
  readonly names: readonly string[];
  readonly colors: readonly SeatColor[];
  readonly readOnly: boolean;
  /** A computer is acting and the seat at the device has nothing to do meanwhile (it may act alongside computers). */
  readonly botTurn: boolean;
  /** Each seat's points now when the game counts them and the score counter is on (Engine.scores). */
  readonly scores?: readonly number[];
}

export interface GameUI {
  readonly Board: ComponentType<TableProps>;
  readonly Controls: ComponentType<TableProps>;
  /**
   * What a step of the game's history is called in the replay viewer ("phase" in Diplomacy). The
   * viewer jumps between moves after which something was revealed (the state's epoch changed).
   */
  readonly milestone?: string;
  /**
   * Public news of the last move, shown on the pass screen (issue 20: the mover sees their own roll
   * before the pass screen covers the board). Everyone may read the pass screen: public facts only.
   */
  readonly PassNote?: ComponentType<PassNoteProps>;
}

/** What a pass-screen note is given: the public view (no seat's secrets) now and before the last move. */
export interface PassNoteProps<S extends BaseState = BaseState> {
  readonly view: S;
  readonly before: S | null;
  readonly names: readonly string[];
  readonly colors: readonly SeatColor[];
}

/** A game's own options form in the lobby (for options too rich for `GAME_OPTIONS`, like a kingdom). */
export interface OptionsProps {
  readonly seatCount: number;
  /** The lobby's seats (names and whether a person or a computer plays each), for per-seat options. */
  readonly seats?: readonly { readonly name: string; readonly kind: 'human' | 'bot' }[];
  readonly value: Readonly<Record<string, unknown>>;
  readonly onChange: (value: Record<string, unknown>) => void;
}
