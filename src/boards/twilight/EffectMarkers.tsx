import { Circle, Group, Rect, Text } from 'react-konva';
import type { SeatColor } from '../common/palette';
import type { Effect } from '../../engines/twilight/types';
import { effectLabel, mapMarkers } from './effects';
import { layout } from './layout';

const H = 22;
const FONT = 14;

/** One tag: a star and the short names of the effects, bordered in the colour of the side whose event it is. */
function Tag({ x, y, effects, colors, scale }: { x: number; y: number; effects: readonly Effect[]; colors: readonly SeatColor[]; scale: number }) {
  const text = `★ ${effects.map((e) => effectLabel(e.card)).join(' · ')}`;
  const w = text.length * FONT * 0.56 + 14;
  const border = colors[effects[0].side]?.hex ?? '#fff6a8';
  return (
    <Group x={x} y={y} scaleX={scale} scaleY={scale}>
      <Rect width={w} height={H} cornerRadius={H / 2} fill="#0b0f16ee" stroke={border} strokeWidth={2.5} />
      <Text width={w} height={H} text={text} fontSize={FONT} fontStyle="bold" fill="#fff6a8" align="center" verticalAlign="middle" wrap="none" />
    </Group>
  );
}

/** Markers of the events in effect where they act: a star on a country's box, or a named tag beside a region's label. */
export function EffectMarkers({ effects, colors, zoom }: { effects: readonly Effect[]; colors: readonly SeatColor[]; zoom: number }) {
  const { countries, labels } = mapMarkers(effects);
  const scale = Math.max(1, 0.78 / zoom);
  return (
    <>
      {[...countries].map(([id, list]) => {
        const box = layout.boxes[id];
        if (!box) return null;
        // A star on the box's corner (the names are in the country's tip and in the tray), so no
        // neighbour's numbers are covered.
        return (
          <Group key={id} x={box.x} y={box.y} scaleX={scale} scaleY={scale}>
            <Circle radius={12} fill="#0b0f16" stroke={colors[list[0].side]?.hex ?? '#fff6a8'} strokeWidth={3} />
            <Text x={-12} y={-12} width={24} height={24} text={list.length > 1 ? `★${list.length}` : '★'} fontSize={list.length > 1 ? 12 : 16} fontStyle="bold" fill="#fff6a8" align="center" verticalAlign="middle" />
          </Group>
        );
      })}
      {[...labels].map(([group, list]) => {
        const r = layout.regionLabels.find((l) => l.group === group);
        if (!r) return null;
        // Beside the label (drawn 20 px bold, letter-spaced, centred on r.x), not over the boxes under it.
        const half = (r.text.length * 14.4) / 2;
        return <Tag key={group} x={r.x + half + 8} y={r.y - (H * scale) / 2} effects={list} colors={colors} scale={scale} />;
      })}
    </>
  );
}
