import { useEffect, useMemo, useState } from 'react';
import type { TableProps } from '../types';
import type { DiplomacyMove, DiplomacyState } from '../../engines/diplomacy/engine';
import { actors } from '../../engines/diplomacy/engine';
import { centreCounts } from '../../engines/diplomacy/board';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import { formatUnit } from '../../engines/diplomacy/notation/format';
import type { PowerId } from '../../engines/diplomacy/types';
import { useDraft } from './draft';
import { loadDraft, saveDraft } from '../../store/drafts';
import { useSlots } from './clicks';
import { province } from './options';
import { POWER_COLORS } from './powers';

/** Writing orders: per unit a list of every legal order, map clicks, typed orders, and submit. */
export function DiplomacyControls(props: TableProps) {
  const state = props.view as DiplomacyState;
  const seat = props.seat;
  const draft = useDraft();
  const slots = useSlots(state, seat, props.botTurn);
  const powers: readonly PowerId[] = seat !== null ? (state.options.seatPowers[seat] ?? []) : [];
  const phaseKey = `${state.board.year}-${state.board.season}-${state.board.phase}-${seat}-${state.epoch}`;
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  // A new phase (or another seat at the device) starts from the draft kept before a reload, what
  // was submitted, or the defaults.
  useEffect(() => {
    if (useDraft.getState().phase === phaseKey) return;
    useDraft.getState().reset(phaseKey);
    const kept = loadDraft(phaseKey);
    if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
      const orders: Record<string, string> = {};
      for (const s of slots) {
        const o = (kept as Record<string, unknown>)[s.key];
        if (typeof o === 'string' && o.length <= 200) orders[s.key] = o;
      }
      if (Object.keys(orders).length) {
        useDraft.setState({ orders });
        return;
      }
    }
    const mine = seat !== null ? state.pending[String(seat)] : undefined;
    const start: Record<string, string> = {};
    for (const s of slots) {
      const submitted = mine?.[s.power]?.find((t) => {
        const r = parseOrder(t);
        return r.ok && 'unit' in r.value && province(`${r.value.unit.at.province}`) === province(s.key);
      });
      start[s.key] = submitted ?? s.options.orders[0];
    }
    useDraft.setState({ orders: start });
  }, [phaseKey, slots, seat, state.pending]);

  // Keep the orders being written across a reload of the page.
  useEffect(
    () =>
      useDraft.subscribe((d, prev) => {
        if (d.phase === phaseKey && d.orders !== prev.orders) saveDraft(phaseKey, d.orders);
      }),
    [phaseKey],
  );

  const counts = useMemo(() => centreCounts(state.board), [state.board]);
  const isActor = seat !== null && actors(state).includes(seat);
  const submitted = seat !== null && state.submitted.includes(seat);
  const draw = (props.legal as readonly DiplomacyMove[]).find((m) => m.kind === 'proposeDraw');

  if (props.botTurn && !isActor) return <p className="hint">The computers are writing their orders…</p>;

  function submit() {
    const orders: Partial<Record<PowerId, string[]>> = {};
    for (const s of slots) (orders[s.power] ??= []).push(draft.orders[s.key] ?? s.options.orders[0]);
    props.onMove({ kind: 'orders', orders } satisfies DiplomacyMove);
  }

  function applyTyped() {
    const next = { ...useDraft.getState().orders };
    const lines = typed.split(/\n|;/).map((l) => l.trim()).filter(Boolean);
    for (const line of lines) {
      const r = parseOrder(line);
      if (!r.ok) {
        setTypedError(`"${line}": ${r.error.message}${r.error.part ? ` (at "${r.error.part}")` : ''}`);
        return;
      }
      const o = r.value;
      const slot =
        'unit' in o ? slots.find((s) => s.options.unit && province(s.key) === o.unit.at.province) : slots.find((s) => !s.options.unit && !Object.values(next).includes(line) && (next[s.key] === 'Waive' || next[s.key] === undefined));
      if (!slot) {
        setTypedError(`"${line}": none of your units or builds fits this order.`);
        return;
      }
      next[slot.key] = line;
    }
    setTypedError(null);
    useDraft.setState({ orders: next });
  }

  const picked = slots.find((s) => s.key === draft.unit);

  return (
    <div className="controls diplomacy-controls">
      <div className="powers">
        {powers.map((p) => (
          <span key={p} className="power-chip" style={{ borderColor: POWER_COLORS[p].hex }}>
            <span className="dot" style={{ background: POWER_COLORS[p].hex }} aria-hidden />
            {POWER_COLORS[p].name}: {counts[p] ?? 0} centres
          </span>
        ))}
      </div>
      {!isActor ? (
        <p className="hint">{seat === null ? '' : 'You have nothing to order in this phase.'}</p>
      ) : (
        <>
          <p className="hint">{submitted ? 'Your orders are in. You may change them until everyone has submitted.' : 'Click one of your units on the map, then where it goes; or choose below.'}</p>
          {picked && (
            <div className="row" role="group" aria-label="Order type">
              {(['move', 'support', 'convoy'] as const).map((m) => (
                <button key={m} aria-pressed={draft.mode === m} onClick={() => draft.pick({ mode: m, other: null, coastChoice: null })}>
                  {m === 'move' ? 'Move' : m === 'support' ? 'Support' : 'Convoy'}
                </button>
              ))}
              <button onClick={() => draft.setOrder(picked.key, picked.options.orders[0])}>{picked.options.unit ? 'Hold' : 'Waive'}</button>
              <span className="hint">{draft.mode === 'move' ? 'Click where it goes.' : draft.other ? 'Click where that unit goes (or it again to support its hold).' : `Click the unit to ${draft.mode}.`}</span>
            </div>
          )}
          {draft.coastChoice && (
            <div className="row" role="group" aria-label="Which order">
              {draft.coastChoice.map((o) => (
                <button key={o} className="primary" onClick={() => picked && draft.setOrder(picked.key, o)}>
                  {o}
                </button>
              ))}
            </div>
          )}
          <ol className="order-list" aria-label="Orders">
            {slots.map((s, i) => (
              <li key={s.key}>
                <label>
                  <span className="unit-name" style={{ borderColor: POWER_COLORS[s.power].hex }}>
                    {s.options.unit ? formatUnit(s.options.unit) : `Build ${i + 1}`}
                  </span>
                  <select aria-label={`Order for ${s.options.unit ? formatUnit(s.options.unit) : `build ${i + 1}`}`} value={draft.orders[s.key] ?? s.options.orders[0]} onChange={(e) => draft.setOrder(s.key, e.target.value)}>
                    {!s.options.orders.includes(draft.orders[s.key] ?? s.options.orders[0]) && <option value={draft.orders[s.key]}>{draft.orders[s.key]} (typed)</option>}
                    {s.options.orders.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ol>
          <details className="typed">
            <summary>Type orders</summary>
            <textarea aria-label="Typed orders" rows={4} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={'A Par - Bur\nF Bre - Mao\nA Mar S A Par - Bur'} />
            <button onClick={applyTyped} disabled={!typed.trim()}>
              Use these orders
            </button>
            {typedError && (
              <p className="error" role="alert">
                {typedError}
              </p>
            )}
          </details>
          <button className="primary" onClick={submit}>
            {submitted ? 'Replace my orders' : 'Submit orders'}
          </button>
        </>
      )}
      <Waiting state={state} names={props.names} seats={props.prompt.seats} />
      {draw && (
        <button onClick={() => props.onMove(draw)} title="The game is drawn when every player still in it agrees">
          Propose a draw
        </button>
      )}
    </div>
  );
}

function Waiting({ state, names, seats }: { state: DiplomacyState; names: readonly string[]; seats: readonly number[] }) {
  if (!seats.length) return null;
  return (
    <p className="hint" data-testid="waiting">
      Waiting for: {seats.map((s) => `${names[s]} (${(state.options.seatPowers[s] ?? []).map((p) => POWER_COLORS[p].name).join(', ')})`).join('; ')}.
      {state.drawVotes.length > 0 && ` Draw proposed by ${state.drawVotes.map((s) => names[s]).join(', ')}.`}
    </p>
  );
}
