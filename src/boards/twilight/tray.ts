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
