import { useEffect, useRef } from 'react';

/** True when a key press belongs to a field being typed in (a text box, a list, an editable area). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable;
}

/**
 * Listens to key presses on the whole page, except while the player types in a field. The handler
 * may change every render (it is read from a ref); `enabled` false stops listening.
 */
export function useKeys(handler: (e: KeyboardEvent) => void, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKey(e: KeyboardEvent) {
      if (isTyping(e.target)) return;
      ref.current(e);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
