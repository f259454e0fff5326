import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

/**
 * The shared library build, with regular expressions that use Unicode property escapes (`/\p{L}/u`) kept as written
 * (P106): esbuild rewrites them for a `node` target into `new RegExp("…", "u")`, so each one written inside a function
 * was parsed from its source string on every call (about 70 ns more than a literal; the sentence stage runs them per
 * sentence and per character of a sentence's last word). Node 22 (`engines`) runs them natively, the same patterns.
 */
export default defineConfig({
  ...(packageBuild as Options),
  esbuildOptions(options) {
    options.supported = { ...options.supported, 'regexp-unicode-property-escapes': true };
  },
});
