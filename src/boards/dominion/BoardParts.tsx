/**
 * Parts of the table: the turn's counters, the players' areas, and the tray where a decision about
 * cards outside the hand and the Supply (revealed, looked at, in the trash…) or an option is answered.
 */
import type { ReactNode } from 'react';
import { Circle, Group, Rect, RegularPolygon, Star } from 'react-konva';
import type { Decision } from '../../engines/core/instructions';
import type { SeatColor } from '../common/palette';
import { CARDS } from '../../engines/dominion/cards';
import type { DominionState } from '../../engines/dominion/types';
import { buttonWidth, CanvasButton, CardFace, Label, PileChip, textWidth, type Hover } from './CardShapes';
import { wrappedLines } from './textFit';
import type { Box } from './layout';
import { spread } from './layout';
import { pickedFlags, eligibleFlags, isPosition, movePosition, positionOf, vpText } from './logic';
import { playerRowHeight } from './deckShown';
import { MIN_TEXT_PX } from '../common/camera';

const PANEL = '#1d2433';
const LINE = '#3a4560';
const TEXT = '#e8ecf4';
const MUTED = '#9aa6bf';

/** The seat's shape, the second cue besides its colour. */
export function SeatMark({ x, y, r, color }: { x: number; y: number; r: number; color: SeatColor }) {
  const common = { x, y, fill: color.hex, stroke: '#0b0f16', strokeWidth: 1.2 } as const;
  switch (color.shape) {
    case 'square':
      return <Rect {...common} x={x - r} y={y - r} width={2 * r} height={2 * r} cornerRadius={2} />;
    case 'triangle':
      return <RegularPolygon {...common} sides={3} radius={r * 1.3} y={y + r * 0.2} />;
    case 'diamond':
      return <RegularPolygon {...common} sides={4} radius={r * 1.3} />;
    case 'hexagon':
      return <RegularPolygon {...common} sides={6} radius={r * 1.12} />;
    case 'star':
      return <Star {...common} numPoints={6} innerRadius={r * 0.8} outerRadius={r * 1.3} />;
    case 'cross':
      return <RegularPolygon {...common} sides={8} radius={r * 1.12} />;
    default:
      return <Circle {...common} radius={r} />;
  }
}

/** Actions, Buys and $ of the turn being played. */
export function Counters({ box, view, font, color }: { box: Box; view: DominionState; font: number; color: SeatColor | undefined }) {
  const t = view.turn;
  const rows: [string, string][] = [
    ['Actions', String(t.actions)],
    ['Buys', String(t.buys)],
    ['Coins', `$${t.coins}`],
  ];
  if (t.potions > 0) rows.push(['Potions', String(t.potions)]);
  if (view.sharedMats.tradeRoute !== undefined) rows.push(['Trade Route mat', `$${view.sharedMats.tradeRoute}`]);
  const phase = view.phase === 'action' ? 'Action phase' : view.phase === 'buy' ? 'Buy phase' : 'Game over';
  const head = font * 1.5;
  const rowH = Math.min(font * 2.6, (box.h - head) / rows.length);
  return (
    <Group x={box.x} y={box.y} listening={false}>
      <Rect width={box.w} height={box.h} cornerRadius={8} fill={PANEL} stroke={color?.hex ?? LINE} strokeWidth={2} />
      <Label
        x={4}
        y={4}
        width={box.w - 8}
        height={head - 4}
        text={phase}
        fontSize={Math.max(MIN_TEXT_PX, font * 0.82)}
        fill={MUTED}
        align="center"
        verticalAlign="middle"
        wrap="none"
        ellipsis
      />
      {rows.map(([label, value], i) => (
        <Group key={label} y={head + i * rowH}>
          <Label x={6} width={box.w - 12} height={rowH} text={label} fontSize={Math.max(MIN_TEXT_PX, font * 0.78)} fill={MUTED} verticalAlign="middle" />
          <Label
            x={6}
            width={box.w - 12}
            height={rowH}
            text={value}
            fontSize={font * 1.15}
            fontStyle="bold"
            fill={label === 'Coins' ? '#f7d04a' : TEXT}
            align="right"
            verticalAlign="middle"
          />
        </Group>
      ))}
    </Group>
  );
}

/** Every player's area: hand, deck and discard counts, the top of the discard pile. */
export function Players({
  box,
  view,
  names,
  colors,
  seat,
  font,
  scores,
}: {
  box: Box;
  view: DominionState;
  names: readonly string[];
  colors: readonly SeatColor[];
  seat: number | null;
  font: number;
  scores?: readonly number[];
}) {
  const n = view.players.length;
  const rowH = playerRowHeight(box.h, n, font);
  const twoLines = rowH >= Math.max(12, font * 0.9) * 2.55;
  const size = twoLines ? Math.max(12, font * 0.9) : Math.max(MIN_TEXT_PX, Math.min(font * 0.85, rowH * 0.62));
  return (
    <Group x={box.x} y={box.y} listening={false}>
      <Rect width={box.w} height={box.h} cornerRadius={8} fill={PANEL} stroke={LINE} strokeWidth={1} />
      {view.players.map((p, i) => {
        const y = 4 + i * rowH;
        const top = p.discard.length ? CARDS[p.discard[p.discard.length - 1]]?.name : undefined;
        const me = i === seat ? ' (you)' : '';
        // Each number says what it counts (issue 20): hand, deck and discard pile, then what is on top of it.
        const counts = `Hand ${p.hand.length} · Deck ${p.deck.length} · Discard ${p.discard.length}`;
        // Tokens, private mats (a count only) and turn kind: what the table shows beside the counts.
        const marks = [
          p.vp ? `${p.vp} VP tokens` : '',
          p.tokens.pirateShip ? `Pirate Ship ${p.tokens.pirateShip}` : '',
          ...Object.entries(p.mats).map(([m, cards]) => (cards.some((c) => c < 0) ? `${m === 'haven' ? 'Haven' : 'Native Village'} ${cards.length}` : '')),
          i === view.current && view.turn.kind !== 'normal'
            ? view.turn.kind === 'outpost'
              ? 'extra turn (Outpost)'
              : `possessed by ${names[view.turn.possessor] ?? ''}`
            : '',
          view.extraTurns.some((x) => x.seat === i) ? 'extra turn next' : '',
        ].filter(Boolean);
        const extra = (view.phase === 'over' ? ` · ${view.scores[i]} VP` : top ? ` (${top} on top)` : '') + (marks.length ? ` · ${marks.join(' · ')}` : '');
        // The VP counter (a setting): beside the name, where it is read at a glance.
        const vp = view.phase === 'over' ? '' : vpText(scores, i);
        const current = i === view.current && view.phase !== 'over';
        const color = colors[i];
        const name = `${names[i] ?? `Seat ${i + 1}`}${me}`;
        const x = font * 1.8;
        const vpW = vp ? textWidth(vp, size, true) + 6 : 0;
        if (!twoLines) {
          // One line a player: the name (cut first when the row is short of room), the VP, then the labelled counts.
          const tail = `${counts}${extra}`;
          const nameW = Math.min(textWidth(name, size, current) + 4, Math.max((box.w - x) * 0.45, box.w - x - 6 - vpW - textWidth(tail, size) - 12));
          return (
            <Group key={i} y={y}>
              {current && <Rect x={2} width={box.w - 4} height={rowH - 2} cornerRadius={6} fill="#2d3850" />}
              {color && <SeatMark x={font * 0.9} y={rowH / 2} r={size * 0.45} color={color} />}
              <Label
                x={x}
                width={nameW}
                height={rowH}
                text={name}
                fontSize={size}
                fontStyle={current ? 'bold' : 'normal'}
                fill={TEXT}
                verticalAlign="middle"
                wrap="none"
                ellipsis
              />
              {vp && (
                <Label
                  x={x + nameW + 4}
                  width={vpW}
                  height={rowH}
                  text={vp}
                  fontSize={size}
                  fontStyle="bold"
                  fill="#8ccf8f"
                  verticalAlign="middle"
                  wrap="none"
                  name="vp-counter"
                />
              )}
              <Label
                x={x + nameW + vpW + 10}
                width={Math.max(10, box.w - x - nameW - vpW - 16)}
                height={rowH}
                text={tail}
                fontSize={size}
                fill={MUTED}
                verticalAlign="middle"
                wrap="none"
                ellipsis
                name="player-counts"
              />
            </Group>
          );
        }
        return (
          <Group key={i} y={y}>
            {current && <Rect x={2} width={box.w - 4} height={rowH - 2} cornerRadius={6} fill="#2d3850" />}
            {color && <SeatMark x={font * 0.9} y={size * 0.9 + 2} r={size * 0.45} color={color} />}
            <Label
              x={x}
              y={3}
              width={box.w - font * 2.2 - vpW}
              text={name}
              fontSize={size}
              fontStyle={current ? 'bold' : 'normal'}
              fill={TEXT}
              wrap="none"
              ellipsis
            />
            {vp && (
              <Label
                x={box.w - vpW - 8}
                y={3}
                width={vpW}
                text={vp}
                fontSize={size}
                fontStyle="bold"
                fill="#8ccf8f"
                align="right"
                wrap="none"
                name="vp-counter"
              />
            )}
            <Label
              x={x}
              y={size * 1.35 + 3}
              width={box.w - font * 2.2}
              text={counts + extra}
              fontSize={Math.max(MIN_TEXT_PX, size * 0.86)}
              fill={MUTED}
              wrap="none"
              ellipsis
              name="player-counts"
            />
          </Group>
        );
      })}
    </Group>
  );
}

interface TrayProps {
  box: Box;
  d: Decision;
  picked: readonly number[];
  order: readonly number[] | null;
  font: number;
  cardW: number;
  onCard: (itemIndex: number, isPicked: boolean) => void;
  onOption: (k: number) => void;
  onYesNo: (yes: boolean) => void;
  /** A position in the deck chosen (Secret Passage): the new draft. */
  onPosition: (picked: number[]) => void;
  onHover: (h: Hover | null) => void;
}

/** The open decision's cards or options, over the middle row. */
export function Tray(p: TrayProps) {
  const { box, d, font } = p;
  const inner = { x: box.x + 6, y: box.y + 6, w: box.w - 12, h: box.h - 12 };
  const shown = typeof d.then.card === 'number' && CARDS[d.then.card] ? d.then.card : null;
  const bh = Math.round(font * 2.2);
  const cardH = inner.h;
  const cardW = Math.min(p.cardW, Math.round(cardH * 0.68));
  const cards = d.kind === 'pick' || d.kind === 'order' ? d.items : [];
  let body: ReactNode = null;

  if (d.kind === 'pick' || d.kind === 'order') {
    const seq = d.kind === 'order' ? (p.order ?? d.items.map((_, i) => i)) : d.items.map((_, i) => i);
    const flags = d.kind === 'pick' ? pickedFlags(d.items, p.picked) : [];
    const live = d.kind === 'pick' ? eligibleFlags(d.items, d.items) : [];
    const xs = spread(seq.length, cardW, inner.w, p.box.h * 0.05);
    const crowded = seq.length > 1 && xs[1] - xs[0] < cardW * 0.4;
    if (crowded) {
      // Many items (naming a card, a big trash): compact chips in a grid that fits the tray.
      const minW = Math.max(font * 7.5, 90);
      const cols = Math.max(1, Math.min(seq.length, Math.floor((inner.w + 4) / (minW + 4))));
      const rows = Math.ceil(seq.length / cols);
      const chipW = (inner.w - (cols - 1) * 4) / cols;
      const chipH = Math.min(font * 2.6, (inner.h - (rows - 1) * 4) / rows);
      body = seq.map((i, k) => (
        <PileChip
          key={k}
          card={cards[i]}
          x={inner.x + (k % cols) * (chipW + 4)}
          y={inner.y + Math.floor(k / cols) * (chipH + 4)}
          w={chipW}
          h={chipH}
          glow={live[i] && !flags[i]}
          picked={flags[i]}
          onPick={() => p.onCard(i, flags[i])}
          onHover={p.onHover}
          name="tray-card"
        />
      ));
    } else {
      body = seq.map((i, k) => (
        <CardFace
          key={k}
          card={cards[i]}
          x={inner.x + xs[k]}
          y={inner.y}
          w={cardW}
          h={cardH}
          visible={k + 1 < xs.length ? xs[k + 1] - xs[k] : undefined}
          glow={d.kind === 'order' ? k > 0 : !flags[i]}
          picked={flags[i]}
          tag={d.kind === 'order' ? (k === 0 ? 'Top' : String(k + 1)) : undefined}
          onPick={() => p.onCard(i, flags[i])}
          onHover={p.onHover}
          name="tray-card"
        />
      ));
    }
  } else if (d.kind === 'option' && isPosition(d)) {
    body = <PositionPicker d={d} picked={p.picked} x={inner.x} y={inner.y} w={inner.w} h={inner.h} font={font} onPosition={p.onPosition} />;
  } else {
    const labels: readonly string[] = d.kind === 'yesno' ? ['Yes', 'No'] : d.kind === 'option' ? d.options : [];
    const x0 = inner.x + (shown !== null ? cardW + 12 : 0);
    const wAvail = inner.x + inner.w - x0;
    let x = 0;
    let y = 0;
    let rowH = 0;
    body = (
      <>
        {shown !== null && <CardFace card={shown} x={inner.x} y={inner.y} w={cardW} h={cardH} onHover={p.onHover} />}
        {labels.map((label, k) => {
          const chosen = d.kind === 'option' && d.max > 1 && p.picked.includes(k);
          const text = chosen ? `✓ ${label}` : label;
          const size = Math.max(11, Math.min(18, bh * 0.45));
          const w = Math.min(wAvail, buttonWidth(text, size));
          // A label longer than the tray is wide wraps onto more lines (Minion's choice), never cut.
          const lines = w < buttonWidth(text, size) - 1 ? wrappedLines(text, size, w - size * 1.4, textWidth) : 1;
          const h = lines > 1 ? Math.round(lines * size * 1.2 + size) : bh;
          if (x > 0 && x + w > wAvail) {
            x = 0;
            y += rowH + 6;
            rowH = 0;
          }
          const at = { x: x0 + x, y: inner.y + y };
          x += w + 6;
          rowH = Math.max(rowH, h);
          return (
            <CanvasButton
              key={k}
              {...at}
              w={w}
              h={h}
              text={text}
              fontSize={size}
              wrap={lines > 1}
              primary={chosen || (d.kind === 'yesno' && k === 0)}
              onPress={() => (d.kind === 'yesno' ? p.onYesNo(k === 0) : p.onOption(k))}
            />
          );
        })}
      </>
    );
  }

  return (
    <Group>
      <Rect x={box.x} y={box.y} width={box.w} height={box.h} cornerRadius={8} fill="#1a2233" stroke="#56b4e9" strokeWidth={2} />
      {body}
    </Group>
  );
}

/**
 * Where in the deck a card goes (Secret Passage): the deck drawn as a row of card backs with a gap at
 * the chosen place; a tap on a gap or a back chooses there, − and + step, Top and Bottom jump.
 */
function PositionPicker({
  d,
  picked,
  x,
  y,
  w,
  h,
  font,
  onPosition,
}: {
  d: Extract<Decision, { kind: 'option' }>;
  picked: readonly number[];
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
  onPosition: (picked: number[]) => void;
}) {
  const at = positionOf(d, picked);
  const n = d.options.length - 1;
  const bh = Math.max(36, Math.round(font * 2.2));
  const label = `${d.options[at]} (${n} card${n === 1 ? '' : 's'} in your deck)`;
  const stepW = bh * 1.1;
  const buttons: [string, number[]][] = [
    ['Top', movePosition(d, picked, 0, 0)],
    ['−', movePosition(d, picked, -1)],
    ['+', movePosition(d, picked, 1)],
    ['Bottom', movePosition(d, picked, 0, n)],
  ];
  const widths = buttons.map(([t]) => (t.length > 1 ? buttonWidth(t, font) : stepW));
  const trackY = bh + 10;
  const trackH = Math.max(28, h - trackY);
  const slot = w / (n + 1);
  return (
    <Group>
      {buttons.map(([t, next], k) => {
        const bx = x + widths.slice(0, k).reduce((a, b) => a + b + 6, 0);
        return <CanvasButton key={t} x={bx} y={y} w={widths[k]} h={bh} text={t} disabled={next[0] === at} onPress={() => onPosition(next)} />;
      })}
      <Label
        x={x + widths.reduce((a, b) => a + b + 6, 0) + 4}
        y={y}
        width={Math.max(40, w - widths.reduce((a, b) => a + b + 6, 0) - 4)}
        height={bh}
        text={label}
        fontSize={font}
        fill={TEXT}
        verticalAlign="middle"
        wrap="word"
        listening={false}
        name="position-label"
      />
      {Array.from({ length: n + 1 }, (_, k) => (
        <Group key={k} x={x + k * slot} y={y + trackY} onClick={() => onPosition([k])} onTap={() => onPosition([k])} name="position-slot">
          <Rect width={slot} height={trackH} fill="#000" opacity={0.001} />
          {k === at ? (
            <Rect x={1} width={Math.max(4, slot - 2)} height={trackH} cornerRadius={4} fill="#56b4e9" />
          ) : (
            <Rect x={slot * 0.2} y={4} width={slot * 0.6} height={trackH - 8} cornerRadius={3} fill="#2c4a7a" stroke="#c8a24a" strokeWidth={1} />
          )}
        </Group>
      ))}
    </Group>
  );
}
