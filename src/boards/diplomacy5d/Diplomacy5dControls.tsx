import { useEffect, useMemo, useState } from 'react';
import type { TableProps } from '../types';
import type { D5Move, D5State } from '../../engines/diplomacy5d/engine';
import { actors, diplomacy5dEngine, geoOf, movementRound } from '../../engines/diplomacy5d/engine';
import { Index } from '../../engines/diplomacy5d/multiverse';
import { loadDraft, saveDraft } from '../../store/drafts';
import { Results5 } from './Results5';
import { formatOrder5, parseOrder5 } from '../../engines/diplomacy5d/notation';
import { centresOverHeads } from '../../engines/diplomacy5d/victory';
import { useDraft5 } from './draft';
import { IDLE, choose, chooseMode, entrySlots, hintOf, hold, kindsOf } from './entry';
import { OrderChoice, OrderKindBar } from '../diplomacy/OrderKindBar';
import { useKeys } from '../common/useKeys';
import { DrawVote } from '../diplomacy/DrawVote';

/**
 * Orders for the head boards: the action bar of the unit picked on the board (Move, Support, Convoy,
 * Hold; shared with classic Diplomacy) and the choice when one click fits several orders; one list
 * per unit with every legal order (from the engine), orders typed in the seed's notation
 * (`A a-Mun@3 -> Tyr`), the draw vote given with the orders, the submit and draw buttons, the
 * centres each power holds over the head boards, and the timelines that forked last round.
 */
export function Diplomacy5dControls(props: TableProps) {
  const state = props.view as D5State;
  const seat = props.seat;
  const slots = useMemo(() => (seat !== null ? diplomacy5dEngine.orderSlots!(state, seat) : []), [state, seat]);
  const draft = useDraft5();
  const key = `${state.round}-${state.plan ? 'r' : 'o'}-${seat}-${state.epoch}`;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const geo = geoOf(state);
  const index = useMemo(() => new Index(state.mv), [state.mv]);
  // The draw vote goes with the orders, as in classic Diplomacy; it starts as the seat's standing vote.
  const votedNow = seat !== null && state.drawVotes.includes(seat);
  const [drawVote, setDrawVote] = useState(votedNow);
  useEffect(() => setDrawVote(votedNow), [key, votedNow]);
  const moving = movementRound(state);

  // A new round (or another seat at the device) starts from the draft kept before a reload, what was
  // submitted, or the defaults (as classic Diplomacy's orders do).
  useEffect(() => {
    if (useDraft5.getState().round === key) return;
    const kept = loadDraft(key);
    const mine = seat !== null ? state.pending[String(seat)] : undefined;
    const submitted = new Set(Object.values(mine?.orders ?? {}).flat());
    const start = Object.fromEntries(slots.map((s) => [s.key, s.orders.find((o) => submitted.has(o)) ?? s.orders[0]]));
    let restored = false;
    if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
      for (const s of slots) {
        const o = (kept as Record<string, unknown>)[s.key];
        // A listed order, or one typed (convoy chains of three boards and more are typed only).
        if (typeof o === 'string' && o.length <= 200 && (s.orders.includes(o) || parseOrder5(o, geo, (tl) => index.headTurn[tl] ?? 0).ok)) {
          start[s.key] = o;
          restored = true;
        }
      }
    }
    useDraft5.getState().reset(key, start);
    if (restored) useDraft5.setState({ showResults: false });
  }, [key, slots, seat, state.pending, geo, index]);
  // Keep the orders being written across a reload of the page.
  useEffect(
    () =>
      useDraft5.subscribe((d, prev) => {
        if (d.round === key && d.orders !== prev.orders && !d.showResults) saveDraft(key, d.orders);
      }),
    [key],
  );

  const eslots = useMemo(() => entrySlots(slots, geo, (tl) => index.headTurn[tl] ?? 0), [slots, geo, index]);
  const picked = eslots.find((s) => s.key === draft.entry.slot);
  const pickedLabel = slots.find((s) => s.key === draft.entry.slot)?.label;
  // Keys while a unit is picked: Escape drops it; M, S, C choose the kind of order, H holds.
  useKeys((e) => {
    if (!draft.entry.slot || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    const mode = ({ m: 'move', s: 'support', c: 'convoy' } as const)[k as 'm' | 's' | 'c'];
    if (e.key === 'Escape') draft.step({ entry: IDLE });
    else if (k === 'h') draft.step(hold(eslots, draft.entry));
    else if (mode && picked && kindsOf(picked).has(mode) && !(state.plan && mode !== 'move')) draft.step({ entry: chooseMode(draft.entry, mode) });
  }, slots.length > 0);

  const counts = useMemo(() => Object.entries(centresOverHeads(state.mv)).sort((a, b) => b[1] - a[1]), [state.mv]);
  const isActor = seat !== null && actors(state).includes(seat);
  const draw = (props.legal as readonly D5Move[]).find((m) => m.kind === 'proposeDraw');

  function applyTyped() {
    for (const line of typed
      .split(/\n|;/)
      .map((l) => l.trim())
      .filter(Boolean)) {
      const r = parseOrder5(line, geo, (tl) => index.headTurn[tl] ?? 0);
      if (!r.ok) return setError(`"${line}": ${r.error.message}`);
      const text = formatOrder5(r.value, geo);
      const slot =
        slots.find((s) => s.orders.includes(text)) ??
        slots.find((s) => 'unit' in r.value && s.key.endsWith(`:${r.value.unit.tl}:${r.value.unit.turn}:${r.value.unit.province}`));
      if (!slot) return setError(`"${line}": none of your units there on a head board.`);
      draft.set(slot.key, text);
    }
    setError(null);
    setTyped('');
  }

  function submit() {
    const move = diplomacy5dEngine.composeOrders!(state, seat!, draft.orders) as D5Move;
    props.onMove(move.kind === 'orders' && moving ? { ...move, draw: drawVote } : move);
  }

  return (
    <div className="d5-controls">
      <p className="hint">
        {state.mv.timelines.length} timeline{state.mv.timelines.length > 1 ? 's' : ''}, {state.mv.boards.length} board{state.mv.boards.length === 1 ? '' : 's'}.
        Centres over the head boards: {counts.map(([p, n]) => `${p} ${n}`).join(', ')}.
      </p>
      {state.sight && (
        <p className="hint fog-note" data-testid="fog-note">
          Fog of war: on each board, grey provinces are out of your sight and their units unknown. An order into the fog may be typed.
        </p>
      )}
      <Results5 state={state} writing={isActor && !props.readOnly && slots.length > 0} />
      {isActor && !props.readOnly && (
        <>
          {!picked?.at && <p className="hint">{hintOf(draft.entry, picked)}</p>}
          {picked?.at && (
            <OrderKindBar
              unit={pickedLabel?.replace(/^[^:]*: /, '')}
              retreat={!!state.plan}
              keys
              mode={draft.entry.mode}
              kinds={kindsOf(picked)}
              onMode={(m) => draft.step({ entry: chooseMode(draft.entry, m) })}
              onHold={() => draft.step(hold(eslots, draft.entry))}
              hint={hintOf(draft.entry, picked)}
            />
          )}
          <OrderChoice options={draft.entry.pick} onChoose={(o) => draft.step(choose(draft.entry, o))} />
          <ul className="d5-slots">
            {slots.map((s) => (
              <li key={s.key} className={s.key === draft.entry.slot ? 'picked' : undefined}>
                <label>
                  {s.label}{' '}
                  <select aria-label={`Order for ${s.label}`} value={draft.orders[s.key] ?? s.orders[0]} onChange={(e) => draft.set(s.key, e.target.value)}>
                    {draft.orders[s.key] && !s.orders.includes(draft.orders[s.key]) && (
                      <option value={draft.orders[s.key]}>{draft.orders[s.key]} (typed)</option>
                    )}
                    {s.orders.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
          <label>
            Typed orders (e.g. <code>A a-Mun@3 -&gt; Tyr@2</code>)
            <textarea aria-label="Typed orders" value={typed} onChange={(e) => setTyped(e.target.value)} rows={3} />
          </label>
          <button type="button" onClick={applyTyped} disabled={!typed.trim()}>
            Use typed orders
          </button>
          {error && <p className="error">{error}</p>}
          {moving && <DrawVote checked={drawVote} onChange={setDrawVote} />}
          <button type="button" className="primary" onClick={submit}>
            {state.submitted.includes(seat!) ? 'Change orders' : 'Submit orders'}
          </button>
        </>
      )}
      {draw && !props.readOnly && !(moving && isActor) && (
        <button type="button" onClick={() => props.onMove(draw)}>
          Propose a draw
        </button>
      )}
    </div>
  );
}
