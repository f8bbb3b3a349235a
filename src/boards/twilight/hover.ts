/**
 * Where the hover card of a hand card goes (display only): beside the row, on the side with room
 * (left of a panel on the right, right of one on the left), else above or below it; always inside the window.
 */
export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export function hoverSpot(
  row: Rect,
  view: { width: number; height: number },
  card: { width: number; height: number },
  gap = 10,
): { left: number; top: number } {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const top = clamp(row.top + row.height / 2 - card.height / 2, gap, view.height - card.height - gap);
  if (row.left - gap - card.width >= 0) return { left: row.left - gap - card.width, top };
  if (row.left + row.width + gap + card.width <= view.width) return { left: row.left + row.width + gap, top };
  const left = clamp(row.left, gap, view.width - card.width - gap);
  if (row.top - gap - card.height >= 0) return { left, top: row.top - gap - card.height };
  return { left, top: clamp(row.top + row.height + gap, gap, view.height - card.height - gap) };
}
