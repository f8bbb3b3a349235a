import type { OptionsProps } from '../types';
import { STANDARD_ASSIGNMENTS } from '../../engines/diplomacy/options';
import { POWER_COLORS } from './powers';

/** Which powers each seat plays: the rulebook's assignments for fewer than seven players. */
export default function DiplomacyOptions({ seatCount }: OptionsProps) {
  const plan = STANDARD_ASSIGNMENTS[Math.min(7, Math.max(2, seatCount))] ?? [];
  const played = new Set(plan.flat());
  const neutral = Object.values(POWER_COLORS).filter((p) => !played.has(p.id as never));
  return (
    <div className="option" style={{ display: 'block' }}>
      <span>Powers (the rulebook's assignment for {seatCount} players)</span>
      <ol style={{ margin: '0.3rem 0 0', paddingLeft: '1.4rem' }}>
        {plan.map((ps, i) => (
          <li key={i}>{ps.map((p) => POWER_COLORS[p].name).join(', ')}</li>
        ))}
      </ol>
      {neutral.length > 0 && <small>Neutral (its units hold, then disband): {neutral.map((p) => p.name).join(', ')}.</small>}
    </div>
  );
}
