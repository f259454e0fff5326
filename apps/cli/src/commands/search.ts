/**
 * `ma search`. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line";
 * docs/tools.md, Granular profile (`search`).
 */
import { useBlockingRipgrep } from '@ma/core';
import type { CliIo } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { useOneShotValidation } from '../io/one-shot-validation.js';
import { UsageError } from '../io/usage-error.js';
import { openToolSession } from '../tools/open-tool-session.js';
import { checkArgs, findTool, runTool } from '../tools/run-tool.js';

/** Options of `ma search` (global options included). */
export interface SearchOptions extends GlobalOptions {
  meeting: string;
  /** Comma-separated project IDs. */
  projects?: string;
  limit?: number;
}

/**
 * `ma search <pattern> --meeting <m> [--projects a,b] [--limit n]`: runs the
 * `search` tool (ripgrep over the meeting's bound projects and their past
 * summaries) and prints `path:line text` lines.
 * Usage errors are phrased in the CLI's terms (`<pattern>`, `--limit`), not the tool's (`query`).
 * @returns 0 ran (also with no matches), 3 refused (unbound project, bad pattern), 2 usage (empty
 *   pattern, unknown meeting), 1 failure.
 * @throws UsageError (exit 2) for an empty `<pattern>`, an unknown meeting, no vault found or
 *   arguments not matching the tool's schema (`--limit`); ConfigFileError for an invalid
 *   configuration.
 */
export async function searchCommand(pattern: string, opts: SearchOptions, io: CliIo): Promise<number> {
  useOneShotValidation();
  useBlockingRipgrep(); // one search and exit (docs/startup.md, sixth pass)
  if (pattern === '') {
    throw new UsageError(
      'the <pattern> argument is empty; give a ripgrep regular expression, e.g. `ma search budget --meeting <meeting>`',
    );
  }
  const cli = await openToolSession(opts, io, opts.meeting, { tool: 'search' });
  const tool = findTool(cli.tools, 'search');
  const projects = opts.projects
    ?.split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const args = {
    query: pattern,
    ...(projects && projects.length > 0 ? { projects } : {}),
    ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
  };
  checkArgs(tool, args);
  return runTool(cli, tool, args, io);
}
