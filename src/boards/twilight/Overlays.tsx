import { useEffect, useRef, useState } from 'react';
import type { SeatColor } from '../common/palette';
import { card, cardName } from '../../engines/twilight/cardinfo';
import type { LastRoll, TwilightState } from '../../engines/twilight/types';
import { COUNTRIES } from '../../engines/twilight/data/countries';
import { controller } from '../../engines/twilight/map';
import { Die } from '../common/Die';
import { eventText } from './cardText';
import { COUNTRY_BY_ID, GROUP_COLOR, GROUP_NAME, groupsOf, type Group } from './layout';
import { SIDE_NAME, SideTag } from './Tracks';
import { effectPlace, effectTitle } from './effects';
import { count } from './moves';
import { fillSeats } from '../../engines/core';
import type { PassNoteProps } from '../types';
import { passNews } from './news';

const ROLL_TITLE: Readonly<Record<LastRoll['kind'], string>> = {
  coup: 'Coup',
  realign: 'Realignment',
  space: 'Space Race',
  war: 'War',
  olympics: 'Olympic Games',
  summit: 'Summit',
  trap: 'Quagmire / Bear Trap',
};

/** How long the last roll stays over the map (its sentence stays in the log). */
export const ROLL_SHOWN_MS = 6000;

/**
 * The last roll of the game (kept by the engine) as dice in each side's colour, with its sentence.
 * It fades by itself after a few seconds or when closed; clicks go through it to the map (only its
 * close button takes them), so it never stands between the player and a country.
 */
export function RollTray({ roll, colors, text, onClose }: { roll: LastRoll; colors: readonly SeatColor[]; text: string; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const t = window.setTimeout(onClose, ROLL_SHOWN_MS);
    // A mouse coming over the box (to reach a country under it) sends it away at once.
    const near = (e: PointerEvent) => {
      const r = box.current?.getBoundingClientRect();
      if (e.pointerType === 'mouse' && r && e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom) onClose();
    };
    window.addEventListener('pointermove', near);
    return () => {
      window.clearTimeout(t);
      window.removeEventListener('pointermove', near);
    };
  }, [roll.seq, onClose]);
  return (
    <div
      ref={box}
      className="dice-tray ts-roll"
      style={{ animationDuration: `${ROLL_SHOWN_MS}ms` }}
      aria-label={`Last roll: ${ROLL_TITLE[roll.kind]}`}
      data-testid="roll-tray"
    >
      <div>
        <small>{ROLL_TITLE[roll.kind]}</small>
        <div className="dice">
          {roll.dice.map((d, i) => (
            <span key={i} className="ts-die" title={`${SIDE_NAME[d.side]} rolled ${d.value}`}>
              <Die value={d.value} color={colors[d.side]} />
              <span className="ts-mini">{SIDE_NAME[d.side]}</span>
            </span>
          ))}
        </div>
      </div>
      <p className="ts-roll-text">{text}</p>
      <button className="ts-close" onClick={onClose} aria-label="Hide the last roll">
        ×
      </button>
    </div>
  );
}

/**
 * The headlines closed on this device, by turn and cards: once closed, a reveal stays closed when the
 * board is drawn again (after the pass screen, the next decision, a reload of the page).
 */
const CLOSED_KEY = 'hotseat.twilight.closedHeadlines';
const closedHeadlines = {
  has(key: string): boolean {
    try {
      return (sessionStorage.getItem(CLOSED_KEY) ?? '').split(';').includes(key);
    } catch {
      return false;
    }
  },
  add(key: string): void {
    try {
      const kept = (sessionStorage.getItem(CLOSED_KEY) ?? '').split(';').filter(Boolean).slice(-20);
      sessionStorage.setItem(CLOSED_KEY, [...kept, key].join(';'));
    } catch {
      // No storage: the reveal is closed for this drawing only.
    }
  },
};

/** How long the headlines stay over the map once resolved (they stay on the Headlines track and in the log). */
export const HEADLINE_SHOWN_MS = 8000;

/**
 * Both headline cards, face up, once they are revealed (until closed, or a few seconds after the
 * headlines are resolved). It steps aside (`away`) while countries on the map can be clicked; the Headlines track
 * still names both cards.
 */
export function HeadlineReveal({ s, colors, away }: { s: TwilightState; colors: readonly SeatColor[]; away: boolean }) {
  const key = `${s.turn}|${s.headline[0]}|${s.headline[1]}`;
  const [closedHere, setClosedHere] = useState('');
  const picks = [0, 1].filter((side) => s.headline[side] > 0);
  // Once both headlines are resolved (the first action round has begun) the reveal closes itself:
  // it fades in a few seconds, letting taps through to the map meanwhile (issue 20).
  const resolved = s.round >= 1;
  const shown = !(away || s.outcome || !s.headlineRevealed || picks.length === 0 || closedHere === key || closedHeadlines.has(key) || s.round > 1);
  useEffect(() => {
    if (!shown || !resolved) return;
    const t = window.setTimeout(() => {
      closedHeadlines.add(key);
      setClosedHere(key);
    }, HEADLINE_SHOWN_MS);
    return () => window.clearTimeout(t);
  }, [shown, resolved, key]);
  if (!shown) return null;
  const close = () => {
    closedHeadlines.add(key);
    setClosedHere(key);
  };
  return (
    <div
      className={`ts-reveal ${resolved ? 'resolved' : ''}`}
      style={resolved ? { animationDuration: `${HEADLINE_SHOWN_MS}ms` } : undefined}
      role="region"
      aria-label="Headlines revealed"
      data-testid="headline-reveal"
    >
      <h3>Headlines, turn {s.turn}</h3>
      <div className="ts-reveal-cards">
        {picks.map((side) => {
          const id = s.headline[side];
          const c = card(id);
          return (
            <div key={side} className="ts-card-face" style={{ borderColor: colors[side]?.hex }}>
              <SideTag side={side} colors={colors} short />
              <strong>{cardName(id)}</strong>
              <span className="ts-mini">
                {c.scoring ? 'Scoring card' : `${count(c.ops, 'op')} · ${c.side === -1 ? 'neutral' : `${SIDE_NAME[c.side]} event`}`}
              </span>
              <p>{eventText(id)}</p>
            </div>
          );
        })}
      </div>
      <button onClick={close}>Close</button>
    </div>
  );
}

/** What the marks on the map mean, folded away until asked for. */
export function Legend({ colors }: { colors: readonly SeatColor[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`ts-legend ${open ? 'open' : ''}`}>
      <button onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide key' : 'Key'}
      </button>
      {open && (
        <div className="ts-legend-body">
          <p>
            <span className="ts-key-box">
              <span className="cell" style={{ borderColor: colors[1]?.hex }}>
                2
              </span>
              <span className="stab">3</span>
              <span className="cell filled" style={{ background: colors[0]?.hex, color: colors[0]?.ink, borderColor: colors[0]?.hex }}>
                4
              </span>
            </span>
            US influence left, USSR right, stability in the middle. A filled cell: that side controls the country.
          </p>
          <p>
            <strong>◆</strong> and a dark name band: a battleground. Dashed lines: next to a superpower.
          </p>
          <ul className="ts-regions">
            {(Object.keys(GROUP_NAME) as Group[]).map((g) => (
              <li key={g}>
                <span style={{ background: GROUP_COLOR[g] }} aria-hidden />
                {GROUP_NAME[g]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A country's facts: region, stability, influence, control, neighbours. */
function CountryFacts({ s, id, badge }: { s: TwilightState; id: string; badge: string | null }) {
  const c = COUNTRY_BY_ID.get(id);
  if (!c) return null;
  const i = COUNTRIES.indexOf(c);
  const who = controller(s, i);
  const neighbours = c.adj.map((j) => COUNTRIES[j].name);
  const groups = groupsOf(c);
  const here = s.effects.filter((e, k) => {
    const p = effectPlace(e);
    const first = s.effects.findIndex((x) => x.card === e.card) === k;
    return first && (p.countries?.includes(id) || p.labels?.some((g) => groups.includes(g)));
  });
  if (c.superpower >= 0) neighbours.push(c.superpower === 0 ? 'USSR' : 'USA');
  return (
    <>
      <strong>{c.name}</strong>
      <span>
        {groupsOf(c)
          .map((g) => GROUP_NAME[g])
          .join(' and ')}{' '}
        · stability {c.stability}
        {c.bg ? ' · battleground' : ''}
      </span>
      <span>
        US {s.inf[1][i]} · USSR {s.inf[0][i]} · {who === -1 ? 'uncontrolled' : `${SIDE_NAME[who]} control`}
      </span>
      {badge && <span className="ts-tip-badge">{badge}</span>}
      {here.map((e) => (
        <span key={e.card} className="ts-tip-effect">
          ★ {effectTitle(e)}
        </span>
      ))}
      <small>Next to: {neighbours.join(', ')}</small>
    </>
  );
}

/** Details of the country under the pointer: readable at any zoom. */
export function CountryTip({ s, id, x, y, badge }: { s: TwilightState; id: string; x: number; y: number; badge: string | null }) {
  if (!COUNTRY_BY_ID.has(id)) return null;
  return (
    <div className="ts-tip" style={{ ...(x >= 0 ? { left: x + 16 } : { right: -x + 16 }), ...(y >= 0 ? { top: y + 16 } : { bottom: -y + 16 }) }} role="tooltip">
      <CountryFacts s={s} id={id} badge={badge} />
    </div>
  );
}

/** A country in full (a long press on the map). */
export function CountryPeek({ s, id, badge }: { s: TwilightState; id: string; badge: string | null }) {
  if (!COUNTRY_BY_ID.has(id)) return null;
  return (
    <div className="ts-peek-country" data-testid="country-peek">
      <CountryFacts s={s} id={id} badge={badge} />
    </div>
  );
}

/**
 * On the pass screen, what the last move showed everyone (issue 20): the roll just made — a coup, a
 * realignment, a space attempt… — so the mover sees their own roll before the device goes on, and the
 * headlines when they were revealed by it. Public facts only: dice and headlines are seen by both.
 */
export function TwilightPassNote({ view, before, names, colors }: PassNoteProps) {
  const s = view as TwilightState;
  const b = before as TwilightState | null;
  const { roll, headlines } = passNews(s, b);
  if (!roll && headlines.length === 0) return null;
  return (
    <div className="ts-pass-note" data-testid="pass-note">
      {headlines.length > 0 && (
        <p>
          <small>Headlines</small>{' '}
          {headlines.map((side) => (
            <span key={side}>
              <SideTag side={side} colors={colors} short /> {cardName(s.headline[side])}{' '}
            </span>
          ))}
        </p>
      )}
      {roll && (
        <div className="ts-pass-roll" aria-label={`Last roll: ${ROLL_TITLE[roll.kind]}`}>
          <div className="dice">
            {roll.dice.map((d, i) => (
              <span key={i} className="ts-die" title={`${SIDE_NAME[d.side]} rolled ${d.value}`}>
                <Die value={d.value} color={colors[d.side]} />
              </span>
            ))}
          </div>
          <p>
            <small>{ROLL_TITLE[roll.kind]}</small> {fillSeats(roll.text, names)}
          </p>
        </div>
      )}
    </div>
  );
}
