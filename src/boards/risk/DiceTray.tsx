import type { LastRoll } from '../../engines/risk/types';
import type { SeatColor } from '../../app/colors';
import { TERRITORIES } from '../../engines/risk/map';

const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

export function Die({ value, color }: { value: number; color: SeatColor | undefined }) {
  return (
    <span className="die" role="img" aria-label={String(value)} style={{ background: color?.hex ?? '#ddd', color: color?.ink ?? '#111' }}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={PIPS[value]?.includes(i) ? 'pip' : ''} />
      ))}
    </span>
  );
}

/** The last battle's dice, as dice. */
export function DiceTray({ roll, colors, neutral }: { roll: LastRoll; colors: readonly SeatColor[]; neutral: number }) {
  const att = colors[roll.attackerOwner];
  const def = roll.defenderOwner === neutral ? undefined : colors[roll.defenderOwner];
  return (
    <div className="dice-tray" aria-label="Last battle">
      <div>
        <small>{TERRITORIES[roll.from].name}</small>
        <div className="dice">
          {roll.attacker.map((d, i) => (
            <Die key={i} value={d} color={att} />
          ))}
        </div>
      </div>
      <span className="vs">vs</span>
      <div>
        <small>{TERRITORIES[roll.to].name}</small>
        <div className="dice">
          {roll.defender.map((d, i) => (
            <Die key={i} value={d} color={def} />
          ))}
        </div>
      </div>
    </div>
  );
}
