/**
 * Fails when the first load ships more than 300 KB of compressed JavaScript. The first load is
 * what index.html pulls in: its entry script, the chunks that script imports statically and the
 * modulepreload links. Lazily loaded games are not counted. Fails too when the first load carries Konva:
 * the boards load with their game.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const LIMIT = 300 * 1024;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const start = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const seen = new Set<string>();
const queue = [...start];
while (queue.length) {
  const file = queue.pop()!;
  if (seen.has(file) || !existsSync(join(dist, file))) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import … from "./x.js"` and `import "./x.js"` (not `import("./x.js")`).
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push('assets/' + m[1]);
}
let total = 0;
for (const f of seen) total += gzipSync(readFileSync(join(dist, f))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`First load: ${seen.size} script(s), ${kb(total)} gzipped (limit ${kb(LIMIT)}).`);
// The boards (React-Konva) load with their game: a Konva in the first load means a static import slipped in.
const konva = [...seen].filter((f) => /\bKonva\b/.test(readFileSync(join(dist, f), 'utf8')));
if (konva.length > 0) {
  console.error(`The first load carries Konva (${konva.join(', ')}): a board is imported statically from the app's first load.`);
  process.exit(1);
}
if (total > LIMIT) {
  console.error('The first load is over budget.');
  process.exit(1);
}
