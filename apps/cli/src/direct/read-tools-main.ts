/**
 * The entry of the read-tools bundle (`dist/direct/read-tools.cjs`): the runner of `ma` for a plain
 * `ma tool <name>` line whose tool only reads (`granularReadToolNames`; `startDirect` sends only
 * those here), with `ma tool`'s body, the read tools and the error reporter imported statically.
 * Nothing in it is loaded on use, so esbuild leaves out every module such a line never reaches (the
 * write tools, the compact tools, the approval prompt, `ma search`'s command), as for the `ma
 * search` bundle (docs/startup.md, thirteenth and seventeenth passes).
 * Spec: issue #13, goal (e).
 */
import { compactError, compactToolNames } from '@ma/tools';
import { type ToolCommandParts, toolCommandWith } from '../commands/tool-command.js';
import type { CliIo } from '../io/cli-io.js';
import { writeCompactUsageWith } from '../io/compact-usage.js';
import type { DirectCommand } from '../io/direct-command.js';
import { describeError, reportError } from '../io/report-error.js';
import { type MainParts, runMainWith } from '../run-main.js';
import { openReadToolSession } from '../tools/open-read-tool-session.js';
import { resumeTierUp } from './tier-up.js';

const readTools: ToolCommandParts = {
  // The loader held back V8's tier-up for the start (`tier-up.ts`): given back once the session is
  // open, so the tool's own work (a long transcript's lines) runs with every tier.
  openSession: async (opts, io, meeting, options) => {
    try {
      return await openReadToolSession(opts, io, meeting, options);
    } finally {
      resumeTierUp();
    }
  },
  // A read tool never asks (`toolCommandWith` loads the prompt only for the tools that may).
  loadApprovals: () => Promise.reject(new Error('the read-tools bundle has no approval prompt')),
};

const readToolParts: MainParts = {
  runDirect: (direct: DirectCommand, io: CliIo) => {
    // `startDirect` sends only `ma tool <read tool>` lines here.
    if (direct.command !== 'tool') throw new Error('the read-tools bundle runs only `ma tool` lines');
    return toolCommandWith(direct.name, direct.opts, io, readTools);
  },
  errorReporter: async () => ({ describeError, reportError }),
  compactUsage: async (argv, io, message) => {
    writeCompactUsageWith(argv, io, message, { compactError, compactToolNames });
  },
};

/** Runs a `ma tool <read tool>` line and exits, as `runMain` of `main.ts` does. */
export function runMain(argv: string[]): Promise<never> {
  return runMainWith(argv, readToolParts);
}
