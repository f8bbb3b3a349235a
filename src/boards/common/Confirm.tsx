import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/**
 * A question before a move that cannot be taken back lightly (a buy that ends the game), asked in the
 * app's own dialog (not the browser's, which a phone draws out of place and a test cannot style):
 * `askConfirm` opens it and resolves true ("yes") or false ("no", Escape, a tap beside it). The host is
 * in GameLayout, beside the peek's.
 */
export interface Question {
  readonly title: string;
  readonly text: string;
  readonly yes: string;
  readonly no: string;
  /** "Yes" loses or risks the game: it is drawn as a danger and "no" is the default. */
  readonly danger?: boolean;
}

const useAsk = create<{ q: (Question & { answer: (yes: boolean) => void }) | null }>()(() => ({ q: null }));

export function askConfirm(q: Question): Promise<boolean> {
  useAsk.getState().q?.answer(false);
  return new Promise((resolve) => {
    useAsk.setState({
      q: {
        ...q,
        answer: (yes) => {
          useAsk.setState({ q: null });
          resolve(yes);
        },
      },
    });
  });
}

export function ConfirmHost() {
  const q = useAsk((s) => s.q);
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!q) return;
    no.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && q.answer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [q]);
  // Leaving the game screen is a "no".
  useEffect(() => () => useAsk.getState().q?.answer(false), []);
  if (!q) return null;
  return (
    <div className="modal-back" onClick={() => q.answer(false)}>
      <div
        className={q.danger ? 'modal warning' : 'modal'}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-h"
        aria-describedby="confirm-p"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-h">{q.title}</h2>
        <p id="confirm-p">{q.text}</p>
        <div className="row">
          <button ref={no} className={q.danger ? 'primary' : undefined} onClick={() => q.answer(false)}>
            {q.no}
          </button>
          <button className={q.danger ? 'danger' : 'primary'} onClick={() => q.answer(true)}>
            {q.yes}
          </button>
        </div>
      </div>
    </div>
  );
}
