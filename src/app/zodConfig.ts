/**
 * Imported first by main.tsx: zod without its code-generating fast path, which
 * would need `new Function` — refused by the app's Content-Security-Policy (no 'unsafe-eval'),
 * and even zod's probe for it would be reported as a violation. Must run before any schema is made.
 */
import { z } from 'zod';

z.config({ jitless: true });
