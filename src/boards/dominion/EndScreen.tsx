/**
 * The end of a Dominion game, over the table: each player's score broken down by card, their whole
 * deck with counts, turns taken, and how the winner was decided. The breakdown is the engine's
 * (`scoreSheets`, `tieRule`): the board only lays it out.
 */
import { useState } from 'react';
import { fillSeats } from '../../engines/core';
import { NAME } from '../../engines/dominion/cards';
import { scoreSheets, tieRule } from '../../engines/dominion/scoring';
import type { DominionState } from '../../engines/dominion/types';
import type { SeatColor } from '../common/palette';
import { INK, swatch } from './cardStyle';
import { lineText } from './logic';
import { endReason } from '../../engines/dominion/ending';
import './info.css';

export function EndScreen({ view, names, colors }: { view: DominionState; names: readonly string[]; colors: readonly SeatColor[] }) {
  const [open, setOpen] = useState(true);
  if (!open)
    return (
      <button className="dom-end-reopen" onClick={() => setOpen(true)} data-testid="dominion-end-reopen">
        Scores
      </button>
    );
  const sheets = scoreSheets(view).sort(
    (a, b) => Number(view.winners.includes(b.seat)) - Number(view.winners.includes(a.seat)) || b.total - a.total || a.seat - b.seat,
  );
  const won = view.winners.map((i) => names[i] ?? `Seat ${i + 1}`);
  // Why the game ended (the Supply says it: Provinces or Colonies gone, or which piles are empty).
  const why = endReason(view);
  return (
    <section className="dom-end" aria-label="Final scores" data-testid="dominion-end">
      <header>
        <h2>{won.length === 1 ? `${won[0]} wins` : `${won.join(' and ')} share the victory`}</h2>
        {why && (
          <p className="dom-end-why" data-testid="dominion-end-why">
            The game ended: {why.charAt(0).toLowerCase() + why.slice(1)}
          </p>
        )}
        <p className="dom-end-rule">{fillSeats(tieRule(view), names)}</p>
        <button onClick={() => setOpen(false)}>Show the table</button>
      </header>
      <div className="dom-end-players">
        {sheets.map((s) => (
          <article
            key={s.seat}
            className={view.winners.includes(s.seat) ? 'winner' : undefined}
            style={{ borderColor: colors[s.seat]?.hex }}
            data-testid="dominion-end-player"
          >
            <h3>
              <span>{names[s.seat] ?? `Seat ${s.seat + 1}`}</span>
              <span className="dom-end-total">{s.total} VP</span>
            </h3>
            <p className="dom-end-meta">
              {s.turns} turn{s.turns === 1 ? '' : 's'} · {s.cards} cards
            </p>
            <table className="dom-end-score">
              <tbody>
                {s.lines.map((l) => (
                  <tr key={l.card}>
                    <td>{lineText(l)}</td>
                    <td className={l.vp < 0 ? 'neg' : undefined}>{l.vp}</td>
                  </tr>
                ))}
                {s.tokens !== 0 && (
                  <tr>
                    <td>VP tokens</td>
                    <td>{s.tokens}</td>
                  </tr>
                )}
                {s.lines.length === 0 && s.tokens === 0 && (
                  <tr>
                    <td>No VP</td>
                    <td>0</td>
                  </tr>
                )}
              </tbody>
              <tfoot>
                <tr>
                  <td>Total</td>
                  <td>{s.total}</td>
                </tr>
              </tfoot>
            </table>
            <details open={sheets.length <= 2}>
              <summary>Deck ({s.cards} cards)</summary>
              <ul className="dom-end-deck">
                {s.deck.map((d) => (
                  <li key={d.card} style={{ background: swatch(d.card), color: INK }}>
                    {d.count} {NAME[d.card]}
                  </li>
                ))}
              </ul>
            </details>
          </article>
        ))}
      </div>
    </section>
  );
}
