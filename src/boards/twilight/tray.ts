/**
 * The events-in-effect tray above the map: whether its chips take one row that scrolls sideways (leaving the
 * map room) rather than wrap. On a phone-wide board, and on a board up to a tablet's width under fingers,
 * where the chips are 44 px tall (twilight.css `.ts-tray-row`). One condition mixes the board's width (a
 * container query) with the pointer (a media query), which CSS cannot OR together: it is decided here, once.
 */
export const TRAY_ROW_WIDTH = 600;
export const TRAY_ROW_WIDTH_TOUCH = 900;

export function trayInRow(boardWidth: number, coarsePointer: boolean): boolean {
  return boardWidth <= (coarsePointer ? TRAY_ROW_WIDTH_TOUCH : TRAY_ROW_WIDTH);
}

/**
 * A board short for a map (a phone on its side: about 330 px of height): the tracks take one row that
 * scrolls sideways, the most-watched first (DEFCON, VP, turn, military ops), so the map keeps the height
 * (twilight.css `.ts-tracks-row`). Decided here with the tray's row, from the board's measured box.
 */
export const TRACKS_ROW_HEIGHT = 480;

export function tracksInRow(boardHeight: number): boolean {
  return boardHeight > 0 && boardHeight <= TRACKS_ROW_HEIGHT;
}

/** The board's classes: its tray and its tracks, decided once from its box and the pointer. */
export function boardClass(box: { w: number; h: number }, coarsePointer: boolean): string {
  return ['ts-board', trayInRow(box.w, coarsePointer) && 'ts-tray-row', tracksInRow(box.h) && 'ts-tracks-row'].filter(Boolean).join(' ');
}
