/**
 * The in-memory summary body that `write_summary` edits. The agent commits it
 * (core `commitSummary`) only at the end of a successful run, so a failed run
 * never leaves a half-written summary note.
 * Spec: docs/contracts.md, @ma/tools (`SummaryDraft`); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs.
 */
export interface SummaryDraft {
  /** The current body (Markdown, no frontmatter), or `null` when nothing was written yet. */
  read(): string | null;
  /** Replaces the whole body. */
  write(body: string): void;
}

/**
 * A plain in-memory {@link SummaryDraft}.
 * @param initial starting body (e.g. the configured section template), default `null` (empty).
 */
export function createMemoryDraft(initial: string | null = null): SummaryDraft {
  let body = initial;
  return {
    read: () => body,
    write: (next) => {
      body = next;
    },
  };
}
