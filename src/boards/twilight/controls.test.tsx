// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEAT_COLORS } from '../common/palette';
import { legalMoves } from '../../engines/twilight/legal';
import { prompt } from '../../engines/twilight/engine';
import { play, position } from '../../engines/twilight/testkit';
import type { TwilightMove, TwilightState } from '../../engines/twilight/types';
import { view } from '../../engines/twilight/view';
import { clearSelection } from './selection';
import { TwilightControls } from './TwilightControls';
import { ConfirmHost } from '../common/Confirm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let box: HTMLDivElement;
let root: Root;
beforeEach(() => {
  box = document.createElement('div');
  document.body.appendChild(box);
  root = createRoot(box);
  clearSelection();
});
afterEach(() => {
  act(() => root.unmount());
  box.remove();
});

function show(s: TwilightState, seat: 0 | 1, onMove: (m: TwilightMove) => void) {
  act(() =>
    root.render(
      <>
        <ConfirmHost />
        <TwilightControls
          view={view(s, seat)}
          seat={seat}
          prompt={prompt(s)}
          legal={legalMoves(s, seat)}
          onMove={onMove as (m: unknown) => void}
          names={['Ann', 'Bob']}
          colors={SEAT_COLORS.slice(0, 2)}
          readOnly={false}
          botTurn={false}
        />
      </>,
    ),
  );
}

const button = (name: string | RegExp): HTMLButtonElement => {
  const b = [...document.querySelectorAll('button')].find((x) => (typeof name === 'string' ? x.textContent?.trim() === name : name.test(x.textContent ?? '')));
  if (!b) throw new Error(`no button ${String(name)}`);
  return b;
};

function choose(label: string, value: string) {
  const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)!;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the Twilight Struggle panel', () => {
  it('shows a coup’s odds and asks again before a battleground coup at DEFCON 2', async () => {
    let s = position(1, { defcon: 2, inf: { angola: [0, 1], zaire: [0, 1] }, hands: [[12], [4]] });
    s = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    const onMove = vi.fn();
    show(s, 1, onMove);
    choose('Coup in', 'angola');
    expect(document.querySelector('[data-testid="coup-odds"]')?.textContent).toMatch(/Chance of success: \d+%/);
    act(() => button('Coup').click());
    expect(onMove).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toMatch(/DEFCON to 1/);
    await act(async () => button('Go back').click());
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    // Going back drops the fatal target: the player chooses again.
    expect(document.querySelector<HTMLSelectElement>('select[aria-label="Coup in"]')!.value).toBe('');
    choose('Coup in', 'angola');
    act(() => button('Coup').click());
    await act(async () => button('Do it anyway').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'coup', country: 'angola' });
  });

  it('warns when Coup is chosen as the use of a card while a coup could be nuclear war; Go back returns to the uses', async () => {
    const s = position(1, { defcon: 2, inf: { angola: [0, 1], cameroon: [0, 1] }, hands: [[12], [4]] });
    const onMove = vi.fn();
    show(s, 1, onMove);
    act(() => document.querySelector<HTMLButtonElement>('button[data-card="4"]')!.click());
    act(() => button('Coup').click());
    expect(onMove).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toMatch(/Angola.*nuclear war/);
    await act(async () => button('Go back').click());
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    // The card is still chosen and its uses are offered again.
    expect(document.querySelector('[role="group"][aria-label="Play for"]')).not.toBeNull();
    act(() => button('Influence').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'play', card: 4, use: 'influence' });
  });

  it('shows a realignment’s odds in % before the roll, which waits for the player to confirm', () => {
    let s = position(0, { inf: { iran: [1, 2], iraq: [0, 3] }, hands: [[12], [4]] });
    s = play(s, 0, { type: 'play', card: 12, use: 'realign' }).state;
    const onMove = vi.fn();
    show(s, 0, onMove);
    const option = [...document.querySelectorAll('select[aria-label="Realign"] option')].find((o) => o.getAttribute('value') === 'iran');
    expect(option?.textContent).toMatch(/72% to win/); // +2 against 0: 26 of 36 rolls (6.2)
    choose('Realign', 'iran');
    expect(onMove).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="realign-odds"]')?.textContent).toMatch(/you roll \+2, they roll \+0\. You win 72%.*tie 11%, lose 17%/);
    act(() => button('Roll').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'realign', country: 'iran' });
  });

  it('plays a chosen card from the hand for influence', () => {
    const s = position(0, { inf: { poland: [0, 2] }, hands: [[14, 12], [19]] });
    const onMove = vi.fn();
    show(s, 0, onMove);
    const comecon = document.querySelector<HTMLButtonElement>('button[data-card="14"]')!;
    expect(comecon.className).toContain('playable');
    act(() => comecon.click());
    expect(document.querySelector('[data-testid="card-detail"]')?.textContent).toMatch(/Eastern European/);
    act(() => button('Influence').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'play', card: 14, use: 'influence' });
  });

  it('lets the holder of an opponent’s card choose whether its event comes first', () => {
    const s = position(0, { inf: { poland: [0, 2] }, hands: [[19, 12], [22]] });
    const onMove = vi.fn();
    show(s, 0, onMove);
    act(() => document.querySelector<HTMLButtonElement>('button[data-card="19"]')!.click());
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Event')).toBe(false);
    act(() => document.querySelectorAll<HTMLInputElement>('input[name="ts-order"]')[1].click());
    act(() => button('Influence').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'play', card: 19, use: 'influence', eventFirst: true });
  });

  it('under mixed ops offers influence and realignment together, and asks which where both are open (designer rule)', () => {
    // USSR plays Comecon (3 ops) for influence; Iran (US 2) is next to Afghanistan (USSR 1).
    const spec = {
      inf: { afghanistan: [0, 1] as const, iran: [2, 0] as const },
      hands: [
        [14, 12],
        [19, 22],
      ] as [number[], number[]],
      options: { mixOps: true },
    };
    const s = play(position(0, spec), 0, { type: 'play', card: 14, use: 'influence' }).state;
    const onMove = vi.fn();
    show(s, 0, onMove);
    expect(document.querySelector('[data-testid="mixed-ops"]')?.textContent).toMatch(/3 ops left/);
    const values = (label: string) =>
      [...document.querySelectorAll(`select[aria-label="${label}"] option`)].map((o) => o.getAttribute('value')).filter(Boolean);
    expect(values('Place influence in')).toContain('iran');
    expect(values('Realign')).toContain('iran');
    choose('Realign', 'iran');
    expect(document.querySelector('[data-testid="realign-odds"]')?.textContent).toMatch(/Iran: .*You win \d+%/);
    act(() => button(/Place 1 influence in Iran instead/).click());
    expect(onMove).toHaveBeenCalledWith({ type: 'influence', country: 'iran' });
    // Once influence went to Iran, the engine no longer lists a realignment there: nor does the panel.
    const after = play(s, 0, { type: 'influence', country: 'iran' }).state;
    show(after, 0, onMove);
    expect(values('Realign')).not.toContain('iran');
    expect(values('Place influence in')).toContain('iran');
  });

  it('without the designer rule shows only the use the card was played for', () => {
    const spec = {
      inf: { afghanistan: [0, 1] as const, iran: [2, 0] as const },
      hands: [
        [14, 12],
        [19, 22],
      ] as [number[], number[]],
    };
    const s = play(position(0, spec), 0, { type: 'play', card: 14, use: 'influence' }).state;
    show(s, 0, vi.fn());
    expect(document.querySelector('select[aria-label="Place influence in"]')).not.toBeNull();
    expect(document.querySelector('select[aria-label="Realign"]')).toBeNull();
    expect(document.querySelector('[data-testid="mixed-ops"]')).toBeNull();
  });

  it('offers ending the Cuban Missile Crisis at any decision of the restricted player, from the legal moves (CARD_EFFECTS 40)', () => {
    let s = position(0, {
      turn: 4,
      inf: { turkey: [2, 0], west_germany: [3, 0], kenya: [0, 1] },
      hands: [
        [40, 12],
        [14, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 40, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'keep' }).state;
    // The US now plays a card for influence: the crisis can still be ended in the middle of it.
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    expect(s.pending).toMatchObject({ kind: 'ops', seat: 1 });
    const onMove = vi.fn();
    show(s, 1, onMove);
    const group = document.querySelector('[role="group"][aria-label="End the Cuban Missile Crisis"]');
    expect([...group!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Remove 2 from West Germany', 'Remove 2 from Turkey']);
    act(() => button('Remove 2 from West Germany').click());
    expect(onMove).toHaveBeenCalledWith({ type: 'defuse', country: 'west_germany' });
    // The USSR is not restricted: nothing offered to it.
    show(s, 0, vi.fn());
    expect(document.querySelector('[aria-label="End the Cuban Missile Crisis"]')).toBeNull();
  });
});
