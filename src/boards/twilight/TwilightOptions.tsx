import { useEffect } from 'react';
import type { OptionsProps } from '../types';
import './twilight.css';

/** Options the Late War scenario cannot have (the engine refuses them, `options.ts`), with the values it needs. */
const LATE_WAR_FIXED: Readonly<Record<string, unknown>> = { usBonus: 0, chineseCivilWar: false, lastTurn: 10 };

/**
 * The lobby's Twilight Struggle note: which seat plays which side, and what the Late War scenario is when
 * it is chosen (choosing it sets the bid, the Chinese Civil War and the game length to what it needs).
 * The rules themselves (the scenario, optional cards, the US bid, the Chinese Civil War, the designer's
 * optional rules, the last turn) are the lobby's fields from the game's options described once
 * (`engines/twilight/options.ts`).
 */
export default function TwilightOptions({ value, onChange }: OptionsProps) {
  const late = value.scenario === 'lateWar';
  const clash = late && Object.entries(LATE_WAR_FIXED).some(([k, v]) => value[k] !== undefined && value[k] !== v);
  useEffect(() => {
    if (clash) onChange({ ...value, ...LATE_WAR_FIXED });
  }, [clash, value, onChange]);
  return (
    <div className="ts-options">
      <p className="hint">The first seat plays the USSR, the second the US.</p>
      {late && (
        <p className="hint" data-testid="late-war-note">
          Late War scenario: turns 8 to 10 from the scenario’s board — DEFCON 4, USSR +4 VP, The China Card with the USSR, six events in effect (US/Japan Pact,
          Marshall Plan, NATO, Warsaw Pact, De Gaulle, Flower Power). The US needs 20 VP by the end, or the USSR wins. No bid, no Chinese Civil War.
        </p>
      )}
    </div>
  );
}
