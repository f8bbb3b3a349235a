import { riskEngine as E } from '../src/engines/risk/engine';
import { randomPolicy, strategistPolicy } from '../src/engines/risk/bot';
function lcg(seed: number) { let r = seed >>> 0 || 1; return () => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) / 0x1000000; }; }
for (let g = 0; g < Number(process.env.G ?? 30); g++) {
  const rand = lcg(1000 + g);
  const me = g % 6;
  let s = E.setup(E.defaultOptions(6), 6, 1000 + g);
  let n = 0;
  let peak = 0, peakTurn = 0;
  for (; n < 50000 && !E.outcome(s); n++) {
    const seat = E.prompt(s).seats[0];
    const legal = E.legalMoves(s, seat);
    const pol = seat === me ? strategistPolicy : randomPolicy;
    const r = E.apply(s, pol(E.view(s, seat), seat, legal, rand), seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const cnt = s.owner.filter((o) => o === me).length;
    if (cnt > peak) { peak = cnt; peakTurn = s.turn; }
  }
  const mine = s.owner.filter((o) => o === me).length;
  const myArmies = s.armies.reduce((a, x, t) => a + (s.owner[t] === me ? x : 0), 0);
  const others = s.armies.reduce((a, x, t) => a + (s.owner[t] !== me ? x : 0), 0);
  console.log(g, s.winner === me ? 'WIN' : s.winner >= 0 ? 'LOSS' : 'UNFIN', 'turn', s.turn, 'terr', mine, 'armies', myArmies, 'others', others, 'peak', peak, '@', peakTurn, 'alive', s.alive.filter(Boolean).length, 'trades', s.trades);
}
