import type { LastRoll } from '../../engines/risk/types';
import type { SeatColor } from '../common/palette';
import { TERRITORIES } from '../../engines/risk/map';
import { Die } from '../common/Die';

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
