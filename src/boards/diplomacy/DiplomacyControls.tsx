import { useEffect, useMemo, useState } from 'react';
import type { TableProps } from '../types';
import type { DiplomacyMove, DiplomacyState } from '../../engines/diplomacy/engine';
import { actors } from '../../engines/diplomacy/engine';
import { centreCounts } from '../../engines/diplomacy/board';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { formatUnit } from '../../engines/diplomacy/notation/format';
import type { PowerId } from '../../engines/diplomacy/types';
import { useDraft } from './draft';
import { loadDraft, saveDraft } from '../../store/drafts';
import { useSlots } from './clicks';
import { slotProvince, type Slot } from './options';
import { checkTyped } from './typed';
import { CentreTable } from './CentreTable';
import { centreRows, count } from './centres';
import { Results } from './Results';
import { POWER_COLORS } from './powers';
import { OrderChoice, OrderKindBar } from './OrderKindBar';
import { DrawVote } from './DrawVote';

/** Writing orders: per unit a list of every legal order, map clicks, typed orders, and submit. */
export function DiplomacyControls(props: TableProps) {
  const state = props.view as DiplomacyState;
  const seat = props.seat;
  const draft = useDraft();
  const slots = useSlots(state, seat, props.botTurn);
  const powers: readonly PowerId[] = seat !== null ? (state.options.seatPowers[seat] ?? []) : [];
  const geo = geographyOf(state.options.variant);
  const phaseKey = `${state.board.year}-${state.board.season}-${state.board.phase}-${seat}-${state.epoch}`;
  const [typed, setTyped] = useState('');
  const [drawVote, setDrawVote] = useState(false);

  // What was typed for one phase (or by another seat) never carries over to the next.
  useEffect(() => {
    setTyped('');
  }, [phaseKey]);
  const votedNow = seat !== null && state.drawVotes.includes(seat);
  useEffect(() => {
    setDrawVote(votedNow);
  }, [phaseKey, votedNow]);

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
        const r = parseOrder(t, geo);
        return r.ok && 'unit' in r.value && r.value.unit.at.province === slotProvince(s);
      });
      start[s.key] = submitted ?? s.options.orders[0];
    }
    useDraft.setState({ orders: start });
  }, [phaseKey, slots, seat, state.pending, geo]);

  // Keep the orders being written across a reload of the page.
  useEffect(
    () =>
      useDraft.subscribe((d, prev) => {
        if (d.phase === phaseKey && d.orders !== prev.orders) saveDraft(phaseKey, d.orders);
      }),
    [phaseKey],
  );

  const counts = useMemo(() => centreCounts(state.board), [state.board]);
  // Under fog of war another power's units are unknown (only those in sight show).
  const centreTable = useMemo(
    () => centreRows(state.board, geo, state.sight ? new Set(seat !== null ? (state.options.seatPowers[seat] ?? []) : []) : undefined),
    [state.board, state.sight, seat, state.options.seatPowers, geo],
  );
  const sight = useMemo(() => (state.sight ? new Set(state.sight.provinces) : undefined), [state.sight]);
  // The table starts open where the panel has room (a laptop), folded on a phone while orders are written.
  const roomy = useMemo(() => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1000px) and (min-height: 700px)').matches === true, []);
  const isActor = seat !== null && actors(state).includes(seat);
  const submitted = seat !== null && state.submitted.includes(seat);
  const draw = (props.legal as readonly DiplomacyMove[]).find((m) => m.kind === 'proposeDraw');
  const movement = state.board.phase === 'movement';
  const lastYear = state.options.lastYear;

  function submit() {
    const orders: Partial<Record<PowerId, string[]>> = {};
    for (const s of slots) (orders[s.power] ??= []).push(draft.orders[s.key] ?? s.options.orders[0]);
    props.onMove((movement ? { kind: 'orders', orders, draw: drawVote } : { kind: 'orders', orders }) satisfies DiplomacyMove);
  }

  // Typed orders are checked as they are typed (typed.ts: the engine's parser and adjudicator).
  const typedCheck = useMemo(
    () => (typed.trim() ? checkTyped(typed, state.board, slots, draft.orders, geo, sight) : null),
    [typed, state.board, slots, draft.orders, geo, sight],
  );

  function applyTyped() {
    if (!typedCheck?.orders) return;
    useDraft.setState({ orders: typedCheck.orders, showResults: false });
    // Written back in normal form.
    setTyped(typedCheck.lines.map((l) => l.text).join('\n'));
  }

  const picked = slots.find((s) => s.key === draft.unit);

  const slotName = (s: Slot, i: number) =>
    s.kind === 'unit' && s.options.unit ? formatUnit(s.options.unit, geo) : s.kind === 'build' ? `Build ${i + 1}` : `Disband ${i + 1}`;
  const hint = submitted
    ? 'Your orders are in. You may change them until everyone has submitted.'
    : state.board.phase === 'retreat'
      ? 'Click a dislodged unit (red outline), then where it retreats; or choose below.'
      : slots.some((s) => s.kind === 'build')
        ? 'Click a free home supply centre on the map to build there (army or fleet); or choose below.'
        : slots.some((s) => s.kind === 'disband')
          ? 'Click the units to disband on the map; or choose below.'
          : 'Click one of your units on the map, then where it goes; or choose below.';

  return (
    <div className="controls diplomacy-controls">
      <Results state={state} writing={isActor && slots.length > 0} />
      <div className="powers">
        {powers.map((p) => (
          <span key={p} className="power-chip" style={{ borderColor: POWER_COLORS[p].hex }}>
            <span className="dot" style={{ background: POWER_COLORS[p].hex }} aria-hidden />
            {POWER_COLORS[p].name}: {count(counts[p] ?? 0, 'centre')}
          </span>
        ))}
      </div>
      <CentreTable rows={centreTable} mine={new Set(powers)} toWin={geo.map.victoryCentres} open={!isActor || roomy} />
      {state.sight ? (
        <p className="hint fog-note" data-testid="fog-note">
          Fog of war: grey provinces are out of your sight, their units unknown.
        </p>
      ) : null}
      {lastYear ? <p className="hint">The game ends after the last turn of {lastYear}: the most supply centres wins.</p> : null}
      {props.botTurn && !isActor ? (
        <p className="hint">The computers are writing their orders…</p>
      ) : !isActor ? (
        <p className="hint">{seat === null ? '' : 'You have nothing to order in this phase.'}</p>
      ) : (
        <>
          <p className="hint">{hint}</p>
          {picked?.kind === 'unit' && movement && (
            <OrderKindBar
              mode={draft.mode}
              onMode={(m) => draft.pick({ mode: m, other: null, coastChoice: null })}
              onHold={() => draft.setOrder(picked.key, picked.options.orders[0])}
              hint={
                draft.mode === 'move'
                  ? 'Click where it goes.'
                  : draft.other
                    ? 'Click where that unit goes (or it again to support its hold).'
                    : `Click the unit to ${draft.mode}.`
              }
            />
          )}
          {picked?.kind === 'unit' && !movement && (
            <OrderKindBar
              retreat
              mode={draft.mode}
              kinds={new Set(picked.options.orders.length < 2 ? [] : ['move' as const])}
              onMode={() => draft.pick({ mode: 'move', other: null, coastChoice: null })}
              onHold={() => draft.setOrder(picked.key, picked.options.orders[0])}
              hint={picked.options.orders.length < 2 ? 'It has nowhere to retreat.' : 'Click where it retreats.'}
            />
          )}
          <OrderChoice options={draft.coastChoice} onChoose={(o) => picked && draft.setOrder(picked.key, o)} />
          <ol className="order-list" aria-label="Orders">
            {slots.map((s, i) => (
              <li key={s.key}>
                <label>
                  <span className="unit-name" style={{ borderColor: POWER_COLORS[s.power].hex }}>
                    {slotName(s, i)}
                  </span>
                  <select
                    aria-label={`Order for ${slotName(s, i).replace(/^(Build|Disband) /, (m) => m.toLowerCase())}`}
                    value={draft.orders[s.key] ?? s.options.orders[0]}
                    onChange={(e) => draft.setOrder(s.key, e.target.value)}
                  >
                    {!s.options.orders.includes(draft.orders[s.key] ?? s.options.orders[0]) && (
                      <option value={draft.orders[s.key]}>{draft.orders[s.key]} (typed)</option>
                    )}
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
            <textarea
              aria-label="Typed orders"
              rows={4}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={'A Par - Bur\nF Bre - Mao\nA Mar S A Par - Bur'}
            />
            {typedCheck && (
              <ul className="typed-check" aria-label="Order check" data-testid="typed-check">
                {typedCheck.lines.map((l, i) => (
                  <li key={i} className={l.error ? 'bad' : 'good'}>
                    <span aria-hidden>{l.error ? '✕' : '✓'}</span> {l.text ?? `"${l.input}"`}
                    {l.error && (
                      <span className="error" role="alert">
                        : {l.error}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <button onClick={applyTyped} disabled={!typedCheck?.orders}>
              Use these orders
            </button>
          </details>
          {movement && <DrawVote checked={drawVote} onChange={setDrawVote} />}
          <button className="primary" onClick={submit}>
            {submitted ? 'Replace my orders' : 'Submit orders'}
          </button>
        </>
      )}
      <Waiting state={state} names={props.names} seats={props.prompt.seats} />
      {draw && !(movement && isActor) && (
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
      {state.drawVotes.length > 0 && ` Voting for a draw: ${state.drawVotes.map((s) => names[s]).join(', ')} (every power still ordering units must agree).`}
    </p>
  );
}
