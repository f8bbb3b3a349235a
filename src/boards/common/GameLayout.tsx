import { useState, type ReactNode } from 'react';
import { PeekHost } from './Peek';
import { ConfirmHost } from './Confirm';
import './layout.css';

export type PanelSize = 'closed' | 'half' | 'full';

const NEXT: Record<PanelSize, PanelSize> = { closed: 'half', half: 'full', full: 'closed' };
const LABEL: Record<PanelSize, string> = { closed: 'Show the panel', half: 'Enlarge the panel', full: 'Hide the panel' };

/**
 * The game screen of every game: the board takes most of the screen, the panel (status, the
 * game's controls, the log) sits beside it on wide screens and becomes a bottom sheet on tall
 * narrow ones (container queries in layout.css). The panel folds away with its handle, so the
 * board can take the whole table; its status line always stays in view.
 */
export function GameLayout({
  head,
  banner,
  board,
  status,
  panel,
  foot,
}: {
  head: ReactNode;
  banner?: ReactNode;
  board: ReactNode;
  status: ReactNode;
  panel: ReactNode;
  foot?: ReactNode;
}) {
  const [size, setSize] = useState<PanelSize>('half');
  return (
    <div className="game-screen">
      {head}
      {banner}
      <div className="gl-table">
        <div className="gl-grid" data-panel={size}>
          <div className="board-area">{board}</div>
          <aside className="side gl-panel" aria-label="Game panel">
            <div className="gl-panel-head">
              {status}
              <button
                type="button"
                className="gl-handle"
                onClick={() => setSize(NEXT[size])}
                aria-label={LABEL[size]}
                title={LABEL[size]}
                data-testid="panel-handle"
              >
                <span aria-hidden>{size === 'full' ? '▾' : size === 'closed' ? '▴' : '▴'}</span>
              </button>
            </div>
            <div className="gl-panel-body" hidden={size === 'closed'}>
              {panel}
            </div>
          </aside>
        </div>
      </div>
      {foot}
      <PeekHost />
      <ConfirmHost />
    </div>
  );
}
