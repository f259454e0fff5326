/**
 * The entry of the `ma search` bundle (`dist/direct/search.cjs`): the runner of `ma` for a plain
 * `ma search` line (`startDirect`), with the search command and the error reporter imported
 * statically. Nothing in it is loaded on use, so esbuild leaves out every module `ma search` never
 * reaches (the other tools, `ma tool`'s command), which it cannot do for modules it must wrap to
 * load on use (docs/startup.md, thirteenth pass).
 * Spec: issue #13, goal (f).
 */
import { searchCommand } from '../commands/search.js';
import type { CliIo } from '../io/cli-io.js';
import type { DirectCommand } from '../io/direct-command.js';
import { describeError, reportError } from '../io/report-error.js';
import { type MainParts, runMainWith } from '../run-main.js';

const searchParts: MainParts = {
  runDirect: (direct: DirectCommand, io: CliIo) => {
    // `startDirect` sends only `ma search` lines here.
    if (direct.command !== 'search') throw new Error('the ma search bundle runs only `ma search` lines');
    return searchCommand(direct.pattern, direct.opts, io);
  },
  errorReporter: async () => ({ describeError, reportError }),
  // A compact usage error is `ma tool`'s only (`writeCompactUsage` writes nothing for another line).
  compactUsage: async () => {},
};

/** Runs a `ma search` line and exits, as `runMain` of `main.ts` does. */
export function runMain(argv: string[]): Promise<never> {
  return runMainWith(argv, searchParts);
}
