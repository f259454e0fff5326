/**
 * The entry of the direct bundle (`dist/direct/main.cjs`): the runner of `ma` for a plain
 * `ma tool` line (and any line `readDirectCommand` accepts; `ma search` lines run from the search
 * bundle, `search-main.ts`), in one CommonJS file that `bin/ma.js` loads with a V8 code cache
 * (`load-direct-bundle.ts`, docs/startup.md). Commander and the program definition are left out of
 * this bundle: `main` never reaches them for a line `readDirectCommand` accepts.
 * Spec: issue #13, goals (e) and (f).
 */
export { runMain } from '../main.js';
