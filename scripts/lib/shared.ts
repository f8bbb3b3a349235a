import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's read-only fact folder (`shared/`, beside the repository), used only by the generator
 * scripts: their output is committed, so the app builds and tests without it.
 */
export function sharedData(...parts: string[]): string {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  return resolve(repo, '..', 'shared', 'data', ...parts);
}
