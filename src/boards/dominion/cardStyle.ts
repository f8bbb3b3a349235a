/**
 * How a card looks: a colour per type (a card of two types is split between both), the type line,
 * and the cost as shown. Colours are light so the dark ink on them stays readable.
 */
import { CARDS } from '../../engines/dominion/cards';
import type { CardType, Cost } from '../../engines/dominion/types';

export const TYPE_COLOR: Readonly<Record<CardType, string>> = {
  Action: '#e6dfcb',
  Treasure: '#f0cf5a',
  Victory: '#8ccf8f',
  Curse: '#b896dc',
  Reaction: '#86b9ea',
  Attack: '#f0a397',
  Duration: '#f5b466',
};

export const INK = '#1b1b1b';
export const GLOW = '#fff6a8';
export const PICKED = '#56b4e9';

/** The colours a card is painted with: its most telling types first (Attack and Reaction over Action). */
export function cardColors(card: number): string[] {
  const types = CARDS[card]?.types ?? [];
  const rank: CardType[] = ['Attack', 'Reaction', 'Duration', 'Treasure', 'Victory', 'Curse', 'Action'];
  const shown = rank.filter((t) => types.includes(t));
  // An Action–Victory or Treasure–Victory card shows both halves; an Action–Attack shows Attack.
  if (shown.length > 1 && types.includes('Victory')) return [TYPE_COLOR[shown[0]], TYPE_COLOR.Victory];
  if (types.includes('Reaction') && types.includes('Attack')) return [TYPE_COLOR.Attack, TYPE_COLOR.Reaction];
  return [TYPE_COLOR[shown[0] ?? 'Action']];
}

/** Konva fill props for a card body of height h. */
export function cardFill(card: number, h: number): Record<string, unknown> {
  const c = cardColors(card);
  if (c.length === 1) return { fill: c[0] };
  return {
    fillLinearGradientStartPoint: { x: 0, y: 0 },
    fillLinearGradientEndPoint: { x: 0, y: h },
    fillLinearGradientColorStops: [0, c[0], 0.5, c[0], 0.5, c[1], 1, c[1]],
  };
}

export function typeLine(card: number): string {
  return (CARDS[card]?.types ?? []).join(' – ');
}

/** "$4", "$3 ⚗" with a Potion; reduced costs are shown as they are now. */
export function costText(c: Cost): string {
  return `$${c.coins}${c.potions ? ' ⚗' : ''}`;
}

/** A card's colours as a CSS background (the panel's and lobby's swatches). */
export function swatch(card: number): string {
  const c = cardColors(card);
  return c.length === 1 ? c[0] : `linear-gradient(180deg, ${c[0]} 50%, ${c[1]} 50%)`;
}
