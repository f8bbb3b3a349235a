/**
 * Setup influence (3.2, 3.3, optional bid): the USSR places 6 in Eastern Europe, then the US 7 in
 * Western Europe, then the US its extra influence where it already has some. One marker per pick.
 */
import { wait } from './draft';
import type { Working } from '../core/working';
import { COUNTRY_IDS, IS_EAST, IS_WEST, countryIndex, countryName, members } from './map';
import type { Instr, TwilightState } from './types';

const EAST = members(IS_EAST);
const WEST = members(IS_WEST);

export function setupPlace(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'setupPlace' }>): void {
  const s = ctx.s;
  let left = ins.left;
  if (ins.answer !== undefined) {
    const c = countryIndex(ins.answer);
    s.inf[ins.side][c]++;
    ctx.say(`{${ins.side}} places setup influence in ${countryName(c)}.`, ins.side);
    left--;
  }
  if (left <= 0) return;
  const pool = ins.area === 'east' ? EAST : ins.area === 'west' ? WEST : members(s.inf[1].map((n) => n > 0));
  const where = ins.area === 'east' ? 'Eastern Europe' : ins.area === 'west' ? 'Western Europe' : 'a country with US influence (extra influence)';
  const then: Instr = { op: 'setupPlace', side: ins.side, left, area: ins.area };
  wait(ctx, {
    kind: 'pick',
    seat: ins.side,
    text: `{${ins.side}}: place 1 setup influence in ${where} (${left} left).`,
    options: pool.map((c) => COUNTRY_IDS[c]),
    then,
  });
}
