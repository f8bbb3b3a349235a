import { useEffect, useRef, useState } from 'react';
import { DECKS_KEY, deckShown } from './deckShown';
import type { TableProps } from '../types';
import { fillSeats } from '../../engines/core';
import { CARDS, cardText } from '../../engines/dominion/cards';
import { costOf } from '../../engines/dominion/cost';
import type { DominionMove, DominionState } from '../../engines/dominion/types';
import { costText, typeLine } from './cardStyle';
import { decisionKey, deckLines, find, groupNames, myDecision, sortHand } from './logic';
import { NAME } from '../../engines/dominion/cards';
import type { Seat } from '../../engines/core/types';
import { INK, swatch } from './cardStyle';
import './info.css';
import { handOwner } from '../../engines/dominion/ui';
import { decisionDraft } from './selection';
import { useKeys } from '../common/useKeys';
import { sendUnlessEndingBuyRefused } from './askEndingBuy';
import { DecisionForm } from './DecisionForm';

/** Every action of the table as plain controls: keyboard, screen readers and tests need no canvas. */
export function DominionControls(props: TableProps) {
  const view = props.view as DominionState;
  const legal = props.legal as readonly DominionMove[];
  const { seat, names, onMove } = props;
  const d = myDecision(view, seat, legal);
  const key = decisionKey(d);
  const draft = decisionDraft.use(key);
  const send = (m: DominionMove | null | undefined) => {
    sendUnlessEndingBuyRefused(view, m, (move) => {
      decisionDraft.clear();
      onMove(move);
    });
  };

  // Keys: T plays all Treasures, B goes to the Buy phase, E ends the turn, Y/N answer a yes/no, Escape clears a choice.
  useKeys((e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    const pending = view.pending;
    let m: DominionMove | undefined;
    if (k === 'escape') decisionDraft.clear();
    else if (k === 't') m = find(legal, 'treasures');
    else if (k === 'b') m = find(legal, 'buyPhase');
    else if (k === 'e') m = find(legal, 'endTurn');
    else if ((k === 'y' || k === 'n') && pending?.kind === 'yesno') m = legal.find((x) => x.type === 'decide' && x.answer === (k === 'y'));
    if (m) {
      e.preventDefault();
      decisionDraft.clear();
      onMove(m);
    }
  });

  const mine = seat !== null && props.prompt.seats.includes(seat) && legal.length > 0;
  const owner = seat !== null ? handOwner(view, seat) : null;
  const hand = owner !== null ? (view.players[owner]?.hand ?? []) : [];

  return (
    <div className="controls dom-controls" aria-label="Your move">
      {props.botTurn ? (
        <p className="hint">The computer is thinking…</p>
      ) : !mine ? (
        <p className="hint">{fillSeats(`Waiting for {${props.prompt.seats[0] ?? view.current}}…`, names)}</p>
      ) : d ? (
        <DecisionForm d={d} dkey={key} draft={draft} legal={legal} view={view} send={send} />
      ) : (
        <TurnForm key={`${view.current}:${view.players[view.current]?.turns ?? 0}`} view={view} legal={legal} send={send} />
      )}
      {props.scores && (
        <p className="dom-vp" data-testid="dominion-vp">
          <strong>VP:</strong> {props.scores.map((v, i) => `${names[i] ?? `Seat ${i + 1}`} ${v}`).join(' · ')}
        </p>
      )}
      <p className="dom-hand" data-testid="dominion-hand">
        <strong>
          {owner !== seat && owner !== null ? fillSeats(`{${owner}}'s hand (you play it: Possession)`, names) : 'Your hand'}
          {hand.length ? ` (${hand.length})` : ''}:
        </strong>{' '}
        {hand.length ? groupNames(sortHand(hand.filter((c) => c >= 0))) : 'empty'}
      </p>
      <DeckPanel view={view} names={names} seat={seat} />
      <SupplyList view={view} />
    </div>
  );
}

function TurnForm({ view, legal, send }: { view: DominionState; legal: readonly DominionMove[]; send: (m: DominionMove | undefined) => void }) {
  const [toBuy, setToBuy] = useState('');
  const t = view.turn;
  const plays = legal.filter((m): m is Extract<DominionMove, { type: 'play' }> => m.type === 'play');
  const singles = legal.filter((m): m is Extract<DominionMove, { type: 'treasure' }> => m.type === 'treasure');
  const buys = legal.filter((m): m is Extract<DominionMove, { type: 'buy' }> => m.type === 'buy');
  const treasures = find(legal, 'treasures');
  const buyPhase = find(legal, 'buyPhase');
  const end = find(legal, 'endTurn');
  const chosen = buys.find((m) => String(m.card) === toBuy);
  return (
    <>
      {t.buys <= 0 && end && view.phase === 'buy' && (
        <p className="hint" data-testid="dominion-turn-open">
          No Buy left. Your turn stays open until you end it: Undo can still take back the last buy.
        </p>
      )}
      <p className="dom-turn" data-testid="dominion-turn">
        {view.phase === 'action' ? 'Action phase' : 'Buy phase'}: {t.actions} Action{t.actions === 1 ? '' : 's'}, {t.buys} Buy{t.buys === 1 ? '' : 's'}, $
        {t.coins}
        {t.potions ? `, ${t.potions} Potion${t.potions === 1 ? '' : 's'}` : ''}
      </p>
      {plays.length > 0 && (
        <div className="row" role="group" aria-label="Play an Action card">
          {plays.map((m) => (
            <button key={m.card} onClick={() => send(m)} title={cardText(m.card, view.options.edition)}>
              Play {CARDS[m.card].name}
            </button>
          ))}
        </div>
      )}
      {(treasures || singles.length > 0) && (
        <div className="row" role="group" aria-label="Play Treasures">
          {treasures && (
            <button className="primary" onClick={() => send(treasures)} aria-keyshortcuts="t">
              Play all Treasures (T)
            </button>
          )}
          {singles.map((m) => (
            <button key={m.card} onClick={() => send(m)}>
              Play {CARDS[m.card].name}
            </button>
          ))}
        </div>
      )}
      {buys.length > 0 && (
        <div className="row dom-buy">
          <select aria-label="Card to buy" value={chosen ? toBuy : ''} onChange={(e) => setToBuy(e.target.value)}>
            <option value="">— choose a card to buy —</option>
            {buys.map((m) => (
              <option key={m.card} value={String(m.card)}>
                {CARDS[m.card].name} ({costText(costOf(view, m.card))}, {view.supply[view.piles.indexOf(m.card)]} left)
              </option>
            ))}
          </select>
          <button className="primary" disabled={!chosen} onClick={() => send(chosen)}>
            Buy
          </button>
        </div>
      )}
      <div className="row">
        {buyPhase && (
          <button onClick={() => send(buyPhase)} aria-keyshortcuts="b">
            Go to the Buy phase (B)
          </button>
        )}
        {end && (
          <button onClick={() => send(end)} aria-keyshortcuts="e">
            End the turn (E)
          </button>
        )}
      </div>
    </>
  );
}

/** Every pile with its cost now, count and text: the Supply for those not reading the canvas. */
function SupplyList({ view }: { view: DominionState }) {
  return (
    <details className="dom-supply">
      <summary>Supply and card texts</summary>
      <ul>
        {view.piles.map((c, k) => (
          <li key={c} className={view.supply[k] === 0 ? 'empty' : undefined}>
            <strong>{CARDS[c].name}</strong> — {costText(costOf(view, c))}, {view.supply[k] === 0 ? 'empty pile' : `${view.supply[k]} left`}
            {view.pileTokens.embargo?.[k] ? `, ${view.pileTokens.embargo[k]} Embargo token${view.pileTokens.embargo[k] === 1 ? '' : 's'}` : ''}{' '}
            <small>({typeLine(c)})</small>
            <br />
            <span>{cardText(c, view.options.edition)}</span>
          </li>
        ))}
        <li>
          <strong>Trash</strong> — {view.trash.length ? groupNames(view.trash) : 'empty'}
        </li>
      </ul>
    </details>
  );
}

/**
 * Each player's cards on demand (the view's `known`: every gain is public), one player at a time: the
 * count of each card, and where the viewer may not know them (Masquerade with 3+ players), why not.
 */
function DeckPanel({ view, names, seat }: { view: DominionState; names: readonly string[]; seat: Seat | null }) {
  const shown = deckShown.use(DECKS_KEY).seat;
  const setShown = (p: number | null) => deckShown.set(DECKS_KEY, { seat: p });
  const ref = useRef<HTMLElement>(null);
  // Opened from the board's player row, the list comes into sight.
  useEffect(() => {
    if (shown !== null) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (!view.known) return null;
  const lines = shown === null ? null : deckLines(view, shown);
  const total = lines?.reduce((n, l) => n + l.count, 0) ?? 0;
  return (
    <section ref={ref} className="dom-decks" aria-label="Each player's cards" data-testid="dominion-decks">
      <div className="row" role="group" aria-label="Show a player's cards">
        <strong>Players’ cards:</strong>
        {view.players.map((_, i) => (
          <button key={i} type="button" aria-pressed={shown === i} onClick={() => setShown(shown === i ? null : i)}>
            {i === seat ? 'Yours' : (names[i] ?? `Seat ${i + 1}`)}
          </button>
        ))}
      </div>
      {shown !== null && (
        <div className="dom-deck-list" role="region" aria-label={`${names[shown] ?? `Seat ${shown + 1}`}'s cards`} data-testid="dominion-deck-list">
          {lines ? (
            <>
              <p>
                <strong>{shown === seat ? 'Your cards' : `${names[shown] ?? `Seat ${shown + 1}`}'s cards`}</strong> ({total}) — every card gained, in hand,
                deck, discard pile, play or on mats; not where each one is.
              </p>
              <ul>
                {lines.map((l) => (
                  <li key={l.card} style={{ background: swatch(l.card), color: INK }}>
                    {l.count} {NAME[l.card]}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Not known: Masquerade passes cards face down, so with three or more players only a card’s giver and receiver know it.</p>
          )}
          <button type="button" onClick={() => setShown(null)}>
            Close
          </button>
        </div>
      )}
    </section>
  );
}
