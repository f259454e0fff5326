/**
 * The process entry of `ma` (`bin/ma.js` imports `dist/bin.js`): runs the command line and exits.
 * Kept out of `src/index.ts` so that importing `@ma/cli` never runs anything.
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line".
 */
import { runMain } from './main.js';

await runMain();
