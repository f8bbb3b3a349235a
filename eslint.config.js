import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Layers (docs/ARCHITECTURE.md, "Layers"): engines (src/engines/<game>, on src/engines/core) < the games
 * (src/games: the registry and the cross-game tests) < persistence, the store and the boards < the app.
 * An import is refused when its path names a folder of a layer it may not reach as one of its segments,
 * whatever the number of `../` (`../../boards/risk/x`, `../app`), in static imports and re-exports
 * (no-restricted-imports), in `import()` and in `import('…').Type` (no-restricted-syntax).
 * src/games/layers.test.ts plants violations and checks that each is reported.
 */

/** Every game's engine folder (src/engines/* but core), read from the tree: a new game is covered at once. */
const GAME_ENGINES = readdirSync(join(import.meta.dirname, 'src/engines'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'core')
  .map((d) => d.name);

/** The one import of a game's engine by another game's engine there is: 5D Diplomacy is built on Diplomacy. */
const ENGINE_USES = { diplomacy5d: ['diplomacy'] };

/**
 * A path naming one of these folders as a segment. `store` is src/store, not persistence's `store.ts`.
 * Packages are named from the start of the path (`react`, `react-dom`, `konva`).
 */
const folders = (...names) => `(^|/)(${names.map((n) => (n === 'store' ? '(?<!persistence/)store' : n)).join('|')})(/|$)`;
const packages = (...names) => `^(${names.join('|')})(/|$)`;

/** The rules refusing imports whose path matches one of `bans` ({ regex, message }). */
function refuse(...bans) {
  // esquery's regular expressions cannot hold a slash: write it as \x2F.
  const selector = (regex) => `:matches(ImportExpression, TSImportType)[source.value=/${regex.replaceAll('/', '\\x2F')}/u]`;
  return {
    'no-restricted-imports': ['error', { patterns: bans.map(({ regex, message }) => ({ regex, message, caseSensitive: true })) }],
    'no-restricted-syntax': ['error', ...bans.map(({ regex, message }) => ({ selector: selector(regex), message }))],
  };
}

const ENGINE_BANS = [
  { regex: packages('react', 'react-[^/]+', 'konva'), message: 'Engines are pure rules: no React, no Konva.' },
  {
    regex: folders('boards', 'app', 'store', 'persistence', 'games'),
    message: 'Engines import nothing above them: no boards, app, store, persistence or src/games.',
  },
];

const gameBan = (games, message) => ({ regex: folders(...games), message });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'dev-dist', 'test-results', 'playwright-report', 'src/boards/**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Engines are pure: no DOM, no React, nothing above them.
    files: ['src/engines/**/*.{ts,tsx}'],
    rules: {
      ...refuse(...ENGINE_BANS),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB'],
    },
  },
  {
    // Core is the kit every game is built on: it names no game.
    files: ['src/engines/core/**/*.{ts,tsx}'],
    rules: refuse(...ENGINE_BANS, gameBan(GAME_ENGINES, 'Core imports no game: the games are named in src/games.')),
  },
  // A game's engine imports no other game's engine (but the one use there is, ENGINE_USES).
  ...GAME_ENGINES.map((game) => ({
    files: [`src/engines/${game}/**/*.{ts,tsx}`],
    rules: refuse(
      ...ENGINE_BANS,
      gameBan(
        GAME_ENGINES.filter((other) => other !== game && !(ENGINE_USES[game] ?? []).includes(other)),
        `A game's engine imports no other game's engine (${game} may use: core${(ENGINE_USES[game] ?? []).map((g) => `, ${g}`).join('')}).`,
      ),
    ),
  })),
  {
    // The games layer sits on the engines, below everything that shows or keeps a game.
    files: ['src/games/**/*.{ts,tsx}'],
    rules: refuse({
      regex: folders('boards', 'app', 'store', 'persistence'),
      message: 'src/games imports only engines: no boards, app, store or persistence.',
    }),
  },
  {
    // The store and persistence sit below the app and never import from it.
    files: ['src/store/**/*.{ts,tsx}', 'src/persistence/**/*.{ts,tsx}'],
    rules: refuse({ regex: folders('app'), message: 'The store and persistence never import from src/app.' }),
  },
  {
    // Boards draw a view and report moves: they never import the app or the store.
    files: ['src/boards/**/*.{ts,tsx}'],
    rules: refuse(
      { regex: folders('app'), message: 'Boards never import from src/app.' },
      { regex: folders('store'), message: 'Boards never import the store (src/store).' },
    ),
  },
  {
    // The one exception there is (issue 19): Diplomacy's controls (classic and 5D, issue 20) keep unsubmitted
    // orders through src/store/drafts (which reads the open game's id from the session). To be moved out of the board.
    files: ['src/boards/diplomacy/DiplomacyControls.tsx', 'src/boards/diplomacy5d/Diplomacy5dControls.tsx'],
    rules: refuse(
      { regex: folders('app'), message: 'Boards never import from src/app.' },
      { regex: '(^|/)(?<!persistence/)store(/(?!drafts$)|$)', message: 'Boards never import the store (src/store); only store/drafts is known here.' },
    ),
  },
);
