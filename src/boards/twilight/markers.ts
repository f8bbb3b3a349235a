/**
 * Where the tags of events in effect go beside the region labels (display only): a spot next to the
 * label that covers no country box, no other label and no tag placed before it, so a marker never
 * hides a country's name or influence. Sizes are in map units (the tags grow when zoomed out).
 */
import { layout, type Box } from './layout';

/** A region label is drawn 20 units bold and letter-spaced, centred on its point. */
const LABEL_H = 22;
const labelHalf = (text: string): number => (text.length * 14.4) / 2;

/** A tag's height and font size at scale 1; its width for a text. */
export const TAG_H = 22;
export const TAG_FONT = 14;
export const tagWidth = (text: string): number => text.length * TAG_FONT * 0.56 + 14;

/** The area two rectangles share. */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Every region label's rectangle. */
export function labelBoxes(): Box[] {
  return layout.regionLabels.map((r) => ({ x: r.x - labelHalf(r.text), y: r.y - LABEL_H / 2, w: 2 * labelHalf(r.text), h: LABEL_H }));
}

/** What a tag must not cover: the country and superpower boxes (with a small margin) and the labels. */
function obstacles(): Box[] {
  const m = 3;
  return [...Object.values(layout.boxes).map((b) => ({ x: b.x - m, y: b.y - m, w: b.w + 2 * m, h: b.h + 2 * m })), ...labelBoxes()];
}
let cached: Box[] | null = null;

/** How far apart two rectangles are (0 when they touch or overlap). */
function distance(a: Box, b: Box): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w));
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h));
  return Math.hypot(dx, dy);
}

/**
 * The top-left corner of a `w`×`h` tag near the label of `group`: the closest spot on the map that
 * covers no country box, label or tag already placed (`taken`), searched on a grid around the label;
 * where the map is too crowded for that, the spot covering least. Null when the group has no label.
 */
export function tagSpot(group: string, w: number, h: number, taken: readonly Box[] = []): { x: number; y: number } | null {
  const key = [group, w, h, ...taken.flatMap((b) => [b.x, b.y, b.w, b.h])].map((n) => (typeof n === 'number' ? Math.round(n) : n)).join('|');
  if (!spots.has(key)) spots.set(key, search(group, w, h, taken));
  return spots.get(key)!;
}
const spots = new Map<string, { x: number; y: number } | null>();

function search(group: string, w: number, h: number, taken: readonly Box[]): { x: number; y: number } | null {
  const r = layout.regionLabels.find((l) => l.group === group);
  if (!r) return null;
  const label = { x: r.x - labelHalf(r.text), y: r.y - LABEL_H / 2, w: 2 * labelHalf(r.text), h: LABEL_H };
  cached ??= obstacles();
  const all = [...cached, ...taken];
  const reach = 160;
  let best = { x: label.x + label.w + 6, y: r.y - h / 2 };
  let score = Infinity;
  for (let y = label.y - h - reach; y <= label.y + label.h + reach; y += 6) {
    for (let x = label.x - w - reach; x <= label.x + label.w + reach; x += 6) {
      const rect = { x, y, w, h };
      if (x < 0 || y < 0 || x + w > layout.width || y + h > layout.height) continue;
      const covered = all.reduce((sum, b) => sum + overlap(rect, b), 0);
      const near = distance(rect, label);
      // A spot touching the label reads as part of it: keep a small gap, then prefer the closest.
      const cost = covered * 1000 + Math.max(near, 4) + (near < 4 ? 4 - near : 0) * 100;
      if (cost < score) {
        score = cost;
        best = { x, y };
      }
    }
  }
  return best;
}
