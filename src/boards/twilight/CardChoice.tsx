import { useState, type ReactNode } from 'react';
import { card } from '../../engines/twilight/cardinfo';
import { useLongPress } from '../common/Peek';
import { CardPeek, HoverCard } from './Hand';
import type { Rect } from './hover';

/**
 * A card offered as the answer to an event (from the discard pile, an opponent's hand, …): pressing
 * it chooses it; its text shows beside it on mouse hover or keyboard focus, and in full on a long press.
 */
export function CardChoice({ id, onChoose, children }: { id: number; onChoose: () => void; children: ReactNode }) {
  const [rect, setRect] = useState<Rect | null>(null);
  const peek = useLongPress(() => <CardPeek id={id} ops={card(id).ops} />);
  const show = (e: { currentTarget: Element }) => setRect(e.currentTarget.getBoundingClientRect());
  return (
    <>
      <button
        onClick={onChoose}
        data-card={id}
        {...peek}
        onPointerEnter={(e) => e.pointerType === 'mouse' && show(e)}
        onPointerLeave={() => setRect(null)}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && show(e)}
        onBlur={() => setRect(null)}
      >
        {children}
      </button>
      {rect && <HoverCard id={id} ops={card(id).ops} rect={rect} />}
    </>
  );
}
