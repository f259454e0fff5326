import { defineConfig } from 'tsup';

/** The one build of every package: ESM + .d.ts from `src/index.ts`, for Node 22. */
export const packageBuild = defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node22',
});
