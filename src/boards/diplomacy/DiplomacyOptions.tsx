import { useEffect, useState } from 'react';
import type { OptionsProps } from '../types';
import { STANDARD_ASSIGNMENTS } from '../../engines/diplomacy/options';
import { randomSeed } from '../../engines/core/rng';
import type { PowerId } from '../../engines/diplomacy/types';
import { POWER_COLORS } from './powers';
import { drawSeatPowers } from './draw';

/**
 * Which powers each seat plays: the rulebook's assignments for fewer than seven players, seat by seat
 * in order, or drawn at random (draw.ts: the rulebook's groups dealt to the seats by a seeded draw,
 * shown here before the game starts and given to the game as its seat powers). 5D Diplomacy takes the
 * same form (its options keep the seat powers the same way).
 */
export default function DiplomacyOptions({ seatCount, value, onChange }: OptionsProps) {
  const n = Math.min(7, Math.max(2, seatCount));
  const [seed, setSeed] = useState<number | null>(null);
  // The draw follows the seat count and the seed; without a draw the seats keep the rulebook's order.
  useEffect(() => {
    const next: Record<string, unknown> = { ...value };
    if (seed === null) delete next.seatPowers;
    else next.seatPowers = drawSeatPowers(n, seed);
    if (JSON.stringify(next.seatPowers) !== JSON.stringify(value.seatPowers)) onChange(next);
  }, [seed, n, value, onChange]);
  const plan: readonly (readonly PowerId[])[] = seed === null ? (STANDARD_ASSIGNMENTS[n] ?? []) : drawSeatPowers(n, seed);
  const played = new Set(plan.flat());
  const neutral = Object.values(POWER_COLORS).filter((p) => !played.has(p.id as never));
  return (
    <div className="option" style={{ display: 'block' }}>
      <label className="check" style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
        <input type="checkbox" checked={seed !== null} onChange={(e) => setSeed(e.target.checked ? randomSeed() : null)} />
        Draw the powers at random
      </label>
      <span>
        {seed === null ? `Powers (the rulebook's assignment for ${seatCount} players)` : `Powers drawn for the seats above, in their order (draw no. ${seed})`}
      </span>
      <ol style={{ margin: '0.3rem 0 0', paddingLeft: '1.4rem' }} aria-label="Powers by seat" data-testid="seat-powers">
        {plan.map((ps, i) => (
          <li key={i}>{ps.map((p) => POWER_COLORS[p].name).join(', ')}</li>
        ))}
      </ol>
      {seed !== null && (
        <button type="button" onClick={() => setSeed(randomSeed())}>
          Draw again
        </button>
      )}
      {neutral.length > 0 && <small>Neutral (its units hold, then disband): {neutral.map((p) => p.name).join(', ')}.</small>}
    </div>
  );
}
