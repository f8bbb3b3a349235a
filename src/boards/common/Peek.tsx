import { useEffect, useRef, type ReactNode } from 'react';
import { create } from 'zustand';
import type Konva from 'konva';

/**
 * A card or a place shown in full over everything, opened by a long press (touch) or a right click
 * (mouse) on the board or a card in the panel, closed by a tap, a click or Escape.
 */
const usePeek = create<{ content: ReactNode | null }>()(() => ({ content: null }));

export function showPeek(content: ReactNode | null): void {
  usePeek.setState({ content });
}

export function PeekHost() {
  const content = usePeek((s) => s.content);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!content) return;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && showPeek(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [content]);
  if (!content) return null;
  return (
    <div className="peek-back" role="dialog" aria-modal="true" aria-label="Details" data-testid="peek" onClick={() => showPeek(null)}>
      <div className="peek">
        {content}
        <button ref={ref} onClick={() => showPeek(null)}>
          Close
        </button>
      </div>
    </div>
  );
}

/** How long a press must be held to count as a long press, and how far the finger may wander. */
export const LONG_PRESS_MS = 500;
const SLOP_PX = 10;

/**
 * Long press on an HTML element (a card in the panel): shows `content()` in full. The click that
 * ends the press is swallowed, so a long press never also plays the card.
 */
export function useLongPress(content: () => ReactNode | null) {
  const timer = useRef<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const fire = () => {
    const c = content();
    if (!c) return false;
    fired.current = true;
    showPeek(c);
    return true;
  };
  return {
    onPointerDown: (e: React.PointerEvent) => {
      fired.current = false;
      if (e.pointerType === 'mouse') return;
      start.current = { x: e.clientX, y: e.clientY };
      cancel();
      timer.current = window.setTimeout(fire, LONG_PRESS_MS);
    },
    onPointerMove: (e: React.PointerEvent) => {
      if (start.current && Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    // The finger lifting after a long press must not also tap: the click it would make lands on
    // whatever is under it by then (the details' backdrop, which would close them at once).
    onTouchEnd: (e: React.TouchEvent) => {
      if (fired.current && e.cancelable) e.preventDefault();
    },
    onContextMenu: (e: React.MouseEvent) => {
      cancel();
      if (fired.current || fire()) e.preventDefault();
    },
    onClickCapture: (e: React.MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}

/** The `peek` attribute of a canvas node or its nearest ancestor that has one (what a long press there shows). */
export function peekAttr(node: Konva.Node | null): string | null {
  for (let n: Konva.Node | null = node; n; n = n.getParent()) {
    const v: unknown = n.getAttr('peek');
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return null;
}
