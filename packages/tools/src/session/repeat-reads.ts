/**
 * Which transcript lines the model was shown at which step of its run, so that a later step that
 * reads the same lines again gets one short line saying so (review12 Y52: small models loop on
 * the same range until the step cap; seed 002, docs/tools.md line-range contract). Reads of the
 * same step (parallel calls of one reply) never get it: they were sent before any result came.
 * Hosts without steps (`ma tool`, MCP, tests through `runTool`) leave {@link RepeatReads.step}
 * `null`: nothing is remembered and no result changes.
 * Spec: seed 002 (line ranges: read on from where a read ended); docs/tools.md (`read_transcript`);
 * review12 Y52.
 */

interface Seen {
  from: number;
  to: number;
  /** The host's 0-based step that showed these lines. */
  step: number;
}

/** The transcript reads of one session by step (see the module comment). */
export class RepeatReads {
  /** The host's current step (0-based), set as each step starts; `null`: the host has no steps. */
  step: number | null = null;
  readonly #seen = new Map<string, Seen[]>();

  /**
   * Records that lines `from`–`to` of `path` were shown at the current step and returns the hint
   * for the result when an EARLIER step already showed every one of them:
   * `note: lines A–B were already read at step N; read on from C` (C: the line after the
   * furthest line read from A on without a gap), else `null`. Nothing is recorded or returned
   * without a step, or for an empty range.
   */
  shown(path: string, from: number, to: number): string | null {
    const step = this.step;
    if (step === null || to < from) return null;
    const seen = this.#seen.get(path) ?? [];
    const earlier = seen.filter((s) => s.step < step);
    const covering = earlier.find((s) => s.from <= from && s.to >= to);
    seen.push({ from, to, step });
    this.#seen.set(path, seen);
    if (!covering) return null;
    // Read on after everything already read from `from` on without a gap (any step).
    let end = to;
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of seen)
        if (s.from <= end + 1 && s.to > end) {
          end = s.to;
          grew = true;
        }
    }
    return `note: lines ${from}–${to} were already read at step ${covering.step + 1}; read on from ${end + 1}`;
  }

  /** Moves what was read of `path` from line `from` on by `by` lines (an edit moved them, Q8). */
  shift(path: string, from: number, by: number): void {
    for (const s of this.#seen.get(path) ?? []) {
      if (s.from >= from) s.from = Math.max(1, s.from + by);
      if (s.to >= from) s.to = Math.max(1, s.to + by);
    }
  }
}
