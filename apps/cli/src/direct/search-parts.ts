/**
 * What the runner of `ma` loads for a plain `ma search` line ({@link searchParts}), imported
 * statically: shared by the `ma search` bundle (`search-main.ts`) and `ma search-server`, which run
 * the same line the same way (docs/startup.md, thirteenth and twenty-sixth passes).
 * Spec: issue #13, goal (f).
 */
import { searchCommand } from '../commands/search.js';
import type { CliIo } from '../io/cli-io.js';
import type { DirectCommand } from '../io/direct-command.js';
import { describeError, reportError } from '../io/report-error.js';
import type { MainParts } from '../run-main.js';

/** The parts of `mainWith` for a `ma search` line (any other line is an error: a bug of the caller). */
export const searchParts: MainParts = {
  runDirect: (direct: DirectCommand, io: CliIo) => {
    // `startDirect` and the search server send only `ma search` lines here.
    if (direct.command !== 'search') throw new Error('the ma search bundle runs only `ma search` lines');
    return searchCommand(direct.pattern, direct.opts, io);
  },
  errorReporter: async () => ({ describeError, reportError }),
  // A compact usage error is `ma tool`'s only (`writeCompactUsage` writes nothing for another line).
  compactUsage: async () => {},
};
