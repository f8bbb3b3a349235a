/// <reference lib="webworker" />
// Computer players think here, off the main thread, so the page never freezes.
import { loadGame } from '../../games/registry';
import { chooseWith, type BotRequest } from './choose';

self.onmessage = async (e: MessageEvent<BotRequest>) => {
  const req = e.data;
  try {
    const module = await loadGame(req.game);
    self.postMessage({ id: req.id, move: chooseWith(module, req) });
  } catch (error) {
    self.postMessage({ id: req.id, error: String(error) });
  }
};
