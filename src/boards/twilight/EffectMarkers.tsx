import { Circle, Group, Line, Rect, Text } from 'react-konva';
import type { SeatColor } from '../common/palette';
import type { Effect } from '../../engines/twilight/types';
import { effectLabel, mapMarkers } from './effects';
import { layout, type Box } from './layout';
import { legible } from '../common/camera';
import { TAG_FONT, TAG_H, tagSpot, tagWidth } from './markers';

/** The star a tag shows alone while its names are too small to read (the tray names the effects). */
const STAR_FONT = 16;

/**
 * One tag: a star and the short names of the effects, bordered in the colour of the side whose event it
 * is. Zoomed out below the names' legibility it shows its star alone (never an empty tag), if that reads.
 */
function Tag({ x, y, text, border, scale, zoom }: { x: number; y: number; text: string; border: string; scale: number; zoom: number }) {
  const w = tagWidth(text);
  const names = legible(TAG_FONT * scale, zoom);
  return (
    <Group x={x} y={y} scaleX={scale} scaleY={scale}>
      <Rect width={w} height={TAG_H} cornerRadius={TAG_H / 2} fill="#0b0f16ee" stroke={border} strokeWidth={2.5} />
      <Text
        visible={names || legible(STAR_FONT * scale, zoom)}
        width={w}
        height={TAG_H}
        text={names ? text : '★'}
        fontSize={names ? TAG_FONT : STAR_FONT}
        fontStyle="bold"
        fill="#fff6a8"
        align="center"
        verticalAlign="middle"
        wrap="none"
      />
    </Group>
  );
}

/**
 * Markers of the events in effect where they act: a country's box ringed in the colour of the side
 * whose event it is, with a star on its corner; a named tag near a region's label, placed where it
 * covers no country (see markers.ts), tied to the label by a line when it had to go further off.
 */
export function EffectMarkers({ effects, colors, zoom }: { effects: readonly Effect[]; colors: readonly SeatColor[]; zoom: number }) {
  const { countries, labels } = mapMarkers(effects);
  // Zoomed out the markers grow to stay readable, up to the size that still covers no country on a
  // tablet's whole map (markers.test.ts); on a phone's whole map they stay as small as its names.
  const scale = Math.round(Math.min(1.8, Math.max(1, 0.78 / zoom)) * 10) / 10;
  const taken: Box[] = [];
  const tags = [...labels].flatMap(([group, list]) => {
    const r = layout.regionLabels.find((l) => l.group === group);
    const text = `★ ${list.map((e) => effectLabel(e.card)).join(' · ')}`;
    const w = tagWidth(text) * scale;
    const h = TAG_H * scale;
    const at = tagSpot(group, w, h, taken);
    if (!r || !at) return [];
    taken.push({ ...at, w, h });
    // From the label's edge to the tag's, when they are more than a small gap apart.
    const half = r.text.length * 7.2;
    const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
    const from = { x: clamp(at.x + w / 2, r.x - half, r.x + half), y: clamp(at.y + h / 2, r.y - 11, r.y + 11) };
    const to = { x: clamp(from.x, at.x, at.x + w), y: clamp(from.y, at.y, at.y + h) };
    const leader = Math.hypot(to.x - from.x, to.y - from.y) > 14 * scale ? [from.x, from.y, to.x, to.y] : null;
    return [{ group, list, text, at, leader }];
  });
  return (
    <>
      {[...countries].map(([id, list]) => {
        const box = layout.boxes[id];
        if (!box) return null;
        const color = colors[list[0].side]?.hex ?? '#fff6a8';
        // A ring round the box says which country (the star alone could sit between two); the
        // names are in the country's tip and in the tray.
        return (
          <Group key={id}>
            <Rect x={box.x - 4} y={box.y - 4} width={box.w + 8} height={box.h + 8} cornerRadius={8} stroke={color} strokeWidth={3} dash={[9, 5]} />
            <Group x={box.x} y={box.y} scaleX={scale} scaleY={scale}>
              <Circle radius={12} fill="#0b0f16" stroke={color} strokeWidth={3} />
              <Text
                visible={legible((list.length > 1 ? 12 : 16) * scale, zoom)}
                x={-12}
                y={-12}
                width={24}
                height={24}
                text={list.length > 1 ? `★${list.length}` : '★'}
                fontSize={list.length > 1 ? 12 : 16}
                fontStyle="bold"
                fill="#fff6a8"
                align="center"
                verticalAlign="middle"
              />
            </Group>
          </Group>
        );
      })}
      {tags.map(({ group, list, text, at, leader }) => (
        <Group key={group}>
          {leader && <Line points={leader} stroke="#fff6a8" strokeWidth={1.5 * scale} dash={[4 * scale, 4 * scale]} opacity={0.8} />}
          <Tag x={at.x} y={at.y} text={text} border={colors[list[0].side]?.hex ?? '#fff6a8'} scale={scale} zoom={zoom} />
        </Group>
      ))}
    </>
  );
}
