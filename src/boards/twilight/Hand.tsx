import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { SHAPE_GLYPH, type SeatColor } from '../common/palette';
import { CHINA, card, isOpponents } from '../../engines/twilight/cardinfo';
import { opsValue } from '../../engines/twilight/modifiers';
import type { Side, TwilightMove, TwilightState } from '../../engines/twilight/types';
import { eventText } from './cardText';
import { attempt, count, playableCards, playsOf, type PlayMove } from './moves';
import { setSelection, useSelection } from './selection';
import { useLongPress } from '../common/Peek';
import { SIDE_NAME } from './Tracks';
import { hoverSpot, type Rect } from './hover';
import { ChinaNote, RegionPanel, ScoringPreview, SpaceNote } from './Glance';

const SCORING_REGION: Readonly<Record<string, string>> = {
  Europe: 'Europe',
  Asia: 'Asia',
  MiddleEast: 'Middle East',
  SoutheastAsia: 'Southeast Asia',
  CentralAmerica: 'Central America',
  SouthAmerica: 'South America',
  Africa: 'Africa',
};

/** The ops badge: the card's event side in its colour and shape (grey for neutral), or S for scoring. */
function OpsBadge({ id, ops, colors }: { id: number; ops: number; colors: readonly SeatColor[] }) {
  const c = card(id);
  const color = c.side === -1 ? undefined : colors[c.side];
  return (
    <span
      className="ts-ops"
      style={{ background: color?.hex ?? '#c3cad8', color: color?.ink ?? '#111722' }}
      title={c.scoring ? 'Scoring card' : count(ops, 'op')}
    >
      {c.scoring ? 'S' : ops}
      {color && (
        <span className="ts-ops-shape" aria-hidden>
          {SHAPE_GLYPH[color.shape]}
        </span>
      )}
    </span>
  );
}

function sideWords(id: number): string {
  const c = card(id);
  if (id === CHINA) return 'no event';
  if (c.scoring) return `scores ${SCORING_REGION[c.scoring] ?? c.scoring}`;
  return c.side === -1 ? 'neutral event' : `${SIDE_NAME[c.side]} event`;
}

function shortSide(id: number): string {
  const c = card(id);
  if (id === CHINA) return 'no event';
  if (c.scoring) return 'scoring';
  return c.side === -1 ? 'neutral' : SIDE_NAME[c.side];
}

/** One card: ops, name, side, marks (✱ removed after its event, underlined: stays in effect). */
function CardRow({
  id,
  s,
  seat,
  colors,
  playable,
  chosen,
  onChoose,
  onHover,
}: {
  id: number;
  s: TwilightState;
  seat: Side;
  colors: readonly SeatColor[];
  playable: boolean;
  chosen: boolean;
  onChoose?: () => void;
  onHover: (h: { id: number; rect: Rect } | null) => void;
}) {
  const c = card(id);
  const ops = id === CHINA ? 4 : opsValue(s, seat, id);
  const label = `${c.name}, ${c.scoring ? 'scoring card' : count(ops, 'op')}, ${sideWords(id)}${c.starred ? ', removed after its event' : ''}${c.underlined ? ', stays in effect' : ''}${id === CHINA && !s.china.faceUp ? ', face down' : ''}`;
  const inner = (
    <>
      <OpsBadge id={id} ops={ops} colors={colors} />
      <span className="ts-card-name">
        <span className={c.underlined ? 'underlined' : ''}>{c.name}</span>
        {c.starred && (
          <span className="ts-star" title="Removed from the game after its event">
            ✱
          </span>
        )}
        <small>
          {shortSide(id)}
          {ops !== c.ops && id !== CHINA && !c.scoring ? ` · was ${c.ops}` : ''}
          {id === CHINA && !s.china.faceUp ? ' · face down' : ''}
        </small>
      </span>
    </>
  );
  const peek = useLongPress(() => <CardPeek id={id} ops={ops} />);
  // A mouse over the card, or the keyboard's focus on it, shows its text beside it (a finger: a long press).
  const show = (e: { currentTarget: Element }) => onHover({ id, rect: e.currentTarget.getBoundingClientRect() });
  const hover = {
    onPointerEnter: (e: ReactPointerEvent) => e.pointerType === 'mouse' && show(e),
    onPointerLeave: () => onHover(null),
    onFocus: (e: FocusEvent) => e.currentTarget.matches(':focus-visible') && show(e),
    onBlur: () => onHover(null),
  };
  if (!onChoose) {
    return (
      <li className="ts-card static" aria-label={label} {...peek} {...hover}>
        {inner}
      </li>
    );
  }
  return (
    <li>
      <button
        className={`ts-card ${playable ? 'playable' : 'unplayable'} ${chosen ? 'chosen' : ''}`}
        aria-pressed={chosen}
        aria-label={label}
        onClick={onChoose}
        data-card={id}
        {...peek}
        {...hover}
      >
        {inner}
      </button>
    </li>
  );
}

/** A card's text beside it while the mouse is over it or the keyboard's focus is on it. */
export function HoverCard({ id, ops, rect }: { id: number; ops: number; rect: Rect }) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setAt(hoverSpot(rect, { width: window.innerWidth, height: window.innerHeight }, { width: el.offsetWidth, height: el.offsetHeight }));
  }, [rect]);
  return (
    <div ref={ref} className="ts-hover-card" role="tooltip" data-testid="card-hover" style={at ?? { visibility: 'hidden', left: 0, top: 0 }}>
      <CardPeek id={id} ops={ops} />
    </div>
  );
}

/** A card in full (a long press in the hand): ops, side, marks and what its event does. */
export function CardPeek({ id, ops }: { id: number; ops: number }) {
  const c = card(id);
  return (
    <div data-testid="card-peek">
      <h3>{c.name}</h3>
      <p className="meta">
        {c.scoring ? 'Scoring card' : count(ops, 'op')} · {sideWords(id)} · {c.period} War
        {c.starred ? ' · removed after its event' : ''}
        {c.underlined ? ' · stays in effect' : ''}
      </p>
      <p className="peek-text">{eventText(id)}</p>
    </div>
  );
}

const USE_LABEL: Readonly<Record<PlayMove['use'], string>> = {
  event: 'Event',
  influence: 'Influence',
  realign: 'Realign',
  coup: 'Coup',
  space: 'Space Race',
};

/** How a chosen card may be played now: event, influence, realignment, coup, space (from `legal`). */
function PlayChoices({
  id,
  s,
  seat,
  legal,
  onMove,
}: {
  id: number;
  s: TwilightState;
  seat: Side;
  legal: readonly TwilightMove[];
  onMove: (m: TwilightMove) => void;
}) {
  const plays = playsOf(legal, id);
  const [eventFirst, setEventFirst] = useState(false);
  const setPreview = (p: 'influence' | 'realign' | 'coup' | null) => setSelection(s, seat, { preview: p });
  const headline = legal.find((m) => m.type === 'headline' && m.card === id);
  if (headline) {
    return (
      <button className="primary" onClick={() => attempt(s, seat, headline, onMove)}>
        Headline {card(id).name}
      </button>
    );
  }
  if (plays.length === 0) return <p className="hint">This card cannot be played now.</p>;
  const opp = isOpponents(id, seat);
  const canFirst = plays.some((m) => m.eventFirst);
  const uses = [...new Set(plays.map((m) => m.use))];
  return (
    <div className="ts-plays">
      {!card(id).scoring && <SpaceNote s={s} seat={seat} id={id} offered={uses.includes('space')} />}
      {opp && (
        <p className="hint">
          {canFirst
            ? 'Your opponent’s event occurs when you play this card for operations.'
            : 'Your opponent’s event cannot occur now: only the operations count.'}
        </p>
      )}
      {canFirst && (
        <fieldset className="ts-order">
          <legend>Opponent’s event</legend>
          <label>
            <input type="radio" name="ts-order" checked={!eventFirst} onChange={() => setEventFirst(false)} /> after the operations
          </label>
          <label>
            <input type="radio" name="ts-order" checked={eventFirst} onChange={() => setEventFirst(true)} /> before the operations
          </label>
        </fieldset>
      )}
      <div className="ts-use-buttons" role="group" aria-label="Play for">
        {uses.map((use) => {
          const move =
            plays.find((m) => m.use === use && !!m.eventFirst === (eventFirst && use !== 'space' && use !== 'event')) ?? plays.find((m) => m.use === use)!;
          const ops = use === 'influence' || use === 'realign' || use === 'coup' ? use : null;
          return (
            <button
              key={use}
              className={use === 'event' || use === 'influence' ? 'primary' : ''}
              onClick={() => attempt(s, seat, move, onMove)}
              onMouseEnter={() => setPreview(ops)}
              onFocus={() => setPreview(ops)}
              onMouseLeave={() => setPreview(null)}
              onBlur={() => setPreview(null)}
            >
              {USE_LABEL[use]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** What a player checks on a card before playing it: a scoring card's VP now, The China Card's Asia bonus. */
function CardFacts({ s, seat, id, colors }: { s: TwilightState; seat: Side; id: number; colors: readonly SeatColor[] }) {
  if (id === CHINA) return <ChinaNote s={s} seat={seat} />;
  if (card(id).scoring) return <ScoringPreview s={s} id={id} colors={colors} />;
  return null;
}

type Shelf = 'regions' | 'discard' | 'removed' | null;

/** The discard or removed pile, browsable (card names and summaries, the text on a tap or long press as in the hand). */
function Pile({ s, seat, colors, ids, label }: { s: TwilightState; seat: Side; colors: readonly SeatColor[]; ids: readonly number[]; label: string }) {
  const [hovered, setHovered] = useState<{ id: number; rect: Rect } | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const sorted = [...ids].sort((a, b) => card(a).name.localeCompare(card(b).name));
  return (
    <div className="ts-pile" data-testid={`pile-${label}`}>
      {sorted.length === 0 && <p className="hint">No cards.</p>}
      <ul className="ts-cards">
        {sorted.map((id) => (
          <CardRow
            key={id}
            id={id}
            s={s}
            seat={seat}
            colors={colors}
            playable={false}
            chosen={reading === id}
            onHover={setHovered}
            onChoose={() => setReading(reading === id ? null : id)}
          />
        ))}
      </ul>
      {reading !== null && ids.includes(reading) && (
        <div className="ts-card-detail">
          <strong>{card(reading).name}</strong>
          <p>{eventText(reading)}</p>
        </div>
      )}
      {hovered && ids.includes(hovered.id) && <HoverCard id={hovered.id} ops={opsValue(s, seat, hovered.id)} rect={hovered.rect} />}
    </div>
  );
}

/** The hand of the seat at the device; chosen cards show their event and how they may be played. */
export function Hand({
  s,
  seat,
  colors,
  legal,
  onMove,
  interactive,
}: {
  s: TwilightState;
  seat: Side;
  colors: readonly SeatColor[];
  legal: readonly TwilightMove[];
  onMove: (m: TwilightMove) => void;
  interactive: boolean;
}) {
  const chosen = useSelection(s, seat).card;
  // Out of turn a tap (or click) shows the card's text to read; in turn it chooses the card to play.
  const [reading, setReading] = useState<number | null>(null);
  const [hovered, setHovered] = useState<{ id: number; rect: Rect } | null>(null);
  const [shelf, setShelf] = useState<Shelf>(null);
  const playable = playableCards(legal);
  const cards = [...s.hands[seat]].sort((a, b) => card(b).ops - card(a).ops || a - b);
  if (s.china.holder === seat) cards.push(CHINA);
  const pick = chosen !== null && cards.includes(chosen) ? chosen : null;
  // The chosen card's text and buttons scroll into view (the hand can be longer than the panel).
  const detail = useRef<HTMLDivElement>(null);
  const shown = interactive ? pick : reading;
  useEffect(() => {
    if (shown !== null) detail.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <section className="ts-hand" aria-label="Your hand">
      <h3>
        Your hand{' '}
        <span className="hint">
          ({count(s.hands[seat].length, 'card')}
          {s.china.holder === seat ? ' + The China Card' : ''})
        </span>
      </h3>
      <p className="ts-cardcount" title="Cards in the draw pile, the discard pile, removed from the game, and in your opponent’s hand.">
        Deck {s.deck.length} · opponent holds {s.hands[1 - seat].length}
      </p>
      <div className="ts-shelf" role="group" aria-label="At a glance">
        <button aria-expanded={shelf === 'regions'} onClick={() => setShelf(shelf === 'regions' ? null : 'regions')}>
          Regions
        </button>
        <button aria-expanded={shelf === 'discard'} onClick={() => setShelf(shelf === 'discard' ? null : 'discard')}>
          Discard {s.discard.length}
        </button>
        <button aria-expanded={shelf === 'removed'} onClick={() => setShelf(shelf === 'removed' ? null : 'removed')}>
          Removed {s.removed.length}
        </button>
      </div>
      {shelf === 'regions' && <RegionPanel s={s} colors={colors} />}
      {shelf === 'discard' && <Pile s={s} seat={seat} colors={colors} ids={s.discard} label="discard" />}
      {shelf === 'removed' && <Pile s={s} seat={seat} colors={colors} ids={s.removed} label="removed" />}
      {cards.length === 0 && <p className="hint">No cards in hand.</p>}
      <ul className="ts-cards" data-testid="hand">
        {cards.map((id) => (
          <CardRow
            key={id}
            id={id}
            s={s}
            seat={seat}
            colors={colors}
            playable={playable.has(id)}
            chosen={interactive ? pick === id : reading === id}
            onHover={setHovered}
            onChoose={
              interactive
                ? () => setSelection(s, seat, { card: pick === id ? null : id, preview: null, target: null })
                : () => setReading(reading === id ? null : id)
            }
          />
        ))}
      </ul>
      {interactive && pick !== null && (
        <div className="ts-card-detail" data-testid="card-detail" ref={detail}>
          <strong>{card(pick).name}</strong>
          <p>{eventText(pick)}</p>
          <CardFacts s={s} seat={seat} id={pick} colors={colors} />
          <PlayChoices key={pick} id={pick} s={s} seat={seat} legal={legal} onMove={onMove} />
        </div>
      )}
      {!interactive && reading !== null && cards.includes(reading) && (
        <div className="ts-card-detail" data-testid="card-detail" ref={detail}>
          <strong>{card(reading).name}</strong>
          <p>{eventText(reading)}</p>
          <CardFacts s={s} seat={seat} id={reading} colors={colors} />
        </div>
      )}
      {interactive && pick === null && playable.size > 0 && <p className="hint">Choose a highlighted card to read it and play it.</p>}
      {hovered && cards.includes(hovered.id) && (
        <HoverCard id={hovered.id} ops={hovered.id === CHINA ? 4 : opsValue(s, seat, hovered.id)} rect={hovered.rect} />
      )}
    </section>
  );
}
