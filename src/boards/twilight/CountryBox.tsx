import { memo } from 'react';
import { Group, Rect, Text, RegularPolygon } from 'react-konva';
import type { SeatColor } from '../../app/colors';
import type { CountryData } from '../../engines/twilight/types';
import { GROUP_COLOR, boxName, groupsOf, type Box } from './layout';

export type Mark = 'none' | 'target' | 'preview' | 'chosen';

const BODY = '#182131';
const BG_BAND = '#5a1f4a';

/** Influence in one cell: a filled cell in the side's colour when that side controls the country. */
function Cell({ x, y, size, n, controlled, color }: { x: number; y: number; size: number; n: number; controlled: boolean; color: SeatColor | undefined }) {
  const hex = color?.hex ?? '#999';
  return (
    <Group x={x} y={y}>
      <Rect width={size} height={size} cornerRadius={4} fill={controlled ? hex : n > 0 ? '#0c121c' : 'transparent'} stroke={n > 0 ? hex : '#3a4560'} strokeWidth={n > 0 ? 2.5 : 1} dash={n > 0 ? undefined : [3, 3]} />
      {n > 0 && <Text text={String(n)} width={size} height={size} align="center" verticalAlign="middle" fontSize={21} fontStyle="bold" fill={controlled ? (color?.ink ?? '#fff') : '#f2f5fa'} />}
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
  badgeScale,
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
  /** Badges keep a readable size on screen when the map is zoomed out. */
  badgeScale: number;
  onPick: (id: string) => void;
  /** Pointer over the box (position in the stage's container), or null when it leaves. */
  onHover: (id: string | null, x?: number, y?: number) => void;
}) {
  const groups = groupsOf(c);
  const tint = GROUP_COLOR[groups[0]];
  const band = 22;
  const name = (c.bg ? '◆ ' : '') + boxName(c);
  const fontSize = Math.min(15, (box.w - 10) / (name.length * 0.6));
  const cell = 34;
  const cy = band + (box.h - band - cell) / 2;
  const stroke = mark === 'chosen' ? '#ffffff' : mark === 'target' ? '#fff6a8' : mark === 'preview' ? '#c9e7ff' : tint;
  const pick = () => onPick(c.id);
  return (
    <Group
      x={box.x}
      y={box.y}
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
      {(mark === 'target' || mark === 'chosen') && <Rect x={-5} y={-5} width={box.w + 10} height={box.h + 10} cornerRadius={8} fill={mark === 'chosen' ? '#ffffff55' : '#fff6a833'} />}
      <Rect width={box.w} height={box.h} cornerRadius={5} fill={BODY} stroke={stroke} strokeWidth={mark === 'none' ? 2 : 3.5} dash={mark === 'preview' ? [6, 4] : undefined} shadowColor="#000" shadowBlur={6} shadowOpacity={0.5} shadowForStrokeEnabled={false} />
      {groups.length === 2 ? (
        <>
          <Rect x={1} y={1} width={box.w / 2 - 1} height={band} cornerRadius={[4, 0, 0, 0]} fill={c.bg ? BG_BAND : GROUP_COLOR[groups[0]]} />
          <Rect x={box.w / 2} y={1} width={box.w / 2 - 1} height={band} cornerRadius={[0, 4, 0, 0]} fill={c.bg ? BG_BAND : GROUP_COLOR[groups[1]]} />
        </>
      ) : (
        <Rect x={1} y={1} width={box.w - 2} height={band} cornerRadius={[4, 4, 0, 0]} fill={c.bg ? BG_BAND : tint} />
      )}
      {c.bg && <Rect x={1} y={band - 3} width={box.w - 2} height={3} fill={tint} />}
      <Text x={4} y={1} width={box.w - 8} height={band - 2} text={name} fontSize={fontSize} fontStyle="bold" fill={c.bg ? '#ffffff' : '#111722'} align="center" verticalAlign="middle" wrap="none" ellipsis />
      <Cell x={5} y={cy} size={cell} n={us} controlled={control === 1} color={colors[1]} />
      <Cell x={box.w - 5 - cell} y={cy} size={cell} n={ussr} controlled={control === 0} color={colors[0]} />
      <Text x={box.w / 2 - 16} y={cy} width={32} height={cell} text={String(c.stability)} fontSize={18} fill="#aeb9cf" align="center" verticalAlign="middle" />
      <Rect x={box.w / 2 - 13} y={cy + 4} width={26} height={cell - 8} cornerRadius={13} stroke="#56627a" strokeWidth={1} />
      {badge && (
        <Group x={box.w + 2} y={-4} scaleX={badgeScale} scaleY={badgeScale}>
          <Rect x={-badge.length * 8 - 10} y={-20} width={badge.length * 8 + 14} height={22} cornerRadius={11} fill="#fff6a8" stroke="#0b0f16" strokeWidth={1} />
          <Text x={-badge.length * 8 - 10} y={-20} width={badge.length * 8 + 14} height={22} text={badge} fontSize={14} fontStyle="bold" fill="#111722" align="center" verticalAlign="middle" />
        </Group>
      )}
    </Group>
  );
});

/** A superpower space: the side's colour and shape, its name and the player. */
export const SuperpowerBox = memo(function SuperpowerBox({ label, player, box, color }: { label: string; player: string; box: Box; color: SeatColor | undefined }) {
  return (
    <Group x={box.x} y={box.y} listening={false}>
      <Rect width={box.w} height={box.h} cornerRadius={8} fill={color?.hex ?? '#777'} stroke="#0b0f16" strokeWidth={2} shadowColor="#000" shadowBlur={8} shadowOpacity={0.6} />
      {color?.shape === 'square' ? (
        <Rect x={12} y={box.h / 2 - 9} width={18} height={18} fill={color.ink} opacity={0.85} />
      ) : (
        <RegularPolygon x={21} y={box.h / 2} sides={color?.shape === 'triangle' ? 3 : color?.shape === 'diamond' ? 4 : color?.shape === 'hexagon' ? 6 : 40} radius={11} fill={color?.ink ?? '#fff'} opacity={0.85} />
      )}
      <Text x={34} y={10} width={box.w - 40} text={label} fontSize={26} fontStyle="bold" fill={color?.ink ?? '#fff'} />
      <Text x={34} y={42} width={box.w - 40} text={player} fontSize={15} fill={color?.ink ?? '#fff'} wrap="none" ellipsis />
    </Group>
  );
});
