import { useState, type ReactNode } from 'react';
import { SHAPE_GLYPH, type SeatColor } from '../common/palette';
import { cardName } from '../../engines/twilight/cardinfo';
import { fillSeats } from '../../engines/core';
import { REGION_NAMES } from '../../engines/twilight/map';
import { SPACE_TRACK } from '../../engines/twilight/data/tables';
import type { Effect, TwilightState } from '../../engines/twilight/types';
import { eventText } from './cardText';
import { showPeek } from '../common/Peek';
import { effectLabel, effectTitle, trackEffects, type TrackId } from './effects';

export const SIDE_NAME = ['USSR', 'US'] as const;

/** A side's chip: its colour, its shape (the second cue) and its name. */
export function SideTag({ side, colors, names, short }: { side: number; colors: readonly SeatColor[]; names?: readonly string[]; short?: boolean }) {
  const c = colors[side];
  return (
    <span className="ts-side" style={{ background: c?.hex, color: c?.ink }}>
      <span aria-hidden>{c ? SHAPE_GLYPH[c.shape] : ''}</span> {SIDE_NAME[side]}
      {!short && names?.[side] ? <span className="ts-side-name"> ({names[side]})</span> : null}
    </span>
  );
}

function Track({
  label,
  children,
  title,
  className,
  effects,
}: {
  label: string;
  children: ReactNode;
  title?: string;
  className?: string;
  effects?: readonly Effect[];
}) {
  return (
    <div className={`ts-track ${className ?? ''}`} title={title} role="group" aria-label={label}>
      <span className="ts-track-label">{label}</span>
      {children}
      {effects?.map((e) => (
        <button
          key={e.card}
          type="button"
          className="ts-track-effect"
          title={`${effectTitle(e)}: ${eventText(e.card)}`}
          aria-label={`${effectTitle(e)}, in effect on this track`}
          data-testid={`track-effect-${e.card}`}
          onClick={() =>
            showPeek(
              <div>
                <h3>{effectTitle(e)}</h3>
                <p className="peek-text">{eventText(e.card)}</p>
              </div>,
            )
          }
        >
          ★ {effectLabel(e.card)}
        </button>
      ))}
    </div>
  );
}

/** The tray of every event in effect; a chip shows its text on hover, or below the tray when tapped. */
function EffectsTray({ s, colors }: { s: TwilightState; colors: readonly SeatColor[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : s.effects[open];
  return (
    <span className="ts-effects" data-testid="effects">
      {s.effects.length === 0 && <span className="hint">none</span>}
      {s.effects.map((e, i) => (
        <button
          key={i}
          className="ts-effect"
          aria-expanded={open === i}
          title={`${effectTitle(e)}: ${eventText(e.card)}`}
          style={{ borderColor: colors[e.side]?.hex }}
          onClick={() => setOpen(open === i ? null : i)}
          aria-label={`${cardName(e.card)}${e.region ? `: ${REGION_NAMES[e.region]}` : ''}${e.until === 'turn' ? ' (turn)' : ''}`}
        >
          {/* A narrow board shows the short name (more chips in its one scrolling row); the name read out is the full one. */}
          <span className="ts-effect-full">{cardName(e.card)}</span>
          <span className="ts-effect-short">{effectLabel(e.card)}</span>
          {e.region ? `: ${REGION_NAMES[e.region]}` : ''}
          {e.until === 'turn' ? ' (turn)' : ''}
        </button>
      ))}
      {shown && (
        <span className="ts-effect-text" data-testid="effect-text">
          <strong>{effectTitle(shown)}</strong> {eventText(shown.card)}
        </span>
      )}
    </span>
  );
}

const DEFCON_HELP: Readonly<Record<number, string>> = {
  5: 'DEFCON 5: coups anywhere.',
  4: 'DEFCON 4: no coups or realignments in Europe.',
  3: 'DEFCON 3: none in Europe or Asia.',
  2: 'DEFCON 2: none in Europe, Asia or the Middle East. A battleground coup now is nuclear war.',
  1: 'DEFCON 1: nuclear war.',
};

function Defcon({ level }: { level: number }) {
  return (
    <ol className="ts-defcon" aria-label={`DEFCON ${level}`}>
      {[5, 4, 3, 2, 1].map((d) => (
        <li key={d} className={`d${d} ${d === level ? 'now' : ''}`} aria-current={d === level ? 'step' : undefined}>
          {d}
        </li>
      ))}
    </ol>
  );
}

export const vpLabel = (vp: number): string => (vp === 0 ? 'Even' : vp > 0 ? `US +${vp}` : `USSR +${-vp}`);

function VpBar({ vp, colors }: { vp: number; colors: readonly SeatColor[] }) {
  const at = Math.max(-20, Math.min(20, vp));
  const leader = vp > 0 ? colors[1] : vp < 0 ? colors[0] : undefined;
  return (
    <span className="ts-vp">
      <span className="ts-vp-bar" aria-hidden style={{ ['--ussr' as string]: colors[0]?.hex, ['--us' as string]: colors[1]?.hex }}>
        <span className="ts-vp-mark" style={{ left: `${((at + 20) / 40) * 100}%`, background: leader?.hex ?? '#e8ecf4' }} />
      </span>
      <strong data-testid="vp">{vpLabel(vp)}</strong>
    </span>
  );
}

function MilOps({ s, colors }: { s: TwilightState; colors: readonly SeatColor[] }) {
  return (
    <span className="ts-milops">
      {[0, 1].map((side) => (
        <span key={side} className="ts-pips" title={`${SIDE_NAME[side]}: ${s.milOps[side]} military ops of the ${s.defcon} needed at DEFCON ${s.defcon}`}>
          <span className="ts-mini" style={{ color: colors[side]?.hex }}>
            {SIDE_NAME[side]}
          </span>
          {Array.from({ length: 5 }, (_, i) => (
            <span
              key={i}
              className={`pip ${i < s.milOps[side] ? 'on' : ''} ${i < s.defcon ? 'need' : ''}`}
              style={i < s.milOps[side] ? { background: colors[side]?.hex } : undefined}
            />
          ))}
          <span className="ts-num">
            {s.milOps[side]}/{s.defcon}
          </span>
        </span>
      ))}
    </span>
  );
}

function Space({ s, colors }: { s: TwilightState; colors: readonly SeatColor[] }) {
  const boxName = (n: number) => (n === 0 ? 'not started' : SPACE_TRACK[n - 1].name);
  return (
    <span className="ts-space">
      {[0, 1].map((side) => (
        <span key={side} className="ts-space-row" title={`${SIDE_NAME[side]}: ${boxName(s.space[side])}`}>
          <span className="ts-mini" style={{ color: colors[side]?.hex }}>
            {SIDE_NAME[side]}
          </span>
          {SPACE_TRACK.map((b) => (
            <span
              key={b.box}
              className={`cell ${s.space[side] >= b.box ? 'on' : ''}`}
              style={s.space[side] >= b.box ? { background: colors[side]?.hex } : undefined}
            />
          ))}
          <span className="ts-num">{s.space[side]}</span>
        </span>
      ))}
    </span>
  );
}

function turnText(s: TwilightState, names: readonly string[]): string {
  if (s.outcome) {
    const who = s.outcome.winner === null ? 'a draw' : `${SIDE_NAME[s.outcome.winner]}${names[s.outcome.winner] ? ` (${names[s.outcome.winner]})` : ''} wins`;
    return `Game over, turn ${s.turn}: ${who}. ${fillSeats(s.outcome.reason, names)}`;
  }
  const p = s.pending;
  if (p?.kind === 'pick' && p.then.op === 'setupPlace') return 'Setup';
  const of = `${s.turn} of ${s.options.lastTurn}`;
  if (s.round === 0) return `${of} · headline`;
  return `${of} · round ${s.round}`;
}

function headlineText(s: TwilightState, side: number): string {
  const c = s.headline[side];
  if (c === undefined || c < 0) return s.pending?.kind === 'headline' && s.pending.seats.includes(side as 0 | 1) ? 'choosing…' : '—';
  if (c === 0) return 'chosen (hidden)';
  return cardName(c);
}

/** DEFCON, VP, turn and round, military ops, Space Race, The China Card, headlines, events in effect. */
export function Tracks({ s, colors, names }: { s: TwilightState; colors: readonly SeatColor[]; names: readonly string[] }) {
  const phasing = s.phasing === 0 || s.phasing === 1 ? s.phasing : null;
  const showHeadline = s.round === 0 || s.headline.some((c) => c > 0);
  const on = (track: TrackId) => trackEffects(s.effects, track);
  return (
    <div className="ts-tracks" aria-label="Tracks" data-testid="tracks">
      <Track label="DEFCON" title={DEFCON_HELP[s.defcon]} effects={on('defcon')}>
        <Defcon level={s.defcon} />
      </Track>
      <Track
        label="VP"
        title={`Victory points: 20 wins at once. Left of centre the USSR leads, right the US.${s.options.scenario === 'lateWar' ? ' Late War scenario: the US needs 20 by the end (after final scoring), or the USSR wins.' : ''}`}
        effects={on('vp')}
      >
        <VpBar vp={s.vp} colors={colors} />
      </Track>
      <Track label={s.outcome ? 'Result' : 'Turn'} className={s.outcome ? 'ts-over' : undefined} effects={on('turn')}>
        <span className="ts-turn" data-testid="turn">
          {turnText(s, names)}
          {phasing !== null && s.round > 0 && !s.outcome && <SideTag side={phasing} colors={colors} names={names} />}
        </span>
      </Track>
      <Track label="Mil. ops" effects={on('milops')}>
        <MilOps s={s} colors={colors} />
      </Track>
      <Track label="Space">
        <Space s={s} colors={colors} />
      </Track>
      <Track label="China Card" title="4 ops, +1 if all used in Asia. Passes face down to the opponent when played; face up again at the end of the turn.">
        <span className="ts-china" data-testid="china">
          {s.china.holder === -1 ? (
            <span title="Chinese Civil War: the USSR claims The China Card with 3 influence on the civil war space.">
              nobody yet (civil war {s.civilWar ?? 0}/3)
            </span>
          ) : (
            <>
              <SideTag side={s.china.holder} colors={colors} short />
              <span className={s.china.faceUp ? 'up' : 'down'}>{s.china.faceUp ? 'face up' : 'face down'}</span>
            </>
          )}
        </span>
      </Track>
      {showHeadline && (
        <Track label="Headlines" className="ts-headline-track">
          <span className="ts-headlines" data-testid="headlines">
            {[0, 1].map((side) => (
              <span key={side} title={s.headline[side] > 0 ? eventText(s.headline[side]) : undefined}>
                <span className="ts-mini" style={{ color: colors[side]?.hex }}>
                  {SIDE_NAME[side]}
                </span>{' '}
                {headlineText(s, side)}
              </span>
            ))}
          </span>
        </Track>
      )}
      {/* The count says how many there are where the row scrolls sideways (narrow boards, fingers). */}
      <Track label={s.effects.length > 0 ? `In effect (${s.effects.length})` : 'In effect'} className="ts-effects-track">
        <EffectsTray s={s} colors={colors} />
      </Track>
    </div>
  );
}
