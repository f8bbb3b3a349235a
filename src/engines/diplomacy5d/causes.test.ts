import { describe, expect, it } from 'vitest';
import { diplomacy5dEngine as engine, geoOf } from './engine';
import { forkCause } from './causes';
import { fall1901, play } from './testkit';
import type { Report5 } from './types';

/** Issue 20: the log names the order that made each timeline, not a generic reason. */
describe('fork causes', () => {
  it('names the move into the past that arrived: "Timeline b forks from a@0 (Spring 1901) because … arrived"', () => {
    const s = fall1901();
    const r1 = play(s, 0, { kind: 'orders', orders: { ENG: ['F Nth -> Eng@0', 'A Yor H', 'F Nwg H'] } });
    const r2 = engine.apply(r1.state, { kind: 'orders', orders: {} }, 1);
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.mv.timelines).toHaveLength(2);
    expect(r2.log.map((l) => l.text)).toContain('Timeline b forks from a@0 (Spring 1901) because F a-Nth@1 -> Eng@0 arrived.');
  });

  it('a move that bounced in the past board, a support given there, an earlier order whose result changed; none: null', () => {
    const geo = geoOf(fall1901());
    const rep = (text: string, success: boolean, extra: Partial<Report5> = {}): Report5 => ({ power: 'ENG', text, success, why: 'x', ...extra });
    expect(forkCause('0:0', [rep('F a-Nth@1 -> Eng@0', false)], geo)).toBe('F a-Nth@1 -> Eng@0 bounced there');
    expect(forkCause('0:0', [rep('F a-Nth@1 S F a-Lon@0 -> Eng@0', true)], geo)).toBe('F a-Nth@1 S F a-Lon@0 -> Eng@0 was given there');
    expect(forkCause('0:0', [rep('A a-Par@0 -> Bur', false, { past: true, why: 'bounced' })], geo)).toBe(
      'A a-Par@0 -> Bur, given earlier, now fails (bounced)',
    );
    // An order on its own board's timeline elsewhere names nothing on a@0.
    expect(forkCause('0:0', [rep('F a-Nth@1 -> Eng', true)], geo)).toBeNull();
  });
});
