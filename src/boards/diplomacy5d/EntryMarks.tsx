import { memo, useMemo } from 'react';
import { Circle, Group, Path } from 'react-konva';
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { targetsOf, winterTargets, type Entry, type EntrySlot } from './entry';

const PATH = new Map(ART.provinces.map((p) => [p.id, p.path]));

/**
 * What order entry shows on the multiverse: the picked unit (white ring), the unit it helps (blue
 * ring) and the places the next click may pick (dashed outlines, on whichever board they lie; with
 * nothing picked, the build sites and the units owed as disbands on Winter boards), all read from
 * the legal-order list through entry.ts.
 */
export const EntryMarks = memo(function EntryMarks(props: {
  slots: readonly EntrySlot[];
  entry: Entry;
  zoom: number;
  /** The top-left corner of board (tl, turn) on the stage. */
  origin: (tl: number, turn: number) => readonly [number, number];
  spot: (loc: string) => readonly [number, number];
}) {
  const { slots, entry, zoom, origin, spot } = props;
  const slot = slots.find((s) => s.key === entry.slot);
  const targets = useMemo(() => (slot && slot.at ? (entry.pick ? [] : [...targetsOf(slot, entry)]) : [...winterTargets(slots)]), [slot, entry, slots]);
  const ring = (key: string, color: string) => {
    const [tl, turn, prov] = key.split(':');
    const [x, y] = spot(prov);
    const [ox, oy] = origin(Number(tl), Number(turn));
    return <Circle key={`r${key}${color}`} x={ox + x} y={oy + y} radius={34} stroke={color} strokeWidth={Math.max(6, 3 / zoom)} />;
  };
  const w = Math.max(5, 2.5 / zoom);
  return (
    <Group name="entry-marks">
      {targets.map((key) => {
        const [tl, turn, prov] = key.split(':');
        const d = PATH.get(prov);
        const [ox, oy] = origin(Number(tl), Number(turn));
        return d ? (
          <Path
            key={key}
            x={ox}
            y={oy}
            data={d}
            stroke="#fff6a8"
            strokeWidth={w}
            dash={[4 * w, 2 * w]}
            fill="rgba(255,246,168,0.18)"
            perfectDrawEnabled={false}
          />
        ) : null;
      })}
      {slot?.at && ring(slot.at, '#ffffff')}
      {entry.other && ring(entry.other, '#9ad1ff')}
    </Group>
  );
});
