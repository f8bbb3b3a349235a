import { useEffect, useMemo, useRef } from 'react';
import type { D5State } from '../../engines/diplomacy5d/engine';
import { geoOf } from '../../engines/diplomacy5d/engine';
import { forkCause } from '../../engines/diplomacy5d/causes';
import { boardName, tlName, turnTitle } from '../../engines/diplomacy5d/multiverse';
import { POWERS } from '../../engines/diplomacy/types';
import { POWER_COLORS } from '../diplomacy/powers';
import { useDraft5 } from './draft';

/**
 * What the last round's orders did, power by power (classic Diplomacy's results panel,
 * boards/diplomacy/Results.tsx), and the timelines it made with the order that made each. The board
 * draws the same results until the seat at the device starts writing; a link shows them again.
 */
export function Results5({ state, writing }: { state: D5State; writing: boolean }) {
  const showResults = useDraft5((d) => d.showResults);
  const last = state.last;
  const geo = geoOf(state);
  const box = useRef<HTMLDetailsElement>(null);
  // New results come into view (the panel may have been scrolled down to the Submit button).
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  const forks = useMemo(
    () =>
      (last?.forks ?? []).map((f) => {
        const [tl, turn] = f.from.split(':').map(Number);
        return { tl: f.tl, from: `${boardName(tl, turn)} (${turnTitle(turn)})`, cause: forkCause(f.from, last!.reports, geo) ?? f.why };
      }),
    [last, geo],
  );
  if (!last) return null;
  const byPower = POWERS.map((p) => ({ p, reps: last.reports.filter((r) => r.power === p) })).filter((g) => g.reps.length > 0);
  return (
    <details className="results" open data-testid="results" ref={box}>
      <summary>
        Results of round {state.round}
        {last.reports.length === 0 ? ': nothing was ordered' : ''}
      </summary>
      {writing && (
        <button className="link" onClick={() => useDraft5.setState({ showResults: !showResults })} aria-pressed={showResults}>
          {showResults ? 'Show my orders on the boards' : 'Show these results on the boards'}
        </button>
      )}
      {forks.length > 0 && (
        <ul className="d5-forks" data-testid="forks">
          {forks.map((f) => (
            <li key={f.tl}>
              New timeline <b>{tlName(f.tl)}</b> from {f.from}: {f.cause}.
            </li>
          ))}
        </ul>
      )}
      {byPower.map(({ p, reps }) => (
        <div key={p} className="result-power">
          <span className="unit-name" style={{ borderColor: POWER_COLORS[p].hex }}>
            {POWER_COLORS[p].name}
          </span>
          <ul>
            {reps.map((r, i) => (
              <li key={i} className={r.success ? 'ok' : 'failed'}>
                <span aria-hidden>{r.success ? '✓' : '✕'}</span> {r.text}: {r.why}
                {r.past ? ' (given earlier, adjudicated again)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
