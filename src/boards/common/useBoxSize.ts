import { useEffect, useState, type RefObject } from 'react';

/** The inner size of an element in CSS pixels, kept up to date as it resizes. */
export function useBoxSize(ref: RefObject<HTMLElement | null>, initial = { w: 800, h: 500 }): { w: number; h: number } {
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((s) => (s.w === el.clientWidth && s.h === el.clientHeight ? s : { w: el.clientWidth, h: el.clientHeight }));
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, [ref]);
  return size;
}
