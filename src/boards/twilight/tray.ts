import { useEffect, useState } from 'react';

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

const COARSE = '(pointer: coarse)';

/** Whether the main pointer is a finger, kept up to date (a tablet with a mouse plugged in changes it). */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(() => typeof matchMedia === 'function' && matchMedia(COARSE).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const q = matchMedia(COARSE);
    const on = () => setCoarse(q.matches);
    q.addEventListener('change', on);
    on();
    return () => q.removeEventListener('change', on);
  }, []);
  return coarse;
}
