/**
 * The entry of the direct bundle (`dist/direct/main.cjs`): the runner of `ma` for a plain
 * `ma tool` / `ma search` line, in one CommonJS file that `bin/ma.js` loads with a V8 code cache
 * (`load-direct-bundle.ts`, docs/startup.md). Commander and the program definition are left out of
 * this bundle: `main` never reaches them for a line `readDirectCommand` accepts.
 * Spec: issue #13, goals (e) and (f).
 */
import { runMain as runMainWith } from '../main.js';

/**
 * Runs `ma` with `argv` as {@link runMainWith} does, writing stdout/stderr straight to their file
 * descriptors when they are pipes or files (`fdOutput`, docs/startup.md).
 * @returns never: the process exits with the command's code.
 */
export function runMain(argv: string[]): Promise<never> {
  return runMainWith(argv, { fdOutput: true });
}
