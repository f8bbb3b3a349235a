import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { current, fillSeats, undoSeat } from '../engines/core';
import type { Seat } from '../engines/core';
import { gameIdOf } from '../games/registry';
import { useSession, viewerPrompt, type ActiveGame } from '../store/session';
import { loadUI } from '../boards';
import type { GameUI } from '../boards/types';
import { colorById, SHAPE_GLYPH } from '../boards/common/palette';
import { ReplayBar } from './ReplayBar';
import { PassScreen } from './PassScreen';
import { useBotRunner } from './useBotRunner';
import { downloadText, fileNameFor, appBaseUrl, copyText } from './download';
import { makeShareLink } from '../persistence/share';
import { GameLayout } from '../boards/common/GameLayout';
import { askConfirm } from '../boards/common/Confirm';
import { CameraContext } from '../boards/common/cameraContext';
import { cameraKeeper } from '../store/cameras';
import { useKeys } from '../boards/common/useKeys';
import { WatchBar } from './WatchBar';
import { useWatch } from './watch';
import { helpSectionFor } from '../games/helpLinks';
import { replayViewOf, shownState } from './replayView';

// The log (virtualized), the charts and the help load with the game, not with the lobby.
const LogPanel = lazy(() => import('./LogPanel'));
const ChartsDialog = lazy(() => import('./charts/GameCharts'));
const EndCharts = lazy(() => import('./charts/GameCharts').then((m) => ({ default: m.GameCharts })));
const HelpPage = lazy(() => import('./help/HelpPage'));

/** Asks before an export or a share link of a game still being played: the file lays its secrets open. */
function askExport(what: 'export' | 'share', game: string): Promise<boolean> {
  return askConfirm({
    title: `${what === 'export' ? 'Export' : 'Share'} a game still being played?`,
    text: `The file holds the whole game record, so whoever opens it can read what is still hidden at the table: ${HIDDEN_WORDS[game]}. Keep it from the other players until the game is over.`,
    yes: what === 'export' ? 'Export anyway' : 'Make the link anyway',
    no: 'Cancel',
  });
}

/** What an export made during a game lays open, per game. */
const HIDDEN_WORDS: Readonly<Record<string, string>> = {
  dominion: 'every hand, and the order of every deck (the file carries the game’s seed)',
  twilight: 'both hands, the headlines chosen in secret and the order of the deck (the file carries the game’s seed)',
  risk: 'every hand of cards, the secret missions, what the fog of war hides and the order of the deck',
  diplomacy: 'the orders already written for this phase, and what the fog of war hides',
  diplomacy5d: 'the orders already written for this round, and what the fog of war hides',
};

export function GameScreen({ active }: { active: ActiveGame }) {
  const [ui, setUI] = useState<GameUI | null>(null);
  const [uiError, setUIError] = useState<string | null>(null);
  const { submit, undo, closeGame, setReplay, setFast, confirmPass, cancelPass, exportText } = useSession.getState();
  const saveProblem = useSession((s) => s.saveProblem);
  const saving = useSession((s) => s.saving > 0);
  const persistent = useSession((s) => s.store?.persistent ?? false);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const gameId = gameIdOf(active.timeline.record);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    loadUI(gameId).then(setUI, (e: unknown) => setUIError(String(e)));
  }, [gameId]);

  useBotRunner(active);
  // Each game opened starts playing (a pause belongs to the game being watched).
  useEffect(() => useWatch.getState().setPaused(false), [active.id]);

  const engine = active.module.engine;
  const record = active.timeline.record;
  const names = useMemo(() => record.seats.map((s) => s.name), [record.seats]);
  const colors = useMemo(() => record.seats.map((s) => colorById(s.color)), [record.seats]);
  const replaying = active.replayAt !== null;
  const state = replaying ? active.timeline.states[active.replayAt!] : current(active.timeline);
  const outcome = engine.outcome(state);
  // Who must act is public; what they are asked is read from the viewer's own view (a prompt
  // never tells more than the view does).
  const acting = useMemo(() => engine.prompt(state).seats, [engine, state]);
  // The replay shows the side of the person who opened it (the device's seat), or whose side they
  // choose once the game is over; a spectator's view (public facts only) when nobody holds the device.
  const over = engine.outcome(current(active.timeline)) !== null;
  const secrets = engine.hasSecrets(record.options);
  const [replaySeat, setReplaySeat] = useState<Seat | null | undefined>(undefined);
  const { seats: replaySeats, view: replayView } = replayViewOf({
    secrets,
    over,
    deviceSeat: active.deviceSeat,
    seats: record.seats.length,
    chosen: replaySeat,
  });
  const seat: Seat | null = replaying ? replayView : active.deviceSeat;
  const [chartsOpen, setChartsOpen] = useState(false);
  const [help, setHelp] = useState<{ section: string | null } | null>(null);
  const watching = record.seats.every((s) => s.kind === 'bot');
  // The replay of a finished game, and a game of computers watched, show everything the game hides only
  // while it goes on from the people at the table (fog of war).
  const view = useMemo(() => engine.view(shownState(engine, state, { replaying, over, watching }), seat), [engine, state, seat, replaying, over, watching]);
  const prompt = useMemo(() => ({ ...engine.prompt(view), seats: acting }), [engine, view, acting]);
  // A computer is acting and the person at the device has nothing to do meanwhile. In a phase where
  // seats act at once (Diplomacy's orders, Twilight's headlines), a person who must act too plays
  // their part while the computers think.
  const deviceActs = seat !== null && prompt.seats.includes(seat) && record.seats[seat]?.kind === 'human';
  const botTurn = !outcome && !deviceActs && prompt.seats.some((s) => record.seats[s]?.kind === 'bot');
  const legal = useMemo(
    () => (replaying || outcome || seat === null || !prompt.seats.includes(seat) ? [] : engine.legalMoves(state, seat)),
    [engine, state, seat, replaying, outcome, prompt],
  );
  const undoBy = replaying ? null : undoSeat(active.timeline);
  const undoable = undoBy !== null && record.seats[undoBy]?.kind === 'human';
  const undoTitle = !undoable
    ? 'Nothing to take back: the last move was a roll, a draw, or another player’s'
    : undoBy === seat
      ? `${names[undoBy!]}: take back your last move (U)`
      : `Pass the device to ${names[undoBy!]} to take back their last move (U)`;
  const hasBots = record.seats.some((s) => s.kind === 'bot');
  // Each seat keeps its own camera on the board; the replay and the watcher of a game of computers
  // keep theirs.
  const viewer = replaying ? 'replay' : watching ? 'watch' : seat === null ? 'public' : `seat${seat}`;
  const keeper = useMemo(() => cameraKeeper(active.id, viewer), [active.id, viewer]);
  // Moves after which something was revealed: where the replay viewer's milestone buttons stop.
  // Whose turn the top bar and the status show: the person holding the device when they are among
  // those asked (Diplomacy's powers order at once), else the first one asked. Where the seats scroll
  // sideways (a wide table on a narrow screen), that chip is brought into view.
  const strip = useRef<HTMLDivElement>(null);
  const turnSeat = outcome ? null : seat !== null && acting.includes(seat) ? seat : (acting[0] ?? null);
  useEffect(() => {
    const el = strip.current;
    const chip = el?.querySelector<HTMLElement>('.seat-chip.turn');
    if (!el || !chip) return;
    if (chip.offsetLeft < el.scrollLeft || chip.offsetLeft + chip.offsetWidth > el.scrollLeft + el.clientWidth) el.scrollLeft = chip.offsetLeft - 8;
  }, [turnSeat]);
  const marks = useMemo(() => {
    const st = active.timeline.states;
    const out: number[] = [];
    for (let i = 1; i < st.length; i++) if (st[i].epoch !== st[i - 1].epoch) out.push(i);
    return out;
  }, [active.timeline.states]);

  useKeys((e) => {
    if ((e.key === 'z' && (e.ctrlKey || e.metaKey)) || e.key === 'u') {
      e.preventDefault();
      useSession.getState().undo();
    } else if (e.key === 'r' && !e.ctrlKey && !e.metaKey) {
      const a = useSession.getState().active;
      if (a) useSession.getState().setReplay(a.replayAt === null ? a.timeline.record.moves.length : null);
    } else if (e.key === 'p' && !e.ctrlKey && !e.metaKey) {
      useWatch.getState().setPaused(!useWatch.getState().paused);
    } else if (e.key === 'f' && !e.ctrlKey && !e.metaKey) {
      const a = useSession.getState().active;
      if (a) useSession.getState().setFast(!a.fast);
    }
  });

  // A file made while the game goes on carries the whole record: with secrets (hands, orders) still
  // hidden at the table, it says so first.
  const exportWarns = secrets && !over;
  async function exportFile() {
    const text = await exportText(active.id);
    if (text) downloadText(fileNameFor(active.title), text);
  }
  async function share() {
    const text = await exportText(active.id);
    if (!text) return;
    const link = makeShareLink(appBaseUrl(), text);
    if (!link.ok) setShareNote(link.error.message);
    else setShareNote((await copyText(link.value)) ? 'Share link copied.' : link.value);
  }

  if (active.passTo !== null) {
    // Everyone may read the pass screen: only public facts.
    const publicText = fillSeats(viewerPrompt(engine, state, null).text, names);
    const states = active.timeline.states;
    const Note = ui?.PassNote;
    const note = Note && (
      <Note view={engine.view(state, null)} before={states.length > 1 ? engine.view(states[states.length - 2], null) : null} names={names} colors={colors} />
    );
    return (
      <PassScreen
        name={names[active.passTo]}
        color={colors[active.passTo]}
        onReady={confirmPass}
        onLobby={closeGame}
        text={publicText}
        forUndo={active.passFor === 'undo'}
        onCancel={cancelPass}
        undoName={undoable && active.passFor !== 'undo' ? names[undoBy!] : null}
        onUndo={undo}
        note={note}
      />
    );
  }

  const statusText = outcome ? fillSeats(outcome.reason, names) : fillSeats(prompt.text, names);
  // The rule the pending decision applies, in the game's help.
  const helpSection = outcome ? null : helpSectionFor(gameId, prompt.kind, prompt.rule);
  const actor = turnSeat;

  const scores = active.settings.vpCounter !== false ? engine.scores?.(state) : undefined;
  const moveProps = { view, seat, prompt, legal, onMove: (m: unknown) => seat !== null && submit(seat, m), names, colors, botTurn, scores };
  return (
    <GameLayout
      head={
        <header className="game-head">
          <button onClick={closeGame} aria-label="Back to the lobby">
            ← Lobby
          </button>
          <h1 className="game-title">{active.title}</h1>
          <div className="seat-strip" aria-label="Seats" ref={strip}>
            {record.seats.map((s, i) => (
              <span
                key={i}
                className={`seat-chip ${prompt.seats.includes(i) && !outcome ? 'acting' : ''} ${i === actor ? 'turn' : ''}`}
                style={{ borderColor: colors[i].hex, ['--seat' as string]: colors[i].hex }}
                title={s.kind === 'bot' ? 'Computer' : 'Person'}
                data-testid={i === actor ? 'turn-chip' : undefined}
                aria-current={i === actor ? 'true' : undefined}
              >
                <span className="chip small" style={{ background: colors[i].hex, color: colors[i].ink }} aria-hidden>
                  {SHAPE_GLYPH[colors[i].shape]}
                </span>
                <span className="seat-name">{s.name}</span>
                {s.kind === 'bot' && <span className="seat-kind"> (computer)</span>}
              </span>
            ))}
          </div>
          <div className="head-actions">
            <button onClick={undo} disabled={!undoable} title={undoTitle} aria-keyshortcuts="u">
              Undo
            </button>
            {hasBots && (
              <button onClick={() => setFast(!active.fast)} aria-pressed={active.fast} title="Computer moves without pausing (F)" aria-keyshortcuts="f">
                {active.fast ? 'Normal speed' : 'Fast-forward'}
              </button>
            )}
            <div className="head-more">
              <button
                className="head-more-toggle"
                onClick={() => setMenuOpen(!menuOpen)}
                aria-expanded={menuOpen}
                aria-controls="game-menu"
                aria-label="Game menu"
                title="Replay, charts, how to play, export, share"
              >
                ☰
              </button>
              <div className={`head-menu ${menuOpen ? 'open' : ''}`} id="game-menu" role="group" aria-label="Game menu">
                <button
                  onClick={() => {
                    closeMenu();
                    setReplay(replaying ? null : record.moves.length);
                  }}
                  aria-pressed={replaying}
                  title="Replay the game (R)"
                  aria-keyshortcuts="r"
                >
                  Replay
                </button>
                <button
                  onClick={() => {
                    closeMenu();
                    setChartsOpen(true);
                  }}
                >
                  Charts
                </button>
                <button
                  onClick={() => {
                    closeMenu();
                    setHelp({ section: null });
                  }}
                >
                  How to play
                </button>
                <button
                  onClick={() => {
                    closeMenu();
                    void (exportWarns ? askExport('export', gameId) : Promise.resolve(true)).then((yes) => (yes ? exportFile() : undefined));
                  }}
                >
                  Export
                </button>
                <button
                  onClick={() => {
                    closeMenu();
                    void (exportWarns ? askExport('share', gameId) : Promise.resolve(true)).then((yes) => (yes ? share() : undefined));
                  }}
                >
                  Share
                </button>
                <span
                  className="save-state"
                  data-testid="save-state"
                  title={persistent ? 'Every move is saved in this browser' : 'Storage is unavailable: export to keep this game'}
                >
                  {saveProblem ? 'Not saved' : saving ? 'Saving…' : persistent ? 'Saved' : 'Not kept'}
                </span>
              </div>
            </div>
          </div>
        </header>
      }
      banner={
        (saveProblem || shareNote) && (
          <div className="banner" role={saveProblem ? 'alert' : 'status'}>
            {saveProblem ?? shareNote}
            {shareNote && (
              <button className="link" onClick={() => setShareNote(null)}>
                dismiss
              </button>
            )}
          </div>
        )
      }
      board={
        ui ? (
          <CameraContext.Provider value={keeper}>
            <ui.Board {...moveProps} readOnly={replaying || !!outcome} />
          </CameraContext.Provider>
        ) : (
          <p className="hint">{uiError ?? 'Loading the board…'}</p>
        )
      }
      status={
        <section className={`status ${outcome ? 'over' : ''}`} aria-live="polite" data-testid="status">
          {actor !== null && actor !== undefined && (
            <span className="chip" style={{ background: colors[actor].hex, color: colors[actor].ink }} aria-hidden>
              {SHAPE_GLYPH[colors[actor].shape]}
            </span>
          )}
          <p>
            {replaying ? `Replay: move ${active.replayAt} of ${record.moves.length}. ` : ''}
            {statusText}
            {helpSection && (
              <>
                {' '}
                <button className="link rule-link" onClick={() => setHelp({ section: helpSection })} data-testid="rule-link">
                  {prompt.rule ? `Rule ${prompt.rule}` : 'Rules'}
                </button>
              </>
            )}
          </p>
        </section>
      }
      panel={
        <>
          {outcome && !replaying && (
            <button
              className="primary"
              onClick={() => void useSession.getState().newGame(gameIdOf(record), record.options, [...record.seats], active.settings)}
            >
              Play again: same seats and options
            </button>
          )}
          {active.error && !replaying && (
            <p className="error" role="alert" data-testid="rule-error">
              {active.error}
            </p>
          )}
          {hasBots && !replaying && !outcome && <WatchBar watching={watching} />}
          {ui && !replaying && !outcome && <ui.Controls {...moveProps} readOnly={false} />}
          {outcome && !replaying && (
            <Suspense fallback={null}>
              <section className="end-charts" aria-label="Charts of the game">
                <EndCharts game={gameId} states={active.timeline.states} seat={seat} names={names} colors={colors} over scores={engine.scores} />
              </section>
            </Suspense>
          )}
          <Suspense fallback={<section className="log" aria-label="Log" />}>
            <LogPanel
              game={gameId}
              states={active.timeline.states}
              logs={active.timeline.logs}
              seat={seat}
              names={names}
              colors={colors}
              upTo={active.replayAt}
              over={over}
            />
          </Suspense>
          {chartsOpen && (
            <Suspense fallback={null}>
              <ChartsDialog
                game={gameId}
                states={replaying ? active.timeline.states.slice(0, active.replayAt! + 1) : active.timeline.states}
                seat={seat}
                names={names}
                colors={colors}
                over={over && !replaying}
                scores={over || active.settings.vpCounter !== false ? engine.scores : undefined}
                onClose={() => setChartsOpen(false)}
              />
            </Suspense>
          )}
          {help && (
            <Suspense fallback={null}>
              <HelpPage game={gameId} section={help.section} onClose={() => setHelp(null)} />
            </Suspense>
          )}
        </>
      }
      foot={
        replaying && (
          <ReplayBar
            at={active.replayAt!}
            total={record.moves.length}
            onSeek={setReplay}
            onExit={() => setReplay(null)}
            marks={marks}
            milestone={ui?.milestone}
            views={replaySeats.length > 0 ? { seats: replaySeats, names, chosen: replayView, onChoose: setReplaySeat } : undefined}
          />
        )
      }
    />
  );
}
