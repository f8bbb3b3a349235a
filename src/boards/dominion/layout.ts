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
  /** The board's size in board units (pixels at zoom 1): the box, or taller where the box is too short to read (the board pans). */
  readonly W: number;
  readonly H: number;
  /** A phone in portrait: the basic piles in two rows over the Kingdom, the players in a row of their own. */
  readonly narrow: boolean;
  readonly font: number;
  readonly pad: number;
  readonly gap: number;
  /** Slots for the basic piles, Treasures first then Victory cards and Curse (`basicRows` of each). */
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
  /** The rows the hand box has room for (a phone's: two, so a long hand is not squeezed into one; `handSpots`). */
  readonly handRows: number;
  /** How far a picked hand card rises. */
  readonly lift: number;
}

const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x));

/** Below this width the table is laid out for a phone in portrait. */
export const NARROW = 560;
/** The least height the table is laid out in (a shorter box shows part of it at a time, at a readable size). */
export const MIN_H = 480;

/**
 * The bar's least height under fingers: its buttons (86 % of it, DominionBoard) are 44 px tall at the
 * opening zoom (the table is laid out at about one board unit to the CSS pixel).
 */
export const TOUCH_BAR_H = 52;

/** Where everything sits for a box of W × H, with `players` players (their rows); `touch`: the pointer is a finger. */
export function tableLayout(W: number, boxH: number, basicRows: number, kingdomCount: number, players = 2, touch = false): TableLayout {
  return W < NARROW ? narrowLayout(W, boxH, basicRows, kingdomCount, players, touch) : wideLayout(W, Math.max(boxH, MIN_H), basicRows, kingdomCount, touch);
}

function wideLayout(W: number, H: number, basicRows: number, kingdomCount: number, touch: boolean): TableLayout {
  const font = Math.round(clamp(Math.min(W / 62, H / 42), 12, 20));
  const pad = Math.round(clamp(Math.min(W, H) * 0.015, 6, 18));
  const gap = Math.max(4, Math.round(pad * 0.6));
  const innerW = W - 2 * pad;

  // Rows: Supply, bar, middle, hand.
  // A tall box (a tablet in portrait) gives the Supply more, so its tiles show their text.
  const tall = H > W * 0.6;
  const barH = Math.round(Math.max(font * 2.3, touch ? TOUCH_BAR_H : 0));
  // A taller bar under fingers takes its height from the hand row (its cards' names stay whole, their
  // text shows on hover or a long press), not from the Supply's tiles (their text) nor the middle row.
  const supplyH = Math.round(H * (tall ? 0.5 : 0.44));
  const handH = Math.round(H * (tall ? 0.24 : 0.26)) - (barH - Math.round(font * 2.3));
  const midH = Math.max(60, H - 2 * pad - supplyH - barH - handH - 3 * gap);
  const ySupply = pad;
  const yBar = ySupply + supplyH + gap;
  const yMid = yBar + barH + gap;
  const yHand = yMid + midH + gap;

  // Supply: basic piles in two columns of chips, Kingdom piles in two rows of five tiles.
  const chipH = (supplyH - (basicRows - 1) * gap) / basicRows;
  const chipW = Math.min(chipH * 2.1, innerW * 0.13, font * 11);
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
  // At least 80 wide where there is room, so a name of 11 letters reads whole at 11 px.
  const cardW = Math.round(Math.min(Math.max(cardH * 0.66, 80), innerW / 5.6));
  const pileH = Math.round(cardH * 0.8);
  const pileW = Math.round(Math.min(pileH * 0.66, cardW * 0.8));

  return {
    W,
    H,
    narrow: false,
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
    handRows: 1,
    lift,
  };
}

/**
 * A phone in portrait: the basic piles in two rows (Treasures, then Victory cards and Curse), the
 * Kingdom in two rows of five across the whole width, the bar, a row per player, the turn's counters
 * beside the cards in play and the trash, and the hand across the whole width. Laid out at the sizes where the text reads (11 px
 * and up): the board is taller than the box and pans.
 */
function narrowLayout(W: number, boxH: number, basicRows: number, kingdomCount: number, players: number, touch: boolean): TableLayout {
  const font = 12;
  const pad = 4;
  const gap = 3;
  const innerW = W - 2 * pad;
  const chipW = (innerW - (basicRows - 1) * gap) / basicRows;
  const chipH = 36;
  const cols = Math.max(1, Math.ceil(kingdomCount / 2));
  const tileW = (innerW - (cols - 1) * gap) / cols;
  const tileH = Math.round(clamp(tileW * 1.1, 78, 100));
  const basic: Box[] = [];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < basicRows; col++) basic.push({ x: pad + col * (chipW + gap), y: pad + row * (chipH + gap), w: chipW, h: chipH });
  const yKingdom = pad + 2 * chipH + gap + 2 * gap;
  const kingdom: Box[] = [];
  for (let i = 0; i < kingdomCount; i++) {
    const r = Math.floor(i / cols);
    kingdom.push({ x: pad + (i % cols) * (tileW + gap), y: yKingdom + r * (tileH + gap), w: tileW, h: tileH });
  }
  const yBar = yKingdom + 2 * tileH + gap + gap;
  const barH = Math.round(Math.max(font * 2.6, touch ? TOUCH_BAR_H : 0));
  // The players' rows under the bar (in view with the Supply), then the turn's counters, the cards in play and the trash.
  const yPlayers = yBar + barH + gap;
  const rowH = Math.round(font * 2.6);
  const playersH = players * rowH + 8;
  const yMid = yPlayers + playersH + gap;
  const midH = 108;
  const countersW = Math.round(font * 6.2);
  const trashW = Math.round(midH * 0.62);
  const yHand = yMid + midH + gap;
  const cardW = Math.round(Math.min(innerW / 4.8, 92));
  const cardH = Math.round(cardW * 1.4);
  const lift = Math.round(cardH * 0.08);
  // Room for two rows of cards always (the board's size, and so a kept camera's zoom, does not change as
  // cards are drawn): a hand of 7 or more takes the second row rather than overlap to slivers.
  const handRows = 2;
  const handH = handRows * (cardH + lift) + (handRows - 1) * gap;
  const H = Math.max(boxH, yHand + handH + pad);
  return {
    W,
    H,
    narrow: true,
    font,
    pad,
    gap,
    basic,
    kingdom,
    bar: { x: pad, y: yBar, w: innerW, h: barH },
    counters: { x: pad, y: yMid, w: countersW, h: midH },
    play: { x: pad + countersW + gap, y: yMid, w: innerW - countersW - trashW - 2 * gap, h: midH },
    trash: { x: W - pad - trashW, y: yMid, w: trashW, h: midH },
    players: { x: pad, y: yPlayers, w: innerW, h: playersH },
    // No room for the deck and discard piles beside the hand: the player's row counts them and names the discard's top card.
    deck: { x: pad, y: yHand, w: 0, h: 0 },
    discard: { x: W - pad, y: yHand, w: 0, h: 0 },
    hand: { x: pad, y: yHand, w: innerW, h: handH },
    card: { w: cardW, h: cardH },
    handRows,
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

/**
 * The least part of each hand card shown (a share of its width) before the hand takes another row, where
 * its box has one: the name at the card's top reads whole and a finger finds the card (issue 20/21: a
 * phone's hand of 7 or more was squeezed into slivers).
 */
export const HAND_MIN_SHOWN = 0.75;

/** A hand card's place: its top-left (before the lift of an unpicked card) and how much of it shows beside the next. */
export interface HandSpot {
  readonly x: number;
  readonly y: number;
  /** The width shown before the next card of its row covers it; undefined for the last of a row. */
  readonly shown?: number;
}

/**
 * Where each of `n` hand cards goes in the hand box: in one row (overlapping when they do not fit side by
 * side) while each shows at least HAND_MIN_SHOWN of its width, else over up to `rows` rows of as even a
 * length as can be (the first rows the longer), each row centred. Row r starts `r × (card.h + lift + gap)` below the box's top.
 */
export function handSpots(n: number, card: { readonly w: number; readonly h: number }, box: Box, gap: number, lift: number, rows: number): HandSpot[] {
  if (n <= 0) return [];
  const perRow = (k: number) => Math.ceil(n / k);
  const showsEnough = (k: number) => {
    const m = perRow(k);
    return m <= 1 || m * card.w + (m - 1) * gap <= box.w || (box.w - card.w) / (m - 1) >= card.w * HAND_MIN_SHOWN;
  };
  let used = 1;
  while (used < rows && !showsEnough(used)) used++;
  const m = perRow(used);
  const out: HandSpot[] = [];
  for (let r = 0; r * m < n; r++) {
    const count = Math.min(m, n - r * m);
    const xs = spread(count, card.w, box.w, gap);
    const y = box.y + r * (card.h + lift + gap);
    xs.forEach((x, i) => out.push({ x: box.x + x, y, ...(i + 1 < count ? { shown: xs[i + 1] - x } : {}) }));
  }
  return out;
}
