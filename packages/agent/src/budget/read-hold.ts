import type { ReadEvent } from '@ma/tools';

/**
 * Holds the transcript reads a tool call reports (`ToolSession.onRead`: coverage and the
 * numbering of citations) until the caller knows the model will see the result: a read the step's
 * budget sends back to be made again shorter, or cuts itself, must not count lines it never
 * showed. Not holding: every read is passed on at once. Tool calls of a run are executed one at a
 * time (`toolCallConcurrency: 1`), so one slot is enough.
 *
 * Spec: review U4 (the results of one step share the room); docs/context-budget.md, "Coverage is honest".
 */
export class ReadHold {
  readonly #sink: (e: ReadEvent) => void;
  #held: ReadEvent[] | null = null;

  /** @param sink where reads go once released (the session's own `onRead`). */
  constructor(sink: (e: ReadEvent) => void) {
    this.#sink = sink;
  }

  /** A read a tool reports: held while holding, else passed on. */
  report(e: ReadEvent): void {
    if (this.#held === null) this.#sink(e);
    else this.#held.push(e);
  }

  /** Starts holding (reads held before are dropped). */
  hold(): void {
    this.#held = [];
  }

  /** Passes on the reads held and stops holding. */
  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const e of held) this.#sink(e);
  }

  /** Drops the reads held (the model will not see them) and stops holding. */
  discard(): void {
    this.#held = null;
  }
}
