import { useMemo, useState } from 'react';
import type { TableProps } from '../types';
import type { RiskMove, RiskState } from '../../engines/risk/types';
import { CARDS, TERRITORIES, TERRITORY_IDS, type TerritoryId } from '../../engines/risk/map';
import { blitzProbability, conquestProbability } from '../../engines/risk/probability';
import { draftKey, riskDraft } from './selection';
import { useKeys } from '../common/useKeys';
import { chosenCount, liveSelection, movesOf, routeChoices } from './moves';
import { setAward } from '../../engines/risk/cards';
import { RiskTable } from './RiskTable';
import { MISSIONS, missionProgress } from '../../engines/risk/missions';
import { fillSeats } from '../../engines/core/game';
import { CardSymbol, symbolName } from './CardSymbol';

const NAME: Record<string, string> = Object.fromEntries(TERRITORIES.map((t) => [t.id, t.name]));
const IDX: Record<string, number> = Object.fromEntries(TERRITORY_IDS.map((id, i) => [id, i]));
/** A card: its territory and its symbol, drawn (CardSymbol.tsx) and named. */
function CardName({ c }: { c: number }) {
  const card = CARDS[c];
  if (!card) return <span className="card-name">Hidden card</span>;
  return (
    <span className="card-name">
      {card.territory && `${NAME[card.territory]} `}
      <span className="card-kind">
        <CardSymbol symbol={card.symbol} size={14} /> {symbolName(card.symbol)}
      </span>
    </span>
  );
}

const pct = (p: number) => (p >= 0.9995 ? '>99.9%' : p <= 0.0005 && p > 0 ? '<0.1%' : `${(p * 100).toFixed(1)}%`);

/** Every action of the board, as plain controls: keyboard, screen reader and tests need no canvas. */
export function RiskControls(props: TableProps) {
  const state = props.view as RiskState;
  const legal = props.legal as readonly RiskMove[];
  const key = draftKey(state);
  const draft = riskDraft.use(key);
  // A route no longer legal (the target conquered) is dropped: no stale odds (issue 20).
  const sel = useMemo(() => liveSelection(state, legal, draft), [state, legal, draft]);
  const setSel = (p: Partial<typeof sel>) => riskDraft.set(key, p);
  const placeCount = sel.count;
  const setPlaceCount = (count: number) => setSel({ count });
  const [floor, setFloor] = useState(1);
  // The armies to move in or fortify with: in the draft, so the map's preview shows the same count.
  const moveCount = sel.move;
  const setMoveCount = (move: number) => setSel({ move });
  const seat = props.seat;
  const mine = seat !== null && props.prompt.seats.includes(seat);

  const hand = seat !== null ? (state.hands[seat] ?? []) : [];
  const send = (m: RiskMove | undefined) => m && props.onMove(m);
  const { sources, targets } = routeChoices(state, legal, sel.from);

  const trades = useMemo(() => {
    const seen = new Set<string>();
    return movesOf(legal, 'trade').filter((m) => {
      // One button per set and per territory its +2 may go to (the player chooses where).
      const k = [...m.cards].sort((a, b) => a - b).join(',') + (m.bonus ?? '');
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }, [legal]);

  // Keyboard: E ends the current step (trading, attacking, the turn); Escape clears the selection.
  useKeys((e) => {
    if (e.key === 'Escape') riskDraft.set(key, { from: null, to: null });
    else if (e.key === 'e' && !e.ctrlKey && !e.metaKey) {
      const end = legal.find((m) => m.type === 'endAttack' || m.type === 'endTurn' || m.type === 'endTrade');
      if (end) props.onMove(end);
    }
  });

  const table = <RiskTable state={state} seat={seat} names={props.names} colors={props.colors} />;
  if (props.botTurn)
    return (
      <>
        <p className="hint">The computer is thinking…</p>
        {table}
      </>
    );
  if (!mine)
    return (
      <>
        <VariantInfo state={state} seat={seat} names={props.names} />
        <HandView hand={hand} />
        {table}
      </>
    );

  const placeMoves = movesOf(legal, 'place');
  const maxPlace = placeMoves.reduce((m, x) => Math.max(m, x.count), 0);

  return (
    <div className="controls" aria-label="Your move">
      <VariantInfo state={state} seat={seat} names={props.names} />
      {state.phase === 'first' && (
        <button className="primary" onClick={() => send(movesOf(legal, 'rollFirst')[0])}>
          Roll for the first player
        </button>
      )}

      {(state.phase === 'claim' || state.phase === 'neutral') && (
        <TerritoryPicker
          label={state.phase === 'claim' ? 'Claim' : 'Neutral army on'}
          ids={state.phase === 'claim' ? movesOf(legal, 'claim').map((m) => m.territory) : movesOf(legal, 'placeNeutral').map((m) => m.territory)}
          button={state.phase === 'claim' ? 'Claim' : 'Place neutral army'}
          onPick={(id) => send(legal.find((m) => (m.type === 'claim' || m.type === 'placeNeutral') && m.territory === id))}
        />
      )}

      {state.phase === 'capital' && <p className="hint">Tap one of your highlighted territories on the map, or choose it here.</p>}
      {state.phase === 'capital' && (
        <TerritoryPicker
          label="Capital"
          ids={movesOf(legal, 'capital').map((m) => m.territory)}
          button="Make it my capital"
          onPick={(id) => send(legal.find((m) => m.type === 'capital' && m.territory === id))}
        />
      )}

      {(state.phase === 'setup' || state.phase === 'place') && (
        <>
          <p className="hint">
            {state.phase === 'setup' && maxPlace > 1
              ? `${maxPlace} armies to place this turn (${state.reserve[state.current]} in all). `
              : `${state.reserve[state.current]} arm${state.reserve[state.current] === 1 ? 'y' : 'ies'} to place. `}
            Click a highlighted territory, or choose below.
          </p>
          {maxPlace > 1 && (
            <label className="row">
              Armies per placement
              <input
                type="number"
                min={1}
                max={maxPlace}
                value={Math.min(placeCount, maxPlace)}
                onChange={(e) => setPlaceCount(Math.max(1, Math.min(maxPlace, Number(e.target.value) || 1)))}
                aria-label="Armies per placement"
              />
              <button onClick={() => setPlaceCount(maxPlace)}>All {maxPlace}</button>
            </label>
          )}
          <TerritoryPicker
            label="Place on"
            ids={[...new Set(placeMoves.map((m) => m.territory))]}
            button={`Place ${Math.min(placeCount, maxPlace || 1)}`}
            onPick={(id) =>
              send(placeMoves.find((m) => m.territory === id && m.count === Math.min(placeCount, maxPlace)) ?? placeMoves.find((m) => m.territory === id))
            }
            all={
              maxPlace > 1
                ? { button: `Place all ${maxPlace} here`, onPick: (id) => send(placeMoves.find((m) => m.territory === id && m.count === maxPlace)) }
                : undefined
            }
          />
          <HandView hand={hand} />
        </>
      )}

      {state.phase === 'trade' && (
        <>
          <HandView hand={hand} />
          {trades.length > 0 ? (
            <div className="trade-list">
              {trades.map((m, i) => {
                const award = setAward(state.options, state.trades, m.cards);
                return (
                  <button key={i} onClick={() => send(m)} data-testid="trade">
                    Trade{' '}
                    {m.cards.map((c, k) => (
                      <span key={k}>
                        {k > 0 && ', '}
                        <CardName c={c} />
                      </span>
                    ))}{' '}
                    for <strong>{award} armies</strong>
                    {m.bonus && <> (+2 on {NAME[m.bonus]})</>}
                  </button>
                );
              })}
            </div>
          ) : (
            <p className="hint">No set to trade.</p>
          )}
          {movesOf(legal, 'endTrade').length > 0 && (
            <button className="primary" onClick={() => send(movesOf(legal, 'endTrade')[0])}>
              Done trading
            </button>
          )}
        </>
      )}

      {(state.phase === 'attack' || state.phase === 'fortify') && (
        <>
          <div className="route">
            <label>
              From
              <select
                aria-label="From"
                value={sel.from ?? ''}
                onChange={(e) => setSel({ from: (e.target.value || null) as TerritoryId | null, to: null, move: null })}
              >
                <option value="">— choose —</option>
                {sources.map((id) => (
                  <option key={id} value={id}>
                    {NAME[id]} ({state.armies[IDX[id]]})
                  </option>
                ))}
              </select>
            </label>
            <label>
              To
              <select
                aria-label="To"
                value={sel.to ?? ''}
                disabled={!sel.from}
                onChange={(e) => setSel({ to: (e.target.value || null) as TerritoryId | null, move: null })}
              >
                <option value="">— choose —</option>
                {targets.map((id) => (
                  <option key={id} value={id}>
                    {NAME[id]} ({state.armies[IDX[id]]})
                  </option>
                ))}
              </select>
            </label>
          </div>
          {state.phase === 'attack' && sel.from && sel.to && (
            <AttackChoices state={state} legal={legal} from={sel.from} to={sel.to} floor={floor} setFloor={setFloor} send={send} />
          )}
          {state.phase === 'fortify' && sel.from && sel.to && (
            <CountChoice
              label={`Move armies from ${NAME[sel.from]} to ${NAME[sel.to]}`}
              counts={movesOf(legal, 'fortify')
                .filter((m) => m.from === sel.from && m.to === sel.to)
                .map((m) => m.count)}
              value={moveCount}
              setValue={setMoveCount}
              button="Fortify"
              onGo={(n) => send(movesOf(legal, 'fortify').find((m) => m.from === sel.from && m.to === sel.to && m.count === n))}
            />
          )}
          {state.phase === 'attack' ? (
            <button onClick={() => send(movesOf(legal, 'endAttack')[0])} aria-keyshortcuts="e">
              End the attack
            </button>
          ) : (
            <button className="primary" onClick={() => send(movesOf(legal, 'endTurn')[0])} aria-keyshortcuts="e">
              End the turn without fortifying
            </button>
          )}
        </>
      )}

      {state.phase === 'defend' && state.battle && (
        <>
          <p>
            {NAME[TERRITORY_IDS[state.battle.from]]} attacks {NAME[TERRITORY_IDS[state.battle.to]]} with {state.battle.dice}{' '}
            {state.battle.dice === 1 ? 'die' : 'dice'}. Defend with:
          </p>
          <div className="row">
            {movesOf(legal, 'defend').map((m) => (
              <button key={m.dice} className="primary" onClick={() => send(m)}>
                {m.dice} {m.dice === 1 ? 'die' : 'dice'}
              </button>
            ))}
          </div>
        </>
      )}

      {state.phase === 'capture' && state.battle && (
        <CountChoice
          label={`${NAME[TERRITORY_IDS[state.battle.to]]} is taken. Armies to move in from ${NAME[TERRITORY_IDS[state.battle.from]]}`}
          counts={movesOf(legal, 'capture').map((m) => m.count)}
          value={moveCount}
          setValue={setMoveCount}
          button="Move in"
          onGo={(n) => send(movesOf(legal, 'capture').find((m) => m.count === n))}
        />
      )}
      {(state.phase === 'attack' || state.phase === 'fortify') && <HandView hand={hand} />}
      {table}
    </div>
  );
}

function AttackChoices({
  state,
  legal,
  from,
  to,
  floor,
  setFloor,
  send,
}: {
  state: RiskState;
  legal: readonly RiskMove[];
  from: TerritoryId;
  to: TerritoryId;
  floor: number;
  setFloor: (n: number) => void;
  send: (m: RiskMove | undefined) => void;
}) {
  const att = state.armies[IDX[from]];
  const def = state.armies[IDX[to]];
  const attacks = movesOf(legal, 'attack').filter((m) => m.from === from && m.to === to);
  const blitz = movesOf(legal, 'blitz').filter((m) => m.from === from && m.to === to);
  const floors = blitz.map((m) => m.floor).sort((a, b) => a - b);
  const f = floors.includes(floor) ? floor : (floors[0] ?? 1);
  return (
    <div className="controls">
      <p className="odds" data-testid="odds">
        Chance to take {NAME[to]} attacking to the last army: <strong>{pct(conquestProbability(att, def))}</strong>
        {f > 1 && (
          <>
            <br />
            Blitz stopping at {f}: <strong>{pct(blitzProbability(att, def, f))}</strong>
          </>
        )}
      </p>
      <div className="row">
        {attacks.map((m) => (
          <button key={m.dice} className="primary roll" onClick={() => send(m)} aria-label={`Attack with ${m.dice} ${m.dice === 1 ? 'die' : 'dice'}`}>
            Roll {m.dice}
            <span className="mini-dice" aria-hidden>
              {'⚅'.repeat(m.dice)}
            </span>
          </button>
        ))}
      </div>
      {blitz.length > 0 && (
        <div className="row">
          <button onClick={() => send(blitz.find((m) => m.floor === f))}>Blitz</button>
          <label className="row">
            stop at
            <select aria-label="Blitz floor" value={f} onChange={(e) => setFloor(Number(e.target.value))}>
              {floors.map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'army' : 'armies'}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </div>
  );
}

function CountChoice({
  label,
  counts,
  value,
  setValue,
  button,
  onGo,
}: {
  label: string;
  counts: number[];
  value: number | null;
  setValue: (n: number) => void;
  button: string;
  onGo: (n: number) => void;
}) {
  const sorted = [...counts].sort((a, b) => a - b);
  // The same reading as the map's preview (moves.ts): the chosen count, or the most.
  const v = chosenCount(sorted, value);
  if (v === null) return null;
  return (
    <div className="controls">
      <label>
        {label}: <strong>{v}</strong>
        <input
          type="range"
          min={sorted[0]}
          max={sorted[sorted.length - 1]}
          value={v}
          onChange={(e) => setValue(Number(e.target.value))}
          aria-label="Armies to move"
          style={{ width: '100%' }}
        />
      </label>
      <div className="row">
        <button onClick={() => setValue(sorted[0])}>Fewest ({sorted[0]})</button>
        <button onClick={() => setValue(sorted[sorted.length - 1])}>All ({sorted[sorted.length - 1]})</button>
        <button className="primary" onClick={() => onGo(v)}>
          {button} {v}
        </button>
      </div>
    </div>
  );
}

function TerritoryPicker({
  label,
  ids,
  button,
  onPick,
  all,
}: {
  label: string;
  ids: readonly string[];
  button: string;
  onPick: (id: string) => void;
  /** A second button that places everything left on the chosen territory. */
  all?: { button: string; onPick: (id: string) => void };
}) {
  const sorted = useMemo(() => [...ids].sort((a, b) => NAME[a].localeCompare(NAME[b])), [ids]);
  const [choice, setChoice] = useState('');
  const c = sorted.includes(choice) ? choice : '';
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        if (c) onPick(c);
      }}
    >
      <select aria-label={label} value={c} onChange={(e) => setChoice(e.target.value)}>
        <option value="">{label}…</option>
        {sorted.map((id) => (
          <option key={id} value={id}>
            {NAME[id]}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={!c}>
        {button}
      </button>
      {all && (
        <button type="button" disabled={!c} onClick={() => c && all.onPick(c)}>
          {all.button}
        </button>
      )}
    </form>
  );
}

/** The seat's secret mission (with progress) and the capitals, when the game has them. */
function VariantInfo({ state, seat, names }: { state: RiskState; seat: number | null; names: readonly string[] }) {
  const mission = seat !== null ? (state.missions[seat] ?? -1) : -1;
  const caps = state.capitals;
  if (state.phase === 'over' && state.missions.length > 0) {
    return (
      <div className="variant-info" data-testid="missions">
        <strong>The secret missions</strong>
        <ul>
          {state.missions.map((m, s) => (
            <li key={s}>
              {names[s] ?? `Seat ${s + 1}`}: {MISSIONS[m]?.text ?? 'unknown'}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (mission < 0 && !caps.some((t) => t >= 0)) return null;
  return (
    <div className="variant-info">
      {mission >= 0 && MISSIONS[mission] && (
        <p data-testid="mission">
          <strong>Your secret mission:</strong> {MISSIONS[mission].text}
          {seat !== null && missionProgress(mission, seat, state.owner, state.armies) && (
            <small className="hint"> ({missionProgress(mission, seat, state.owner, state.armies)})</small>
          )}
        </p>
      )}
      {caps.some((t) => t >= 0) && (
        <p data-testid="capitals">
          <strong>Capitals:</strong>{' '}
          {fillSeats(
            caps
              .map((t, s) =>
                t < 0
                  ? null
                  : `{${s}}: ${TERRITORIES[t].name}${state.owner[t] >= 0 && state.owner[t] !== s ? ` (held by ${state.owner[t] === state.neutral ? 'Neutral' : `{${state.owner[t]}}`})` : ''}`,
              )
              .filter(Boolean)
              .join(' · '),
            names,
          )}
        </p>
      )}
    </div>
  );
}

function HandView({ hand }: { hand: readonly number[] }) {
  if (hand.length === 0) return <p className="hint">No cards in hand.</p>;
  return (
    <div>
      <small className="hint">Your cards</small>
      <div className="hand" data-testid="hand">
        {hand.map((c, i) => (
          <span key={i} className="card-chip">
            <CardName c={c} />
          </span>
        ))}
      </div>
    </div>
  );
}
