import type { Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

/**
 * The shared package build, as one file per format: the session loads its failure description
 * (and with it the AI SDK's error classes) with `import()` (issue 13), which esbuild keeps inside
 * `dist/index.js` instead of writing chunk files beside it.
 */
const build: Options = { ...(packageBuild as Options), splitting: false };

export default build;
