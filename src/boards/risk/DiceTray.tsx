import type { LastRoll } from '../../engines/risk/types';
import type { SeatColor } from '../common/palette';
import { TERRITORIES } from '../../engines/risk/map';
import { Die } from '../common/Die';

/**
 * The last battle's dice, as dice. It fades by itself and lets taps through to the map (issue 20, as
 * Twilight Struggle's last roll does). Under fog of war a side out of sight is -1: not named.
 */
export function DiceTray({ roll, colors, neutral }: { roll: LastRoll; colors: readonly SeatColor[]; neutral: number }) {
  const att = roll.attackerOwner >= 0 ? colors[roll.attackerOwner] : undefined;
  const def = roll.defenderOwner === neutral || roll.defenderOwner < 0 ? undefined : colors[roll.defenderOwner];
  const name = (t: number) => TERRITORIES[t]?.name ?? 'Out of sight';
  return (
    <div className="dice-tray fading" aria-label="Last battle" data-testid="dice-tray">
      <div>
        <small>{name(roll.from)}</small>
        <div className="dice">
          {roll.attacker.map((d, i) => (
            <Die key={i} value={d} color={att} />
          ))}
        </div>
      </div>
      <span className="vs">vs</span>
      <div>
        <small>{name(roll.to)}</small>
        <div className="dice">
          {roll.defender.map((d, i) => (
            <Die key={i} value={d} color={def} />
          ))}
        </div>
      </div>
    </div>
  );
}
