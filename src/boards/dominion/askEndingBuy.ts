import { askConfirm } from '../common/Confirm';
import { NAME } from '../../engines/dominion/cards';
import type { DominionMove, DominionState } from '../../engines/dominion/types';
import { endingBuyQuestion } from './logic';

/**
 * Sends `m` through `go`, after asking in the app's dialog when it is a buy that ends the game (the
 * question above); a "no" sends nothing.
 */
export function sendUnlessEndingBuyRefused(view: DominionState, m: DominionMove | null | undefined, go: (m: DominionMove) => void): void {
  if (!m) return;
  const q = endingBuyQuestion(view, m);
  if (q === null) return go(m);
  void askConfirm({ title: 'This buy ends the game', text: q, yes: `Buy ${m.type === 'buy' ? NAME[m.card] : ''}`.trim(), no: 'Go back' }).then((yes) => {
    if (yes) go(m);
  });
}
