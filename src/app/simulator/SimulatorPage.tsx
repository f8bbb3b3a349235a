import { useEffect, useMemo, useRef, useState } from 'react';
import DominionOptions from '../../boards/dominion/DominionOptions';
import { BOT_CARDS, BOTS } from '../../engines/dominion/bots';
import dominionModule from '../../engines/dominion/module';
import type { DominionOptions as DominionOptionsValue } from '../../engines/dominion/types';
import { prepare, summarize, type Run, type RunSpec, type Summary, type Tally } from '../../games/simulate';
import { simulateCommand } from './command';
import { cores, runSimulation, type Handle } from './pool';
import { LINE_STYLES, VpChart } from './VpChart';
import './simulator.css';

const BOT_NAMES = Object.keys(BOTS);
const MIN_BOTS = 2;
const MAX_BOTS = 4;
const MAX_GAMES = 1_000_000;

/** What each bot does, in a few words (STRATEGIES.md has the exact buy rules). */
const ABOUT: Readonly<Record<string, string>> = {
  General: 'plays any kingdom: Curse-givers and Moat, its Actions, Durations, Potions, Colonies, Duke and Gardens',
  BMU: 'Big Money Ultimate: Treasures and Provinces, Duchies late',
  BasicBM: 'plain Big Money: Province at $8, Gold at $6, Silver at $3',
  SmithyBM: 'Big Money with one Smithy',
  Smithy: 'Big Money Ultimate with a Smithy per 11 Treasures',
  Witch: 'Big Money Ultimate with one Witch',
  DoubleWitch: 'Big Money Ultimate with two Witches',
  Random: 'any legal move at random',
};

type Status = 'idle' | 'running' | 'done' | 'stopped' | 'error';

interface Current {
  readonly run: Run;
  readonly seed: number;
  readonly games: number;
  readonly command: string;
  readonly started: number;
}

function parseCount(raw: string, min: number, max: number): number | null {
  if (!/^\s*-?\d+\s*$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

const pc = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The chosen Kingdom cards of a Dominion run. */
const kingdomOf = (run: Run): readonly string[] => (run.options as DominionOptionsValue).kingdom;

/** The Dominion simulator: bots against bots over many games, on every core. */
export default function SimulatorPage({ onBack }: { onBack: () => void }) {
  const [bots, setBots] = useState<string[]>(['BMU', 'BasicBM']);
  const [kingdomMode, setKingdomMode] = useState<'bots' | 'choose'>('bots');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [gamesText, setGamesText] = useState('1000');
  const [seedText, setSeedText] = useState('1');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<Current | null>(null);
  const [tally, setTally] = useState<{ done: number; tally: Tally } | null>(null);
  const [now, setNow] = useState(0);
  const handle = useRef<Handle | null>(null);
  const results = useRef<HTMLElement>(null);

  useEffect(() => () => handle.current?.stop(), []);

  const games = parseCount(gamesText, 1, MAX_GAMES);
  const seed = parseCount(seedText, 0, 2 ** 31 - 1);
  const chosen = kingdomMode === 'choose' && Array.isArray(options.kingdom) ? options : undefined;
  const spec: RunSpec = chosen ? { bots, options: chosen } : { bots };
  const checked = useMemo(() => prepare(dominionModule, spec), [bots, chosen]); // eslint-disable-line react-hooks/exhaustive-deps
  const problems: string[] = [];
  if (games === null) problems.push(`The number of games must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en')}.`);
  if (seed === null) problems.push('The seed must be a whole number from 0 to 2147483647.');
  if (!checked.ok) problems.push(checked.error.message);
  const missingCards =
    checked.ok && chosen
      ? bots.flatMap((b) =>
          (BOT_CARDS[b] ?? [])
            .filter((c) => !kingdomOf(checked.value).includes(c) && !(checked.value.options as DominionOptionsValue).random)
            .map((c) => `${b} needs ${c}, which is not in this kingdom: it plays as Big Money Ultimate without it.`),
        )
      : [];

  function start() {
    if (games === null || seed === null || !checked.ok) return;
    handle.current?.stop();
    const run = checked.value;
    setCurrent({ run, seed, games, command: simulateCommand(bots, games, seed, chosen), started: performance.now() });
    setTally(null);
    setError(null);
    setStatus('running');
    // On a phone the results sit below the set-up: bring the progress bar and Stop into view.
    requestAnimationFrame(() => {
      const top = results.current?.getBoundingClientRect().top ?? 0;
      if (top > window.innerHeight * 0.5) results.current?.scrollIntoView({ block: 'start' });
    });
    handle.current = runSimulation('dominion', spec, seed, games, {
      onProgress: (p) => {
        setTally(p);
        setNow(performance.now());
      },
      onDone: (p) => {
        setTally(p);
        setNow(performance.now());
        setStatus('done');
        handle.current = null;
      },
      onError: (message) => {
        setError(message);
        setStatus('error');
        handle.current = null;
      },
    });
  }

  function stop() {
    handle.current?.stop();
    handle.current = null;
    setNow(performance.now());
    setStatus('stopped');
  }

  const running = status === 'running';
  const summary: Summary | null = current && tally && tally.done > 0 ? summarize(current.run, tally.tally) : null;
  const done = tally?.done ?? 0;
  const seconds = current && now > current.started ? (now - current.started) / 1000 : 0;

  return (
    <main className="lobby simulator">
      <header className="sim-head">
        <button type="button" onClick={onBack} className="sim-back">
          ← Lobby
        </button>
        <h1>Dominion simulator</h1>
      </header>
      <p className="tagline">
        Computer players against each other over many games, on every core of this device ({cores()}). The first seat rotates every game.
      </p>

      <div className="sim-grid">
        <section className="card" aria-labelledby="sim-setup-h">
          <h2 id="sim-setup-h">Set up</h2>
          <fieldset disabled={running}>
            <legend>
              Bots ({bots.length} of {MAX_BOTS})
            </legend>
            <ol className="sim-bots">
              {bots.map((b, i) => (
                <li key={i}>
                  <span className="sim-mark" style={{ color: LINE_STYLES[i].color }} aria-hidden>
                    {LINE_STYLES[i].glyph}
                  </span>
                  <select aria-label={`Bot ${i + 1}`} value={b} onChange={(e) => setBots(bots.map((x, j) => (j === i ? e.target.value : x)))}>
                    {BOT_NAMES.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    aria-label={`Remove bot ${i + 1}`}
                    disabled={bots.length <= MIN_BOTS}
                    onClick={() => setBots(bots.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                  <small className="hint">{ABOUT[b] ?? ''}</small>
                </li>
              ))}
            </ol>
            <button
              type="button"
              disabled={bots.length >= MAX_BOTS}
              onClick={() => setBots([...bots, BOT_NAMES.find((n) => !bots.includes(n)) ?? BOT_NAMES[0]])}
            >
              Add a bot
            </button>
          </fieldset>

          <fieldset disabled={running}>
            <legend>Kingdom</legend>
            <div className="dom-modes" role="radiogroup" aria-label="Kingdom source">
              <label className={kingdomMode === 'bots' ? 'chosen' : undefined}>
                <input type="radio" name="sim-kingdom" checked={kingdomMode === 'bots'} onChange={() => setKingdomMode('bots')} /> Money and the bots’ own cards
                (as <code>npm run simulate</code>)
              </label>
              <label className={kingdomMode === 'choose' ? 'chosen' : undefined}>
                <input type="radio" name="sim-kingdom" checked={kingdomMode === 'choose'} onChange={() => setKingdomMode('choose')} /> Choose a kingdom
              </label>
            </div>
            {kingdomMode === 'bots' && (
              <p className="hint" data-testid="sim-bot-cards">
                {checked.ok
                  ? kingdomOf(checked.value).length
                    ? `Kingdom: ${kingdomOf(checked.value).join(', ')}.`
                    : 'Kingdom: none (Treasures and Victory cards only).'
                  : ''}
              </p>
            )}
            {/* Kept mounted while hidden, so the picker keeps its mode and filters. */}
            <div hidden={kingdomMode !== 'choose'} className="sim-picker">
              <DominionOptions seatCount={bots.length} value={options} onChange={setOptions} />
              <p className="hint">Cards left to chance are dealt again for each game (from its seed).</p>
            </div>
          </fieldset>

          <fieldset disabled={running} className="sim-numbers">
            <legend>Games</legend>
            <label>
              <span>Number of games</span>
              <input type="text" inputMode="numeric" aria-label="Number of games" value={gamesText} onChange={(e) => setGamesText(e.target.value)} />
            </label>
            <label>
              <span>Seed</span>
              <input type="text" inputMode="numeric" aria-label="Seed" value={seedText} onChange={(e) => setSeedText(e.target.value)} />
            </label>
            <div className="row sim-quick" aria-label="Quick choices">
              {[100, 1000, 10000].map((n) => (
                <button key={n} type="button" aria-pressed={games === n} onClick={() => setGamesText(String(n))}>
                  {n.toLocaleString('en')}
                </button>
              ))}
            </div>
          </fieldset>

          {problems.length > 0 && (
            <ul className="problems" role="alert">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {missingCards.length > 0 && (
            <ul className="sim-warnings">
              {missingCards.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <div className="row">
            <button type="button" className="primary big" disabled={problems.length > 0 || running} onClick={start}>
              {running ? 'Running…' : `Run ${games !== null ? games.toLocaleString('en') : ''} game${games === 1 ? '' : 's'}`}
            </button>
          </div>
        </section>

        <section className="card sim-results" aria-labelledby="sim-results-h" ref={results}>
          <h2 id="sim-results-h">Results</h2>
          {!current && <p className="hint">Choose the bots and a kingdom, then run the games. The results appear here as they come in.</p>}
          {current && (
            <>
              <div className="sim-progress">
                <progress max={current.games} value={done} aria-label="Games played" />
                {running && (
                  <button type="button" className="danger" onClick={stop}>
                    Stop
                  </button>
                )}
                <span data-testid="sim-progress" aria-live="polite">
                  {done.toLocaleString('en')} of {current.games.toLocaleString('en')} games
                  {status === 'done' && ' — done'}
                  {status === 'stopped' && ' — stopped'}
                  {seconds > 0 && done > 0 && ` · ${Math.round(done / seconds).toLocaleString('en')} games/s`}
                </span>
              </div>
              {status === 'stopped' && <p className="hint">Stopped: the figures below count the {done.toLocaleString('en')} games finished.</p>}
              {error && (
                <p className="error" role="alert">
                  The simulation stopped: {error}
                </p>
              )}
              {summary && <SummaryView summary={summary} />}
              <div className="sim-command">
                <span className="hint">The same games on the command line (same seed, same results):</span>
                <code data-testid="sim-command">{current.command}</code>
                {typeof navigator !== 'undefined' && navigator.clipboard && (
                  <button type="button" onClick={() => void navigator.clipboard.writeText(current.command)}>
                    Copy
                  </button>
                )}
              </div>
            </>
          )}
        </section>
      </div>
    </main>
  );
}

function SummaryView({ summary }: { summary: Summary }) {
  return (
    <div data-testid="sim-summary">
      <table className="sim-table">
        <thead>
          <tr>
            <th scope="col">Bot</th>
            <th scope="col">Wins</th>
            <th scope="col">Ties</th>
            <th scope="col">Share</th>
            <th scope="col">95% interval</th>
          </tr>
        </thead>
        <tbody>
          {summary.bots.map((b, k) => (
            <tr key={k}>
              <th scope="row">
                <span style={{ color: LINE_STYLES[k].color }} aria-hidden>
                  {LINE_STYLES[k].glyph}{' '}
                </span>
                {b.name}
              </th>
              <td>{b.wins.toLocaleString('en')}</td>
              <td>{b.ties.toLocaleString('en')}</td>
              <td>
                <strong>{pc(b.share)}</strong>
              </td>
              <td>
                {pc(b.low)}–{pc(b.high)}
                <ShareBar share={b.share} low={b.low} high={b.high} color={LINE_STYLES[k].color} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Share = wins + half the ties, over {summary.games.toLocaleString('en')} games (Wilson 95% interval).{' '}
        <strong data-testid="sim-turns">{summary.avgTurns.toFixed(2)} turns</strong> per player on average.
        {summary.unfinished > 0 &&
          ` ${summary.unfinished} game${summary.unfinished === 1 ? '' : 's'} did not finish within the move limit and count for nobody.`}
      </p>
      {summary.faults.length > 0 && <p className="error">A bot made a move the rules refused (a bug): {summary.faults.join('; ')}</p>}
      <h3>Average VP by turn</h3>
      <VpChart lines={summary.bots.map((b) => ({ name: b.name, values: b.vpByTurn }))} gamesByTurn={summary.gamesByTurn} games={summary.games} />
    </div>
  );
}

/** The share as a bar from 0 to 100%, the interval as a whisker. */
function ShareBar({ share, low, high, color }: { share: number; low: number; high: number; color: string }) {
  return (
    <svg className="sim-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden>
      <rect x="0" y="2" width="100" height="6" fill="#10151f" />
      <rect x="0" y="2" width={share * 100} height="6" fill={color} opacity="0.8" />
      <line x1={low * 100} x2={high * 100} y1="5" y2="5" stroke="#e8ecf4" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      <line x1={low * 100} x2={low * 100} y1="1" y2="9" stroke="#e8ecf4" vectorEffect="non-scaling-stroke" />
      <line x1={high * 100} x2={high * 100} y1="1" y2="9" stroke="#e8ecf4" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
