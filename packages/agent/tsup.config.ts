import type { Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

/**
 * The shared package build, plus `@ma/agent/summary-run-error`: the error class alone, so that a
 * host can recognise a failed run without loading the AI SDK (the CLI's error reporter;
 * docs/startup.md).
 */
const options: Options = {
  ...(packageBuild as Options),
  entry: ['src/index.ts', 'src/summary-run-error.ts'],
};

export default options;
