/**
 * `ma tool` with every tool of both profiles and the approval prompt (loaded on use): what commander
 * and the direct bundle run. The read-tools bundle runs the same body with the read tools alone
 * (`src/direct/read-tools-main.ts`; docs/startup.md, seventeenth pass).
 * Spec: docs/tools.md (tool contracts, refusals; Compact profile); issue #6, "`ma`: summarize a real
 * meeting end to end from the command line"; issue 14 (`--tools`).
 */
import type { CliIo } from '../io/cli-io.js';
import { openToolSession } from '../tools/open-tool-session.js';
import { type ToolCommandParts, type ToolOptions, toolCommandWith } from './tool-command.js';

export type { ToolOptions } from './tool-command.js';

/** Every tool, and the approval prompt (with `@ma/notifier`) loaded only for a tool that may ask. */
const everyTool: ToolCommandParts = {
  openSession: openToolSession,
  loadApprovals: () => import('../approvals/cli-approvals.js'),
};

/**
 * `ma tool <name> --meeting <m> --args '<json>'|@<file>|- [--tools compact|granular]`: runs one tool
 * of `@ma/tools` on a real session of the meeting and prints its result ({@link toolCommandWith},
 * with every tool).
 * @returns and @throws as {@link toolCommandWith}.
 */
export function toolCommand(name: string, opts: ToolOptions, io: CliIo): Promise<number> {
  return toolCommandWith(name, opts, io, everyTool);
}
