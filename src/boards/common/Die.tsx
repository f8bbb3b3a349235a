import type { SeatColor } from './palette';

const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** One six-sided die drawn with pips, in a seat's colour (grey when none). */
export function Die({ value, color }: { value: number; color: SeatColor | undefined }) {
  return (
    <span className="die" role="img" aria-label={String(value)} style={{ background: color?.hex ?? '#ddd', color: color?.ink ?? '#111' }}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={PIPS[value]?.includes(i) ? 'pip' : ''} />
      ))}
    </span>
  );
}
