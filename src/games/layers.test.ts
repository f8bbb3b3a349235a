/**
 * The layers hold (issue 19, "Layers that hold"; eslint.config.js, docs/ARCHITECTURE.md "Layers"): the
 * repository's own ESLint configuration, run on files planted at real paths (linted as text, never
 * written), reports an engine importing a board, core importing a game, a board importing the store and
 * the other crossings, however many `../` they take and whether the import is static, a re-export, a
 * type or `import()`; and it passes the same kinds of files when they import what they may.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer problems ESLint reports for `code` as the file `path` (from the repository's root). */
async function layerProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${path} does not parse: ${fatal[0].message}`);
  return result.messages.filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId)).map((m) => `${m.line}: ${m.message}`);
}

/** Each planted line must be reported, on its own line. */
async function expectEachReported(path: string, lines: readonly string[]): Promise<void> {
  const problems = await layerProblems(path, lines.join('\n') + '\n');
  const reported = new Set(problems.map((p) => Number(p.split(':')[0])));
  lines.forEach((line, i) => expect(reported.has(i + 1), `${path}: ${line}`).toBe(true));
}

describe('ESLint layer rules: planted violations fail lint', () => {
  it('an engine importing a board, the app, the store, persistence, src/games, React or Konva', async () => {
    await expectEachReported('src/engines/risk/planted.ts', [
      "import { drawMap } from '../../boards/risk/map';",
      "import type { GameUI } from '../../boards/types';",
      "export { GameScreen } from '../../app/GameScreen';",
      "import { useSession } from '../../store/session';",
      "import { openStore } from '../../persistence/db';",
      "import { GAMES } from '../../games/registry';",
      "import { useState } from 'react';",
      "import { Stage } from 'react-konva';",
      "import Konva from 'konva';",
      "export const ui = () => import('../../boards/risk/RiskUI');",
      "export type Props = import('../../boards/types').OptionsProps;",
    ]);
    // From a subfolder, one `../` more.
    await expectEachReported('src/engines/diplomacy/map/planted.ts', [
      "import { BOARD } from '../../../boards/diplomacy/board';",
      "export * from '../../../app/Lobby';",
    ]);
  });

  it('core importing a game', async () => {
    await expectEachReported('src/engines/core/planted.ts', [
      "import { RISK_META } from '../risk/meta';",
      "import type { DominionState } from '../dominion/types';",
      "export * from '../twilight/engine';",
      "export const load = () => import('../diplomacy5d/module');",
      "import { orderSlots } from '../diplomacy/orders';",
      "import { GAMES } from '../../games/registry';",
    ]);
  });

  it("a game's engine importing another game's engine (but 5D's use of Diplomacy)", async () => {
    await expectEachReported('src/engines/risk/planted.ts', [
      "import { dominionEngine } from '../dominion/engine';",
      "import { CARDS } from '../twilight/cards/data';",
    ]);
    await expectEachReported('src/engines/diplomacy/planted.ts', ["import { DIPLOMACY5D_META } from '../diplomacy5d/meta';"]);
    await expectEachReported('src/engines/diplomacy5d/planted.ts', ["import { riskEngine } from '../risk/engine';"]);
    expect(
      await layerProblems('src/engines/diplomacy5d/planted.ts', "import { adjudicate } from '../diplomacy/adjudicate';\nexport { adjudicate };\n"),
    ).toEqual([]);
  });

  it('a board importing the store or the app', async () => {
    await expectEachReported('src/boards/risk/planted.tsx', [
      "import { useSession } from '../../store/session';",
      "import { DEFAULT_SETTINGS } from '../../store/settings';",
      "import { Lobby } from '../../app/Lobby';",
    ]);
    // Diplomacy's controls may keep drafts through store/drafts (the one exception there is), nothing else.
    await expectEachReported('src/boards/diplomacy/DiplomacyControls.tsx', [
      "import { useSession } from '../../store/session';",
      "import { Lobby } from '../../app/Lobby';",
    ]);
    await expectEachReported('src/boards/diplomacy/planted.tsx', ["import { loadDraft } from '../../store/drafts';"]);
  });

  it('the store, persistence or src/games importing the app', async () => {
    await expectEachReported('src/store/planted.ts', ["import { GameScreen } from '../app/GameScreen';"]);
    await expectEachReported('src/persistence/planted.ts', ["import { askBot } from '../app/bots/client';"]);
    await expectEachReported('src/games/planted.ts', [
      "import { Lobby } from '../app/Lobby';",
      "import { loadUI } from '../boards';",
      "import { useSession } from '../store/session';",
    ]);
  });
});

describe('ESLint layer rules: clean files pass', () => {
  it('each layer importing what it may', async () => {
    const clean: Record<string, string[]> = {
      'src/engines/risk/planted.ts': [
        "import { z } from 'zod';",
        "import { err } from '../core/types';",
        "import { actingSeat } from './legal';",
        'export const x = [z, err, actingSeat];',
      ],
      'src/engines/core/planted.ts': [
        "import { seededRandom } from './rng';",
        "import type { Engine } from './types';",
        'export const x: Engine | null = null;',
        'export const y = seededRandom;',
      ],
      'src/games/planted.ts': [
        "import { riskEngine } from '../engines/risk/engine';",
        "import { GAMES } from './registry';",
        'export const x = [riskEngine, GAMES];',
      ],
      'src/boards/risk/planted.tsx': [
        "import { useState } from 'react';",
        "import type { RiskState } from '../../engines/risk/types';",
        "import type { GameId } from '../../games/registry';",
        "import { SEAT_COLORS } from '../common/palette';",
        'export type T = [RiskState, GameId];',
        'export const x = [useState, SEAT_COLORS];',
      ],
      'src/store/planted.ts': [
        "import { current } from '../engines/core';",
        "import { isPrefix } from '../persistence/store';",
        "import { loadGame } from '../games/registry';",
        'export const x = [current, isPrefix, loadGame];',
      ],
      'src/boards/diplomacy/DiplomacyControls.tsx': ["import { loadDraft, saveDraft } from '../../store/drafts';", 'export const x = [loadDraft, saveDraft];'],
      'src/app/planted.tsx': [
        "import { useSession } from '../store/session';",
        "import { loadUI } from '../boards';",
        'export const x = [useSession, loadUI];',
      ],
    };
    for (const [path, lines] of Object.entries(clean)) expect(await layerProblems(path, lines.join('\n') + '\n'), path).toEqual([]);
  });
});
