/**
 * `ma tool`. Spec: docs/tools.md (tool contracts, refusals); issue #6, "`ma`: summarize a real
 * meeting end to end from the command line".
 */
import { toolNames } from '@ma/tools';
import { type CliIo, writeLine } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { openToolSession } from '../tools/open-tool-session.js';
import { checkArgs, findTool, runTool } from '../tools/run-tool.js';

/** Options of `ma tool` (global options included). */
export interface ToolOptions extends GlobalOptions {
  meeting: string;
  /** Tool arguments as JSON text (an object). */
  args: string;
}

/**
 * `ma tool <name> --meeting <m> --args '<json>'`: runs one tool of `@ma/tools`
 * on a real session of the meeting, exactly as the agent would, and prints its
 * result. Writes are real (`write_summary` only edits the run's in-memory draft,
 * which the agent commits at the end of `ma summarize`; a note on stderr says so).
 * @returns 0 ran, 3 refused, 2 usage (unknown tool with the valid list, bad JSON,
 *   arguments not matching the schema with zod's message, unknown meeting), 1 failure.
 * @throws UsageError (exit 2) for an unknown tool, `--args` that is not a JSON object, arguments
 *   not matching the tool's schema, an unknown meeting or no vault found; ConfigFileError for an
 *   invalid configuration.
 */
export async function toolCommand(name: string, opts: ToolOptions, io: CliIo): Promise<number> {
  // Fail fast on the command line before touching the vault.
  if (!(toolNames as readonly string[]).includes(name)) {
    throw new UsageError(`unknown tool "${name}"; valid tools: ${toolNames.join(', ')}`);
  }
  const args = parseArgsJson(opts.args);
  const cli = await openToolSession(opts, io, opts.meeting);
  const tool = findTool(cli.tools, name);
  checkArgs(tool, args);
  if (name === 'write_summary') {
    writeLine(
      io.stderr,
      io.errColors.yellow(
        'note: write_summary edits an in-memory draft here; `ma summarize` commits summaries',
      ),
    );
  }
  return runTool(cli, tool, args, io);
}

function parseArgsJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `--args is not valid JSON (${(error as Error).message}); pass an object such as '{"from": 1, "to": 20}'`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`--args must be a JSON object such as '{"from": 1, "to": 20}', got ${text}`);
  }
  return value as Record<string, unknown>;
}
