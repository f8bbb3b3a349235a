import type { Decision } from '../../engines/core/instructions';
import { CARDS, cardText } from '../../engines/dominion/cards';
import { costOf } from '../../engines/dominion/cost';
import type { DominionMove, DominionState } from '../../engines/dominion/types';
import { barButtons } from './barButtons';
import { costText } from './cardStyle';
import { isPosition, lower, movePosition, pickedFlags, positionOf, pickRange, raise, sourceOf, toggleOption, togglePick } from './logic';
import { decisionDraft } from './selection';

interface Props {
  d: Decision;
  dkey: string;
  draft: { picked: number[]; order: number[] | null };
  legal: readonly DominionMove[];
  view: DominionState;
  send: (m: DominionMove | null | undefined) => void;
}

const WHERE: Record<string, string> = {
  hand: 'from your hand',
  supply: 'from the Supply',
  trash: 'from the trash',
  discard: 'from your discard pile',
  look: 'of the cards looked at',
  revealed: 'of the revealed cards',
  name: '',
};

/** The pending decision as a form: pick cards (min..max), pick options, order cards, yes or no. */
export function DecisionForm({ d, dkey, draft, legal, view, send }: Props) {
  const buttons = barButtons(d, draft, legal, false, true);
  const setPicked = (p: number[]) => decisionDraft.set(dkey, { picked: p });
  const shown = typeof d.then.card === 'number' ? CARDS[d.then.card] : undefined;

  return (
    <form className="dom-decision" aria-label="Decision" data-testid="dominion-decision" onSubmit={(e) => e.preventDefault()}>
      {shown && (
        <p className="hint">
          {shown.name}: {cardText(shown.id, view.options.edition)}
        </p>
      )}

      {d.kind === 'pick' && (
        <fieldset>
          <legend>
            Choose {pickRange(d)} {WHERE[sourceOf(d) ?? ''] ?? ''}
          </legend>
          <ul className="dom-items">
            {d.items.map((c, i) => {
              const flags = pickedFlags(d.items, draft.picked);
              const single = d.max === 1;
              const full = !single && draft.picked.length >= d.max && !flags[i];
              const label = CARDS[c] ? `${CARDS[c].name}${sourceOf(d) === 'supply' ? ` (${costText(costOf(view, c))})` : ''}` : 'A hidden card';
              return (
                <li key={i}>
                  <label title={cardText(c, view.options.edition)}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`pick-${dkey}`}
                      checked={flags[i]}
                      disabled={full}
                      onChange={() => setPicked(single ? [c] : togglePick(d, draft.picked, c, flags[i]))}
                    />{' '}
                    {label}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {d.kind === 'option' && isPosition(d) && (
        <label className="dom-position">
          <span>
            Position: <strong data-testid="dominion-position">{d.options[positionOf(d, draft.picked)]}</strong> ({d.options.length - 1} cards in your deck)
          </span>
          <input
            type="range"
            min={0}
            max={d.options.length - 1}
            step={1}
            value={positionOf(d, draft.picked)}
            aria-valuetext={d.options[positionOf(d, draft.picked)]}
            onChange={(e) => setPicked(movePosition(d, draft.picked, 0, Number(e.target.value)))}
          />
        </label>
      )}
      {d.kind === 'option' && d.max === 1 && !isPosition(d) && (
        <div className="row" role="group" aria-label="Options">
          {d.options.map((o, k) => (
            <button type="button" key={k} className={k === 0 ? 'primary' : undefined} onClick={() => send({ type: 'decide', answer: [k] })}>
              {o}
            </button>
          ))}
        </div>
      )}
      {d.kind === 'option' && d.max > 1 && (
        <fieldset>
          <legend>Choose {pickRange(d)}</legend>
          <ul className="dom-items">
            {d.options.map((o, k) => (
              <li key={k}>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.picked.includes(k)}
                    disabled={!draft.picked.includes(k) && draft.picked.length >= d.max}
                    onChange={() => setPicked(toggleOption(d, draft.picked, k))}
                  />{' '}
                  {o}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {d.kind === 'yesno' && (
        <div className="row" role="group" aria-label="Yes or no">
          <button type="button" className="primary" onClick={() => send({ type: 'decide', answer: true })} aria-keyshortcuts="y">
            Yes (Y)
          </button>
          <button type="button" onClick={() => send({ type: 'decide', answer: false })} aria-keyshortcuts="n">
            No (N)
          </button>
        </div>
      )}

      {d.kind === 'order' && (
        <ol className="dom-order" aria-label="Order, top of the deck first">
          {(draft.order ?? d.items.map((_, i) => i)).map((i, at, all) => {
            const name = CARDS[d.items[i]]?.name ?? 'A card';
            const order = draft.order ?? d.items.map((_, j) => j);
            return (
              <li key={i}>
                <span>
                  {at === 0 ? 'Top: ' : ''}
                  {name}
                </span>
                <button type="button" disabled={at === 0} aria-label={`Move ${name} up`} onClick={() => decisionDraft.set(dkey, { order: raise(order, i) })}>
                  ↑
                </button>
                <button
                  type="button"
                  disabled={at === all.length - 1}
                  aria-label={`Move ${name} down`}
                  onClick={() => decisionDraft.set(dkey, { order: lower(order, i) })}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
      )}

      {buttons.length > 0 && (
        <div className="row">
          {buttons
            .slice()
            .reverse()
            .map((b) => (
              <button key={b.text} type="button" className={b.primary ? 'primary' : undefined} disabled={!b.move} onClick={() => send(b.move)}>
                {b.text}
              </button>
            ))}
        </div>
      )}
    </form>
  );
}
