/**
 * `ma search`. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line";
 * docs/tools.md, Granular profile (`search`).
 */
import { useBlockingFs, useBlockingRipgrep } from '@ma/core';
import { searchToolDefinition } from '@ma/tools';
import type { CliIo } from '../io/cli-io.js';
import type { GlobalOptions } from '../io/global-options.js';
import { listOptionItems } from '../io/list-option.js';
import { useOneShotValidation } from '../io/one-shot-validation.js';
import { UsageError } from '../io/usage-error.js';
import { type CliToolSession, openBareToolSession } from '../tools/open-tool-session.js';
import { checkArgs, runTool } from '../tools/run-tool.js';

/** Options of `ma search` (global options included). */
export interface SearchOptions extends GlobalOptions {
  meeting: string;
  /** Comma-separated project IDs. */
  projects?: string;
  limit?: number;
  /** Matches to skip (the next page of a cut result). */
  offset?: number;
}

/**
 * `ma search <pattern> --meeting <m> [--projects a,b] [--limit n] [--offset k]`: runs the
 * `search` tool (ripgrep over the meeting's bound projects and their past
 * summaries) and prints `path:line text` lines. A cut result ends with the command that reads on
 * (`… call ma search … --offset 20 to read on`), in the command line's terms, not the tool's.
 * Usage errors are phrased in the CLI's terms (`<pattern>`, `--limit`), not the tool's (`query`).
 * @returns 0 ran (also with no matches), 3 refused (unbound project, bad pattern), 2 usage (empty
 *   pattern, unknown meeting), 1 failure.
 * @throws UsageError (exit 2) for an empty `<pattern>`, an empty `--projects` value or item (T2), an unknown meeting, no vault found or
 *   arguments not matching the tool's schema (`--limit`); ConfigFileError for an invalid
 *   configuration.
 */
export async function searchCommand(pattern: string, opts: SearchOptions, io: CliIo): Promise<number> {
  useOneShotValidation();
  useBlockingRipgrep(); // one search and exit (docs/startup.md, sixth pass)
  useBlockingFs(); // the path checks without the thread pool (docs/startup.md, fourteenth pass)
  if (pattern === '') {
    throw new UsageError(
      'the <pattern> argument is empty; give a ripgrep regular expression, e.g. `ma search budget --meeting <meeting>`',
    );
  }
  const projects = listOptionItems('--projects', opts.projects);
  // The session and the one tool, as `openToolSession(…, { tool: 'search' })` gives them in the
  // granular profile, without the registry of every tool (docs/startup.md, thirteenth pass).
  const { session, audit } = await openBareToolSession(opts, io, opts.meeting);
  const tool = searchToolDefinition(session);
  const cli: CliToolSession = { session, audit, tools: [tool], profile: 'granular' };
  const args = {
    query: pattern,
    ...(projects.length > 0 ? { projects } : {}),
    ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
    ...(opts.offset !== undefined ? { offset: opts.offset } : {}),
  };
  checkArgs(tool, args);
  const inCliTerms = {
    ...tool,
    execute: async (a: unknown) => cliReadOn(await tool.execute(a), pattern, opts),
  };
  return runTool(cli, inCliTerms, args, io);
}

/**
 * The tool's last line `… not shown (…); call search with query=…, offset=K to read on` as the
 * `ma search` command line that reads on (the pattern, `--meeting`, `--projects`, `--limit`, `--vault`,
 * `--config` as given, shell-quoted; a pattern that starts with `-` last, after `--`, where the
 * command line reads it as the pattern, not as an option: reviewA U3, U4), its `or pass projects` as
 * `or pass --projects` (L87); every other output is returned as is.
 */
function cliReadOn(text: string, pattern: string, opts: SearchOptions): string {
  const cut = text.lastIndexOf('\n');
  const last = text.slice(cut + 1);
  const m = /^(\u2026 [^;]* not shown[^;]*); call search with .*offset=(\d+) to read on$/.exec(last);
  if (!m) return text;
  const dash = pattern.startsWith('-');
  const words = [
    'ma search',
    ...(dash ? [] : [shellQuote(pattern)]),
    '--meeting',
    shellQuote(opts.meeting),
    ...(opts.projects !== undefined ? ['--projects', shellQuote(opts.projects)] : []),
    ...(opts.limit !== undefined ? ['--limit', String(opts.limit)] : []),
    ...(opts.vault !== undefined ? ['--vault', shellQuote(opts.vault)] : []),
    ...(opts.config !== undefined ? ['--config', shellQuote(opts.config)] : []),
    '--offset',
    m[2] as string,
    ...(dash ? ['--', shellQuote(pattern)] : []),
  ];
  // The tool's argument `projects` is the option `--projects` here (L87).
  const said = (m[1] as string).replace(/\bor pass projects\)$/, 'or pass --projects)');
  return `${text.slice(0, cut + 1)}${said}; run ${words.join(' ')} to read on`;
}

/** `s` as one POSIX shell word: as is when plain, else in single quotes. */
function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
