/**
 * Where everything sits on the table, from the board's size in pixels: the Supply at the top
 * (basic piles in two columns, the ten Kingdom piles in two rows of five), a bar for the prompt and
 * its buttons, the middle row (the turn's counters, cards in play, players, trash) and the device
 * seat's deck, hand and discard pile along the bottom. Pure, so it is unit-tested.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableLayout {
  readonly font: number;
  readonly pad: number;
  readonly gap: number;
  /** Slots for the basic piles, column by column (`basicRows` per column). */
  readonly basic: readonly Box[];
  readonly kingdom: readonly Box[];
  readonly bar: Box;
  readonly counters: Box;
  /** Cards in play (and the decision tray when one is open). */
  readonly play: Box;
  readonly players: Box;
  readonly trash: Box;
  readonly deck: Box;
  readonly discard: Box;
  readonly hand: Box;
  /** One hand card (the hand overlaps them when they do not fit). */
  readonly card: { readonly w: number; readonly h: number };
  /** How far a picked hand card rises. */
  readonly lift: number;
}

const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x));

export function tableLayout(W: number, H: number, basicRows: number, kingdomCount: number): TableLayout {
  const font = Math.round(clamp(Math.min(W / 62, H / 42), 12, 20));
  const pad = Math.round(clamp(Math.min(W, H) * 0.015, 6, 18));
  const gap = Math.max(4, Math.round(pad * 0.6));
  const innerW = W - 2 * pad;

  // Rows: Supply, bar, middle, hand.
  const supplyH = Math.round(H * 0.42);
  const barH = Math.round(font * 2.3);
  const handH = Math.round(H * 0.27);
  const midH = Math.max(60, H - 2 * pad - supplyH - barH - handH - 3 * gap);
  const ySupply = pad;
  const yBar = ySupply + supplyH + gap;
  const yMid = yBar + barH + gap;
  const yHand = yMid + midH + gap;

  // Supply: basic piles in two columns of chips, Kingdom piles in two rows of five tiles.
  const chipH = (supplyH - (basicRows - 1) * gap) / basicRows;
  const chipW = Math.min(chipH * 2.1, innerW * 0.15, font * 11);
  const cols = Math.max(1, Math.ceil(kingdomCount / 2));
  const tileH = (supplyH - gap) / 2;
  const split = gap * 2.5;
  const tileW = Math.min(tileH * 0.9, (innerW - 2 * chipW - gap - split - (cols - 1) * gap) / cols);
  const supplyW = 2 * chipW + gap + split + cols * tileW + (cols - 1) * gap;
  const x0 = pad + Math.max(0, (innerW - supplyW) / 2);
  // Slots column by column: Treasures down the first, Victory cards and Curse down the second.
  const basic: Box[] = [];
  for (let col = 0; col < 2; col++)
    for (let row = 0; row < basicRows; row++) basic.push({ x: x0 + col * (chipW + gap), y: ySupply + row * (chipH + gap), w: chipW, h: chipH });
  const kx = x0 + 2 * chipW + gap + split;
  const kingdom: Box[] = [];
  for (let i = 0; i < kingdomCount; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    kingdom.push({ x: kx + c * (tileW + gap), y: ySupply + r * (tileH + gap), w: tileW, h: tileH });
  }

  // Middle row: counters | in play | players | trash.
  const countersW = Math.round(font * 6.2);
  const playersW = Math.round(clamp(W * 0.27, font * 15, font * 26));
  const trashH = midH;
  const trashW = Math.round(Math.min(trashH * 0.62, font * 8));
  const xTrash = W - pad - trashW;
  const xPlayers = xTrash - gap - playersW;
  const xPlay = pad + countersW + gap;

  // Bottom row: deck | hand | discard. Piles are a little smaller than hand cards.
  const lift = Math.round(handH * 0.08);
  const cardH = handH - lift;
  const cardW = Math.round(Math.min(cardH * 0.66, innerW / 5.6));
  const pileH = Math.round(cardH * 0.8);
  const pileW = Math.round(Math.min(pileH * 0.66, cardW * 0.8));

  return {
    font,
    pad,
    gap,
    basic,
    kingdom,
    bar: { x: pad, y: yBar, w: innerW, h: barH },
    counters: { x: pad, y: yMid, w: countersW, h: midH },
    play: { x: xPlay, y: yMid, w: Math.max(40, xPlayers - gap - xPlay), h: midH },
    players: { x: xPlayers, y: yMid, w: playersW, h: midH },
    trash: { x: xTrash, y: yMid, w: trashW, h: trashH },
    deck: { x: pad, y: yHand + handH - pileH, w: pileW, h: pileH },
    discard: { x: W - pad - pileW, y: yHand + handH - pileH, w: pileW, h: pileH },
    hand: { x: pad + pileW + 2 * gap, y: yHand, w: innerW - 2 * pileW - 4 * gap, h: handH },
    card: { w: cardW, h: cardH },
    lift,
  };
}

/**
 * The x of each of `n` cards of width `w` in a row of width `width`, centred, overlapping when they
 * do not fit side by side.
 */
export function spread(n: number, w: number, width: number, gap: number): number[] {
  if (n <= 0) return [];
  const natural = n * w + (n - 1) * gap;
  const step = natural <= width ? w + gap : n === 1 ? 0 : Math.max(4, (width - w) / (n - 1));
  const used = step * (n - 1) + w;
  const x0 = Math.max(0, (width - used) / 2);
  return Array.from({ length: n }, (_, i) => x0 + i * step);
}
