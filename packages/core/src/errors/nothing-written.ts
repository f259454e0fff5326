/** The clause of a refusal that changed no file: `…; nothing was written`. */
export const NOTHING_WRITTEN = 'nothing was written';

/**
 * L280: where a refusal's message says that nothing was written, in parts: the message is
 * `${before}nothing was written${after}`. A caller that wrote something since (a summary run that
 * recorded the failure in its context note) says what instead, by the parts, never by rewriting the
 * text ({@link sayWritten}). Carried by core's `ProtectedFileError` and `ConcurrentEditError` as
 * `nothingWritten`, and by the agent's `SummaryRunError` made from them.
 * Spec: docs/atomic-writes.md (a refused write leaves every file as it was); L280.
 */
export interface NothingWritten {
  /** The message up to the clause (e.g. `Summaries/x.md is read-only; `). */
  readonly before: string;
  /** The message after the clause (e.g. `; give it write permission again …`), often empty. */
  readonly after: string;
}

/** The message of `parts` with `clause` in place of "nothing was written" (by default the message as refused). */
export function sayWritten(parts: NothingWritten, clause: string = NOTHING_WRITTEN): string {
  return `${parts.before}${clause}${parts.after}`;
}

/** The {@link NothingWritten} parts `error` carries (`nothingWritten`: two strings), else null. */
export function nothingWrittenOf(error: unknown): NothingWritten | null {
  const parts = (error as { nothingWritten?: unknown } | null)?.nothingWritten as
    | { before?: unknown; after?: unknown }
    | null
    | undefined;
  return parts != null && typeof parts.before === 'string' && typeof parts.after === 'string'
    ? { before: parts.before, after: parts.after }
    : null;
}
