import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// tsup.base.ts exports one options object (defineConfig's return type is a union, hence the cast).
const base = packageBuild as Options;

/** The shared package build plus `src/bin.ts`, the entry of `bin/ma-daemon.js` (importing `@ma/daemon` never runs it). */
export default defineConfig({
  ...base,
  entry: [...((base.entry as string[] | undefined) ?? ['src/index.ts']), 'src/bin.ts'],
});
