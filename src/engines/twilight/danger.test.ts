import { describe, expect, it } from 'vitest';
import { danger } from './danger';
import { legalMoves } from './legal';
import { play, position } from './testkit';
import { view } from './view';
import { warning } from './ui';

const CIA_CREATED = 26;
const LONE_GUNMAN = 62;

describe('the loss analysis behind the warnings (danger.ts)', () => {
  // CARD_EFFECTS 26 CIA Created: "the US may conduct operations with this card's ops value … coup under the
  // normal operations rules"; 8.1.3: DEFCON 1 during a player's action round loses the game for that player,
  // "even if the opponent's decision caused it (… Lone Gunman op …)".
  it('CIA Created played by the USSR at DEFCON 2: the US may coup a battleground with its operation', () => {
    const s = position(0, { defcon: 2, inf: { angola: [0, 2] }, hands: [[CIA_CREATED, 12, 19], [21]] });
    const plays = legalMoves(s, 0).filter((m) => m.type === 'play' && m.card === CIA_CREATED && m.use !== 'space');
    expect(plays.length).toBeGreaterThan(0);
    for (const m of plays)
      expect(warning(s, 0, m)).toMatch(/^The US may coup the battleground Angola with the operations of CIA Created: DEFCON 1 in your round/);
    // Spaced, the event does not occur (5.2): no warning.
    expect(warning(s, 0, { type: 'play', card: CIA_CREATED, use: 'space' })).toBeNull();
    // The same from the USSR's own view (the US hand hidden).
    expect(warning(view(s, 0), 0, { type: 'play', card: CIA_CREATED, use: 'influence' })).toMatch(/CIA Created/);
    // At DEFCON 3 the US's coup brings DEFCON only to 2: nothing is lost this round.
    const calm = position(0, { defcon: 3, inf: { angola: [0, 2] }, hands: [[CIA_CREATED, 12, 19], [21]] });
    expect(warning(calm, 0, { type: 'play', card: CIA_CREATED, use: 'influence' })).toBeNull();
  });

  // CARD_EFFECTS 62 Lone Gunman: "the USSR may conduct operations with this card's ops value".
  it('Lone Gunman played by the US at DEFCON 2: the USSR may coup a battleground with its operation', () => {
    const s = position(1, { defcon: 2, inf: { angola: [2, 0] }, turn: 4, hands: [[19], [LONE_GUNMAN, 21]] });
    const text = warning(s, 1, { type: 'play', card: LONE_GUNMAN, use: 'influence' });
    expect(text).toMatch(/^The USSR may coup the battleground .* with the operations of Lone Gunman: DEFCON 1 in your round is nuclear war/);
    const d = danger(s, 1, { type: 'play', card: LONE_GUNMAN, use: 'influence' });
    expect(d?.line.some((step) => step.seat === 0 && step.move.type === 'coup')).toBe(true);
    expect(d?.reason).toMatch(/Nuclear war/);
  });

  // 8.1.3: a battleground coup by the phasing player at DEFCON 2 loses whatever the die says.
  it('names the move itself when it loses whatever is rolled, and says nothing of a safe one', () => {
    let s = position(1, { defcon: 2, inf: { angola: [0, 1], cameroon: [0, 1] }, hands: [[12], [21]] });
    s = play(s, 1, { type: 'play', card: 21, use: 'coup' }).state;
    expect(warning(s, 1, { type: 'coup', country: 'angola' })).toBe(
      'A coup in the battleground Angola lowers DEFCON to 1: DEFCON 1 in your round is nuclear war, and you lose the game (8.1.3).',
    );
    expect(warning(s, 1, { type: 'coup', country: 'cameroon' })).toBeNull();
  });

  // 4.5D / 11.1.2: "Scoring cards may never be held"; a player holding one at the end of the turn loses.
  it('warns before the last action round is spent on another card while a scoring card is held', () => {
    const s = position(0, { rounds: 1, hands: [[1, 12], [19]] });
    expect(warning(s, 0, { type: 'play', card: 12, use: 'influence' })).toMatch(/scoring card still in hand at the end of the turn loses/);
    expect(warning(s, 0, { type: 'play', card: 1, use: 'event' })).toBeNull();
  });
});
