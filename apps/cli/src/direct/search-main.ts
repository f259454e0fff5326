/**
 * The entry of the `ma search` bundle (`dist/direct/search.cjs`): the runner of `ma` for a plain
 * `ma search` line (`startDirect`), with the search command and the error reporter imported
 * statically (`search-parts.ts`). Nothing in it is loaded on use, so esbuild leaves out every module `ma search` never
 * reaches (the other tools, `ma tool`'s command), which it cannot do for modules it must wrap to
 * load on use (docs/startup.md, thirteenth pass).
 * Spec: issue #13, goal (f).
 */
import { runMainWith } from '../run-main.js';
import { searchParts } from './search-parts.js';

/** Runs a `ma search` line and exits, as `runMain` of `main.ts` does. */
export function runMain(argv: string[]): Promise<never> {
  return runMainWith(argv, searchParts);
}
