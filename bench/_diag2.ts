import { riskEngine as E } from '../src/engines/risk/engine';
import { randomPolicy, strategistPolicy } from '../src/engines/risk/bot';
function lcg(seed: number) { let r = seed >>> 0 || 1; return () => { r = (Math.imul(r, 1103515245) + 12345) >>> 0; return (r >>> 8) / 0x1000000; }; }
const g = Number(process.argv[2] ?? 4);
const rand = lcg(1000 + g);
const me = g % 6;
let s = E.setup(E.defaultOptions(6), 6, 1000 + g);
let lastTurn = -1;
for (let n = 0; n < 50000 && !E.outcome(s) && s.turn < 200; n++) {
  const seat = E.prompt(s).seats[0];
  const legal = E.legalMoves(s, seat);
  const pol = seat === me ? strategistPolicy : randomPolicy;
  const r = E.apply(s, pol(E.view(s, seat), seat, legal, rand), seat);
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
  if (s.turn !== lastTurn && s.current === me) {
    lastTurn = s.turn;
    const terr = s.owner.filter((o) => o === me).length;
    const arm = s.armies.filter((_, t) => s.owner[t] === me);
    const others = [0,1,2,3,4,5].filter((x) => x !== me).map((x) => `${s.alive[x] ? s.owner.filter((o) => o === x).length + '/' + s.armies.reduce((a, v, t) => a + (s.owner[t] === x ? v : 0), 0) : '-'}`);
    console.log('turn', s.turn, 'me', terr, 'armies', arm.reduce((a, b) => a + b, 0), 'max', Math.max(...arm), 'ones', arm.filter((a) => a === 1).length, 'hand', s.hands[me].length, 'trades', s.trades, 'others', others.join(' '));
  }
}
