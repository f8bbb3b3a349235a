import { describe, expect, it } from 'vitest';
import { formatOrder } from './notation/format';
import { parseOrder } from './notation/parse';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

const canonical = (text: string) => {
  const r = parseOrder(text, STD_GEO);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return formatOrder(r.value, STD_GEO);
};

describe('parseOrder: standard notation', () => {
  it.each([
    ['A Par - Bur', 'A Par - Bur'],
    ['F Spa/sc S A Mar - Gas', 'F Spa/sc S A Mar - Gas'],
    ['A Lon - Nwy via Convoy', 'A Lon - Nwy via Convoy'],
    ['F Nth C A Lon - Nwy', 'F Nth C A Lon - Nwy'],
    ['A Bur H', 'A Bur H'],
    ['A Mun R Boh', 'A Mun R Boh'],
    ['A Mun - Boh', 'A Mun - Boh'],
    ['A Mun D', 'A Mun D'],
    ['Build A Par', 'Build A Par'],
    ['Disband F Kie', 'F Kie D'],
    ['Waive', 'Waive'],
    ['F Ber S A Mun', 'F Ber S A Mun'],
  ])('reads %s', (text, out) => expect(canonical(text)).toBe(out));

  it.each([
    ['a par-bur', 'A Par - Bur'],
    ['Army Paris -> Burgundy', 'A Par - Bur'],
    ['F North Atlantic Ocean - Mid-Atlantic Ocean', 'F Nao - Mao'],
    ['F St. Petersburg (sc) - Gulf of Bothnia', 'F Stp/sc - Bot'],
    ['F spa(nc) supports F mao', 'F Spa/nc S F Mao'],
    ['F nth convoys lon -> bel', 'F Nth C A Lon - Bel'],
    ['A ven holds', 'A Ven H'],
    ['F Spain north coast - Gascony', 'F Spa/nc - Gas'],
    ['F stp build', 'Build F Stp'],
    ['Remove A Paris', 'A Par D'],
    ['F Mid - Gol', 'F Mao - Lyo'],
    ['Par - Bur', 'Par - Bur'],
    ['A Gas - Spa/nc', 'A Gas - Spa/nc'],
    ['A Bel - Hol by convoy', 'A Bel - Hol via Convoy'],
  ])('accepts the variant %s', (text, out) => expect(canonical(text)).toBe(out));
});

describe('parseOrder: errors name the bad part', () => {
  it.each([
    ['A Pxx - Bur', 'Pxx', /unknown province/],
    ['A Par - Bxx', 'Bxx', /unknown province "Bxx" \(destination\)/],
    ['A Par ~ Bur', '~', /expected an order word/],
    ['A Par Bur', 'Bur', /expected an order word/],
    ['A Par -', '', /missing destination/],
    ['A Par', '', /missing the order/],
    ['F Spa/xc - Mao', 'xc', /unknown coast/],
    ['F Par/nc - Bur', '/nc', /Paris has no separate coasts/],
    ['F Stp/ec - Bot', '/ec', /St Petersburg has no east coast/],
    ['A Par - Bur via Boat', 'Boat', /via convoy/],
    ['A Par - Bur H', 'H', /unexpected/],
    ['Build Par', 'Par', /unit type/],
    ['F Nth C A Lon', '', /destination of the convoy/],
    ['A Par S A Mar Bur', 'Bur', /expected "-"/],
    ['F Spa(sc - Mao', '-', /missing "\)"/],
    ['', '', /empty order/],
  ])('%s → "%s"', (text, part, message) => {
    const r = parseOrder(text, STD_GEO);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.part).toBe(part);
      expect(r.error.message).toMatch(message);
      expect(r.error.code).toBe('parse-error');
    }
  });

  it('never throws on junk', () => {
    for (const junk of [
      '(((',
      '->->',
      'S S S',
      'A A A',
      'Build',
      'via convoy',
      '🙂',
      'A Par - Bur - Pic',
      null as unknown as string,
      42 as unknown as string,
    ]) {
      expect(() => parseOrder(junk, STD_GEO)).not.toThrow();
      expect(parseOrder(junk, STD_GEO).ok).toBe(false);
    }
  });
});
