import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Rect } from 'react-konva';
import type { TableProps } from '../types';
import { fillSeats } from '../../engines/core';
import { CARDS, COLONY, cardText } from '../../engines/dominion/cards';
import type { Edition } from '../../engines/dominion/types';
import { costOf } from '../../engines/dominion/cost';
import type { DominionMove, DominionState } from '../../engines/dominion/types';
import { buttonWidth, CanvasButton, CardBack, CardFace, EditionContext, EmptySlot, Label, PileChip, ZoomContext, type Hover } from './CardShapes';
import { MIN_TEXT_PX } from '../common/camera';
import { Counters, Players, Tray } from './BoardParts';
import { sendUnlessEndingBuyRefused } from './askEndingBuy';
import { handSpots, spread, tableLayout, type Box } from './layout';
import {
  isPosition,
  answersAtOnce,
  buyableCards,
  clickSource,
  decisionKey,
  eligibleFlags,
  handMove,
  myDecision,
  pickAnswer,
  pickedFlags,
  playableCards,
  raise,
  sortHand,
  togglePick,
  toggleOption,
} from './logic';
import { handOwner } from '../../engines/dominion/ui';
import { decisionDraft } from './selection';
import { DECKS_KEY, deckShown, playerRowAt } from './deckShown';
import { barButtons, type BarButton } from './barButtons';
import { PanZoomStage } from '../common/PanZoomStage';
import { useBoxSize } from '../common/useBoxSize';
import { useCoarsePointer } from '../common/useCoarsePointer';
import { costText, typeLine } from './cardStyle';
import { EndScreen } from './EndScreen';

/** Where each basic card's pile sits (see layout.ts: Treasures in the first column, Victory and Curse in the second). */
const BASIC_SLOT: Readonly<Record<string, number>> = { Copper: 0, Silver: 1, Gold: 2, Potion: 3, Estate: 4, Duchy: 5, Province: 6, Curse: 7 };
/** With Platinum and Colony: five rows (Copper, Silver, Gold, Platinum, Potion | Estate, Duchy, Province, Colony, Curse). */
const BASIC_SLOT_COLONY: Readonly<Record<string, number>> = {
  Copper: 0,
  Silver: 1,
  Gold: 2,
  Platinum: 3,
  Potion: 4,
  Estate: 5,
  Duchy: 6,
  Province: 7,
  Colony: 8,
  Curse: 9,
};

/** The Dominion table: Supply, the turn, players, the device seat's hand. Every click maps to a legal move. */
/** Shown names of the mats and set-aside piles of the engine (Player.mats). */
const MAT_NAMES: Record<string, string> = {
  island: 'Island mat',
  nativeVillage: 'Native Village mat',
  haven: 'Haven',
  blockade: 'Blockade',
  possession: 'trashed (Possession)',
};

export function DominionBoard(props: TableProps) {
  const view = props.view as DominionState;
  const legal = useMemo(() => (props.readOnly ? [] : (props.legal as readonly DominionMove[])), [props.readOnly, props.legal]);
  const { seat, onMove } = props;
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const [hover, setHover] = useState<Hover | null>(null);

  // A half-made answer never outlives the table it was made on.
  useEffect(() => () => decisionDraft.clear(), []);

  const kingdomPiles = useMemo(() => view.piles.map((_, k) => k).filter((k) => CARDS[view.piles[k]].kingdom), [view.piles]);
  const colonyGame = view.piles.includes(COLONY);
  const nPlayers = view.players.length;
  const touch = useCoarsePointer();
  const L = useMemo(
    () => tableLayout(size.w, size.h, colonyGame ? 5 : 4, kingdomPiles.length, nPlayers, touch),
    [size, kingdomPiles.length, colonyGame, nPlayers, touch],
  );
  const basicSlot = colonyGame ? BASIC_SLOT_COLONY : BASIC_SLOT;

  const d = myDecision(view, seat, legal);
  const key = decisionKey(d);
  const draft = decisionDraft.use(key);
  const src = clickSource(view, d);
  const pick = d && d.kind === 'pick' ? d : null;

  const send = useCallback(
    (m: DominionMove | null | undefined) => {
      // A buy that ends the game is asked about first (issue 21, logic.ts).
      sendUnlessEndingBuyRefused(view, m, (move) => {
        decisionDraft.clear();
        setHover(null);
        onMove(move);
      });
    },
    [onMove, view],
  );

  /** A tap on the player panel: that row's player's cards in the panel (issue 21). */
  const showCards = (e: { target: { getRelativePointerPosition(): { y: number } | null } }) => {
    const i = playerRowAt(e.target.getRelativePointerPosition()?.y ?? -1, L.players.h, view.players.length, L.font);
    if (i !== null) deckShown.set(DECKS_KEY, { seat: i });
  };

  /** A click on a card of the pick: toggles it, or answers at once for a single card. */
  const clickItem = (card: number, isPicked: boolean) => {
    if (!pick) return;
    const next = togglePick(pick, draft.picked, card, isPicked);
    if (answersAtOnce(pick) && !isPicked) return send(pickAnswer(pick, next));
    decisionDraft.set(key, { picked: next });
  };

  // The hand: the device seat's (the possessed player's during a Possession turn it plays), or (in replay) the current player's backs.
  const owner = seat === null ? view.current : handOwner(view, seat);
  const rawHand = view.players[owner]?.hand ?? [];
  const hand = rawHand.some((c) => c < 0) ? rawHand.slice() : sortHand(rawHand);
  const playable = d ? new Set<number>() : playableCards(legal, hand);
  const handPicked = src === 'hand' ? pickedFlags(hand, draft.picked) : [];
  const handLive = src === 'hand' && pick ? eligibleFlags(hand, pick.items) : [];
  const onHand = (i: number) => {
    if (src === 'hand') {
      if (handLive[i]) clickItem(hand[i], handPicked[i]);
      return;
    }
    send(handMove(legal, hand[i]));
  };

  // The Supply: live piles are those a click buys, or the items of a pick from the Supply.
  const buyable = d ? new Set<number>() : buyableCards(legal);
  const supplyPick = src === 'supply' && pick ? pick : null;
  const supplyPicked = supplyPick ? new Set(draft.picked) : new Set<number>();
  const onPile = (card: number) => {
    if (supplyPick) {
      if (supplyPick.items.includes(card)) clickItem(card, supplyPicked.has(card));
      return;
    }
    if (buyable.has(card)) send(legal.find((m) => m.type === 'buy' && m.card === card));
  };

  const me = view.players[owner];
  const inPlay = view.players[view.current]?.play.filter((c) => c >= 0) ?? [];
  const shownCards: { card: number; tag?: string }[] = [
    ...inPlay.map((card) => ({ card })),
    ...view.players.flatMap((p) => p.aside.map((card) => ({ card, tag: 'Revealed' }))),
    ...(me?.look ?? []).filter((c) => c >= 0).map((card) => ({ card, tag: 'Looking' })),
    // Durations waiting for (or doing) their next-turn effect, and the cards on mats a seat may see.
    ...view.players.flatMap((p, i) => p.durations.map((card) => ({ card, tag: fillSeats(`{${i}}: Duration`, props.names) }))),
    ...view.players.flatMap((p, i) =>
      Object.entries(p.mats).flatMap(([mat, cards]) =>
        cards.filter((c) => c >= 0).map((card) => ({ card, tag: fillSeats(`{${i}}: ${MAT_NAMES[mat] ?? mat}`, props.names) })),
      ),
    ),
  ];
  // The prompt bar: the prompt, then the buttons (options of a choice too, when they fit).
  const bsize = L.font;
  const bh = Math.round(L.bar.h * 0.86);
  const widthOf = (b: BarButton) => buttonWidth(b.pressed ? `✓ ${b.text}` : b.text, bsize, b.primary) + 6;
  const withOptions = barButtons(d, draft, legal, props.botTurn, false, true);
  const optionsFit = withOptions.reduce((n, b) => n + widthOf(b), 0) <= L.bar.w * 0.62;
  const buttons = optionsFit ? withOptions : barButtons(d, draft, legal, props.botTurn, false, false);
  let bx = L.bar.x + L.bar.w;
  const placed = buttons.map((b) => {
    const w = widthOf(b) - 6;
    bx -= w + 6;
    return { ...b, x: bx + 6, w };
  });
  const press = (b: BarButton) => {
    if (b.toggle !== undefined && d?.kind === 'option') decisionDraft.set(key, { picked: toggleOption(d, draft.picked, b.toggle) });
    else send(b.move);
  };
  const hint = pick && src === 'hand' ? ' (click cards in your hand)' : pick && src === 'supply' ? ' (click a highlighted pile)' : '';
  const barText = fillSeats(d ? d.prompt : props.prompt.text, props.names) + hint;
  const trayOpen =
    d !== null &&
    (d.kind === 'order' ||
      isPosition(d) ||
      (pick !== null && src !== 'hand' && src !== 'supply') ||
      ((d.kind === 'option' || d.kind === 'yesno') && !optionsFit));

  // The view a phone opens at (the table is taller than its box there): the text at 11 px, centred on
  // what the seat acts on now (the hand for an Action to play or a pick from it, else the Supply and the bar,
  // which has the button that plays all Treasures).
  const handFirst = src === 'hand' || (!d && view.phase === 'action' && playable.size > 0);
  // The hand's bottom edge: the last row the hand takes (a phone's box has room for two).
  const handSpotsNow = handSpots(hand.length, L.card, L.hand, L.gap, L.lift, L.handRows);
  const handBottom = handSpotsNow.length ? handSpotsNow[handSpotsNow.length - 1].y + L.card.h + L.lift : L.hand.y + L.card.h + L.lift;
  const opening = useMemo(
    () => ({
      label: MIN_TEXT_PX,
      focus: handFirst
        ? [
            { x: L.W / 2, y: L.bar.y },
            { x: L.W / 2, y: handBottom },
          ]
        : [
            { x: L.W / 2, y: L.pad },
            { x: L.W / 2, y: L.narrow ? L.players.y + L.players.h : L.bar.y + L.bar.h },
          ],
    }),
    [handFirst, L, handBottom],
  );

  const hoverBig = hover !== null && !hover.complete;
  const ph = Math.min(L.H * 0.55, 400);
  const pw = Math.round(ph * 0.66);
  let hx = hover ? hover.x + hover.w + 10 : 0;
  if (hover && hx + pw > L.W) hx = hover.x - pw - 10;
  if (hx < 0) hx = Math.max(0, L.W - pw - 10);
  const hy = hover ? Math.max(6, Math.min(L.H - ph - 6, hover.y + hover.h / 2 - ph / 2)) : 0;

  return (
    <EditionContext.Provider value={view.options.edition}>
      <div ref={box} className="dom-board" data-testid="dominion-board">
        <PanZoomStage
          width={L.W}
          height={L.H}
          zoomButtons={false}
          opening={opening}
          testId="dominion-table"
          peek={(id) => <CardPeek card={Number(id)} cost={costOf(view, Number(id))} edition={view.options.edition} />}
        >
          {(zoom) => (
            <ZoomContext.Provider value={zoom}>
              <Layer>
                {view.piles.map((card, k) => {
                  const facts = CARDS[card];
                  const slot = facts.kingdom ? L.kingdom[kingdomPiles.indexOf(k)] : L.basic[basicSlot[facts.name] ?? 3];
                  if (!slot) return null;
                  const live = {
                    glow: buyable.has(card) || (supplyPick?.items.includes(card) ?? false),
                    picked: supplyPicked.has(card),
                    onPick: () => onPile(card),
                    onHover: setHover,
                    name: `pile-${facts.name}`,
                  };
                  const common = { card, ...slot, cost: costOf(view, card), count: view.supply[k], ...live };
                  const embargo = view.pileTokens.embargo?.[k] ?? 0;
                  const trade = view.pileTokens.tradeRoute?.[k] ?? 0;
                  const face = facts.kingdom ? <CardFace key={card} {...common} /> : <PileChip key={card} {...common} />;
                  if (!embargo && !trade) return face;
                  const tokens = [embargo ? `Embargo ×${embargo}` : '', trade ? 'Trade Route token' : ''].filter(Boolean).join(' · ');
                  return (
                    <Group key={card}>
                      {face}
                      <Label
                        x={slot.x}
                        y={slot.y + 2}
                        width={slot.w}
                        text={tokens}
                        fontSize={Math.max(MIN_TEXT_PX, L.font * 0.75)}
                        fill={embargo ? '#ffb4b4' : '#fff6a8'}
                        fontStyle="bold"
                        align="center"
                        listening={false}
                      />
                    </Group>
                  );
                })}

                <Group listening={false}>
                  <Rect x={L.bar.x} y={L.bar.y} width={L.bar.w} height={L.bar.h} cornerRadius={8} fill="#1d2433" opacity={0.9} />
                  <Label
                    x={L.bar.x + 10}
                    y={L.bar.y}
                    width={Math.max(60, bx - L.bar.x - 16)}
                    height={L.bar.h}
                    text={barText}
                    fontSize={L.font}
                    fill="#e8ecf4"
                    verticalAlign="middle"
                    wrap="none"
                    ellipsis
                  />
                </Group>
                {placed.map((b) => (
                  <CanvasButton
                    key={b.text}
                    x={b.x}
                    y={L.bar.y + (L.bar.h - bh) / 2}
                    w={b.w}
                    h={bh}
                    // The text the bar's widths were measured at (a bar made taller for fingers keeps it).
                    fontSize={Math.max(11, Math.min(18, bsize, bh * 0.45))}
                    text={b.text}
                    primary={b.primary}
                    pressed={b.pressed}
                    disabled={!b.move && b.toggle === undefined}
                    onPress={() => press(b)}
                  />
                ))}

                <Counters box={L.counters} view={view} font={L.font} color={props.colors[view.current]} />
                {trayOpen && d ? (
                  <Tray
                    box={L.play}
                    d={d}
                    picked={draft.picked}
                    order={draft.order}
                    font={L.font}
                    cardW={L.card.w}
                    onHover={setHover}
                    onCard={(i, isPicked) => {
                      if (d.kind === 'pick') clickItem(d.items[i], isPicked);
                      else if (d.kind === 'order') decisionDraft.set(key, { order: raise(draft.order ?? d.items.map((_, j) => j), i) });
                    }}
                    onOption={(k) => {
                      if (d.kind !== 'option') return;
                      if (d.max === 1) return send({ type: 'decide', answer: [k] });
                      decisionDraft.set(key, { picked: toggleOption(d, draft.picked, k) });
                    }}
                    onYesNo={(yes) => send({ type: 'decide', answer: yes })}
                    onPosition={(picked) => decisionDraft.set(key, { picked })}
                  />
                ) : (
                  <PlayArea box={L.play} cards={shownCards} font={L.font} onHover={setHover} />
                )}
                <Players box={L.players} view={view} names={props.names} colors={props.colors} seat={seat} font={L.font} scores={props.scores} />
                {/* A tap on a player's row shows their cards in the panel (issue 21, deckShown.ts). */}
                <Rect
                  x={L.players.x}
                  y={L.players.y}
                  width={L.players.w}
                  height={L.players.h}
                  fill="rgba(0,0,0,0)"
                  name="players-panel"
                  onClick={showCards}
                  onTap={showCards}
                />
                <Label
                  x={L.trash.x}
                  y={L.trash.y}
                  width={L.trash.w}
                  text={`Trash ${view.trash.length}`}
                  fontSize={Math.max(MIN_TEXT_PX, L.font * 0.85)}
                  fill="#9aa6bf"
                  align="center"
                  listening={false}
                />
                {view.trash.length > 0 ? (
                  <CardFace
                    card={view.trash[view.trash.length - 1]}
                    x={L.trash.x}
                    y={L.trash.y + L.font * 1.3}
                    w={L.trash.w}
                    h={L.trash.h - L.font * 1.3}
                    text={false}
                    onHover={setHover}
                  />
                ) : (
                  <EmptySlot
                    x={L.trash.x}
                    y={L.trash.y + L.font * 1.3}
                    w={L.trash.w}
                    h={L.trash.h - L.font * 1.3}
                    label="Empty"
                    size={Math.max(MIN_TEXT_PX, L.font * 0.85)}
                  />
                )}

                {!L.narrow && (
                  <>
                    <Label
                      x={L.deck.x}
                      y={L.deck.y - L.font * 1.3}
                      width={L.deck.w}
                      text={`Deck ${me?.deck.length ?? 0}`}
                      fontSize={Math.max(MIN_TEXT_PX, L.font * 0.85)}
                      fill="#9aa6bf"
                      align="center"
                      listening={false}
                    />
                    {me && me.deck.length > 0 ? (
                      <CardBack {...L.deck} />
                    ) : (
                      <EmptySlot {...L.deck} label="No deck" size={Math.max(MIN_TEXT_PX, L.font * 0.85)} />
                    )}
                    <Label
                      x={L.discard.x}
                      y={L.discard.y - L.font * 1.3}
                      width={L.discard.w}
                      text={`Discard ${me?.discard.length ?? 0}`}
                      fontSize={Math.max(MIN_TEXT_PX, L.font * 0.85)}
                      fill="#9aa6bf"
                      align="center"
                      listening={false}
                    />
                    {me && me.discard.length > 0 ? (
                      <CardFace card={me.discard[me.discard.length - 1]} {...L.discard} text={false} onHover={setHover} />
                    ) : (
                      <EmptySlot {...L.discard} label="Discard" size={Math.max(MIN_TEXT_PX, L.font * 0.85)} />
                    )}
                  </>
                )}
                <Hand
                  box={L.hand}
                  cards={hand}
                  card={L.card}
                  lift={L.lift}
                  gap={L.gap}
                  rows={L.handRows}
                  playable={playable}
                  live={handLive}
                  picked={handPicked}
                  onCard={onHand}
                  onHover={setHover}
                  font={L.font}
                  label={seat === null || owner !== seat ? `${props.names[owner] ?? ''}’s hand` : null}
                />
              </Layer>
              <Layer listening={false}>
                {hover && hoverBig && CARDS[hover.card] && <CardFace card={hover.card} x={hx} y={hy} w={pw} h={ph} cost={costOf(view, hover.card)} />}
              </Layer>
            </ZoomContext.Provider>
          )}
        </PanZoomStage>
        {view.phase === 'over' && <EndScreen view={view} names={props.names} colors={props.colors} />}
      </div>
    </EditionContext.Provider>
  );
}

function PlayArea({
  box,
  cards,
  font,
  onHover,
}: {
  box: Box;
  cards: readonly { card: number; tag?: string }[];
  font: number;
  onHover: (h: Hover | null) => void;
}) {
  const h = box.h;
  const w = Math.round(h * 0.68);
  const xs = spread(cards.length, w, box.w, 6);
  return (
    <Group>
      <Rect x={box.x} y={box.y} width={box.w} height={box.h} cornerRadius={8} stroke="#3a4560" strokeWidth={1} dash={[8, 6]} listening={false} />
      {cards.length === 0 && (
        <Label
          x={box.x}
          y={box.y}
          width={box.w}
          height={box.h}
          text="In play: nothing yet"
          fontSize={Math.max(MIN_TEXT_PX, font * 0.9)}
          fill="#7f8aa3"
          align="center"
          verticalAlign="middle"
          listening={false}
        />
      )}
      {cards.map((c, i) => (
        <CardFace
          key={i}
          card={c.card}
          x={box.x + xs[i]}
          y={box.y}
          w={w}
          h={h}
          tag={c.tag}
          visible={i + 1 < xs.length ? xs[i + 1] - xs[i] : undefined}
          onHover={onHover}
        />
      ))}
    </Group>
  );
}

interface HandProps {
  box: Box;
  cards: readonly number[];
  card: { w: number; h: number };
  lift: number;
  gap: number;
  /** The rows the hand may take (layout.ts handSpots). */
  rows: number;
  playable: ReadonlySet<number>;
  live: readonly boolean[];
  picked: readonly boolean[];
  onCard: (i: number) => void;
  onHover: (h: Hover | null) => void;
  font: number;
  label: string | null;
}

function Hand(p: HandProps) {
  const spots = handSpots(p.cards.length, p.card, p.box, p.gap, p.lift, p.rows);
  return (
    <Group>
      {p.cards.length === 0 && (
        <Label
          x={p.box.x}
          y={p.box.y}
          width={p.box.w}
          height={p.box.h}
          text="No cards in hand"
          fontSize={p.font}
          fill="#7f8aa3"
          align="center"
          verticalAlign="middle"
          listening={false}
        />
      )}
      {p.cards.map((c, i) => {
        const { x, shown: visible } = spots[i];
        const y = spots[i].y + (p.picked[i] ? 0 : p.lift);
        if (c < 0) return <CardBack key={i} x={x} y={y} w={p.card.w} h={p.card.h} />;
        const live = p.live[i] || p.playable.has(c);
        return (
          <CardFace
            key={i}
            card={c}
            x={x}
            y={y}
            w={p.card.w}
            h={p.card.h}
            visible={visible}
            glow={live && !p.picked[i]}
            picked={p.picked[i]}
            onPick={live || p.picked[i] ? () => p.onCard(i) : undefined}
            onHover={p.onHover}
            name="hand-card"
          />
        );
      })}
      {p.label && (
        <Label
          x={p.box.x}
          y={p.box.y}
          width={p.box.w}
          text={p.label}
          fontSize={Math.max(MIN_TEXT_PX, p.font * 0.85)}
          fill="#9aa6bf"
          align="center"
          listening={false}
        />
      )}
    </Group>
  );
}

/** A card in full (a long press or right click on it): cost, types and text. */
function CardPeek({ card, cost, edition }: { card: number; cost: Parameters<typeof costText>[0]; edition: Edition }) {
  const c = CARDS[card];
  if (!c) return null;
  return (
    <div data-testid="card-peek">
      <h3>{c.name}</h3>
      <p className="meta">
        {costText(cost)} · {typeLine(card)}
      </p>
      <p className="peek-text">{cardText(card, edition)}</p>
    </div>
  );
}
