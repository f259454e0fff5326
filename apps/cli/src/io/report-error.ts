import path from 'node:path';
import { SummaryRunError } from '@ma/agent';
import {
  AmbiguousError,
  ConfigError,
  describeNotText,
  FrontmatterError,
  frontmatterFix,
  MaError,
  NotFoundError,
  NotTextError,
  PathSafetyError,
  showHiddenCharacters,
} from '@ma/core';
import { type CliIo, writeLine } from './cli-io.js';
import { ConfigFileError } from './config-file-error.js';
import { ExitCode } from './exit-code.js';
import { ModelOverrideError } from './model-override-error.js';
import { RefusedError } from './refused-error.js';
import { UsageError } from './usage-error.js';

/**
 * How `ma` turns errors into one `ma: …` line and an exit code (README: Output, Exit codes).
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line".
 */

/** True when `error` is an abort (Ctrl-C through the AbortSignal, or an AbortError from below). */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (SummaryRunError.isInstance(error)) return error.reason === 'aborted';
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'AI_AbortError');
}

/** Collapses a (possibly multi-line) message onto one line: `a; b; c`. */
export function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('; ');
}

/** `message` without a leading `<file>: ` (core's JSON errors name the file the line already names; reviewA R4). */
function withoutFile(message: string, file: string): string {
  return message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
}

/** `file` (absolute) as the user can type it here: from the working folder when inside it, else whole. */
function pathFromHere(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

/**
 * What `ma` prints for an error (without the `ma: ` prefix; always one line, saying what to do)
 * and its exit code:
 * - {@link UsageError}, and core's `NotFoundError` with reason `'meeting'` (an unknown meeting) → 2;
 * - {@link RefusedError} (`ma tool` / `ma search`: the vault refused what the tool needed) → 3,
 *   with the wrapped error's own line;
 * - any other `NotFoundError` (a missing linked file, project or link target) → 1: the command line
 *   was right, the vault is not; `AmbiguousError` → 1 too (meeting references are made unambiguous
 *   by `resolveMeetingArg`, which throws a UsageError, so what arrives here is an ambiguous link);
 * - an abort → 130 (`interrupted`);
 * - {@link ConfigFileError} → 1, `invalid configuration in <file>: <problems>; fix …`;
 * - {@link ModelOverrideError} (model flags/`MA_*` variables leave the model section invalid) → 1,
 *   `invalid configuration: <problem>; fix the "model" section of <file> or <what was given> …`;
 * - `ConfigError` (e.g. an unset `apiKeyEnv` variable) → 1, with a hint;
 * - `PathSafetyError` for the run lock folder (`.meeting-assistant` is a symlink out of the vault)
 *   → 1, with how to fix it;
 * - `FrontmatterError` → 1, names the note and how to fix its YAML;
 * - `NotTextError` (a note in UTF-16, Latin-1 or binary) → 1, names the file by its path from the working
 *   folder (the whole path when it lies elsewhere) and says what to do (reviewA R41);
 * - every other error → 1, its first line.
 */
export function describeError(error: unknown, signal?: AbortSignal): { message: string; code: number } {
  if (isAbort(error, signal)) return { message: 'interrupted', code: ExitCode.interrupted };
  if (UsageError.isInstance(error)) return { message: oneLine(error.message), code: ExitCode.usage };
  if (RefusedError.isInstance(error)) {
    return { message: describeError(error.refusal, signal).message, code: ExitCode.refused };
  }
  if (ConfigFileError.isInstance(error)) {
    return {
      message: `invalid configuration in ${error.file}: ${oneLine(withoutFile(error.message, error.file))}; fix that file (keys and values: apps/cli/README.md, "Configuration") and check it with \`ma doctor\``,
      code: ExitCode.failure,
    };
  }
  if (ModelOverrideError.isInstance(error)) {
    const given = error.describeGiven();
    return {
      message: `invalid configuration: ${oneLine(error.message)}; fix the "model" section of ${error.file}${given ? ` or ${given}` : ''}, then run \`ma doctor\``,
      code: ExitCode.failure,
    };
  }
  if (ConfigError.isInstance(error)) {
    const hint =
      error.key === 'model.apiKeyEnv'
        ? 'set that environment variable, or change model.apiKeyEnv / --api-key-env'
        : 'fix meeting-assistant.json (or --config)';
    return {
      message: `invalid configuration: ${oneLine(error.message)}; ${hint}, then run \`ma doctor\``,
      code: ExitCode.failure,
    };
  }
  if (PathSafetyError.isInstance(error) && error.argument === 'run lock folder') {
    return {
      message: `${oneLine(error.message)}; remove the \`.meeting-assistant\` symlink in the vault (the run lock must stay inside it), then run the command again`,
      code: ExitCode.failure,
    };
  }
  if (FrontmatterError.isInstance(error)) {
    const message = oneLine(error.message);
    const named = error.path && !message.includes(error.path) ? `${error.path}: ${message}` : message;
    return {
      message: `${named}; ${frontmatterFix(error)}, then run the command again`,
      code: ExitCode.failure,
    };
  }
  if (NotTextError.isInstance(error)) {
    return { message: describeNotText(error, pathFromHere(error.file)), code: ExitCode.failure };
  }
  if (NotFoundError.isInstance(error) && error.reason === 'meeting') {
    return { message: oneLine(error.message), code: ExitCode.usage };
  }
  if (NotFoundError.isInstance(error) || AmbiguousError.isInstance(error)) {
    return { message: oneLine(error.message), code: ExitCode.failure };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: MaError.isMaError(error) ? oneLine(message) : (message.split('\n')[0] ?? ''),
    code: ExitCode.failure,
  };
}

/**
 * Prints an error as one `ma: …` line on stderr and returns its exit code. The line and code are
 * `described`, by default {@link describeError}'s (a command may phrase one case itself, e.g.
 * `ma summarize` on Ctrl-C). With `MA_DEBUG=1` in `io.env` the stack of an unexpected error
 * (exit 1) follows. Control characters and bidi marks in the message are written out (`\x1b`).
 */
export function reportError(
  error: unknown,
  io: CliIo,
  described: { message: string; code: number } = describeError(error, io.signal),
): number {
  const { message, code } = described;
  // Messages quote what the endpoint, the model and files said: their control characters are
  // written out, never sent to the terminal (R29, N7).
  writeLine(io.stderr, `${io.errColors.red('ma:')} ${showHiddenCharacters(message)}`);
  if (code === ExitCode.failure && io.env.MA_DEBUG && error instanceof Error && error.stack)
    writeLine(io.stderr, error.stack);
  return code;
}
