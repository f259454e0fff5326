import { defineConfig } from 'tsup';

/**
 * The one build of every library package: ESM (`dist/index.js` + `.d.ts`) and CommonJS
 * (`dist/index.cjs` + `.d.cts`) from `src/index.ts`, for Node 22. The CommonJS build lets hosts
 * that `require()` us load the same code (docs/packages.md); `shims` turns `import.meta.url`
 * into its CommonJS equivalent there.
 */
export const packageBuild = defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  shims: true,
  target: 'node22',
});
