/**
 * Running one tool for `ma tool` / `ma search`. Spec: docs/tools.md (arguments, `refused: …`
 * results); issue #6, "`ma`: summarize a real meeting end to end from the command line".
 */
import { closestNames, fileSystemFailureText, noteStamp, showHiddenCharacters } from '@ma/core';
import {
  approvalGatedToolNames,
  compactError,
  describeArgumentIssues,
  isRefusal,
  type NeutralTool,
  type ToolProfile,
  toolNamesOf,
  toolProfiles,
} from '@ma/tools';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import { isVaultRefusal, RefusedError } from '../io/refused-error.js';
import { UsageError } from '../io/usage-error.js';
import type { CliToolSession } from './open-tool-session.js';
import { recordExternalWrites } from './record-external-writes.js';

/**
 * Finds `name` among the session's tools.
 * @throws UsageError ({@link unknownToolMessage}) naming the closest and the valid names when there is no such tool.
 */
export function findTool(tools: readonly NeutralTool[], name: string): NeutralTool {
  const found = tools.find((t) => t.name === name);
  if (!found)
    throw new UsageError(
      unknownToolMessage(
        name,
        tools.map((t) => t.name),
      ),
    );
  return found;
}

/**
 * The refusal of `ma tool` without a tool name (L56): `missing tool name: give one of <the
 * profile's tools and the approval-gated ones> (`ma tools` describes them)`. `profile`: `--tools`,
 * else the granular profile (the vault's configured profile is not read before the name is known).
 */
export function missingToolMessage(profile?: string): string {
  const offered = toolNamesOf((profile as ToolProfile | undefined) ?? 'granular');
  return `missing tool name: give one of ${[...offered, ...approvalGatedToolNames].join(', ')} (\`ma tools\` describes them)`;
}

/**
 * The one-line usage error of `ma tool <name>` for a name that is no tool of the offered list:
 * `unknown tool "read-transcript"; did you mean "read_transcript"?; valid tools: …`. The "did you
 * mean" names are the closest tool names of any profile and the approval-gated ones (core's
 * `closestNames`, as for meeting names, issue 9 H17), compared with `-`, spaces and camelCase read
 * as `_` (`readTranscript`, `read-transcript` → `read_transcript`); one of another profile says
 * which `--tools` picks it. A tool of another profile gets {@link otherProfileHint} instead.
 * @param offered the wire names the session offers (its profile's tools and the approval-gated ones).
 * Spec: docs/tools.md (`ma tool`); apps/cli/README.md (errors say what to type instead); review S14.
 */
export function unknownToolMessage(name: string, offered: readonly string[]): string {
  const profileHint = otherProfileHint(name, offered);
  const all = [
    ...new Set([...offered, ...toolProfiles.flatMap((p) => toolNamesOf(p)), ...approvalGatedToolNames]),
  ];
  const snake = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s.]+/g, '_');
  const close = profileHint === '' ? closestNames(snake, all) : [];
  const named = close.map((n) => {
    if (offered.includes(n)) return `"${n}"`;
    const profile = toolProfiles.find((p) => toolNamesOf(p).includes(n));
    return profile === undefined ? `"${n}"` : `"${n}" (--tools ${profile})`;
  });
  const mean = named.length > 0 ? `; did you mean ${named.join(', ')}?` : '';
  return `unknown tool "${name}"${profileHint}${mean}; valid tools: ${offered.join(', ')}`;
}

/**
 * `; "query_meeting" is a tool of the compact profile: add --tools compact (or set tools.profile)`
 * when `name` is a tool of a profile other than the one `offered` is (review14 V2: `ma tool
 * query_meeting` without `--tools compact` said only "unknown tool"); '' otherwise.
 */
export function otherProfileHint(name: string, offered: readonly string[]): string {
  if (offered.includes(name)) return '';
  const profile = toolProfiles.find((p) => toolNamesOf(p).includes(name));
  return profile === undefined
    ? ''
    : `; "${name}" is a tool of the ${profile} profile: add --tools ${profile} (or set tools.profile in meeting-assistant.json)`;
}

/**
 * Checks `args` against the tool's zod schema before a command that built them from its own
 * flags (`ma search`) runs it: a mismatch is the person's usage error, described as the tools
 * describe it (`@ma/tools` `describeArgumentIssues`: `limit: expected a whole number, got number 2.5`).
 * `ma tool` does not use it: there the tool's own refusal answers (exit 3), the same text as in a
 * run and over MCP (docs/tools.md, Invalid arguments).
 * @throws UsageError naming each bad field, what it expects and what was given.
 */
export function checkArgs(tool: NeutralTool, args: unknown): void {
  const parsed = tool.inputSchema.safeParse(args);
  if (parsed.success) return;
  throw new UsageError(
    `arguments do not match ${tool.name}'s schema (${describeArgumentIssues(parsed.error.issues, args)}); see \`ma tools\``,
  );
}

/**
 * Runs one tool of an open session with `args` and prints its text result on
 * stdout. When the tool wrote outside the summary and context notes, the audit
 * diff (`## External writes by ma tool <time>`) is appended to the meeting's context note and
 * shown on stderr (R7).
 * In the compact profile a failure is also printed on stdout as `{"error":"failed","message"}`
 * (its results, refusals included, are compact JSON already; C11).
 * @returns 0 when it ran, 3 when it refused (`refused: …`, `{"error":"refused",…}`, an
 *   `apply_changes` batch with a rejected op), 1 when it threw (bug or I/O failure).
 * @throws RefusedError (exit 3) when the vault refused what the tool needed ({@link isVaultRefusal}).
 */
export async function runTool(
  cli: CliToolSession,
  tool: NeutralTool,
  args: unknown,
  io: CliIo,
): Promise<number> {
  let output: string;
  // The compact profile answers in compact JSON on stdout, refusals and failures included (C11).
  const compact = cli.profile === 'compact';
  try {
    // The stop signal (Ctrl-C, SIGTERM) reaches the tool: a streamed append to a big project file
    // stops within a step, its temp file removed (issue #13, newcomer N1).
    output = await tool.execute(args, { signal: io.signal });
  } catch (error) {
    // Stopped by the signal: the command is interrupted (exit 130/143), not a failed tool.
    if (io.signal.aborted && (error as Error | null)?.name === 'AbortError') throw error;
    // The vault refused what the tool needed (broken frontmatter, a symlink out, …): exit 3 (R12).
    if (isVaultRefusal(error)) throw new RefusedError(error);
    // L317: a full disk, a used-up quota, a read-only file system: the file, what it means, that it was not
    // changed and the fix, as `ma summarize` says them (was node's bare "ENOSPC: no space left on device, write").
    const message =
      fileSystemFailureText(error, cli.session.vault.root) ?? (error as Error).message ?? String(error);
    if (compact) writeLine(io.stdout, compactError('failed', `tool ${tool.name} failed: ${message}`));
    writeLine(
      io.stderr,
      `${io.errColors.red('ma:')} tool ${tool.name} failed: ${showHiddenCharacters(message)}`,
    );
    return ExitCode.failure;
  } finally {
    // R7: the writes land in the meeting's context note (and on stderr), as they do over MCP.
    const { markdown, problem } = await recordExternalWrites(
      cli.session,
      // C21: the context note's one form of a time (core noteStamp, L37), as the run records have it.
      `External writes by ma tool ${noteStamp(new Date())}`,
    );
    // S14: the audit's diffs hold the written text (bidi overrides are allowed in notes): written out here.
    if (markdown) writeLine(io.stderr, showHiddenCharacters(markdown));
    if (problem) writeLine(io.stderr, `${io.errColors.yellow('warning:')} ${problem}`);
  }
  writeLine(io.stdout, output);
  return isRefusal(output) || rejectedOps(output) > 0 ? ExitCode.refused : ExitCode.ok;
}

/**
 * How many ops a compact `apply_changes` result (`{"applied","consequence","rejected":[…]}`)
 * rejected; 0 for any other output. A batch with a rejected op is not a plain success for a
 * script (`ma tool … && echo saved`): it exits 3 like a refusal (review R5).
 */
function rejectedOps(output: string): number {
  if (!output.startsWith('{"applied":')) return 0;
  try {
    const parsed = JSON.parse(output) as { rejected?: unknown };
    return Array.isArray(parsed.rejected) ? parsed.rejected.length : 0;
  } catch {
    return 0;
  }
}
