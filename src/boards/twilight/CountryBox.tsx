import { memo } from 'react';
import { Group, Rect, Text, RegularPolygon } from 'react-konva';
import type { SeatColor } from '../common/palette';
import type { CountryData } from '../../engines/twilight/types';
import { GROUP_COLOR, boxNames, groupsOf, type Box } from './layout';
import { legible } from '../common/camera';

export type Mark = 'none' | 'target' | 'preview' | 'chosen';

const BODY = '#182131';
const BG_BAND = '#5a1f4a';
const FONT = 'Arial';

/** On-screen sizes (CSS pixels) the text aims for when the map is zoomed out. */
const NAME_PX = 12.5;
const NAME_MIN_PX = 11;
const NUMBER_PX = 15;
const STAB_PX = 13;

let measurer: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
/** Width of `text` in bold at font size 1 (canvas measurement; a rough guess where there is no canvas). */
function boldWidth(text: string): number {
  let w = widths.get(text);
  if (w !== undefined) return w;
  if (measurer === undefined) {
    try {
      measurer = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      measurer = null;
    }
  }
  if (measurer) {
    measurer.font = `bold 100px ${FONT}`;
    w = measurer.measureText(text).width / 100;
  } else w = text.length * 0.62;
  widths.set(text, w);
  return w;
}

/**
 * The name to print and its font size (board units): the longest name that fits the band at a
 * readable size on screen, else the shortest at whatever size fits.
 */
function fitName(names: readonly string[], prefix: string, room: number, zoom: number, maxFont: number): { text: string; fontSize: number } {
  const want = Math.min(maxFont, Math.max(15, NAME_PX / zoom));
  const least = Math.min(want, NAME_MIN_PX / zoom);
  let best = { text: prefix + names[0], fontSize: 0 };
  // A battleground's ◆ loses its space before the name gets too small.
  const texts = [...names.map((n) => prefix + n), ...(prefix ? [prefix.trim() + names[names.length - 1]] : [])];
  for (const text of texts) {
    const fontSize = Math.min(want, room / boldWidth(text));
    if (fontSize >= least - 1e-6) return { text, fontSize };
    if (fontSize > best.fontSize) best = { text, fontSize };
  }
  return best;
}

/** Influence in one cell: a filled cell in the side's colour when that side controls the country. */
function Cell({
  x,
  y,
  w,
  h,
  n,
  fontSize,
  controlled,
  color,
  zoom,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  n: number;
  fontSize: number;
  controlled: boolean;
  color: SeatColor | undefined;
  zoom: number;
}) {
  const hex = color?.hex ?? '#999';
  return (
    <Group x={x} y={y}>
      <Rect
        width={w}
        height={h}
        cornerRadius={4}
        fill={controlled ? hex : n > 0 ? '#0c121c' : 'transparent'}
        stroke={n > 0 ? hex : '#3a4560'}
        strokeWidth={n > 0 ? 2.5 : 1}
        dash={n > 0 ? undefined : [3, 3]}
      />
      {n > 0 && legible(fontSize, zoom) && (
        <Text
          text={String(n)}
          y={1}
          width={w}
          height={h}
          align="center"
          verticalAlign="middle"
          fontSize={fontSize}
          fontFamily={FONT}
          fontStyle="bold"
          fill={controlled ? (color?.ink ?? '#fff') : '#f2f5fa'}
        />
      )}
    </Group>
  );
}

/**
 * One country: its name on a band of its region's colour (a dark band marks a battleground, with
 * a ◆), US influence on the left, stability in the middle, USSR influence on the right.
 */
export const CountryBox = memo(function CountryBox({
  c,
  box,
  us,
  ussr,
  control,
  colors,
  mark,
  dim,
  badge,
  zoom,
  onPick,
  onHover,
}: {
  c: CountryData;
  box: Box;
  us: number;
  ussr: number;
  control: -1 | 0 | 1;
  colors: readonly SeatColor[];
  mark: Mark;
  dim: boolean;
  badge: string | null;
  /** The stage's scale: text keeps a readable size on screen when the map is zoomed out. */
  zoom: number;
  onPick: (id: string) => void;
  /** Pointer over the box (position in the stage's container), or null when it leaves. */
  onHover: (id: string | null, x?: number, y?: number) => void;
}) {
  const groups = groupsOf(c);
  const tint = GROUP_COLOR[groups[0]];
  // Zoomed out, the name grows (and shortens) to stay readable, the band with it, and the
  // influence numbers take what height is left; zoomed in, everything is at its printed size.
  const { text: name, fontSize } = fitName(boxNames(c), c.bg ? '◆ ' : '', box.w - 8, zoom, 25);
  const band = Math.max(22, Math.min(30, Math.round(fontSize * 1.22)));
  const pad = 5;
  const cellH = Math.min(36, box.h - band - 5);
  const cellW = Math.max(34, Math.min(40, box.w / 2 - 18 - pad));
  const cy = band + (box.h - band - cellH) / 2;
  const numFont = Math.min(cellH * 0.86, Math.max(21, NUMBER_PX / zoom));
  const stabFont = Math.min(box.w - 2 * (pad + cellW) - 2, cellH * 0.8, Math.max(18, STAB_PX / zoom));
  const ring = Math.min(box.w - 2 * (pad + cellW) - 4, Math.max(24, stabFont * 1.25));
  const badgeScale = badge ? Math.max(1, 0.85 / zoom) : 1;
  const stroke = mark === 'chosen' ? '#ffffff' : mark === 'target' ? '#fff6a8' : mark === 'preview' ? '#c9e7ff' : tint;
  const pick = () => onPick(c.id);
  return (
    <Group
      x={box.x}
      y={box.y}
      peek={c.id}
      opacity={dim ? 0.5 : 1}
      onClick={pick}
      onTap={pick}
      onMouseEnter={(e) => {
        const el = e.target.getStage()?.container();
        if (el) el.style.cursor = mark === 'target' || mark === 'chosen' ? 'pointer' : 'default';
      }}
      onMouseMove={(e) => {
        const st = e.target.getStage();
        const p = st?.getPointerPosition();
        // Negative coordinates: measured from the right / bottom edge, so the tip stays on screen.
        if (st && p) onHover(c.id, p.x > st.width() - 300 ? p.x - st.width() : p.x, p.y > st.height() - 160 ? p.y - st.height() : p.y);
      }}
      onMouseLeave={() => onHover(null)}
    >
      {(mark === 'target' || mark === 'chosen') && (
        <Rect x={-5} y={-5} width={box.w + 10} height={box.h + 10} cornerRadius={8} fill={mark === 'chosen' ? '#ffffff55' : '#fff6a833'} />
      )}
      <Rect
        width={box.w}
        height={box.h}
        cornerRadius={5}
        fill={BODY}
        stroke={stroke}
        strokeWidth={mark === 'none' ? 2 : 3.5}
        dash={mark === 'preview' ? [6, 4] : undefined}
        shadowColor="#000"
        shadowBlur={6}
        shadowOpacity={0.5}
        shadowForStrokeEnabled={false}
      />
      {groups.length === 2 ? (
        <>
          <Rect x={1} y={1} width={box.w / 2 - 1} height={band} cornerRadius={[4, 0, 0, 0]} fill={c.bg ? BG_BAND : GROUP_COLOR[groups[0]]} />
          <Rect x={box.w / 2} y={1} width={box.w / 2 - 1} height={band} cornerRadius={[0, 4, 0, 0]} fill={c.bg ? BG_BAND : GROUP_COLOR[groups[1]]} />
        </>
      ) : (
        <Rect x={1} y={1} width={box.w - 2} height={band} cornerRadius={[4, 4, 0, 0]} fill={c.bg ? BG_BAND : tint} />
      )}
      {c.bg && <Rect x={1} y={band - 3} width={box.w - 2} height={3} fill={tint} />}
      {/* Never drawn below MIN_TEXT_PX (issue 20): zoomed out too far, the name waits for the zoom; a long press shows it. */}
      {legible(fontSize, zoom) && (
        <Text
          x={4}
          y={1}
          width={box.w - 8}
          height={band - 1}
          text={name}
          fontSize={fontSize}
          fontFamily={FONT}
          fontStyle="bold"
          fill={c.bg ? '#ffffff' : '#111722'}
          align="center"
          verticalAlign="middle"
          wrap="none"
          ellipsis
        />
      )}
      <Cell x={pad} y={cy} w={cellW} h={cellH} n={us} fontSize={numFont} controlled={control === 1} color={colors[1]} zoom={zoom} />
      <Cell x={box.w - pad - cellW} y={cy} w={cellW} h={cellH} n={ussr} fontSize={numFont} controlled={control === 0} color={colors[0]} zoom={zoom} />
      <Rect x={box.w / 2 - ring / 2} y={cy + 3} width={ring} height={cellH - 6} cornerRadius={ring / 2} stroke="#56627a" strokeWidth={1} />
      {legible(stabFont, zoom) && (
        <Text
          x={pad + cellW}
          y={cy + 1}
          width={box.w - 2 * (pad + cellW)}
          height={cellH}
          text={String(c.stability)}
          fontSize={stabFont}
          fontFamily={FONT}
          fontStyle={zoom < 0.9 ? 'bold' : 'normal'}
          fill="#b8c3d8"
          align="center"
          verticalAlign="middle"
        />
      )}
      {badge && (
        <Group x={box.w + 2} y={-4} scaleX={badgeScale} scaleY={badgeScale}>
          <Rect
            x={-badge.length * 8 - 10}
            y={-20}
            width={badge.length * 8 + 14}
            height={22}
            cornerRadius={11}
            fill="#fff6a8"
            stroke="#0b0f16"
            strokeWidth={1}
          />
          <Text
            x={-badge.length * 8 - 10}
            y={-20}
            width={badge.length * 8 + 14}
            height={22}
            text={badge}
            fontSize={14}
            fontStyle="bold"
            fill="#111722"
            align="center"
            verticalAlign="middle"
          />
        </Group>
      )}
    </Group>
  );
});

/** A superpower space: the side's colour and shape, its name and the player. */
export const SuperpowerBox = memo(function SuperpowerBox({
  label,
  player,
  box,
  color,
  zoom,
}: {
  label: string;
  player: string;
  box: Box;
  color: SeatColor | undefined;
  zoom: number;
}) {
  return (
    <Group x={box.x} y={box.y} listening={false}>
      <Rect
        width={box.w}
        height={box.h}
        cornerRadius={8}
        fill={color?.hex ?? '#777'}
        stroke="#0b0f16"
        strokeWidth={2}
        shadowColor="#000"
        shadowBlur={8}
        shadowOpacity={0.6}
      />
      {color?.shape === 'square' ? (
        <Rect x={12} y={box.h / 2 - 9} width={18} height={18} fill={color.ink} opacity={0.85} />
      ) : (
        <RegularPolygon
          x={21}
          y={box.h / 2}
          sides={color?.shape === 'triangle' ? 3 : color?.shape === 'diamond' ? 4 : color?.shape === 'hexagon' ? 6 : 40}
          radius={11}
          fill={color?.ink ?? '#fff'}
          opacity={0.85}
        />
      )}
      {legible(26, zoom) && <Text x={34} y={10} width={box.w - 40} text={label} fontSize={26} fontStyle="bold" fill={color?.ink ?? '#fff'} />}
      {legible(15, zoom) && <Text x={34} y={42} width={box.w - 40} text={player} fontSize={15} fill={color?.ink ?? '#fff'} wrap="none" ellipsis />}
    </Group>
  );
});
