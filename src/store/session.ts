import { create } from 'zustand';
import { current, fillSeats, play, randomSeed, replay, start, undo as undoMove, undoSeat } from '../engines/core';
import type { GameId, GameRecord, Seat, SeatSpec, Timeline } from '../engines/core';
import { loadGame } from '../engines/core/registry';
import type { GameModule } from '../engines/core/registry';
import { DEFAULT_SETTINGS, type GameSettings } from '../app/settings';
import { nextSeating } from './seating';
import { openStore, type GameStore, type StoredGame, type Person } from '../persistence/db';
import type { GameSettings as Settings } from '../app/settings';
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
  loading: boolean;
  notice: string | null;

  init(): Promise<void>;
  refresh(): Promise<void>;
  newGame(game: GameId, options: unknown, seats: SeatSpec[], settings: GameSettings, seed?: number): Promise<string | null>;
  openGame(id: string): Promise<void>;
  closeGame(): void;
  submit(seat: Seat, move: unknown): boolean;
  undo(): void;
  confirmPass(): void;
  setReplay(at: number | null): void;
  setFast(fast: boolean): void;
  rename(id: string, title: string): Promise<void>;
  remove(id: string): Promise<void>;
  exportText(id: string): Promise<string | null>;
  importText(text: string): Promise<{ ok: true; id: string } | { ok: false; message: string }>;
  say(notice: string | null): void;
}

/** Settings read back from storage are checked like any stored data. */
function readSettings(raw: unknown): Settings {
  const r = raw as Partial<Settings> | null | undefined;
  return { passScreen: typeof r?.passScreen === 'boolean' ? r.passScreen : DEFAULT_SETTINGS.passScreen };
}

export function summaryOf(module: GameModule, t: Timeline): { turnText: string; seatsText: string } {
  const names = t.record.seats.map((s) => s.name);
  const state = current(t);
  const outcome = module.engine.outcome(state);
  const turnText = outcome ? fillSeats(outcome.reason, names) : fillSeats(module.engine.prompt(state).text, names);
  return { turnText, seatsText: names.join(', ') };
}

function seatingFor(a: Pick<ActiveGame, 'module' | 'timeline' | 'settings' | 'deviceSeat' | 'passTo'>) {
  const state = current(a.timeline);
  if (a.module.engine.outcome(state)) return { deviceSeat: a.deviceSeat, passTo: null };
  const secrets = a.module.engine.hasSecrets(a.timeline.record.options);
  return nextSeating({ deviceSeat: a.deviceSeat, passTo: a.passTo }, a.module.engine.prompt(state), a.timeline.record.seats, secrets, a.settings.passScreen);
}

export const useSession = create<SessionState>()((set, get) => {
  /** Saves the active game's record after a move or undo; a failure keeps the game in memory. */
  async function persist(a: ActiveGame) {
    const store = get().store;
    if (!store) return;
    set({ saving: get().saving + 1 });
    const r = await store.saveMove(a.id, a.timeline.record, summaryOf(a.module, a.timeline), a.module.engine.outcome(current(a.timeline)) !== null);
    set({ saveProblem: r.ok ? null : r.error.message, saving: get().saving - 1 });
    if (r.ok && a.module.engine.outcome(current(a.timeline))) {
      const outcome = a.module.engine.outcome(current(a.timeline))!;
      const seats = a.timeline.record.seats;
      const ids = seats.map((s) => s.personId).filter((x): x is string => !!x);
      const winners = outcome.winners.map((w) => seats[w]?.personId).filter((x): x is string => !!x);
      await store.recordResult(a.timeline.record.game, winners, ids, a.id);
      void get().refresh();
    }
  }

  function update(a: ActiveGame, save: boolean) {
    set({ active: a });
    if (save) void persist(a);
  }

  return {
    store: null,
    storageProblem: null,
    saveProblem: null,
    saving: 0,
    games: [],
    people: [],
    active: null,
    loading: false,
    notice: null,

    async init() {
      const { store, problem } = await openStore();
      set({ store, storageProblem: problem ?? null });
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
      const title = `${module.engine.title} — ${new Date().toLocaleDateString()}`;
      if (store) {
        const r = await store.createGame({ id, title, record: timeline.record, settings, summary: summaryOf(module, timeline) });
        if (!r.ok) set({ saveProblem: r.error.message });
      }
      const a: ActiveGame = { id, title, module, timeline, settings, deviceSeat: null, passTo: null, replayAt: null, error: null, fast: false };
      set({ active: { ...a, ...seatingFor(a) } });
      void get().refresh();
      return id;
    },

    async openGame(id) {
      const store = get().store;
      if (!store) return;
      set({ loading: true });
      const g = await store.getGame(id);
      if (!g.ok) {
        set({ loading: false, notice: g.error.message });
        return;
      }
      const module = await loadGame(g.value.record.game);
      const r = replay(module.engine, g.value.record as GameRecord);
      if (!r.ok) {
        set({ loading: false, notice: `This game could not be resumed: ${r.error.message}` });
        return;
      }
      const settings = readSettings(g.value.settings);
      const a: ActiveGame = { id, title: g.value.title, module, timeline: r.value, settings, deviceSeat: null, passTo: null, replayAt: null, error: null, fast: false };
      set({ loading: false, active: { ...a, ...seatingFor(a) } });
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
        set({ active: { ...a, error: r.error.message } });
        return false;
      }
      const next = { ...a, timeline: r.value, error: null };
      update({ ...next, ...seatingFor(next) }, true);
      return true;
    },

    undo() {
      const a = get().active;
      if (!a || a.replayAt !== null) return;
      // Only a person takes back a move, and only their own: they have the device again.
      const seat = undoSeat(a.timeline);
      if (seat === null || a.timeline.record.seats[seat]?.kind !== 'human') return;
      const next = { ...a, timeline: undoMove(a.timeline), error: null, deviceSeat: seat, passTo: null };
      update({ ...next, ...seatingFor(next) }, true);
    },

    confirmPass() {
      const a = get().active;
      if (!a || a.passTo === null) return;
      set({ active: { ...a, deviceSeat: a.passTo, passTo: null } });
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
      const a = get().active;
      if (a && a.id === id) set({ active: { ...a, title } });
      await get().refresh();
    },

    async remove(id) {
      const store = get().store;
      if (!store) return;
      const r = await store.deleteGame(id);
      if (!r.ok) set({ notice: r.error.message });
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
      const module = await loadGame(g.value.record.game);
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
        const module = await loadGame(r.value.record.game);
        const c = await store.createGame({ id: r.value.id, title: r.value.title, record: r.value.record, settings: DEFAULT_SETTINGS, summary: summaryOf(module, r.value.timeline) });
        if (!c.ok) return { ok: false, message: c.error.message };
      }
      await get().refresh();
      if (r.value.warnings.length) set({ notice: r.value.warnings.join(' ') });
      return { ok: true, id: r.value.id };
    },

    say(notice) {
      set({ notice });
    },
  };
});
