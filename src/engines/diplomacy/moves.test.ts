import { describe, expect, it } from 'vitest';
import { checkSeatOrders, composeSeatOrders, parseOrdersMove } from './moves';
import { geographyOf } from './map/variant';
import { parseOrder } from './notation/parse';
import { OPTIONS, checkSeatPowers } from './options';

describe('the moves of both Diplomacy games', () => {
  it('compose a seat order set from picks, by power, a slot left out taking its default', () => {
    const slots = [
      { key: 'FRA:par', label: '', orders: ['A Par H', 'A Par - Bur'] },
      { key: 'FRA:bre', label: '', orders: ['F Bre H', 'F Bre - Mao'] },
      { key: 'GER:kie', label: '', orders: ['F Kie H'] },
    ];
    expect(composeSeatOrders(slots, { 'FRA:bre': 'F Bre - Mao' })).toEqual({ FRA: ['A Par H', 'F Bre - Mao'], GER: ['F Kie H'] });
  });

  it('read untrusted moves: orders as text per power, with a draw vote', () => {
    expect(parseOrdersMove({ kind: 'orders', orders: { FRA: ['A Par H'] }, draw: true }, 'Diplomacy')).toEqual({
      ok: true,
      value: { kind: 'orders', orders: { FRA: ['A Par H'] }, draw: true },
    });
    expect(parseOrdersMove({ kind: 'orders', orders: { FRA: ['A a-Par@0 H'] } }, '5D Diplomacy')).toEqual({
      ok: true,
      value: { kind: 'orders', orders: { FRA: ['A a-Par@0 H'] } },
    });
    expect(parseOrdersMove({ kind: 'orders', orders: {}, draw: 'x' }, 'Diplomacy')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: expect.stringMatching(/^Not a Diplomacy move: .*draw/) },
    });
    expect(parseOrdersMove({ kind: 'orders', orders: { XYZ: [] } }, '5D Diplomacy')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: expect.stringMatching(/^Not a 5D Diplomacy move: /) },
    });
    expect(parseOrdersMove({ kind: 'orders', orders: { FRA: [3] } }, 'Diplomacy')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: expect.stringMatching(/FRA/) },
    });
    expect(parseOrdersMove({ kind: 'orders', orders: ['A Par H'] }, 'Diplomacy')).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(parseOrdersMove('A Par H', '5D Diplomacy')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: expect.stringMatching(/^Not a 5D Diplomacy move/) },
    });
    expect(parseOrdersMove({ kind: 'proposeDraw' }, 'Diplomacy')).toEqual({ ok: true, value: { kind: 'proposeDraw' } });
  });

  it('read the powers of each seat: one list a seat, each with a power, no power twice', () => {
    expect(checkSeatPowers([['ENG', 'FRA'], ['GER']], 2)).toEqual({ ok: true, value: [['ENG', 'FRA'], ['GER']] });
    expect(checkSeatPowers([['ENG']], 2)).toMatchObject({ ok: false, error: { message: 'Give the powers of each of the 2 seats.' } });
    expect(checkSeatPowers([['ENG'], []], 2)).toMatchObject({ ok: false, error: { message: 'Seat 2 has no power.' } });
    expect(checkSeatPowers([['ENG'], ['ENG']], 2)).toMatchObject({ ok: false, error: { message: '"ENG" is on two seats.' } });
    expect(OPTIONS.parse({ seatPowers: [['ENG'], ['ENG']] }, 2)).toMatchObject({
      ok: false,
      error: { code: 'bad-options', message: '"ENG" is on two seats.' },
    });
    expect(OPTIONS.parse({ seatPowers: [['ENG'], ['XYZ']] }, 2)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it("check a seat's orders before keeping them: its own powers only, each order readable in the notation", () => {
    const geo = geographyOf('standard');
    const check = (orders: Record<string, string[]>) =>
      checkSeatOrders(
        orders,
        ['FRA'],
        (p) => (p === 'FRA' ? 'France' : 'Germany'),
        (t) => parseOrder(t, geo),
      );
    expect(check({ FRA: ['A Par - Bur', 'F Bre H'] })).toBeNull();
    expect(check({ GER: ['A Mun H'] })).toEqual({ ok: false, error: { code: 'not-your-power', message: 'You do not play Germany.' } });
    const r = check({ FRA: ['A Par - Bur', 'A Par jumps'] });
    expect(r?.error.code).toBe('bad-order');
    expect(r?.error.message).toMatch(/^France: "A Par jumps": .+/);
  });
});
