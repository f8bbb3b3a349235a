import { createDraft } from '../common/draft';

/**
 * Whose cards the panel shows (issue 21), shared by the board (a tap on a player's row) and the panel
 * (its buttons); null: none. One key: it is not tied to a decision.
 */
export const deckShown = createDraft<{ seat: number | null }>({ seat: null });
export const DECKS_KEY = 'decks';

/** The height of one row of the board's player panel (BoardParts `Players` draws its rows at it). */
export const playerRowHeight = (boxH: number, players: number, font: number): number => Math.min(font * 3.2, (boxH - 8) / players);

/** The player row of the board's player panel at height `y` from its top (rows as BoardParts `Players` draws them). */
export function playerRowAt(y: number, boxH: number, players: number, font: number): number | null {
  const rowH = playerRowHeight(boxH, players, font);
  const i = Math.floor((y - 4) / rowH);
  return i >= 0 && i < players ? i : null;
}
