/**
 * The action bar of a unit picked on a Diplomacy map (classic and 5D): what the next click means —
 * Move, Support or Convoy — and Hold at once; in a retreat, Retreat or Disband. Kinds of order the
 * unit has none of are shown disabled. Then, when one click fits several legal orders (two coasts,
 * by land or by convoy), the buttons to choose one. `keys`: the panel listens to M, S, C and H.
 */
export type OrderKind = 'move' | 'support' | 'convoy';

const LABEL: Record<OrderKind, string> = { move: 'Move', support: 'Support', convoy: 'Convoy' };

export function OrderKindBar(props: {
  mode: OrderKind;
  onMode: (m: OrderKind) => void;
  onHold: () => void;
  hint: string;
  retreat?: boolean;
  kinds?: ReadonlySet<OrderKind>;
  unit?: string;
  keys?: boolean;
}) {
  const { mode, onMode, onHold, hint, retreat, kinds, unit, keys } = props;
  const shown: readonly OrderKind[] = retreat ? ['move'] : ['move', 'support', 'convoy'];
  return (
    <div className="row order-kinds" role="group" aria-label="Order type">
      {unit && <strong className="picked-unit">{unit}</strong>}
      {shown.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onMode(m)}
          disabled={kinds ? !kinds.has(m) : false}
          aria-keyshortcuts={keys ? m[0].toUpperCase() : undefined}
        >
          {retreat ? 'Retreat' : LABEL[m]}
        </button>
      ))}
      <button type="button" onClick={onHold} aria-keyshortcuts={keys ? 'H' : undefined}>
        {retreat ? 'Disband' : 'Hold'}
      </button>
      <span className="hint">{hint}</span>
    </div>
  );
}

export function OrderChoice({ options, onChoose }: { options: readonly string[] | null; onChoose: (text: string) => void }) {
  if (!options?.length) return null;
  return (
    <div className="row" role="group" aria-label="Which order">
      {options.map((o) => (
        <button key={o} type="button" className="primary" onClick={() => onChoose(o)}>
          {o}
        </button>
      ))}
    </div>
  );
}
