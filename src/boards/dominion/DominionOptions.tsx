import { useEffect, useMemo, useState } from 'react';
import type { OptionsProps } from '../types';
import { CARDS, cardId, cardText } from '../../engines/dominion/cards';
import type { Edition, SetId } from '../../engines/dominion/types';
import { costText, swatch, typeLine } from './cardStyle';
import {
  byCost,
  dealRandom,
  KINGDOM_SIZE,
  matches,
  offered,
  optionsValue,
  presetsFor,
  readColonies,
  readEndTurn,
  readOptions,
  refusedMatches,
  SETS,
  toggleCard,
} from './kingdomPick';
import './dominion.css';
import './info.css';

type Mode = 'preset' | 'random' | 'hand';
const EDITIONS: readonly { id: Edition; name: string }[] = [
  { id: '2E', name: '2nd edition' },
  { id: '1E', name: '1st edition' },
];

/** The lobby's kingdom picker: a recommended set, ten at random from chosen sets, or ten by hand. */
export default function DominionOptions({ value, onChange, seats: seatList }: OptionsProps) {
  const chosen = readOptions(value);
  const [mode, setMode] = useState<Mode>('preset');
  const [sets, setSets] = useState<SetId[]>(['base', 'intrigue']);
  const [editions, setEditions] = useState<Edition[]>(['2E']);
  const [preset, setPreset] = useState('First Game');
  const [search, setSearch] = useState('');
  const presets = useMemo(() => presetsFor(sets, editions), [sets, editions]);
  const cards = useMemo(() => offered(sets, editions), [sets, editions]);

  const colonies = readColonies(value);
  // Who ends their turn with "End turn": on for people, off for computers, until changed (the lobby's seats).
  const kinds = useMemo(() => seatList?.map((x) => x.kind) ?? null, [seatList]);
  const endTurn = kinds ? readEndTurn(value, kinds) : null;
  const emit = (edition: Edition, kingdom: readonly string[], s = sets, e = editions, c = colonies, et = endTurn) =>
    onChange(optionsValue(edition, kingdom, s, e, c, et));

  // The lobby starts with no options: make the default kingdom explicit once.
  const empty = !Array.isArray(value.kingdom);
  useEffect(() => {
    if (empty) onChange(optionsValue(chosen.edition, chosen.kingdom, ['base', 'intrigue'], ['2E'], null, kinds ? readEndTurn({}, kinds) : null));
  }, [empty, chosen.edition, chosen.kingdom, onChange, kinds]);
  // A seat turned person or computer (or added): the defaults again for every seat.
  const kindsKey = kinds?.join(',') ?? '';
  useEffect(() => {
    if (!empty && kinds) onChange({ ...value, endTurn: readEndTurn({}, kinds) });
    // Only a change of the seats' kinds resets the choice (the value changes with every other choice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kindsKey]);

  function pickMode(m: Mode) {
    setMode(m);
    if (m === 'random') emit(chosen.edition, dealRandom(cards));
    if (m === 'preset') {
      const p = presets.find((x) => x.name === preset) ?? presets[0];
      if (p) choosePreset(p.name);
    }
  }

  function choosePreset(name: string) {
    const p = presets.find((x) => x.name === name);
    if (!p) return;
    setPreset(name);
    emit(p.edition, p.cards);
  }

  function filter(nextSets: SetId[], nextEditions: Edition[]) {
    if (nextSets.length === 0 || nextEditions.length === 0) return;
    setSets(nextSets);
    setEditions(nextEditions);
    const edition: Edition = nextEditions.length === 1 ? nextEditions[0] : chosen.edition;
    const pool = offered(nextSets, nextEditions);
    if (mode === 'random') emit(edition, dealRandom(pool), nextSets, nextEditions);
    else if (mode === 'hand')
      emit(
        edition,
        chosen.kingdom.filter((n) => pool.includes(n)),
        nextSets,
        nextEditions,
      );
    else {
      const p = presetsFor(nextSets, nextEditions);
      const keep = p.find((x) => x.name === preset) ?? p[0];
      if (keep) {
        setPreset(keep.name);
        emit(keep.edition, keep.cards, nextSets, nextEditions);
      }
    }
  }

  const shown = cards.filter((n) => matches(n, search));
  const refused = refusedMatches(search);
  const missing = KINGDOM_SIZE - chosen.kingdom.length;

  return (
    <div className="dom-options">
      <div className="dom-modes" role="radiogroup" aria-label="Kingdom">
        {(
          [
            ['preset', 'Recommended set'],
            ['random', 'Random 10 from the chosen sets'],
            ['hand', 'Pick by hand'],
          ] as const
        ).map(([m, label]) => (
          <label key={m} className={mode === m ? 'chosen' : undefined}>
            <input type="radio" name="dom-mode" checked={mode === m} onChange={() => pickMode(m)} /> {label}
          </label>
        ))}
      </div>

      <div className="dom-filters">
        <span className="dom-filter-label">Sets</span>
        {SETS.map((s) => (
          <label key={s.id} className={s.built ? undefined : 'off'} title={s.built ? undefined : 'Not built yet'}>
            <input
              type="checkbox"
              disabled={!s.built}
              checked={sets.includes(s.id)}
              onChange={() => filter(sets.includes(s.id) ? sets.filter((x) => x !== s.id) : [...sets, s.id], editions)}
            />{' '}
            {s.name}
            {!s.built && <small> (not built yet)</small>}
          </label>
        ))}
        <span className="dom-filter-label">Editions</span>
        {EDITIONS.map((e) => (
          <label key={e.id}>
            <input
              type="checkbox"
              checked={editions.includes(e.id)}
              onChange={() => filter(sets, editions.includes(e.id) ? editions.filter((x) => x !== e.id) : [...editions, e.id])}
            />{' '}
            {e.name}
          </label>
        ))}
      </div>

      <label className="option">
        <span>Card rules</span>
        <select aria-label="Card rules" value={chosen.edition} onChange={(e) => emit(e.target.value === '1E' ? '1E' : '2E', chosen.kingdom)}>
          <option value="2E">2nd edition wording</option>
          <option value="1E">1st edition wording</option>
        </select>
        <small>Moneylender, Mine, Throne Room, Masquerade, Mint, Trader, Farmland, Haggler and Highway changed between editions.</small>
      </label>

      <label className="option">
        <span>Platinum and Colony</span>
        <select
          aria-label="Platinum and Colony"
          value={colonies === null ? 'rules' : colonies ? 'yes' : 'no'}
          onChange={(e) => emit(chosen.edition, chosen.kingdom, sets, editions, e.target.value === 'rules' ? null : e.target.value === 'yes')}
        >
          <option value="rules">As the rules say (more likely with more Prosperity cards)</option>
          <option value="yes">Always</option>
          <option value="no">Never</option>
        </select>
      </label>

      {seatList && endTurn && (
        <fieldset className="dom-endturn">
          <legend>End the turn yourself</legend>
          <small>Spending the last Buy leaves the turn open until “End turn”, so a mis-tap can be undone.</small>
          {seatList.map((x, i) => (
            <label key={i}>
              <input
                type="checkbox"
                checked={endTurn[i]}
                onChange={() =>
                  emit(
                    chosen.edition,
                    chosen.kingdom,
                    sets,
                    editions,
                    colonies,
                    endTurn.map((v, j) => (j === i ? !v : v)),
                  )
                }
              />{' '}
              {x.name || `Seat ${i + 1}`}
              {x.kind === 'bot' ? <small> (computer)</small> : null}
            </label>
          ))}
        </fieldset>
      )}

      {mode === 'preset' &&
        (presets.length ? (
          <label className="option">
            <span>Recommended</span>
            <select
              aria-label="Recommended set"
              value={presets.some((p) => p.name === preset) ? preset : presets[0].name}
              onChange={(e) => choosePreset(e.target.value)}
            >
              {presets.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.label} ({p.sets.map((s) => SETS.find((x) => x.id === s)?.name ?? s).join(' + ')})
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="hint">No recommended set uses only the chosen sets and editions.</p>
        ))}

      {mode === 'random' && (
        <div className="row">
          <button type="button" onClick={() => emit(chosen.edition, dealRandom(cards))}>
            Deal 10 again
          </button>
          <small className="hint">{cards.length} cards to choose from.</small>
        </div>
      )}

      {mode === 'hand' && (
        <div className="dom-hand-pick">
          <div className="row">
            <input
              type="search"
              aria-label="Search Kingdom cards"
              placeholder="Search by name, type or text"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <button type="button" onClick={() => emit(chosen.edition, [])} disabled={chosen.kingdom.length === 0}>
              Clear
            </button>
          </div>
          <ul className="dom-checklist" aria-label="Kingdom cards">
            {shown.map((n) => {
              const c = CARDS[cardId(n)];
              const on = chosen.kingdom.includes(n);
              return (
                <li key={n}>
                  <label title={cardText(c.id, chosen.edition)}>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && chosen.kingdom.length >= KINGDOM_SIZE}
                      onChange={() => emit(chosen.edition, toggleCard(chosen.kingdom, n))}
                    />{' '}
                    {n}{' '}
                    <small>
                      {costText(c.cost)} · {typeLine(c.id)}
                    </small>
                  </label>
                </li>
              );
            })}
            {refused.map((r) => (
              <li key={r.name} className="off">
                <label title={r.why}>
                  <input type="checkbox" disabled checked={false} readOnly /> {r.name} <small>not built yet</small>
                </label>
              </li>
            ))}
            {shown.length === 0 && refused.length === 0 && <li className="hint">No card matches.</li>}
          </ul>
        </div>
      )}

      <div className="dom-kingdom" aria-live="polite" data-testid="dominion-kingdom">
        <strong>
          The kingdom ({chosen.kingdom.length} of {KINGDOM_SIZE})
        </strong>
        {missing > 0 && <small className="hint"> — the other {missing} will be dealt at random from the chosen sets when the game starts.</small>}
        <ul>
          {byCost(chosen.kingdom).map((n) => {
            const c = CARDS[cardId(n)];
            return (
              <li key={n} title={c ? cardText(c.id, chosen.edition) : undefined} style={{ background: swatch(c?.id ?? -1) }}>
                <span className="cost">{c ? costText(c.cost) : ''}</span> {n}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** A card's type colours as a CSS background. */
