import type { OptionsProps } from '../types';
import { OPTIONS } from '../../engines/twilight/options';
import './twilight.css';

/** The lobby's Twilight Struggle rules: optional cards, the US bid, the Chinese Civil War, the designer's optional rules, the last turn. */
export default function TwilightOptions({ value, onChange }: OptionsProps) {
  const d = OPTIONS.defaults(2);
  const optionalCards = typeof value.optionalCards === 'boolean' ? value.optionalCards : d.optionalCards;
  const usBonus = typeof value.usBonus === 'number' ? value.usBonus : d.usBonus;
  const lastTurn = typeof value.lastTurn === 'number' ? value.lastTurn : d.lastTurn;
  const flag = (k: 'realignAnywhere' | 'realignNoLoss' | 'spaceDump' | 'mixOps' | 'chineseCivilWar') => (typeof value[k] === 'boolean' ? (value[k] as boolean) : (d[k] ?? false));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, optionalCards, usBonus, lastTurn, ...patch });
  const check = (k: Parameters<typeof flag>[0], label: string) => (
    <label className="option check" key={k}>
      <input type="checkbox" checked={flag(k)} onChange={(e) => set({ [k]: e.target.checked })} />
      <span>{label}</span>
    </label>
  );
  return (
    <div className="ts-options">
      <p className="hint">The first seat plays the USSR, the second the US.</p>
      <label className="option check">
        <input type="checkbox" checked={optionalCards} onChange={(e) => set({ optionalCards: e.target.checked })} />
        <span>Optional cards 104–110 (The Cambridge Five, Special Relationship, NORAD join the Early War deck; Che, Our Man in Tehran the Mid War; Yuri and Samantha, AWACS Sale to Saudis the Late War)</span>
      </label>
      <label className="option">
        <span>US bonus influence</span>
        <select aria-label="US bonus influence" value={usBonus} onChange={(e) => set({ usBonus: Number(e.target.value) })}>
          {Array.from({ length: 5 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? 'None' : `+${n}`}
            </option>
          ))}
        </select>
        <small>The balance bid: after both setups the US places this many extra influence where it already has some (+2 is the tournament standard).</small>
      </label>
      {check('chineseCivilWar', 'Chinese Civil War: The China Card starts with nobody; the USSR claims it with 3 influence on the civil war space')}
      <fieldset className="option group">
        <legend>Designer's optional rules</legend>
        {check('realignAnywhere', 'Realignments are free of the DEFCON region limits')}
        {check('realignNoLoss', 'The phasing player never loses influence in a realignment')}
        {check('spaceDump', 'A card played to the space race may be discarded without rolling')}
        {check('mixOps', 'One card may mix influence and realignment rolls (never both in one country)')}
      </fieldset>
      <label className="option">
        <span>Game length</span>
        <select aria-label="Last turn" value={lastTurn} onChange={(e) => set({ lastTurn: Number(e.target.value) })}>
          {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 3 ? 'Turn 3: the Early War, then final scoring' : n < 3 ? `Turn ${n}, then final scoring (short)` : n === 10 ? 'Turn 10: the whole war' : `Turn ${n}, then final scoring`}
            </option>
          ))}
        </select>
        <small>The Mid War deck joins at turn 4, the Late War deck at turn 8.</small>
      </label>
    </div>
  );
}
