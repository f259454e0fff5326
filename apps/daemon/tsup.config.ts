import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// tsup.base.ts exports one options object (defineConfig's return type is a union, hence the cast).
const base = packageBuild as Options;

/**
 * The shared package build plus `src/bin.ts`, the entry of `bin/ma-daemon.js` (importing
 * `@ma/daemon` never runs it). ESM only: the daemon is a command, not a library others `require()`.
 */
export default defineConfig({
  ...base,
  format: ['esm'],
  entry: [...((base.entry as string[] | undefined) ?? ['src/index.ts']), 'src/bin.ts'],
});
