import type { OptionsProps } from '../types';
import { defaultOptions } from '../../engines/twilight/options';
import './twilight.css';

/** The lobby's Twilight Struggle rules: optional cards, the US bonus influence (the bid), the last turn. */
export default function TwilightOptions({ value, onChange }: OptionsProps) {
  const d = defaultOptions();
  const optionalCards = typeof value.optionalCards === 'boolean' ? value.optionalCards : d.optionalCards;
  const usBonus = typeof value.usBonus === 'number' ? value.usBonus : d.usBonus;
  const lastTurn = typeof value.lastTurn === 'number' ? value.lastTurn : d.lastTurn;
  const set = (patch: Record<string, unknown>) => onChange({ ...value, optionalCards, usBonus, lastTurn, ...patch });
  return (
    <div className="ts-options">
      <p className="hint">The first seat plays the USSR, the second the US.</p>
      <label className="option check">
        <input type="checkbox" checked={optionalCards} onChange={(e) => set({ optionalCards: e.target.checked })} />
        <span>Optional cards (The Cambridge Five, Special Relationship, NORAD join the Early War deck)</span>
      </label>
      <label className="option">
        <span>US bonus influence</span>
        <select aria-label="US bonus influence" value={usBonus} onChange={(e) => set({ usBonus: Number(e.target.value) })}>
          {Array.from({ length: 10 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? 'None' : `+${n}`}
            </option>
          ))}
        </select>
        <small>The balance bid: extra US influence placed at setup where the US already has some.</small>
      </label>
      <label className="option">
        <span>Game length</span>
        <select aria-label="Last turn" value={lastTurn} onChange={(e) => set({ lastTurn: Number(e.target.value) })}>
          {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 10 ? 'Turn 10: the whole war' : n === 3 ? 'Turn 3: the Early War only, then final scoring' : `Turn ${n}, then final scoring`}
            </option>
          ))}
        </select>
        <small>The Mid War cards join at turn 4; the Late War cards are not built yet.</small>
      </label>
    </div>
  );
}
