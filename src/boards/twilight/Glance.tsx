import { useMemo } from 'react';
import type { SeatColor } from '../common/palette';
import { card } from '../../engines/twilight/cardinfo';
import {
  SCORING_CARDS,
  chinaOps,
  inGame,
  regionGlance,
  scoringNow,
  spaceGlance,
  whyNoSpace,
  type RegionGlance,
  type ScoringNow,
} from '../../engines/twilight/glance';
import type { Side, TwilightState } from '../../engines/twilight/types';
import type { SideScore } from '../../engines/twilight/scoring';
import { SIDE_NAME, SideTag } from './Tracks';
import { pct } from './moves';

const LEVEL: Readonly<Record<SideScore['level'], string>> = { none: '—', presence: 'Presence', domination: 'Domination', control: 'Control' };

/** "US +3 VP", "USSR +5 VP", "no VP", or who wins (Europe control, 20 VP). */
export function scoringWords(r: ScoringNow): string {
  if (r.ends) return r.ends.winner === null ? 'the game ends in a draw' : `${SIDE_NAME[r.ends.winner]} wins the game`;
  if (r.net === 0) return 'no VP';
  return `${SIDE_NAME[r.net > 0 ? 1 : 0]} +${Math.abs(r.net)} VP`;
}

/** The scoring card of each region (the Southeast Asia one apart: it scores only part of Asia). */
const cardOf = (region: string): number | undefined => SCORING_CARDS.find((id) => card(id).scoring === region);
const SE_ASIA = SCORING_CARDS.find((id) => card(id).scoring === 'SoutheastAsia');

function SideCell({ x, bgs, colors, side }: { x: SideScore; bgs: number; colors: readonly SeatColor[]; side: Side }) {
  return (
    <td>
      <SideTag side={side} colors={colors} short /> <strong>{LEVEL[x.level]}</strong>
      <br />
      <small>
        {x.countries} {x.countries === 1 ? 'country' : 'countries'} · {x.battlegrounds}/{bgs} battlegrounds
      </small>
    </td>
  );
}

/** One region's line: each side's level and what is controlled, and what its scoring card gives now. */
function RegionRow({ r, s, colors }: { r: RegionGlance; s: TwilightState; colors: readonly SeatColor[] }) {
  const id = cardOf(r.region);
  const now = id === undefined ? null : scoringNow(s, id);
  return (
    <tr data-region={r.region}>
      <th scope="row">{r.name}</th>
      <SideCell x={r.sides[0]} bgs={r.battlegrounds} colors={colors} side={0} />
      <SideCell x={r.sides[1]} bgs={r.battlegrounds} colors={colors} side={1} />
      <td className="ts-glance-vp">
        {now ? scoringWords(now) : '—'}
        {now?.shuttle && <small> (Shuttle Diplomacy: the US leaves out a USSR battleground)</small>}
        {id !== undefined && !inGame(s, id) && (
          <>
            <br />
            <small>its card is not in play yet</small>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * The regions at a glance (issue 21): presence, domination or control, countries and battlegrounds
 * each side controls, and the VP each scoring card would give if played now (the engine's own scoring).
 */
export function RegionPanel({ s, colors, only }: { s: TwilightState; colors: readonly SeatColor[]; only?: string }) {
  const rows = useMemo(() => regionGlance(s), [s]);
  const se = SE_ASIA !== undefined && inGame(s, SE_ASIA) && (only === undefined || only === 'SoutheastAsia') ? scoringNow(s, SE_ASIA) : null;
  const shown = only === undefined ? rows : rows.filter((r) => r.region === only);
  return (
    <div className="ts-glance" data-testid="region-panel">
      <table>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">{SIDE_NAME[0]}</th>
            <th scope="col">{SIDE_NAME[1]}</th>
            <th scope="col">Scored now</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <RegionRow key={r.region} r={r} s={s} colors={colors} />
          ))}
          {se && (
            <tr data-region="SoutheastAsia">
              <th scope="row">Southeast Asia</th>
              <td colSpan={2}>
                <small>1 VP a controlled country, Thailand 2</small>
              </td>
              <td className="ts-glance-vp">{scoringWords(se)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** On a scoring card before it is played: what it would give now, and its region's line. */
export function ScoringPreview({ s, id, colors }: { s: TwilightState; id: number; colors: readonly SeatColor[] }) {
  const now = scoringNow(s, id);
  const region = card(id).scoring;
  if (!now || !region) return null;
  return (
    <div className="ts-scoring-now" data-testid="scoring-now">
      <p>
        Played now: <strong>{scoringWords(now)}</strong>
        {now.shuttle ? ' (after Shuttle Diplomacy leaves out a USSR battleground)' : ''}.
      </p>
      {region !== 'SoutheastAsia' && <RegionPanel s={s} colors={colors} only={region} />}
    </div>
  );
}

/** The Space Race before the roll: the box aimed at and the odds, or why the card cannot go there. */
export function SpaceNote({ s, seat, id, offered }: { s: TwilightState; seat: Side; id: number; offered: boolean }) {
  const next = spaceGlance(s, seat);
  if (offered && next) {
    return (
      <p className="hint" data-testid="space-odds">
        Space Race: {next.name} (box {next.box}) on a roll of 1–{next.rollMax}: {pct(next.chance)} chance
        {next.vp > 0 ? `, ${next.vp} VP${next.first ? ' for arriving first' : ''}` : ''}. Attempt {next.attemptsUsed + 1} of {next.attemptsAllowed} this turn.
      </p>
    );
  }
  const why = offered ? null : whyNoSpace(s, seat, id);
  return why ? (
    <p className="hint" data-testid="space-why-not">
      {why}
    </p>
  ) : null;
}

/** The China Card's ops now: the fifth counts only if all of them go to Asia (9.2, FAQ #6). */
export function ChinaNote({ s, seat }: { s: TwilightState; seat: Side }) {
  const o = chinaOps(s, seat);
  return (
    <p className="hint" data-testid="china-note">
      {o.plain} ops; {o.allInAsia} only if all of them are spent in Asia (Southeast Asia included): the extra op counts only when every op goes to Asia (9.2).
    </p>
  );
}
