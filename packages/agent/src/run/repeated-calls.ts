/**
 * A model that makes the same read again and again (newcomer session 32 N2: a small model called
 * `read_transcript {"from":1,"to":30}` at every step, got the same 30 lines 40 times, then `max-steps`):
 * an identical repeat of a read already answered (same tool, same arguments, same result: the content
 * has not changed) is answered with a short note instead of the whole result again — the step it was
 * read at, the lines of that file not read yet, "read on from M, or write the summary" —, and after
 * {@link REPEATED_CALLS_STOP} identical calls in a row the run stops early, naming the repeat.
 * Spec: newcomer session 32 N2; docs/tools.md (Repeated calls); seed 002 (line ranges: read on).
 */
import { annotationsOf } from '@ma/tools';
import type { ToolSet } from 'ai';

/**
 * Identical calls in a row (the first and its unchanged repeats, one a step) after which the run
 * stops: the third time a model is told "unchanged, not shown again" and asks again, it is looping.
 */
export const REPEATED_CALLS_STOP = 3;

type Execute = (input: unknown, options: unknown) => unknown;

/** A numbered read's first line: `<path> · lines A–B of N`. */
const READ_HEADER = /^(.+?) · lines (\d+)[–-](\d+) of (\d+)/;

/** What a repeat is told instead of the result (see the module comment). */
interface Answered {
  step: number;
  result: string;
}

/**
 * Watches one run's tool calls (see the module comment). {@link RepeatedCalls.wrap} the tools, set
 * {@link RepeatedCalls.step} as each step starts, and ask {@link RepeatedCalls.looping} after each step.
 */
export class RepeatedCalls {
  /** The current step (0-based). */
  step = 0;
  readonly #answered = new Map<string, Answered>();
  /** Lines shown of each numbered file (`<path>` → ranges), from the reads' first lines. */
  readonly #shown = new Map<string, { total: number; ranges: Array<[number, number]> }>();
  /** The step's calls so far: whether every one was an unchanged repeat, and the last call's key. */
  #stepCalls: { step: number; allRepeats: boolean; key: string | null } = {
    step: -1,
    allRepeats: false,
    key: null,
  };
  /** Steps in a row whose every call repeated the same call unchanged, and that call. */
  #streak: { key: string; steps: number } | null = null;

  /** `tools` with each read-only tool's repeats answered by a note. */
  wrap<T extends ToolSet>(tools: T): T {
    const out: Record<string, unknown> = {};
    for (const [name, t] of Object.entries(tools)) {
      const execute = t.execute as Execute | undefined;
      out[name] =
        execute === undefined || !annotationsOf(name).readOnlyHint
          ? t
          : {
              ...t,
              execute: (input: unknown, options: unknown) => this.#execute(name, execute, input, options),
            };
    }
    return out as T;
  }

  /**
   * After a step: the repeated call (`read_transcript {"from":1,"to":30}`) and how many times in a
   * row it was made, when that reached {@link REPEATED_CALLS_STOP}; else null.
   */
  looping(): { call: string; times: number } | null {
    this.#closeStep(this.step + 1);
    const streak = this.#streak;
    return streak && streak.steps + 1 >= REPEATED_CALLS_STOP
      ? { call: streak.key, times: streak.steps + 1 }
      : null;
  }

  async #execute(name: string, execute: Execute, input: unknown, options: unknown): Promise<unknown> {
    const step = this.step;
    this.#closeStep(step);
    const key = `${name} ${stableJson(input)}`;
    const out = await execute(input, options);
    if (typeof out !== 'string') {
      this.#stepCalls.allRepeats = false;
      return out;
    }
    const before = this.#answered.get(key);
    if (before && before.step < step && withoutReadAgainNote(before.result) === withoutReadAgainNote(out)) {
      const calls = this.#stepCalls;
      calls.allRepeats = calls.allRepeats && (calls.key === null || calls.key === key);
      calls.key = key;
      return this.#note(key, before.step, out);
    }
    this.#stepCalls.allRepeats = false;
    this.#answered.set(key, { step, result: out });
    this.#record(out);
    return out;
  }

  /** Starts counting `step`'s calls, first closing the step before (its streak). */
  #closeStep(step: number): void {
    const calls = this.#stepCalls;
    if (calls.step === step) return;
    if (calls.step >= 0) {
      if (calls.allRepeats && calls.key !== null)
        this.#streak =
          this.#streak?.key === calls.key
            ? { key: calls.key, steps: this.#streak.steps + 1 }
            : { key: calls.key, steps: 1 };
      else this.#streak = null;
    }
    this.#stepCalls = { step, allRepeats: true, key: null };
  }

  /** Remembers the lines a numbered read showed (`<path> · lines A–B of N`). */
  #record(result: string): void {
    const m = READ_HEADER.exec(result);
    if (!m) return;
    const path = m[1] as string;
    const seen = this.#shown.get(path) ?? { total: 0, ranges: [] };
    seen.total = Number(m[4]);
    seen.ranges.push([Number(m[2]), Number(m[3])]);
    this.#shown.set(path, seen);
  }

  /**
   * The note a repeat gets instead of `result`: for a numbered read (`<path> · lines A–B of N`),
   * `note: lines A–B were already read at step S; read on from M, or write the summary. …` with the
   * lines of that file not read yet (review12 Y52's wording first); for any other read, the call and
   * its step.
   */
  #note(key: string, step: number, result: string): string {
    const same = `the same call as then (${key}), unchanged: not shown again`;
    const m = READ_HEADER.exec(result);
    const seen = m ? this.#shown.get(m[1] as string) : undefined;
    if (!m || !seen)
      return `note: ${key} is the same call as at step ${step + 1} and its result has not changed, so it is not shown again; call another tool or other arguments, or write the summary.`;
    const unread = gaps(seen.ranges, seen.total);
    const range = `lines ${m[2]}–${m[3]} were already read at step ${step + 1}`;
    if (unread.length === 0)
      return `note: ${range}; every line of ${m[1]} has been read: write the summary (${same}).`;
    const next = unread.find(([from]) => from > Number(m[3])) ?? unread[0];
    return `note: ${range}; read on from ${next?.[0]}, or write the summary (${same}). Lines of ${m[1]} not read yet: ${unread.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', ')}.`;
  }
}

/** A result without read_transcript's own closing line for lines read again (review12 Y52): the same content. */
function withoutReadAgainNote(result: string): string {
  return result.replace(/\nnote: lines \d+–\d+ were already read at step \d+; read on from \d+$/, '');
}

/** The line ranges of 1..`total` that no range of `ranges` covers, in order. */
function gaps(ranges: ReadonlyArray<[number, number]>, total: number): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let next = 1;
  for (const [from, to] of sorted) {
    if (from > next) out.push([next, Math.min(from - 1, total)]);
    next = Math.max(next, to + 1);
  }
  if (next <= total) out.push([next, total]);
  return out;
}

/** JSON with object keys sorted (`{"to":30,"from":1}` and `{"from":1,"to":30}` are one call). */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
