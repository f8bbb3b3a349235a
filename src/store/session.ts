import { create } from 'zustand';
import { current, fillSeats, play, randomSeed, replay, start, undo as undoMove, undoSeat } from '../engines/core';
import type { BaseState, Engine, GameRecord, MoveRecord, Prompt, Seat, SeatSpec, Timeline } from '../engines/core';
import { gameIdOf, loadGame } from '../games/registry';
import type { GameId, GameModule } from '../games/registry';
import { DEFAULT_SETTINGS, type GameSettings } from './settings';
import { nextSeating, undoRequest } from './seating';
import { copyTitle, defaultTitle } from './titles';
import { openStore, type GameStore, type StoredGame, type Person } from '../persistence/db';
import { isPrefix } from '../persistence/store';
import { openChannel, type GameChannel, type GameChanged } from '../persistence/channel';
import type { GameSettings as Settings } from './settings';
import { newId } from '../persistence/ids';
import { exportSave, importSave } from '../persistence/savefile';

/** The game open on screen. */
export interface ActiveGame {
  readonly id: string;
  readonly title: string;
  readonly module: GameModule;
  readonly timeline: Timeline;
  readonly settings: GameSettings;
  /** The seat whose private view is on screen (null: nobody's, e.g. behind the pass screen). */
  readonly deviceSeat: Seat | null;
  /** The seat the device must be passed to before anything private shows. */
  readonly passTo: Seat | null;
  /** Why: to take their turn (null), or to take back their last move once they confirm ('undo'). */
  readonly passFor: 'undo' | null;
  /** Replay viewer position: number of moves shown, or null for the live game. */
  readonly replayAt: number | null;
  /** The last move refused, and why. */
  readonly error: string | null;
  /** Computer moves without the watchable pause. */
  readonly fast: boolean;
}

interface SessionState {
  store: GameStore | null;
  /** Why games cannot be kept (private mode, blocked database…), in plain words. */
  storageProblem: string | null;
  /** Why the last save failed (disk full…), in plain words. */
  saveProblem: string | null;
  /** Writes to storage still under way. */
  saving: number;
  games: StoredGame[];
  people: Person[];
  active: ActiveGame | null;
  /**
   * This tab's version of a game whose save was refused because another tab played on: shown
   * no more, but not thrown away until the person says so (`keepRefused` saves it as a new game).
   */
  refused: { readonly title: string; readonly module: GameModule; readonly timeline: Timeline; readonly settings: GameSettings } | null;
  loading: boolean;
  notice: string | null;

  init(): Promise<void>;
  refresh(): Promise<void>;
  newGame(game: GameId, options: unknown, seats: SeatSpec[], settings: GameSettings, seed?: number): Promise<string | null>;
  /** Opens a saved game; false (with a notice saying why) when it cannot be. */
  openGame(id: string): Promise<boolean>;
  closeGame(): void;
  submit(seat: Seat, move: unknown): boolean;
  /**
   * Takes back the last move, by the person who made it only: at once when they hold the device,
   * otherwise the pass screen first asks for them, and the move goes when they confirm.
   */
  undo(): void;
  /** The person asked for on the pass screen has the device: show their turn (or take back their move). */
  confirmPass(): void;
  /** The pass screen asked for someone to take back a move, and they did not: back to whoever acts. */
  cancelPass(): void;
  setReplay(at: number | null): void;
  setFast(fast: boolean): void;
  rename(id: string, title: string): Promise<void>;
  remove(id: string): Promise<void>;
  exportText(id: string): Promise<string | null>;
  importText(text: string): Promise<{ ok: true; id: string } | { ok: false; message: string }>;
  say(notice: string | null): void;
  /** Saves this tab's refused version as a separate game (or, with `keep` false, lets it go). */
  keepRefused(keep: boolean): Promise<void>;
}

/** Settings read back from storage are checked like any stored data. */
function readSettings(raw: unknown): Settings {
  const r = raw as Partial<Settings> | null | undefined;
  return {
    passScreen: typeof r?.passScreen === 'boolean' ? r.passScreen : DEFAULT_SETTINGS.passScreen,
    vpCounter: typeof r?.vpCounter === 'boolean' ? r.vpCounter : DEFAULT_SETTINGS.vpCounter,
  };
}

/**
 * The pending decision as `seat` may read it (null: what everyone may read): the prompt of that
 * seat's view, so a prompt never tells more than the view does (a card set aside, a hand's content).
 */
export function viewerPrompt<S extends BaseState>(engine: Engine<S, unknown, unknown>, state: S, seat: Seat | null): Prompt {
  return engine.prompt(engine.view(state, seat));
}

/** What the lobby shows of a game: whose turn, as everyone may read it. */
export function summaryOf(module: GameModule, t: Timeline): { turnText: string; seatsText: string } {
  const names = t.record.seats.map((s) => s.name);
  const state = current(t);
  const outcome = module.engine.outcome(state);
  const turnText = outcome ? fillSeats(outcome.reason, names) : fillSeats(viewerPrompt(module.engine, state, null).text, names);
  return { turnText, seatsText: names.join(', ') };
}

type SeatingOf = Pick<ActiveGame, 'module' | 'timeline' | 'settings' | 'deviceSeat' | 'passTo'>;

function seatingFor(a: SeatingOf): Pick<ActiveGame, 'deviceSeat' | 'passTo' | 'passFor'> {
  const state = current(a.timeline);
  if (a.module.engine.outcome(state)) return { deviceSeat: a.deviceSeat, passTo: null, passFor: null };
  const secrets = a.module.engine.hasSecrets(a.timeline.record.options);
  const s = nextSeating({ deviceSeat: a.deviceSeat, passTo: a.passTo }, a.module.engine.prompt(state), a.timeline.record.seats, secrets, a.settings.passScreen);
  return { deviceSeat: s.deviceSeat, passTo: s.passTo, passFor: null };
}

/** Sentences for what another tab did. */
export const TAB_MESSAGES = {
  conflict: 'This game was played on in another tab or window, so your last move here was not saved. This tab now shows the position saved there.',
  movedOn: (n: number) => `This game was played on in another tab or window: this tab now shows the latest position (${n} ${n === 1 ? 'move' : 'moves'}).`,
  deleted: 'This game was deleted in another tab or window: moves made here are not saved. Export it to keep it.',
} as const;

export const useSession = create<SessionState>()((set, get) => {
  let channel: GameChannel | null = null;
  /** Saves run one after another, in the order the moves were made. */
  let chain: Promise<unknown> = Promise.resolve();

  /** Saves the active game's record after a move or undo (from `undoFrom`); a failure keeps the game in memory. */
  function persist(a: ActiveGame, undoFrom?: readonly MoveRecord[]) {
    const store = get().store;
    if (!store) return;
    set({ saving: get().saving + 1 });
    const job = chain.then(() => save(store, a, undoFrom));
    chain = job.catch(() => {});
  }

  async function save(store: GameStore, a: ActiveGame, undoFrom?: readonly MoveRecord[]) {
    let r: Awaited<ReturnType<GameStore['saveMove']>>;
    try {
      r = await store.saveMove(a.id, a.timeline.record, summaryOf(a.module, a.timeline), a.module.engine.outcome(current(a.timeline)) !== null, undoFrom);
    } finally {
      set({ saving: get().saving - 1 });
    }
    if (!r.ok) {
      // Another tab played on: show what it saved, say plainly that this move was not kept, and
      // offer to keep this tab's version as a separate game.
      if (r.error.code === 'conflict') {
        // `a` is this tab's own version (made before any resync); a later refused save holds more of it.
        const kept = get().refused;
        if (!kept || kept.timeline.record.moves.length <= a.timeline.record.moves.length) {
          set({ refused: { title: a.title, module: a.module, timeline: a.timeline, settings: a.settings } });
        }
        await resync(a.id, 'conflict');
      } else set({ saveProblem: r.error.message });
      return;
    }
    set({ saveProblem: null });
    channel?.announce({ id: a.id, moves: a.timeline.record.moves.length });
    if (a.module.engine.outcome(current(a.timeline))) {
      const outcome = a.module.engine.outcome(current(a.timeline))!;
      const seats = a.timeline.record.seats;
      const ids = seats.map((s) => s.personId).filter((x): x is string => !!x);
      const winners = outcome.winners.map((w) => seats[w]?.personId).filter((x): x is string => !!x);
      await store.recordResult(gameIdOf(a.timeline.record), winners, ids, a.id);
      void get().refresh();
    }
  }

  function update(a: ActiveGame, undoFrom?: readonly MoveRecord[]) {
    set({ active: a });
    persist(a, undoFrom);
  }

  /**
   * Brings the open game to what is saved, when another tab changed it. Nobody's private view
   * stays on screen: the device goes to whoever acts, through the pass screen when needed.
   */
  async function resync(id: string, why: 'conflict' | 'elsewhere') {
    const store = get().store;
    const a = get().active;
    if (!store || !a || a.id !== id) return;
    const g = await store.getGame(id);
    const now = get().active;
    if (!now || now.id !== id) return;
    if (!g.ok) {
      set({ notice: g.error.code === 'not-found' ? TAB_MESSAGES.deleted : g.error.message });
      return;
    }
    if (now.timeline.record.moves.length === g.value.record.moves.length && isPrefix(g.value.record.moves, now.timeline.record.moves)) return;
    const r = replay(now.module.engine, g.value.record as GameRecord);
    if (!r.ok) {
      set({ notice: `This game was changed in another tab and cannot be shown: ${r.error.message}` });
      return;
    }
    const next: ActiveGame = { ...now, title: g.value.title, timeline: r.value, replayAt: null, error: null, deviceSeat: null, passTo: null, passFor: null };
    set({
      active: { ...next, ...seatingFor(next) },
      saveProblem: null,
      notice: why === 'conflict' ? TAB_MESSAGES.conflict : TAB_MESSAGES.movedOn(r.value.record.moves.length),
    });
  }

  /** Another tab saved, created, renamed or deleted a game. */
  async function heard(change: GameChanged) {
    void get().refresh();
    const a = get().active;
    if (!a || a.id !== change.id) return;
    if (change.moves < 0) {
      set({ notice: TAB_MESSAGES.deleted });
      return;
    }
    // Let this tab's own saves finish first: if one of them is refused, it resyncs by itself.
    await chain;
    if (get().saving > 0) return;
    await resync(change.id, 'elsewhere');
  }

  /** Takes back the last move now; `seat`, who made it, has the device. */
  function takeBack(a: ActiveGame, seat: Seat) {
    const next: ActiveGame = { ...a, timeline: undoMove(a.timeline), error: null, deviceSeat: seat, passTo: null, passFor: null };
    update({ ...next, ...seatingFor(next) }, a.timeline.record.moves);
  }

  return {
    store: null,
    storageProblem: null,
    saveProblem: null,
    saving: 0,
    games: [],
    people: [],
    active: null,
    refused: null,
    loading: false,
    notice: null,

    async init() {
      const { store, problem } = await openStore({ onProblem: (message) => set({ saveProblem: message }) });
      set({ store, storageProblem: problem ?? null });
      channel?.close();
      channel = store.persistent ? openChannel((c) => void heard(c)) : null;
      await get().refresh();
    },

    async refresh() {
      const store = get().store;
      if (!store) return;
      const [games, people] = await Promise.all([store.listGames(), store.listPeople()]);
      set({ games: games.ok ? games.value : [], people: people.ok ? people.value : [] });
    },

    async newGame(game, options, seats, settings, seed) {
      const store = get().store;
      const module = await loadGame(game);
      const parsed = module.engine.parseOptions(options, seats.length);
      if (!parsed.ok) {
        set({ notice: parsed.error.message });
        return null;
      }
      // Remember the people who sat down.
      const people: SeatSpec[] = [];
      for (const s of seats) {
        if (s.kind === 'human' && store) {
          const p = await store.upsertPerson({ name: s.name, color: s.color });
          people.push(p.ok ? { ...s, personId: p.value.id } : s);
        } else people.push(s);
      }
      const id = newId();
      const timeline = start(module.engine, { game, options: parsed.value, seed: seed ?? randomSeed(), seats: people });
      const title = defaultTitle(module.meta.title, people, new Date());
      if (store) {
        const r = await store.createGame({ id, title, record: timeline.record, settings, summary: summaryOf(module, timeline) });
        if (!r.ok) set({ saveProblem: r.error.message });
        else channel?.announce({ id, moves: 0 });
      }
      const a: ActiveGame = { id, title, module, timeline, settings, deviceSeat: null, passTo: null, passFor: null, replayAt: null, error: null, fast: false };
      set({ active: { ...a, ...seatingFor(a) } });
      void get().refresh();
      return id;
    },

    async openGame(id) {
      const store = get().store;
      if (!store) return false;
      set({ loading: true });
      const g = await store.getGame(id);
      if (!g.ok) {
        set({ loading: false, notice: g.error.message });
        return false;
      }
      let module: GameModule;
      try {
        module = await loadGame(gameIdOf(g.value.record));
      } catch {
        set({ loading: false, notice: 'This game could not be resumed: this version of Hotseat cannot play it.' });
        return false;
      }
      const r = replay(module.engine, g.value.record as GameRecord);
      if (!r.ok) {
        set({ loading: false, notice: `This game could not be resumed: ${r.error.message}` });
        return false;
      }
      const settings = readSettings(g.value.settings);
      const a: ActiveGame = {
        id,
        title: g.value.title,
        module,
        timeline: r.value,
        settings,
        deviceSeat: null,
        passTo: null,
        passFor: null,
        replayAt: null,
        error: null,
        fast: false,
      };
      set({ loading: false, active: { ...a, ...seatingFor(a) } });
      return true;
    },

    closeGame() {
      set({ active: null });
      void get().refresh();
    },

    submit(seat, move) {
      const a = get().active;
      if (!a || a.replayAt !== null) return false;
      const r = play(a.module.engine, a.timeline, seat, move);
      if (!r.ok) {
        // Rule errors name seats as {N}: people read names.
        set({
          active: {
            ...a,
            error: fillSeats(
              r.error.message,
              a.timeline.record.seats.map((s) => s.name),
            ),
          },
        });
        return false;
      }
      const next = { ...a, timeline: r.value, error: null };
      update({ ...next, ...seatingFor(next) });
      return true;
    },

    undo() {
      const a = get().active;
      if (!a || a.replayAt !== null) return;
      const secrets = a.module.engine.hasSecrets(a.timeline.record.options);
      const req = undoRequest(a, undoSeat(a.timeline), a.timeline.record.seats, secrets, a.settings.passScreen);
      if (!req) return;
      if (req.kind === 'pass') set({ active: { ...a, ...req.seating, passFor: 'undo', error: null } });
      else takeBack(a, req.seating.deviceSeat!);
    },

    confirmPass() {
      const a = get().active;
      if (!a || a.passTo === null) return;
      if (a.passFor === 'undo') {
        // They have the device now; the move is still theirs to take back (nobody moved since).
        if (undoSeat(a.timeline) === a.passTo) takeBack(a, a.passTo);
        else get().cancelPass();
        return;
      }
      set({ active: { ...a, deviceSeat: a.passTo, passTo: null, passFor: null } });
    },

    cancelPass() {
      const a = get().active;
      if (!a || a.passFor !== 'undo') return;
      const next = { ...a, deviceSeat: null, passTo: null, passFor: null };
      set({ active: { ...next, ...seatingFor(next) } });
    },

    setReplay(at) {
      const a = get().active;
      if (!a) return;
      const n = a.timeline.record.moves.length;
      set({ active: { ...a, replayAt: at === null ? null : Math.max(0, Math.min(n, at)) } });
    },

    setFast(fast) {
      const a = get().active;
      if (a) set({ active: { ...a, fast } });
    },

    async rename(id, title) {
      const store = get().store;
      if (!store) return;
      const r = await store.renameGame(id, title);
      if (!r.ok) set({ notice: r.error.message });
      else channel?.announce({ id, moves: r.value.record.moves.length });
      const a = get().active;
      if (a && a.id === id && r.ok) set({ active: { ...a, title: r.value.title } });
      await get().refresh();
    },

    async remove(id) {
      const store = get().store;
      if (!store) return;
      const r = await store.deleteGame(id);
      if (!r.ok) set({ notice: r.error.message });
      else channel?.announce({ id, moves: -1 });
      await get().refresh();
    },

    async exportText(id) {
      const a = get().active;
      if (a && a.id === id) return exportSave(a.timeline.record, a.title, current(a.timeline));
      const store = get().store;
      if (!store) return null;
      const g = await store.getGame(id);
      if (!g.ok) {
        set({ notice: g.error.message });
        return null;
      }
      const module = await loadGame(gameIdOf(g.value.record));
      const r = replay(module.engine, g.value.record as GameRecord);
      if (!r.ok) {
        set({ notice: r.error.message });
        return null;
      }
      return exportSave(g.value.record, g.value.title, current(r.value));
    },

    async importText(text) {
      const r = await importSave(text, loadGame);
      if (!r.ok) return { ok: false, message: r.error.message };
      const store = get().store;
      if (store) {
        const module = await loadGame(gameIdOf(r.value.record));
        // A copy of a game played elsewhere: it says so, keeps "Finished", and its result is not
        // counted again among the people of this browser.
        const finished = module.engine.outcome(current(r.value.timeline)) !== null;
        const c = await store.createGame({
          id: r.value.id,
          title: copyTitle(r.value.title),
          record: r.value.record,
          settings: DEFAULT_SETTINGS,
          summary: summaryOf(module, r.value.timeline),
          finished,
          ...(finished ? { resultCounted: true } : {}),
        });
        if (!c.ok) return { ok: false, message: c.error.message };
        channel?.announce({ id: r.value.id, moves: r.value.record.moves.length });
      }
      await get().refresh();
      if (r.value.warnings.length) set({ notice: r.value.warnings.join(' ') });
      return { ok: true, id: r.value.id };
    },

    say(notice) {
      set({ notice });
    },

    async keepRefused(keep) {
      const r = get().refused;
      set({ refused: null });
      if (!r || !keep) return;
      const store = get().store;
      if (!store) return;
      const id = newId();
      const title = copyTitle(r.title);
      const c = await store.createGame({ id, title, record: r.timeline.record, settings: r.settings, summary: summaryOf(r.module, r.timeline) });
      if (!c.ok) {
        set({ notice: c.error.message });
        return;
      }
      channel?.announce({ id, moves: r.timeline.record.moves.length });
      set({ notice: `This tab's moves are kept as a separate game, “${title}”, in the lobby.` });
      await get().refresh();
    },
  };
});
