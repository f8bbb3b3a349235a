import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { GAMES, loadOptions, type GameId } from '../games/registry';
import type { OptionField } from '../engines/core/options';
import type { SeatSpec } from '../engines/core';
import { useSession } from '../store/session';
import { SEAT_COLORS, SHAPE_GLYPH, colorById } from '../boards/common/palette';
import { initialOptions, secretOf } from './gameOptions';
import { DEFAULT_SETTINGS } from '../store/settings';
import { SavedGames } from './SavedGames';
import { ImportBox } from './ImportBox';
import { hasOptionsUI, loadOptionsUI } from '../boards';
import type { OptionsProps } from '../boards/types';
import { seatColorsFor } from './gameOptions';

// The rules summaries load when opened.
const HelpPage = lazy(() => import('./help/HelpPage'));

const DEFAULT_NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

interface SeatDraft {
  name: string;
  color: string;
  kind: 'human' | 'bot';
  bot?: string;
}

function draftSeats(n: number, people: readonly { name: string; color: string }[]): SeatDraft[] {
  return Array.from({ length: n }, (_, i) => ({
    name: people[i]?.name ?? DEFAULT_NAMES[i],
    color: SEAT_COLORS[i].id,
    kind: 'human' as const,
  }));
}

/** Games with a score counter during play (GameSettings.vpCounter), and what the lobby calls it. */
const SCORE_COUNTER: Partial<Record<GameId, string>> = { dominion: 'VP counter: show each player’s VP during play' };

export function Lobby({ onSimulator }: { onSimulator?: () => void }) {
  const people = useSession((s) => s.people);
  const newGame = useSession((s) => s.newGame);
  const [game, setGame] = useState<GameId>('risk');
  const info = GAMES.find((g) => g.id === game)!;
  const [helpOpen, setHelpOpen] = useState(false);
  const [seats, setSeats] = useState<SeatDraft[]>(() => draftSeats(3, people));
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [OptionsUI, setOptionsUI] = useState<{ C: ComponentType<OptionsProps> } | null>(null);
  // The game's choice fields come from its options described once (`OPTIONS`, loaded apart from the engine).
  const [kit, setKit] = useState<{ game: GameId; fields: (n: number) => readonly OptionField[] } | null>(null);
  const fields: readonly OptionField[] = kit && kit.game === game ? kit.fields(seats.length) : [];
  useEffect(() => {
    let live = true;
    void loadOptions(game).then((k) => {
      if (!live) return;
      setKit({ game, fields: (n) => k.fields(n) });
      // Fields not set yet take their initial values (a game's own form may already have set others).
      setOptions((o) => ({ ...initialOptions(k.fields(seats.length)), ...o }));
    });
    return () => {
      live = false;
    };
    // The seat count at load only chooses initial values; later changes keep the player's choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game]);
  useEffect(() => {
    setOptionsUI(null);
    if (!hasOptionsUI(game)) return;
    let live = true;
    void loadOptionsUI(game).then((C) => live && C && setOptionsUI({ C }));
    return () => {
      live = false;
    };
  }, [game]);
  const seatKinds = useMemo(() => seats.map((s) => ({ name: s.name, kind: s.kind })), [seats]);
  const [passScreen, setPassScreen] = useState(DEFAULT_SETTINGS.passScreen);
  const [vpCounter, setVpCounter] = useState(DEFAULT_SETTINGS.vpCounter !== false);
  const [starting, setStarting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const problems = useMemo(() => {
    const out: string[] = [];
    const names = seats.map((s) => s.name.trim());
    if (names.some((n) => !n)) out.push('Every seat needs a name.');
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) out.push('Two seats have the same name.');
    if (new Set(seats.map((s) => s.color)).size !== seats.length) out.push('Two seats have the same colour.');
    return out;
  }, [seats]);

  function setCount(n: number, forGame: GameId = game, from: SeatDraft[] = seats) {
    const next = draftSeats(n, people);
    const colors = seatColorsFor(forGame, n);
    setSeats(next.map((d, i) => ({ ...(from[i] ?? d), ...(colors ? { color: colors[i] } : {}) })));
  }

  function patch(i: number, p: Partial<SeatDraft>) {
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...p } : s)));
  }

  function pickGame(id: GameId) {
    const g = GAMES.find((x) => x.id === id)!;
    setGame(id);
    setOptions({});
    // Computer players differ by game: seats start again from each game's default one.
    setCount(
      Math.min(g.maxSeats, Math.max(g.minSeats, seats.length)),
      id,
      seats.map((s) => ({ ...s, bot: undefined })),
    );
  }

  async function startGame(e: React.FormEvent) {
    e.preventDefault();
    if (problems.length || starting) return;
    setStarting(true);
    const specs: SeatSpec[] = seats.map((s) => ({
      name: s.name.trim(),
      color: s.color,
      kind: s.kind,
      ...(s.kind === 'bot' ? { bot: s.bot ?? info.bots[0] } : {}),
    }));
    await newGame(game, options, specs, { passScreen, vpCounter });
    setStarting(false);
  }

  return (
    <main className="lobby">
      <header className="lobby-head">
        <h1>
          <img src="./icon.svg" alt="" width={40} height={40} /> Hotseat
        </h1>
        <p className="tagline">Deep board games for friends sharing one device. Everything stays in this browser.</p>
        {onSimulator && (
          <a
            className="lobby-link"
            href="#simulate"
            onClick={(e) => {
              e.preventDefault();
              onSimulator();
            }}
          >
            Dominion simulator: bots against bots, win shares and VP by turn →
          </a>
        )}
      </header>

      <div className="lobby-grid">
        <section className="card" aria-labelledby="new-game-h">
          <h2 id="new-game-h">New game</h2>
          <form ref={formRef} onSubmit={startGame}>
            <fieldset className="games">
              <legend>Game</legend>
              {GAMES.map((g) => (
                <label key={g.id} className={`game-choice ${g.id === game ? 'chosen' : ''}`}>
                  <input type="radio" name="game" value={g.id} checked={g.id === game} onChange={() => pickGame(g.id)} />
                  <strong>{g.title}</strong>
                  <span>{g.blurb}</span>
                </label>
              ))}
              <button type="button" className="link help-link" onClick={() => setHelpOpen(true)} data-testid="lobby-help">
                How to play {info.title}
              </button>
            </fieldset>
            {helpOpen && (
              <Suspense fallback={null}>
                <HelpPage game={game} onClose={() => setHelpOpen(false)} />
              </Suspense>
            )}

            <fieldset>
              <legend>Seats</legend>
              <label className="inline">
                Players{' '}
                <select aria-label="Number of players" value={seats.length} onChange={(e) => setCount(Number(e.target.value))}>
                  {Array.from({ length: info.maxSeats - info.minSeats + 1 }, (_, i) => info.minSeats + i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              {game === 'risk' && seats.length === 2 && <p className="hint">Two players: a neutral army holds a third of the world.</p>}
              <datalist id="people">
                {people.map((p) => (
                  <option key={p.id} value={p.name} />
                ))}
              </datalist>
              <ol className="seats">
                {seats.map((s, i) => {
                  const c = colorById(s.color);
                  return (
                    <li key={i} className="seat-row">
                      <span className="chip" style={{ background: c.hex, color: c.ink }} aria-hidden>
                        {SHAPE_GLYPH[c.shape]}
                      </span>
                      <input
                        aria-label={`Seat ${i + 1} name`}
                        list="people"
                        value={s.name}
                        maxLength={24}
                        onChange={(e) => {
                          const known = people.find((p) => p.name === e.target.value);
                          patch(
                            i,
                            known && !seats.some((x, j) => j !== i && x.color === known.color)
                              ? { name: e.target.value, color: known.color }
                              : { name: e.target.value },
                          );
                        }}
                      />
                      <select aria-label={`Seat ${i + 1} colour`} value={s.color} onChange={(e) => patch(i, { color: e.target.value })}>
                        {SEAT_COLORS.map((col) => (
                          <option key={col.id} value={col.id}>
                            {SHAPE_GLYPH[col.shape]} {col.name}
                          </option>
                        ))}
                      </select>
                      <select
                        aria-label={`Seat ${i + 1} player`}
                        value={s.kind === 'bot' ? `bot:${s.bot ?? info.bots[0]}` : 'human'}
                        onChange={(e) => patch(i, e.target.value === 'human' ? { kind: 'human' } : { kind: 'bot', bot: e.target.value.slice(4) })}
                      >
                        <option value="human">Person</option>
                        {info.bots.map((b, k) => (
                          <option key={b} value={`bot:${b}`}>
                            {k === 0 ? 'Computer' : `Computer: ${b}`}
                          </option>
                        ))}
                      </select>
                    </li>
                  );
                })}
              </ol>
            </fieldset>

            {(fields.length > 0 || OptionsUI) && (
              <fieldset>
                <legend>Rules</legend>
                {OptionsUI && <OptionsUI.C seatCount={seats.length} seats={seatKinds} value={options} onChange={setOptions} />}
                {fields.map((f) =>
                  f.check ? (
                    <label key={f.key} className="option check">
                      <input type="checkbox" checked={options[f.key] === true} onChange={(e) => setOptions({ ...options, [f.key]: e.target.checked })} />
                      <span>{f.label}</span>
                      {f.help && <small>{f.help}</small>}
                    </label>
                  ) : (
                    <label key={f.key} className="option">
                      <span>{f.label}</span>
                      <select
                        aria-label={f.label}
                        value={String(options[f.key])}
                        onChange={(e) => {
                          const choice = f.choices.find((c) => String(c.value) === e.target.value);
                          if (choice) setOptions({ ...options, [f.key]: choice.value });
                        }}
                      >
                        {f.choices.map((c) => (
                          <option key={String(c.value)} value={String(c.value)}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                      {f.help && <small>{f.help}</small>}
                    </label>
                  ),
                )}
                <label className="option check">
                  <input type="checkbox" checked={passScreen} onChange={(e) => setPassScreen(e.target.checked)} />
                  <span>Pass-the-device screen between players ({secretOf(game)})</span>
                </label>
                {SCORE_COUNTER[game] && (
                  <label className="option check">
                    <input type="checkbox" checked={vpCounter} onChange={(e) => setVpCounter(e.target.checked)} />
                    <span>{SCORE_COUNTER[game]}</span>
                  </label>
                )}
              </fieldset>
            )}

            {problems.length > 0 && (
              <ul className="problems" role="alert">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            <button type="submit" className="primary big" disabled={problems.length > 0 || starting}>
              {starting ? 'Setting up…' : `Start ${info.title}`}
            </button>
          </form>
        </section>

        <div className="lobby-side">
          <SavedGames />
          <ImportBox />
          <PeopleList />
        </div>
      </div>
    </main>
  );
}

function PeopleList() {
  const people = useSession((s) => s.people);
  if (people.length === 0) return null;
  return (
    <section className="card" aria-labelledby="people-h">
      <h2 id="people-h">Players</h2>
      <ul className="people">
        {people.map((p) => {
          const c = colorById(p.color);
          const wins = Object.entries(p.wins ?? {})
            .filter(([, n]) => n)
            .map(([g, n]) => `${GAMES.find((x) => x.id === g)?.title ?? g}: ${n} won`);
          return (
            <li key={p.id}>
              <span className="chip small" style={{ background: c.hex, color: c.ink }} aria-hidden>
                {SHAPE_GLYPH[c.shape]}
              </span>
              {p.name} <small>{wins.length ? wins.join(', ') : 'no wins yet'}</small>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
