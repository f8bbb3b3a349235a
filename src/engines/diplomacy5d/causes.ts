import type { Geography } from '../diplomacy/map/geography';
import { boardKey, boardName, tlName, turnTitle } from './multiverse';
import { parseOrder5 } from './notation';
import type { MOrder, MPlace, Report5 } from './types';

/** A timeline made last round: the past board it forked from ("tl:turn") and the new timeline. */
export interface ForkLike {
  readonly from: string;
  readonly tl: number;
  readonly why: string;
}

const onBoard = (p: MPlace | undefined, key: string) => !!p && boardKey(p.tl, p.turn) === key;

/**
 * Which order of the round made a past board fork, read from the round's reports (issue 20: "timeline
 * c forks from b@1902S because A a-Mun@3 -> b-Tyr@2 arrived"): a new move into that board that
 * arrived, else one that bounced there, else a new support or convoy naming a unit or place there,
 * else an order given earlier on that board whose result changed when adjudicated again. Null when
 * no report names the board (the fork's recorded reason then stands).
 */
export function forkCause(from: string, reports: readonly Report5[], geo: Geography): string | null {
  const parsed = reports.flatMap((r) => {
    const o = parseOrder5(r.text, geo, () => 0);
    return o.ok ? [{ r, o: o.value as MOrder }] : [];
  });
  const fresh = parsed.filter((x) => !x.r.past && !x.r.invalid);
  const into = fresh.filter((x) => x.o.kind === 'move' && onBoard(x.o.to, from) && !onBoard(x.o.unit, from));
  const arrived = into.find((x) => x.r.success);
  if (arrived) return `${arrived.r.text} arrived`;
  if (into.length) return `${into[0].r.text} bounced there`;
  const helped = fresh.find(
    (x) => (x.o.kind === 'support' || x.o.kind === 'convoy') && (onBoard(x.o.target, from) || onBoard(x.o.to, from)) && !onBoard(x.o.unit, from),
  );
  if (helped) return `${helped.r.text} ${helped.o.kind === 'support' ? (helped.r.success ? 'was given' : 'was cut') : 'was ordered'} there`;
  const past = parsed.find((x) => x.r.past && 'unit' in x.o && onBoard(x.o.unit, from));
  if (past) return `${past.r.text}, given earlier, now ${past.r.success ? 'succeeds' : 'fails'} (${past.r.why})`;
  return null;
}

/** The log's sentence for a fork: which board it forked from and the order that made it. */
export function forkSentence(f: ForkLike, reports: readonly Report5[], geo: Geography): string {
  const [tl, turn] = f.from.split(':').map(Number);
  const cause = forkCause(f.from, reports, geo);
  const where = `Timeline ${tlName(f.tl)} forks from ${boardName(tl, turn)} (${turnTitle(turn)})`;
  return cause ? `${where} because ${cause}.` : `${where}: ${f.why}.`;
}
