import type { OptionsProps } from '../types';
import './twilight.css';

/**
 * The lobby's Twilight Struggle note: which seat plays which side. The rules themselves (optional cards,
 * the US bid, the Chinese Civil War, the designer's optional rules, the last turn) are the lobby's fields
 * from the game's options described once (`engines/twilight/options.ts`).
 */
export default function TwilightOptions(_props: OptionsProps) {
  return (
    <div className="ts-options">
      <p className="hint">The first seat plays the USSR, the second the US.</p>
    </div>
  );
}
