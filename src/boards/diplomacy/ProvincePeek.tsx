import type { PowerId, Unit } from '../../engines/diplomacy/types';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';

const INFO = Object.fromEntries(STANDARD_MAP.provinces.map((p) => [p.id, p]));
const POWER_INFO = Object.fromEntries(STANDARD_MAP.powers.map((p) => [p.id, p]));
const provinceOf = (loc: string) => loc.split('/')[0];
const unitName = (u: Unit) =>
  `${POWER_INFO[u.power]?.adjective ?? u.power} ${u.type === 'A' ? 'army' : 'fleet'}${u.loc.includes('/') ? ` (${u.loc.split('/')[1].toUpperCase()})` : ''}`;

/**
 * A province in full (a long press or a right click on the map, classic or 5D): its kind, its
 * supply centre and who holds it, the units in it. `where` names the board (5D).
 */
export function ProvincePeek({
  id,
  centres,
  units,
  dislodged = [],
  where,
  hidden = false,
}: {
  id: string;
  centres: Readonly<Partial<Record<string, PowerId | string>>>;
  units: readonly Unit[];
  dislodged?: readonly Unit[];
  where?: string;
  /** Out of sight (fog of war): its units are unknown. */
  hidden?: boolean;
}) {
  const info = INFO[id];
  if (!info) return null;
  const owner = centres[id];
  const here = units.filter((u) => provinceOf(u.loc) === id);
  const out = dislodged.filter((u) => provinceOf(u.loc) === id);
  return (
    <div data-testid="province-peek">
      <h3>
        {info.name} <span className="meta">({info.abbr})</span>
      </h3>
      <p className="meta">
        {where ? `${where} · ` : ''}
        {info.type === 'sea' ? 'Sea' : info.type === 'coast' ? 'Coastal province' : 'Inland province'}
      </p>
      {info.supplyCentre && (
        <p>
          Supply centre{info.home ? `, a home centre of ${POWER_INFO[info.home]?.name ?? info.home}` : ''}:{' '}
          {owner ? `held by ${POWER_INFO[owner]?.name ?? owner}` : 'not held'}
        </p>
      )}
      {here.map((u) => (
        <p key={u.loc}>{unitName(u)}</p>
      ))}
      {out.map((u) => (
        <p key={'d' + u.loc}>{unitName(u)}, dislodged</p>
      ))}
      {hidden ? <p className="meta">Out of sight (fog of war): its units are unknown.</p> : !here.length && !out.length && <p className="meta">No unit.</p>}
    </div>
  );
}
