/**
 * The four card symbols drawn as our own small shapes (issue 12: emoji show as boxes on some systems):
 * infantry a standing figure, cavalry a horseshoe, artillery a cannon on its wheel, wild a star.
 */
import type { CardSymbol as Kind } from '../../engines/risk/map';

const NAMES: Record<Kind, string> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', wild: 'Wild' };

export function symbolName(symbol: Kind): string {
  return NAMES[symbol];
}

export function CardSymbol({ symbol, size = 16 }: { symbol: Kind; size?: number }) {
  return (
    <svg className="card-symbol" data-symbol={symbol} width={size} height={size} viewBox="0 0 16 16" role="img" aria-label={NAMES[symbol]}>
      {symbol === 'infantry' && (
        <g fill="currentColor">
          <circle cx="8" cy="3.2" r="2.2" />
          <path d="M5 6.2h6l-0.6 5H9.4l-0.4 4H7l-0.4-4H5.6z" />
        </g>
      )}
      {symbol === 'cavalry' && <path d="M3.2 14.5V8a4.8 4.8 0 0 1 9.6 0v6.5h-2.8V8a2 2 0 0 0-4 0v6.5z" fill="currentColor" />}
      {symbol === 'artillery' && (
        <g fill="currentColor">
          <rect x="1.5" y="5" width="10.5" height="3.4" rx="1" transform="rotate(-18 6.75 6.7)" />
          <circle cx="9.5" cy="11" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="9.5" cy="11" r="0.9" />
        </g>
      )}
      {symbol === 'wild' && <path d="M8 1l2 4.6 5 .5-3.8 3.3 1.1 4.9L8 11.8l-4.3 2.5 1.1-4.9L1 6.1l5-.5z" fill="currentColor" />}
    </svg>
  );
}
