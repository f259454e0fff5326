import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

/**
 * The shared library build, with regular expressions that use Unicode property escapes (`/\p{L}/u`) kept as written
 * (P106): esbuild rewrites them for a `node` target into `new RegExp("…", "u")`, so each one written inside a function
 * was parsed from its source string on every call (about 70 ns more than a literal; the sentence stage runs them per
 * sentence and per character of a sentence's last word). Node 22 (`engines`) runs them natively, the same patterns.
 */
export const library: Options = {
  ...(packageBuild as Options),
  esbuildOptions(options) {
    options.supported = { ...options.supported, 'regexp-unicode-property-escapes': true };
  },
};

/**
 * `dist/batch-worker.js` and `.cjs` (P314): what a batch worker loads (`src/batch/batch-worker.ts`), with `@ma/core`
 * built in from its sources, so that only the functions the batch stages reach are in it (core is `sideEffects:
 * false`), not core's whole bundle with its YAML, zod and diff imports. One file (no split chunks); the engine's other
 * dependencies (sbd, stemmer, stopword) stay external, as in `dist/index.js`.
 */
export const batchWorker: Options = {
  ...library,
  entry: { 'batch-worker': 'src/batch/batch-worker.ts' },
  dts: false,
  clean: false,
  splitting: false,
  noExternal: ['@ma/core'],
  esbuildPlugins: [
    {
      name: 'ma-core-sources',
      setup(build) {
        build.onResolve({ filter: /^@ma\/core$/ }, () => ({
          path: join(import.meta.dirname, '..', 'core', 'src', 'index.ts'),
        }));
      },
    },
  ],
};

export default defineConfig([library, batchWorker]);
