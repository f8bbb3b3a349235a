/**
 * Cards drawn by our code: a full card (name, text in our words, types, cost), a compact pile chip
 * for the basic cards, a card back, and a canvas button. Colour per type, with the type line
 * printed too, so colour is never the only cue.
 */
import { createContext, memo, useContext } from 'react';
import { Circle, Group, Rect, Text } from 'react-konva';
import type Konva from 'konva';
import type { TextConfig } from 'konva/lib/shapes/Text';
import { legible, MIN_TEXT_PX } from '../common/camera';
import { CARDS, cardText } from '../../engines/dominion/cards';
import type { Cost, Edition } from '../../engines/dominion/types';
import { cardFill, GLOW, INK, PICKED, typeLine } from './cardStyle';
import { fitName as fitNameLines, fitSize, nameMax, type NameFit } from './textFit';

/** The game's edition: cards show its wording (react-konva carries the context into the canvas). */
export const EditionContext = createContext<Edition>('2E');

/** The stage's zoom (PanZoomStage gives it to its children): text that would read below 11 px is not drawn. */
export const ZoomContext = createContext(1);

/** Board text: drawn only where it reads (at least MIN_TEXT_PX on screen at the stage's zoom); a long press shows the card in full. */
export function Label(p: TextConfig) {
  const zoom = useContext(ZoomContext);
  if (!legible(p.fontSize ?? 12, zoom)) return null;
  return <Text {...p} />;
}

let measurer: CanvasRenderingContext2D | null | undefined;

/** The width of a line of text as Konva draws it (Arial), estimated where there is no canvas. */
export function textWidth(text: string, size: number, bold = false): number {
  if (measurer === undefined) measurer = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * size * 0.56;
  measurer.font = `${bold ? 'bold ' : ''}${size}px Arial`;
  return measurer.measureText(text).width;
}

export interface Hover {
  readonly card: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The card shows all of its text already (no need for a bigger view). */
  readonly complete?: boolean;
}

interface Live {
  /** A click does something now. */
  readonly glow?: boolean;
  /** Chosen in the answer being made. */
  readonly picked?: boolean;
  readonly onPick?: () => void;
  readonly onHover?: (h: Hover | null) => void;
  readonly name?: string;
}

function pointer(e: Konva.KonvaEventObject<MouseEvent>, on: boolean) {
  const c = e.target.getStage()?.container();
  if (c) c.style.cursor = on ? 'pointer' : 'default';
}

/** Mouse and touch handlers for a live shape. */
function handlers(live: Live, box: { x: number; y: number; w: number; h: number }, card: number, complete = false) {
  return {
    onClick: live.onPick,
    onTap: live.onPick,
    onMouseEnter: (e: Konva.KonvaEventObject<MouseEvent>) => {
      pointer(e, !!live.onPick);
      live.onHover?.({ card, x: box.x, y: box.y, w: box.w, h: box.h, complete });
    },
    onMouseLeave: (e: Konva.KonvaEventObject<MouseEvent>) => {
      pointer(e, false);
      live.onHover?.(null);
    },
  };
}

function outline(live: Live) {
  if (live.picked) return { stroke: PICKED, strokeWidth: 4, shadowColor: PICKED, shadowBlur: 10, shadowOpacity: 0.9 };
  if (live.glow) return { stroke: GLOW, strokeWidth: 3, shadowColor: GLOW, shadowBlur: 12, shadowOpacity: 0.85 };
  return { stroke: '#0b0f16', strokeWidth: 1 };
}

/** How wide the cost is drawn: the coin, and the Potion beside it when the cost has one. */
export const costWidth = (r: number, cost: Cost): number => 2 * r + (cost.potions ? potionR(r) * 2 - 2 : 0);
const potionR = (r: number) => Math.max(MIN_TEXT_PX * 0.62, r * 0.72);

/** The coin with the cost now (green when a rule made it cheaper than printed), and a Potion beside it when the cost has one. */
function Coin({ x, y, r, cost, printed }: { x: number; y: number; r: number; cost: Cost; printed: Cost }) {
  const cheaper = cost.coins < printed.coins;
  const pr = potionR(r);
  return (
    <Group x={x} y={y} listening={false}>
      {cost.potions > 0 && (
        <Group x={r + pr - 2} name="potion-cost">
          <Circle radius={pr} fill="#3f7fd0" stroke="#10294d" strokeWidth={1.2} />
          <Label
            text="P"
            fontSize={Math.max(MIN_TEXT_PX, pr * 1.2)}
            fontStyle="bold"
            fill="#ffffff"
            width={pr * 2}
            offsetX={pr}
            offsetY={Math.max(MIN_TEXT_PX, pr * 1.2) * 0.5}
            align="center"
          />
        </Group>
      )}
      <Circle radius={r} fill={cheaper ? '#7fe0a0' : '#f7d04a'} stroke="#5a4300" strokeWidth={1.2} />
      <Label
        text={`$${cost.coins}`}
        fontSize={Math.max(MIN_TEXT_PX, r * 1.05)}
        fontStyle="bold"
        fill={INK}
        width={r * 4}
        offsetX={r * 2}
        offsetY={Math.max(MIN_TEXT_PX, r * 1.05) * 0.5}
        align="center"
      />
    </Group>
  );
}

export interface CardProps extends Live {
  readonly card: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The cost now (Supply piles); the printed cost when absent. */
  readonly cost?: Cost;
  /** Cards left in the pile (Supply). */
  readonly count?: number;
  /** Print the card's text (when it is big enough to read). */
  readonly text?: boolean;
  /** A small label under or over the card ("Top", "2"…). */
  readonly tag?: string;
  /** How much of the card shows when the next one overlaps it: its name then sits in that strip. */
  readonly visible?: number;
}

const LINE_HEIGHT = 1.08;
/** The smallest text set on a card (below it the card shows no text: hover or long press for it). */
const MIN_TEXT = MIN_TEXT_PX;
const fits = new Map<string, number | null>();
/** fitSize, remembered (cards are drawn at a few sizes only). */
function fitText(text: string, w: number, h: number, max: number): number | null {
  const key = `${text}|${Math.round(w)}|${Math.round(h)}|${max}`;
  let v = fits.get(key);
  if (v === undefined) {
    if (fits.size > 2000) fits.clear();
    v = fitSize(text, w, h, max, MIN_TEXT, LINE_HEIGHT, textWidth);
    fits.set(key, v);
  }
  return v;
}
const names = new Map<string, NameFit>();
/** A card name set whole in `width` on at most `lines` lines (textFit.ts `fitName`), remembered. */
export function fitName(name: string, width: number, lines: number, max: number): NameFit {
  const key = `${name}|${Math.round(width)}|${lines}|${max}`;
  let v = names.get(key);
  if (!v) {
    if (names.size > 2000) names.clear();
    v = fitNameLines(name, width, lines, Math.max(MIN_TEXT_PX, max), MIN_TEXT_PX, (t, s) => textWidth(t, s, true));
    names.set(key, v);
  }
  return v;
}

/** The type line at the largest size from `max` down to 11 that fits `width`; null when even the shortest form does not. */
function typeFit(card: number, width: number, max: number): { text: string; size: number } | null {
  const full = typeLine(card);
  for (const text of [full, full.replace(/ – /g, '–')])
    for (let size = max; size >= MIN_TEXT_PX; size -= 0.5) if (textWidth(text, size) <= width) return { text, size };
  return null;
}

/** A whole card. */
export const CardFace = memo(function CardFace(p: CardProps) {
  const facts = CARDS[p.card];
  const text = cardText(p.card, useContext(EditionContext));
  if (!facts) return <CardBack x={p.x} y={p.y} w={p.w} h={p.h} />;
  const { w, h } = p;
  const strip = p.visible !== undefined && p.visible < w - 4 ? Math.max(28, p.visible) : null;
  const nameW = strip ? strip - 6 : w - 4;
  // A name is never broken inside a word: set smaller, then on two lines at a word break, then shortened.
  const name = fitName(facts.name, nameW, 2, nameMax(w));
  const nameSize = name.size;
  const printed = facts.cost;
  const cost = p.cost ?? printed;
  const empty = p.count === 0;
  const r = Math.max(10.5, Math.min(22, w * 0.1));
  // Name (one or two lines), type line, then the text box down to the coin row.
  const nameY = Math.max(3, h * 0.035);
  const nameH = name.lines.length * nameSize * 1.15 + 2;
  const coinTop = h - r * 2 - 6;
  const type = typeFit(p.card, nameW, Math.max(MIN_TEXT_PX, Math.min(15, w * 0.08)));
  const showType = type !== null && nameY + nameH + type.size * 1.2 <= coinTop;
  const typeY = nameY + nameH + 1;
  const textTop = showType ? typeY + type.size * 1.25 : typeY + 2;
  const textBottom = coinTop - 2;
  const maxText = Math.max(MIN_TEXT_PX, Math.min(17, w * 0.085));
  // The text is set as large as fits whole (never cut); where it cannot fit, the card shows none and a
  // hover or a long press shows it in full.
  const textSize = p.text !== false && !strip && w >= 64 && textBottom - textTop > 20 ? fitText(text, w - 10, textBottom - textTop - 4, maxText) : null;
  const showText = textSize !== null;
  const complete = showText;
  const badge = p.count !== undefined ? countBadge(p.count, Math.max(MIN_TEXT_PX, Math.min(18, w * 0.1))) : null;
  // The pile count sits at the bottom right, clear of the cost (and its Potion); on a narrow tile, over it.
  const badgeBeside = badge ? 4 + costWidth(r, cost) + 3 + badge.w <= w - 4 : true;
  const smallSize = Math.max(MIN_TEXT_PX, Math.min(15, w * 0.08));
  return (
    <Group x={p.x} y={p.y} {...handlers(p, p, p.card, complete)} name={p.name} peek={p.card}>
      <Rect width={w} height={h} cornerRadius={Math.min(10, w * 0.07)} {...cardFill(p.card, h)} {...outline(p)} />
      <Label
        x={2}
        y={nameY}
        width={nameW}
        height={nameH}
        text={name.lines.join('\n')}
        fontSize={nameSize}
        lineHeight={1.15}
        fontStyle="bold"
        fill={INK}
        align={strip ? 'left' : 'center'}
        verticalAlign="middle"
        wrap="none"
        name="card-name"
      />
      {showType && <Label x={2} y={typeY} width={nameW} text={type.text} fontSize={type.size} fill="#3b3b3b" align={strip ? 'left' : 'center'} wrap="none" />}
      {showText && (
        <>
          <Rect x={3} y={textTop} width={w - 6} height={textBottom - textTop} fill="#ffffff" opacity={0.42} cornerRadius={4} />
          <Label
            x={5}
            y={textTop + 2}
            width={w - 10}
            height={textBottom - textTop - 4}
            text={text}
            fontSize={textSize}
            lineHeight={LINE_HEIGHT}
            fill={INK}
            wrap="word"
            name="card-text"
          />
        </>
      )}
      <Coin x={r + 4} y={h - r - 4} r={r} cost={cost} printed={printed} />
      {badge && <CountBadge x={w - 4} y={badgeBeside ? h - 4 : coinTop - 2} badge={badge} />}
      {empty && <Empty w={w} h={h} size={Math.max(MIN_TEXT_PX, nameSize)} />}
      {p.tag && <Tag w={w} h={h} text={p.tag} size={smallSize} />}
    </Group>
  );
});

/** The size of a pile's count badge. */
function countBadge(n: number, size: number) {
  return { n, size, w: size * (n >= 10 ? 2.1 : 1.6), h: size * 1.4 };
}

/** Cards left in a pile, anchored at its bottom-right corner (x, y). */
function CountBadge({ x, y, badge }: { x: number; y: number; badge: ReturnType<typeof countBadge> }) {
  const { n, size, w: bw, h: bh } = badge;
  return (
    <Group x={x - bw} y={y - bh} listening={false} name="pile-count">
      <Rect width={bw} height={bh} cornerRadius={size * 0.7} fill="#141a26" opacity={0.88} />
      <Label width={bw} height={bh} text={String(n)} fontSize={size} fontStyle="bold" fill="#f2f5fa" align="center" verticalAlign="middle" />
    </Group>
  );
}

function Empty({ w, h, size }: { w: number; h: number; size: number }) {
  return (
    <Group listening={false}>
      <Rect width={w} height={h} cornerRadius={Math.min(10, w * 0.07)} fill="#0b0f16" opacity={0.78} />
      <Label width={w} height={h} text="Empty" fontSize={size} fontStyle="bold" fill="#ffb3a8" align="center" verticalAlign="middle" />
    </Group>
  );
}

function Tag({ w, h, text, size }: { w: number; h: number; text: string; size: number }) {
  const tw = Math.min(w - 6, text.length * size * 0.62 + 12);
  return (
    <Group x={(w - tw) / 2} y={h - size * 1.6 - 3} listening={false}>
      <Rect width={tw} height={size * 1.6} cornerRadius={size * 0.5} fill={PICKED} />
      <Label width={tw} height={size * 1.6} text={text} fontSize={size} fontStyle="bold" fill="#0b1420" align="center" verticalAlign="middle" />
    </Group>
  );
}

/** A basic Supply pile as a compact chip: coin, name, count. */
export const PileChip = memo(function PileChip(p: CardProps) {
  const facts = CARDS[p.card];
  const { w, h } = p;
  const cost = p.cost ?? facts.cost;
  const r = Math.max(10.5, Math.min(22, h * 0.3, w * 0.17));
  const nameX = costWidth(r, cost) + 9;
  const size = Math.max(MIN_TEXT_PX, Math.min(22, h * 0.28, w * 0.12));
  const beside = fitName(facts.name, w - nameX - 3, 1, size);
  const below = p.count === undefined ? typeLine(p.card) : p.count === 0 ? 'empty' : `${p.count} left`;
  const dim = p.count === 0 && <Rect width={w} height={h} cornerRadius={Math.min(8, h * 0.15)} fill="#0b0f16" opacity={0.55} listening={false} />;
  // Too narrow for coin and name side by side (phones): the name across the top, coin and count under it.
  if (beside.abbreviated || h < beside.size * 1.2 + MIN_TEXT_PX * 1.3) {
    const top = fitName(facts.name, w - 6, 1, Math.min(14, h * 0.3));
    const rr = Math.max(10.5, Math.min(r, (h - top.size * 1.2 - 5) / 2));
    return (
      <Group x={p.x} y={p.y} {...handlers(p, p, p.card)} name={p.name} peek={p.card}>
        <Rect width={w} height={h} cornerRadius={Math.min(8, h * 0.15)} {...cardFill(p.card, h)} {...outline(p)} />
        <Label
          x={3}
          y={2}
          width={w - 6}
          text={top.lines.join(' ')}
          fontSize={top.size}
          fontStyle="bold"
          fill={INK}
          align="center"
          wrap="none"
          name="card-name"
        />
        <Coin x={rr + 4} y={h - rr - 2} r={rr} cost={cost} printed={facts.cost} />
        <Label
          x={costWidth(rr, cost) + 6}
          y={h - rr * 2 - 2}
          width={w - costWidth(rr, cost) - 9}
          height={rr * 2}
          text={p.count === undefined ? '' : String(p.count)}
          fontSize={Math.max(MIN_TEXT_PX, Math.min(16, rr))}
          fontStyle="bold"
          fill={INK}
          align="right"
          verticalAlign="middle"
        />
        {dim}
      </Group>
    );
  }
  return (
    <Group x={p.x} y={p.y} {...handlers(p, p, p.card)} name={p.name} peek={p.card}>
      <Rect width={w} height={h} cornerRadius={Math.min(8, h * 0.15)} {...cardFill(p.card, h)} {...outline(p)} />
      <Coin x={r + 5} y={h / 2} r={r} cost={cost} printed={facts.cost} />
      <Label
        x={nameX}
        y={0}
        width={w - nameX - 3}
        height={h * 0.58}
        text={beside.lines.join(' ')}
        fontSize={beside.size}
        fontStyle="bold"
        fill={INK}
        verticalAlign="bottom"
        wrap="none"
        name="card-name"
      />
      <Label
        x={nameX}
        y={h * 0.58 + 1}
        width={w - nameX - 3}
        height={h * 0.42}
        text={below}
        fontSize={Math.max(MIN_TEXT_PX, beside.size * 0.8)}
        fill={INK}
        verticalAlign="top"
        wrap="none"
        ellipsis
      />
      {dim}
    </Group>
  );
});

/** The back of a card (draw piles, other hands), with an optional count. */
export function CardBack({ x, y, w, h, count, label }: { x: number; y: number; w: number; h: number; count?: number; label?: string }) {
  const size = Math.max(11, Math.min(22, w * 0.16));
  return (
    <Group x={x} y={y}>
      <Rect width={w} height={h} cornerRadius={Math.min(10, w * 0.07)} fill="#2c4a7a" stroke="#0b0f16" strokeWidth={1} />
      <Rect x={w * 0.1} y={h * 0.07} width={w * 0.8} height={h * 0.86} cornerRadius={6} stroke="#c8a24a" strokeWidth={2} dash={[6, 4]} />
      {count !== undefined && (
        <Label width={w} height={h} text={String(count)} fontSize={size * 1.4} fontStyle="bold" fill="#f2f5fa" align="center" verticalAlign="middle" />
      )}
      {label && <Label y={h * 0.68} width={w} text={label} fontSize={Math.max(MIN_TEXT_PX, size * 0.75)} fill="#dfe7f5" align="center" />}
    </Group>
  );
}

/** An empty place where a pile would be. */
export function EmptySlot({ x, y, w, h, label, size }: { x: number; y: number; w: number; h: number; label: string; size: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Rect width={w} height={h} cornerRadius={Math.min(10, w * 0.07)} stroke="#5a6a88" strokeWidth={1.5} dash={[6, 5]} />
      <Label width={w} height={h} text={label} fontSize={size} fill="#9aa6bf" align="center" verticalAlign="middle" wrap="word" />
    </Group>
  );
}

/** A button on the canvas (each also exists in the panel as a real button). */
export function CanvasButton({
  x,
  y,
  w,
  h,
  text,
  primary,
  pressed,
  disabled,
  onPress,
  fontSize,
  wrap,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  primary?: boolean;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  fontSize?: number;
  wrap?: boolean;
}) {
  const size = fontSize ?? Math.max(11, Math.min(18, h * 0.45));
  const press = disabled ? undefined : onPress;
  return (
    <Group
      x={x}
      y={y}
      opacity={disabled ? 0.45 : 1}
      onClick={press}
      onTap={press}
      onMouseEnter={(e) => pointer(e, !disabled)}
      onMouseLeave={(e) => pointer(e, false)}
      name="canvas-button"
    >
      <Rect
        width={w}
        height={h}
        cornerRadius={8}
        fill={primary ? '#56b4e9' : pressed ? '#2f5f80' : '#252e41'}
        stroke={primary || pressed ? '#56b4e9' : '#3a4560'}
        strokeWidth={pressed ? 2 : 1}
      />
      <Label
        x={wrap ? size * 0.7 : 0}
        width={wrap ? w - size * 1.4 : w}
        height={h}
        text={pressed ? `✓ ${text}` : text}
        fontSize={size}
        fontStyle={primary ? 'bold' : 'normal'}
        fill={primary ? '#0b1420' : '#e8ecf4'}
        align="center"
        verticalAlign="middle"
        wrap={wrap ? 'word' : 'none'}
        ellipsis={!wrap}
      />
    </Group>
  );
}

/** A button's width for its text at a font size. */
export const buttonWidth = (text: string, size: number, bold = false): number => Math.round(textWidth(text, size, bold) + size * 1.8);
