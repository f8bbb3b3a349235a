import { useEffect, useState } from 'react';

const COARSE = '(pointer: coarse)';

/**
 * Whether the main pointer is a finger (CSS `pointer: coarse`), kept up to date (a tablet with a mouse
 * plugged in changes it): for layouts drawn on a canvas, whose controls need 44 px under fingers.
 */
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
