import type { SeatColor } from '../common/palette';
import { civilWarOpen, CIVIL_WAR_NEEDED } from '../../engines/twilight/civilwar';
import type { TwilightMove, TwilightState } from '../../engines/twilight/types';

/**
 * The Chinese Civil War space (variant): USSR influence on it out of 3, clickable when the USSR may
 * place a marker there now. Shown only while the war goes on.
 */
export function CivilWarSpace({
  s,
  colors,
  move,
  onPick,
}: {
  s: TwilightState;
  colors: readonly SeatColor[];
  move: TwilightMove | null;
  onPick: (id: string) => void;
}) {
  if (!civilWarOpen(s)) return null;
  const n = s.civilWar ?? 0;
  const label = `Chinese Civil War: USSR ${n} of ${CIVIL_WAR_NEEDED} influence; the third claims The China Card`;
  return (
    <button
      className={`ts-civil-war ${move ? 'target' : ''}`}
      data-testid="civil-war"
      aria-label={move ? `${label}. Place 1 influence here.` : label}
      title={label}
      disabled={!move}
      onClick={() => onPick('chinese_civil_war')}
      style={{ borderColor: move ? '#fff6a8' : colors[0]?.hex }}
    >
      <strong>Chinese Civil War</strong>
      <span>
        USSR {n}/{CIVIL_WAR_NEEDED}
        {move ? ' · place here' : ''}
      </span>
    </button>
  );
}
