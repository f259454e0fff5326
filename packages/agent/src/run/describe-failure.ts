import path from 'node:path';
import {
  atomicTempTarget,
  describeNotText,
  EditedSummaryError,
  FrontmatterError,
  FS_CODE_MEANINGS,
  fileSystemErrorOf,
  frontmatterFix,
  type NothingWritten,
  NotTextError,
  nothingWrittenOf,
  oneLine,
  ProtectedFileError,
  type ProtectedFileReason,
  sayWritten,
} from '@ma/core';
import { describeTransportFailure } from '../model/transport-failure.js';
import { SummaryRunError } from '../summary-run-error.js';

/**
 * Turns whatever ended a run into a {@link SummaryRunError} with a message written for the user
 * (it is shown by the CLI and recorded in the context note):
 * - an abort of the caller's signal → `aborted`, `run cancelled (<the signal's reason>)`, e.g.
 *   `run cancelled (interrupted by Ctrl-C)` (H15);
 * - a failed model request → `model`, `<what happened>; <what to do>` from
 *   `describeTransportFailure` (R12), one true cause per kind:
 *   an HTTP error `model endpoint returned HTTP <status>: <server message>` (H9; 429 adds the
 *   server's Retry-After, 5xx says the server failed and to check its log, 401/403 the API key,
 *   404 `check that the base URL ends in /v1 …`); a 2xx body that is not JSON (`answered HTTP 200
 *   with a body that is not JSON, not a chat completion: "…"`) or not a chat completion
 *   (`sent a malformed reply (…); check the server with \`ma doctor\``); a reply broken after the
 *   server answered (`was reached, but the connection closed mid-reply after N bytes (…)`, `… the
 *   stream ended without a finish reason or [DONE] after N bytes`, `… a streaming request was
 *   answered with application/json instead of an event stream`); a timeout (`model request timed
 *   out after N ms (k tries); raise model.timeoutMs …`); and failures before any reply: connection
 *   refused, a host name that does not resolve, a connection closed without a reply, an unusable
 *   URL (`cannot use the model endpoint <baseURL>: … (not retried)`), other network errors;
 * - core's `EditedSummaryError` (a hand-edited summary found at commit, H14) → `edited`;
 * - core's `FrontmatterError` (broken YAML in a note the run reads: transcript, user notes, context
 *   note) → `error`, `<note>: frontmatter is not valid YAML (line L, column C): …; fix the YAML …`
 *   (never `model`, which the daemon retries as transient; review4 P14);
 * - core's `NotTextError` (a transcript or note in UTF-16, Latin-1 or binary; review R1) → `error`,
 *   naming the file by its vault path when `vaultRoot` is given, with what to do;
 * - core's `ProtectedFileError` (a read-only file, a folder this user may not write, a read-only file
 *   system) and any file system error (node's `code` + `syscall` + `path`: EACCES, ENOSPC, EIO, …) →
 *   `error`, naming the file by its vault path (an atomic write's temp file by the file it was for) and
 *   what the code means — never `model` (newcomer session 33 N1: a read-only Summaries folder was
 *   "cannot reach the model endpoint (offline engine): EACCES", and the daemon would retry it);
 * - a `SummaryRunError` passes through; anything else keeps its message (reason `error`).
 *
 * Spec: issue "run lifecycle" (fail clearly); issue R12; hostile case B33 (the server's quota
 * message is shown).
 */
export function describeFailure(
  error: unknown,
  baseURL: string,
  signal?: AbortSignal,
  vaultRoot?: string,
): SummaryRunError {
  if (SummaryRunError.isInstance(error)) return error;
  if (NotTextError.isInstance(error)) {
    return new SummaryRunError('error', notTextMessage(error, vaultRoot), { cause: error });
  }
  // review4 P14: broken YAML in a note the run reads is the note's fault, never the endpoint's
  // (the YAML parser's error carries a `code`, which reads like a network error's).
  if (FrontmatterError.isInstance(error)) {
    return new SummaryRunError(
      'error',
      `${oneLine(error.message, 400)}; ${frontmatterFix(error)}, then run again`,
      { cause: error },
    );
  }
  if (EditedSummaryError.isInstance(error))
    return new SummaryRunError('edited', error.message, { cause: error });
  // N1 (newcomer session 33): a file the run may not write, or any other failure of the file system
  // (ENOSPC, EIO, EISDIR…), is the vault's, never the endpoint's (its `code` read as a network error's:
  // "cannot reach the model endpoint (offline engine): EACCES").
  if (ProtectedFileError.isInstance(error)) {
    const fix = PROTECTED_FIX[error.reason];
    // L280: said in parts, so the run that records it says what it wrote in place of "nothing".
    const parts = {
      before: vaultText(error.nothingWritten.before, error.path, vaultRoot),
      after: fix === '' ? error.nothingWritten.after : `${error.nothingWritten.after}; ${fix}`,
    };
    return new SummaryRunError('error', sayWritten(parts), { cause: error, nothingWritten: parts });
  }
  const fsFailure = fileSystemFailure(error, vaultRoot);
  if (fsFailure) return fsFailure;
  if (signal?.aborted) return new SummaryRunError('aborted', cancelMessage(signal), { cause: error });
  const failure = describeTransportFailure(error, { baseURL });
  if (failure) {
    return new SummaryRunError(
      'model',
      failure.fix ? `${failure.message}; ${failure.fix}` : failure.message,
      {
        cause: error,
      },
    );
  }
  const e = error as { name?: unknown; message?: unknown };
  if (e?.name === 'AbortError')
    return new SummaryRunError('aborted', cancelMessage(signal), { cause: error });
  const message = typeof e?.message === 'string' ? e.message : String(error);
  // L280: another of core's refusals (ConcurrentEditError) keeps its parts.
  return new SummaryRunError('error', message, { cause: error, nothingWritten: nothingWrittenOf(error) });
}

/**
 * A file system failure in `error`'s cause chain (node's string `code` and `syscall`: ENOSPC, EIO,
 * EISDIR, …) as the `SummaryRunError` `error` {@link describeFailure} makes of it (the file by its
 * vault path, what the code means, the fix), else null: for the steps before a run's session exists
 * (its run lock), whose raw node message ("ENOSPC: no space left on device, write") reached the
 * user (newcomer2 R131). Any other error, core's `ProtectedFileError` included, gives null.
 */
export function fileSystemFailure(error: unknown, vaultRoot?: string): SummaryRunError | null {
  if (SummaryRunError.isInstance(error) || ProtectedFileError.isInstance(error)) return null;
  const fsError = fileSystemErrorOf(error);
  if (!fsError) return null;
  const said = fileSystemMessage(fsError, vaultRoot);
  return new SummaryRunError('error', typeof said === 'string' ? said : sayWritten(said), {
    cause: error,
    nothingWritten: typeof said === 'string' ? null : said,
  });
}

/**
 * `Transcripts/x.md: not a UTF-8 text file (it is UTF-16 …); save it as UTF-8 …`: the vault path
 * (the file name alone when outside `vaultRoot` or without it) and the fix.
 */
function notTextMessage(error: NotTextError, vaultRoot: string | undefined): string {
  const rel = vaultRoot ? path.relative(vaultRoot, error.file) : '';
  const where =
    rel && !rel.startsWith('..') && !path.isAbsolute(rel)
      ? rel.split(path.sep).join('/')
      : path.basename(error.file);
  return describeNotText(error, where);
}

/**
 * What the user may do about each kind of `ProtectedFileError`: a file locked against edits and a file
 * shared under other names are no permission problem (review session 34 V3: a hard-linked summary was
 * told "let this user write that file and its folder", which changes nothing).
 */
const PROTECTED_FIX: Readonly<Record<ProtectedFileReason, string>> = {
  'read-only':
    'the file is locked against edits (its owner has no write permission): give it write permission again if Meeting Assistant may change it, then run again',
  'hard-linked':
    'the file is shared under other names (hard links), and writing it by temp file and rename would split them: keep one name (delete the other links) or copy it to a file of its own, then run again',
  'folder-not-writable':
    'let this user write that file and its folder (or point the folders setting in meeting-assistant.json elsewhere), then run again',
  'read-only-file-system':
    'mount that file system writable (or point the folders setting in meeting-assistant.json at a writable place), then run again',
  // F6: these messages carry their fix already.
  'vault-read-only': '',
  'vault-not-writable': '',
  'not-on-this-device':
    'download it first (Finder: right-click it, Download Now; or `brctl download` with its path in the vault), then run again',
};

/**
 * `Summaries/x.md: no space left on the device (ENOSPC, write); …`: the file by its vault path (an
 * atomic write's temp file by the file it was for), what the code means, the system call, the fix;
 * with a file, in parts around its "nothing was written" (L280, core `NothingWritten`).
 */
function fileSystemMessage(
  error: NodeJS.ErrnoException,
  vaultRoot: string | undefined,
): string | NothingWritten {
  const code = error.code as string;
  const what = FS_CODE_MEANINGS[code] ?? 'the file system refused';
  const file = error.path;
  if (typeof file !== 'string')
    return `a file the run read or wrote: ${what} (${code}, ${error.syscall}); fix the file, its folder or the disk, then run again`;
  const meant = atomicTempTarget(file) ?? file;
  return {
    before: `${vaultPath(meant, vaultRoot)}: ${what} (${code}, ${error.syscall}); `,
    after: ' by this step: fix the file, its folder or the disk, then run again',
  };
}

/** `abs` as a vault path when it lies inside `vaultRoot`, else as it is. */
function vaultPath(abs: string, vaultRoot: string | undefined): string {
  const rel = vaultRoot ? path.relative(vaultRoot, abs) : '';
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : abs;
}

/** `message` with its leading absolute `abs` written as a vault path. */
function vaultText(message: string, abs: string, vaultRoot: string | undefined): string {
  return message.startsWith(abs) ? `${vaultPath(abs, vaultRoot)}${message.slice(abs.length)}` : message;
}

/**
 * `run cancelled`, with the abort reason's message when it says more than the generic
 * "This operation was aborted" (`run cancelled (interrupted by Ctrl-C)`).
 */
function cancelMessage(signal: AbortSignal | undefined): string {
  const reason = signal?.reason as { message?: unknown } | string | undefined;
  const text =
    typeof reason === 'string' ? reason : typeof reason?.message === 'string' ? reason.message : '';
  return text && !/^this operation was aborted\.?$/i.test(text.trim())
    ? `run cancelled (${clip(text, 80)})`
    : 'run cancelled';
}

/** Shortens `text` to one line of at most `max` characters. */
function clip(text: string, max = 60): string {
  return oneLine(text, max);
}
