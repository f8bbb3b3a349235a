import { useEffect, useRef } from 'react';
import type { DiplomacyState } from '../../engines/diplomacy/engine';
import { phaseName } from '../../engines/diplomacy/phases';
import { render } from '../../engines/diplomacy/notation/format';
import { POWERS } from '../../engines/diplomacy/types';
import { useDraft } from './draft';
import { POWER_COLORS } from './powers';

/**
 * What the last phase's orders did, power by power, for whoever holds the device (public since the
 * phase resolved). The map draws the same results until the seat at the device starts writing.
 */
export function Results({ state, writing }: { state: DiplomacyState; writing: boolean }) {
  const showResults = useDraft((d) => d.showResults);
  const last = state.last;
  const box = useRef<HTMLDetailsElement>(null);
  // New results come into view (on a phone the panel may have been scrolled down to the Submit button).
  // (A block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  if (!last) return null;
  const byPower = POWERS.map((p) => ({ p, reps: last.reports.filter((r) => r.power === p) })).filter((g) => g.reps.length > 0);
  return (
    <details className="results" open data-testid="results" ref={box}>
      <summary>
        Results of {phaseName(last.before)}
        {last.reports.length === 0 ? ': nothing was ordered' : ''}
      </summary>
      {writing && (
        <button className="link" onClick={() => useDraft.setState({ showResults: !showResults })} aria-pressed={showResults}>
          {showResults ? 'Show my orders on the map' : 'Show these results on the map'}
        </button>
      )}
      {byPower.map(({ p, reps }) => (
        <div key={p} className="result-power">
          <span className="unit-name" style={{ borderColor: POWER_COLORS[p].hex }}>
            {POWER_COLORS[p].name}
          </span>
          <ul>
            {reps.map((r, i) => (
              <li key={i} className={r.success ? 'ok' : 'failed'}>
                <span aria-hidden>{r.success ? '✓' : '✕'}</span> {render(r)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
