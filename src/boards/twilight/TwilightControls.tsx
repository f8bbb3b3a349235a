import { useEffect, useMemo, useRef, useState } from 'react';
import type { TableProps } from '../types';
import { cardName, isCard } from '../../engines/twilight/cardinfo';
import { COUNTRIES } from '../../engines/twilight/data/countries';
import { REGION_NAMES, countryIndex } from '../../engines/twilight/map';
import { CIVIL_WAR_ID } from '../../engines/twilight/civilwar';
import { coupOdds, influenceTargets, pendingOpsAt } from '../../engines/twilight/ui';
import { realignOdds } from '../../engines/twilight/queries';
import type { Choice, Region, Side, TwilightMove, TwilightState } from '../../engines/twilight/types';
import { Hand } from './Hand';
import { CardChoice } from './CardChoice';
import { COUNTRY_BY_ID, GROUP_NAME, groupsOf } from './layout';
import { attempt, count, defusesOf, pct } from './moves';
import { clearSelection, setSelection, useSelection } from './selection';
import { useKeys } from '../common/useKeys';
import './twilight.css';

const countryLabel = (id: string): string => {
  const c = COUNTRY_BY_ID.get(id);
  if (id === CIVIL_WAR_ID) return 'Chinese Civil War space (USSR only, 3 claim The China Card)';
  return c
    ? `${c.name} (${groupsOf(c)
        .map((g) => GROUP_NAME[g])
        .join(' / ')}, ${c.stability}${c.bg ? ', battleground' : ''})`
    : id;
};

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const byName = (a: string, b: string) => (COUNTRY_BY_ID.get(a)?.name ?? a).localeCompare(COUNTRY_BY_ID.get(b)?.name ?? b);

/** A country list with a button: the panel's way to do what a click on the map does. */
function CountryPicker({
  label,
  ids,
  button,
  extra,
  value,
  onChange,
  onGo,
}: {
  label: string;
  ids: readonly string[];
  button: string;
  extra?: (id: string) => string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  onGo: (id: string) => void;
}) {
  const sorted = useMemo(() => [...ids].sort(byName), [ids]);
  const [own, setOwn] = useState('');
  const chosen = value !== undefined ? (value ?? '') : own;
  const c = sorted.includes(chosen) ? chosen : '';
  return (
    <form
      className="row ts-picker"
      onSubmit={(e) => {
        e.preventDefault();
        if (c) onGo(c);
      }}
    >
      <select aria-label={label} value={c} onChange={(e) => (onChange ? onChange(e.target.value || null) : setOwn(e.target.value))}>
        <option value="">{label}…</option>
        {sorted.map((id) => (
          <option key={id} value={id}>
            {countryLabel(id)}
            {extra ? ` — ${extra(id)}` : ''}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={!c}>
        {button}
      </button>
    </form>
  );
}

function OpsChoices({ s, seat, legal, onMove }: { s: TwilightState; seat: Side; legal: readonly TwilightMove[]; onMove: (m: TwilightMove) => void }) {
  const p = s.pending;
  const target = useSelection(s, seat).target;
  if (!p || p.kind !== 'ops') return null;
  // What to offer is read from the legal moves: under mixed ops (designer's optional rule) both
  // influence placements and realignment rolls are listed.
  const idsOf = (type: 'influence' | 'realign' | 'coup') => legal.flatMap((m) => (m.type === type ? [m.country] : []));
  const inf = idsOf('influence');
  const rea = idsOf('realign');
  const ids = idsOf('coup');
  const left = pendingOpsAt(s, '');
  const send = (type: 'influence' | 'realign' | 'coup', id: string) => {
    const m = legal.find((x) => x.type === type && x.country === id);
    if (m) attempt(s, seat, m, onMove);
  };
  if (ids.length === 0) {
    const mix = p.ops.mix === true;
    const stop = legal.find((m) => m.type === 'stop');
    const chosen = target && rea.includes(target) ? target : null;
    const odds = chosen ? realignOdds(s, seat, chosen) : null;
    const cost = new Map(inf.length > 0 ? influenceTargets(s, seat).map((t) => [t.country, t.cost]) : []);
    return (
      <div className="controls">
        {mix && (
          <p data-testid="mixed-ops">
            <strong>{left}</strong> op{left === 1 ? '' : 's'} left: place influence and make realignment rolls in any mix (designer’s optional rule), never both
            in one country.
          </p>
        )}
        {inf.length > 0 && (
          <>
            {mix ? (
              <p className="hint">Influence: 1 op per marker, 2 where the opponent controls the country.</p>
            ) : (
              <p>
                <strong>{left}</strong> op{left === 1 ? '' : 's'} to place as influence. Click a highlighted country (2 ops where the opponent controls it), or
                choose:
              </p>
            )}
            <CountryPicker
              label="Place influence in"
              ids={inf}
              button="Place 1"
              extra={(id) => `${cost.get(id) ?? 1} op${cost.get(id) === 2 ? 's' : ''}`}
              onGo={(id) => send('influence', id)}
            />
          </>
        )}
        {rea.length > 0 && (
          <>
            {mix ? (
              <p className="hint">
                Realignment: 1 op per roll. Both sides roll a die, with +1 per adjacent country controlled, +1 for more influence there, +1 next to the own
                superpower; the higher total removes the difference.
              </p>
            ) : (
              <p>
                <strong>{left}</strong> realignment roll{left === 1 ? '' : 's'} left. Both sides roll a die; each adds +1 per adjacent country it controls, +1
                for more influence there, +1 next to its superpower. The higher total removes the difference from the other side’s influence.
              </p>
            )}
            <CountryPicker
              label="Realign"
              ids={rea}
              button="Roll"
              value={chosen}
              onChange={(id) => setSelection(s, seat, { target: id })}
              extra={(id) => `${pct(realignOdds(s, seat, id).win)} to win`}
              onGo={(id) => send('realign', id)}
            />
            {chosen && odds && (
              <p className="odds" data-testid="realign-odds">
                {COUNTRY_BY_ID.get(chosen)?.name}: you roll {signed(odds.mine)}, they roll {signed(odds.theirs)}. You win <strong>{pct(odds.win)}</strong> (they
                lose {odds.expectTheirLoss.toFixed(1)} influence on average), tie {pct(odds.tie)}, lose {pct(odds.lose)}
                {odds.expectMyLoss > 0 ? ` (you lose ${odds.expectMyLoss.toFixed(1)} on average)` : ''}.
              </p>
            )}
            {chosen && inf.includes(chosen) && (
              <div className="ts-choice-buttons">
                <button onClick={() => send('realign', chosen)}>Roll to realign {COUNTRY_BY_ID.get(chosen)?.name}</button>
                <button onClick={() => send('influence', chosen)}>Place 1 influence in {COUNTRY_BY_ID.get(chosen)?.name} instead</button>
              </div>
            )}
            {!chosen && (
              <p className="hint">
                {mix
                  ? 'Click a highlighted country: where only influence may go it is placed at once; otherwise its realignment odds show here, to roll or place influence.'
                  : 'Click a highlighted country to see its odds (shown on the map too); click it again or press Roll to realign.'}
              </p>
            )}
          </>
        )}
        {stop && <button onClick={() => attempt(s, seat, stop, onMove)}>{mix ? 'Stop (leave the remaining ops unused)' : 'Stop realigning'}</button>}
      </div>
    );
  }
  // Coup: choose the target, read the odds, then roll.
  const chosen = target && ids.includes(target) ? target : null;
  const i = chosen ? countryIndex(chosen) : -1;
  const ops = chosen ? pendingOpsAt(s, chosen) : left;
  return (
    <div className="controls">
      <p>
        Coup with {count(left, 'op')}: roll a die, add the ops; beating twice the stability removes the difference from the opponent’s influence, then adds
        yours.
      </p>
      <CountryPicker
        label="Coup in"
        ids={ids}
        button="Coup"
        value={chosen}
        onChange={(id) => setSelection(s, seat, { target: id })}
        extra={(id) => pct(coupOdds(s, seat, id, pendingOpsAt(s, id)))}
        onGo={(id) => send('coup', id)}
      />
      {chosen && (
        <p className="odds" data-testid="coup-odds">
          {COUNTRIES[i].name}: stability {COUNTRIES[i].stability}, so the roll plus {count(ops, 'op')} must beat {2 * COUNTRIES[i].stability}. Chance of
          success: <strong>{pct(coupOdds(s, seat, chosen, ops))}</strong>
          {COUNTRIES[i].bg ? '. A battleground: DEFCON will drop by 1.' : '.'}
        </p>
      )}
      {!chosen && <p className="hint">Click a highlighted country to see its odds (shown on the map too); click it again or press Coup to roll.</p>}
    </div>
  );
}

/** Cuban Missile Crisis in effect against this player: it may end it at any of its decisions. */
function DefuseChoices({ s, seat, legal, onMove }: { s: TwilightState; seat: Side; legal: readonly TwilightMove[]; onMove: (m: TwilightMove) => void }) {
  const ways = defusesOf(legal);
  if (ways.length === 0) return null;
  return (
    <div className="ts-defuse" role="group" aria-label="End the Cuban Missile Crisis">
      <span>Cuban Missile Crisis: a coup by you loses the game. End it by removing 2 of your influence:</span>
      {ways.map((m) => (
        <button key={m.country} onClick={() => attempt(s, seat, m, onMove)}>
          Remove 2 from {COUNTRY_BY_ID.get(m.country)?.name ?? m.country}
        </button>
      ))}
    </div>
  );
}

function choiceText(c: Choice): string {
  if (typeof c === 'number') return isCard(c) ? cardName(c) : String(c);
  if (COUNTRY_BY_ID.has(c)) return COUNTRY_BY_ID.get(c)!.name;
  if (c in REGION_NAMES) return REGION_NAMES[c as Region].replace(/^the /, 'The ');
  return c.charAt(0).toUpperCase() + c.slice(1);
}

function PickChoices({ s, seat, legal, onMove }: { s: TwilightState; seat: Side; legal: readonly TwilightMove[]; onMove: (m: TwilightMove) => void }) {
  const p = s.pending;
  if (!p || p.kind !== 'pick') return null;
  const picks = legal.filter((m): m is Extract<TwilightMove, { type: 'pick' }> => m.type === 'pick');
  const countries = picks.filter((m) => typeof m.choice === 'string' && COUNTRY_BY_ID.has(m.choice));
  const others = picks.filter((m) => !countries.includes(m));
  const send = (m: TwilightMove) => attempt(s, seat, m, onMove);
  return (
    <div className="controls">
      {countries.length > 6 && (
        <CountryPicker label="Country" ids={countries.map((m) => m.choice as string)} button="Choose" onGo={(id) => send({ type: 'pick', choice: id })} />
      )}
      {countries.length > 0 && countries.length <= 6 && (
        <div className="ts-choice-buttons">
          {countries.map((m) => (
            <button key={String(m.choice)} onClick={() => send(m)}>
              {choiceText(m.choice)}
            </button>
          ))}
        </div>
      )}
      {countries.length > 0 && <p className="hint">Or click a highlighted country on the map.</p>}
      <div className="ts-choice-buttons">
        {others.map((m) =>
          typeof m.choice === 'number' && isCard(m.choice) ? (
            <CardChoice key={m.choice} id={m.choice} onChoose={() => send(m)}>
              {choiceText(m.choice)}
            </CardChoice>
          ) : (
            <button key={String(m.choice)} onClick={() => send(m)}>
              {choiceText(m.choice)}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

/** Every action of the board as plain HTML: keyboard, screen readers and tests need no canvas. */
export function TwilightControls(props: TableProps) {
  const s = props.view as TwilightState;
  const legal = props.legal as readonly TwilightMove[];
  const onMove = props.onMove as (m: TwilightMove) => void;
  const seat = props.seat === 0 || props.seat === 1 ? (props.seat as Side) : null;
  const mine = seat !== null && props.prompt.seats.includes(seat) && legal.length > 0;
  const p = s.pending;

  // Escape drops a half-made choice (chosen card, coup target; the app's dialog answers Escape itself). A new
  // decision starts clean by itself (the selection is keyed by the decision, see selection.ts).
  useKeys((e) => {
    if (e.key === 'Escape') clearSelection();
  });

  // A new decision of this player brings its question into view: the panel may have been scrolled
  // down to the chosen card's uses, which would leave the next prompt (where to place the influence,
  // what to pick) above the fold, on a phone entirely out of sight.
  const top = useRef<HTMLDivElement>(null);
  const decision = mine ? `${s.turn}|${s.round}|${JSON.stringify(p)}` : null;
  useEffect(() => {
    const el = top.current;
    const box = el?.parentElement;
    if (decision === null || !el || !box) return;
    if (el.getBoundingClientRect().top < box.getBoundingClientRect().top) el.scrollIntoView?.({ block: 'start' });
  }, [decision]);

  if (seat === null) return null;
  const pass = legal.find((m) => m.type === 'pass');
  const handInteractive = mine && (p?.kind === 'action' || p?.kind === 'headline');
  return (
    <div className="ts-controls" aria-label="Your move" ref={top}>
      {props.botTurn && <p className="hint">The computer is thinking…</p>}
      {!props.botTurn && !props.readOnly && <DefuseChoices s={s} seat={seat} legal={legal} onMove={onMove} />}
      {mine && p?.kind === 'headline' && <p className="ts-ask">Choose your headline card in secret. Both are revealed together.</p>}
      {mine && p?.kind === 'action' && <p className="ts-ask">Action round {s.round}: choose a card, then how to play it.</p>}
      {mine && p?.kind === 'ops' && <OpsChoices s={s} seat={seat} legal={legal} onMove={onMove} />}
      {mine && p?.kind === 'pick' && <PickChoices s={s} seat={seat} legal={legal} onMove={onMove} />}
      {pass && (
        <button onClick={() => attempt(s, seat, pass, onMove)} className={legal.length === 1 ? 'primary' : ''}>
          Pass this action round
        </button>
      )}
      <Hand s={s} seat={seat} colors={props.colors} legal={legal} onMove={onMove} interactive={handInteractive} />
    </div>
  );
}
