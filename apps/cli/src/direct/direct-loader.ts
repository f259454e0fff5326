/**
 * The entry of `dist/direct/loader.cjs`, which `bin/ma.js` requires for every `ma tool` /
 * `ma search` line: a small file that decides whether the line is a plain one and, if so, runs it
 * from the direct bundle (docs/startup.md).
 * Spec: issue #13, goals (e) and (f).
 */
import { readDirectCommand } from '../io/direct-command.js';
import { loadDirectBundle } from './load-direct-bundle.js';

/** What the direct bundle (`direct-main.ts`) exports. */
interface DirectBundle {
  runMain(argv: string[]): Promise<never>;
}

/**
 * Runs `argv` (the arguments after the program name) from the direct bundle at `bundle` when it
 * is a line {@link readDirectCommand} accepts, with the bundle's code cache named after the
 * command (`tool-<name>` or `search`): each command keeps the code it ran compiled.
 * @param bundle absolute path of `dist/direct/main.cjs`.
 * @returns the running `runMain` (it exits the process), or null for any other line (the caller
 *   runs it through commander, as before).
 */
export function startDirect(argv: string[], bundle: string): Promise<never> | null {
  const direct = readDirectCommand(argv);
  if (!direct) return null;
  const key =
    direct.command === 'search'
      ? 'search'
      : /^[a-z_]{1,40}$/.test(direct.name)
        ? `tool-${direct.name}`
        : 'tool';
  return loadDirectBundle<DirectBundle>(bundle, key).runMain(argv);
}
