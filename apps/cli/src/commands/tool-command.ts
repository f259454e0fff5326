/**
 * The body of `ma tool` ({@link toolCommandWith}), with how it opens the session and loads the
 * approval prompt passed in ({@link ToolCommandParts}): `tool.ts` passes every tool's registry and
 * the prompt loaded on use, the read-tools bundle only the read tools (docs/startup.md, seventeenth
 * pass). No `import()` here: esbuild wraps whatever a dynamic import reaches, which would put the
 * whole of core behind lazy initialisers in that bundle.
 * Spec: docs/tools.md (tool contracts, refusals; Compact profile); issue #6, "`ma`: summarize a real
 * meeting end to end from the command line"; issue 14 (`--tools`).
 */
import {
  duplicateJsonKey,
  JsonNestingError,
  parseJsonKeepingNumbers,
  pasteCommandText,
  useBlockingFs,
  useBlockingRipgrep,
  withWrittenNumbers,
  writtenNumbersOf,
} from '@ma/core';
import {
  approvalGatedToolNames,
  compactError,
  compactToolNames,
  jsonNumbersRefusal,
  type ToolProfile,
  tooDeepArgumentsRefusal,
  toolNamesOf,
  toolProfiles,
} from '@ma/tools';
import type { CliApprovals, createCliApprovals } from '../approvals/cli-approvals.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { useOneShotValidation } from '../io/one-shot-validation.js';
import { type ArgsText, readArgsText } from '../io/read-args-text.js';
import { RefusedError } from '../io/refused-error.js';
import { UsageError } from '../io/usage-error.js';
import type { CliToolSession, OpenToolSessionOptions } from '../tools/open-tool-session.js';
import { findTool, runTool, unknownToolMessage } from '../tools/run-tool.js';

/** Options of `ma tool` (global options included). */
export interface ToolOptions extends GlobalOptions {
  meeting: string;
  /** Tool arguments as JSON text (an object), or `@<file>` / `-` (stdin) holding it (review11 X14). */
  args: string;
  /** `--tools`: the tool profile (wins over config `tools.profile`). */
  tools?: ToolProfile;
}

/**
 * What {@link toolCommandWith} is given: `openSession` opens the vault, resolves the meeting and
 * creates the session with the tool `options.tool` (as `openToolSession`; a host's own may create
 * fewer tools, never other ones); `loadApprovals` loads the approval prompt, called only for a tool
 * that may ask (approval-gated tools, `apply_changes`).
 */
export interface ToolCommandParts {
  openSession(
    opts: ToolOptions,
    io: CliIo,
    meeting: string,
    options: OpenToolSessionOptions,
  ): Promise<CliToolSession>;
  loadApprovals(): Promise<{ createCliApprovals: typeof createCliApprovals }>;
}

/**
 * `ma tool <name> --meeting <m> --args '<json>'|@<file>|- [--tools compact|granular]`: runs one tool of
 * `@ma/tools` on a real session of the meeting, exactly as the agent would, and prints its
 * result. The profile is `--tools`, else config `tools.profile`. Writes are real; `write_summary`
 * (and `apply_changes` with a `write_summary` op), which only edits a run's summary draft that a
 * run commits, is refused (exit 3, nothing written, what to use instead; newcomer review F11: it
 * said "created the summary draft", exit 0, and wrote nothing). `request_project_association` and `request_workflow_change` (both
 * profiles) and, in the compact profile, `apply_changes` with `approved: true` ask the user through
 * the configured approval prompt (`approvals.prompt`, `@ma/notifier`); a workflow request is
 * waited for (at most `approvals.timeoutMs`, Ctrl-C drops it) before the command exits.
 * @returns 0 ran, 3 refused (the tool's refusal, arguments that fail its schema included: each
 *   field, what it expects and what was given — the text a run and `ma mcp` give), 2 usage
 *   (unknown tool with the valid list, `--args` not JSON or not an object, an `--args @<file>` that cannot
 *   be read, unknown meeting), 1 failure. `--args @<file>` reads the JSON from a file (relative to the
 *   working folder), `--args -` from stdin: arguments beyond the OS limit of one argument (review11 X14).
 * @throws UsageError (exit 2) for an unknown tool, `--args` that is not a JSON object, an unknown
 *   meeting or no vault found; ConfigFileError for an invalid configuration.
 */
export async function toolCommandWith(
  name: string,
  opts: ToolOptions,
  io: CliIo,
  parts: ToolCommandParts,
): Promise<number> {
  useOneShotValidation();
  // Fail fast on the command line before touching the vault (the profile may come from the config).
  // Both profiles offer the approval-gated tools (docs/tools.md), asked through approvals.prompt.
  const known = [
    ...(opts.tools ? toolNamesOf(opts.tools) : toolProfiles.flatMap((p) => toolNamesOf(p))),
    ...approvalGatedToolNames,
  ];
  if (!known.includes(name)) {
    const offered = toolNamesOf(opts.tools ?? 'granular');
    throw new UsageError(unknownToolMessage(name, [...offered, ...approvalGatedToolNames]));
  }
  const asks = (approvalGatedToolNames as readonly string[]).includes(name) || name === 'apply_changes';
  const argsText = await readArgsText(opts.args, io.cwd, () => io.stdin ?? process.stdin, io.env);
  // L498: JSON nested deeper than core MAX_JSON_NESTING is refused, not parsed (the parse checks the
  // nesting first: its reviver recurses per level); L499: a number JSON cannot keep (`1e400`,
  // `1.0000000000000001`) once it parsed, quoted as written. Refused before the vault is touched (exit 3,
  // the text MCP and a run give); text that is not JSON is a usage error first (L551: one scan, one parse).
  let args: Record<string, unknown> = {};
  let refused: string | null;
  try {
    args = parseArgsJson(argsText, name);
    refused = jsonNumbersRefusal(argsText.text);
  } catch (error) {
    if (!JsonNestingError.isInstance(error)) throw error;
    refused = tooDeepArgumentsRefusal(error.problem);
  }
  if (refused !== null) {
    writeLine(
      io.stdout,
      (compactToolNames as readonly string[]).includes(name) ? compactError('refused', refused) : refused,
    );
    return ExitCode.refused;
  }
  // F11: a summary draft is committed only by a run (`ma summarize`, `ma mcp`'s finish_summary); one
  // `ma tool` call exits with it, so writing it here would say "created" and write nothing.
  if (writesSummaryDraft(name, args)) {
    const reason = `${name === 'write_summary' ? 'write_summary' : 'apply_changes with a write_summary op'} edits a run's summary draft, which only the run commits; \`ma tool\` makes one call and exits, so nothing would be written: summarize with \`${pasteCommandText(['ma', 'summarize', opts.meeting])}\`, or call write_summary then finish_summary through \`ma mcp\`; nothing was written`;
    writeLine(io.stdout, name === 'apply_changes' ? compactError('refused', reason) : `refused: ${reason}`);
    return ExitCode.refused;
  }
  // One tool call and exit: ripgrep and the path checks may block (docs/startup.md, sixth and
  // fourteenth passes); not while an approval may be asked, which needs the event loop.
  if (!asks) {
    useBlockingRipgrep();
    useBlockingFs();
  }
  let approvals: CliApprovals | undefined;
  try {
    const cli = await parts.openSession(opts, io, opts.meeting, {
      tool: name,
      profile: (vault) => opts.tools ?? vault.config.tools.profile,
      // The approval prompt (and @ma/notifier) is loaded only for a tool that may ask (docs/startup.md).
      ...(asks
        ? {
            approvalGated: async (vault, session) => {
              const { createCliApprovals } = await parts.loadApprovals();
              approvals = createCliApprovals({ vault, io, waitingCommand: 'ma tool' });
              return approvals.approvalGated(session);
            },
          }
        : {}),
    });
    // Arguments that fail the schema are the tool's own refusal (exit 3), the text a run and MCP give.
    const tool = findTool(cli.tools, name);
    // L64: the numbers of --args are shown as written in the tool's messages (`from 1e300 …`).
    return await withWrittenNumbers(writtenNumbersOf(args), () => runTool(cli, tool, args, io));
  } catch (error) {
    // A compact tool answers a vault refusal in compact JSON on stdout too (exit 3; C11).
    if (RefusedError.isInstance(error) && (compactToolNames as readonly string[]).includes(name)) {
      writeLine(io.stdout, compactError('refused', error.message.replace(/\s*\n\s*/g, ' ')));
      return ExitCode.refused;
    }
    throw error;
  } finally {
    await approvals?.finish();
  }
}

/**
 * An example of the arguments of the tool `name` for a usage message: the compact tools' own forms
 * (`query_meeting`: a view and its filters; `apply_changes`: a list of ops), a line range for the
 * read tools, else where to see them (L87: every tool was shown `{"from": 1, "to": 20}`, which the
 * compact tools refuse).
 */
function argsExample(name: string): string {
  if (name === 'query_meeting')
    return `an object such as '{"view": "transcript", "filters": {"from": 1, "to": 20}}'`;
  if (name === 'apply_changes')
    return `an object such as '{"ops": [{"op": "write_context", "content": "- a note"}]}'`;
  if (name.startsWith('read_')) return `an object such as '{"from": 1, "to": 20}'`;
  return `an object with the arguments \`ma tools\` lists for ${name}`;
}

/**
 * The `--args` JSON as an object, for the tool `name` (its example in the messages).
 * @throws UsageError (exit 2) for text that is not JSON, JSON that is not an object, or an object that
 *   gives a key twice (reviewA T8); core JsonNestingError for text nested too deep to parse (the caller
 *   refuses it, L498).
 */
function parseArgsJson({ text, from }: ArgsText, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    // L64: each number's text as written is kept for the tool's messages (core `shownNumber`).
    value = parseJsonKeepingNumbers(text);
  } catch (error) {
    // Nested too deep to parse: the tool refusal (exit 3), not a usage error (L498).
    if (JsonNestingError.isInstance(error)) throw error;
    // A leading @ or - that was not the whole form (`@ file`, `-x`) is likely a try at one (review11 X14).
    const hint =
      from === '--args' && /^\s*[@-]/.test(text)
        ? '; for a file write --args @<file>, for stdin --args -'
        : '';
    throw new UsageError(
      `${from} is not valid JSON (${(error as Error).message}); pass ${argsExample(name)}${hint}`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const shown = text.trim().length > 60 ? `${text.trim().slice(0, 59)}\u2026` : text.trim();
    throw new UsageError(
      `${from} must be ${argsExample(name).replace(/^an object/, 'a JSON object')}, got ${shown}`,
    );
  }
  // JSON.parse keeps the last of two copies of a key: `"content": "A", …, "content": "B"` wrote B and
  // `"replace_file": true, …, "replace_file": false` appended, in silence (reviewA T8).
  const twice = duplicateJsonKey(text);
  if (twice !== null)
    throw new UsageError(
      `${from} gives the key ${JSON.stringify(twice.key)} twice (again at line ${twice.line}, column ${twice.column}); JSON would keep only the last one: give it once`,
    );
  return value as Record<string, unknown>;
}

/**
 * True when a `ma tool` call would edit the summary draft: `write_summary`, or `apply_changes` whose
 * `ops` hold a `write_summary` op (F11).
 */
function writesSummaryDraft(name: string, args: Record<string, unknown>): boolean {
  if (name === 'write_summary') return true;
  if (name !== 'apply_changes' || !Array.isArray(args.ops)) return false;
  return args.ops.some(
    (op) => typeof op === 'object' && op !== null && (op as { op?: unknown }).op === 'write_summary',
  );
}
