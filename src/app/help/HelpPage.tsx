import { useEffect, useRef } from 'react';
import { CONTROLS, HELP } from './content';
import { helpAnchor } from '../../games/helpLinks';
import './help.css';

/** How to play a game, in the app: its rules in short, then the controls. Opened at `section` when given. */
export default function HelpPage({ game, section, onClose }: { game: string; section?: string | null; onClose: () => void }) {
  const help = HELP[game];
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = section ? document.getElementById(helpAnchor(game, section)) : null;
    if (el) el.scrollIntoView({ block: 'start' });
    else body.current?.focus();
  }, [game, section]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const sections = [...(help?.sections ?? []), ...CONTROLS];
  return (
    <div className="modal-back help-back" onClick={onClose}>
      <div className="modal help" role="dialog" aria-modal="true" aria-labelledby="help-h" onClick={(e) => e.stopPropagation()} data-testid="help">
        <header className="help-head">
          <h2 id="help-h">How to play {help?.title ?? game}</h2>
          <button type="button" onClick={onClose} aria-label="Close the help">
            ✕
          </button>
        </header>
        <div className="help-body" ref={body} tabIndex={-1}>
          {help && <p className="help-goal">{help.goal}</p>}
          <nav aria-label="Sections" className="help-toc">
            {sections.map((s) => (
              <a
                key={s.id}
                href={`#${helpAnchor(game, s.id)}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(helpAnchor(game, s.id))?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                }}
              >
                {s.title}
              </a>
            ))}
          </nav>
          {sections.map((s) => (
            <section key={s.id} id={helpAnchor(game, s.id)} className={s.id === section ? 'help-target' : undefined}>
              <h3>
                {s.title}
                {s.rule && <span className="help-rule"> · rule {s.rule}</span>}
              </h3>
              {s.body.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          ))}
          <p className="hint">A summary in our own words: the rulebook decides.</p>
        </div>
      </div>
    </div>
  );
}
