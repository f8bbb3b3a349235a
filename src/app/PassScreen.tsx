import { useEffect, useRef, type ReactNode } from 'react';
import type { SeatColor } from '../boards/common/palette';
import { SHAPE_GLYPH } from '../boards/common/palette';

/**
 * Hides everything private until the next player has the device and says so. With `forUndo`, the
 * device goes back to `name` to take back their last move, which happens only when they confirm.
 */
export function PassScreen({
  name,
  color,
  text,
  onReady,
  onLobby,
  undoName,
  onUndo,
  forUndo = false,
  onCancel,
  note,
}: {
  name: string;
  color: SeatColor;
  text: string;
  onReady: () => void;
  onLobby: () => void;
  undoName: string | null;
  onUndo: () => void;
  forUndo?: boolean;
  onCancel?: () => void;
  /** The game's public news of the last move (GameUI.PassNote), e.g. the roll just made. */
  note?: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="pass-screen" role="dialog" aria-modal="true" aria-labelledby="pass-h" style={{ ['--seat' as string]: color.hex }}>
      <div className="pass-card">
        <span className="chip huge" style={{ background: color.hex, color: color.ink }} aria-hidden>
          {SHAPE_GLYPH[color.shape]}
        </span>
        <h1 id="pass-h">Pass the device to {name}</h1>
        <p>Everything private is hidden. {name}, take the device when the others look away.</p>
        {!forUndo && note}
        {forUndo ? <p className="hint">{name} may take back their last move.</p> : <p className="hint">{text}</p>}
        <button ref={ref} className="primary big" onClick={onReady}>
          {forUndo ? `I am ${name} — take back my move` : `I am ${name} — show my turn`}
        </button>
        {forUndo && onCancel && <button onClick={onCancel}>Keep the move</button>}
        {undoName && <button onClick={onUndo}>Wait — {undoName}, take back your last move</button>}
        <button className="link" onClick={onLobby}>
          Back to the lobby
        </button>
      </div>
    </div>
  );
}
